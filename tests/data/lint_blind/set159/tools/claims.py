"""Claim table: id -> claim line (verbatim body line), and the 90 labelled pairs.

Each pair: (pair_id, label, class, claim_id_a, claim_id_b, note). The files are found from the
@@ID@@ markers in the content modules; build.py orders a/b by path.
"""

C = {
# ---------------- contradiction / value_slot
"V1a": "- Postgres: `db.wrenfield.internal:5432`, database `quotebench`, user `qb_app`",
"V1b": "quotebench's Postgres is on `db.wrenfield.internal:5433` (the Debian packaging put the cluster there, not on the default port).",
"V2a": "- Grisaille paint firings peak at 677 °C with a 10 minute soak",
"V2b": "Kiln 2 takes grisaille paint firings up to 660 °C and holds for 10 minutes; any hotter and the Reusche tracing black starts to bubble.",
"V3a": "- Quotes are valid for 90 days from the date printed on them",
"V3b": "Priti confirmed that quotebench quotes expire after 60 days; the portal greys out the Accept button once they lapse.",
"V4a": "- Reorder lead came when any profile drops below 20 lengths",
"V4b": "Lead came gets reordered once a profile falls under 12 lengths; the supplier delivers inside a week, so holding more just ties up cash.",
"V5a": "- Python 3.11, FastAPI, runs as the `kilnlog` systemd service on kilnpi",
"V5b": "kilnlog requires Python 3.12 (it uses the `type` alias syntax), so the stock 3.11 on the old SD card image",
"V6a": "- Nightly snapshots are kept for 30 days, then pruned by `restic forget`",
"V6b": "Backup retention is 14 days for the nightly snapshots; Callum set it that way to keep the off-site copy small.",
"V7a": "- Deposit on church commissions: 30%, invoiced when the faculty is granted",
"V7b": "- Church commissions take a 25% deposit, invoiced once the faculty comes through",
"V8a": "- Kiln 1 anneal hold: 60 minutes at 482 °C for anything up to 6 mm thick",
"V8b": "For 6 mm fused panels kiln 1 holds the anneal at 482 °C for 90 minutes; Jo's cracked roundel was a short-anneal job.",
"V9a": "| Survey report to the parish | within 5 working days of the visit | Tomasz |",
"V9b": "Survey reports go to the parish within 10 working days of the visit,",
"V10a": "- Photo uploads are capped at 25 MB per file; RAW files go to the NAS instead",
"V10b": "The visits app rejects photo uploads over 10 MB per file. Phone JPEGs are fine; RAW never fitted anyway.",
# ---------------- contradiction / role_slot
"R1a": "- Transactional email (quote sent, quote accepted, reminders) goes through Postmark",
"R1b": "quotebench sends its quote emails through Mailgun, and bounces from diocesan addresses",
"R2a": "- Error tracking for every studio app: Sentry (EU region), one project per app",
"R2b": "Exceptions from quotebench, glassbin, kilnlog and visits are all reported to GlitchTip, which Callum self-hosts on glaze-01.",
"R3a": "- Hosted on Render (web service plus managed Postgres), auto-deploys from `main`",
"R3b": "The visits app lives on Fly.io in the `lhr` region; `fly deploy` from the repo root is all it takes.",
"R4a": "- CI: GitHub Actions (`.github/workflows/test.yml`), pytest on every push",
"R4b": "kilnlog's tests run on the Woodpecker CI instance on glaze-01; the GPIO mocks need our own runner.",
"R5a": "- Front-end assets (the portal's Alpine and Tailwind bits) are built with pnpm",
"R5b": "Install the portal's front-end dependencies with npm and build with `npm run build`; the lockfile is `package-lock.json`.",
"R6a": "- Invoices are raised in Xero; quotebench pushes accepted quotes across as draft invoices",
"R6b": "The studio's bookkeeping is in FreeAgent: accepted quotes become FreeAgent invoices through the API and Priti approves them on Fridays.",
"R7a": "In the visits repo, PRs are merged with a merge commit so the history shows which branch each change came from.",
"R7b": "For visits, rebase the branch onto main and fast-forward; Callum wants a linear history in that repo.",
"R8a": "- Background jobs (PDF rendering, reminder emails) run on Celery with Redis as the broker",
"R8b": "Quote PDFs are rendered by a Dramatiq worker (`dramatiq quotes.tasks`), with WeasyPrint installed in the worker image.",
"R9a": "- Off-site backups: restic to a Backblaze B2 bucket (`wrenfield-backups`)",
"R9b": "Backups are pushed with restic to the Hetzner Storage Box (BX11) over SFTP, which is our only off-site copy.",
"R10a": "- Kiln 1 controller: Bartlett Genesis, read over its Wi-Fi module",
"R10b": "Kiln 1 runs an Orton Express controller; kilnlog reads it through the RS-485 adapter on the Pi.",
# ---------------- contradiction / negation
"N1a": "Never leave kiln 2 firing unattended overnight; paint firings are started early enough to finish before 6 pm.",
"N1b": "Kiln 2 paint runs are fired overnight and unattended, to use the cheap-rate electricity.",
"N2a": "- PRs are always squash-merged; the PR title becomes the commit message",
"N2b": "Never squash quotebench PRs: the individual commits explain the pricing logic far better than one big commit.",
"N3a": "- Quotes always go out as a PDF attachment, so the parish has something to print for the PCC",
"N3b": "Don't attach quote PDFs to emails; send the portal link only, because diocesan spam filters strip attachments.",
"N4a": "- Clients are welcome to drop in during opening hours, no appointment needed",
"N4b": "No walk-in visitors in the workshop: clients see the studio by appointment only, because of the lead and the kilns.",
"N5a": "Run the quotebench migrations on production yourself after a deploy; Callum is fine with that as long as the plan is posted in #dev first.",
"N5b": "The agent never runs migrations against the production database; it writes them and Callum applies them.",
"N6a": "- Every restoration survey report is signed off by Tomasz before it goes to the parish",
"N6b": "Restoration survey reports go straight to the parish from whoever did the visit; Tomasz doesn't sign them off.",
"N7a": "- Keep the GPS geotags on site photos; the visits app uses them to pin each photo to the building plan",
"N7b": "Site photos never keep their geotags: the upload step strips the GPS EXIF before anything is stored.",
"N8a": "- The tower scaffold is always put up by two people, at least one of them PASMA-trained",
"N8b": "Tomasz puts the small 4 m tower scaffold up on his own when Jo is at college.",
"N9a": "- Prices on church quotes include VAT",
"N9b": "Church quotes never include VAT in the headline price; VAT sits on its own line because parishes reclaim it through the LPWGS.",
"N10a": "Friday afternoon is the normal production deploy slot for quotebench, once Priti's weekly quote run is done.",
"N10b": "Never deploy quotebench to production on a Friday; nobody is around at the weekend if the portal breaks.",
# ---------------- contradiction / stale_vs_change
"S1a": "Glass offcuts are logged on the whiteboard in the cutting room; whoever cuts writes the colour and size up.",
"S1b": "Offcuts are no longer written on the whiteboard: since 2026-03-16 they are logged in glassbin's offcut view, and the board has been taken down.",
"S2a": "- Firing logs are written to SQLite at `/var/lib/kilnlog/firings.db`",
"S2b": "kilnlog switched from SQLite to the Postgres on glaze-01 (schema `kilnlog`) in August, so firing history survives an SD card dying.",
"S3a": "Priti sends client quotes from her own mailbox (priti@wrenfieldglass.co.uk) so replies come straight to her.",
"S3b": "Quotes no longer go out from personal mailboxes; everything is sent from quotes@wrenfieldglass.co.uk and lands in the shared inbox.",
"S4a": "- After a visit, the full-resolution set goes into the Dropbox folder `Surveys/<parish>/<date>`",
"S4b": "The studio Dropbox account was shut down at the end of June; site photos are uploaded to the visits app and nowhere else.",
"S5a": "- Kiln 3 (the old Skutt) is used for test tiles and paint samples",
"S5b": "Kiln 3 was decommissioned in July (element failure, not worth fixing); test tiles now go into kiln 2 alongside the paint firings.",
"S6a": "- Parishes can pay by cheque, made out to Wrenfield Glass Studio Ltd",
"S6b": "We stopped accepting cheques from 1 April: the bank closed its York branch and paying in by post took weeks.",
"S7a": "The website enquiry form posts to `/api/v1/quotes` on quotebench, which creates a draft quote straight away.",
"S7b": "- `/api/v1/quotes` is deprecated and returns 410; the website form uses `/api/v2/enquiries`",
"S8a": "Deploy quotebench with `fab deploy:prod` from your laptop; it pulls on glaze-01 and restarts gunicorn.",
"S8b": "Switched quotebench deploys from Fabric to Kamal in May; `kamal deploy` builds the image and the old fabfile has been deleted.",
"S9a": "- Lead came comes from Calder Industrial Materials, ordered by the pallet",
"S9b": "We no longer buy came from Calder after their March price rise; Cashmores supply all our lead now.",
"S10a": "kilnlog texts Tomasz through Twilio when a kiln overshoots its target by more than 15 °C.",
"S10b": "Twilio is deprecated for kilnlog: overshoot alerts go out through ntfy (topic `wrenfield-kilns`) and the Twilio number is being released.",
# ---------------- non_contradiction / refinement
"F1a": "- Restoration quotes include a site survey fee of £180",
"F1b": "The £180 survey fee on restoration quotes is credited back if the parish goes ahead with the work within 6 months.",
"F2a": "- Backups run nightly at 02:30",
"F2b": "The nightly backup starts at 02:30 UTC: a `pg_dump` of each database first,",
"F3a": "Lint with ruff before committing; CI fails on any ruff error.",
"F3b": "ruff runs with line-length 100 and the isort (`I`) rules switched on in all our Python repos.",
"F4a": "- Site visits are booked in the visits app calendar",
"F4b": "Visits-app bookings at the Minster also need the clerk of works to confirm the slot, usually two weeks ahead.",
"F5a": "- Glass suppliers are paid on 30-day terms",
"F5b": "Lamberts are on 30-day terms as well, except that the first order of each calendar year is paid pro-forma.",
"F6a": "Staging deploys automatically on every merge to `main`.",
"F6b": "Staging redeploys on each merge to `main` unless the merge commit message contains `[skip deploy]`.",
"F7a": "- Came stock is counted in 2 m lengths",
"F7b": "At stocktake, H-section came is counted in 2 m lengths and U-section by the box of 25.",
"F8a": "- Photos must be at least 12 MP",
"F8b": "The 12 MP minimum still applies for tracery lights, but shoot those from the tripod with bracketed exposures.",
"F9a": "Client names never go in log lines.",
"F9b": "Logs never include a client's name; log the `client_id` or `parish_id` instead,",
"F10a": "- Polls each kiln controller every 30 seconds",
"F10b": "kilnlog polls every 30 seconds, dropping to every 5 seconds over the last 100 °C of a ramp so the overshoot alarm isn't late.",
# ---------------- non_contradiction / other_subject
"O1a": "- Redis (live readings cache): `redis.wrenfield.internal:6380`",
"O1b": "quotebench uses the Redis at `redis.wrenfield.internal:6379` for sessions and the page cache.",
"O2a": "Silver stain firings in kiln 2 peak at 580 °C, and they're shorter than the grisaille runs.",
"O3a": "Domestic commissions (front doors, fanlights, memorial panels in houses) take a 50% deposit with the order.",
"O4a": "Copper foil (7/32 inch, black-backed) is reordered when fewer than 12 rolls are left on the shelf.",
"O5a": "The supporters' newsletter goes out through Buttondown, about four times a year.",
"O6a": "Kiln 2's controller is a Bartlett Genesis with the Wi-Fi module fitted.",
"O7a": "- Runs on glaze-01 under Docker Compose, behind Caddy",
"O8a": "quotebench's CI is GitHub Actions: tests, ruff and a missing-migrations check on every PR.",
"O9a": "glassbin PRs get squash-merged; it's a one-person repo and the commit noise isn't worth keeping.",
"O10a": "quotebench is on Python 3.12 and Django 5.1.",
# ---------------- non_contradiction / dated_history
"D1a": "Until March, quotes were put together in Priti's Excel template (`Quote v7.xlsx`) and exported to PDF by hand.",
"D1b": "- Every client quote is built in quotebench, from enquiry to acceptance",
"D2a": "During the December 2025 rush kiln 2 ran two paint firings a day, the first one loaded at 7 am.",
"D2b": "- Kiln 2 does one paint firing per working day",
"D3a": "In 2025 the survey fee on restoration quotes was £150; it went up in January.",
"D4a": "During the spring 2026 beta, visits ran on Callum's Raspberry Pi at home behind a Cloudflare tunnel.",
"D5a": "From January to April the studio also opened on Saturday mornings, for the Minster trail visitors.",
"D5b": "- Opening hours: Tuesday to Friday, 9:30 to 4:30",
"D6a": "While we trialled the CNC cutter in May it only took float glass, 4 mm maximum.",
"D6b": "The CNC cutter cuts float and Bullseye sheet up to 6 mm.",
"D7a": "For the Easter 2026 exhibition, Priti quoted domestic commissions with a 10% show discount.",
"D7b": "- No discounts on domestic commissions",
"D8a": "Until the ntfy switch in September, overshoot alerts were SMS messages sent via Twilio.",
"D9a": "In 2025 all our lead came was ordered from Calder, by the pallet.",
"D10a": "In 2025 the deposit on church commissions was 20%, taken when the faculty was granted.",
# ---------------- non_contradiction / agreeing_duplicate
"A1a": "- Hosted on glaze-01 (Hetzner CX32, Falkenstein), in Docker",
"A1b": "quotebench runs on glaze-01, the Hetzner box in Falkenstein.",
"A2a": "- Kiln 1 is the Kilncare flat-bed, used for fusing and slumping",
"A2b": "The big flat-bed Kilncare (kiln 1) is the fusing and slumping kiln; paint work goes in kiln 2.",
"A3a": "Keep replies short and in British English; no emoji.",
"A3b": "Maud prefers short answers with British spelling, and no emoji in anything the agent writes.",
"A4a": "- The risk assessment is completed in the app before anyone goes up a ladder on site",
"A4b": "No ladder work on site until the risk assessment has been filled in on the visits app.",
"A5a": "Tomasz leads all restoration work and does most of the site surveys.",
"A5b": "Restoration jobs are led by Tomasz, and he does most of the surveys himself.",
"A6a": "Never paste client email addresses into prompts or PR descriptions.",
"A6b": "Client email addresses must not appear in PR descriptions or in anything pasted into a chat with the agent.",
"A7a": "- Sheet glass is tracked per sheet, with manufacturer, colour code and size",
"A7b": "Each sheet of glass is its own row in glassbin: maker, colour code, dimensions and the rack it sits in.",
"A8a": "Every church commission needs a faculty from the diocese before we cut any glass.",
"A8b": "No glass is cut for a church job until the faculty has been granted.",
"A9a": "- DNS for wrenfieldglass.co.uk is on Cloudflare",
"A9b": "wrenfieldglass.co.uk's DNS is managed in Cloudflare; the domain itself is still registered with 123-reg.",
"A10a": "Commit messages: imperative mood, under 72 characters, ticket number at the end.",
"A10b": "Write commit subjects in the imperative, max 72 chars, with the ticket number last (e.g. `Fix VAT rounding #212`).",
# ---------------- non_contradiction / negation_scope
"NS1a": "Never fire kiln 2 with the vent plug in for the first 300 °C; the paint binder has to burn off.",
"NS2a": "- Overshoot alerts go to Tomasz's phone, not to the studio landline",
"NS2b": "When a kiln overshoots, Tomasz gets the alert on his phone, weekends included.",
"NS3a": "Never squash Django migrations in quotebench once they have run on production.",
"NS4a": "- Restoration quotes are never issued without a site survey",
"NS4b": "We issue restoration quotes within 10 working days of the enquiry; Priti chases Tomasz if the survey slips.",
"NS5a": "- No hot work (soldering, torch) on site without a permit from the churchwardens",
"NS5b": "Tomasz solders small lead repairs in situ on most restoration visits.",
"NS6a": "The agent doesn't push to `main`; it pushes a feature branch and opens a PR.",
"NS6b": "The agent pushes its branches to GitHub at the end of every session.",
"NS7a": "Client phone numbers are never stored in kilnlog or glassbin.",
"NS7b": "- Client records hold name, parish, email address and phone number",
"NS8a": "Don't put Lamberts mouth-blown sheet on the CNC cutter; it is hand-cut only.",
"NS8b": "The CNC cutter takes all of the float and Bullseye sheet work now.",
"NS9a": "No quote over £10,000 goes out without Maud reviewing it first.",
"NS9b": "Priti sends quotes out herself once they're finished in quotebench.",
"NS10a": "- Photos aren't uploaded over mobile data; wait for the church Wi-Fi or do it back at the studio",
"NS10b": "Site photos get uploaded the same day as the survey, so the report can be started the next morning.",
}

P = []
def add(pid, label, cls, ca, cb, note):
    P.append((pid, label, cls, ca, cb, note))

C_ = "contradiction"; N_ = "non_contradiction"
add("V1", C_, "value_slot", "V1a", "V1b", "quotebench Postgres port on db.wrenfield.internal: 5432 vs 5433")
add("V2", C_, "value_slot", "V2a", "V2b", "kiln 2 grisaille paint firing peak: 677 vs 660 °C (overview bullet, subject from the heading)")
add("V3", C_, "value_slot", "V3a", "V3b", "quote validity: 90 vs 60 days")
add("V4", C_, "value_slot", "V4a", "V4b", "lead came reorder threshold: below 20 vs under 12 lengths")
add("V5", C_, "value_slot", "V5a", "V5b", "kilnlog Python version 3.11 vs 3.12; claim_b is hard-wrapped (line where the sentence starts)")
add("V6", C_, "value_slot", "V6a", "V6b", "nightly backup snapshot retention: 30 vs 14 days")
add("V7", C_, "value_slot", "V7a", "V7b", "church commission deposit: 30% vs 25%")
add("V8", C_, "value_slot", "V8a", "V8b", "kiln 1 anneal hold for 6 mm: 60 vs 90 minutes at 482 °C")
add("V9", C_, "value_slot", "V9a", "V9b", "survey report deadline: 5 vs 10 working days; claim_a is a table row, claim_b hard-wrapped")
add("V10", C_, "value_slot", "V10a", "V10b", "visits photo upload cap: 25 MB vs 10 MB per file")
add("R1", C_, "role_slot", "R1a", "R1b", "quotebench transactional email provider: Postmark vs Mailgun; claim_b hard-wrapped")
add("R2", C_, "role_slot", "R2a", "R2b", "error tracking for the studio apps: Sentry vs self-hosted GlitchTip")
add("R3", C_, "role_slot", "R3a", "R3b", "visits hosting: Render vs Fly.io")
add("R4", C_, "role_slot", "R4a", "R4b", "kilnlog CI: GitHub Actions vs Woodpecker CI")
add("R5", C_, "role_slot", "R5a", "R5b", "quotebench portal front-end package manager: pnpm vs npm")
add("R6", C_, "role_slot", "R6a", "R6b", "accounting / invoicing: Xero vs FreeAgent")
add("R7", C_, "role_slot", "R7a", "R7b", "visits repo merge strategy: merge commits vs rebase + fast-forward")
add("R8", C_, "role_slot", "R8a", "R8b", "quotebench background job queue: Celery vs Dramatiq")
add("R9", C_, "role_slot", "R9a", "R9b", "off-site backup target: Backblaze B2 vs Hetzner Storage Box ('only off-site copy')")
add("R10", C_, "role_slot", "R10a", "R10b", "kiln 1 controller: Bartlett Genesis vs Orton Express")
add("N1", C_, "negation", "N1a", "N1b", "kiln 2 unattended overnight firing: never vs routinely")
add("N2", C_, "negation", "N2a", "N2b", "quotebench PRs: always squash-merged vs never squash (subject implicit from the overview's heading)")
add("N3", C_, "negation", "N3a", "N3b", "quote PDFs: always attached vs don't attach, link only")
add("N4", C_, "negation", "N4a", "N4b", "studio visitors: drop in without appointment vs no walk-ins")
add("N5", C_, "negation", "N5a", "N5b", "production migrations: agent runs them vs agent never runs them")
add("N6", C_, "negation", "N6a", "N6b", "restoration survey reports: signed off by Tomasz vs not signed off by him")
add("N7", C_, "negation", "N7a", "N7b", "GPS geotags on site photos: kept vs never kept")
add("N8", C_, "negation", "N8a", "N8b", "tower scaffold: always two people vs Tomasz alone")
add("N9", C_, "negation", "N9a", "N9b", "church quote prices: include VAT vs never include VAT in the headline price")
add("N10", C_, "negation", "N10a", "N10b", "quotebench production deploys on Fridays: normal slot vs never")
add("S1", C_, "stale_vs_change", "S1a", "S1b", "offcut logging: present-tense whiteboard (January fact) vs no longer on the whiteboard, glassbin offcut view")
add("S2", C_, "stale_vs_change", "S2a", "S2b", "kilnlog firing logs: SQLite file vs switched to Postgres")
add("S3", C_, "stale_vs_change", "S3a", "S3b", "quotes sent from Priti's own mailbox vs no longer from personal mailboxes")
add("S4", C_, "stale_vs_change", "S4a", "S4b", "site photos into Dropbox vs Dropbox shut down, visits app only")
add("S5", C_, "stale_vs_change", "S5a", "S5b", "kiln 3 used for test tiles vs kiln 3 decommissioned")
add("S6", C_, "stale_vs_change", "S6a", "S6b", "parishes pay by cheque vs stopped accepting cheques")
add("S7", C_, "stale_vs_change", "S7a", "S7b", "website form posts to /api/v1/quotes vs that endpoint deprecated (410), form uses v2")
add("S8", C_, "stale_vs_change", "S8a", "S8b", "quotebench deploy via Fabric vs switched to Kamal, fabfile deleted")
add("S9", C_, "stale_vs_change", "S9a", "S9b", "lead came supplier Calder vs no longer buy from Calder, Cashmores now")
add("S10", C_, "stale_vs_change", "S10a", "S10b", "kilnlog alerts via Twilio vs Twilio deprecated, ntfy")
add("F1", N_, "refinement", "F1a", "F1b", "survey fee £180; b adds the credit-back condition")
add("F2", N_, "refinement", "F2a", "F2b", "nightly backup at 02:30; b adds timezone and order of steps (hard-wrapped)")
add("F3", N_, "refinement", "F3a", "F3b", "ruff linting; b adds line length and rule set")
add("F4", N_, "refinement", "F4a", "F4b", "visits booked in the app; b adds the Minster clerk-of-works confirmation")
add("F5", N_, "refinement", "F5a", "F5b", "30-day supplier terms; b: Lamberts too, except first order of the year pro-forma")
add("F6", N_, "refinement", "F6a", "F6b", "staging auto-deploy on merge to main; b adds the [skip deploy] escape")
add("F7", N_, "refinement", "F7a", "F7b", "came counted in 2 m lengths; b: H-section in lengths, U-section by the box")
add("F8", N_, "refinement", "F8a", "F8b", "12 MP photo minimum; b adds tripod/bracketing for tracery")
add("F9", N_, "refinement", "F9a", "F9b", "no client names in logs; b says what to log instead (hard-wrapped)")
add("F10", N_, "refinement", "F10a", "F10b", "kilnlog polls every 30 s; b adds 5 s polling near the top of a ramp")
add("O1", N_, "other_subject", "O1a", "O1b", "Redis endpoints: kilnlog :6380 vs quotebench :6379, same host")
add("O2", N_, "other_subject", "O2a", "V2b", "kiln 2 peak temperatures: silver stain 580 °C vs grisaille 660 °C")
add("O3", N_, "other_subject", "O3a", "V7b", "deposits: domestic 50% vs church 25%")
add("O4", N_, "other_subject", "O4a", "V4a", "reorder thresholds: copper foil under 12 rolls vs lead came under 20 lengths (a count belongs to its noun)")
add("O5", N_, "other_subject", "O5a", "R1a", "email providers: newsletter on Buttondown vs quotebench transactional on Postmark")
add("O6", N_, "other_subject", "O6a", "R10b", "kiln controllers: kiln 2 Bartlett Genesis vs kiln 1 Orton Express")
add("O7", N_, "other_subject", "O7a", "R3b", "hosting: glassbin on glaze-01 vs visits on Fly.io")
add("O8", N_, "other_subject", "O8a", "R4b", "CI: quotebench on GitHub Actions vs kilnlog on Woodpecker")
add("O9", N_, "other_subject", "O9a", "R7b", "merge strategy: glassbin squash-merge vs visits rebase + fast-forward")
add("O10", N_, "other_subject", "O10a", "V5a", "Python version: quotebench 3.12 vs kilnlog 3.11")
add("D1", N_, "dated_history", "D1a", "D1b", "Excel template until March vs quotes built in quotebench now")
add("D2", N_, "dated_history", "D2a", "D2b", "two paint firings a day in the December 2025 rush vs one a day now")
add("D3", N_, "dated_history", "D3a", "F1a", "survey fee £150 in 2025 vs £180 now")
add("D4", N_, "dated_history", "D4a", "R3a", "visits on a home Raspberry Pi during the spring beta vs hosted on Render")
add("D5", N_, "dated_history", "D5a", "D5b", "Saturday opening January to April vs Tuesday to Friday hours")
add("D6", N_, "dated_history", "D6a", "D6b", "CNC trial in May: float only, 4 mm vs float and Bullseye up to 6 mm now")
add("D7", N_, "dated_history", "D7a", "D7b", "Easter 2026 exhibition 10% discount vs no discounts on domestic commissions")
add("D8", N_, "dated_history", "D8a", "S10b", "Twilio SMS until September vs ntfy now")
add("D9", N_, "dated_history", "D9a", "S9b", "came from Calder in 2025 vs Cashmores now")
add("D10", N_, "dated_history", "D10a", "V7b", "20% church deposit in 2025 vs 25% now")
add("A1", N_, "agreeing_duplicate", "A1a", "A1b", "quotebench on glaze-01 at Hetzner Falkenstein")
add("A2", N_, "agreeing_duplicate", "A2a", "A2b", "kiln 1 = Kilncare flat-bed for fusing and slumping")
add("A3", N_, "agreeing_duplicate", "A3a", "A3b", "short British-English replies, no emoji")
add("A4", N_, "agreeing_duplicate", "A4a", "A4b", "risk assessment in the app before ladder work")
add("A5", N_, "agreeing_duplicate", "A5a", "A5b", "Tomasz leads restoration and most surveys")
add("A6", N_, "agreeing_duplicate", "A6a", "A6b", "no client email addresses in prompts/PR descriptions")
add("A7", N_, "agreeing_duplicate", "A7a", "A7b", "glassbin tracks each sheet with maker, colour code, size")
add("A8", N_, "agreeing_duplicate", "A8a", "A8b", "no glass cut for church jobs before the faculty")
add("A9", N_, "agreeing_duplicate", "A9a", "A9b", "DNS on Cloudflare")
add("A10", N_, "agreeing_duplicate", "A10a", "A10b", "commit message style: imperative, <=72 chars, ticket last")
add("NS1", N_, "negation_scope", "NS1a", "D2b", "'never fire kiln 2 with the vent plug in' negates the plug condition, not firing kiln 2 daily")
add("NS2", N_, "negation_scope", "NS2a", "NS2b", "'to Tomasz's phone, not to the landline' negates a direction; b agrees on the phone")
add("NS3", N_, "negation_scope", "NS3a", "N2a", "'never squash migrations' is not 'never squash-merge PRs'")
add("NS4", N_, "negation_scope", "NS4a", "NS4b", "'never issued without a site survey' is not 'never issued'")
add("NS5", N_, "negation_scope", "NS5a", "NS5b", "'no hot work without a permit' does not forbid soldering in situ")
add("NS6", N_, "negation_scope", "NS6a", "NS6b", "'doesn't push to main' vs pushes branches to GitHub")
add("NS7", N_, "negation_scope", "NS7a", "NS7b", "phone numbers never stored in kilnlog/glassbin vs stored in quotebench client records")
add("NS8", N_, "negation_scope", "NS8a", "NS8b", "'don't put Lamberts on the CNC' vs CNC does the float and Bullseye work")
add("NS9", N_, "negation_scope", "NS9a", "NS9b", "'no quote over £10k without Maud's review' vs Priti sends quotes herself")
add("NS10", N_, "negation_scope", "NS10a", "NS10b", "'not uploaded over mobile data' vs uploaded the same day")
