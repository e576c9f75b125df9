# Root Claude Code auto-memory files: (filename, name, description, type, title, hook, body)
# Claim lines are prefixed with @@ID@@ (stripped by build.py).
ROOT = []

def R(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body))

R("reference_council.md", "council-basics",
  "Hollinsbury PC: how meetings, quorum, notice and public participation work",
  "reference", "Council basics", "meetings, quorum, notice, public session, who is who", """
# Hollinsbury Parish Council: basics

Nine councillors (two seats for Netherfold ward, one for Crane End, six for Hollinsbury village).
Chair Cllr David Pryce, vice-chair Cllr Anita Shah. Clerk and RFO: Maggie Okonjo.

## Full council
@@F2a@@- Full council meets on the second Tuesday of the month
@@V6a@@- Quorum: 3 of the 9 councillors
@@V5a@@- Summons and agenda go out at least 3 clear days before a full council meeting
@@F10a@@- Public participation: 15 minutes at the start of each meeting
@@F3a@@- Planning applications are considered by full council
@@S5b@@- Residents send agenda items to minutes@hollinsbury-pc.gov.uk by the Wednesday before
- Minutes are signed by the chair at the following meeting
- Standing orders are the NALC 2024 model, adopted May 2025

## Committees
- Finance & General Purposes (F&GP): 5 members, meets quarterly
- Village Hall Liaison: 3 councillors plus the hall committee chair
- Footpaths working group: informal, no delegated powers

## Notes
- Councillors declare interests at the top of each meeting; the register is on the website
- The clerk takes the minutes; drafts go to the chair within 7 days
""")

R("reference_hallbook.md", "hallbook",
  "hallbook: village hall booking app (Django) - stack, mail, payments, errors",
  "reference", "hallbook", "the hall booking app: stack, config, mail, payments", """
# hallbook

Booking system for Hollinsbury Village Hall (main hall + committee room). Django app written by Sam in
2025, used by Pat Greaves (booking secretary) and hirers.

## Stack
- Django 4.2 LTS, gunicorn behind Caddy on the apps VPS
@@V1a@@- Database: `postgresql://hallbook@127.0.0.1:5432/hallbook` (PostgreSQL 16, same VPS)
@@NS7b@@- Settings come from `/srv/hallbook/.env` (database URL, mail and API keys)
@@R6a@@- Errors: Sentry (org `hollinsbury-pc`, project `hallbook`)
@@V10a@@- Email: Brevo SMTP relay `smtp-relay.brevo.com:587`
@@R4a@@- Card payments: Stripe Checkout (deposits and hire fees)

## What it does
- Public calendar at hall.hollinsbury-pc.gov.uk shows free and booked slots
@@F1a@@- Sends a confirmation email when a booking is made
@@N5a@@- Sends an SMS reminder to the hirer the day before (Twilio)
@@NS1b@@- Issues the hire invoice automatically once the booking is confirmed
- Regular hirers (Pilates, toddler group, WI, parish council) have recurring bookings
- Pat approves first-time hirers by hand before the booking is confirmed

Local test database, for reference only:
```
DATABASE_URL=postgresql://hallbook:hallbook@localhost:5433/hallbook_test
```
""")

R("reference_website.md", "parish-website",
  "The parish website: hosting, WordPress, what goes on it and when",
  "reference", "Parish website", "hosting, WordPress, councillor pages, minutes", """
# Parish website (hollinsbury-pc.gov.uk)

@@R3a@@- Hosting: Krystal shared hosting (cPanel), Onyx plan
@@A2a@@- Built on WordPress 6 with the Astra theme
- Accessibility statement reviewed every September (PSBAR)
@@N6a@@- Councillor pages list each councillor's personal email and phone number
@@NS3b@@- Draft minutes go on the website within one month of the meeting
- Approved minutes replace the draft once signed
- Agendas go up the same day they are posted on the noticeboards
- Transparency Code pages: payments over £100, annual accounts, AGAR

Editors: Maggie (admin), Sam (admin), Cllr Shah (editor). minutesbot uploads PDFs into
`wp-content/uploads/minutes/<year>/` over SFTP.
""")

R("reference_minutesbot.md", "minutesbot",
  "minutesbot: turns signed minutes into PDF/A and publishes them",
  "reference", "minutesbot", "minutes publishing tool: runtime, deps, CI, commands", """
# minutesbot

Small Python CLI Sam wrote to get minutes from Word onto the website without Maggie fighting the file manager.

@@V7a@@- Python 3.11 (`.python-version` in the repo root)
@@R7a@@- Dependencies: uv (`uv sync`, `uv.lock` committed)
- CI: GitHub Actions (`.github/workflows/ci.yml`), runs pytest and ruff
@@F6a@@- Converts the signed DOCX minutes to PDF/A before upload
- Uploads to the website over SFTP using the `minutesbot` SFTP account
- `minutesbot agenda` builds the agenda PDF from the template in `templates/agenda.docx`
@@S7a@@- `publish_minutes.sh` is deprecated: use `minutesbot publish <docx>` instead
- Files larger than 10 MB are refused by the upload step (the host's limit)
""")

R("reference_grants.md", "small-grants",
  "Small grants scheme: limits, eligibility, rounds and payment",
  "reference", "Small grants scheme", "limits, eligibility, rounds, payment", """
# Small grants scheme

Budget line 4310, £4,000 a year. Two rounds: spring and autumn.

## Rules
@@V3a@@- Maximum award: £750 per application
@@F5a@@- Applicants attach their latest annual accounts
@@NS6a@@- No grants for religious worship or party-political activity
- Only groups that benefit residents of the parish
@@A5a@@- Autumn round closes 30 September
- Spring round closes 31 March

## Decisions and payment
@@N3a@@- Small grants are decided by the clerk under delegated powers; full council just notes them
@@N10a@@- Groups without a bank account can be paid in cash against a signed receipt
- Grant recipients send a short report and photos within 12 months
""")

R("reference_pathwatch.md", "pathwatch",
  "pathwatch: footpath problem reporting app - stack, map, workflow",
  "reference", "pathwatch", "footpath reporting app: stack, map, workflow", """
# pathwatch

Web app (Django + Leaflet) for reporting footpath problems: stiles, gates, signposts, overgrowth,
obstructions. Written by Sam in 2025; Colin Marsh (footpath warden) triages.

## Stack
@@O6b@@- Django 5.1 on Python 3.12
- PostGIS: `postgresql://pathwatch@127.0.0.1:5434/pathwatch`
@@R5a@@- CI: GitHub Actions (`.github/workflows/test.yml`)
@@R10a@@- Basemap: OS Maps API (Road 3857) under the PSGA licence
- Errors: Sentry project `pathwatch`

## Workflow
@@F4a@@- Each report stores a grid reference
@@D8b@@- A photo is required with every report
@@V9a@@- Reports are acknowledged within 5 working days
@@N8a@@- New reports are forwarded automatically to the Darrowshire Rights of Way inbox
- Colin closes a report once he has seen the fix on the ground
""")

R("reference_finance.md", "finance",
  "Finance: precept, accounts package, auditors, payments",
  "reference", "Finance", "precept, accounts package, audit, payment controls", """
# Finance

Financial year April to March. Maggie is RFO.

## Precept
@@V2a@@- Precept 2026/27: £48,600 (Band D equivalent £71.16)
@@F7a@@- Precept demand goes to Wyvern District Council by 31 January
- General reserve target: 6 months of running costs

## Books and audit
@@R1a@@- Accounts: Scribe (cashbook, VAT reclaim, bank reconciliation, AGAR boxes)
@@S9b@@- Internal auditor: Jean Hale (independent; paid £180 per year)
- External audit: PKF Littlejohn (limited assurance review)
- AGAR exemption certificate not possible: gross income over £25,000

## Payments
@@A4a@@- Every payment is authorised online by two councillors
- Payments list goes to each full council for approval
""")

R("reference_infra.md", "infra",
  "Infra: VPS, email, backups, code hosting, DNS",
  "reference", "Infrastructure", "VPS, mailboxes, backups, GitHub, DNS", """
# Infrastructure

@@D7b@@- Apps VPS: Hetzner CX22 `apps.hollinsbury-pc.gov.uk` (hallbook, pathwatch)
@@R2a@@- Email: Microsoft 365 Business Basic on hollinsbury-pc.gov.uk (clerk@, chair@, cllr.<surname>@)
@@V8a@@- Backups: nightly `pg_dump` of hallbook and pathwatch to Backblaze B2, kept 14 days
@@A7a@@- Code: GitHub org `hollinsbury-pc` (minutesbot, hallbook, pathwatch)
- DNS: .gov.uk domain through Jisc, records managed by Sam
- Passwords: 1Password Teams vault "Parish Council"

Website mail plugin settings (copied from WP Mail SMTP, noise):
```
host: smtp.office365.com
port: 587
encryption: tls
```
""")

R("reference_village_hall.md", "village-hall",
  "Village hall facts: rooms, rates, capacity, licence, cancellations",
  "reference", "Village hall", "rooms, hire rates, capacity, licence, refunds", """
# Village hall

The hall is owned by the parish council as custodian trustee; day-to-day running is the Village Hall
Management Committee (a separate charity).

## Rooms and rates
@@V4a@@- Main hall hire: £18/hour residents, £26/hour non-residents
@@A8a@@- Main hall: 120 standing, 80 seated
- Kitchen is included with the main hall; no separate charge
- Committee room seats 12

## Rules
@@N9a@@- Premises licence held by the council; alcohol may be sold at hires with the DPS present
@@F9a@@- Cancellation with 14+ days' notice: full refund
- No amplified music after 11pm
""")

R("reference_footpath_network.md", "footpath-network",
  "Footpath network: numbering, notable paths, who maintains what",
  "reference", "Footpath network", "path numbers, notable routes, maintenance split", """
# Footpath network

Paths are numbered HOL/1 .. HOL/23 on the Darrowshire definitive map.

@@A3a@@- HOL/7: bridleway from Church Lane to Crane End (1.9 km)
- HOL/12: footpath along the Wenn from the mill to Netherfold
- HOL/15: footpath across Glebe Farm, often ploughed out in autumn
- HOL/21: restricted byway up to the beacon

Surface and bridges are the county's job; the parish pays for strimming under the P3 scheme
(£600 a year from Darrowshire) and Colin's volunteers do the light clearance.
""")

R("reference_contacts.md", "contacts",
  "Who to contact: clerk, chair, booking secretary, warden, county officers",
  "reference", "Contacts", "names, roles, addresses", """
# Contacts

@@A1a@@- Clerk: Maggie Okonjo, clerk@hollinsbury-pc.gov.uk, 01632 960418
- Chair: Cllr David Pryce, chair@hollinsbury-pc.gov.uk
- Booking secretary: Pat Greaves (hall bookings, regular hirers)
- Footpath warden: Colin Marsh (volunteer)
- Digital: Cllr Sam Whitlow
- Darrowshire Rights of Way officer for the area: Helen Stroud
- Wyvern District planning case officers: via planning@wyvern.gov.uk
""")

R("reference_meeting_streaming.md", "meeting-streaming",
  "How hybrid meetings and recordings work",
  "reference", "Hybrid meetings", "remote attendance and recordings", """
# Hybrid meetings

The committee room has a Meeting Owl and a TV on a trolley.

@@R8a@@Hybrid meetings use Zoom (council Pro licence); the join link goes on the agenda.
@@N2a@@Recordings of council meetings are published on the council's YouTube channel the next day.

Remote councillors can take part but cannot vote (they are not "present" in law).
""")

R("reference_policies.md", "policies",
  "Which policies exist and when they are reviewed",
  "reference", "Policies", "policy list and review cycle", """
# Policies

- Financial Regulations: reviewed every May
- Grants policy: reviewed every March, before the spring round
- Complaints procedure, Code of Conduct, Data Protection, Social Media policy
- Risk assessment for the hall and the play area: annual, by F&GP
- Retention schedule: signed minutes kept permanently; booking records 6 years
""")

R("reference_glossary.md", "glossary",
  "Glossary: AGAR, RFO, TEN, PSGA and other terms that confuse the agent",
  "reference", "Glossary", "acronyms used around the council", """
# Glossary

- AGAR: Annual Governance and Accountability Return
- RFO: Responsible Financial Officer (Maggie)
- TEN: Temporary Event Notice (alcohol sales at a one-off event)
- PSGA: Public Sector Geospatial Agreement (free OS data for councils)
- P3: Parish Paths Partnership, the county's footpath grant
- DPS: Designated Premises Supervisor
- Part 2: agenda items with press and public excluded
""")

R("user_maggie.md", "maggie",
  "Maggie Okonjo, clerk and RFO: hours, how she likes things",
  "user", "Maggie (clerk)", "clerk's role, hours, working style", """
Maggie Okonjo is the clerk and RFO. Not technical; very precise about procedure and dates.

@@D6b@@Maggie (clerk and RFO) works 16 hours a week, Monday to Thursday mornings.
- Has CiLCA; knows the Local Government Act better than anyone on council
- Works from the hall office on Tuesdays, otherwise from home
""")

R("user_sam.md", "sam",
  "Cllr Sam Whitlow: writes the apps, reviews the agent's work",
  "user", "Sam (digital lead)", "who reviews code and how", """
Cllr Sam Whitlow is a software developer by day and the council's volunteer "digital lead".

- Wrote hallbook, pathwatch and minutesbot; reviews every PR the agent opens
- Prefers small PRs with a clear description over big refactors
- Usually available evenings and weekends only
""")

R("user_councillors.md", "councillors",
  "Councillors' digital comfort levels",
  "user", "Councillors", "who can do what digitally", """
- Cllr Pryce (chair): email and PDFs only; prints everything
- Cllr Shah (vice): comfortable with WordPress, edits news posts
- Cllr Bennett and Cllr Lowe: iPads, join remotely in winter
- The other five rarely use anything beyond email
""")

R("feedback_pr_workflow.md", "pr-workflow",
  "How PRs are merged on each repo",
  "feedback", "PR workflow", "branching and merge rules per repo", """
Rules Sam gave for the three repos.

@@R9a@@- hallbook: always squash-merge; one commit per PR on main
@@N1a@@- pathwatch: never squash; Sam reviews commit by commit and wants them kept
@@N7b@@- Never push to main on minutesbot, typo fixes included; always open a PR
- Branch names: `agent/<short-topic>`

**Why:** Sam got burned by a force-push on hallbook in 2025.
""")

R("feedback_summaries.md", "summaries-for-maggie",
  "Writing for Maggie: short, bullets, no jargon",
  "feedback", "Summaries for Maggie", "how to write for the clerk", """
@@A9a@@Maggie wants short bullet-point summaries, no jargon.

**Why:** she forwards them to councillors as they are.
**How to apply:** lead with what she has to do and by when.
""")

R("feedback_secrets.md", "secrets",
  "Secrets handling: never in git, 1Password only",
  "feedback", "Secrets", "where secrets live", """
@@NS7a@@Never commit `.env` files to any of the repos; secrets live in 1Password.

If a secret leaks, rotate first and tell Sam second.
""")

R("feedback_resident_email.md", "resident-email",
  "Emailing residents: always via Maggie",
  "feedback", "Emailing residents", "sign-off before any resident email", """
@@A6a@@Never email residents from a script without Maggie signing off the text first.

**Why:** a test run of the newsletter import in 2025 mailed 40 people a blank message.
""")

R("feedback_testing.md", "testing",
  "Testing expectations before commits",
  "feedback", "Testing", "what to run before committing", """
@@F8a@@Run the test suite before committing to minutesbot.

hallbook and pathwatch have slower suites; running the affected app's tests is enough there.
""")

R("feedback_deploys.md", "deploys",
  "Deploying hallbook and pathwatch: the do-nots",
  "feedback", "Deploys", "production cautions", """
@@NS4a@@Never run `manage.py flush` or `migrate --fake` against production hallbook.

Deploys go out in the evening when Pat is not taking bookings.
""")

R("feedback_database_access.md", "database-access",
  "The agent's access to production databases",
  "feedback", "Database access", "what the agent may touch in production", """
@@D10b@@The agent has read-only access to hallbook's production database (role `hallbook_ro`).

Anything that writes goes through a PR and Sam runs it.
""")

R("feedback_minutes_style.md", "minutes-style",
  "Minutes formatting: numbering, DRAFT watermark, resolutions in bold",
  "feedback", "Minutes style", "minute numbering and publishing rules", """
- Minute numbers run per civic year: 26/01, 26/02 ...
- Resolutions in bold, starting "RESOLVED that"
@@NS3a@@Never publish draft minutes without the DRAFT watermark on every page.
""")

R("feedback_theme.md", "website-theme",
  "Website theme edits: child theme only",
  "feedback", "Website theme", "where theme changes go", """
@@NS9a@@Don't edit the Astra parent theme files; changes go in the `hollinsbury-child` theme.

**Why:** parent theme updates overwrite edits.
""")

R("project_precept_2027.md", "precept-2027",
  "2027/28 budget and precept: draft numbers, timetable",
  "project", "Precept 2027/28", "budget timetable and draft figure", """
F&GP drafted the 2027/28 budget in October; full council sets the precept in January 2027.

@@O10a@@Draft precept for 2027/28: £50,100, pending the hall roof quote.
- Biggest lines: clerk salary, hall roof reserve, grass cutting, grants
- Consultation post on the website in December
""")

R("project_hallbook_postgres.md", "hallbook-postgres",
  "hallbook's database move (done March 2026)",
  "project", "hallbook database move", "the March 2026 cut-over", """
@@D2a@@Until 14 March 2026 hallbook ran on SQLite (`db.sqlite3`); the cut-over took one evening.

- Data copied with `manage.py dumpdata` / `loaddata`, checked against Pat's paper diary
- Old file archived in `/srv/hallbook/archive/`
""")

R("project_pathwatch_launch.md", "pathwatch-launch",
  "pathwatch go-live in February 2026",
  "project", "pathwatch launch", "go-live and what it replaced", """
@@S8a@@Footpath reports moved from the paper logbook at the shop to pathwatch on 2 February; the logbook is no longer used.

- Poster at the shop and on all stiles with a QR code
- 31 reports in the first month, mostly HOL/15
""")

R("project_grants_form.md", "grants-form",
  "New online grant application form (May 2026)",
  "project", "Grants form", "the move to a website form", """
@@S1a@@The Google Form for grant applications is shut down since May; applications now come through the Gravity Forms form on the website.

- Attachments go to a private uploads folder; Maggie gets an email per submission
""")

R("project_sharepoint_move.md", "sharepoint-move",
  "Document store move to SharePoint (May 2026)",
  "project", "SharePoint move", "where council documents live now", """
@@S10a@@The Dropbox "Parish Council" folder is read-only since the SharePoint move in May; new documents go to the SharePoint "Council Documents" library.

- Folder structure kept: Minutes, Agendas, Finance, Hall, Footpaths, Grants
""")

R("project_bank_switch.md", "bank-switch",
  "Council bank change: done July 2026",
  "project", "Bank switch", "the move of the council account", """
@@S3a@@Moved the council's banking to Unity Trust Bank; the Lloyds account was closed on 31 July.

- Dual authorisation set up the same way as before
- Direct debits re-pointed by Maggie in June
""")

R("project_newsletter.md", "newsletter",
  "Parish newsletter: tool change",
  "project", "Newsletter", "newsletter platform", """
@@S4a@@Switched the parish newsletter from Mailchimp to Buttondown in June (Mailchimp's free tier dropped to 500 contacts).

- Sign-up form on the website home page
""")

R("project_agm_2026.md", "annual-parish-meeting",
  "Annual Parish Meeting: when, where, format",
  "project", "Annual Parish Meeting", "the residents' meeting each spring", """
@@D9b@@The Annual Parish Meeting is held in April in the village hall main room.

- Not a council meeting: any elector can raise anything
- Groups that received grants are invited to give a two-minute update
""")

R("project_internal_audit.md", "internal-audit",
  "Internal audit provider change",
  "project", "Internal audit", "who does the internal audit", """
@@S9a@@Internal audit moved to Auditing Solutions Ltd from 2026/27; Jean Hale no longer does it after signing off 2025/26.
""")

R("project_key_safe.md", "key-safe",
  "Key safe at the hall (September 2026)",
  "project", "Hall key safe", "how hirers get in", """
@@S6a@@Installed a key safe at the hall in September; hirers no longer collect a key from Pat, hallbook emails the code.

- Code changes on the first of each month
""")

R("project_defib.md", "defibrillator",
  "The hall defibrillator: registration and checks",
  "project", "Defibrillator", "the hall defib", """
@@N4a@@The hall defibrillator is registered on The Circuit (guardian: Pat Greaves).

- Weekly visual check by Pat; pads and battery dates on the cabinet door
""")
