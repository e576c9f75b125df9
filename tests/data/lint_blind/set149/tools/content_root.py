# Root (Claude Code auto-memory) files. Body lines starting with @@ID@@ carry a labelled claim.
# (path, name, description, type, body). Titles for MEMORY.md are in TITLES.
ROOT = []
def R(path, name, desc, typ, title, hook, body):
    ROOT.append(dict(path=path, name=name, desc=desc, type=typ, title=title, hook=hook, body=body))

R("reference_easelbook.md", "easelbook-overview",
  "easelbook: job intake, treatment log and object moves (Django)", "reference",
  "easelbook overview", "what easelbook does, its stack and its rules", """
# easelbook

Job intake and treatment log for every object that comes through the studio. Conservators
record examination notes, treatment steps and materials here; the registrar logs moves.

## Stack
@@V6a@@- Django 5.1 on Python 3.12
@@R1a@@- Dependencies managed with uv (`uv sync`, lockfile `uv.lock`)
@@V2a@@- Database: `postgresql://easelbook@db01.vellstudio.internal:5432/easelbook`
@@R7a@@- Errors go to Sentry (project `easelbook`)
@@D1b@@- CI: GitHub Actions, required check `test`
@@O7b@@- Outgoing mail (job updates to clients) goes through Postmark's `easelbook` server
- Celery for the nightly digest and the thumbnail jobs

## Rules in the data
@@A3a@@- Job numbers look like `VS-2026-0142` (year + 4-digit sequence)
@@F3a@@- Only Miriam can close a job
@@N9a@@- Treatment records are never hard-deleted; cancelled jobs are flagged `status=withdrawn`
- Materials used (varnish, consolidant, retouching media) are picked from a controlled list, not typed
@@O10b@@- Staff sessions expire after 12 hours of inactivity
- Every job has exactly one owner contact; agents and insurers are linked as extra contacts

## Where to look
- Admin: `/admin/` (staff only)
- Treatment PDF summary: `jobs/<ref>/summary.pdf`
""")

R("reference_condrep.md", "condrep-overview",
  "condrep, the condition report builder: stack, numbering, sign-off", "reference",
  "condrep overview", "condition report builder, stack and sign-off rules", """
# condrep

Builds condition reports (incoming, outgoing, loan, insurance) from structured fields plus
annotated photos, and exports the signed version as PDF.

## Stack
- FastAPI backend, small Vue front end
@@S1a@@- PDFs rendered with wkhtmltopdf (`bin/render.sh`)
@@R5a@@- PDF rendering runs in Celery workers with Redis as the broker
@@O1a@@- Redis: `redis01.vellstudio.internal:6379` (broker db 0)
@@R2a@@- CI: GitHub Actions (`.github/workflows/ci.yml`), runs pytest + Playwright
@@O6a@@- Runs on the Hetzner box `app01` (Docker Compose)

## Reports
@@D7b@@- Reports are written in condrep and exported as PDF
@@D4b@@- Reports are set in Source Serif 4, with IBM Plex Mono for object numbers
@@A7a@@- Report numbering: `CR-<job ref>-<n>`
@@F4a@@- Every report needs at least one raking-light photo
@@N2a@@- Signed reports are never emailed as attachments; clients download them from clientroom
@@V7a@@- Signed condition reports are retained for 10 years after the object leaves the studio
- Damage is marked on the photo overlay with the standard legend (flaking, tear, loss, bloom)
""")

R("reference_valuetrack.md", "valuetrack-overview",
  "valuetrack: insurance valuations and certificates", "reference",
  "valuetrack overview", "insurance valuation tool and its rules", """
# valuetrack

Insurance valuations for private clients and a handful of corporate collections;
certificates are PDFs signed by Miriam.

## Stack
@@O4a@@- FastAPI on Python 3.13
@@R4a@@- Database: PostgreSQL 16 (shared db01, database `valuetrack`)
@@S6a@@- Comparable sale prices pulled from the Artprice API nightly
@@D10a@@- Exports: CSV only (`/export.csv`)

## Valuation rules
@@F10a@@- Values are stated at retail replacement value
@@A6a@@- Insured values are in GBP
@@N4a@@- Frame value is not included in the insured figure; frames get their own line
@@V4a@@- Insured values are revalued every 3 years unless the client asks sooner
@@NS1a@@- No valuation certificate is issued without a condition report less than 12 months old

## Fees

| Service | Price | Notes |
|---|---|---|
@@V9a@@| Insurance valuation (single work) | £180 + VAT | includes the certificate |
| Collection valuation | by quote | site visit charged separately |
| Re-issue of a certificate | £25 + VAT | no new inspection |
""")

R("reference_lightbox.md", "lightbox-overview",
  "lightbox: technical imaging archive (visible, raking, UV, IR, X-ray)", "reference",
  "lightbox overview", "imaging archive: storage, IIIF, backups", """
# lightbox

Archive for all studio photography and technical imaging. Each capture is attached to an
easelbook job and, if used in a report, to a condrep report.

@@F1a@@- Serves images over IIIF with Cantaloupe
@@A1a@@- Originals stored as uncompressed TIFF in the `lightbox-originals` bucket
@@V5a@@- Max upload per file: 2 GB (nginx `client_max_body_size 2g`)
@@R9a@@- Originals backed up nightly with restic to Backblaze B2
@@O5a@@- TIFF masters are kept indefinitely; only derivatives are ever purged
- Capture types: VIS, RAK, UVF, IRR, XR (the three-letter code goes in the filename)
- Filenames: `<job ref>_<capture type>_<nn>.tif`
""")

R("reference_climon.md", "climon-overview",
  "climon: environmental monitoring of studio and stores (Go)", "reference",
  "climon overview", "environment monitoring service, alarms and storage", """
# climon

Go service that collects RH, temperature and lux readings from the loggers in every room
and raises alarms.

@@S3a@@- Readings come in through the Hanwell RadioLog receiver on the studio PC
@@V1a@@- MQTT broker: `mqtt.vellstudio.internal:1883` (plain, LAN only)
@@F2a@@- Readings stored in TimescaleDB
@@A2a@@- Alarm thresholds: RH outside 40–60% for more than 30 minutes
@@N6a@@- RH alarms do not page anyone out of hours; they wait in the morning digest
@@NS8a@@- The frame store sensor (room 4) is not wired to the alarm, only logged
- Alarms go to the studio phone during working hours
- Lux is logged only in room 1 and the viewing room
- Dashboard: `https://climon.vellstudio.internal/`
""")

R("reference_infra.md", "infra-overview",
  "infra: hosts, backups, alerts, credentials", "reference",
  "Infrastructure", "hosts, backups, alert routing, credentials", """
# Infrastructure

Small: three Hetzner app boxes (`app01`..`app03`), `db01` for Postgres, `redis01`, and the
studio rack (NAS, network gear, label printer).

## Backups
@@V8a@@- Nightly `pg_dump` of db01 to B2; 14 daily dumps kept
@@F5a@@- All backups are encrypted before leaving the building
- Restore test once a quarter, logged in the ops notes

## Alerts and access
@@S7a@@- Alerts land in Slack `#studio-alerts`
@@A5a@@- Password manager: Bitwarden (org 'Vell Studio')
- SSH only with keys; no password logins on any box
- Uptime checks on the public sites every minute
""")

R("reference_studio.md", "studio-facts",
  "Studio rooms, stores, hours and money: the physical side", "reference",
  "Studio rooms and routines", "rooms, stores, environment targets, hours, invoicing", """
# The studio

Vell Conservation Studio, a paintings and works-on-paper conservation practice in a converted
warehouse, run by Miriam Vell. Clients are private owners, dealers, a few corporate collections
and insurers' loss adjusters.

## Rooms
@@F8a@@- Conservation studio (room 1): 19–21 °C during working hours
@@V3a@@- Paintings store (room 2): RH held at 50% ± 5, 18–20 °C
@@O2a@@- Works-on-paper store (room 3): RH 45% ± 5
- Frame store (room 4): unheated, dehumidifier only
- Photography room: blackout blinds, copy stand, UV and IR kit
@@NS10a@@- No work leaves a store without an object-move entry in easelbook

## Routine
@@A9a@@- Studio hours: Mon–Fri 8:30–17:00
- Incoming works are quarantined in the lobby for 48 hours (pest check)
@@R10a@@- Invoices are raised in Xero; easelbook pushes the treatment total when a job is closed
""")

R("reference_clientroom.md", "clientroom-overview",
  "clientroom: the client portal for reports and job status", "reference",
  "clientroom overview", "client portal: hosting, login, downloads, webhooks", """
# clientroom

Client-facing portal: job status, signed condition reports, valuation certificates on request.

@@R3a@@- Deployed to Fly.io, region `lhr`, two machines
@@R6a@@- Transactional email: Postmark (server `clientroom-prod`)
@@F6a@@- Clients log in with a magic link sent by email
@@V10a@@- Download links for reports expire after 7 days
@@S9a@@- Pulls signed reports from condrep's `/api/v1/reports` endpoint
@@O3a@@- Webhook deliveries to client collection systems are retried up to 5 times
@@NS5a@@- Clients never see the technical imaging (IR, X-ray) unless Miriam releases it
- Front end is Astro; the API is a thin FastAPI app in front of condrep and easelbook
""")

R("reference_contacts.md", "contacts-escalation",
  "Who to call for what: escalation paths", "reference",
  "Contacts and escalation", "who handles which kind of fault", """
# Contacts

- Studio: Miriam Vell (principal), Hannah Oduya, Lewis Pryce (conservators), Femi Adeyemi (registrar)
- Digital: Tomasz Wiercinski (part-time, 3 days a week)
@@NS2a@@- Building faults (heating, roof, power) go to the landlord's facilities desk, not to Tomasz
- Insurer questions about a certificate: Femi
- Fine-art shipper: booked by Femi, never by the agent
""")

R("reference_glossary.md", "glossary",
  "Glossary: conservation terms the agent keeps meeting", "reference",
  "Glossary", "conservation vocabulary used in the code and notes", """
# Glossary

- Raking light: light at a low angle to show surface relief (cupping, flaking)
- UVF: ultraviolet fluorescence, shows later varnish and retouching
- IRR: infrared reflectography, shows underdrawing
- Lining: attaching a new canvas to the back of a weak original
- Retouching / inpainting: filling losses with reversible paint
- Bloom: whitish haze in a varnish layer, usually moisture
- Exit report: the condition report written when the object leaves the studio
""")

R("user_tomasz.md", "tomasz-profile",
  "Tomasz, the part-time developer: how he works", "user",
  "Tomasz", "part-time developer who owns all the code", """
Tomasz Wiercinski is the studio's only developer, three days a week (Tue–Thu).

@@R8a@@Tomasz works in Neovim and expects diffs he can read in the terminal.
He prefers small PRs and wants the reasoning in the PR description, not in chat.
He is not a conservator; explain conservation terms the first time they come up.
""")

R("user_miriam.md", "miriam-profile",
  "Miriam: principal conservator, owner of the studio", "user",
  "Miriam", "principal conservator and the studio's owner", """
@@F7a@@Miriam Vell is the principal conservator and signs every condition report.

She is not technical and reads the agent's summaries on her phone between treatments.
@@O8b@@Miriam's treatment proposals are written in Word and uploaded to easelbook as .docx.
Keep anything addressed to her short, with the decision needed in the first line.
""")

R("user_hannah.md", "hannah-profile",
  "Hannah: paintings conservator, main condrep user", "user",
  "Hannah", "paintings conservator, heaviest condrep user", """
@@A10a@@Hannah Oduya is a paintings conservator; she writes most condition reports.

She files condrep bugs with screenshots in the tracker and likes to be told when a fix is live.
She's the one to ask about photo overlays and damage legends.
""")

R("feedback_git_workflow.md", "git-workflow",
  "Git workflow: merging, main, branch names", "feedback",
  "Git workflow", "how changes get merged", """
@@N1a@@Never squash-merge easelbook PRs; Tomasz bisects through the individual commits.
@@N5a@@Don't push to `main` directly, even for typo fixes; open a PR.

Branch names: `<ticket>-<short-slug>`, e.g. `214-move-log-export`.

**Why:** a bad data migration in 2025 took a day to find because history had been flattened.

**How to apply:** keep commits small and meaningful; rebase your branch on `main` before asking for review.
""")

R("feedback_testing.md", "testing",
  "Testing expectations for easelbook and condrep", "feedback",
  "Testing", "what tests must do before a PR", """
@@N8a@@Don't mock the database in easelbook tests; use the throwaway Postgres container.

Run the full suite before opening a PR, not only the file you touched.
For condrep, a PDF change needs a visual check: attach a screenshot of page 1 to the PR.

**Why:** the mocked tests passed while a migration broke production ordering of treatment steps.
""")

R("feedback_client_data.md", "client-data-handling",
  "Client data: names, values and what goes where", "feedback",
  "Client data handling", "confidentiality rules for owners and values", """
Clients are often private collectors who care a lot about discretion.

@@N7a@@Never show a client's name in the public case studies on the website.
@@N10a@@Valuation certificates go to the client only, never straight to their insurer; the client decides what to forward.
@@NS9a@@Don't put the insured value in email subject lines.
Addresses of private clients are never copied into tickets or PR descriptions.

**Why:** insured values and addresses together are a burglary risk.
""")

R("feedback_imaging.md", "imaging-handling",
  "Imaging files: raws, consent, naming", "feedback",
  "Imaging files", "handling of raws and technical images", """
@@N3a@@Do not delete the camera raw files after TIFF conversion; the raws are the archival originals.
@@NS7a@@Never publish the X-ray images without the owner's written consent.
Keep the capture-type code in every filename, even for quick phone shots.
""")

R("feedback_deploys.md", "deploys",
  "Deploy habits: condrep release, migrations", "feedback",
  "Deploys", "how and when to deploy", """
@@S5a@@Deploy condrep with `make deploy`; it builds the image, tags it and restarts the stack.
@@NS6a@@Never run migrations against production without asking Tomasz first.
@@F9a@@Run the migration dry-run before any easelbook deploy.
Deploy before 3 pm so there is time to watch the logs before the studio closes.
""")

R("feedback_migrations.md", "migrations",
  "Django migrations in easelbook: reversibility and squashing", "feedback",
  "Migrations", "rules for writing easelbook migrations", """
@@A8a@@Every easelbook migration must be reversible; write the `reverse_code` too.
@@NS3a@@Don't squash easelbook migrations between releases; only at a release tag.
Data migrations go in their own file, never mixed with schema changes.
""")

R("feedback_agent_style.md", "agent-style",
  "How the agent should write: spelling, tone, length", "feedback",
  "Writing style", "language and tone for notes and UI text", """
@@A4a@@Answer in British English; conservators read these notes.
Short paragraphs, no emoji, no marketing tone in UI copy.
When unsure about a conservation term, ask Hannah rather than guessing.
""")

R("feedback_reports_wording.md", "report-wording",
  "Wording in condition reports and UI labels", "feedback",
  "Report wording", "words that mean specific things in reports", """
@@NS4a@@Don't write 'restored' in a report unless the treatment actually happened; use 'proposed' for planned work.
'Stable' and 'unstable' are condition terms; never use them for software in client-facing text.
Prefer 'loss' to 'hole' and 'flaking' to 'peeling'.
""")

R("project_pdf_renderer.md", "pdf-renderer-switch",
  "condrep PDF renderer change in spring 2026", "project",
  "PDF renderer switch", "why and when condrep's renderer changed", """
# PDF renderer switch

@@S1b@@condrep moved from wkhtmltopdf to WeasyPrint in April 2026; `bin/render.sh` is gone.

Reasons: wkhtmltopdf is unmaintained and mangled the damage-legend SVGs.
Page breaks inside photo grids needed CSS `break-inside: avoid` on each figure.
""")

R("project_lorawan_loggers.md", "lorawan-loggers",
  "Logger replacement project: loggers moved to LoRaWAN", "project",
  "LoRaWAN loggers", "replacement of the environmental loggers", """
# LoRaWAN loggers

@@S3b@@The Hanwell RadioLog receiver was shut down in May; all loggers now report over LoRaWAN via the TTN gateway.

Twelve new loggers, one per room plus spares for loans. Battery life quoted at 5 years.
Lewis did the physical install; Tomasz wrote the climon decoder.
""")

R("project_insurer_feed.md", "insurer-feed",
  "Insurer feed: automatic certificate delivery", "project",
  "Insurer feed", "automatic sending of certificates to insurers", """
# Insurer feed

@@N10b@@valuetrack now sends each signed valuation certificate to the client's insurer automatically through the insurer's upload portal.

Live since October for the two insurers that offer an upload API.
Femi still phones the insurer for any object over £250,000.
""")

R("project_m365_move.md", "m365-move",
  "Move from Slack and Google to Microsoft 365: summer 2026", "project",
  "Microsoft 365 move", "chat, mail and sign-in moved to Microsoft", """
# Move to Microsoft 365

@@S7b@@Studio chat switched from Slack to Microsoft Teams on 1 July; the Slack workspace is read-only and alerts post to the Teams 'Alerts' channel.
@@S8b@@Google Workspace accounts were shut down at the end of July; sign-in for the internal apps now goes through Entra ID.

Driver: the landlord's insurer required MFA everywhere and Microsoft came bundled with the new laptops.
""")

R("project_portal_launch.md", "portal-launch",
  "clientroom launch plan and status", "project",
  "Portal launch", "status of the client portal rollout", """
# clientroom launch

Pilot with six clients in Q1, general launch on 14 April 2026.
Remaining: Welsh-language strings, bulk invite for corporate collections.
Clients who refuse the portal still get paper copies by post.
""")

R("reference_photography.md", "photography-setup",
  "Photography room kit and capture routine", "reference",
  "Photography setup", "cameras, lights and capture routine", """
# Photography

- Main body: Nikon Z7 II with a 60 mm macro; the IR-converted body is kept separate and labelled
- Raking light from a single LED panel at roughly 10–15 degrees
- Every session starts with a ColorChecker and a grey card shot
- Capture-type codes: VIS, RAK, UVF, IRR, XR (see the lightbox note)
- Phone photos are fine for the intake sheet but never for a condition report
""")

R("project_loan_module.md", "loan-module",
  "Loan module for easelbook and condrep: in progress", "project",
  "Loan module", "tracking outgoing loans across easelbook and condrep", """
# Loan module

Goal: one place to see each outgoing loan, its crate, courier, and the pair of condition reports.

- easelbook gets a `Loan` model linked to the job and the borrower contact
- condrep's loan report reads the borrower from easelbook instead of retyping it
- Open question: do we need a separate report for the courier's check at the venue?

Target: before the spring exhibition season.
""")

R("feedback_pr_descriptions.md", "pr-descriptions",
  "What a PR description should contain", "feedback",
  "PR descriptions", "what Tomasz wants in a PR description", """
Every PR description has: what changed, why, how it was tested, and anything the studio will notice.

**Why:** Tomasz reviews on the days he is in and needs to catch up without asking.

**How to apply:** screenshots for any UI change; link the ticket; say if a migration is included.
""")
