"""Free notes: auto/<slug>.md -> (title, created, tags, body). @@ID@@ = claim line (wrapped continuations follow)."""

AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

a("paint-firing-notes", "Paint firing notes", "2026-02-19", ["kilns", "painting"], """
# Paint firing notes

From a chat with Tomasz after the February overshoot.

@@V2b@@

Trace lines first, fire, then matt and badger, fire again. Two firings minimum for anything with shading.
Back-painting goes in a separate firing on the same day if the kiln has cooled below 100 °C.
""")
a("glassbin-reorder-rules", "glassbin reorder rules", "2026-04-14", ["glassbin", "stock"], """
# Reorder rules (as Jo explained them)

@@V4b@@
Solder reorders happen when there are fewer than 5 reels, flux by the litre when the last bottle is opened.
Glass itself is never auto-reordered; Maud chooses it per job.
""")
a("kilnpi-rebuild", "kilnpi rebuild", "2026-08-05", ["kilnlog", "kilnpi", "infra"], """
# kilnpi rebuild, August

The SD card started throwing I/O errors. Rebuilt on a new card from Raspberry Pi OS Bookworm.

@@V5b@@
won't run it. Install it with `uv python install` and point the systemd unit at the venv.

Serial adapter shows up as `/dev/ttyUSB0`; udev rule gives it a stable name, `/dev/kiln-rs485`.
""")
a("survey-report-template", "Survey report template", "2026-03-02", ["visits", "surveys", "restoration"], """
# Survey report template

@@V9b@@
with the photo appendix and condition grades (A to D) for every light.

Sections: summary, building and window history, condition per light, recommendations, estimated cost band.
Keep the cost band vague; the quote is a separate document.
""")
a("quote-email-bounces", "Quote email bounces", "2026-06-03", ["quotebench", "email"], """
# Why some parishes never get the quote email

@@R1b@@
show up in the Mailgun log, not in Django. Check there first when Priti says a parish "never got it".

Two dioceses quarantine anything from a new sender; ask the parish to whitelist us.
""")
a("visits-deploy", "Deploying visits", "2026-05-21", ["visits", "deploy"], """
# Deploying visits

@@R3b@@

Secrets are set with `fly secrets set`; never commit `.env`. Migrations run from the release command.
""")
a("quotebench-frontend", "quotebench front end", "2026-03-25", ["quotebench", "frontend"], """
# quotebench front end

@@R5b@@

```
npm ci
npm run build   # writes static/dist
```

Tailwind config lives in `frontend/tailwind.config.js`; purge paths include the Django templates.
""")
a("quote-pdf-rendering", "Quote PDF rendering", "2026-06-17", ["quotebench", "pdf"], """
# Quote PDFs

@@R8b@@

Fonts are bundled (Gill Sans licence is in the repo). Page size A4; the colour drawing goes on page 2.
""")
a("kilnlog-controller-polling", "kilnlog controller polling", "2026-02-27", ["kilnlog", "kilns"], """
# How kilnlog talks to the controllers

@@R10b@@

Readings are temperature, setpoint, segment number and elapsed time. If a read fails three times in a row
kilnlog marks the kiln "unknown" rather than guessing.
""")
a("quotebench-contributing", "Contributing to quotebench", "2026-04-01", ["quotebench", "git"], """
# Contributing to quotebench

## Reviews
@@N2b@@
Callum reviews within two working days.

## CI
@@O8a@@
""")
a("studio-visitors", "Studio visitors", "2026-05-06", ["studio", "clients"], """
# Visitors

@@N4b@@

Parish groups can book a workshop tour for the first Saturday of the month (up to 12 people).
""")
a("photo-privacy", "Photo privacy", "2026-09-09", ["visits", "photos", "privacy"], """
# Photo privacy

@@N7b@@
Faces of parishioners are blurred before photos go into a report.
""")
a("deploy-checklist", "Deploy checklist", "2026-06-26", ["deploy", "quotebench"], """
# Deploy checklist (quotebench)

1. Tests green on the PR
2. Changelog line written
3. Priti told what changes for her

@@N10b@@
""")
a("dropbox-shutdown", "Dropbox shutdown", "2026-07-01", ["photos", "visits"], """
# Dropbox shutdown

@@S4b@@

Old survey folders were exported to the NAS before the account closed.
""")
a("payments-changes-2026", "Payment changes 2026", "2026-04-03", ["payments", "money"], """
# Payment changes

@@S6b@@

Parishes were told in the March newsletter and on every invoice since.
""")
a("website-enquiry-form", "Website enquiry form", "2026-02-10", ["website", "quotebench"], """
# Website enquiry form

@@S7a@@

Fields: name, parish or address, type of work, message, and optional photos (up to three).
""")
a("quotebench-deploy-howto", "Deploying quotebench", "2026-02-04", ["quotebench", "deploy"], """
# Deploying quotebench

@@S8a@@

Check the site loads and a test quote renders before telling Priti.
""")
a("ntfy-setup", "ntfy setup", "2026-09-15", ["kilnlog", "alerts"], """
# ntfy for kiln alerts

@@S10b@@

Tomasz and Maud are subscribed on their phones; priority 5 for overshoot, 3 for "kiln finished".
""")
a("backup-runbook", "Backup runbook", "2026-05-12", ["infra", "backups"], """
# Backup runbook

@@F2b@@
then restic picks up the dumps and the media folders.

To restore: `restic restore latest --target /srv/restore`, then load the dump into a scratch database and compare counts.
""")
a("cathedral-visits", "Visits at the Minster", "2026-06-10", ["visits", "minster"], """
# Minster visits

@@F4b@@
Park at the works yard, not Deangate. Hard hats on in the south transept.
""")
a("stocktake-howto", "Stocktake how-to", "2026-03-13", ["stock", "glassbin"], """
# Stocktake

@@F7b@@
Glass is counted sheet by sheet against glassbin; anything not found is marked missing, not deleted.
""")
a("logging-conventions", "Logging conventions", "2026-04-22", ["logging", "privacy"], """
# Logging conventions

@@F9b@@
and never an email address or phone number either.

Use structured logs (`structlog`), one event per line.
""")
a("glassbin-dev", "glassbin development notes", "2026-03-30", ["glassbin", "git"], """
# glassbin dev notes

## Data model
@@A7b@@
Offcuts are sheets with `is_offcut = true`.

## Git
@@O9a@@
""")
a("quote-history", "How quotes used to work", "2026-04-08", ["quotebench", "history"], """
# Before quotebench

@@D1a@@
Numbers were retyped into the accounts by hand afterwards, which is where most of the errors came from.
""")
a("christmas-2025-rush", "December 2025 rush", "2026-01-08", ["kilns", "retrospective"], """
# December rush, looking back

@@D2a@@
We also borrowed the Harrogate studio's cutter for a week.
""")
a("visits-beta", "visits beta", "2026-06-30", ["visits", "history"], """
# visits beta

@@D4a@@
Only Tomasz and Jo used it; bookings were still in the shared calendar.
""")
a("cnc-cutter-trial", "CNC cutter trial", "2026-06-02", ["cnc", "workshop"], """
# CNC trial

@@D6a@@
Jo found the breaking-out step slower than hand cutting for small pieces.
""")
a("kilnlog-alerts-history", "kilnlog alerts history", "2026-10-01", ["kilnlog", "alerts", "history"], """
# Alerts: what we had before

@@D8a@@
SMS cost about £4 a month and arrived late twice.
""")
a("2025-retrospective", "2025 retrospective", "2026-01-15", ["retrospective", "money"], """
# 2025 in numbers

- 11 church commissions, 6 restoration jobs, 19 domestic pieces
@@D10a@@
- Average time from enquiry to quote: 17 working days
""")
a("kiln-loading", "Kiln loading", "2026-02-12", ["kilns", "workshop"], """
# Loading the kilns

@@A2b@@
Always check the shelf is level with the spirit level before a full fuse.
""")
a("site-safety", "Site safety", "2026-03-18", ["visits", "safety"], """
# Site safety

@@A4b@@
First-aid kit and the lead-dust wipes go in the van every time.
""")
a("domains", "Domains", "2026-02-20", ["infra", "dns"], """
# Domains

@@A9b@@
MX records point at Google Workspace.
""")
a("enquiry-turnaround", "Enquiry turnaround", "2026-07-14", ["quotes", "clients"], """
# Enquiry turnaround

@@NS4b@@
Domestic enquiries get a ballpark by email within two days.
""")
# fillers
a("roundel-painting-tips", "Roundel painting tips", "2026-02-25", ["painting"], """
# Roundels

Tomasz's tips: keep the tracing black thin, use gum arabic sparingly, and let it dry overnight before matting.
""")
a("dac-meeting-dates", "DAC meeting dates", "2026-01-20", ["dac", "church"], """
# DAC meetings 2026

Second Thursday of each month except August. Papers due ten days before.
""")
a("protective-glazing", "Protective glazing", "2026-05-15", ["restoration"], """
# Protective glazing

When historic panels come out, temporary polycarbonate sheets go in the openings.
Measure each opening on the survey; cut the sheets in the studio.
""")
a("van-notes", "Van notes", "2026-04-29", ["van", "site"], """
# The van

Ford Transit Custom. Roof bars take the short ladders; the long ones go inside.
MOT due in March.
""")
a("quotebench-test-data", "quotebench test data", "2026-05-05", ["quotebench", "testing"], """
# Test data

Use `./manage.py seed_demo` to create three fake parishes and a dozen quotes.
Never copy real client rows into a dev database.
""")
a("tailscale", "Tailscale", "2026-03-06", ["infra", "network"], """
# Tailscale

kilnpi, glaze-01 and the office NAS are on the studio tailnet. Callum and the agent's runner are the only users.
""")
a("colour-cards", "Colour cards", "2026-07-08", ["photos", "painting"], """
# Colour cards

The X-Rite card goes in the first frame of each window so the report colours can be corrected.
""")
a("open-studio-2026", "Open studio 2026", "2026-09-28", ["events", "studio"], """
# Open studio weekend

York Open Studios, 10-11 October. Demonstrations of cutting and leading on the hour.
""")
a("lead-safety", "Lead safety", "2026-03-19", ["safety", "lead"], """
# Lead safety

No eating or drinking in the workshop. Hands washed before breaks. Blood lead tests yearly for anyone leading up.
""")
a("holy-trinity-batch-1", "Holy Trinity batch 1", "2026-08-27", ["restoration", "holy-trinity"], """
# Holy Trinity batch 1

Two lights came out on 24 August. Cracks in 14 pieces; 3 need edge-bonding rather than new lead.
""")
a("glassbin-import", "glassbin import", "2026-03-17", ["glassbin", "migration"], """
# March import

Imported 412 sheets and 61 came lengths from the stocktake spreadsheet. Three racks had no labels;
Jo relabelled them R7 to R9.
""")
a("agent-session-notes", "Agent session habits", "2026-05-19", ["agent"], """
# Session habits

Start each session by reading the open PRs. Finish by writing what was left half-done into the PR description.
""")
