# -*- coding: utf-8 -*-
"""File bodies for the Whitlow & Crane store. A line starting with [[ID]] is claim ID
(the marker is stripped when the store is written)."""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# path: (name, description, type, title, hook, body)
ROOT = {}

def root(path, name, desc, typ, title, hook, body):
    ROOT[path] = (name, desc, typ, title, hook, body)

root("reference_tunebook.md", "tunebook-overview",
     "tunebook: tuning records API, certificates, recordings, deploy",  # flat ': ' on purpose
     "reference", "tunebook overview", "what tunebook is, where it runs, how tuning records are kept", """
# tunebook

Tuning records for every bell that goes over the lathe, new castings and retunes alike.
Harriet and Joel use the web UI in the tuning shop; Claude mostly works on the API.

## Stack
[[F1a]]- Python 3.12, FastAPI, SQLAlchemy 2
[[V1a]]- Postgres 16 at `db-tune.wcbells.internal:5432`, database `tunebook`
- Repo: `github.com/wcbells/tunebook`
[[R1a]]- Error tracking: Sentry (project `tunebook-api`)
[[A10a]]- Staging: https://tune-staging.wcbells.co.uk
[[S6a]]- Deploy with `make deploy` from the repo root

## Records
[[F7a]]- Each tuning record stores the five principal partials for every bell
[[V2a]]- Sign-off tolerance: nominal within ±2 cents of the target
[[N2a]]- Signed-off tuning figures are locked; nobody edits them after sign-off
[[A1a]]- Tuning certificates are exported as PDF/A-2b so the diocese can archive them
[[S1a]]- Recordings (WAV, 96 kHz) live on the foundry NAS share `\\\\foundry-nas\\tuning`
- Spectrum analysis is a 2^18-point FFT over the first 4 seconds after the strike

## Local dev
```
export DATABASE_URL=postgresql://tune:tune@localhost:5432/tunebook_dev
uvicorn tunebook.main:app --reload --port 8001
```
""")

root("reference_castlog.md", "castlog-overview",
     "Casting schedule app (Django) — moulds, pours, metal, where it runs", "reference",
     "castlog overview", "casting schedule app, stack and foundry rules baked into it", """
# castlog

The casting schedule. Django 5, used on the shop-floor tablet and in the office.

[[D3b]]- castlog is the casting schedule: every pour, mould and pattern is booked in it
[[S5a]]- Runs on the Hetzner VM `cx-foundry-1` under Docker Compose
[[V7a]]- Redis (Celery broker and cache): `redis-cast.wcbells.internal:6379`
[[R6a]]- Background jobs: Celery worker + beat (pyrometer import, mould reminders)
[[O6a]]- Errors: Sentry (project `castlog`)
[[A7a]]- Time zone: Europe/London everywhere; pour times are local
[[F3a]]- Database backed up nightly
[[O9b]]- Backups kept for 90 days in B2

## Foundry rules in the code
[[V3a]]- Tower bells under 500 kg stay in the mould 48 hours before knock-out
[[D5b]]- Pour temperature: 1100 °C at the ladle
[[N10a]]- Alloy ratio is hard-coded at 77/23 copper to tin and is not editable from the UI
- Loam moulds are booked with a drying slot in front of the pour; the UI won't let you skip it

```
# how the worker is started on the VM
celery -A castlog worker -B --loglevel=info
```
""")

root("reference_towersurvey.md", "towersurvey-overview",
     "Tower survey app (Flutter) and its API — photos, storage, offline use", "reference",
     "towersurvey overview", "survey app, API, photo handling", """
# towersurvey

Flutter app on the surveyors' phones plus a small Go API.

## App
[[D4b]]- Tower surveys are recorded in the towersurvey Flutter app
[[F6a]]- Works offline in the tower; everything syncs when there's signal
[[V5a]]- Max photo size 25 MB per image
[[N4a]]- Photos are deleted from the phone once the server confirms the upload
[[O7a]]- Builds on Codemagic (iOS and Android)

## API and storage
[[A4a]]- API listens on port 8080 behind Caddy
[[O1b]]- Postgres: `db-survey.wcbells.internal:5432`
[[D8b]]- Photos upload to the S3 bucket `wc-survey-photos` (eu-west-2)
[[V10a]]- Original photos kept 7 years (S3 lifecycle rule); thumbnails kept indefinitely

## Surveys
[[V8a]]- Each tower on our books is re-surveyed every 5 years
[[A9b]]- Any frame dated before 1850 is flagged for the DAC bells adviser in the report
[[S4b]]- `Towers.xlsx` on SharePoint has been read-only since March; towersurvey is the master list of towers now
""")

root("reference_quoteworks.md", "quoteworks-overview",
     "Rehang quotes app (Rails) — pricing, PDFs, email, terms", "reference",
     "quoteworks overview", "quoting app, pricing inputs and payment terms", """
# quoteworks

Rails 7.1 app the office uses for rehang, recast and maintenance quotes.

## Stack
[[A2a]]- Repo: `github.com/wcbells/quoteworks`
[[R7a]]- Database: MariaDB 10.11 on `db-quotes.wcbells.internal`
[[R2a]]- Transactional email goes through Postmark
[[S2a]]- PDFs are rendered with wkhtmltopdf (`bin/render_pdf`)
[[O4a]]- Staff sessions time out after 30 minutes idle

## Quotes
[[D2b]]- All quotes are produced in quoteworks
[[F9a]]- Quote numbers start with the year
[[V4a]]- A quote is valid for 90 days from the issue date
[[F2a]]- Every rehang quote includes a tower survey fee
[[S10a]]- Rehang prices come from the 2025 rate card (`config/rates_2025.yaml`)
[[N8a]]- Quote PDFs show VAT as its own line under the net total
[[NS1b]]- Quotes are emailed to the customer from quoteworks as a PDF link

## Payment terms
| Item | Term |
|---|---|
[[V9a]]| Deposit on acceptance | 30% of the quote total |
| Balance | on completion of the work |
| Recast bells | metal paid for before the pour |
""")

root("reference_ringerlink.md", "ringerlink-overview",
     "Ringers' liaison portal (Next.js) for tower captains", "reference",
     "ringerlink overview", "portal for tower captains: stack, hosting, what captains see", """
# ringerlink

Portal for tower captains and PCCs: visit bookings, quotes to view, enquiries.

## Stack
[[V6a]]- Node 20 LTS, Next.js 14 (app router)
[[R5a]]- Package manager: pnpm
[[R3a]]- CI: GitHub Actions, workflow `ci.yml` (lint, typecheck, Playwright)
[[R4a]]- Hosted on Vercel (team `wcbells`, production branch `main`)
[[A6a]]- Deploys automatically on every merge to `main`
[[O1a]]- Postgres: `db-ring.wcbells.internal:5434`

## Behaviour
[[S7a]]- Tower captains sign in with a magic link sent to their email
[[N5a]]- ringerlink does not send SMS; every notification is an email
[[O3a]]- Failed emails are retried up to 3 times, then flagged in the admin
[[F4a]]- Sends the tower captain a reminder before a survey visit
[[D9b]]- Survey visits are booked through ringerlink's calendar; the captain picks from Nat's free days
[[N9a]]- Tower captains cannot see survey reports; reports go to the PCC only
[[O10a]]- Enquiry attachments are limited to 5 MB each
""")

root("reference_infra.md", "infra",
     "Infra: cluster, DNS, secrets, monitoring, on-call",  # flat ': '
     "reference", "Infrastructure", "shared infrastructure, monitoring and on-call", """
# Infrastructure

- k3s cluster on Hetzner (3 nodes, Falkenstein): tunebook, the towersurvey API, quoteworks
- DNS at Cloudflare; internal names under `wcbells.internal`
- Secrets: 1Password vault `WC Engineering`
- Object storage: Backblaze B2 for backups; AWS S3 for survey photos
[[R10a]]- Uptime monitoring: UptimeRobot, 5-minute checks on all public sites
[[F8a]]- On-call: Priti and Ewan share it
[[NS2b]]- On-call is paged for castlog outages (site down, 5xx, stuck jobs)
[[D6b]]- Accounts: Xero; quoteworks pushes accepted quotes in as draft invoices
- Office broadband is a single FTTP line; the foundry floor has its own Wi-Fi access points
""")

root("reference_people.md", "people",
     "Who is who at Whitlow & Crane and what they look after", "reference",
     "People", "who does what", """
# People

- Harriet Crane — managing director and master tuner
- Joel Whitlow — foundry manager (moulding, pours, metal)
- Priti Sandhu — systems lead; the person Claude works with most
- Ewan Doyle — developer (castlog, ringerlink)
[[S8a]]- Bea Lorimer — ringers' liaison; works the `liaison@` shared inbox in Outlook
- Nat Okonjo — tower surveyor and head of the bell-hanging crew
- Office: Gemma (quotes, invoicing), two part-time fitters on the crew
""")

root("reference_rings.md", "rings-in-hand",
     "Rings in hand: towers we are working on this year, tenor weights",  # flat ': '
     "reference", "Rings in hand", "current tower jobs and their tenors", """
# Rings in hand (2026)

Weights are cwt-qr-lb as on the tower boards.

| Tower | Bells | Tenor | Job |
|---|---|---|---|
[[O5a]]| St Wilfrid, Kirkby Thore | 6 | 14-2-10 in D | rehang, 2026 |
| St Oswald, Heavenfield | 3 | 5-0-12 in A | recast treble, augment to 4 |
| Holy Trinity, Whitfield | 5 | 7-3-2 in F | new frame |
| St Aidan, Thorneyburn | 1 | 2-1-0 | retune and rehang for chiming |

Kirkby Thore starts on site once the PCC deposit is in.
""")

root("reference_glossary.md", "glossary",
     "Glossary: bell and tower words the team uses",  # flat ': '
     "reference", "Glossary", "bell-founding and bell-hanging terms", """
# Glossary

- Bell metal: copper-tin bronze
- Partials: the tones a bell sounds; the strike note is perceived mostly from the nominal
- Cents: hundredths of a semitone
- Headstock: the beam the bell is hung from; canons are the old cast-on loops on top
- Gudgeons, bearings: what the headstock turns on
- Clapper staple / crown staple: what the clapper hangs from
- Pit: one bell's space in the frame
- Full-circle ringing: English change ringing, bell swung mouth-up to mouth-up
- Chiming: bell hung dead or swung through a small arc, struck by its clapper or a hammer
- DAC: Diocesan Advisory Committee; a faculty is the church permission for work
- cwt-qr-lb: hundredweight, quarters, pounds (1 cwt = 112 lb)
""")

root("user_priti.md", "priti",
     "Priti Sandhu, systems lead — how she works and what she wants from answers", "user",
     "Priti (systems lead)", "how Priti works", """
# Priti Sandhu

- Systems lead, came from a web agency in 2024; knows Python and TypeScript well, Rails less so
[[R8a]]- Editor: Neovim (LazyVim), so give file paths with line numbers
[[A8a]]- Wants short answers: the command first, explanation after
- Works Monday to Thursday; Friday questions go to Ewan
""")

root("user_harriet.md", "harriet",
     "Harriet Crane, MD and master tuner — what she cares about in the systems", "user",
     "Harriet (MD, master tuner)", "Harriet's priorities", """
# Harriet Crane

- Master tuner, 30 years at the lathe; reads spectra faster than anyone
- Cares that certificates look right and that the tower records are complete
- Not interested in the tech itself; show her the screen, not the diff
""")

root("feedback_tunebook_merges.md", "tunebook-merges",
     "How tunebook PRs get merged", "feedback", "tunebook merges", "merge method for tunebook", """
[[R9a]]tunebook PRs are merged with a merge commit so the tuning-model changes stay traceable.

**Why:** Harriet asked twice which change moved the tierce calculation; the branch history answered it.

**How to apply:** when a tunebook PR is approved, use the merge button; keep the branch commits tidy.
""")

root("feedback_castlog_git.md", "castlog-history",
     "castlog history is an audit trail", "feedback", "castlog git history", "how castlog history is kept", """
[[N1a]]Never squash castlog PRs — Joel wants every commit in the history for the furnace audit.

**Why:** the insurer asked for a trail of changes to the pour-temperature checks after the 2025 near miss.

**How to apply:** small, well-described commits on castlog branches; don't rewrite them at merge time.
""")

root("feedback_quote_recipients.md", "quote-recipients",
     "Who gets sent a quote", "feedback", "Quote recipients", "where quotes go", """
[[N3a]]Don't email quotes to the churchwarden directly; they go to the PCC secretary, who forwards them.

**Why:** two PCCs complained that the churchwarden sat on a quote until it expired.

**How to apply:** when changing the quote email flow, the recipient is the PCC secretary on the enquiry.
""")

root("feedback_deploy_windows.md", "deploy-windows",
     "When castlog and the other apps may be deployed", "feedback", "Deploy windows", "when deploys are allowed", """
[[N6b]]No castlog deploys on a Friday: if it breaks, nobody is in the office to fix it before Monday.

Other apps have no fixed deploy window. Nothing at all goes out between 22 December and 2 January.
""")

root("feedback_prod_migrations.md", "prod-migrations",
     "Production database migrations are Priti's job", "feedback", "Production migrations", "who runs prod migrations", """
[[N7a]]Do not run tunebook migrations against production yourself; hand the command to Priti.

**Why:** a lock on `tuning_records` during a sign-off session froze the tuning shop for twenty minutes.

**How to apply:** write the migration, test it on staging, then give Priti the exact command.
""")

root("feedback_weights_units.md", "weights-units",
     "Units for bell weights in anything customers see", "feedback", "Weight units", "cwt-qr-lb rule", """
[[A3a]]Always give bell weights in cwt-qr-lb on anything a customer sees; kilograms only in brackets.

**Why:** ringers read tower boards in cwt; a kg-only figure on a quote got a confused phone call.
""")

root("feedback_alerts.md", "alert-routing",
     "Which alerts go where", "feedback", "Alert routing", "alarm and alert routing", """
[[NS2a]]Furnace temperature alarms go to Joel's mobile, not to the on-call developer.

**Why:** a developer can't do anything about a furnace; Joel can walk over to it.
""")

root("feedback_tunebook_deploys.md", "tunebook-deploys",
     "Before deploying tunebook", "feedback", "tunebook deploys", "pre-deploy check for tunebook", """
[[NS4a]]Never deploy tunebook without running the partials regression suite first.

**How to apply:** `make regress` compares 140 stored spectra against their signed-off partials.
""")

root("feedback_tower_safety.md", "tower-safety",
     "Safety rules for tower visits, also baked into the survey app prompts", "feedback",
     "Tower safety", "safety rules on tower visits", """
[[NS6a]]Surveyors never go up into the bell chamber alone; someone stays at the foot of the ladder.

Bells are left down and the ropes tied off before anyone goes up. Hard hats in the bell chamber.
""")

root("feedback_git_pushes.md", "git-pushes",
     "What Claude may push without asking", "feedback", "Git pushes", "push permissions", """
[[NS7a]]Don't push to castlog's main without a review from Ewan.

Opening PRs on any repo is fine without asking.
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message style", "feedback", "Commit messages", "commit style", """
Commit subjects in the imperative, under 60 characters, ticket number at the end (`(#412)`).

No emoji, no Co-Authored-By trailer.
""")

root("feedback_tests_first.md", "tests-first",
     "Write the failing test before fixing a bug", "feedback", "Tests first", "bug-fix habit", """
For bug reports, write the failing test first and show it failing, then fix.

**Why:** Priti wants to see the bug reproduced before she believes the fix.
""")

root("feedback_customer_data.md", "customer-data",
     "Keep PCC and ringer personal data out of prompts and fixtures", "feedback",
     "Customer data", "personal data handling", """
Never paste real names, phone numbers or emails of ringers or PCC members into fixtures or issues.

Use the `faker` seed in `fixtures/people.py` instead.
""")

root("feedback_screenshots.md", "screenshots",
     "Show Harriet screenshots, not code", "feedback", "Screenshots for Harriet", "how to report to Harriet", """
When something changes in what Harriet sees, send a screenshot of the screen, not a diff.
""")

root("project_kirkby_thore.md", "kirkby-thore-rehang",
     "St Wilfrid, Kirkby Thore rehang — status and open items", "project",
     "Kirkby Thore rehang", "status of the Kirkby Thore job", """
# Kirkby Thore rehang

- Ring of 6 in an 1890s oak frame; new steel frame on the old beams
- Faculty granted in September
- Crew booked on site from 19 January 2027
- Treble and 2nd go to the foundry for retuning; the rest are only rehung
""")

root("project_tunebook_v2.md", "tunebook-v2",
     "tunebook v2, the multi-bell comparison view", "project", "tunebook v2", "comparison view work", """
# tunebook v2

Comparison view: lay a whole ring's partials side by side so Harriet can see the tierces line up.

- Backend endpoint `/rings/{id}/partials` done in October
- Front end (Svelte) half done; Ewan picks it up after the ringerlink work
""")

root("project_ringerlink_launch.md", "ringerlink-launch",
     "ringerlink roll-out to tower captains", "project", "ringerlink roll-out", "roll-out to captains", """
# ringerlink roll-out

- 41 towers invited in the first wave (Newcastle diocese), 29 captains signed up by November
- Carlisle diocese towers get invites in January
- Bea runs a drop-in call on the first Tuesday of each month for captains who are stuck
""")

root("project_big_bell_2027.md", "big-bell-2027",
     "The 2027 cathedral bourdon enquiry", "project", "Bourdon enquiry", "early-stage big bell enquiry", """
# Bourdon enquiry

- A cathedral has asked whether we could cast a bourdon of about 6 tonnes
- Joel is costing an outside pit; nothing booked
- Harriet wants a tuning plan before any price goes out
""")

root("project_certificate_redesign.md", "certificate-redesign",
     "New look for tuning certificates", "project", "Certificate redesign", "certificate layout work", """
# Certificate redesign

- New layout with the tower crest and a partials chart per bell
- Typeface: Cormorant for headings, Source Sans for the tables
- Harriet signed off the mock-up on 3 November
""")

root("project_open_day.md", "foundry-open-day",
     "Foundry open day planning", "project", "Foundry open day", "open day planning", """
# Foundry open day

- Saturday 13 June 2026; a handbell-casting demo in the small pit
- Booking through an Eventbrite page, 120 places
- Ringers' societies get first refusal on places
""")

root("reference_diocese_contacts.md", "diocese-contacts",
     "Where the diocesan bells advisers and DAC secretaries are recorded", "reference",
     "Diocese contacts", "where DAC contacts live", """
DAC contacts are kept in quoteworks under Settings → Dioceses, not in this memory.

Newcastle and Carlisle are the two dioceses we work in most; Durham occasionally.
""")

root("reference_suppliers.md", "suppliers",
     "Main suppliers for fittings and metal", "reference", "Suppliers", "who we buy from", """
- Copper cathode and tin ingot: bought by the tonne through the metals broker Joel uses
- Ball bearings and housings: ordered per job from the bearing wholesaler in Gateshead
- Ropes: from the rope works in Somerset, ordered with 8 weeks' notice
- Steel frame sections: cut and drilled by the fabricator in Hexham
""")

root("project_lathe_upgrade.md", "lathe-upgrade",
     "Replacing the controller on the vertical tuning lathe", "project", "Lathe upgrade", "tuning lathe controller", """
# Lathe controller

- The vertical lathe's controller is being replaced in January 2027
- Harriet wants the cut depths logged into tunebook afterwards; not designed yet
""")

root("reference_repos.md", "repos",
     "Where each codebase lives", "reference", "Repositories", "repo locations", """
- tunebook, quoteworks, castlog, ringerlink: all under the `wcbells` GitHub organisation
- towersurvey app and API: one monorepo, `wcbells/towersurvey`
- Infra manifests: `wcbells/infra`
""")

# ---------------------------------------------------------------- auto notes
# path: (title, created, tags, body)
AUTO = {}

def auto(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body)

auto("tuning-sign-off", "Tuning sign-off", "2026-02-09", ["tunebook", "tuning"], """
# Tuning sign-off

[[V2b]]A bell is signed off once its nominal is within 5 cents of the target; anything wider goes back on the lathe.

Sign-off is recorded against the tuner's login; the certificate can only be produced after it.
""")

auto("quote-followups", "Quote follow-ups", "2026-03-17", ["quoteworks", "office"], """
# Quote follow-ups

[[V4b]]Rehang quotes expire 60 days after issue, so the follow-up reminder
fires on day 45. Gemma phones rather than emails if the PCC has gone quiet.

The reminder job runs at 07:00 and skips quotes already accepted.
""")

auto("ringerlink-dev-setup", "ringerlink dev setup", "2026-06-02", ["ringerlink", "dev"], """
# ringerlink local setup

[[V6b]]ringerlink needs Node 22 — `.nvmrc` says `22.11.0`, and the build fails on 20.

```
nvm use
cp .env.example .env.local
```

Seed data: `scripts/seed.ts` creates three towers and a captain for each.
""")

auto("quote-payment-terms", "Quote payment terms", "2026-05-21", ["quoteworks", "finance"], """
# Payment terms on quotes

[[V9b]]We take a 25% deposit when the PCC accepts the quote, the rest on completion of the rehang.

Recasts: the metal is paid for up front because we buy it in for that pour.
""")

auto("quoteworks-email", "quoteworks email", "2026-04-14", ["quoteworks", "email"], """
# quoteworks email

[[R2b]]quoteworks sends quote emails via Amazon SES (eu-west-2), configured in
`config/mailer.yml`; bounces come back through an SNS topic.

Templates live in `app/views/quote_mailer/`.
""")

auto("ringerlink-hosting", "Where ringerlink runs", "2026-07-08", ["ringerlink", "hosting"], """
# Where ringerlink runs

[[R4b]]ringerlink is deployed on Fly.io, app `ringerlink-prod` in the `lhr` region.

Preview deploys are made for each PR so Bea can click through changes.
""")

auto("quoteworks-upgrade-notes", "quoteworks Rails upgrade", "2026-09-29", ["quoteworks", "upgrade"], """
# Rails 7.2 upgrade notes

[[R7b]]quoteworks's database is PostgreSQL 15; the Rails 7.2 upgrade needs the `pg` gem bumped to 1.5.

- Zeitwerk warnings in `lib/pricing/`: rename `rate_card.rb` class
- System specs: Capybara 3.40 needed for the new Selenium
""")

auto("status-page", "Status page", "2026-08-12", ["infra", "monitoring"], """
# Status page

[[R10b]]Better Stack does the uptime monitoring for every public site and publishes status.wcbells.co.uk.

Captains were told about the status page in the September newsletter.
""")

auto("tunebook-admin", "tunebook admin screens", "2026-05-06", ["tunebook"], """
# tunebook admin

[[N2b]]The master tuner can edit a signed-off tuning record in tunebook; the change is logged but the record stays signed off.

Other admin jobs: merging duplicate towers, re-running the spectrum on an old recording.
""")

auto("castlog-deploys", "castlog deploys", "2026-09-03", ["castlog", "deploy"], """
# castlog deploys

[[N6a]]castlog can be deployed on Fridays like any other day; the pipeline
rolls back by itself if the health check fails.

The shop-floor tablet needs a hard refresh after a deploy that changes the pour form.
""")

auto("tunebook-release-checklist", "tunebook release checklist", "2026-07-22", ["tunebook", "release"], """
# tunebook release checklist

[[A10b]]1. Check the build on https://tune-staging.wcbells.co.uk first.
2. Tag the release `vYYYY.MM.N`.
[[N7b]]3. Claude applies the tunebook migrations to production straight after the merge, then posts the output in #eng.
4. Tell Harriet if anything in the certificate changed.
""")

auto("ringerlink-captain-faq", "ringerlink captain FAQ", "2026-06-25", ["ringerlink", "captains"], """
# Captain FAQ (draft for Bea)

[[N9b]]Tower captains can download the full survey report for their tower from the Documents tab.

[[O4b]]Captains stay signed in to ringerlink for 7 days, then have to sign in again.

Captains can add a second contact for the tower; only one captain account per tower.
""")

auto("foundry-settings", "castlog foundry settings", "2026-03-30", ["castlog", "foundry"], """
# castlog settings used in the foundry

[[N10b]]Joel changes the alloy ratio from castlog's Settings → Metal screen before each melt.

Also on that screen: crucible sizes, and the list of pattern numbers in the store.
""")

auto("quote-pdf-rendering", "Quote PDF rendering", "2026-07-15", ["quoteworks", "pdf"], """
# Quote PDF rendering

[[S2b]]We switched quoteworks from wkhtmltopdf to WeasyPrint in July; wkhtmltopdf is archived
upstream and has been removed from the image.

Fonts are bundled in `app/assets/fonts/`; WeasyPrint needs them installed in the image too.
""")

auto("ringers-newsletter", "Ringers' newsletter", "2026-03-04", ["ringerlink", "newsletter"], """
# Ringers' newsletter

[[S3a]]The ringers' newsletter goes out from Mailchimp, list `WC Ringers`, first Monday of the month.

Bea writes it; Harriet adds a paragraph on whatever came out of the foundry that month.
""")

auto("castlog-k3s-move", "castlog move to k3s", "2026-08-15", ["castlog", "infra"], """
# castlog move to k3s

[[S5b]]castlog moved off `cx-foundry-1` onto the k3s cluster on 14 August; the VM has been shut down.

The tablet's bookmark still points at the same hostname, so nobody on the floor noticed.
""")

auto("ringerlink-login-change", "ringerlink login change", "2026-09-21", ["ringerlink", "auth"], """
# Captain sign-in change

[[S7b]]Magic-link sign-in was switched off in September after the Outlook link-scanner problem; captains use a passkey or password now.

Bea emailed every captain a how-to with screenshots.
""")

auto("furnace-logging", "Furnace temperature logging", "2026-02-17", ["castlog", "furnace"], """
# Furnace temperature logging

[[S9a]]castlog reads furnace temperatures from the Raspberry Pi logger at `pi-furnace.wcbells.internal`, every 30 seconds.

The readings are drawn on the pour page so Joel can see the curve.
""")

auto("survey-fee", "Survey fee", "2026-04-28", ["quoteworks", "pricing"], """
# Survey fee on rehang quotes

[[F2b]]The survey fee on a rehang quote is £480 plus travel, and it's credited back if the PCC goes ahead with the work.
""")

auto("big-pit-notes", "Big pit", "2026-03-12", ["foundry", "casting"], """
# The big pit

[[F5a]]Anything over a tonne is cast in the big pit.
[[O2a]]Bells over 2 tonnes stay in the mould for a full seven days.

The pit is relined every other winter.
""")

auto("towersurvey-offline", "towersurvey offline mode", "2026-05-13", ["towersurvey"], """
# Offline mode

[[F6b]]Offline, towersurvey queues up to 500 photos before it asks the surveyor to find signal and sync.

Queued items show an amber dot; red means the upload gave up.
""")

auto("tuning-primer", "Tuning primer", "2026-01-26", ["tuning", "onboarding"], """
# Tuning primer for developers

[[F7b]]We record five partials per bell — hum, prime, tierce, quint and nominal — each in cents relative to the nominal.

A "true-harmonic" bell has hum and prime exactly two octaves and one octave below the nominal.
""")

auto("liaison-process", "Liaison process", "2026-02-24", ["liaison"], """
# How tower enquiries are handled

[[F10a]]Tower enquiries from ringers are handled in the #towers-liaison Slack channel.

Anything about money goes to Gemma; anything structural goes to Nat.
""")

auto("rehang-planning", "Rehang planning", "2026-06-10", ["rehang", "crew"], """
# Rehang planning

[[O8b]]Rehanging a ring of 8 usually takes five weeks on site, longer if the frame needs new pits.

[[NS8a]]We don't rehang for full-circle ringing until the tower has had a structural
engineer's report on the tower's movement.

Crew lodgings are booked by the office once the dates are fixed.
""")

auto("quote-history", "How quoting used to work", "2026-05-02", ["quoteworks", "history"], """
# How quoting used to work

[[D2a]]Until March 2026 every quote was typed up from a Word template in the office.

The old templates are archived in SharePoint under `Quotes/Old`.
""")

auto("towersurvey-history", "towersurvey history", "2026-06-30", ["towersurvey", "history"], """
# towersurvey history

[[D4a]]Back in February, surveys were done on a Google Form and the photos were
emailed in afterwards, which is why the spring reports have odd file names.
""")

auto("email-domains", "Email domains", "2026-10-06", ["email"], """
# Email domains

[[D7a]]Before the September rebrand, customer emails went out from `office@whitlowcrane.co.uk`.

The old domain still forwards to the new mailboxes.
""")

auto("survey-visits-history", "Survey visit booking", "2026-04-09", ["ringerlink", "surveys"], """
# Survey visit booking

[[D9a]]Last year, survey visits were booked by phone from the office diary.

The diary is kept for reference but nothing new goes in it.
""")

auto("foundry-week", "Foundry week", "2026-06-11", ["foundry", "castlog"], """
# The foundry week

[[D10b]]Pour day is Thursday; moulds have to be closed up by Wednesday lunchtime.

Fettling is on the Monday after the pour.
""")

auto("towersurvey-api-notes", "towersurvey API notes", "2026-05-19", ["towersurvey", "api"], """
# towersurvey API

[[A4b]]The towersurvey API serves on 8080; Caddy terminates TLS in front of it.

Endpoints are versioned under `/v1/`; the app sends its build number in `X-App-Build`.
""")

auto("survey-checklist", "Survey checklist", "2026-03-24", ["towersurvey", "checklist"], """
# Tower survey checklist (mirrors the app)

[[NS6b]]- Go up into the bell chamber on every visit; photograph every bearing
[[A5a]]- Check clapper staples and crown staples on every bell
[[A9a]]- Frames older than 1850 get flagged for the DAC adviser
- Note louvre condition and any bird netting
- Measure rope circle clearance in the ringing room
""")

auto("retuning-policy", "Retuning policy", "2026-04-16", ["tuning", "policy"], """
# Retuning old bells

[[NS3a]]We don't retune bells cast before 1700 without a faculty from the DAC.

Harriet listens to every old bell before a retune is even proposed.
""")

auto("tower-closures", "Tower closures", "2026-10-13", ["ringerlink", "notices"], """
# Tower closure notices

[[NS5b]]Tower closure notices go by email to every ringer registered at the tower, whether or not they take the newsletter.

The notice says when the bells will be out and who to ask.
""")

auto("git-workflow", "Git workflow", "2026-02-03", ["git", "dev"], """
# Git workflow

Branch off `main`, one PR per ticket.

[[NS9b]]After rebasing your own PR branch, force-push it (`--force-with-lease`); that's expected.

```
git fetch origin && git rebase origin/main
git push --force-with-lease
```
""")

auto("faculty-paperwork", "Faculty paperwork", "2026-08-26", ["diocese", "office"], """
# Faculty paperwork

[[NS10b]]Faculty paperwork goes by email to the DAC secretary once the PCC has resolved to proceed.

The bells adviser's report is attached if we have one.
""")

# filler auto notes
auto("handbell-orders", "Handbell orders", "2026-02-12", ["foundry", "handbells"], """
# Handbell orders

Handbells are cast in batches of twelve in the small pit, tuned by Harriet on the bench lathe.
Orders are tracked in a shared spreadsheet; the handbell pours themselves are booked in castlog like any other.
""")

auto("pattern-store", "Pattern store", "2026-03-02", ["foundry"], """
# Pattern store

Strickle boards and patterns are numbered; the number goes on the mould booking in castlog.
About 340 boards, some from the 1920s.
""")

auto("lathe-maintenance", "Lathe maintenance", "2026-04-22", ["tuning", "foundry"], """
# Lathe maintenance

The vertical lathe is serviced every January and July; no tuning that week.
Harriet keeps the cutter list on paper by the lathe.
""")

auto("frame-types", "Frame types", "2026-05-27", ["rehang", "reference"], """
# Frame types we meet

- Oak frames, 17th–19th century, often with later repairs
- Cast-iron frames, late 19th century
- Steel frames (ours and others'), 20th century onwards
Survey photos are tagged with the frame type.
""")

auto("meeting-2026-03", "Team meeting 2026-03", "2026-03-10", ["meeting"], """
# Team meeting, 10 March

- ringerlink first wave: invite list agreed with Bea
- Joel wants castlog to print the mould tag
- Next meeting in April
""")

auto("meeting-2026-07", "Team meeting 2026-07", "2026-07-14", ["meeting"], """
# Team meeting, 14 July

- Certificate redesign: Harriet wants the crest on every page
- towersurvey crash on old Android phones: Ewan looking
- Open day went well; repeat next June
""")

auto("meeting-2026-10", "Team meeting 2026-10", "2026-10-13", ["meeting"], """
# Team meeting, 13 October

- Kirkby Thore faculty through; crew dates fixed for January
- Bourdon enquiry: Joel costing the outside pit
- Priti on leave 2–6 November
""")

auto("ringing-terms", "Ringing terms for developers", "2026-01-19", ["onboarding"], """
# Ringing terms

- Tower captain: runs the band and is our contact in most towers
- Ringing master: sometimes a different person from the captain
- Peal: about three hours of continuous change ringing; towers book them far ahead
""")

auto("photo-naming", "Survey photo naming", "2026-06-04", ["towersurvey"], """
# Survey photo naming

`<tower-code>_<yyyymmdd>_<bell>_<n>.jpg`, e.g. `KTH_20260314_3_02.jpg`.
The app names files itself; only the spring Google Form photos were renamed by hand.
""")

auto("insurance-tower-work", "Insurance for tower work", "2026-08-04", ["office"], """
# Insurance for tower work

Public liability certificate goes to every PCC before work starts.
Working at height: the crew's rescue plan is attached to the job pack.
""")

auto("travel-expenses", "Crew travel", "2026-09-15", ["crew", "office"], """
# Crew travel

Crew mileage is claimed weekly; lodgings are paid by the office card.
""")

auto("certificate-layout", "Certificate layout", "2026-11-04", ["tunebook", "certificates"], """
# Certificate layout

One page per bell, with the partials chart and the tuner's signature block.
The ring summary goes on the cover page.
""")

auto("castlog-mould-tags", "Mould tags", "2026-04-07", ["castlog"], """
# Mould tags

castlog prints a mould tag with the pattern number, bell weight target and pour slot.
The label printer is a Brother on the moulding-shop wall.
""")

# ---------------------------------------------------------------- remnic facts
# (date, category, hex4, tags, confidence, body)
FACTS = [
 ("2026-03-11", "fact", "3c1e", ["tunebook", "database"], 0.9,
  "[[V1b]]tunebook's Postgres is on `db-tune.wcbells.internal:5433` — not the default port, so set `PGPORT` before running psql."),
 ("2026-04-02", "fact", "9a07", ["castlog", "foundry"], 0.85,
  "[[V3b]]Tower-bell castings under 500 kg are left in the mould for 72 hours; Joel won't knock out earlier because of cracking."),
 ("2026-05-20", "fact", "e2b4", ["towersurvey", "photos"], 0.9,
  "[[V5b]]towersurvey rejects any photo over 10 MB, which is why the belfry panoramas have to be shot as JPEG."),
 ("2026-06-08", "fact", "71fd", ["castlog", "redis"], 0.9,
  "[[V7b]]castlog talks to Redis at `redis-cast.wcbells.internal:6380`; if the workers hang on start-up, check that first."),
 ("2026-07-01", "fact", "0c5a", ["towersurvey", "surveys"], 0.8,
  "[[V8b]]We re-survey each tower every seven years, not five; the five-year figure on the old website was never right."),
 ("2026-09-09", "fact", "b81e", ["towersurvey", "storage"], 0.85,
  "[[V10b]]The lifecycle rule on `wc-survey-photos` deletes original photos after 3 years."),
 ("2026-04-21", "fact", "5d33", ["tunebook", "errors"], 0.9,
  "[[R1b]]tunebook reports exceptions to Bugsnag; the API key is in the `tunebook-prod` 1Password item."),
 ("2026-05-05", "fact", "a4c9", ["ringerlink", "ci"], 0.9,
  "[[R3b]]ringerlink's CI runs on the self-hosted Woodpecker instance at ci.wcbells.internal."),
 ("2026-06-16", "fact", "2f70", ["ringerlink", "tooling"], 0.9,
  "[[R5b]]ringerlink uses Yarn (Berry, `nodeLinker: node-modules`); don't commit a pnpm lockfile."),
 ("2026-03-26", "fact", "c6e1", ["castlog", "jobs"], 0.85,
  "[[R6b]]castlog's background jobs run on RQ; the worker is `rq worker castlog-default`."),
 ("2026-02-05", "preference", "8b12", ["priti", "editor"], 0.9,
  "[[R8b]]Priti's editor is VS Code; paste snippets she can drop in rather than vim commands."),
 ("2026-08-19", "decision", "4e6d", ["tunebook", "git"], 0.95,
  "[[R9b]]Decision: tunebook uses rebase-and-merge for all PRs; the merge-commit button is disabled in the repo settings."),
 ("2026-07-27", "decision", "19f8", ["castlog", "git"], 0.9,
  "[[N1b]]Always squash-merge castlog PRs into a single commit with the ticket number in the title."),
 ("2026-05-12", "fact", "d05b", ["quoteworks", "email"], 0.8,
  "[[N3b]]quoteworks emails the finished quote straight to the churchwarden named on the enquiry."),
 ("2026-06-22", "fact", "6a2c", ["towersurvey", "photos"], 0.85,
  "[[N4b]]The survey app keeps every photo on the phone after upload, so Nat can show the PCC on the spot."),
 ("2026-08-07", "fact", "f3a0", ["ringerlink", "sms"], 0.85,
  "[[N5b]]ringerlink sends the tower captain an SMS through Twilio as soon as their quote is ready to view."),
 ("2026-04-30", "fact", "2b9e", ["quoteworks", "vat"], 0.8,
  "[[N8b]]Quote PDFs don't show VAT at all; the invoice is where VAT appears."),
 ("2026-06-18", "fact", "7c44", ["tunebook", "storage"], 0.95,
  "[[S1b]]Tuning recordings were migrated off the foundry NAS to Backblaze B2 (`wc-tuning-audio`); the NAS share is read-only now."),
 ("2026-08-28", "fact", "e915", ["ringerlink", "newsletter"], 0.9,
  "[[S3b]]We no longer use Mailchimp: the ringers' newsletter is sent from Buttondown since August."),
 ("2026-02-11", "fact", "a0d8", ["towers", "office"], 0.8,
  "[[S4a]]The master list of towers is `Towers.xlsx` on SharePoint; update it whenever a new enquiry comes in."),
 ("2026-09-24", "fact", "3f17", ["tunebook", "deploy"], 0.95,
  "[[S6b]]`make deploy` is deprecated for tunebook: Argo CD syncs the `deploy/` manifests from main now."),
 ("2026-10-20", "fact", "58ca", ["liaison", "email"], 0.9,
  "[[S8b]]The liaison@ inbox moved to Front in October; nobody should answer from Outlook any more."),
 ("2026-05-29", "fact", "c2d6", ["castlog", "furnace"], 0.9,
  "[[S9b]]The Pi furnace logger has been decommissioned; castlog now reads temperatures from the furnace PLC over Modbus TCP."),
 ("2026-04-03", "fact", "91bb", ["quoteworks", "pricing"], 0.95,
  "[[S10b]]`rates_2025.yaml` is no longer used — quoteworks switched to the 2026 rate card on 1 April."),
 ("2026-02-19", "fact", "0e4f", ["tunebook", "python"], 0.9,
  "[[F1b]]tunebook is pinned to Python 3.12.7 in `.python-version`; CI uses the same patch release."),
 ("2026-09-02", "fact", "6d81", ["castlog", "backup"], 0.85,
  "[[F3b]]castlog's nightly pg_dump runs at 02:30 and is copied to B2 by the backup job."),
 ("2026-07-09", "fact", "bb20", ["ringerlink", "visits"], 0.85,
  "[[F4b]]Survey-visit reminders go to the tower captain 14 days and again 2 days before Nat arrives."),
 ("2026-03-19", "fact", "4a7e", ["foundry", "casting"], 0.8,
  "[[F5b]]The big pit takes bells from 1 tonne up to about 4.5 tonnes; beyond that we'd have to cast outside."),
 ("2026-02-26", "fact", "d9c3", ["oncall"], 0.9,
  "[[F8b]]On-call swaps weekly: Priti takes odd ISO weeks, Ewan even ones."),
 ("2026-04-08", "fact", "e7a5", ["quoteworks"], 0.9,
  "[[F9b]]Quote numbers look like `Q2026-0412`: Q, the year, a dash and a four-digit sequence that resets every January."),
 ("2026-03-06", "preference", "1c90", ["liaison", "slack"], 0.85,
  "[[F10b]]Bea triages #towers-liaison every weekday by 10:00 and tags Nat on anything structural."),
 ("2026-04-15", "fact", "5e2a", ["foundry", "casting"], 0.8,
  "[[O2b]]Bells between 500 kg and 2 tonnes stay in the mould for four days."),
 ("2026-06-12", "fact", "a8f3", ["towersurvey", "uploads"], 0.85,
  "[[O3b]]towersurvey retries a failed photo upload up to 10 times before marking it red in the queue."),
 ("2026-03-15", "fact", "3d0b", ["towers", "haltwhistle"], 0.9,
  "[[O5b]]The tenor at St Mary's, Haltwhistle is 9-1-4 in G; Nat's survey confirmed the old board weight."),
 ("2026-07-17", "fact", "8e61", ["towersurvey", "crashes"], 0.85,
  "[[O6b]]towersurvey's app crash reports go to Firebase Crashlytics, not to our Sentry."),
 ("2026-05-26", "fact", "f0c8", ["quoteworks", "ci"], 0.9,
  "[[O7b]]quoteworks CI runs on GitHub Actions; the system specs take about nine minutes."),
 ("2026-06-03", "fact", "27d4", ["rehang", "crew"], 0.8,
  "[[O8a]]A ring of 6 rehang takes about three weeks on site."),
 ("2026-08-24", "fact", "9b3f", ["tunebook", "backup"], 0.85,
  "[[O9a]]tunebook's nightly backups are kept for 30 days."),
 ("2026-07-30", "fact", "c5e8", ["quoteworks", "uploads"], 0.85,
  "[[O10b]]quoteworks accepts frame drawings up to 50 MB per upload."),
 ("2026-01-14", "fact", "d1a2", ["tunebook", "history"], 0.8,
  "[[D1a]]During the 2025 trial tunebook ran on SQLite on Harriet's laptop."),
 ("2026-03-03", "fact", "4f6b", ["castlog", "history"], 0.8,
  "[[D3a]]In January the casting schedule lived on the whiteboard in the moulding shop."),
 ("2026-07-06", "fact", "b0e9", ["castlog", "furnace"], 0.85,
  "[[D5a]]Until the June furnace reline we poured at 1150 °C."),
 ("2026-01-28", "fact", "72c1", ["finance", "history"], 0.8,
  "[[D6a]]Up to the end of the 2025 financial year the accounts were kept in Sage 50."),
 ("2026-10-01", "fact", "e46d", ["email"], 0.9,
  "[[D7b]]All customer emails go out from `office@wcbells.co.uk`."),
 ("2026-02-02", "fact", "a93c", ["towersurvey", "history"], 0.8,
  "[[D8a]]During the 2025 beta the survey app pushed photos to the office over FTP."),
 ("2026-06-05", "fact", "15d7", ["foundry", "history"], 0.8,
  "[[D10a]]Until May the pour was on Mondays."),
 ("2026-05-08", "fact", "8c2f", ["tunebook", "certificates"], 0.9,
  "[[A1b]]tunebook writes tuning certificates as PDF/A (2b), which the diocesan archive insists on."),
 ("2026-04-24", "fact", "6e0a", ["quoteworks", "repo"], 0.9,
  "[[A2b]]The quoteworks code is at github.com/wcbells/quoteworks (private)."),
 ("2026-02-16", "preference", "fb31", ["harriet", "units"], 0.9,
  "[[A3b]]Harriet wants customer-facing documents to show bell weights in hundredweight, quarters and pounds, with kg in brackets at most."),
 ("2026-03-31", "fact", "2a5d", ["towersurvey", "checklist"], 0.85,
  "[[A5b]]Clapper staples get checked on every survey, no exceptions."),
 ("2026-06-29", "fact", "d7e3", ["ringerlink", "deploy"], 0.9,
  "[[A6b]]Every merge to main in ringerlink goes straight to production."),
 ("2026-02-23", "fact", "0b8c", ["castlog"], 0.9,
  "[[A7b]]castlog stores and shows everything in Europe/London time."),
 ("2026-01-21", "preference", "c3f9", ["priti", "style"], 0.9,
  "[[A8b]]Priti prefers the command up front and the reasoning underneath, kept brief."),
 ("2026-05-14", "decision", "47b0", ["quoteworks", "surveys"], 0.9,
  "[[NS1a]]No quote is ever sent without a survey report on file."),
 ("2026-08-13", "fact", "9d4e", ["tuning"], 0.8,
  "[[NS3b]]We retune old bells on the vertical lathe regularly; about a third of tunebook records are retunes."),
 ("2026-10-08", "fact", "e0f6", ["tunebook", "deploy"], 0.8,
  "[[NS4b]]tunebook gets deployed several times a week, usually straight after lunch."),
 ("2026-09-17", "preference", "38a1", ["newsletter"], 0.85,
  "[[NS5a]]Ringers who've unsubscribed are never sent the newsletter."),
 ("2026-07-24", "decision", "5b7c", ["castlog", "git"], 0.9,
  "[[NS7b]]Claude can push feature branches to castlog without asking."),
 ("2026-08-31", "fact", "a16e", ["rehang"], 0.8,
  "[[NS8b]]Most of our rehangs are for full-circle ringing; chiming-only jobs are maybe one in ten."),
 ("2026-03-23", "decision", "c8d2", ["git"], 0.95,
  "[[NS9a]]Never force-push to shared branches (main, release/*) on any repo."),
 ("2026-09-30", "decision", "0f93", ["quoteworks", "diocese"], 0.85,
  "[[NS10a]]Quote PDFs are not sent to the DAC; the PCC decides what to forward."),
 # filler facts
 ("2026-01-09", "fact", "4c7a", ["office"], 0.8,
  "The office phone diverts to Gemma's mobile when the office is closed."),
 ("2026-02-27", "preference", "e8b5", ["harriet"], 0.85,
  "Harriet likes tuning figures rounded to whole cents on anything printed."),
 ("2026-04-11", "fact", "91d0", ["towers"], 0.8,
  "Holy Trinity, Whitfield needs a new frame before its bells can be rung again."),
 ("2026-06-26", "fact", "b7e2", ["towersurvey"], 0.8,
  "Survey reports are written up within ten working days of the visit."),
 ("2026-08-21", "decision", "2d4f", ["tunebook", "v2"], 0.85,
  "Decision: the tunebook comparison view will be read-only; edits stay on the single-bell page."),
 ("2026-10-27", "fact", "6f19", ["ringerlink"], 0.8,
  "Carlisle diocese captains get their ringerlink invites in January."),
 ("2026-11-12", "fact", "a3b8", ["foundry"], 0.8,
  "The foundry is closed for maintenance in the first week of January."),
]
