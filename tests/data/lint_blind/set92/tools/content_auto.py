# Free notes under auto/: slug -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body)

A("intake-day-checklist", "Intake day checklist", "2026-04-02", ["intake", "lab", "packing-hall"], """
# Intake day checklist

Printed and pinned by bay 1.

{{F7b::Intake window is 08:00–15:00 Monday to Thursday, booked slots only — walk-ups are turned away politely.}}

## At the bay
1. Check the member number on the drum against the booking in combsync.
2. Weigh the drum on the platform scale; the weight goes into combsync, not onto paper.
{{NS5b::3. Every drum is moisture-tested before it leaves the bay.}}
{{V2b::4. Reject a drum if the refractometer says more than 17.5% water, whatever the floral source.}}
5. Stick the intake label on the lid, not the side.

## After the last slot
- Wash the refractometer prism with warm water only
- Empties waiting for collection go on the rack by the roller door
""")

A("season-2025-review", "2025 season review", "2026-01-12", ["season", "history", "board"], """
# 2025 season review (notes from the January board meeting)

{{D1a::Intake ran five days a week, Monday to Friday, through the 2025 season, and the}}
lab was always behind by Friday afternoon.

- Blossom tonnage was the best in six years; heather was poor after the dry August
- Two members left, five joined
- The Heroku bill for combsync doubled in August because of intake-day traffic
- The board asked for a single member app instead of the booking emails
""")

A("labbench-dev-setup", "labbench dev setup", "2026-02-20", ["labbench", "dev", "python"], """
# labbench: local setup

{{V5b::labbench is pinned to Python 3.11 (`requires-python = "~=3.11"`); 3.12 breaks the old pyserial shim.}}

{{F9a::Install deps with `uv sync --frozen`; the lockfile is committed and CI uses the same command.}}

```
uv sync --frozen
uv run flask --app labbench run --debug
```

- Sample data: `uv run flask seed` loads 200 fake drums
- The refractometer can be simulated with `tools/fake_refrac.py`
""")

A("label-printing-troubleshooting", "Label printing troubleshooting", "2026-05-06", ["lotline", "printers", "runbook"], """
# When labels stop printing

{{V7b::lotline retries a failed print 5 times before it gives up and puts}}
the lot on label hold; Duncan sees the red banner on the line screen.

## Checks
- Is the printer on and out of pause? The ZT411 pauses itself when the ribbon runs out.
- Is the lot on hold for another reason (lab result missing)?
- Test print from the ops box:

```
echo "^XA^FO50,50^ADN,36,20^FDTEST^FS^XZ" | nc zebra-l1.glenhollow.internal 9100
```

- If the test prints but lotline's jobs don't, restart lotline (tell Duncan first).
""")

A("member-app-notes", "Member app notes", "2026-06-03", ["member-app", "combsync", "uploads"], """
# Member app notes

{{S4a::The member app calls `/api/v1/deliveries` to book and list drum drop-offs.}}

## Upload limits

| Upload | Max size | Formats |
|---|---|---|
{{V9a::| Apiary photos | 10 MB | JPEG, HEIC |}}
| Drum label photos | 4 MB | JPEG |

- Photos are resized on the server to 1600 px on the long side
- EXIF location is stripped before storage
""")

A("jarshop-local-dev", "jarshop local development", "2026-03-17", ["jarshop", "dev", "node"], """
# jarshop: local dev

{{R1b::jarshop uses npm — run `npm ci`, and don't commit a pnpm or yarn lockfile.}}

- `.env.example` lists the variables; real values are in Bitwarden
{{NS9b::The agent edits the Shopify theme with the Shopify CLI from the `theme/` folder.}}
- Royal Mail sandbox credentials only work from the office IP
""")

A("statements-runbook", "Statements runbook", "2026-06-22", ["tallyman", "statements", "runbook"], """
# Monthly statements

{{NS1a::Statements never go out without the per-drum breakdown page attached,}}
because members check deductions drum by drum.

{{R4b::tallyman sends the statement emails with Amazon SES from `statements@glenhollow.coop`.}}

Steps:
1. `tallyman statements --month <yyyy-mm> --dry-run` and send the PDF for one member to the treasurer.
2. When she says yes, run it without `--dry-run`.
3. Bounces: check the bounce report the next morning and phone those members.
""")

A("tallyman-release-process", "tallyman release process", "2026-07-08", ["tallyman", "release"], """
# tallyman releases

{{R7b::Merge tallyman PRs with squash; the release notes are built from the squashed titles.}}

{{N2b::tallyman can go out any day of the month, payout day included — the payout job is pinned to the previous image.}}

- Tag `vYYYY.MM.N`, CI builds the image and pushes it to the Forgejo registry
- Release notes go to #tallyman
""")

A("tallyman-history", "tallyman history", "2026-02-03", ["tallyman", "history"], """
# tallyman history

{{D9a::When tallyman was first written in 2025 it targeted Go 1.21 and ran from a cron on the old office server.}}

- Before tallyman, payouts were worked out in a spreadsheet by the treasurer
- The first automated payout run was October 2025
""")

A("label-template-notes", "Label template notes", "2026-08-14", ["lotline", "labels", "templates"], """
# Label templates

Templates are ZPL files in `lotline/templates/`, one per product.

{{N7b::The back label prints the apiary postcode under the beekeeper's name,}}
for single-source lots only.

- Blend lots show "Blended from the hives of Glenhollow members" instead of a name
- Heather labels have the purple band
""")

A("lab-import-notes", "Lab import notes", "2026-03-02", ["labbench", "lab", "import"], """
# How readings get into labbench

{{S2b::labbench picks up refractometer CSVs from the FTP drop (`ftp://labnuc.glenhollow.internal/incoming`) every 5 minutes.}}

{{N10b::Moisture readings are never keyed in by hand; if the CSV export fails, the drum waits until it can be re-measured.}}

- HMF and diastase come from the analyser as a separate CSV once a day
""")

A("office-pc-notes", "Office PC notes", "2026-01-20", ["office", "legacy"], """
# Office PC

Windows 10 box in the packing hall office; Duncan and the treasurer use it.

{{S7a::New apiary registrations are typed into the Access database (`Apiaries.accdb`) on the office PC.}}

- The scale software for the platform scale also runs here
- Backed up to the office file share every night
""")

A("packing-schedule", "Packing schedule", "2026-02-25", ["packing-hall", "schedule"], """
# Packing schedule

{{S8a::The packing schedule lives on the Trello board "Packing hall 2026"; Duncan moves the cards each morning.}}

- Heather runs get the whole of line 2 for the day
- Creamed honey needs three days of stirring, so it is planned a week ahead
""")

A("combsync-overview-for-new-devs", "combsync for new developers", "2026-05-19", ["combsync", "onboarding"], """
# combsync for new developers

{{F1a::combsync keeps everything in Postgres, bookings and the apiary map included.}}
{{F5a::combsync is backed up every night.}}

- Start with `apps/intake/` — that is where the booking rules live
- The apiary map uses Leaflet; tiles come from OS Maps (key in Bitwarden)
""")

A("deploy-runbook", "Deploy runbook", "2026-04-25", ["nomad", "deploy", "runbook"], """
# Deploying by hand

{{F2b::To deploy by hand: `nomad job run deploy/<app>.nomad.hcl` from the ops box, after the CI image build is green.}}

{{NS3a::Production migrations run automatically as a pre-start task in the Nomad deploy.}}

```
nomad job status combsync-web
nomad job run -check-index 0 deploy/lotline.nomad.hcl
```
""")

A("packing-hall-tour", "Packing hall tour for new staff", "2026-09-01", ["packing-hall", "onboarding"], """
# Packing hall tour

{{F4a::Labels are printed by lotline straight to the Zebra printers on each line.}}
{{A6b::Most of what we pack goes into the 340 g hex jar; the 227 g jar is only for farm shops.}}

- Line 1: blossom, runny and creamed
- Line 2: heather and comb
- The hot room is behind line 2; don't leave the door open
""")

A("agent-working-notes", "Agent working notes", "2026-03-05", ["agent", "conventions"], """
# Working notes for the agent

{{A3b::Commit messages stay plain: no emoji anywhere, and no co-author trailer.}}

- Run `make lint` before proposing a PR; CI runs the same target
- Ask before adding a new dependency to any repo
- Write notes in British English
""")

A("shop-finance-notes", "Shop finance notes", "2026-08-27", ["jarshop", "finance"], """
# Shop finance

{{R9b::jarshop takes card payments through SumUp; payouts land in the co-op's Triodos account every Tuesday.}}

- Refunds over £50 need the treasurer's OK
- VAT: honey is zero-rated, gift boxes with a mug are standard-rated
""")

A("grafana-notes", "Grafana notes", "2026-10-02", ["monitoring", "grafana"], """
# Grafana notes

{{A8b::Logs and dashboards are in Grafana Cloud; the stack is called glenhollow.}}

- The payout-day dashboard has one panel per bank-file stage
- Loki retention is 30 days on our plan
""")

# filler notes (no labelled claims)
A("varroa-records", "Varroa treatment records", "2026-03-11", ["members", "compliance"], """
# Varroa treatment records

Members log treatments in combsync under each apiary. The co-op does not check them, but the
outside auditor samples ten members a year.

- Oxalic acid in winter is the most common treatment
- Records are kept for five years
""")

A("wax-sales", "Wax sales", "2026-06-30", ["wax", "trade"], """
# Beeswax

Members can sell cappings wax through the co-op; it is weighed at intake like honey.

- Wax is paid per kg once a year, in December, not through the monthly payout
- The candle maker in Dunkeld takes most of it
""")

A("agm-2026", "AGM 2026", "2026-03-21", ["board", "members"], """
# AGM 2026

- Members voted to keep one member, one vote
- New board member: Isla Grant (Braemar)
- Motion to raise the joining fee was defeated
""")

A("printer-consumables", "Printer consumables", "2026-07-15", ["printers", "packing-hall"], """
# Printer consumables

- Ribbons: wax-resin, 110 mm, ordered in boxes of 12
- Jar label stock comes on 76 mm cores
- Keep two spare printheads in the office cupboard
""")

A("scale-integration", "Platform scale integration", "2026-04-09", ["combsync", "intake", "hardware"], """
# Platform scale

The platform scale in bay 1 talks RS-232 to the office PC; a small bridge posts weights to combsync.

- The bridge retries a failed post up to 3 times and then shows a red light
- Bay 2's scale is manual until the second bridge is built
""")

A("pollen-lab", "Outside pollen lab", "2026-08-05", ["lab", "pollen", "outside-lab"], """
# Pollen analysis

- Samples are posted on Mondays so they don't sit in a depot over the weekend
- The outside lab needs 50 g per sample in a clean tub
- Results come back as PDFs, about three weeks later
""")

A("member-bank-details", "Member bank details", "2026-05-28", ["tallyman", "combsync", "security"], """
# Member bank details

- Members enter bank details in combsync; tallyman reads them at payout time
- Changes within 5 days of payout day are held until the next month
- The office never takes bank details by phone or email
""")

A("jar-suppliers", "Jar suppliers", "2026-02-10", ["packing-hall", "suppliers"], """
# Jars and lids

- Hex jars come from a glassworks in Yorkshire, by the pallet
- Gold lids and purple lids are ordered separately
- Lead time is about six weeks in autumn
""")

A("creamed-honey-process", "Creamed honey process", "2026-06-12", ["packing-hall", "creamed"], """
# Creamed honey

- Blossom only; heather does not cream well
- Stirred at 14 °C in the cold room
- Jarred when it reaches the right set; Duncan judges it by eye
""")

A("hygiene-audit", "Hygiene audit prep", "2026-09-18", ["packing-hall", "compliance"], """
# Hygiene audit

- Cleaning logs for the settling tanks are on the clipboard by tank 3
- Temperature logs for the hot room are exported from the sensor dashboard
- The environmental health officer wants to see lot traceability from one jar back to the drums
""")

A("shopify-apps", "Shopify apps in use", "2026-07-29", ["jarshop", "shopify"], """
# Shopify apps

- Reviews app on the free plan
- No subscription app; the honey club is handled by hand
- Any new app needs Anjali's OK and a look at what data it wants
""")

A("combsync-booking-rules", "combsync booking rules", "2026-04-14", ["combsync", "intake", "bookings"], """
# Booking rules (combsync)

- A member can book up to 4 weeks ahead
- Heather drums are only booked from August onwards
- If both bays are full the slot disappears from the member app
{{O7a::- Empty-drum collection slots are 15 minutes; members just load their empties and go.}}
""")

A("treasurer-handover", "Treasurer handover", "2026-10-20", ["tallyman", "finance"], """
# Treasurer handover

The treasurer changes at the 2027 AGM. Things the new one needs:
- Bitwarden access to the payments bureau login
- The checklist for signing off a bank file
- The deductions table and the board minutes that set it
""")

A("ops-box", "Ops box", "2026-01-28", ["infra", "ops"], """
# Ops box

Small VM at Scaleway that holds the Nomad CLI, the WireGuard hub and the CI runners.

- SSH only over WireGuard
- Its own backups are a nightly snapshot, kept 7 days
{{A10b::- Everything else backs up into the `glenhollow-backups` bucket on Scaleway (Paris).}}
""")

A("lab-routine", "Lab routine", "2026-05-22", ["lab", "labbench", "routine"], """
# Lab routine

{{F10a::The lab checks HMF before honey is jarred.}}

- Moisture at intake, HMF and diastase before jarring
- The analyser is calibrated every Monday morning
""")

A("packing-kpis", "Packing KPIs", "2026-10-11", ["packing-hall", "reporting"], """
# Packing KPIs

- Jars per shift, per line
- Label holds per week (target: under 3)
- Blend lots waiting for lab results for more than two days
""")

A("hot-room", "Hot room", "2026-08-29", ["packing-hall", "equipment"], """
# Hot room

- Thermostat set to 40 °C for blossom drums; heather drums go in a day earlier at the same setting
- The temperature sensor posts to Grafana Cloud every 5 minutes
- If the alarm goes off at night, nobody is called; Duncan checks it at 06:00
""")

A("farm-shop-accounts", "Farm shop accounts", "2026-05-15", ["trade", "sales"], """
# Farm shop accounts

- About 30 farm shops and delis buy by the case
- They order by email; the office keys the order into lotline as a trade dispatch
- Invoices are raised by the treasurer at the end of the month
""")

A("heather-pressing", "Heather pressing", "2026-09-09", ["heather", "packing-hall"], """
# Heather pressing

Heather comb is pressed, not spun: the honey is thixotropic.

- The press is booked through Duncan, not through combsync
- Pressed heather is strained twice before it goes into drums
- Members who press at home bring it in drums like everyone else
""")

A("shop-photography", "Shop photography", "2026-04-30", ["jarshop", "content"], """
# Product photos

- Shot on the grey board in the office, daylight only
- Exported at 2000 px, uploaded to Shopify; Shopify makes the smaller sizes
- Jar photos show the lot code turned away from the camera
""")
