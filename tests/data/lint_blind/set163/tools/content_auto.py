# Free notes: auto/<slug>.md -> (slug, title, created, tags, body)
AUTO = [
("sms-reminder-wording", "Reminder text wording", "2026-03-18", ["yardtext", "sms"], """
Sue wanted the texts friendlier. Agreed wording:

> Hi {first_name}, {farrier} is due at {yard} on {day} between {window}. Reply STOP to stop these.

[[V2b]] Clients get their reminder text 24 hours before the farrier is due, never earlier.
Keep it under 160 characters or it goes as two messages and we pay twice.
"""),
("rounds-capacity-notes", "Capacity per van", "2026-04-09", ["rounds", "optimiser"], """
Notes from the planning chat with Dan and Sue.

[[V4b]] - Daily cap per farrier: 10 horses
- Remedial horses count double for Gemma's day
- Saturday rounds are half days, finish by 13:00
"""),
("hoofnotes-dev-setup", "hoofnotes dev setup", "2026-05-22", ["hoofnotes", "setup"], """
[[V5b]] hoofnotes is pinned to Flutter 3.27 in `.fvmrc`; run `fvm install` before the first build.

```sh
fvm install
fvm flutter pub get
fvm flutter run -d emulator-5554   # tablet emulator, 1280x800
```

The emulator needs the Google APIs image for the map tiles.
"""),
("backup-restore-drill", "Backup restore drill", "2026-09-03", ["backups", "infra"], """
Quarterly restore drill, done on a scratch VPS.

- Restore of last night's dump took 4 minutes
[[V7b]] - The B2 lifecycle rule keeps the nightly dumps for 14 days, then deletes them
- Photos bucket was not part of the drill

```sh
b2 download-file-by-name hm-backups rounds-2026-09-02.dump /tmp/r.dump
pg_restore -d rounds_scratch /tmp/r.dump   # keep 30 days of these on the scratch box? no, delete after
```
"""),
("hoofnotes-field-issues", "hoofnotes: issues from the field", "2026-08-14", ["hoofnotes", "sync"], """
Collected from the farriers over August.

[[V10b]] - Background sync runs every 5 minutes whenever the tablet has signal
- Gloves: the save button is too small; made it 56 dp
- Rhys's tablet clock drifted 7 minutes; set it to network time
"""),
("rounds-frontend", "rounds frontend notes", "2026-06-02", ["rounds", "frontend"], """
[[R1b]] Run `yarn install` in `rounds/frontend`; yarn is the package manager there and `yarn.lock` is the lockfile.
The calendar is FullCalendar 6; the week view is customised in `calendar/WeekView.tsx`.
"""),
("yardtext-sender-id", "SMS sender name", "2026-07-07", ["yardtext", "sms"], """
Clients didn't recognise the number, so we set an alphanumeric sender.
[[R4b]] yardtext sends through Textlocal; messages show `HartleyMoss` as the sender.
Replies still go to the inbox Sue checks.
"""),
("tablet-replacement", "Replacing a van tablet", "2026-10-01", ["hoofnotes", "tablets"], """
HM3's tablet screen cracked on 2026-09-28. Steps for a replacement:

[[R6b]] New tablets get enrolled in Microsoft Intune before they go in a van.
- Install hoofnotes from the managed store, sign in with the van token
- Let the first sync finish in the office, on Wi-Fi
"""),
("monthly-accounts", "Monthly account clients", "2026-08-20", ["billing", "payments"], """
Big yards get one statement a month and pay it in one go.

[[R10b]] Monthly-account clients pay by Stripe BACS Direct Debit; the mandate is set up from the yard portal.
- Statement lists every visit and horse for the month
"""),
("rounds-git-notes", "rounds repo: git habits", "2026-07-15", ["rounds", "git"], """
[[N1b]] Never squash on the rounds repo: we keep every commit so `git bisect` stays useful.
Branch names: `tom/<short-topic>`.
"""),
("client-communication", "Client communication rules", "2026-05-05", ["clients", "rounds"], """
What Dan asked for after the April complaints.

[[N5b]] Never move a booked visit without the client's OK, even if it would save miles.
[[A7b]] A lost shoe gets a visit within two days.
- Text, don't ring, unless it's about lameness
"""),
("stock-ordering", "Ordering stock", "2026-06-26", ["anvil", "stock"], """
[[A9b]] The weekly shoe and nail order is placed every Monday morning.
[[N7b]] anvil never sends an order itself; it drafts the order and Sue sends it after checking the vans.
[[O5b]] anvil reorders size 2 front shoes when a van holds fewer than 3 pairs.
Pads are not on the weekly order.
"""),
("gdpr-retention", "Client data and retention", "2026-04-28", ["privacy", "hoofnotes"], """
[[N10b]] Never hard-delete a horse record; set `archived = true` and keep it for the shoeing history.
[[NS9a]] Shoeing history is not shared with a vet without the owner's consent.
- Client contact details are removed 2 years after the last invoice
"""),
("hoofnotes-2-0", "hoofnotes 2.0", "2026-06-10", ["hoofnotes", "release"], """
2.0 went to all three tablets on 2026-06-08.

[[S2b]] hoofnotes migrated from Hive to drift (SQLite) in 2.0; the Hive boxes are only read once, for the import.
- New visit screen, bigger buttons
- X-ray attachments open in the system viewer
"""),
("python-upgrade", "Python upgrade", "2026-09-19", ["rounds", "billing", "python"], """
[[S5b]] rounds and billing were upgraded to Python 3.12 in September; the 3.11 base images have been deleted.
WeasyPrint needed its system libs bumped in the Dockerfile.
"""),
("van-stock-sheet", "The old van stock sheet", "2026-07-30", ["anvil", "stock"], """
[[S7b]] The "Van stock 2026" Google Sheet is read-only now; anvil holds the real counts.
Sue keeps it for the January figures.
"""),
("round-cover", "Who covers which round", "2026-10-22", ["rounds", "staff"], """
[[S8b]] Rhys no longer does the Ludlow round; Gemma took it over in October.
Bromyard stays with Dan. Remedial cases still go to Gemma whichever round they're on.
"""),
("secrets", "Secrets", "2026-03-26", ["infra", "secrets"], """
[[S10b]] Bitwarden was shut down for us in March; every secret now lives in 1Password.
Vault "Practice apps" holds the deploy keys; Sue has her own vault for the bank.
"""),
("visit-record-fields", "Visit record fields", "2026-05-29", ["hoofnotes", "records"], """
[[F2b]] Visit records store shoe make, size and nail count for each foot (LF, RF, LH, RH),
plus pads if fitted. Trims leave the foot blocks empty.
"""),
("anvil-nightly-check", "anvil nightly check", "2026-07-02", ["anvil", "jobs"], """
[[F4b]] The nightly stock check in anvil starts at 02:30 and only emails Sue when something is under its reorder point.
It also logs the totals per van for the weekly report.
"""),
("deploy-script", "deploy.sh", "2026-04-17", ["deploy", "infra"], """
[[F6b]] `deploy.sh` tags the image with the git SHA, runs `docker compose up -d` for that app, then polls `/healthz` for a minute.
If the health check fails it rolls back to the previous tag.
"""),
("invoice-numbers", "Invoice numbering", "2026-01-12", ["billing"], """
[[F8b]] Invoice numbers run sequentially per calendar year with the prefix `HM-2026-`;
the counter restarts every January. Credit notes use `CN-2026-`.
"""),
("billing-dev-notes", "billing dev notes", "2026-05-12", ["billing", "dev"], """
[[O1b]] - billing's database: `db02.hartleymoss.internal:5432`, its own Postgres 16 cluster
- Test settings use the same cluster with a `_test` database
- The Xero contact ID is stored on the client, not the invoice
"""),
("website", "Marketing website", "2026-02-20", ["website"], """
[[O4b]] The marketing site (Astro) builds with Node 22 on Netlify.
It has the price list as a static page; update it when reference prices change.
"""),
("sms-history", "How reminders used to work", "2026-03-02", ["yardtext", "history"], """
[[D2b]] Until February 2026 reminders were typed by Sue on the office mobile, from a spreadsheet.
That's why some clients still have the old mobile saved as "farrier".
"""),
("hackweek-january", "January hackweek", "2026-02-01", ["history", "git"], """
[[D9b]] During the January hackweek we pushed straight to main without PRs.
That's where the unreviewed `yards/` views came from; they were cleaned up in February.
"""),
("caddy-notes", "Caddy", "2026-04-03", ["infra", "tls"], """
[[A3b]] Caddy gets and renews the Let's Encrypt certificates itself; don't install certbot.
The Caddyfile is in the infra repo, one block per app.
"""),
("invoice-pdf", "Invoice PDFs", "2026-03-11", ["billing", "pdf"], """
[[A5b]] billing renders invoice PDFs with WeasyPrint from the Django template `invoice.html`.
The logo must be an SVG or it prints blurry.
"""),
("new-client-onboarding", "Onboarding a new client", "2026-02-27", ["clients", "hoofnotes"], """
1. Sue creates the client and yard in rounds.
[[A2b]] 2. New horses default to a 6-week cycle unless the owner asks for something else.
3. First visit: photograph the passport page.
"""),
("lameness", "Lameness concerns", "2026-06-18", ["hoofnotes", "welfare"], """
[[NS2a]] Escalate lameness concerns to the owner's vet, not to the farrier who shod the horse.
The app's "concern" button sends the owner a text with the vet's number.
"""),
("hot-shoeing", "Hot-fitting on the yard", "2026-07-21", ["shoeing", "safety"], """
[[NS8a]] Never hot-fit at a yard without a concrete standing area; cold-fit there instead.
Straw yards and wooden barns are the usual problem.
"""),
("winter-driving", "Winter driving", "2026-01-20", ["rounds", "weather"], """
When the lanes ice over, Sue rings the hill yards the evening before. The optimiser doesn't know about
ice, so Sue checks the order of the hill yards by hand after it has run.
"""),
("yard-access-notes", "Yard access notes", "2026-04-14", ["yards"], """
- Upper Hall Stables: park by the muck heap, not in the yard
- Cold Ash: dogs loose, ring first
- Lady Meadow: gate code changes monthly, Sue has it
"""),
("forge-gas", "Forge gas", "2026-02-11", ["anvil", "gas"], """
Each van carries two 11 kg propane cylinders. anvil tracks full and empty cylinders as stock items;
swap at the Leominster depot when a van is down to one full cylinder.
"""),
("horse-import-csv", "Importing horses from CSV", "2026-01-16", ["rounds", "import"], """
The first import came from Sue's spreadsheet. Columns: client, yard, horse, last visit, interval.
Blank intervals were imported as null and then filled by hand.
"""),
("xero-contact-mapping", "Xero contact mapping", "2026-03-30", ["billing", "xero"], """
One Xero contact per client. Yard names go into the invoice reference, not the contact.
Duplicate contacts from the 2025 spreadsheet era were merged in Xero by Sue.
"""),
("portal-login-issues", "Portal login problems", "2026-10-09", ["portal"], """
Magic links expire after 30 minutes. Several clients open them hours later from email; the error page
now offers a fresh link.
"""),
("meeting-2026-03", "Practice meeting, March", "2026-03-24", ["meeting"], """
- Dan wants the weekly report by van
- Gemma wants X-rays in the app
- Sue: fewer phone calls, more texts
- Kieran's college visit in May
"""),
("standup-2026-08", "Notes, August", "2026-08-28", ["meeting"], """
- 2.0 stable on all tablets
- Sync complaints down since the sync change
- Stock counts match anvil for the first month
"""),
("pads-and-packing", "Pads and packing", "2026-05-15", ["anvil", "stock"], """
Pads are counted per item in anvil. Gemma uses most of them (remedial). No reorder point yet; Sue orders
them quarterly with the Vettec order.
"""),
("tablet-battery", "Tablet battery", "2026-09-09", ["hoofnotes", "tablets"], """
Battery saver kills the background sync on the Tab Active5; hoofnotes is whitelisted in the device settings.
"""),
("postcode-geocoding", "Postcode geocoding bugs", "2026-02-16", ["rounds", "maps"], """
Rural postcodes cover several farms; a pin from the postcode centroid can be two miles off.
Sue corrects the pin (admin screen) after the first visit.
"""),
("weekly-report", "Weekly report", "2026-11-06", ["reporting"], """
Sent to Dan on Sunday evening: horses shod, trims, call-outs and miles per van, plus stock below reorder.
"""),
("insurance-renewal", "Practice insurance", "2026-09-25", ["admin"], """
Renewal due in October. The insurer asked for the number of horses shod per year; the weekly report totals
were enough.
"""),
("mileage", "Van mileage", "2026-10-15", ["vans", "admin"], """
Each farrier logs start and end mileage in hoofnotes at the first and last yard of the day.
The accountant wants the totals per van at year end; business and private miles are not split yet.
"""),
("xray-attachments", "X-ray attachments", "2026-09-11", ["hoofnotes", "vets"], """
Referral X-rays arrive as DICOM or JPEG. hoofnotes only shows JPEG; DICOM files are converted in the office
before Gemma's visit.
"""),
]
