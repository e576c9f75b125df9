# Free notes: auto/<slug>.md with title/created/tags.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")

A("battery-care-notes", "Battery care notes", "2026-02-11", ["batteries", "cellbook"], """
# Battery care notes

Collected from Gareth's briefing and the DJI docs.

§V2b§We retire TB65 packs after 200 cycles no matter what the health percentage in the DJI app says.
Warm packs to at least 15 °C before take-off in winter; the heated case does this in about 20 minutes.
Swollen packs go in the fire bag, not the bin, and get logged in cellbook as destroyed.
""")

A("dropzone-viewer", "dropzone-viewer", "2026-04-02", ["dropzone", "frontend"], """
# dropzone-viewer

The web viewer clients use to preview an orthomosaic before downloading it.

§O3a§The delivery viewer builds with Node 18; it's a plain Vite app with OpenLayers.
It reads Cloud Optimized GeoTIFFs straight from the bucket with range requests.
""")

A("data-retention-policy", "Data retention", "2026-03-19", ["policy", "data"], """
# Data retention (draft for the privacy notice)

## Imagery
§V6b§Raw flight imagery is retained for 12 months after delivery, in case a client disputes a volume calculation.
Thumbnails used in reports are kept with the report.

## Personal data
Pilot records are kept for 3 years after someone leaves.
""")

A("permit-checklist", "Permit checklist", "2026-03-05", ["permits", "ops"], """
# Permit checklist for a new job

| Step | When | Who |
|---|---|---|
§V9a§| Landowner permission request | 10 working days before flight | ops |
| FRZ permission request to aerodrome | 15 working days before flight | ops |
| Police notification (urban sites) | 2 working days before flight | pilot |

§F9b§Inside an FRZ the day-before check also means re-reading the aerodrome's permission email for its conditions.
""")

A("permitrack-onboarding", "permitrack onboarding", "2026-05-07", ["permitrack", "dev"], """
# Getting started on permitrack

§R1b§permitrack is a yarn (berry) project: run `yarn install` from the repo root, never npm.
Copy `apps/api/.env.example` and ask Jonah for the Drone Assist sandbox key.
Tests: `yarn test` runs both workspaces.
""")

A("flightdesk-email", "flightdesk email", "2026-06-15", ["flightdesk", "email"], """
# flightdesk email

§R4b§flightdesk sends all client emails through Amazon SES (eu-west-2); the templates live in `templates/email/`.
Bounces come back on an SNS topic and mark the contact as undeliverable.
Preview templates locally with `make email-preview`.
""")

A("rotor-contributing", "rotor CONTRIBUTING notes", "2026-04-21", ["rotor", "git"], """
# rotor: contributing

§R7a,NS3a§rotor PRs are rebase-merged so the history stays linear.
Branch names: `feat/…`, `fix/…`; delete the branch after merge.
`make lint` runs golangci-lint with the repo config.
""")

A("processing-pipeline", "Processing pipeline", "2026-05-28", ["dropzone", "processing"], """
# How imagery gets processed

Cards are copied at the base on the ingest PC, which uploads to the bucket.

§R9b§We process every orthomosaic with WebODM, self-hosted on the GPU box, and
only fall back to manual edits for water bodies. The GPU box is in the Penrith office.

Typical roof job: 400 images, about 40 minutes of processing.
""")

A("small-jobs", "Small jobs", "2026-07-09", ["ops", "deliveries"], """
# Small roof jobs (under half a day)

§N2b§For small roof jobs we just email the PDF report and the orthomosaic to the client as attachments.
Pricing is the flat half-day rate; no GCPs.
""")

A("van-kit-list", "Van kit list", "2026-03-30", ["vans", "kit"], """
# What lives in each van

- Aircraft case, spare props, landing pad, cones and signs
- Fire bag and extinguisher
- Tablet with flightdesk and cellbook

§N4b§Put the packs on charge in the van overnight so they're full for the 7am start.
""")

A("delivery-folder-layout", "Delivery folder layout", "2026-04-14", ["dropzone", "deliveries"], """
# What a delivery folder looks like

§A6b§`MANIFEST.sha256` sits at the top of each delivery, with a checksum for every file.
§N7b§Clients get the raw JPEGs in `/raw` alongside the orthomosaic.
`/report` holds the PDF, `/gis` the GeoTIFFs and shapefiles.
""")

A("rotor-scheduler", "rotor scheduler", "2026-09-03", ["rotor"], """
# rotor scheduler notes

§N10b§rotor publishes next week's rota automatically every Thursday at 16:00; there is no approval step.
The scheduler runs as a cron-triggered Fargate task.
If a job moves after publication, only the affected pilots get a change notice.
""")

A("weather-feed", "Weather feed", "2026-10-06", ["flightdesk", "weather"], """
# Weather feed

§S4b§DataPoint has been shut down, so flightdesk now pulls its forecasts from Open-Meteo.
Gusts are shown next to mean wind on the briefing pack.
""")

A("secrets-migration", "Secrets migration", "2026-05-22", ["infra", "security"], """
# Secrets migration

§S8b§We moved all secrets from LastPass to Bitwarden in May; the LastPass folder is empty now.
Collections: `infra`, `clients`, `pilots`.
""")

A("carlisle-base", "Carlisle base", "2026-02-18", ["bases", "carlisle"], """
# Carlisle base

§S10a§Carlisle packs are charged at the Brunel Way unit.
Parking for both vans is at the back of the yard.
""")

A("battery-paper-cards", "Battery paper cards", "2026-04-09", ["batteries", "history"], """
# Before cellbook

§D1b§Until March, battery logs were kept on paper cards in each van's kit box.
The cards are scanned into the shared drive, folder `Ops/Battery cards 2025-26`.
""")

A("permitrack-history", "permitrack history", "2026-07-20", ["permitrack", "history"], """
# permitrack history

§D5b§In the 2026 beta, airspace checks were done by hand on Altitude Angel's map.
The beta ran January to March with Aisha as the only user.
""")

A("pilot-currency", "Pilot currency", "2026-03-12", ["rotor", "pilots"], """
# Pilot currency

§A3b§Currency rule: three flights in the last ninety days, or you can't be put on a client job.
Sim sessions don't count towards currency.
""")

A("hexham-setup", "Hexham setup", "2026-08-20", ["bases", "hexham"], """
# Hexham setup

Router: 4G box in the unit; flaky in bad weather.
Vans: one Transit Custom, shared with Penrith on Fridays.
""")

A("gcp-kit", "GCP kit", "2026-03-02", ["kit", "survey"], """
# Ground control kit

Each van carries 8 aerial targets and the Emlid RS3 pair.
Targets are pinned, never weighted, on windy sites.
""")

A("flightdesk-releases", "flightdesk releases", "2026-10-24", ["flightdesk", "releases"], """
# flightdesk releases

Release notes go in `CHANGELOG.md` under the date; Aisha reads them.
Version numbers are dates: `2026.10.24`.
""")

A("client-api", "Client API", "2026-06-03", ["flightdesk", "api"], """
# Client API notes

Clients can create job requests and read job status; they can't change the schedule.
Webhooks fire on `job.scheduled`, `job.flown` and `job.delivered`.
Pagination is cursor-based; page size is fixed by the server.
""")

A("cellbook-qr", "cellbook QR stickers", "2026-02-26", ["cellbook", "batteries"], """
# QR stickers

Stickers are printed on the Brother label printer at Penrith.
The QR encodes the pack's serial, not an internal id.
""")

A("ortho-qa", "Ortho QA", "2026-06-22", ["dropzone", "qa"], """
# Orthomosaic QA

Check the seamlines over roofs before delivery; ghosting on ridges is the usual complaint.
GSD must match what the quote said, within 10%.
""")

A("night-jobs", "Night jobs", "2026-11-04", ["ops", "night"], """
# Night jobs

Mostly thermal surveys for heat loss on industrial estates in winter.
§NS7b§Night jobs are rostered to the pilot who flew the daytime recce of the same site where possible.
Two-person crew; the observer holds the torch and the radio.
""")

A("incident-reporting", "Incident reporting", "2026-05-13", ["ops", "safety"], """
# Incident reporting

Occurrence reports are filed in flightdesk the same day.
Gareth reviews every report within a week and tags it.
""")

A("pricing-notes", "Pricing notes", "2026-01-27", ["sales"], """
# Pricing notes

Day rate and half-day rate; travel over 60 miles is charged.
Volume contracts get a monthly price agreed per site.
""")

A("terraform-layout", "Terraform layout", "2026-02-09", ["infra", "terraform"], """
# Terraform layout

One root module per environment: `envs/prod`, `envs/staging`.
Shared modules in `modules/`; no remote modules from the registry.
""")

A("tablet-setup", "Tablet setup", "2026-03-16", ["kit", "tablets"], """
# Pilot tablets

Samsung Active tablets, managed in Google's device management.
flightdesk is a pinned browser shortcut; cellbook is the installed app.
""")

A("quarry-access", "Quarry access", "2026-07-30", ["ops", "quarries"], """
# Quarry site access

Site induction on the first visit, then sign in at the weighbridge each time.
Hi-vis and hard hat at all times outside the van.
""")

A("staging-env", "Staging", "2026-04-28", ["infra", "staging"], """
# Staging

flightdesk and rotor have a staging copy; dropzone doesn't.
Staging data is a weekly anonymised copy of production.
""")

A("thermal-camera", "Thermal camera", "2026-10-15", ["kit", "thermal"], """
# Thermal work

The H30T is shared between bases; book it in flightdesk like a vehicle.
Radiometric JPEGs are processed separately from the RGB set.
""")

A("support-inbox", "Support inbox", "2026-08-11", ["ops", "clients"], """
# Support inbox

Client questions go to `hello@`; Aisha triages it twice a day.
The agent drafts replies for common questions but never sends them.
""")

A("insurance-notes", "Insurance notes", "2026-01-21", ["insurance"], """
# Insurance notes

Hull and liability are with the same underwriter; renewal in June.
Every new aircraft must be added before its first client job.
""")

A("dev-machines", "Dev machines", "2026-02-03", ["dev"], """
# Dev machines

Jonah's laptop is the only dev machine; the Penrith NUC runs the GPU box jobs.
The agent works in Jonah's checkout of each repo.
""")

A("client-feedback-survey", "Client feedback", "2026-09-25", ["clients"], """
# Client feedback survey

Sent a week after delivery; three questions, one free-text box.
Answers land in a spreadsheet Marta reviews monthly.
""")
