# Root Claude Code auto-memory files: (type, topic, name, description, body, flat_description)
ROOT = []
def R(t, topic, name, desc, body, flat=False):
    ROOT.append((t, topic, name, desc, body.strip("\n") + "\n", flat))

R("reference", "vault", "vault-overview",
  "vault: the collections database - hosts, stack, jobs, search and the rules around records", """
# vault (collections database)

In-house collections management system for all three sites. Django app, repo `hcm-digital/vault`.
Replaced the old MODES export files in 2024; ~212k object records, ~48k with images.

## Runtime
{{S1a}}
{{V1a}}
{{D3b}}
- Celery worker on `vault-worker` for exports, thumbnails and the Art UK sync
{{S6a}}

## Search
{{R1a}}
{{NS1b}}
- Synonyms file lives in `search/synonyms.txt` (materials and techniques, from the AAT subset)

## Records
{{F7a}}
{{A7b}}
- Record status values: `draft`, `catalogued`, `published`, `deaccessioned`
- Location moves are logged in `object_location_history`; never edit that table by hand

## Images
- Masters are TIFF, derivatives served by the IIIF server (see [[reference-imagery]])
{{N5b}}

## Jobs
{{V6a}}
- Thumbnail sweep: hourly, only for records touched in the last 2 h

## Backups
{{F1a}}

## Public side
{{NS6a}}
- Rate limit on the public API: 60 requests/min per IP at the nginx level
""", flat=True)

R("reference", "turnstile", "turnstile-overview",
  "turnstile ticketing platform - stack, payments, emails, data, deploys, POS", """
# turnstile (ticketing)

Timed-entry and exhibition ticketing for the museum sites. Node 20 / NestJS API
(`turnstile-api`) plus the Next.js shop `turnstile-web`. Repo `hcm-digital/turnstile`.

## Stack
{{O2b}}
{{O4a}}
{{O3a}}
{{F6b}}

## Selling
{{F2b}}
{{V2a}}
{{R2a}}
{{NS2a}}
{{R5a}}

## Front of house
{{D5b}}
{{N6b}}
- Gift Aid declaration is asked at the desk, not online (donation tickets only)

## Admin
{{S8a}}
- Reports: daily sales CSV to finance at 07:00 (`reports@` shared mailbox)

## Data
{{O6a}}
{{O10a}}
{{N9a}}

## Dependencies
{{NS9b}}
""")

R("reference", "loanbook", "loanbook-overview",
  "loanbook - the exhibition loans tracker (in and out): stack, workflow rules, integrations", """
# loanbook (exhibition loans)

Rails 7.1 app used by the registrar (Tom Okafor) and the exhibitions team to track incoming and
outgoing loans, condition reports, couriers and indemnity. Repo `hcm-digital/loanbook`.

## Stack
{{O2a}}
{{R3a}}
{{S5a}}
{{O5b}}

## Workflow
- Loan states: `enquiry` -> `agreed` -> `approved` -> `in_transit` -> `on_display` -> `returned`
{{N2a}}
{{F3a}}
{{A3a}}
{{V8a}}

## Integrations
{{O8a}}
{{NS3b}}
{{N10b}}

## Deploys
{{NS8b}}
- Runs as a single web pod plus the job worker; there is no autoscaling and it doesn't need any
""")

R("reference", "footfall", "footfall-overview",
  "footfall visitor counting service - sensors, broker, storage, alerting and reporting", """
# footfall (visitor counters)

Go service that collects door counts from the entrance sensors and turns them into visitor
numbers. Repo `hcm-digital/footfall`. The small Python `footfall-reporter` builds the monthly
returns.

## Ingestion
{{D2b}}
{{V3a}}
{{S3a}}
{{N4a}}

## Storage
{{R9a}}
{{A4a}}

## Operations
{{NS5b}}
{{NS10b}}
- Each sensor has a counting line per doorway; line config is exported to `config/lines/*.json`

## Reporting
{{F5a}}
{{A9b}}

## footfall-reporter
{{O7b}}
- Runs on the 2nd of each month and drops an XLSX in the Visitor Services SharePoint
""")

R("reference", "wayfinder", "wayfinder-overview",
  "wayfinder digital guide app and its backend guide-api - platforms, features, releases", """
# wayfinder (digital guide app) + guide-api

React Native app (Expo bare workflow) for self-guided tours, plus `guide-api`, the backend that
serves tour manifests, audio and beacon maps. Repos `hcm-digital/wayfinder`, `hcm-digital/guide-api`.

## App
{{D1b}}
{{D10b}}
{{V4a}}
- Android `minSdk 26`
{{N3a}}
{{F4b}}
{{NS4b}}
{{A8b}}

## Build and release
{{R4a}}
- Versioning: `YYYY.MM.patch`, bumped by `scripts/bump.sh`

## guide-api
{{O7a}}
{{A6a}}
{{V10a}}
- Beacon map per site in `maps/<site>.json`; the Quayside map was redone after the rehang
""")

R("reference", "infra", "infra-overview",
  "Where things run: hosts, clusters, backups and on-call", """
# Infrastructure

Small team (3 devs + Priya), so infra is deliberately boring.

## Hosts and clusters
- k3s cluster: 3 nodes in the basement rack (`k3s-a/b/c.hcm.internal`), Traefik ingress
{{R6a}}
- `backup-01`: restic repositories on a 24 TB Synology, replicated to Wasabi every night
- Internal DNS zone `hcm.internal` on the two Windows DCs (IT services, not us)

## Backups
{{V7a}}
- Restore tests: first Tuesday of the quarter, one random system

## On-call
{{F8b}}
- Weekday on-call is just whoever is in; no paging before 08:00

## Access
- VPN: WireGuard, config from `wg.hcm.internal`; staff Wi-Fi is not on the server VLAN
""", flat=True)

R("reference", "imagery", "reference-imagery",
  "IIIF image server and where the image masters live", """
# Imagery / IIIF

## Server
{{V5a}}
- Image API 3.0 at `https://iiif.harrowgatemuseum.org.uk/iiif/3/`
{{F10a}}

## Masters
{{S9a}}
- Naming: `<accession>_<view>.tif`, e.g. `HCM.1998.114.a_front.tif`

## Photography
- Studio shoots go through the photography request form; Aisha (photographer) batches uploads on Fridays
""")

R("project", "quayside_gallery", "quayside-gallery",
  "Quayside Gallery (satellite 1) - building, capacity, hours, counting, network", """
# Quayside Gallery

Satellite gallery on the old harbour front, opened 2019. Contemporary and photography shows.

## Building
{{V9a}}
{{O9b}}
- Accessible entrance at the side door; lift to the upper gallery

## Visitor counting
{{S10a}}

## Network
{{D9b}}
- One Ubiquiti AP per floor, managed from the main site controller
""")

R("project", "millhouse_gallery", "millhouse-gallery",
  "Millhouse Gallery (satellite 2) - small local-history venue in the old mill", """
# Millhouse Gallery

Converted mill office in the north of the city; local history and textile shows, run with the
Friends volunteers.

{{O1b}}
{{D7b}}
{{N7a}}
- Free entry to the permanent room; only the upstairs temporary shows are paid
- Volunteers cover the desk; keep anything they have to do dead simple
""")

R("project", "main_museum", "main-museum",
  "Main museum building on Castle Street - capacity, hours, galleries", """
# Main museum (Castle Street)

{{O1a}}
{{O9a}}
- 14 permanent galleries on three floors, two temporary exhibition halls (East Hall, Long Gallery)
- Loading bay on Mill Lane: max vehicle height 3.8 m, booked via Facilities
""")

R("project", "open_data_export", "open-data-export",
  "Nightly open-data export from vault for Art UK and Europeana", """
Nightly export job (`vault/exports/opendata.py`) that writes the published records as LIDO XML
and a CSV for Art UK.

{{V6b}}

**Why:** Art UK asked us to deliver before their harvest; late files meant a day's lag on their site.

**How to apply:** if you touch the export, keep the output paths (`/srv/exports/opendata/`) stable, Art UK
and Europeana both pull by URL.
""")

R("feedback", "wayfinder_builds", "wayfinder-builds",
  "How app builds and store uploads for wayfinder are done", """
{{R4b}}

Don't try to build the iOS app locally for release; signing certificates only exist in the CI
environment.

**Why:** Priya lost a morning to a local archive that App Store Connect rejected (wrong provisioning profile).

**How to apply:** for a release, bump the version, push a `release/*` branch and let CI do the store upload.
""")

R("feedback", "turnstile_web", "turnstile-web-conventions",
  "Conventions for working in turnstile-web (package manager, dependencies)", """
{{R7a}}
{{NS9a}}

**Why:** the lockfile churn from mixed tools broke two deploys in February; and every new dep ends up
in the shop bundle that visitors download on museum Wi-Fi.

**How to apply:** check `package.json` scripts before running anything; propose a dependency in chat first.
""")

R("feedback", "git_workflow", "git-workflow",
  "Branching and merge rules for HCM repos", """
- Branch names: `<ticket>-<short-slug>`, e.g. `DIG-233-loan-pdf-footer`
{{R8a}}
- Never force-push a shared branch; on your own feature branch it's fine
- Tickets live in the DIG Jira project; put the key in the PR title

**Why:** Priya reads `git log --oneline` on `main` as the changelog.
""")

R("feedback", "refunds", "ticket-refunds",
  "How timed-ticket refunds must be handled", """
{{N1a}}

**Why:** finance had a complaint escalated to the council in 2025 after vouchers were pushed on a visitor.

**How to apply:** when touching refund code in turnstile, keep the original payment method as the only
refund target.
""")

R("project", "iiif_derivatives", "iiif-derivatives",
  "When IIIF derivatives get rebuilt for vault objects", """
{{N5a}}

That is why bulk edits in vault are slow: a 500-record batch edit queues 500 derive tasks.
If a bulk edit is planned, warn Priya so the worker pool can be scaled up first.
""")

R("project", "membership", "membership",
  "Members scheme - how members get in", """
HCM Members (about 3,400 households). Membership is sold by the Development team, not through the shop.

{{N6a}}

- Member guest passes: one free guest per visit on the Plus tier
""")

R("feedback", "guide_api", "guide-api-conventions",
  "Conventions for guide-api work", """
{{N8a}}
- Keep endpoints versioned under `/v1`; the app in the stores can lag behind by months
- Type hints everywhere, `ruff` + `mypy --strict` must pass
""")

R("project", "front_desk", "front-desk-sales",
  "Main site front desk: how walk-up sales are handled", """
{{S2a}}

The desk has two tills and a card terminal; the morning float is counted by the duty manager.
Visitor Services (Gemma Hart) owns the desk procedures, not us.
""")

R("feedback", "vault_django", "vault-django-version",
  "Which Django docs to use when helping with vault", """
{{S7a}}

**Why:** I suggested an API from a newer Django release and it didn't exist in vault.

**How to apply:** check `requirements/base.txt` when in doubt.
""")

R("project", "timed_entry", "timed-entry",
  "Timed-entry ticketing at the main site - background", """
{{F2a}}
Introduced after the 2024 dinosaur show queues; free general admission still needs a (zero-price) ticket online.

Capacity per slot is set by Visitor Services, we only change it on their request.
""")

R("project", "wayfinder_roadmap", "wayfinder-roadmap",
  "wayfinder roadmap items for 2026/27", """
{{F4a}}

Next up:
- Family trail mode with a stamp collection
- Large-text mode and better VoiceOver labels (audit by Sensory Trust in January)
- Refresh of the Quayside photography tour for Harbour Lights
""")

R("feedback", "deploys", "deploy-rules",
  "Deploy rules for turnstile", """
{{F6a}}
{{A2a}}

**Why:** the shop takes most of its money on Friday to Sunday; a broken release then is expensive.

**How to apply:** if asked to ship on a Friday, say so and suggest Tuesday.
""")

R("user", "profile", "user-profile",
  "Who the user is and how they like to work", """
{{F9a}}
She reviews every PR herself and prefers small ones.
""")

R("project", "mills_and_looms", "mills-and-looms",
  "The 2026 Mills & Looms exhibition (closed)", """
Mills & Looms: textile industry exhibition in the East Hall, 14 March - 27 September 2026.

{{D4a}}
Couriers for the V&A and Leeds loans travelled with the objects; the loom from Saltaire came by
specialist haulier in two pieces.
""")

R("project", "ticket_sales", "ticket-sales-mix",
  "Ticket sales mix and why the online share matters", """
{{D8a}}

The board uses the online share as a KPI for the digital strategy, so Priya watches it.
""")

R("project", "wayfinder_beta", "wayfinder-beta",
  "History of the wayfinder beta", """
{{D10a}}
Feedback came in through a Google Form; the top complaint was audio cutting out in the stairwells.
""")

R("feedback", "vault_records", "vault-records",
  "Rules for deleting or removing objects in vault", """
{{A1a}}

**Why:** the Museums Accreditation standard requires an audit trail for disposals.
""")

R("feedback", "pull_requests", "pull-requests",
  "What Priya expects in a pull request", """
{{A5a}}
Keep PRs under ~400 lines of diff where possible; split migrations out.
""")

R("project", "accessions", "accessions",
  "Accessioning process and the paper register", """
{{A7a}}

New acquisitions are entered by the collections team; the register number is copied into vault by hand.
""")

R("feedback", "image_rights", "image-rights",
  "Copyright rules for images used in the guide app", """
{{A8a}}

**Why:** a DACS invoice for an unlicensed Hepworth image in 2025.

**How to apply:** check the `rights` field in vault before adding an image to a tour stop.
""")

R("feedback", "prod_access", "prod-access",
  "Production access etiquette for vault", """
{{A10a}}
Read-only queries on the replica are fine without asking.
""")

R("feedback", "vault_search", "vault-search-ops",
  "When it is safe to rebuild search for vault", """
{{NS1a}}

**Why:** the collections online search and the gallery kiosks both query it; a rebuild makes results
vanish for several minutes.
""")

R("feedback", "loans_insurance", "loans-insurance",
  "Confidentiality of insurance values on loans", """
{{NS3a}}

**Why:** lenders' agreements treat valuations as confidential; couriers only need dates and crate specs.
""")

R("feedback", "sensors", "sensor-handling",
  "Handling the Xovis visitor sensors", """
{{NS5a}}
A restart takes the sensor offline for about 4 minutes and the counts in that window are lost.
""")

R("feedback", "loanbook_migrations", "loanbook-migrations",
  "Safety rule for loanbook schema changes", """
{{NS8a}}

**Why:** a failed migration in April left the loans table half-altered and we had no recent dump.
""")

# ---------------- unpaired root files
R("feedback", "reply_style", "reply-style",
  "Reply style: British spelling, short, no emoji", """
Write in British English (catalogue, colour, organisation). Short answers, bullet points over prose.
No emoji anywhere, including commit messages.
""")

R("feedback", "label_copy", "label-copy",
  "Don't write gallery label copy", """
Don't draft gallery label or interpretation text, even if asked in passing - the curators write it and
the agent's drafts caused friction in March.

**How to apply:** offer to format or check length limits (label max 80 words) instead.
""")

R("reference", "team", "team",
  "Who is who in the digital team and around it", """
- Priya Raman - Head of Digital
- Dan Whitcombe - developer (vault, loanbook)
- Sofia Marin - developer (turnstile, wayfinder)
- Kwame Asante - developer / infra
- Tom Okafor - Registrar (loans, accessions)
- Gemma Hart - Visitor Services Manager
- Aisha Begum - Photographer
""")

R("reference", "glossary", "glossary",
  "Glossary: museum terms the user uses without explaining", """
- **Accession**: formally taking an object into the permanent collection
- **Deaccession**: formally removing it (rare, needs trustees' approval)
- **Facility report**: the standard UKRG document describing a venue's security and environment
- **Courier**: museum staff member who accompanies a loan in transit
- **GIS**: Government Indemnity Scheme (ACE), the UK state indemnity for loans
- **Rehang**: rearranging a gallery's displays
""", flat=True)

R("project", "dcms_returns", "dcms-returns",
  "Monthly DCMS visitor return - context", """
HCM is a council-run museum but reports visitor numbers to DCMS as part of the regional partnership.
The return is due by the 10th; Gemma signs it off.
""")

R("reference", "jira", "jira",
  "Ticket tracker: where issues live", """
Jira Cloud, project key `DIG`. Board "Digital Kanban". Bugs from front of house come in via the
IT service desk and get moved over by Priya on Mondays.
""")

R("project", "accessibility_audit", "accessibility-audit",
  "Accessibility audit of the web shop and the app", """
Sensory Trust audit booked for January 2027, covering turnstile-web and wayfinder.
Known gaps: slot picker not keyboard friendly; colour contrast of the Quayside theme.
Target: WCAG 2.2 AA.
""")

R("feedback", "testing", "testing",
  "How to run tests before saying something works", """
Run the project's own test command (`make test` in every HCM repo) before saying a change works.
If tests need the VPN and it's down, say so instead of guessing.
""")

R("project", "christmas_freeze", "christmas-freeze",
  "Change freeze over the Christmas season", """
Change freeze on all visitor-facing systems from the first weekend of December to 2 January.
Only Priya can approve exceptions. The Winter Lights late openings are the busiest ticketed events.
""")

R("reference", "vendors", "vendors",
  "Vendors: who to call for sensors, shipping, hosting, terminals", """
- Xovis partner: SensorWorks Ltd (support@, 0113 number in the shared contacts)
- Art shippers: Constantine and Momart (framework agreement)
- Web hosting for the main WordPress site: council web team
- Card terminals: council's merchant services contract
""", flat=True)

R("project", "kiosks", "gallery-kiosks",
  "Gallery touchscreen kiosks", """
Six touchscreen kiosks in the main museum run a locked-down Chromium pointing at the collections
search page. They reboot nightly at 03:30 via a scheduled task. Managed by IT, content is ours.
""")

R("project", "wordpress_site", "main-website",
  "The main museum website", """
The public site (harrowgatemuseum.org.uk) is a WordPress install run by the council web team.
We only own the embedded shop widget and the collections search pages.
""")

R("feedback", "secrets", "secrets",
  "Where secrets go", """
Never paste secrets into chat or commit them. Everything lives in the Digital 1Password vault;
k3s secrets are created with `kubectl create secret` from there, by hand.
""")

R("project", "collections_online", "collections-online",
  "Collections Online - the public search over vault", """
Public collection search, a Next.js site reading the vault public API. About 9k sessions a month,
mostly from image searches. Deployed on the k3s cluster alongside the other web frontends.
""")

R("project", "school_bookings", "school-bookings",
  "School group bookings", """
School groups are booked by the Learning team through a separate form and a shared calendar,
not in turnstile. There was talk of moving them in; parked until 2027.
""")

R("feedback", "explain_museum_context", "museum-context",
  "Explain technical trade-offs in terms of visitors and staff", """
When proposing changes, say what it means for visitors or front-of-house staff first, then the tech.
Priya forwards a lot of my summaries to the Director unchanged.
""")

R("project", "digital_strategy", "digital-strategy",
  "Digital strategy 2025-2028 headlines", """
Council-approved digital strategy 2025-2028. Headlines:
- Grow online ticket share and reduce queues at the desk
- Put the whole collection online with images where rights allow
- One visitor app across all sites
Progress is reported to the museum board twice a year (May, November).
""")

R("reference", "environments", "environments",
  "Which environments exist and how to reach them", """
- `staging`: every app has one, reachable on the VPN under `*.staging.hcm.internal`
- `prod`: public hostnames under `harrowgatemuseum.org.uk`
- No separate QA environment; feature branches get preview deploys only for turnstile-web
""")
