# Root (Claude Code auto-memory) files: filename -> (name, description, type, title, hook, body)
# Claim markers are lines of the form @@ID@@.
ROOT = {}
def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

R("reference_rackline.md", "rackline", "Costume catalogue app: stack, storage, search, catalogue rules", "reference",
  "rackline", "catalogue app stack, storage and catalogue rules", """
# rackline (costume catalogue)

Django app the warehouse team uses to catalogue every costume, wig, hat and pair of shoes we hire out.
Repo: `github.com/limelight-wardrobe/rackline`. Owner: Maren; Jonah does most of the data entry.

## Stack
@@V5a@@
@@V1a@@
- Redis `redis-rack.limelight.internal:6379`, cache only (template fragments, search facets)
@@R10a@@
@@S1a@@
@@V10a@@
- Thumbnails are generated on upload at 400px and 1200px wide
@@S9a@@

## Catalogue rules
@@A7a@@
@@F3a@@
- SKU format: category code + 6 digits, e.g. `DRS004512`
@@NS7a@@
@@N7a@@
- Sizes are recorded as UK dress sizes plus chest/waist/inside-leg in cm
- A costume can belong to one rail at a time; sets (e.g. a full Pearly King) are grouped with a set id

## Working on it
@@R8a@@
@@NS10a@@
- Admin is at `/wardrobe-admin/`, not `/admin/` (old bots kept hammering the default)
""")

R("reference_hirebook.md", "hirebook", "Hire orders app (quotes, orders, pick lists, invoices)", "reference",
  "hirebook", "hire orders, quotes, pick lists and invoices", """
# hirebook (hire orders)

FastAPI + Postgres app for quotes, hire orders, pick lists and invoices. Repo `limelight-wardrobe/hirebook`.

## Runtime
@@R6a@@
- Postgres `pg-main.limelight.internal:5432`, database `hirebook`
@@S2a@@
@@O2a@@

## Orders
@@A1a@@
@@F6a@@
@@V2a@@
- Extended hires are priced per extra week at 60% of the first-week fee
@@V8a@@
- Pick lists are grouped by rail, then by size
@@N9a@@

## Money
@@N4a@@
@@NS1a@@
- Theatre clients get 30-day payment terms; individuals pay on confirmation
""")

R("reference_fitroom.md", "fitroom", "Fitting bookings app - stack, slot rules, reminders", "reference",
  "fitroom", "fitting bookings: stack, slots and reminders", """
# fitroom (fitting bookings)

Booking site for costume fittings; designers, wardrobe supervisors and performers use it.

## Stack
@@A5a@@
@@R4a@@
- Tailwind + shadcn/ui; the calendar widget is our own
- Talks to hirebook over its internal API (`/internal/orders/{ref}`)

## Fittings
@@F4a@@
@@V6a@@
@@N5a@@
- A performer can be rescheduled at most 2 times per order before the designer has to confirm
@@S6a@@
- Cancellations less than 4 hours ahead are flagged to the wardrobe supervisor
""")

R("reference_washlog.md", "washlog", "Laundry and repairs tracker: queue, turnaround, repair promises", "reference",
  "washlog", "laundry and repair tracking: queue, turnaround, repair promises", """
# washlog (laundry and repairs)

Go service plus a small admin UI. Every returned costume gets a washlog ticket at check-in.

## Service
@@R5a@@
- Written in Go 1.23; deployed as a single binary with systemd
@@A10a@@

## Laundry
@@F2a@@
@@V4a@@
@@A3a@@
- Dryer: 1x Miele PDR 910; the drying room runs two dehumidifiers
@@N3a@@
@@F8a@@
@@S5a@@

## Repair promises
| Repair | Promised back |
|---|---|
@@V9a@@
| Zip replacement | 5 working days |
| Re-beading | 10 working days |
| Wig re-dress | 4 working days |
""")

R("reference_deposits.md", "deposits", "How depositguard takes, holds and releases damage deposits", "reference",
  "Damage deposits", "how deposits are taken, held and released", """
# Damage deposits (depositguard)

depositguard is the small Django app that takes and releases damage deposits for hirebook orders.

## Taking the deposit
@@V3a@@
@@F1a@@
@@R7a@@
@@A4a@@
- Minimum deposit per order: £50, whatever the costume values add up to

## After the return
@@N2a@@
@@F9a@@
- Release is logged with the inspection ticket number from washlog
@@N8a@@

## Data
@@S7a@@
""")

R("reference_infra.md", "infra", "Shared infrastructure - CI, monitoring, email, backups, secrets, on-call", "reference",
  "Infrastructure", "shared infra: CI, monitoring, email, backups, secrets, on-call", """
# Shared infrastructure

Four web apps (rackline, hirebook, fitroom, depositguard) plus washlog and the scanner app.

## Build and run
@@R3a@@
- Container images go to GitHub Container Registry (`ghcr.io/limelight-wardrobe/*`)
- DNS at Cloudflare; TLS certificates from Let's Encrypt
@@S4a@@

## Observability
@@R2a@@
@@S8a@@
- Logs: journald on each host, shipped to Grafana Cloud Loki

## Email
@@R1a@@

## Data
@@F5a@@
@@V7a@@

```
# crontab on backup host
30 2 * * *  /opt/backup/run.sh --all-dbs
```

## People and access
@@A2a@@
@@A9a@@
""")

R("reference_stores.md", "stores", "The two stores: Bermondsey and Salford, hours, dispatch", "reference",
  "Stores", "Bermondsey and Salford: hours, dispatch, returns", """
# Stores

- Bermondsey (London SE16): warehouse, showroom, laundry and dispatch
@@F10a@@

## Counter
@@A8a@@
- Salford counter: 10:00-16:00 Tue-Fri
@@NS8a@@

## Dispatch and returns
@@S3a@@
@@NS4a@@
@@S10a@@
- Courier for London: Gophr; for everything else: DPD next-day
""")

R("reference_glossary.md", "glossary", "Wardrobe words: get-in, get-out, rail, set, pick list", "reference",
  "Glossary", "theatre and wardrobe terms used in the apps", """
# Glossary

- **get-in**: the day a production moves into the venue; hire orders key off it
- **get-out**: the day they leave; returns are expected within 2 days of it
- **rail**: a physical rail in the warehouse; every costume belongs to one
- **set**: costumes that are always hired together (e.g. a chorus line of 12 identical waistcoats)
- **pick list**: the printed list the warehouse picks an order from
- **principal**: a lead performer; wardrobe supervisors book them first
""")

R("user_maren.md", "maren", "Maren Tully, head of digital; owns the apps", "user",
  "Maren Tully", "head of digital, owns the apps", """
Maren Tully is head of digital at Limelight Wardrobe Hire: one developer plus two part-timers.

- Background: ten years as a wardrobe assistant before moving into software
@@R9a@@
- Prefers short answers with the command to run, not long explanations
- Reviews every migration herself
""")

R("user_jonah.md", "jonah", "Jonah Pike, warehouse lead, heavy rackline user", "user",
  "Jonah Pike", "warehouse lead, catalogue data entry", """
Jonah Pike runs the Bermondsey warehouse and does most catalogue data entry.

- Not a developer; explain changes in terms of screens, not code
- Wants bulk edit in rackline more than anything else
- Uses the scanner app all day; reports bugs in the #rackline channel with photos
""")

R("user_sadia.md", "sadia", "Sadia Rahman, part-time developer, works on washlog", "user",
  "Sadia Rahman", "part-time developer on washlog and the scanner app", """
Sadia Rahman works Tuesdays to Thursdays, mostly on washlog and the scanner app.

- Writes Go and Kotlin; less comfortable with Django
- Likes PR descriptions with a screenshot for anything visible
""")

R("feedback_git.md", "git-habits", "Git habits per repo - branches, commits, merging", "feedback",
  "Git habits", "branches, commit messages and merging per repo", """
Branch names: `feat/...`, `fix/...`, `chore/...`; no personal prefixes.

@@N10a@@

**Why:** in March a squashed PR hid which change broke the `awaiting-parts` status and it took a day to find.
**How to apply:** commit messages on washlog branches should make sense on their own.
""")

R("feedback_deploys.md", "deploys", "Deploy rules for each app", "feedback",
  "Deploy rules", "when and how each app may be deployed", """
@@N1a@@

@@N6a@@

@@NS3a@@

**Why:** two of these come from real incidents (a Friday outage during a panto get-out; a half-applied migration in May).
""")

R("feedback_testing.md", "testing", "What to run before pushing", "feedback",
  "Testing before push", "what to run before pushing each repo", """
@@F7a@@

For washlog, `go test ./...` and `golangci-lint run`.
For fitroom, the lint script is enough locally; the smoke suite runs in the pipeline.

**Why:** the pipeline queue is slow on Mondays and a red build blocks the others.
""")

R("feedback_laundry_care.md", "laundry-care", "Care rules that the washlog defaults must respect", "feedback",
  "Laundry care rules", "fabric care rules encoded in washlog defaults", """
Wardrobe care rules that washlog's default wash programmes must respect:

@@NS5a@@

Wool tailcoats are never washed at all; they are brushed and steamed.
Anything with a "specialist" care label defaults to hand-clean.

**Why:** we lost two Victorian corsets to the dryer in February.
""")

R("feedback_data_handling.md", "data-handling", "Handling hirer personal data and receipts", "feedback",
  "Hirer data handling", "personal data and receipts: what not to do", """
@@NS6a@@

Performer measurements are personal data: don't paste them into tickets or chat.
Export files with hirer details are deleted after use, not left in Downloads.

**Why:** a receipt sent from a personal Gmail in spring confused a producer and raised a GDPR question.
""")

R("feedback_style.md", "writing-style", "Spelling and tone for UI copy and messages", "feedback",
  "Writing style", "spelling and tone for copy and messages", """
@@A6a@@

Tone in customer emails: friendly, short, no exclamation marks.
Dates as `14 Mar 2026` in the UI, ISO in code and logs.
""")

R("feedback_escalation.md", "escalation", "Where alerts and problems go", "feedback",
  "Escalation", "where alerts and problems go", """
@@NS2a@@

Machine faults on the washers go straight to the Miele service line (number on the laundry wall).
Anything customer-facing during a get-in goes to Maren by phone, not Slack.
""")

R("feedback_reviews.md", "reviews", "How Maren likes PRs and reviews", "feedback",
  "Reviews", "PR size and description expectations", """
Keep PRs under about 400 changed lines; split migrations into their own PR.
Put a screenshot in the description for anything visible.

**Why:** Maren reviews on her phone between fittings.
""")

R("project_panto_2026.md", "panto-2026", "Panto season 2026/27 preparation", "project",
  "Panto 2026/27", "panto season preparation and volumes", """
Panto season 2026/27 is our busiest stretch: 23 productions booked so far, get-ins from 20 Nov.

- Dame costumes are the bottleneck; 40 in stock, 31 already allocated
- Extra laundry shift on Saturdays from 21 Nov to 10 Jan
- Maren wants a "panto" filter in rackline before 1 November

**Why:** last season we double-booked two dame frocks.
""")

R("project_stocktake.md", "stocktake", "Annual stocktake plan", "project",
  "Stocktake", "annual stocktake plan", """
Annual stocktake is in the first two weeks of August, rail by rail, using the scanner app.

- Missing items are flagged `missing` in rackline, not deleted
- Findings are reconciled against hirebook's open orders before anyone is chased
""")

R("project_scanner_app.md", "scanner-app", "Warehouse scanner app project", "project",
  "Scanner app", "the Android warehouse scanner app", """
The warehouse scanner app is an Android app on six Zebra TC22 handhelds.

- Scans a costume, shows its rail, status and open order
- Offline mode queues scans and replays them when back on wifi
- Sadia owns it; release builds go to the handhelds through Zebra's StageNow
""")

R("project_wig_room.md", "wig-room", "Wig room stock and dressing", "project",
  "Wig room", "wig stock, dressing and hire rules", """
The wig room holds around 900 wigs, lace-front and hard-front.

- Wigs are hired with a wig block and a care sheet
- Dressing is booked as a washlog repair type (`wig re-dress`)
- Human-hair wigs need a named wig master on the production
""")

R("project_size_cleanup.md", "size-cleanup", "Cleaning up measurement data in rackline", "project",
  "Size data clean-up", "cleaning historic measurement data", """
Historic costumes have sizes typed as free text ("36ish", "M/L").

- Goal: every costume on a hireable rail has numeric chest and waist by end of 2026
- Jonah measures in batches of one rail per week
- Script `scripts/normalise_sizes.py` proposes values; a human confirms each one
""")

R("project_customer_portal.md", "customer-portal", "Planned self-service portal for productions", "project",
  "Customer portal", "planned self-service portal for productions", """
A self-service portal where production managers can see their orders, returns and deposits.

- Phase 1: read-only order view, built as new pages in fitroom
- Phase 2: return booking (courier pickup) and damage photos
- Not started; waiting for the deposit work to settle
""")

R("reference_suppliers.md", "suppliers", "Suppliers we deal with (fabric, trims, couriers)", "reference",
  "Suppliers", "fabric, trims, haberdashery, couriers", """
# Suppliers

- Fabric: Whaleys (Bradford) for calico and canvas; Borovick for sequinned fabric
- Trims and haberdashery: MacCulloch & Wallis
- Wig lace and supplies: Banbury Postiche
- Laundry chemicals: Christeyns, delivered monthly
""")

R("reference_categories.md", "categories", "Costume categories and their codes", "reference",
  "Categories", "costume category codes used in SKUs", """
# Costume categories

| Code | Category |
|---|---|
| DRS | dresses and gowns |
| TLC | tailcoats and frock coats |
| UNI | uniforms |
| PNT | panto and dame |
| WIG | wigs |
| HAT | hats and headdresses |
| SHO | shoes and boots |

Codes are three letters and appear at the start of every SKU.
""")

R("feedback_estimates.md", "estimates", "How to give time estimates", "feedback",
  "Estimates", "how to give time estimates", """
Give estimates in half-days, not hours; Maren plans around fittings.
Say what is unknown rather than padding.
""")

R("project_depositguard_launch.md", "depositguard-launch", "Launch of depositguard in April 2026", "project",
  "depositguard launch", "launch history of the deposit app", """
depositguard went live on 14 April 2026 for all new hire orders.

- Orders confirmed before launch kept their paper deposit slips until returned
- First month: 212 deposits taken, 9 partial releases
- Retrospective notes are in the shared drive, `Digital/Retros/2026-05`
""")

R("feedback_commits.md", "commit-messages", "Commit message format", "feedback",
  "Commit messages", "commit message format", """
Commit subject in the imperative, under 72 characters, app prefix in brackets: `[hirebook] add pick list sort`.
No emoji, no ticket numbers in the subject.
""")
