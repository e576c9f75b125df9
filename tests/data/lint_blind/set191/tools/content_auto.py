# free notes: slug -> (title, created, tags, body)
AUTO = {
"fitting-room-notes": ("Fitting room notes", "2026-03-04", ["fitbook","fitting-room"], """
# Fitting room notes

@@V2b@@
First measures take most of the morning if the client wants to talk leathers.
Keep the Thursday late slot for clients coming from the City.
"""),
"leather-reorder": ("Leather reorder alerts", "2026-05-08", ["hidestock","leather"], """
# Reorder alerts

@@V4b@@
Tomasz wants an earlier warning for museum calf because the agent takes six weeks; not built yet.
"""),
"bench-dev-setup": ("bench: local dev setup", "2026-03-11", ["bench","dev"], """
# bench local setup

@@V6b@@

```
uv python pin 3.11
uv sync
flask --app bench run --port 8020
```

## Tests
@@F3b@@
"""),
"resole-courier-failures": ("resole: courier booking failures", "2026-06-17", ["resole","parcelforce"], """
# When a Parcelforce booking fails

@@V10b@@
Callum checks that list at 3pm and books the label by hand on the Parcelforce site.
Most failures are postcodes with a typo from the intake form.
"""),
"error-tracking": ("Error tracking", "2026-05-13", ["monitoring","errors"], """
# Error tracking

@@R2b@@
Noise from bots hitting `/wp-login.php` is filtered out before it is reported.
"""),
"resole-dev-setup": ("resole: local dev setup", "2026-04-01", ["resole","dev"], """
# resole local setup

@@R4b@@
`cp .env.example .env`, then `node server.js`; the dev server listens on 8040.
"""),
"last-scan-pipeline": ("Last scan pipeline", "2026-07-07", ["lastroom","scans"], """
# Last scan pipeline

Tomasz scans a pair of lasts with the Artec handheld and exports an OBJ per last.
@@R6b@@
Thumbnails are rendered by the importer and stored next to the scan.
"""),
"bench-jobs": ("bench background jobs", "2026-06-22", ["bench","jobs"], """
# Background jobs in bench

@@R7b@@
If invoices stop arriving, check the worker logs first; the web app itself is usually fine.
"""),
"fitting-followup": ("After a fitting", "2026-04-20", ["fitbook","clients"], """
# After a fitting

@@N2b@@
Add the fitting notes to the last version in lastroom the same day.
"""),
"resole-assignment": ("resole: ticket assignment", "2026-09-24", ["resole","queue"], """
# Who gets a repair

@@N4b@@
Urgent tickets (wedding, funeral) jump the queue and are flagged red.
"""),
"commission-process": ("Commission process", "2026-02-02", ["bench","commissions"], """
# Commission process

@@A2b@@
@@N5b@@
The whole thing usually takes eight to ten months for a first pair.
"""),
"last-retention": ("Retired lasts", "2026-08-03", ["lastroom","retention"], """
# Retired lasts

@@N6a@@
Archived lasts are hidden from search but can be shown with the 'include archived' box.
"""),
"offcuts": ("Offcuts", "2026-09-15", ["hidestock","leather"], """
# Offcuts

@@N8b@@
They are listed under the parent hide's tannery and colour.
"""),
"website-notes": ("Website notes", "2026-05-26", ["website"], """
# Website

@@O8a@@
@@N10b@@
Booking buttons on the site link straight to fitbook's public booking page.
"""),
"deploy-pipeline": ("Deploy pipeline", "2026-07-16", ["deploys","ci"], """
# Deploys

@@S4b@@
The job waits for the tests, builds the image and runs `docker compose pull && docker compose up -d` on `app1`.
"""),
"last-room-move": ("Last room move", "2026-10-19", ["lasts","workshop"], """
# Last room move

@@S6b@@
Shelf codes kept the same rack letters, so the labels on the lasts didn't change.
"""),
"repair-intake": ("Repair intake", "2026-08-14", ["resole","intake"], """
# Repair intake

@@S9b@@
@@NS4b@@
Every ticket gets a photo of the shoes as they arrived.
"""),
"last-versions": ("Last versions", "2026-04-08", ["lastroom","lasts"], """
# Last versions

@@F1b@@
Old versions stay readable so the fitter can see what changed between fittings.
"""),
"leather-intake": ("Leather intake", "2026-05-18", ["hidestock","leather"], """
# Booking in a leather delivery

@@F4b@@
Check the tannery's delivery note against the hides before entering anything.
"""),
"us-shipping": ("Shipping to the US", "2026-08-27", ["shipping","us"], """
# Shipping to the US

@@F8b@@
The client pays the import duty; say so in the collection email.
"""),
"heel-repairs": ("Heel repairs", "2026-06-01", ["resole","repairs"], """
# Heel repairs

@@O2a@@
They skip the Tuesday batch and go straight to Callum's bench.
"""),
"logging": ("Logging", "2026-05-29", ["monitoring","logs"], """
# Logging

@@O7a@@
Use `{app="bench"}` in Grafana's Explore view to filter by app.
"""),
"newsletter": ("Client newsletter", "2026-03-23", ["marketing"], """
# Newsletter

@@O10a@@
Meg writes it; the agent only exports the list of clients who opted in.
"""),
"repair-history": ("Repairs before resole", "2026-02-11", ["resole","history"], """
# Before resole

@@D3a@@
The old day books are in the office cupboard if anyone needs a 2025 repair.
"""),
"trunk-show-spring": ("Spring trunk show 2026 debrief", "2026-05-04", ["trunk-show"], """
# Spring trunk show debrief

@@D6a@@
Next time take a second fitter so the slots can stay normal length.
"""),
"christmas-rush-2025": ("Christmas rush 2025", "2026-01-12", ["resole","history"], """
# Christmas rush 2025

@@D10a@@
The queue was back to normal by mid-February.
"""),
"dev-setup": ("Dev setup (all apps)", "2026-01-19", ["dev"], """
# Dev setup

@@A8b@@
Each repo has a `make dev` target that starts its compose services locally.
"""),
"bench-invoicing": ("bench invoicing", "2026-06-08", ["bench","invoices"], """
# Invoicing in bench

@@NS1b@@
Invoice numbers are `INV-` plus the year and a running number.
"""),
"data-fixes": ("Data fixes", "2026-09-30", ["bench","data"], """
# One-off data fixes

@@NS6a@@
Write the SQL in the ticket first so Daniel can see it afterwards.
"""),
"collections": ("Collections", "2026-07-27", ["fitbook","clients"], """
# Collections

@@NS9b@@
Give every client the care card and a pair of trees with the shoes.
"""),
"repair-dropoff": ("Repair drop-offs", "2026-03-17", ["resole","workshop"], """
# Drop-offs

@@NS10a@@
Posted repairs go to the same address, marked for Callum.
"""),
# unlabelled notes
"clicking-notes": ("Clicking notes", "2026-02-19", ["workshop","leather"], """
# Clicking

Linings are cut before uppers so the best part of the hide is still whole for the vamp.
Every cut is booked against the hide in hidestock at the end of the day.
"""),
"fitting-room-ipad": ("Fitting room iPad", "2026-03-27", ["fitbook","fitting-room"], """
# Fitting room iPad

The fitting room iPad runs fitbook in Safari, pinned to the day view.
Measurements are entered straight into bench from the same iPad.
"""),
"last-making": ("Last making", "2026-04-13", ["lasts"], """
# Where lasts come from

New lasts are turned from hornbeam blanks by the last maker in Walsall, then fitted up by Meg.
A new pair of lasts takes about three weeks to come back.
"""),
"bench-stage-colours": ("bench board colours", "2026-07-01", ["bench","ui"], """
# Board colours

Each stage has its own colour on bench's board view: measure grey, trial amber, making blue.
Overdue cards get a red border.
"""),
"hidestock-api": ("hidestock API", "2026-06-26", ["hidestock","api"], """
# hidestock API

bench reads leather availability from hidestock when a commission is quoted.

```
GET /api/v1/leathers?available=true
Authorization: Bearer $HIDESTOCK_TOKEN
```

The API is read-only; writes only happen in the hidestock UI.
"""),
"resole-label-printer": ("resole label printer", "2026-05-11", ["resole","printing"], """
# Label printer

Intake labels print on the Zebra at the repair counter, one per shoe.
If it jams, the label PDF is still on the ticket.
"""),
"agent-session-notes": ("Agent session notes", "2026-02-27", ["agent"], """
# Notes for the agent

Run `make lint` in a repo before opening a PR.
Read the overview memory for an app before changing it.
"""),
"staging": ("Staging", "2026-04-24", ["infra","staging"], """
# Staging

lastroom, bench and resole have staging copies on `app1` as `*-staging` compose services.
Staging databases are refreshed from the nightly dumps every Sunday, with client names scrambled.
"""),
"client-numbers": ("Client numbers", "2026-01-13", ["clients"], """
# Client numbers

Every client gets a number like KO-00412 at the first measure; it is the same in all apps.
"""),
"photo-guidelines": ("Last photos", "2026-05-22", ["lastroom","photos"], """
# Photographing lasts

Three photos per last: front, side and sole, on the grey board with the ruler in shot.
"""),
"quote-template": ("Quote template", "2026-03-31", ["bench","quotes"], """
# Quote PDF

The quote lists the model, leather, sole, any supplements and the total.
It is generated from bench and signed by Meg.
"""),
"repair-pricing-notes": ("Repair prices", "2026-06-29", ["resole","pricing"], """
# Repair prices not on the price list

Heel top pieces: £35. Full heel rebuild: £70. New welt: quoted after inspection.
"""),
"trunk-show-chicago": ("Chicago trunk show", "2026-09-08", ["trunk-show"], """
# Chicago

Chicago trunk-show fittings are at the Peninsula, 19-20 October.
"""),
"onboarding-callum": ("Callum onboarding", "2026-03-02", ["resole","people"], """
# Callum

Callum got his resole login in March and prints his own labels.
"""),
"timezones": ("Timestamps", "2026-07-23", ["dev"], """
# Timestamps

All apps store timestamps in UTC and show them in Europe/London.
Trunk-show appointments abroad are shown in local time on the confirmation only.
"""),
"hide-grading": ("Hide grading", "2026-06-12", ["hidestock","leather"], """
# Grading

Grade A hides go to bespoke uppers; grade B is used for trial shoes and linings.
"""),
"commission-chasers": ("Commission chasers", "2026-08-20", ["bench","email"], """
# Chasers

bench sends a chaser when a commission has waited more than 30 days for its trial fitting.
Meg reads the wording before any change to it goes live.
"""),
}
