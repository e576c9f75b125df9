# File bodies. A line starting with §ID§ carries claim ID (the marker is stripped on build).
ROOT = []  # (filename, title, name, description, type, hook, body)
AUTO = []  # (slug, title, created, tags, body)
FACTS = [] # (date, category, tags, body)

def R(fn, title, name, desc, typ, hook, body): ROOT.append((fn, title, name, desc, typ, hook, body))
def A(slug, title, created, tags, body): AUTO.append((slug, title, created, tags, body))
def F(date, cat, tags, body): FACTS.append((date, cat, tags, body))

# ---------------------------------------------------------------- ROOT
R("reference_jobdesk.md", "jobdesk overview", "jobdesk", "Job ticket system: stack, data, tickets, board, integrations", "reference",
  "job ticket system, where things live",
"""jobdesk is the job ticket system everything else hangs off. Django 5, one repo (`cf/jobdesk`), maintained by Callum.

## Stack
- Django 5.0 on Python 3.12, gunicorn behind Caddy on app01
§V1a§- Postgres: `pg01.calderfinch.lan:5432`, database `jobdesk`
- Redis on app01 for sessions and the board's live updates
§R3a§- Errors: Sentry, project `jobdesk`
§A10a§- Staging: `https://staging.jobdesk.calderfinch.lan`
§S8a§- Staff sign in with Google Workspace SSO

## Tickets
§D6a§- Job numbers are year-prefixed: `26-04812`
§F1a§- Every ticket has a due date and a promised dispatch time
- A ticket moves through Quoted → Artwork → Proofing → Plate/RIP → Press → Finishing → Packed → Dispatched
§N5a§- Tickets are never deleted, only cancelled (audit trail)
§A1a§- Tickets print on A4 with a QR code that opens the job
§S5a§- Ticket PDFs are rendered with wkhtmltopdf
§V8a§- Max artwork upload: 2 GB per file
- Artwork is stored per ticket under `artwork/<job number>/`, original filenames kept

## Production board
§F8a§- Rush jobs show red on the production board
- The board groups tickets by press, then by due date
- Finishing (guillotine, folder, stitcher) has its own column; it isn't tracked per machine

## Integrations
- quotr pushes an accepted quote into jobdesk as a new ticket (webhook `/api/quotes/accepted`)
- proofhub reads ticket + artwork over the internal API and writes the approval back
- platequeue picks up tickets in Plate/RIP state
- dispatch picks up tickets when they reach Packed
""")

R("reference_proofhub.md", "proofhub overview", "proofhub", "Customer proof portal: hosting, email, approval rules", "reference",
  "customer proof approval portal",
"""proofhub is where customers see and approve proofs. Next.js app, repo `cf/proofhub`.

## Stack
§O3a§- Node 20 LTS
§R1a§- Package manager: pnpm (lockfile `pnpm-lock.yaml`)
§S3a§- Hosted on Vercel (project `cf-proofhub`)
- No database of its own: reads tickets and artwork from the jobdesk internal API
§R4a§- Transactional email (proof ready, reminders): Postmark

## Customers
§D1b§- Open to all trade and direct customers; login by magic link
§F7a§- Customers approve or reject proofs in proofhub
§D10a§- Approvals are logged with IP address and timestamp
§V2a§- Proof links expire after 7 days
§NS4a§- No reminder emails at weekends
- Soft proofs are low-res PDFs with a watermark; the hi-res file never leaves the building

## Gotchas
- The preview renderer times out on PDFs over about 400 pages; CSRs split those by hand
- Spot colours show as their CMYK build on screen, so Pantone-critical jobs still get a hard proof
""")

R("reference_platequeue.md", "platequeue overview", "platequeue", "Prepress queue: preflight, CTP, RIP workers", "reference",
  "prepress queue between jobdesk and the platesetter",
"""platequeue is the prepress service: it takes tickets in Plate/RIP state, preflights the artwork,
imposes it and sends it to the platesetter (litho) or the digital front ends. Python 3.12, FastAPI + SQLAlchemy, Alembic migrations.

## Prepress
§F5a§- Preflight: Enfocus PitStop Server
§N9a§- Preflight warnings never block a job from going to plate; only errors do
§S4a§- Writes JDF tickets into the Kodak Prinergy hot folder
§V3a§- Litho plates are imaged at 2400 dpi
§O6a§- Proof PDFs for proofhub are rendered at 150 dpi
§NS1a§- Plates are never remade without a reprint ticket in jobdesk
- Platesetter: Kodak Magnus 800, processless plates
- Imposition templates live in `templates/imposition/`, one per press sheet size

## Service
§R5a§- Queue: Redis + RQ, one worker per RIP
- Own Postgres database `platequeue` on pg02
- Marek (prepress lead) owns the preflight profiles; Callum owns the code
""")

R("reference_dispatch.md", "dispatch overview", "dispatch", "Courier dispatch service: carriers, cut-offs, labels", "reference",
  "courier booking and labels",
"""dispatch books couriers and prints labels once a job is packed. Go service, repo `cf/dispatch`.
Joanne Pike (goods-out) is the main user.

## Service
§A2a§- Runs on `app01:8085`
- SQLite file for the booking log (`/var/lib/dispatch/bookings.db`), backed up with the NAS job
§D3b§- Labels come straight from the carrier APIs, no middleman
§A6a§- Labels are 4x6 inch thermal
§S9a§- Label printer: Zebra GK420d at the goods-out desk

## Carriers
§F4a§- Same-day courier: Citysprint
§V4a§- Same-day courier cut-off: 14:30
§S1a§- Next-day parcels: Yodel (account `CF-YDL-2211`)
§R10a§- Pallet deliveries: Palletways, booked through their depot portal
- Own van (Transit, Dave drives) does the Halifax / Huddersfield loop Tuesdays and Thursdays
- Collections by customers are booked as service `COLLECT` and don't go through a carrier
""")

R("reference_presses.md", "press floor", "presses", "Presses, shifts, what runs where", "reference",
  "litho and digital presses, what runs where",
"""The press floor at Calder & Finch, Halifax.

## Litho
- Heidelberg Speedmaster XL 106, 5 colours + coater, B1
§V9b§- XL 106 rated speed: 15,000 sheets/h
- Heidelberg SM 52, 2 colours, used for letterheads and NCR sets
- Litho runs a double day shift (06:00–14:00, 14:00–22:00)

## Digital
§F2a§- Digital: HP Indigo 7K and Xerox Iridesse
§D2b§- Indigo 7K runs two shifts, 06:00–22:00, Monday to Friday
§N4a§- The Indigo is not used for uncoated stock over 300gsm (toner adhesion)
§NS7a§- Runs over 1,000 copies don't go on the Indigo; they're planned for litho
- Iridesse handles SRA3 and the 660 mm banner sheets

## Finishing
- Polar 115 guillotine, Horizon folder, Muller Martini saddle stitcher
- Finishing works day shift only
""")

R("reference_infra.md", "infrastructure", "infra", "Servers: on-prem Proxmox, Hetzner, backups, network", "reference",
  "servers, backups, network",
"""Infrastructure, as far as the agent needs to know it.

## Hosts
- pve01: Proxmox host in the comms cupboard (app01, pg01, pg02, ci01, mq01 are VMs on it)
§N6a§- pve01 is not on the UPS (the UPS only covers the network rack)
- app02: Hetzner CX32 in Falkenstein
§D4b§- Postgres 16 on pg01 and pg02
§A8a§- All servers run in Europe/London time
§D8a§- Office internet: 1 Gbps FTTP (Zen)

## Code and CI
- Repos on the self-hosted GitLab at `git.calderfinch.lan`
§R2a§- CI: GitLab CI on the runner VM `ci01`

## Backups
§F3a§- Backups go to the Synology NAS in the office
§V7a§- Nightly Postgres dumps are kept for 30 days on the NAS
§O9a§- Loki keeps application logs for 31 days

## Access
§S2a§- Passwords: self-hosted Vaultwarden at `vault.calderfinch.lan`
- WireGuard for remote access; Callum and Marek have profiles, nobody else
""")

R("reference_quotr.md", "quotr overview", "quotr", "Estimating and quoting app: stack, pricing rules", "reference",
  "estimating and quoting",
"""quotr is the estimating tool the CSRs use to price jobs. Rails app, repo `cf/quotr`.

## Stack
§V5a§- Ruby 3.2 / Rails 7.1
§R6a§- Hosted on Heroku (app `cf-quotr`), eu region
- Postgres via Heroku add-on, not on our boxes
§S6a§- Paper prices are pulled nightly from the Antalis price feed

## Pricing rules
§F6a§- Quotes are valid for 30 days
§A3a§- VAT at 20% is added to every quote line
§N10a§- Totals are always rounded up to the nearest pound
§D5b§- Minimum charge for digital jobs: £45
- Minimum charge for litho jobs: £120
§NS10a§- The trade discount is never applied to courier charges
- Make-ready is priced per plate set, not per sheet
""")

R("reference_pressmon.md", "pressmon overview", "pressmon", "Press telemetry: broker, storage, alerts", "reference",
  "press telemetry and alerting",
"""pressmon collects impression counts and status from the presses and raises alerts. Python service on app01.

§V6a§- Telemetry broker: `mqtt.calderfinch.lan:1883` (Mosquitto)
§D9a§- Polls the XL 106 every 5 seconds
- The Indigo and Iridesse report through their vendor cloud; pressmon scrapes those every 5 minutes
§R9a§- Readings stored in InfluxDB 2 (bucket `press`)
§S7a§- Dashboards: Grafana Cloud (stack `calderfinch`)
§F10a§- Alerts on press downtime
§A7a§- Alerts go to Slack `#press-floor`
- The wallboard in the press hall shows live sheets/h per press
""")

R("reference_customers.md", "key customers", "customers", "Key accounts: delivery rules, artwork spec", "reference",
  "key accounts and their quirks",
"""Accounts the agent keeps running into.

§A9a§- Artwork spec for all customers: PDF/X-4, 3 mm bleed
§N8a§- Harrison Retail: deliveries never need a signature (drop at goods-in)
- Harrison Retail: point-of-sale kits, always split across two pallets
- Kestrel Housing Group: newsletters quarterly, 38,000 copies, mailed by their own mailing house
- Moorside Events: short digital runs, lots of late artwork changes
- Brightwater Foods: labels and leaflets, insists on a hard proof for every new SKU
""")

R("reference_people.md", "people", "people", "Who's who: names, roles, who to ask", "reference",
  "who does what",
"""- Ruth Akers: production manager, owns the press schedule
- Callum Doyle: systems (the only developer), on-call for the apps
- Priti Shah: CSR lead, runs quotr and proofhub from the customer side
- Marek Nowak: prepress lead, owns preflight profiles and plates
- Joanne Pike: goods-out and dispatch
- Dave Hollis: van driver, also relief on the guillotine
""")

R("reference_glossary.md", "glossary", "glossary", "Print jargon: make-ready, NCR, SRA3 and friends", "reference",
  "print terms the team uses",
"""- Make-ready: setting up the press for a job before good sheets come off
- NCR: carbonless multi-part sets (SM 52 work)
- SRA3: 320 × 450 mm, the standard digital sheet
- B1: 700 × 1000 mm, the XL 106 sheet
- Hard proof: a physical proof on the job stock, as opposed to a soft (PDF) proof
- Overs: extra sheets printed to cover spoilage, usually 3–5% on litho
""")

R("reference_stock.md", "paper stock", "stock", "Paper stock: house sheets and codes", "reference",
  "house papers and stock codes",
"""- House silk: 130, 170, 250, 350gsm, stock codes `SLK-130` etc.
- House uncoated: 100 and 120gsm bond, 300gsm board
- Heavy board above 400gsm is bought in per job, never stocked
- The stock room count happens on the last Friday of the month
- quotr's paper table uses the same stock codes as the racking labels
""")

R("reference_runbooks.md", "runbooks", "runbooks", "Where the runbooks are and which ones matter", "reference",
  "where the runbooks are",
"""Runbooks live in the `cf/ops` repo under `runbooks/`.

- `restore-postgres.md`: restoring jobdesk/platequeue from the NAS dumps
- `platesetter-jam.md`: what to do when the Magnus throws a plate jam mid-job
- `broker-down.md`: pressmon broker restart
- `courier-api-down.md`: fall back to booking by phone, then back-fill the reference in dispatch
""")

R("user_callum.md", "Callum", "callum", "Callum Doyle: the one developer, how he likes to work", "user",
  "how Callum likes to work",
"""Callum Doyle is the whole systems team: jobdesk, proofhub, platequeue, dispatch, quotr, pressmon.

§R7a§Callum works in PyCharm for everything, including the Ruby and Node repos.
- Prefers small MRs he can review on his phone between press checks
- Wants the agent to run tests itself and only report failures
- Hates surprise dependency bumps
""")

R("user_ruth.md", "Ruth", "ruth", "Ruth Akers: production manager, asks about schedules and press time", "user",
  "production manager, non-technical",
"""§A4a§Ruth is the production manager; she isn't a developer and wants answers in press-floor terms.

She mostly asks for board views, overdue lists and what's blocking a job. She reads everything on the
iPad at the press console, so keep answers short and tables narrow.
""")

R("user_priti.md", "Priti", "priti", "Priti Shah: CSR lead, quotr and proofhub power user", "user",
  "CSR lead",
"""Priti Shah leads the three CSRs. She's the one who reports proofhub and quotr bugs, usually with a
screenshot and the job number. Give her steps she can click through, not commands.
""")

R("feedback_git_workflow.md", "git workflow", "git-workflow", "How changes get into main", "feedback",
  "branching and merging",
"""§A5a§Nobody pushes straight to `main`; everything goes through an MR.
§R8a§Merge strategy: rebase and fast-forward, so `main` reads as a straight line of real commits.
Branch names: `<ticket>-short-slug`, e.g. `JD-412-rush-flag`.

**Why:** Callum reads `git log` to work out what changed when a press job goes wrong.
**How to apply:** open an MR for every change, even in `cf/ops`.
""")

R("feedback_commits.md", "commit messages", "commits", "Commit message style", "feedback",
  "commit message style",
"""§F9a§Keep commit messages short.
No emoji, no Co-Authored-By trailer.

**Why:** Callum skims them on his phone.
""")

R("feedback_testing.md", "testing", "testing", "How to run tests: local DB, no shared state", "feedback",
  "how tests are run",
"""§N7a§Don't point the test suite at the shared staging database; tests use the throwaway Postgres from `docker compose up test-db`.
Run the tests yourself before saying something works.

**Why:** a test run in January truncated the staging customers table and Priti lost a morning.
""")

R("feedback_deploys.md", "deploys", "deploys", "Deploy habits: how and when", "feedback",
  "how and when to deploy",
"""§S10a§Deploy jobdesk with `fab deploy:prod` from the repo root; it tags and restarts gunicorn.
§NS8a§No production deploys after 12:00 on Fridays.
Tell Ruth in #production before deploying anything the press floor uses.

**Why:** a Friday-evening deploy in 2025 stopped the board over a weekend overtime run.
""")

R("feedback_migrations.md", "migrations", "migrations", "Database migrations: forward only in production", "feedback",
  "migration rules",
"""§N1a§Never run `alembic downgrade` against production; write a forward fix instead.
The same goes for Django migrations in jobdesk: no `migrate <app> <older>` on prod.

**Why:** a downgrade in platequeue dropped a column with live plate data in it.
""")

R("feedback_proofs.md", "proof handling", "proofs", "Proof rules: CSR check, links not attachments", "feedback",
  "how proofs reach customers",
"""§N2a§No proof goes to a customer without a CSR checking it first in proofhub.
§NS9a§Don't email proofs as PDF attachments — send the proofhub link.

**Why:** a wrong-version proof went to Brightwater in February; approval came back on the wrong file.
""")

R("feedback_alerts.md", "alert routing", "alerts", "Where alerts and faults go", "feedback",
  "who gets which alert",
"""§NS2a§Press mechanical faults go to the Heidelberg service line, not to the on-call developer.
Software alerts (apps, broker, backups) go to Callum.

**Why:** Callum got paged at 3am for a blanket wash fault he couldn't do anything about.
""")

R("feedback_customer_data.md", "customer data", "customer-data", "Handling customer artwork and contacts", "feedback",
  "customer data rules",
"""§NS6a§We don't use Slack for anything customer-facing — customers only hear from us by email or phone.
Never paste customer artwork into chat tools or issues; link the job number instead.
""")

R("feedback_reply_style.md", "reply style", "reply-style", "Short answers, job numbers, no fluff", "feedback",
  "how to answer",
"""Answer in a few lines. Lead with the job number when there is one. UK spelling.
""")

R("project_m365_migration.md", "M365 migration", "m365-migration", "Move from Google Workspace to Microsoft 365 (done August)", "project",
  "Google Workspace to Microsoft 365",
"""The office moved mail, calendars and sign-in to Microsoft 365 over the summer.

- Mail cut over on 2026-08-03; shared mailboxes for sales@ and proofs@
§S8b§jobdesk login moved from Google Workspace to Microsoft Entra ID as part of the M365 switch (done 2026-08-17).
- proofhub is customer-facing (magic links), so it was not affected
- Old Google Drive archive is exported to the NAS
""")

R("project_dispatch_saturday.md", "Saturday deliveries", "dispatch-saturday", "Rules for Saturday courier delivery", "project",
  "Saturday delivery rules",
"""Saturday delivery came up after Moorside Events missed an event in May.

§N3a§dispatch must never book Saturday delivery on its own — it's a £18 surcharge and Joanne decides.
- CSRs ask the customer first and note it on the ticket
- quotr has a line item for it so it can be quoted up front
""")

R("project_artwork_retention.md", "artwork retention", "artwork-retention", "How long customer artwork is kept and where", "project",
  "artwork retention",
"""§NS3a§jobdesk never deletes customer artwork; after 90 days it's moved to the archive bucket.
Repeat jobs pull the archived artwork back automatically when a ticket is cloned.
""")

R("project_q4_priorities.md", "Q4 priorities", "q4-priorities", "What Callum wants done before Christmas", "project",
  "Q4 to-do list",
"""- Christmas card rush: board must cope with ~300 open tickets
- quotr: bulk re-quote for repeat customers
- pressmon: per-job impression counts on the ticket
- dispatch: customer tracking emails
""")

R("project_pressmon_rollout.md", "pressmon rollout", "pressmon-rollout", "Wallboard and per-job counts for pressmon", "project",
  "pressmon next steps",
"""The wallboard went up in the press hall in April. Next: per-job impression counts written back to jobdesk,
so Ruth can compare planned and actual sheets. SM 52 has no telemetry; it stays manual.
""")

R("project_quote_engine.md", "quote engine rework", "quote-engine", "Reworking quotr's price calculation", "project",
  "quotr price calculation rework",
"""Priti wants make-ready and wash-up time shown separately on quotes. Callum plans to split the
`PriceCalculator` into litho and digital classes first. Not started.
""")

# ---------------------------------------------------------------- AUTO
A("ctp-calibration-notes", "CTP calibration notes", "2026-03-11", ["prepress", "ctp", "platequeue"],
"""# CTP calibration, March

Marek re-ran the plate linearisation after the Magnus service.

§V3b§platequeue sends every litho job to the platesetter at 2540 dpi, which is what the dot-gain curves were measured at.
- Screening: 200 lpi AM for the XL 106, 175 lpi for the SM 52
- Curves stored in `curves/2026-03/`
""")

A("backup-notes", "Backup notes", "2026-03-20", ["infra", "backups", "postgres"],
"""# Backups: what we learned from the restore drill

§V7b§Postgres dumps are only retained for 14 days on the NAS, which is why the restore drill
couldn't reach back to the February ticket data.

- The restore itself took 22 minutes for jobdesk
- platequeue restore needs the Alembic head matching the dump
""")

A("press-floor-cheatsheet", "Press floor cheat sheet", "2026-02-05", ["presses", "cheatsheet"],
"""# Press floor cheat sheet

| Press | Max sheet | Speed | Colours |
|---|---|---|---|
§V9a§| Speedmaster XL 106 | B1 | 18,000 sheets/h | 5 + coater |
| SM 52 | SRA2 | 12,000 sheets/h | 2 |
§O2a§| HP Indigo 7K | SRA3+ | 120 ppm (A4, 4/0) | CMYK |
| Xerox Iridesse | 330 × 660 mm | 80 ppm | CMYK + 2 specialty |

Ask Ruth before moving a job between presses.
""")

A("dispatch-deploy", "dispatch deploy", "2026-05-02", ["dispatch", "deploy", "config"],
"""# Deploying dispatch

Build with `make release`, copy the binary to app01, restart `dispatch.service`.

§D7b§dispatch books Citysprint jobs through their API using the key in `CITYSPRINT_API_KEY`.

Environment file `/etc/dispatch/env`:

```
DISPATCH_ADDR=:8085
CITYSPRINT_API_KEY=<from 1Password>
§V10a§CITYSPRINT_API_TIMEOUT=30s
LABEL_FORMAT=ZPL
```
""")

A("quotr-dev-setup", "quotr dev setup", "2026-02-18", ["quotr", "setup", "ruby"],
"""# quotr local setup

§V5b§quotr is on Ruby 3.3.4 (see `.ruby-version`), so `rbenv install 3.3.4` before `bundle install`.
- `bin/setup` loads a sanitised copy of the paper table
- Specs: `bin/rspec`, they use a local Postgres
""")

A("proofhub-local-setup", "proofhub local setup", "2026-04-22", ["proofhub", "setup", "node"],
"""# Running proofhub locally

§R1b§proofhub uses yarn — run `yarn install --frozen-lockfile` after pulling, never npm install.
- `.env.local` needs `JOBDESK_API_URL` pointing at staging
- The PDF preview needs Ghostscript installed locally
""")

A("proofhub-email-templates", "proofhub email templates", "2026-06-09", ["proofhub", "email"],
"""# proofhub emails

§R4b§proofhub sends its proof-ready and reminder emails through Amazon SES in eu-west-2, from `proofs@calderfinch.co.uk`.
§O1b§A bounced proof-ready email is retried up to 5 times, then the CSR gets a task in jobdesk.
- Templates are MJML under `emails/`; Priti signs off wording changes
""")

A("pressmon-retention", "pressmon storage and retention", "2026-07-14", ["pressmon", "storage"],
"""# pressmon storage

§R9b§pressmon writes every press reading into TimescaleDB (hypertable `press_readings`) on pg02.
§O9b§Raw press readings are kept for 90 days, then downsampled to 1-minute averages.
- The wallboard queries the 1-minute rollup, never the raw table
""")

A("platequeue-runbook", "platequeue runbook", "2026-05-27", ["platequeue", "runbook"],
"""# platequeue: when things break

- Stuck job: check the RIP worker log first, then the PitStop report
§N1b§If a platequeue migration breaks prod, roll it back with `alembic downgrade -1` and redeploy the previous tag.
- Plate jam on the Magnus: see `platesetter-jam.md` in cf/ops
""")

A("dispatch-rules", "dispatch booking rules", "2026-06-30", ["dispatch", "couriers"],
"""# How dispatch picks a service

§NS5a§dispatch never books a courier before the job is marked Packed.
§F4b§Citysprint same-day jobs inside the M62 corridor are booked as Direct; anything further is Priority.
§N3b§For jobs flagged urgent, dispatch books Saturday delivery automatically when the job is packed on a Friday.
- Collections: no booking, just a label with the job number
""")

A("jobdesk-admin-tips", "jobdesk admin tips", "2026-04-03", ["jobdesk", "admin"],
"""# jobdesk admin: tips for the CSRs

- Filter by customer with `customer:<code>` in the search box
§N5b§Duplicate tickets can just be deleted from the admin — select them and use the Delete action.
- The board refreshes itself; no need to reload
""")

A("jobdesk-ci", "jobdesk CI", "2026-03-02", ["jobdesk", "ci", "tests"],
"""# jobdesk CI

§N7b§jobdesk's tests run against the shared staging Postgres so the fixtures match real customers.
§A10b§Staging lives at https://staging.jobdesk.calderfinch.lan and redeploys from `main` on every merge.
- Full suite takes about 6 minutes
""")

A("password-manager-move", "Password manager move", "2026-04-29", ["infra", "security", "passwords"],
"""# Password manager

§S2b§We moved off Vaultwarden to 1Password Business in April; the Vaultwarden container is shut down.
- Shared vaults: Ops, Couriers, Suppliers
- API keys for dispatch live in the Couriers vault
""")

A("ticket-pdf-rendering", "Ticket PDF rendering", "2026-03-25", ["jobdesk", "pdf"],
"""# Ticket PDFs

§S5b§wkhtmltopdf is deprecated here: jobdesk switched to WeasyPrint for ticket PDFs in March.
- Template: `tickets/templates/ticket_a4.html`
- The QR block is an inline SVG so it survives printing at 600 dpi on the office laser
""")

A("grafana-move", "Grafana move", "2026-09-19", ["pressmon", "grafana", "infra"],
"""# Grafana

§S7b§Grafana Cloud stack was shut down in September; dashboards now live on our own Grafana at `grafana.calderfinch.lan`.
- Dashboards exported as JSON into `cf/ops/grafana/`
""")

A("proofhub-approval-flow", "proofhub approval flow", "2026-05-15", ["proofhub", "approvals"],
"""# Approval flow

§F7b§Besides approve and reject, customers can 'approve with changes', which sends the job back to prepress with their comments attached.
- An approval moves the jobdesk ticket to Plate/RIP
- A rejection notifies the CSR and Marek
""")

A("pressmon-ui-notes", "pressmon wallboard notes", "2026-04-16", ["pressmon", "wallboard", "node"],
"""# Wallboard

§O3b§The pressmon wallboard UI is built with Node 22; don't downgrade it to match proofhub.
- Runs in kiosk Chromium on the Raspberry Pi by the XL 106
""")

A("litho-scheduling", "litho scheduling", "2026-05-06", ["presses", "scheduling"],
"""# How Ruth schedules

§O5b§Litho artwork has to be approved by 15:00 for the job to make the next morning's plate run.
§NS7b§Short runs under 1,000 copies are printed on the Indigo unless the stock rules it out.
- Long runs are grouped by stock to save wash-ups
""")

A("indigo-shifts", "Indigo shifts", "2026-06-02", ["presses", "indigo", "shifts"],
"""# Indigo shifts

§D2a§Until May the Indigo only ran on day shift (07:00–15:30).
- The second operator (Kasia) started on 11 May
""")

A("job-numbering", "Job numbering", "2026-01-14", ["jobdesk", "numbering"],
"""# Job numbers

§D6b§Tickets raised before 2026 used plain 5-digit numbers (e.g. 48213).
- Old numbers still resolve in search; the board shows them unchanged
""")

A("label-printing", "Label printing", "2026-02-24", ["dispatch", "labels"],
"""# Courier labels

§A6b§Courier labels are the standard 6x4" thermal size; we buy rolls of 1,000 from Zebra.
- ZPL only, no PDF labels
- Reprint a label from the booking page, not by re-booking
""")

A("cron-jobs", "Scheduled jobs", "2026-03-08", ["infra", "cron"],
"""# Scheduled jobs

§A8b§Servers are set to Europe/London, so cron times in the runbooks are local UK time.
- 01:30 Postgres dumps
- 02:15 NAS snapshot
- 05:45 board pre-warm before the early shift
""")

A("artwork-storage", "Artwork storage", "2026-07-21", ["artwork", "storage", "jobdesk"],
"""# Where artwork lives

§NS3b§Artwork older than 90 days is moved to cold storage (B2 bucket `cf-artwork-archive`).
- Live artwork sits on the NAS share `artwork$`
""")

A("quote-rules-q3", "quote rules, Q3", "2026-08-12", ["quotr", "pricing"],
"""# Quote rules (agreed with Priti, August)

§N10b§quotr never rounds quote totals — customers see the exact figure to the penny.
- Rush surcharge: 25% on print lines
- Hard proofs charged at cost
""")

A("trade-accounts", "trade accounts", "2026-05-19", ["quotr", "customers", "trade"],
"""# Trade accounts

§NS10b§Trade customers get 15% off in quotr, taken off the print lines.
- Trade accounts are on 30-day credit terms
""")

A("csr-handbook", "CSR handbook notes", "2026-02-10", ["csr", "proofs", "handbook"],
"""# CSR handbook (agent's notes)

§NS9b§Proofs are emailed to customers — the email carries the proofhub link and a low-res preview image.
- Chase unapproved proofs by phone after two days
- Artwork changes after approval mean a new proof round
""")

# auto fillers
A("onboarding-notes", "Onboarding notes for the agent", "2026-01-09", ["onboarding"],
"""# Getting started here

- All apps talk to jobdesk; start there when something looks wrong
- Ask Callum before touching anything on pve01
- Job numbers are the shared language; quote them in every answer
""")

A("xl106-maintenance", "XL 106 maintenance", "2026-02-27", ["presses", "maintenance"],
"""# XL 106 maintenance

- Blanket wash every shift, roller wash weekly
- Heidelberg service visit twice a year (March, September)
- pressmon marks maintenance windows so they don't count as downtime
""")

A("ink-orders", "Ink orders", "2026-03-30", ["presses", "supplies"],
"""# Ink

- Process inks ordered fortnightly, Pantone mixed in-house
- Indigo ElectroInk ordered through HP's portal by Ruth
""")

A("office-printers", "Office printers", "2026-01-21", ["infra", "office"],
"""# Office printers

- Ticket printing goes to the Brother laser in production office
- The CSR office has its own colour laser for hard-copy quotes
""")

A("board-views", "Board views", "2026-04-08", ["jobdesk", "board"],
"""# Production board views

- Ruth's default view: by press, this week
- Finishing view: only tickets in Finishing, sorted by due date
- "Late" filter shows tickets past their promised dispatch time
""")

A("proofhub-faq", "proofhub customer FAQ", "2026-03-17", ["proofhub", "customers", "faq"],
"""# Customer questions about proofhub

- "I can't see the bleed": the soft proof shows a trim line, bleed is shaded
- "Can my colleague approve?": yes, anyone with the link and an account on the customer
- "Colours look different": screens aren't calibrated; ask for a hard proof
""")

A("paper-merchants", "Paper merchants", "2026-06-16", ["stock", "suppliers"],
"""# Paper merchants

- Main merchants: Antalis and Premier Paper
- Board over 400gsm comes from GF Smith
- Deliveries are booked for mornings; the forklift isn't free after 14:00
""")

A("courier-claims", "Courier claims", "2026-07-08", ["dispatch", "claims"],
"""# Damaged parcels

- Photos on the dispatch booking within 24 hours of the customer's complaint
- Joanne files the claim; Priti tells the customer
""")

A("wallboard-ideas", "Wallboard ideas", "2026-08-25", ["pressmon", "ideas"],
"""# Ideas for the wallboard

- Show the next three jobs per press
- A make-ready timer for the XL 106
- Nothing customer-identifying on the screen (visitors walk through)
""")

A("sm52-notes", "SM 52 notes", "2026-05-12", ["presses", "sm52"],
"""# SM 52

- Two-colour only; NCR and letterheads
- No telemetry, so its jobs are ticked off by hand on the board
""")

A("guillotine-safety", "Guillotine safety", "2026-01-28", ["finishing", "safety"],
"""# Guillotine

- Only trained staff on the Polar; Dave covers when the finisher is off
- Blade changes are logged on paper by the machine
""")

A("christmas-rush-2026", "Christmas rush plan", "2026-10-20", ["planning", "christmas"],
"""# Christmas cards 2026

- Card orders open 1 October, last artwork 5 December
- Agency finisher booked for the first two weeks of December
- Ruth wants a board filter for "cards" tickets
""")

A("vpn-access", "VPN access", "2026-02-02", ["infra", "access"],
"""# Remote access

- WireGuard config per person, issued by Callum
- Keys rotated when someone leaves
""")

A("estimating-glossary", "Estimating terms", "2026-04-11", ["quotr", "glossary"],
"""# Estimating terms used in quotr

- Sheets up: how many finished items fit on a press sheet
- Spoilage allowance: the overs the estimate includes
- Run-on price: price per extra 1,000 once the job is set up
""")

A("deploy-checklist", "Deploy checklist", "2026-06-05", ["deploy", "checklist"],
"""# Before deploying anything

- Tests green in CI
- Post in #production what's going out
- Check nobody is mid-way through a big proof round in proofhub
""")

A("meeting-2026-09-14", "Systems catch-up 14 Sept", "2026-09-14", ["meeting"],
"""# Systems catch-up, 14 September

- Callum, Ruth, Priti present
- Agreed: per-job impression counts first, tracking emails second
- Priti asked for quotes to show the paper name, not just the stock code
""")

A("dev-laptop", "Dev laptop setup", "2026-01-16", ["setup"],
"""# Callum's laptop

- macOS, Homebrew, Docker Desktop
- Repos checked out under `~/cf/`
""")

# ---------------------------------------------------------------- FACTS
F("2026-04-09", "fact", ["jobdesk", "postgres"],
"""§V1b§jobdesk's production Postgres is `pg01.calderfinch.lan:5433`; 5432 on that box is still the old Access-import instance nobody has switched off.""")
F("2026-05-21", "fact", ["proofhub", "links"],
"""§V2b§Customer proof links in proofhub stay valid for 14 days; after that the customer has to ask their CSR for a fresh link.""")
F("2026-06-11", "fact", ["dispatch", "same-day"],
"""§V4b§Same-day courier bookings close at 15:00 in dispatch — anything booked later goes out next morning.""")
F("2026-07-02", "fact", ["pressmon", "mqtt"],
"""§V6b§pressmon subscribes to the press telemetry broker on `mqtt.calderfinch.lan:8883` with TLS; plain 1883 is blocked on the floor VLAN.""")
F("2026-03-04", "fact", ["jobdesk", "artwork", "uploads"],
"""§V8b§jobdesk rejects artwork uploads over 500 MB per file; bigger files have to come in via the WeTransfer link.""")
F("2026-05-05", "fact", ["dispatch", "citysprint"],
"""§V10b§dispatch gives the Citysprint API 10 seconds to answer before it fails the booking and retries.""")
F("2026-02-12", "fact", ["ci", "infra"],
"""§R2b§All our repos build on Buildkite with the agent running on ci01; pipeline steps live
in `.buildkite/pipeline.yml` in each repo.""")
F("2026-04-14", "fact", ["jobdesk", "errors"],
"""§R3b§jobdesk exceptions are reported to Rollbar; Priti gets the daily digest email from it.""")
F("2026-03-19", "fact", ["platequeue", "queue"],
"""§R5b§platequeue hands jobs to the RIP workers over RabbitMQ (`amqp://platequeue@mq01.calderfinch.lan`).""")
F("2026-06-23", "fact", ["quotr", "hosting"],
"""§R6b§quotr runs in Docker Compose on the Hetzner box `app02`, behind Caddy.""")
F("2026-01-27", "preference", ["callum", "editor"],
"""§R7b§Callum's editor is Helix; give him plain `path:line` references, not IDE links.""")
F("2026-05-28", "decision", ["git", "merging"],
"""§R8b§Decision: MRs are squash-merged in every repo, one commit per ticket.""")
F("2026-08-06", "fact", ["dispatch", "pallets"],
"""§R10b§Pallets go out with Pall-Ex; Joanne books them on the Pall-Ex portal before 13:00.""")
F("2026-06-18", "fact", ["proofhub", "proofs"],
"""§N2b§proofhub emails the proof straight to the customer as soon as the RIP finishes; there's no CSR step in between.""")
F("2026-04-27", "fact", ["presses", "indigo", "stock"],
"""§N4b§Uncoated 350gsm business cards run on the Indigo 7K; they come out fine with the standard profile.""")
F("2026-02-19", "fact", ["infra", "power"],
"""§N6b§pve01 sits on the APC Smart-UPS in the comms cupboard and gets about 20 minutes on battery.""")
F("2026-07-16", "fact", ["customers", "delivery"],
"""§N8b§Every delivery to Harrison Retail has to be signed for; their goods-in refuses unsigned drops.""")
F("2026-05-08", "fact", ["platequeue", "preflight"],
"""§N9b§platequeue holds any job with preflight warnings until Marek clears them by hand.""")
F("2026-06-03", "fact", ["dispatch", "couriers"],
"""§S1b§Switched next-day parcels from Yodel to DPD on 2 June; the Yodel account has been closed.""")
F("2026-07-29", "fact", ["proofhub", "hosting"],
"""§S3b§proofhub was migrated from Vercel to the Hetzner box app02 in July to cut costs.""")
F("2026-05-26", "fact", ["prepress", "rip"],
"""§S4b§Prinergy was replaced by Agfa Apogee in May; platequeue now writes Apogee JDF tickets instead.""")
F("2026-10-06", "fact", ["quotr", "paper"],
"""§S6b§quotr no longer uses the Antalis feed; paper prices come from the Premier Paper API since October.""")
F("2026-10-22", "fact", ["dispatch", "labels"],
"""§S9b§Retired the GK420d in October; dispatch labels now print on the Zebra ZD421 by the loading door.""")
F("2026-06-25", "fact", ["jobdesk", "deploy"],
"""§S10b§jobdesk now deploys with Kamal (`kamal deploy`); the old Fabric scripts were deleted in June.""")
F("2026-04-01", "fact", ["jobdesk", "dispatch"],
"""§F1b§The promised dispatch time on a jobdesk ticket is set from the courier cut-off of the
chosen service, not from when the press is due to finish.""")
F("2026-03-13", "fact", ["presses", "digital"],
"""§F2b§White and metallic toner jobs go on the Iridesse; the Indigo can't do them.""")
F("2026-05-13", "fact", ["infra", "backups"],
"""§F3b§The NAS backup share is also synced offsite to Backblaze B2 every Sunday night.""")
F("2026-02-26", "fact", ["prepress", "preflight"],
"""§F5b§PitStop Server uses the `CF_Litho_v4` profile for litho and `CF_Digital_v2` for anything going to the Indigo or Iridesse.""")
F("2026-07-09", "fact", ["quotr", "quotes"],
"""§F6b§quotr's 30-day validity counts from the issue date, not from when the customer first opens the PDF.""")
F("2026-08-20", "fact", ["jobdesk", "rush"],
"""§F8b§jobdesk sets the rush flag on its own when the due date is under 48 hours from artwork approval.""")
F("2026-01-23", "preference", ["git", "commits"],
"""§F9b§Commit subjects: imperative, under 60 characters, prefixed with the ticket key like `JD-412:`.""")
F("2026-09-03", "fact", ["pressmon", "alerts"],
"""§F10b§pressmon's downtime alert fires after 10 minutes of zero impressions during a scheduled shift; it stays quiet outside shifts.""")
F("2026-05-07", "fact", ["dispatch", "citysprint", "retries"],
"""§O1a§dispatch retries a failed Citysprint booking up to 3 times before it pages Joanne.""")
F("2026-03-24", "fact", ["presses", "iridesse"],
"""§O2b§The Iridesse does 80 ppm on coated stock and slows down on heavy board.""")
F("2026-09-09", "fact", ["quotr", "email"],
"""§O4a§quotr sends quote PDFs through Postmark from `quotes@calderfinch.co.uk`.""")
F("2026-06-15", "fact", ["digital", "cut-off"],
"""§O5a§Digital jobs need approved artwork by 11:00 to make same-day dispatch.""")
F("2026-04-20", "fact", ["digital", "rip"],
"""§O6b§Digital jobs are RIPed at 812 dpi on the Indigo front end.""")
F("2026-02-04", "preference", ["marek", "editor"],
"""§O7a§Marek does all his prepress scripting in Neovim and wants shell one-liners, not GUI steps.""")
F("2026-08-13", "fact", ["dispatch", "events"],
"""§O8b§dispatch pushes label events onto NATS (`nats://mq01.calderfinch.lan:4222`) for the tracking emails.""")
F("2026-07-23", "fact", ["customers", "delivery"],
"""§O10b§Deliveries to Brightwater Foods always need a signature and a named recipient.""")
F("2026-01-30", "fact", ["proofhub", "pilot"],
"""§D1a§During the January pilot, proofhub was only open to three trade customers (Harrison, Kestrel, Moorside).""")
F("2026-02-09", "fact", ["dispatch", "history"],
"""§D3a§In 2025 dispatch printed its labels through Shipmondo.""")
F("2026-02-16", "fact", ["postgres", "upgrade"],
"""§D4a§pg01 ran Postgres 13 until the upgrade weekend of 14 February.""")
F("2026-01-12", "fact", ["quotr", "pricing", "history"],
"""§D5a§In 2025 the minimum charge for a digital job was £35.""")
F("2026-07-01", "fact", ["dispatch", "citysprint", "history"],
"""§D7a§Up to March, Citysprint bookings were phoned through by Joanne and dispatch only stored the reference.""")
F("2026-03-06", "fact", ["infra", "network"],
"""§D8b§Until the FTTP install in February we were on 80 Mbps FTTC, which is why big artwork uploads used to time out.""")
F("2026-04-24", "fact", ["pressmon", "history"],
"""§D9b§During the 2025 beta, pressmon polled the XL 106 once a minute.""")
F("2026-08-27", "fact", ["proofhub", "audit"],
"""§D10b§Before August, proofhub logged approvals with a timestamp only; no IP.""")
F("2026-02-23", "fact", ["jobdesk", "tickets"],
"""§A1b§Every printed jobdesk ticket has a QR code; floor staff scan it at each station to move the job on.""")
F("2026-05-30", "fact", ["dispatch", "hosting"],
"""§A2b§dispatch listens on port 8085 on app01.""")
F("2026-03-27", "fact", ["quotr", "vat"],
"""§A3b§quotr adds standard-rate VAT (20%) to each line, not just to the total.""")
F("2026-01-20", "preference", ["ruth", "communication"],
"""§A4b§Ruth runs production, not code — explain things in terms of jobs and presses, skip the stack traces.""")
F("2026-06-08", "preference", ["git", "review"],
"""§A5b§All changes go through a merge request, even one-line config fixes.""")
F("2026-04-30", "fact", ["pressmon", "slack"],
"""§A7b§pressmon posts its alerts into #press-floor on Slack.""")
F("2026-03-10", "fact", ["artwork", "customers"],
"""§A9b§We ask customers for PDF/X-4 with 3mm bleed; PitStop flags anything else.""")
F("2026-08-04", "fact", ["platequeue", "plates"],
"""§NS1b§A scratched plate is remade from the stored 1-bit TIFF; the press minder raises the reprint ticket from the press console.""")
F("2026-09-24", "fact", ["on-call", "pressmon"],
"""§NS2b§The on-call developer handles pressmon outages and broker problems out of hours.""")
F("2026-06-29", "fact", ["proofhub", "reminders"],
"""§NS4b§proofhub nudges the customer with a reminder if a proof is still unapproved 24 working hours after it was sent.""")
F("2026-07-06", "fact", ["dispatch", "automation"],
"""§NS5b§Once a job is marked Packed, dispatch books the courier automatically for the service on the ticket.""")
F("2026-08-31", "fact", ["alerts", "slack"],
"""§NS6b§Internal alerts from jobdesk, dispatch and pressmon all go to Slack.""")
F("2026-10-02", "fact", ["jobdesk", "deploy"],
"""§NS8b§jobdesk deploys usually happen on Friday mornings, before the 11:00 stand-up.""")
# fact fillers
F("2026-01-15", "fact", ["people"], """Kasia joins as second Indigo operator in May; Ruth is recruiting now.""")
F("2026-02-27", "fact", ["presses", "xl106"], """The XL 106 coater unit is only used for gloss and matt aqueous; no UV on site.""")
F("2026-03-31", "decision", ["jobdesk", "board"], """Decision: the production board stays on one screen per press; no combined view on the wallboard.""")
F("2026-04-16", "fact", ["quotr", "customers"], """quotr stores a customer's default delivery service, which jobdesk copies onto new tickets.""")
F("2026-05-19", "preference", ["priti", "communication"], """Priti wants bug reports back in plain English with the job number first.""")
F("2026-06-22", "fact", ["finishing"], """Saddle-stitched brochures over 64 pages go out to a trade binder in Bradford.""")
F("2026-07-27", "fact", ["stock"], """The stock room keeps two weeks of house silk; everything else is ordered per job.""")
F("2026-08-18", "decision", ["dispatch", "tracking"], """Decision: customer tracking emails come from dispatch, not from the carriers, so the branding is ours.""")
F("2026-09-16", "fact", ["proofhub", "hard-proof"], """Hard proofs are printed on the actual job stock and posted with Royal Mail Special Delivery.""")
F("2026-10-13", "fact", ["christmas", "presses"], """Christmas card runs under 1,000 go on the Indigo; bigger ones are ganged up on the XL 106.""")
F("2026-11-04", "fact", ["pressmon", "jobdesk"], """The Magnus images roughly 22 B1 plates an hour when Marek batches them.""")
F("2026-11-18", "preference", ["ruth", "reports"], """Ruth wants the weekly late-jobs list on Monday at 07:00, as a short table.""")
A("spot-colours", "Spot colours", "2026-05-22", ["prepress", "colour"],
"""# Spot colours

- Pantone jobs on the XL 106 get a fifth unit; the Indigo simulates them from CMYK
- Marek keeps the ink-mixing recipes in the prepress share
""")
A("reprint-process", "Reprints", "2026-08-10", ["jobdesk", "reprints"],
"""# Reprints

- A reprint is a new ticket linked to the original, with cost code `RPR`
- Ruth reviews reprint reasons every Monday
""")
F("2026-11-10", "fact", ["quotr", "customers"], """Kestrel Housing Group's quarterly newsletter is quoted as a repeat job with the plates kept.""")
