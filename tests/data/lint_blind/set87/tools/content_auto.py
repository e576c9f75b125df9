# free notes: (slug, title, created, tags, body)
AUTO = [
("chapel-booking-rules", "Chapel booking rules (crematorium)", "2026-03-04", ["rites", "crematorium"], """
# Chapel booking rules

## Slots
[[V2y|O3y]]Crematorium chapel services are booked in 60-minute slots, which includes the time to clear the chapel between families.
Double slots can be booked for large services; the FD asks the office, not the portal.

## Paperwork
[[A9y]]A cremation cannot go ahead until the medical referee has signed Form Cremation 10.
The application (Cremation 1) comes from the FD; the office chases missing forms by 12:00 the day before.

## Music
Music is played from the chapel PC; families send tracks via the FD at least 3 days ahead.
"""),
("gravebook-dev-setup", "gravebook local setup", "2026-06-03", ["gravebook", "dev"], """
# gravebook local setup

[[V4y]]gravebook runs on Django 5.1; `requirements.txt` pins `Django==5.1.4`.
You need GDAL and PROJ installed for GeoDjango (`brew install gdal` on the Macs).

```
export DATABASE_URL=postgresql://gravebook@localhost:5432/gravebook
python manage.py migrate
python manage.py loaddata sections plots_sample
```

The sample plots cover Northfield section K only.
"""),
("ashes-collection", "Ashes: collection and release", "2026-04-08", ["ashes", "crematorium", "office"], """
# Ashes: collection and release

[[NS1y]]Ashes are released to the applicant or to the funeral director they nominate.
[[N8y]]If the family lives far away we send the ashes by tracked courier once the release form is back.

## Uncollected ashes
[[V5x|O10x]]Uncollected cremated remains are held at the crematorium for 12 weeks before we write to the applicant.
After the second letter the office may strew them in the Garden of Remembrance, with the applicant's consent on file.

## Strewing
[[A6y]]Strewings in the Garden of Remembrance happen on Tuesdays, 9 to 11.
Families can attend; the office books it as a 15-minute slot in rites.
"""),
("erb-renewals", "ERB renewals", "2026-09-17", ["erb", "fees", "gravebook"], """
# ERB renewals

[[V8y]]New Exclusive Rights of Burial are granted for 75 years, and the deed
holder can renew for a further 25 years before expiry.

Renewal letters go out 12 months before expiry (gravebook report `erb_expiring`).
Transfers of an ERB after the holder dies need a statutory declaration; the office handles those on paper.
"""),
("backup-runbook", "Backup runbook", "2026-06-12", ["backups", "infra"], """
# Backup runbook

[[V10y]]We keep 30 nightly gravebook dumps; anything older is pruned by `prune-dumps.sh`.

Cron on `bkp-01`:

```
30 1 * * * /opt/bkp/dump-gravebook.sh
0 3 * * * /opt/bkp/prune-dumps.sh --keep 30
```

## Restore test
Do a restore test of gravebook to staging once a quarter and note it in BRV.
rites has its own dump job on `pg-bereave-01`; see the rites runbook.
"""),
("memorials-dev-setup", "memorials dev setup", "2026-02-26", ["memorials", "dev"], """
# memorials dev setup

[[R4y]]Install the memorials front-end dependencies with `yarn install`; the lockfile is `yarn.lock`.
Run `bin/dev` to start Rails and the asset watcher together.
Seed data: `bin/rails db:seed` creates three test masons and a handful of permits.
"""),
("cremlog-architecture", "cremlog architecture", "2026-05-06", ["cremlog", "architecture"], """
# cremlog architecture

## Flow
The collector on `crem-ctl-01` reads both cremators and publishes each reading.
[[R7y|O6y]]cremlog buffers readings in NATS JetStream (stream `CREM`) before the writer stores them.
The writer batches inserts into TimescaleDB every 5 seconds.

## Cycle log
A cycle starts when the charge door closes and ends when the operator confirms the remains are withdrawn.
Each cycle is tagged with the rites booking number typed in by the operator.
"""),
("webcast-faq", "Webcast FAQ for the office", "2026-07-02", ["webcast", "office"], """
# Webcast FAQ (for the office)

**Can a family watch again later?**
[[N4y]]Services are never recorded unless the family opts in on the booking form.

**Who sends the link?**
The FD, once rites shows the webcast as confirmed.

**What if the stream drops?**
Call the Obitus support line; the number is on the chapel desk.
"""),
("burial-days", "Burial days and booking lead times", "2026-03-16", ["burials", "cemeteries"], """
# Burial days and lead times

[[N6y]]No burials on Saturdays at any of the council's cemeteries.
Burials start at 10:00 at the earliest and the last committal is 14:30 in winter.

[[NS4y]]Interments are booked in rites by the office, usually 5 to 7 working days ahead.
Reopens need 2 extra working days for the grave to be checked and shored.
"""),
("release-checklist", "rites release checklist", "2026-02-13", ["rites", "release"], """
# rites release checklist

1. CI green on `main`, changelog updated
[[S5x]]2. Deploy rites with `fab deploy:prod` from your laptop after tagging.
3. Smoke test: book and cancel a test cremation in the staging FD portal

[[N7y]]Friday deploys of rites are fine as long as CI is green and Gareth is around for the afternoon.
"""),
("burial-register-search", "Burial register search", "2026-01-19", ["register", "search", "office"], """
# Burial register search

[[S3x]]Historic and new burials are searched in the Epitaph database
through the `epitaph_api` wrapper, which the office search page calls.

Search is by surname, year of death and site. Soundex matching is on by default.
Genealogy requests (more than 5 names) are charged and go to the office inbox.
"""),
("kettleby-green-rules", "Kettleby Green rules", "2026-05-25", ["kettleby-green", "natural-burial"], """
# Kettleby Green rules

[[F6y]]Accepted at Kettleby Green: wicker, bamboo, cardboard or untreated softwood coffins and wool or cotton shrouds; no MDF, no metal handles.
No embalming.
[[D6y]]Kettleby Green takes burials all year round, weather permitting.
Families choose a native tree (oak, rowan, field maple, hawthorn) planted in the next planting season.
"""),
("fees-and-payments", "How families and FDs pay", "2026-04-01", ["fees", "payments"], """
# How families and FDs pay

[[R9y]]Families and FDs pay fees online through Civica Pay; the reference is the booking number.
FD firms on account pay by BACS against the monthly invoice.
Cash is not accepted at the office since 2024.
"""),
("memorial-installs", "Memorial installations", "2026-06-29", ["memorials", "cemeteries"], """
# Memorial installations

[[NS6y]]Masons install headstones on weekdays between 8 and 3; the cemetery team checks the foundation afterwards.
Lawn sections: headstone only, no kerbs. Traditional sections: kerbs allowed.
Maximum headstone height on lawn sections is 900 mm.
"""),
("booking-confirmations", "Booking confirmations", "2026-08-07", ["rites", "email"], """
# Booking confirmations

[[NS10y]]rites emails the applicant a booking confirmation with the chapel time and the webcast link.
The FD gets a copy plus the PDF booking sheet.
Template changes need Colin's sign-off (family-facing wording).
"""),
# ---- noise notes (no labelled claims)
("rites-local-setup", "rites local setup", "2026-01-08", ["rites", "dev"], """
# rites local setup

`docker compose up` brings up Postgres, Redis and a Celery worker.
Load fixtures with `make seed`; it creates 5 FD firms and a week of bookings.

```
make seed
make test
```

Use `RITES_FAKE_NOTIFY=1` locally so nothing is really sent.
"""),
("cremation-forms", "Cremation paperwork", "2026-01-23", ["crematorium", "forms"], """
# Cremation paperwork

- Cremation 1: application, signed by the applicant, sent by the FD
- Medical certificate route: medical examiner's confirmation since the 2024 reforms
- The medical referee checks the papers on the morning of the cremation
rites shows a red flag on the booking until every form is marked received.
"""),
("fd-onboarding", "Onboarding a new FD firm", "2026-02-04", ["fd-portal", "office"], """
# Onboarding a new FD firm

1. Office creates the firm in rites admin (trading name, address, account number).
2. The firm gets an invitation email to set up its portal access.
3. Webhook URL is optional; most small firms don't use it.
Firms on account need a credit check by Finance first.
"""),
("gravebook-plot-import", "Plot import command", "2026-02-20", ["gravebook", "data"], """
# Plot import

`python manage.py import_plots <csv> --site NFC --section K` loads surveyed plots.
Columns: plot number, easting, northing, depth, status.
Re-running the import updates existing plots by plot number; it never deletes.
"""),
("incident-2026-02-21", "Incident: FD bookings down over a weekend", "2026-02-23", ["incident", "rites"], """
# Incident 2026-02-21 (Saturday)

A release on Friday 20 February changed the slot overlap check and every FD booking failed until Monday.
Nobody was watching alerts at the weekend; three firms phoned the out-of-hours line.
Follow-ups: deploy-day rule (see feedback_friday_deploys.md), weekend alert routing.
"""),
("register-corrections", "Register corrections", "2026-03-02", ["register", "gravebook", "rites"], """
# Register corrections

A correction to a statutory entry is a new entry that references the old one, with a reason and who authorised it.
Only the registrar role (Mariam, Colin and two senior officers) can authorise.
Corrections show on the printed register as a marginal note.
"""),
("memorials-permit-workflow", "Memorial permit workflow", "2026-03-10", ["memorials", "permits"], """
# Permit workflow

Statuses: submitted, query, approved, rejected, fixed, inspected.
A permit in "query" waits for the mason; after 30 days without a reply it is closed.
The ERB holder must sign the application unless the mason uploads a signed consent.
"""),
("emissions-return", "Annual emissions return", "2026-03-20", ["cremlog", "emissions"], """
# Annual emissions return

The crematorium's permit needs an annual return to the council's environmental protection team.
cremlog's `emissions_report` command builds the CSV: hours run, cycles, mercury abatement share, opacity exceedances.
The return is due by 31 January for the previous calendar year.
"""),
("grafana-dashboards", "Grafana dashboards", "2026-04-06", ["monitoring", "grafana"], """
# Grafana dashboards

- "Crematorium / Cremators": chamber temperatures, O2, opacity per cremator
- "Bereavement / Apps": request rates and errors for rites, gravebook, memorials
- "Bereavement / Queues": Celery queue depth for rites
Ask Gareth for editor rights; everyone else is a viewer.
"""),
("keyvault-secrets", "Secrets", "2026-04-13", ["infra", "secrets"], """
# Secrets

Secrets for all four apps live in Key Vault `kv-bereave-prod`; staging uses `kv-bereave-stg`.
App Service apps read them through managed identity; the on-prem VMs get them via a nightly sync script.
Never paste a secret into BRV tickets or PR descriptions.
"""),
("webcast-troubleshooting", "Webcast troubleshooting", "2026-04-27", ["webcast", "support"], """
# Webcast troubleshooting

If a family says the link doesn't work, check the booking in rites shows the Obitus event id.
Most failures are links opened before the stream starts; the page only goes live 10 minutes before.
The chapel camera needs the wall switch on; the verger turns it off at night.
"""),
("sar-family-plots", "St Aldhelm's Road family plots", "2026-05-01", ["cemeteries", "sar"], """
# St Aldhelm's Road

Closed to new graves since 1998. Burials only go into existing family graves with space left.
Each reopen needs a depth check from the grounds team; many graves there are double depth only.
The gates are locked at 16:00 all year.
"""),
("office-rota", "Office rota", "2026-05-11", ["office"], """
# Office rota

Two officers on the phones every weekday morning, one in the afternoon.
The registrar role is covered by Mariam on Tuesdays and Thursdays.
Bank holidays: the office is closed; the crematorium opens only for pre-arranged direct cremations.
"""),
("azure-costs", "Azure costs", "2026-05-18", ["infra", "azure"], """
# Azure costs

rites is the biggest line (App Service P1v3, UK South).
Costs are tagged `service=bereavement` and reported to Finance each quarter.
The dev subscription is switched off at weekends by an automation runbook.
"""),
("public-map-accessibility", "Public map accessibility audit", "2026-06-05", ["public-map", "accessibility"], """
# Accessibility audit (public grave search)

The audit in June found the map unusable with a keyboard; a text list of results was added under the map.
Colour contrast of section labels was fixed. Screen reader announcements for search results still open (BRV-412).
"""),
("childrens-funerals", "Children's funerals", "2026-06-19", ["fees", "policy"], """
# Children's funerals

No council fees are charged for the funeral of anyone under 18 (Children's Funeral Fund).
rites applies the exemption when the date of birth on the booking makes the person under 18.
The office claims the fees back from the fund each month.
"""),
("direct-cremation", "Direct cremations", "2026-07-06", ["crematorium", "direct-cremation"], """
# Direct cremations

No mourners, no service; booked by FDs as "direct" in rites.
They run first thing, before the first chapel service, so they never clash with families arriving.
Ashes from direct cremations follow the same release rules as any other.
"""),
("book-of-remembrance", "Book of Remembrance orders", "2026-07-13", ["crematorium", "memorials"], """
# Book of Remembrance

Entries are ordered through the office and handwritten by the calligrapher, who visits monthly.
rites stores the order and the page date; the calligrapher gets a printed list.
Two-line and five-line entries are available; a coat of arms or emblem costs extra.
"""),
("headstone-safety", "Headstone safety testing", "2026-07-20", ["cemeteries", "safety"], """
# Headstone safety testing

Every memorial is topple-tested on a five-year cycle; Northfield section K is due in 2027.
Unsafe memorials are laid flat or staked, and the ERB holder gets a letter.
Results go into gravebook against the plot (field `last_safety_check`).
"""),
("rites-fd-api", "rites API for FD software", "2026-08-10", ["rites", "api"], """
# rites API for FD software

Two FD software vendors integrate with rites' booking API (token per firm).
Rate limit: 60 requests a minute per token.
The API can create provisional bookings; only the office can confirm them.
"""),
("gravebook-public-api", "gravebook public API", "2026-08-24", ["gravebook", "api"], """
# gravebook read-only API

Used by the public grave search and the open data export.
Rate limit: 30 requests a minute per IP.
Returns burials older than 12 months only; recent burials are office-only.
"""),
("subject-access-requests", "Data protection requests", "2026-09-07", ["data-protection"], """
# Subject access and erasure requests

Statutory register entries can't be erased; explain this in the reply and point to the retention schedule.
FD portal accounts and their logs can be erased on request.
The IG team logs every request; we get a BRV ticket with the deadline.
"""),
("staging-environments", "Staging environments", "2026-09-14", ["infra", "staging"], """
# Staging

- rites: `https://rites-stg.hvbc.cloud`
- gravebook: `https://gravebook-stg.hvbc.internal`
- memorials: `https://memorials-stg.hvbc.internal`
Staging data is refreshed from production every Sunday night with names and addresses scrambled.
"""),
("cremator-maintenance", "Cremator maintenance", "2026-10-05", ["cremators", "maintenance"], """
# Cremator maintenance

FT service each cremator twice a year; the visits are blocked out in rites as "plant maintenance".
During a service visit only the other cremator runs, so the office caps bookings at four a day.
The abatement filters are changed annually.
"""),
("winter-working", "Winter working", "2026-10-19", ["cemeteries", "winter"], """
# Winter working

When the ground is frozen the grounds team may ask the office to move a burial by a day; the FD is told first.
Mini-diggers are used on all sites except the old sections at St Aldhelm's Road, where graves are dug by hand.
Snow: paths to the chapels are gritted by 08:30.
"""),
("pr-review-checklist", "PR review checklist", "2026-10-26", ["workflow", "review"], """
# PR review checklist

- BRV ticket linked
- Migrations reviewed by Gareth (rites) or Lena (gravebook, memorials)
- Any wording a family or FD sees has been checked by the office
- No secrets, no real names in fixtures
"""),
("gravebook-release-process", "gravebook releases", "2026-11-04", ["gravebook", "release"], """
# gravebook releases

Releases are cut from `main` into `release/YYYY.MM` and tagged.
Hotfixes go on the release branch and are merged back into main afterwards.
Lena deploys gravebook herself on Mondays or Tuesdays, when she is in.
"""),
("session-notes-2026-11", "Session notes, November", "2026-11-20", ["session"], """
# Session notes, November

- Went through BRV backlog with Mariam; West Chapel camera and the 2027/28 fees are the two big items.
- Lena asked for the plot import to accept What3Words; parked, not a priority.
- cremlog dashboard now has a panel for cycle counts per day.
"""),
]
