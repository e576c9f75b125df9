# free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("handpiece-servicing", "Handpiece servicing routine", "2026-02-11", ["workshop", "handpieces"], """
# Handpiece servicing

@@V2b@@
Bearings and the tension cup are checked every time; the cone is replaced if it's scored.

## On the job
@@N5b@@
Spare handpieces travel in the grey box in each van.
""")

a("payroll-notes", "Payroll notes", "2026-01-20", ["payroll", "gangrota"], """
# Payroll

@@S9a@@
@@A2b@@
@@V6b@@

Wool handlers' day rates come from the same CSV, column `day_rate`.
""")

a("season-rota-2026", "Season rota 2026 — how it works", "2026-04-18", ["rota", "gangrota"], """
# Season rota 2026

@@V7b@@
a good shearer does on ewes in a full day; Gwen can raise it for a named shearer.

@@S5b@@
@@F7b@@

Gang D's rota is built separately once their flights are confirmed.
""")

a("shearbook-dev-setup", "shearbook dev setup", "2026-01-14", ["shearbook", "dev"], """
# shearbook dev setup

@@V4b@@
Local Postgres via docker compose:

```
DATABASE_URL=postgres://shearbook@localhost:5432/shearbook
```

@@A7b@@
""")

a("shearbook-testing", "Testing shearbook", "2026-03-09", ["shearbook", "tests"], """
# Testing shearbook

@@F8b@@
@@N8b@@
Factories live in `tests/factories.py`; use them rather than fixtures from JSON.
""")

a("shearbook-background-jobs", "shearbook background jobs", "2026-02-26", ["shearbook", "jobs"], """
@@R7b@@
Jobs are idempotent: re-sending a reminder checks `reminder_sent_at` first.
""")

a("cliptrack-notes", "cliptrack notes", "2026-05-07", ["cliptrack"], """
# cliptrack

@@R3b@@
@@R8b@@
The depot export is a CSV British Wool asked for: producer number, sheet count, clip type.
""")

a("sms-reminders", "SMS reminders to farmers", "2026-03-22", ["sms", "shearbook"], """
# Farmer SMS reminders

@@V10b@@
@@R4b@@
@@O3b@@
Replies ("STOP", "can you come Thursday") land in the office inbox.
""")

a("tally-app-build", "Building the tally app", "2026-04-02", ["tally", "android"], """
# Building the tally app

@@R10b@@
with Gradle on Owain's laptop and sideloaded onto the shed phones.

Version code is bumped by hand in `build.gradle.kts`.
""")

a("release-routine", "Release routine", "2026-06-03", ["deploy", "shearbook"], """
# Release routine

@@N2b@@
@@A10b@@
Hattie gets a WhatsApp from Owain when it's done.
""")

a("after-the-job", "After the job", "2026-05-19", ["shearbook", "invoices"], """
# What happens after a job

@@N6b@@
@@NS1b@@
The gang leader closes the job from the tally app once the last sheep is out.
""")

a("clip-collection-howto", "Clip collection how-to", "2026-06-10", ["cliptrack", "wool"], """
# Clip collection

@@N10b@@
@@F5b@@
Sheets are stitched shut with the packing needle, never tied.
""")

a("airtable-retirement", "Retiring the Airtable base", "2026-03-04", ["shearbook", "airtable"], """
@@S1b@@
The export of the old base is in the shared drive under `Archive/Airtable`.
""")

a("backup-migration", "Backup move", "2026-08-21", ["infra", "backups"], """
# Backups

@@S8b@@
Restore test done on 24 August: 11 minutes for shearbook.
""")

a("newsletter", "Farmer newsletter", "2026-08-30", ["newsletter"], """
@@S10b@@
It goes out twice a year: February (bookings open) and October (season round-up).
""")

a("booking-faq", "Booking FAQ (what the office tells farmers)", "2026-02-15", ["bookings", "office"], """
# Booking FAQ

## Cancelling
@@F4b@@
@@NS10b@@

## Getting ready
@@A8b@@
Pens should be near the trailer for the stands; the gang brings its own boards.

## Emails
@@D9b@@
""")

a("workshop-log", "Workshop log", "2026-02-02", ["workshop"], """
# Workshop log

@@S4a@@
Cutters come back in batches of 20 from each gang every Friday.
""")

a("gangrota-history", "gangrota history", "2026-05-28", ["gangrota"], """
@@D7a@@
The migration script is `cmd/migrate-sqlite`, kept for reference.
""")

a("combshop-notes", "combshop notes", "2026-07-15", ["combshop"], """
# combshop

@@O6a@@
@@NS7a@@
Barcode labels on each handpiece since June.
""")

a("gang-a-notes", "Gang A notes", "2026-05-25", ["gangs"], """
@@F2b@@
Rhys likes the farm postcode the night before for the satnav.
""")

a("secrets-handling", "Secrets handling", "2026-06-17", ["infra", "secrets"], """
@@F10b@@
Never paste a secret into a memory file or a commit.
""")

# filler notes
a("rain-days", "Rain days", "2026-05-30", ["weather", "bookings"], """
# Rain days

Wet sheep can't be shorn, so on a wet morning the gang leader rings the farmer by 06:00.
Rebooked jobs go to the front of the queue for the next dry day.
The office keeps a list of farms with big sheds that can house sheep overnight.
""")

a("wool-grading", "Wool grading basics", "2026-06-12", ["wool"], """
British Wool grades the clip at the depot: fineness, colour, length, contamination.
Black fibre and baler twine get a clip downgraded, so no coloured twine near the board.
""")

a("phone-signal", "Phone signal in the sheds", "2026-04-22", ["tally", "sheds"], """
About a third of the sheds have no signal; the shed phone is left on the dashboard on the way home.
A signal booster in each van helps on the Elan farms.
""")

a("deposit-flow", "Deposit flow", "2026-02-20", ["bookings", "gocardless"], """
# Deposit flow

Farmer books → GoCardless payment link → webhook marks the booking paid → confirmation email.
Refunds are done from the GoCardless dashboard by Hattie, never from shearbook.
""")

a("gang-d-arrivals", "Gang D arrivals", "2026-05-12", ["gangs", "gang-d"], """
Flights land at Heathrow on 2 June; Owain collects them with the minibus.
They stay at the bunkhouse in Rhayader; Gwen books it in February.
""")

a("farm-directions", "Farm directions", "2026-03-15", ["bookings", "farms"], """
Many farms don't match their postcode; shearbook stores a what3words address and a note for the gate code.
""")

a("osrm-setup", "OSRM setup", "2026-04-09", ["gangrota", "infra"], """
OSRM runs in a container with the Wales extract from Geofabrik, rebuilt monthly.
The rota solver asks it for drive times between farms in batches of 50.
""")

a("wool-handler-training", "Wool handler training", "2026-03-28", ["training"], """
New wool handlers do two days with Gang A before joining any other gang.
Skirting, rolling and classing are signed off by the gang leader in gangrota.
""")

a("monitoring", "Monitoring", "2026-07-02", ["infra", "monitoring"], """
# Monitoring

Uptime Kuma pings shearbook, cliptrack and gangrota every minute and texts Owain on failure.
Disk alerts fire at 80%.
""")

a("invoice-layout", "Invoice layout", "2026-09-05", ["invoices", "shearbook"], """
Invoices show head count per class (ewes, lambs, rams), the rate and the VAT line separately.
The bank details line comes from settings, not the template.
""")

a("end-of-season", "End of season checklist", "2026-09-20", ["season"], """
# End of season

- Collect all shed phones and wipe them
- Every handpiece through the workshop before it's put away
- Return unused sheets to the depot
- Close the season in gangrota so the rota archive is frozen
""")

a("retro-2026", "Season 2026 retro", "2026-10-14", ["season", "retro"], """
# 2026 retro

Went well: the tally app, fewer phone calls about arrival times.
Not so well: three double bookings in the first week of July, all from phone bookings keyed late.
Next year: let farmers pick their own week from the slots gangrota offers.
""")

a("winter-plans", "Winter plans", "2026-11-12", ["planning"], """
Winter jobs: rewrite the rota solver, move cliptrack's depot export to the new British Wool format,
and replace the two oldest shed phones.
""")

a("wool-press", "Wool press notes", "2026-05-02", ["wool", "equipment"], """
The press in Gang A's trailer packs a sheet to around 90 kg; don't go over or the depot complains.
Gang C borrows Gang B's press when they share a farm.
""")

a("stand-setup", "Stand setup", "2026-04-25", ["sheds", "equipment"], """
# Stand setup

Each stand needs a level board, a down tube at the right height and a catching pen door that swings in.
The gang leader checks the plant earth before anyone starts.
""")

a("farmer-portal-ideas", "Farmer portal ideas", "2026-10-22", ["shearbook", "ideas"], """
# Ideas for a farmer portal

- Farmers see their booking, deposit status and final head count
- Let them upload a photo of the shed layout
- Nothing decided yet; Gwen wants to see a mock-up first
""")

a("shed-phone-setup", "Shed phone setup", "2026-04-04", ["tally", "phones"], """
Phones are enrolled in Android Enterprise kiosk mode so only the tally app runs.
Charging cables live in the stand box, not the van.
""")
