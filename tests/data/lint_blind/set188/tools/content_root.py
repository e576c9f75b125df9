# Root (Claude Code auto-memory) files. Lines starting with §ID[,ID]§ are claim lines (marker stripped).
ROOT = {}

def R(fname, name, desc, typ, title, hook, body):
    ROOT[fname] = dict(name=name, desc=desc, type=typ, title=title, hook=hook, body=body.strip("\n") + "\n")

R("reference_flightdesk.md", "flightdesk", "flightdesk overview: stack, hosts, deploy rules, integrations", "reference",
  "flightdesk overview", "survey job booking and flight planning app", """
flightdesk is the job booking and flight planning app: clients' survey jobs come in, ops plan the
flight, pilots get the briefing pack on their tablet. Repo `hollin/flightdesk`.

## Stack
§A5a§- Django 5.1, Python 3.12, HTMX front end
§V1a§- Postgres 16 at `flightdesk-db.hollin.internal:5432` (database `flightdesk`)
§O2a§- Redis: `redis-fd.hollin.internal:6379` (cache + job broker)
§S9a§- Background jobs: Celery with the Redis broker above (`celery -A flightdesk worker`)
§F5a§- Errors: Sentry project `flightdesk`
- Static files on the same box, served by WhiteNoise

## Integrations
§S4a§- Wind forecasts come from the Met Office DataPoint API (site-specific 3-hourly)
§R4a§- Transactional email (job confirmations, pilot briefings) goes out through Postmark
§O1a§- Client SMS reminders (day before the flight) are retried up to 2 times if the gateway errors
§V10a§- Client API rate limit: 120 requests/minute per key
- Client API keys are issued per client account, never per user

## Conventions
§D4a§- Job numbers use the format `HAS-YYYY-NNNN`
- Site addresses are geocoded on save; the pin can be dragged by ops if the geocoder is off
§N5a§- No deploys on Fridays
- Deploys are `make deploy` from `main` after CI is green

## Local setup
```
# .env.example (local only)
DATABASE_URL=postgres://flightdesk@localhost:5432/flightdesk
REDIS_URL=redis://localhost:6379/0
```
Copy `.env.example` to `.env`, then `make migrate` and `make seed`.
""")

R("reference_permitrack.md", "permitrack", "permitrack overview: permits, landowner permissions, airspace checks", "reference",
  "permitrack overview", "permissions and airspace checks service", """
permitrack tracks everything we need before a flight is legal and allowed: landowner permissions,
aerodrome permissions for FRZ jobs, the operator's own authorisations and their renewal dates.

## Stack
§V4a,O3b§- Runtime: Node 20 LTS, TypeScript, Fastify
§R1a,O9b§- Package manager: pnpm (workspace with `apps/api` and `apps/web`)
§S1a§- Permits and permissions are stored in MongoDB (collection `permits`)
§A1a§- Landowner permission forms are stored as PDFs under the `permissions/` prefix
- Deployed as a container next to flightdesk; talks to flightdesk over its internal API

## Rules
§F2a§- Every survey job needs a landowner permission on file before it can be scheduled
§N8a§- Landowner permissions are not renewed automatically; ops chase each one by phone or email
§D5a§- Airspace checks use the NATS Drone Assist API
- Permissions expire on the date written on the form; if there is none, after 12 months
§NS10b§- Every job inside a flight restriction zone needs the aerodrome's written permission on file
- A permission covers one site; adjacent fields owned by someone else need their own form
""")

R("reference_cellbook.md", "cellbook", "cellbook battery log app and API", "reference",
  "cellbook overview", "battery log app (Android) and its API", """
cellbook is the battery log: an Android app the pilots use on site and a small API behind it.
Each pack has a QR sticker; scanning it opens the pack's page.

## Backend
§O6b§- cellbook API is hosted on a Hetzner CX22 in Falkenstein
§R10a§- Database: Postgres 16, `cellbook` schema on the shared cluster
§R5a,O8b§- Error tracking: Sentry project `cellbook-api`

## App
§N6a§- The app does not sync over mobile data; logs wait until the tablet is on Wi-Fi
§D1a§- Pilots log pack usage in cellbook before leaving site
- The app works offline; a red dot on the sync icon means unsynced flights

## Battery rules
§V2a,O5b§- TB65 packs (M350) are retired at 300 charge cycles
§V8a§- Storage charge: 3.85 V per cell
§F1b§- Packs go to storage charge between jobs, never left at full charge in the case
§F8a§- cellbook flags a pack when cell imbalance exceeds 0.1 V
§A2a§- Packs that land with any cell below 3.0 V are quarantined
§NS5a§- cellbook does not delete retired packs; it archives them with their full history
""")

R("reference_rotor.md", "rotor", "rotor: the pilot rota service", "reference",
  "rotor overview", "pilot rota, swaps, currency checks", """
rotor builds the pilot rota from job demand in flightdesk and pilot availability.

## Running it
§O6a,D3b§- Runs on ECS Fargate in eu-west-2 (cluster `hollin-apps`)
- Go service, one binary, config from environment
§D10b§- rotor is the source of truth for the pilot rota; nobody keeps a side spreadsheet

## Rota rules
§D8b§- Rota week runs Monday to Sunday
§V7a§- A pilot can be rostered for at most 6 flying hours in a day
§A3a§- Pilots need at least 3 flights in the previous 90 days to be rostered for client work
§F6a§- Night jobs are only rostered to pilots with a night endorsement on their profile
§N10a§- The rota is never published without the chief pilot's sign-off
- Swaps are requested in the app and need the other pilot to accept

## Notifications
§S5a§- Shift reminders go out by SMS through Twilio the day before each shift
§O4a§- Invite links for new pilots expire after 7 days
""")

R("reference_dropzone.md", "dropzone", "dropzone: processing and client data deliveries", "reference",
  "dropzone overview", "processing pipeline and client deliveries", """
dropzone takes the imagery off the SD cards, runs processing and hands the results to the client.

## Infrastructure
§R3a§- Hosting: Fly.io, app `hollin-dropzone` in region `lhr`
§R6a§- Processing jobs are queued in RabbitMQ (`amqp://mq.hollin.internal:5672`)
§R9a§- Orthomosaics and DSMs are produced with Pix4Dmatic on the processing workstation
§S2a§- Deliveries are uploaded to the Wasabi bucket `hollin-deliveries`

## Deliveries
§F7a§- All client deliveries go out through dropzone
§F3a§- Standard deliverables: orthomosaic (GeoTIFF) and DSM
§A6a§- Every delivery includes a SHA-256 manifest (`MANIFEST.sha256`)
§NS1b§- Download links are sent to the client contact as soon as processing finishes
§D6b§- The delivery email is sent from `deliveries@hollinaerial.co.uk`
§V3a,O4b§- Client download links expire after 14 days
§V6a,O10b§- Raw imagery is kept for 90 days after delivery, then deleted
- Coordinate system is whatever the client asked for on the job; default OSGB36 / British National Grid
""")

R("reference_infra.md", "infra", "infra: AWS, CI, DNS, logs, alerting", "reference",
  "Infrastructure", "where things run and how they are watched", """
## Platform
§F4a§- Backups: nightly snapshots of every RDS instance, kept by AWS Backup
§A4a§- Terraform state is in S3 bucket `hollin-tfstate` with DynamoDB locking
§R2a§- CI: GitHub Actions for every repo (reusable workflows in `hollin/ci-workflows`)
§D2b§- DNS: Cloudflare, zone `hollinaerial.co.uk`
§D9b§- Logs: Grafana Cloud (Loki), 30-day retention

## People-facing
§S3a§- Alerting: Opsgenie (on-call schedule synced from rotor)
§S8a§- Secrets: LastPass shared folder `Hollin-Infra`
- Jonah and Marta are the only admins on the AWS org
""")

R("reference_fleet.md", "fleet", "fleet: aircraft, payloads, limits", "reference",
  "Fleet", "aircraft, payloads, flying limits", """
§D7b§- The fleet is 3 × M350 RTK and 4 × Mavic 3E
- M350s carry the P1 camera; one has the L2 lidar for the quarry work
§O5a§- Mavic 3E batteries are retired at 400 cycles; they're cheap enough not to push them
§O7a§- Mavic 3E: do not launch in sustained wind above 12 m/s
§A9a§- Every aircraft has its own page in flightdesk with serials, firmware and hours
- Firmware updates only after Gareth has flown the new version on the test field
""")

R("project_ops_manual.md", "ops-manual", "key rules from the operations manual the agent keeps needing", "project",
  "Ops manual rules", "flight rules that show up in code and checklists", """
The operations manual (v4, approved with our operational authorisation) is a PDF; these are the lines
that keep coming up when building flightdesk and rotor features.

§V5a§- Maximum planned height for survey flights: 120 m AGL
§N3a§- Roof inspections in built-up areas are never flown without a visual observer
§F9a§- A NOTAM and airspace check is done the day before every flight
§A7a§- The pre-flight checklist is completed in flightdesk on the pilot's tablet
§NS4a§- Pilots never take off without a completed pre-flight checklist
§S6a§- Flight logs are synced from DJI FlightHub 2 into flightdesk after each job
§NS2a§- Airspace infringements are reported to the CAA, not just logged internally

**How to apply:** when a feature touches one of these, quote the manual section in the PR.
""")

R("user_jonah.md", "jonah", "Jonah Reed, the only full-time developer", "user",
  "Jonah (developer)", "who Jonah is and how he works", """
Jonah Reed is the only full-time developer; he wrote flightdesk and most of rotor.

§R8a§- Editor: Neovim (LazyVim) inside tmux
- Prefers small PRs and reads diffs in the terminal
- Works Tuesday to Friday; Mondays he is on the survey team as a second pilot
""")

R("user_marta.md", "marta", "Marta Kowalczyk, head of operations", "user",
  "Marta (head of ops)", "ops lead; how to report to her", """
Marta Kowalczyk is head of operations and the person the agent mostly works for.

§A10a§- Prefers summaries as bullet points, no preamble
- Not a developer, but reads SQL fine; show her queries rather than ORM code
- Owns the relationship with the CAA and the insurers
""")

R("user_gareth.md", "gareth", "Gareth Lowe, chief remote pilot", "user",
  "Gareth (chief pilot)", "chief pilot; signs off ops changes", """
Gareth Lowe is the chief remote pilot. He joined in February 2026.
- Signs off anything that changes how flights are planned or briefed
- Does not want notifications in the evening unless a job for the next day changed
- Runs the quarterly pilot standardisation day at the Penrith field
""")

R("user_aisha.md", "aisha", "Aisha Bello, ops coordinator", "user",
  "Aisha (ops coordinator)", "bookings, permits, client contact", """
Aisha Bello coordinates bookings and permits and is the main client contact.
- Lives in flightdesk's ops views all day; cares about keyboard shortcuts
- Asks for exports as CSV, never xlsx
""")

R("feedback_permitrack_merges.md", "permitrack-merges", "how permitrack PRs are merged", "feedback",
  "permitrack merges", "merge style for permitrack", """
§N1a§Never squash-merge permitrack PRs; Marta reviews the migration commits one by one.

**Why:** a squashed migration PR in March hid a data fix that dropped 40 permissions' expiry dates.

**How to apply:** use a merge commit; tidy the branch with a rebase before review if needed.
""")

R("feedback_client_deliveries.md", "client-deliveries", "how client data is handed over", "feedback",
  "Client deliveries", "handing over data to clients", """
§N2a§Client deliverables are never sent as email attachments, whatever the size.

**Why:** two clients' mail servers stripped GeoTIFFs silently in January and they thought we hadn't delivered.

**How to apply:** always a dropzone link, even for a single PDF.
""")

R("feedback_battery_charging.md", "battery-charging", "charging rules Marta insists on", "feedback",
  "Battery charging", "charging rules for packs", """
§N4a§Don't leave packs charging overnight unattended, not in the van and not at a base.

**Why:** insurer's condition after the Kendal van fire scare in February.

**How to apply:** any feature that schedules charging (cellbook reminders) must stay within working hours.
""")

R("feedback_raw_imagery.md", "raw-imagery", "what clients get and do not get", "feedback",
  "Raw imagery", "raw images stay in-house", """
§N7a§Never give clients the raw imagery; they only get the processed deliverables.

**Why:** raw frames include neighbouring properties and people; our privacy notice says we keep them in-house.
""")

R("feedback_permit_escalation.md", "permit-escalation", "who to escalate permit problems to", "feedback",
  "Permit escalation", "where permit problems go", """
§N9a§Permit problems go to ops (Aisha), not to the chief pilot.

**Why:** Gareth was getting paged about landowner emails while flying.

**How to apply:** permitrack alerts for missing or expiring permissions route to the ops channel.
""")

R("feedback_pr_size.md", "pr-size", "PR size expectations", "feedback",
  "PR size", "keep pull requests small", """
§A8a§Keep PRs under about 400 changed lines; Jonah asks for a split beyond that.

**Why:** he reviews in the terminal between flights.
""")

R("feedback_commit_style.md", "commit-style", "commit message convention", "feedback",
  "Commit style", "commit message format", """
§F10a§Commit messages follow Conventional Commits (`feat:`, `fix:`, `chore:` ...).

**How to apply:** no emoji, imperative mood, body wrapped at 72.
""")

R("feedback_answer_style.md", "answer-style", "how to report back after a task", "feedback",
  "Answer style", "short reports, what changed and how to check", """
After a task, report what changed, which files, and how to verify it. No recap of the request.

**Why:** Marta reads these on her phone between site visits.
""")

R("feedback_migrations.md", "migrations", "database migration habits", "feedback",
  "Migrations", "how to write and ship migrations", """
Write reversible migrations and include the down step, even when Django generates it.

**Why:** a bad flightdesk migration in May had to be undone by hand.

**How to apply:** run `make migrate-check` before pushing; it replays up and down on a copy.
""")

R("feedback_testing.md", "testing", "testing expectations", "feedback",
  "Testing", "test before claiming done", """
Run the service's full test suite before saying something is done, not just the new test file.

**Why:** a rotor change passed its own tests and broke the swap flow.
""")

R("project_client_onboarding.md", "client-onboarding", "how a new client is set up", "project",
  "Client onboarding", "steps when a new client signs", """
New client accounts are created by Aisha in flightdesk; the agent has scripted the boring parts.

- Account, billing contact and site list first, then the API key if they want integration
§S7a§- Invoices for new clients are raised in Sage 50; Aisha has the login
- The onboarding email template is `client_welcome` in flightdesk
""")

R("project_hexham_base.md", "hexham-base", "Hexham base, opened 2026-08", "project",
  "Hexham base", "third base; what is different there", """
The Hexham base opened on 2026-08-17 in a shared unit on the Burn Lane estate.
- Two pilots based there; jobs in Northumberland and the Tyne valley
- No charging station yet; pilots charge at Penrith on the morning of a job
- Desk space for two; the unit is shared with a land agent
""")

R("project_cellbook_v2.md", "cellbook-v2", "cellbook v2 plans", "project",
  "cellbook v2", "planned features for the battery app", """
Planned for the winter lull:
- Per-pack internal resistance trend, from the DJI battery export
- A "ready to fly" board at each base
- Printing replacement QR stickers from the app
""")

R("project_caa_renewal.md", "caa-renewal", "operational authorisation renewal", "project",
  "OA renewal", "CAA operational authorisation renewal work", """
The operational authorisation renewal is due in January 2027; Marta is updating the manual.
- The agent is generating the flight statistics appendix from flightdesk
- Incident summary comes from flightdesk's occurrence reports, not from memory
""")

R("project_quarry_volumes.md", "quarry-volumes", "quarry stockpile volume jobs", "project",
  "Quarry volumes", "monthly stockpile volume surveys", """
Three quarries book monthly stockpile volume surveys.
- Volumes are computed against the base surface the client signed off at the start of the contract
- Reports list each stockpile with a photo crop and its volume in cubic metres
- Ground control: 5 GCPs minimum per site, even with RTK
""")

R("reference_clients.md", "clients", "main clients and what they book", "reference",
  "Clients", "main clients and their usual jobs", """
| Client | Usual jobs | Contact |
|---|---|---|
| Northfield Estates | roof and condition surveys | estates team inbox |
| Eden Aggregates | monthly stockpile volumes | site manager |
| Solway Housing Partnership | roof inspections | asset manager |
| Tynedale Council | topographic surveys | highways team |
""")

R("reference_glossary.md", "glossary", "glossary: terms used in ops and code", "reference",
  "Glossary", "terms used in ops and code", """
- **OA**: operational authorisation from the CAA
- **FRZ**: flight restriction zone around an aerodrome
- **GCP**: ground control point
- **GVC**: General VLOS Certificate
- **pack**: a flight battery (cellbook's word for it)
""")

R("reference_contacts.md", "contacts", "who to ask about what", "reference",
  "Contacts", "internal owners by area", """
- flightdesk, rotor, infra: Jonah
- bookings, client questions: Aisha
- flying rules, pilot standards: Gareth
- everything else, and anything involving the CAA: Marta
""")
