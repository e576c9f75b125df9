# Free notes: auto/<slug>.md with title/created/tags. slug -> dict(title, created, tags, body)
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")

a("waiting-list-offers", "How plot offers work", "2026-02-09", ["plotline", "waiting-list"], """
# How plot offers work

When a plot is given up, the site secretary marks it vacant in plotline and the offer goes out.
@@V2a@@
If they decline, they keep their place for the next vacancy; a second decline moves them to the bottom.

## Where applicants come from
@@S3a@@
Paper forms still turn up at the Hollinbrook hut; the secretary types them in.

## Numbers (February)
Hollinbrook is the longest list by far.
@@O8b@@
Mossfield keeps a short list for the raised beds, rarely more than ten.
""")

a("muckin-dev-setup", "muckin local setup", "2026-03-02", ["muckin", "setup"], """
# muckin local setup

Clone `tamewell/muckin`, install the toolchain with asdf, then install deps.

`.tool-versions` in the repo root:

```
@@V5a@@
direnv 2.34.0
```

Copy `.env.example` to `.env` and point `DATABASE_URL` at the local compose Postgres.
The dev server runs on port 5173; the API routes live under `src/routes/api`.
""")

a("volunteer-day-faq", "Volunteer day FAQ (for the website)", "2026-03-14", ["muckin", "volunteers", "faq"], """
# Volunteer day FAQ

**Do I need experience?** No. The day lead shows you what to do.

**How do I sign up?**
@@N2a@@
Pick the site and the date, and you get a confirmation text.

**What if it's full?**
@@V8a@@
Reserves are texted if someone drops out before Friday noon.

**What should I bring?** Gloves, water, sturdy shoes. Tools are in the shed.
""")

a("backup-restore-drill", "Restore drill, October 2026", "2026-10-19", ["infra", "backups"], """
# Restore drill, October 2026

Restored plotline from B2 onto a scratch box; took 40 minutes end to end.
@@V7b@@
so anything older than a fortnight has to come from the monthly disk snapshot.

Actions:
- write the restore steps into the runbook (done)
- test a shedkey restore next quarter
""")

a("inspection-photos", "Inspection photos", "2026-05-06", ["plotline", "inspections"], """
# Inspection photos

Site reps take photos on their phones during the May walk-round and upload them from the plot page.
@@V10a@@
Three photos per plot is plenty: one wide, two of the problem areas.
Photos are attached to the plot, so the next tenant's inspection history starts clean.
""")

a("shedkey-oncall", "shedkey: when something breaks", "2026-04-22", ["shedkey", "oncall"], """
# shedkey: when something breaks

Most "the shed won't open" calls are a flat keypad battery, not a bug.
@@R2a@@
If the bridge is offline the padlock still accepts the last pushed code, so members are rarely locked out.
Locksmart support: weekdays 9-5, ticket through their portal.
""")

a("ci-notes", "CI notes", "2026-05-18", ["infra", "ci"], """
# CI notes

@@R4b@@
Lint and tests run on every push; image builds only on main.
The firmware repo only runs a config validator, there is no code to test.
Cache the pip and node_modules directories between runs or the Pi-class runner takes ages.
""")

a("muckin-deploy", "Deploying muckin", "2026-06-03", ["muckin", "deploy"], """
# Deploying muckin

@@R6a@@
@@F5a@@
Preview environments are not set up; test on staging (`staging.muckin.tamewell.org.uk`) first.
@@O5b@@
Rollback: redeploy the previous release from the dashboard.
""")

a("plot-maps", "Plot maps", "2026-03-20", ["plotline", "maps"], """
# Plot maps

## Public map
@@R7b@@
Plot polygons come from PostGIS; vacant plots are shown in orange.

## Printed site maps
@@S6a@@
The printed maps in each shed are A2, redone after each boundary change.
""")

a("rent-season-2026", "Rent season 2026", "2026-10-12", ["rentroll", "rent"], """
# Rent season 2026

Smooth run this year: 312 invoices, 9 more than 2025.
@@R9b@@
Twelve invoices bounced on old email addresses; secretaries are chasing.
Concessions were applied by hand this year for four tenants who applied late.
""")

a("security-review-2026", "Security review notes, spring 2026", "2026-04-28", ["security", "shedkey"], """
# Security review notes

Reviewed with a volunteer from the council's IT team before the shedkey rollout.

## shedkey
@@N1a@@
Admin login is behind 2FA for all site reps.

## plotline
Applicant data export is limited to Mags and the secretaries.
""")

a("trough-alerts", "Trough alerts in practice", "2026-08-31", ["troughwatch", "alerts"], """
# Trough alerts in practice

@@N4b@@
@@D4b@@
So an alert almost always means a valve fault, a leak, or a sensor knocked off its bracket.

## History
@@D7a@@
""")

a("shedkey-release-notes", "shedkey release notes", "2026-09-25", ["shedkey", "releases"], """
# shedkey release notes

@@N5b@@
weekend rush at the sheds.

## 1.8 (September)
- locker bookings behind a flag
- fixed double bookings when two members tapped at once

## 1.7 (August)
- Rydings Lane shed added
""")

a("tenancy-rules", "Tenancy rules (summary of the 2026 rules)", "2026-03-30", ["plotline", "tenancy"], """
# Tenancy rules

- A tenancy runs from 1 October to 30 September and renews automatically if rent is paid
@@N6a@@
- Two non-cultivation notices in one season end the tenancy
- No structures over 2 m without the site rep's OK

## Waiting list
@@F2b@@
An applicant who moves out of the borough keeps their place but drops to the out-of-borough band.
""")

a("shed-codes-howto", "Shed codes: how it works for members", "2026-04-09", ["shedkey", "howto"], """
# Shed codes: how it works for members

Book a slot in the shedkey app, then open the shed with the code or from the app.
@@NS2b@@
@@N7b@@
@@V4a@@
Lost your code? Open the booking in the app; the code is shown at the top.
""")

a("troughwatch-dev-setup", "troughwatch dev setup", "2026-02-20", ["troughwatch", "setup"], """
# troughwatch dev setup

@@O6a@@
Create a venv, `pip install -e .[dev]`, then `make db` for the local database.
@@N10b@@
Replay a day of uplinks with `python -m troughwatch.replay tests/data/uplinks.jsonl`.
""")

a("lockers", "Shed lockers (early 2026)", "2026-02-03", ["sheds", "lockers"], """
# Shed lockers

@@S2a@@
Site reps update it when a locker changes hands.

## Stalybank
@@O7b@@
Locker holders keep their own padlock on the locker, separate from the shed door.
""")

a("volunteer-reminders", "Volunteer reminders", "2026-09-08", ["muckin", "volunteers"], """
# Volunteer reminders

@@S4b@@
The text includes the site address, the lead's first name and what to bring.
No-shows are not chased; people are busy.
""")

a("council-land-register", "Council land register API", "2026-09-16", ["plotline", "council"], """
# Council land register API

plotline checks each plot's parcel against the council register when a boundary changes.
@@S7b@@
so plotline has to call `/api/v2/parcels` now.
@@A10a@@
Rate limit is generous; we make a few dozen calls a month.
""")

a("deploy-runbook", "Deploy runbook (plotline)", "2026-04-15", ["plotline", "deploy", "runbook"], """
# Deploy runbook (plotline)

1. Merge to main and wait for CI.
2. SSH to the prod box.
@@S10a@@
3. Watch `journalctl -u plotline -f` for a minute.
4. Post in the team chat that it's out.
""")

a("plotline-dev-setup", "plotline dev setup", "2026-01-19", ["plotline", "setup"], """
# plotline dev setup

@@F1a@@
`make dev` runs migrations and loads the demo sites.
@@A3b@@
Demo logins are in the README; none of them work on staging.
""")

a("sensor-install-guide", "Fitting a trough sensor", "2026-03-05", ["troughwatch", "sensors", "howto"], """
# Fitting a trough sensor

@@F7b@@
pointing straight down at the water.
@@D1b@@
After fitting, check the first reading in Grafana before leaving the site.
Label the lid with the sensor name so the next person knows which is which.
""")

a("muckin-data", "What muckin keeps", "2026-05-27", ["muckin", "data-protection"], """
# What muckin keeps

Name, phone, sites of interest, and an emergency contact if one was given.
@@O4b@@
Volunteers can ask for their record to be deleted; hours already reported stay as anonymous totals.
""")

a("shed-safety", "Shed safety checks", "2026-10-06", ["sheds", "safety"], """
# Shed safety checks

@@O9b@@
The checklist is a laminated sheet inside each shed door.
Faults are logged in shedkey as a shed note so members see them when booking.
""")

a("waiting-list-history", "Waiting list: how we got here", "2026-01-12", ["plotline", "history"], """
# Waiting list: how we got here

@@D3a@@
Each site secretary also kept a paper copy until the plotline import in January.
The import found 37 duplicate applicants across sites; they were merged by hand.
""")

a("volunteer-day-history", "Volunteer days, 2025 to now", "2026-01-26", ["muckin", "history"], """
# Volunteer days, 2025 to now

@@D5a@@
Eventbrite's fees on free events were zero but the emails looked like spam to older volunteers.
muckin went live for the January work party.
""")

a("plotline-upgrade-log", "plotline upgrade log", "2026-10-21", ["plotline", "upgrades"], """
# plotline upgrade log

@@D9a@@
The jump to 5.1 took two weekends; most of the work was in the admin map widget.
Python stayed the same; next year we look at the Python bump.
""")

a("site-notes-hollinbrook", "Site notes: Hollinbrook", "2026-02-14", ["sites", "hollinbrook"], """
# Site notes: Hollinbrook

@@A5b@@
The hut has power and the LoRaWAN gateway; the shed is next to it.
Gate code for deliveries is with Jo and Sam.
""")

a("git-conventions", "Git conventions", "2026-02-02", ["git", "conventions"], """
# Git conventions

@@A9b@@
@@NS10a@@
@@NS7b@@
Tags are `vYYYY.MM.N` for the apps.
""")

a("volunteer-safety", "Volunteer day safety", "2026-04-04", ["volunteers", "safety"], """
# Volunteer day safety

The lead does a five-minute briefing at the start: tools, paths, where the first-aid box is.
@@NS4a@@
Strimmers and the rotavator are used by trained adults only.
""")

a("trough-sensors-coverage", "Which water is monitored", "2026-07-08", ["troughwatch", "sites"], """
# Which water is monitored

@@NS5a@@
The standpipe at Mossfield has a meter, read monthly by Ines.
Rydings Lane's troughs got sensors the week they were plumbed in.
""")

a("site-notes-rydings", "Site notes: Rydings Lane", "2026-09-02", ["sites", "rydings-lane"], """
# Site notes: Rydings Lane

The site is at the edge of the borough and the list filled slowly.
@@NS6b@@
Parking is on the lane; the gate has the council's combination lock like the other sites.
""")

# --- filler auto notes (no labelled claims)
a("site-notes-stalybank", "Site notes: Stalybank", "2026-02-16", ["sites", "stalybank"], """
# Site notes: Stalybank

Steep site, terraced; wheelbarrow access only on the top path.
The polytunnel benches are let separately from plots.
Troughs are on every second terrace.
""")

a("site-notes-mossfield", "Site notes: Mossfield", "2026-02-17", ["sites", "mossfield"], """
# Site notes: Mossfield Community Garden

Raised beds only, run with the community centre next door.
Water butts on every shed and the centre's roof; one metered standpipe.
Volunteer days here are shared with the centre's gardening club.
""")

a("agm-2026-minutes", "AGM 2026, tech items", "2026-03-22", ["committee", "agm"], """
# AGM 2026: tech items only

- Approved moving the waiting lists fully into plotline
- Approved shedkey rollout to all sheds over the summer
- New rent prices agreed (see rentroll config)
- Request: volunteer hours reporting for the lottery grant
""")

a("compost-bays", "Compost bays", "2026-05-12", ["sites", "compost"], """
# Compost bays

Three-bay system at each site; turned on volunteer days in spring and autumn.
No cooked food, no perennial weed roots. Signs are on the bays.
""")

a("water-meter-readings", "Water meter readings", "2026-06-30", ["water", "finance"], """
# Water meter readings

Site reps read the mains meter on the first Sunday of the month and send a photo to the treasurer.
troughwatch's daily averages are a good check: a jump in use without a jump in refills means a leak.
""")

a("newsletter-setup", "Newsletter sync", "2026-04-30", ["newsletter"], """
# Newsletter sync

Weekly job in plotline pushes tenant emails to Buttondown with a `site:` tag.
Applicants on the waiting list are not synced unless they tick the box.
""")

a("grant-application", "Lottery grant: data we promised", "2026-07-21", ["grants", "muckin"], """
# Lottery grant: data we promised

Quarterly totals of volunteer hours per site, and the number of new volunteers.
Plot take-up by new tenants per site, from plotline.
""")

a("rat-control", "Rat control", "2026-08-12", ["sites"], """
# Rat control

The council contractor visits each site quarterly; reports go to the site rep.
Don't put bait boxes near the troughs; the contractor knows.
""")

a("keys-and-gates", "Keys and gates", "2026-03-09", ["sites", "access"], """
# Keys and gates

Main gates have combination padlocks set by the council; they are not part of shedkey.
Gate codes change when a tenant leaves on bad terms, otherwise once a year.
""")

a("seed-swap", "Seed swap", "2026-02-25", ["events"], """
# Seed swap

Held at Mossfield in February with the community centre; tables booked through the centre, not muckin.
""")

a("bee-hives", "Bee hives", "2026-06-11", ["sites", "bees"], """
# Bee hives

Two hives at Hollinbrook, kept by a tenant with the association's insurance.
Volunteer days avoid the hive corner; the lead knows.
""")

a("monitoring-dashboards", "Dashboards", "2026-07-30", ["infra", "monitoring"], """
# Dashboards

Grafana on the ops box: "Troughs", "Sheds" (bookings and bridge status), "Servers".
Uptime checks from Uptime Kuma on the ops box ping every public URL each minute.
""")

a("staging", "Staging environments", "2026-06-29", ["infra", "staging"], """
# Staging environments

Staging plotline uses `db-plots-staging.tamewell.internal:5432`, loaded from last Sunday's dump.
Staging offers expire after 1 day so the test applicants cycle through quickly.
Emails on staging go to a catch-all mailbox, never to real applicants.
""")
