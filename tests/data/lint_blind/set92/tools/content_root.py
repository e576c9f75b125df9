# Root Claude Code auto-memory files: name -> (name slug, description, type, title, hook, body)
# Claim markers: {{ID::text}} -- text is the full claim line as it appears in the file.
ROOT = {}

def R(fname, slug, desc, typ, title, hook, body, raw_desc=False):
    ROOT[fname] = dict(slug=slug, desc=desc, type=typ, title=title, hook=hook, body=body, raw_desc=raw_desc)

R("reference_combsync.md", "combsync", "combsync member portal and drum-intake bookings: stack, data, slots, backups", "reference",
  "combsync overview", "member portal, intake bookings, apiary map", """
# combsync

Member portal of the co-op: beekeepers book drum drop-offs and empty-drum collections and see
their lab results and statements. Owner: Callum.

## Stack
{{O5a::- Python 3.11, Django 5.0, HTMX on the member pages}}
{{V1a::- Database: Postgres 16 + PostGIS at `pg-combsync.glenhollow.internal:5432`}}
- Redis for sessions and the booking lock (`redis.glenhollow.internal`, db 1)
{{S1a::- Hosting: Heroku, app `glenhollow-combsync` (EU region), 2 standard dynos}}
- Static files on Scaleway object storage behind Bunny CDN

## Intake bookings
{{V8a::- Drum delivery slots are 30 minutes; two bays, so two bookings per slot}}
- A member can hold at most 4 future delivery bookings at a time
- Bookings can be cancelled up to 24 hours before the slot
- The booking calendar shows the packing hall's closed days (read from the holidays table)

## Backups
{{F5b::- Nightly `pg_dump` at 02:30 to Scaleway object storage, kept 14 days}}
- Restores are tested on the first Monday of each quarter

## Other
- Apiary locations are stored as PostGIS points; the map is only visible when logged in
- Member numbers look like `M0142`; they are never reused
""")

R("reference_lotline.md", "lotline", "lotline: lot tracing from drum to jar, label printing", "reference",
  "lotline overview", "lots, blends, label printing", """
# lotline

Traces every drum into blend lots and every blend lot into jar lots; prints jar and case labels.
FastAPI + Postgres (`pg-lotline.glenhollow.internal`), runs on the Nomad cluster.

## Printing
{{S5a::- Labels go to the printers through CUPS queues `zebra-l1` and `zebra-l2`}}
{{V3a::- Label printers: Zebra ZT411, 300 dpi, 100 x 150 mm stock for cases}}
{{V7a::- A failed print job is retried up to 3 times, then the lot is flagged `LABEL_HOLD`}}
{{R6a::- Print jobs are queued in Redis (RQ), queue name `labels`}}
- Jar labels are 60 x 40 mm; case labels carry the blend lot and the jar count

## Lots
- Blend lots are opened when the first drum is tipped into the settling tank
- A jar lot never spans two blend lots
- Best-before is 24 months from jarring for blossom, 36 months for heather

## Development
{{N1b::- Merge method: squash-merge, always; the PR title becomes the commit message}}
{{NS7b::- Restart with `nomad job restart lotline`; takes about 20 s and drops no print jobs}}
- Tests: `pytest -q`; the printers are mocked
""", raw_desc=True)

R("reference_tallyman.md", "tallyman", "tallyman member payouts: prices, settlement, statements, bank file", "reference",
  "tallyman overview", "payouts, prices, statements, bank file", """
# tallyman

Works out what each member is owed for the honey they delivered and pays it. Go, owner Callum.

{{D9b::- Go 1.23, single binary, runs as a Nomad batch job on payout day}}
{{O1b::- Database: Postgres at `pg-tally.glenhollow.internal:5432`, schema `tally`}}
{{F3b::- Payouts: monthly, by BACS on the 20th (the Friday before if the 20th falls on a weekend)}}
{{D7b::- Blossom honey base price: £6.60/kg (heather £9.20/kg), before quality deductions}}
- Quality deductions: 2% per 0.5 point of moisture over the ceiling, set by the board
{{S3a::- Posts each payout run to Xero as one bill batch, supplier per member}}
{{R4a::- Monthly statements are emailed through Postmark (server `tallyman-statements`)}}
{{V10a::- BACS submission: SFTP to the payments bureau on port 22, key in Bitwarden}}

Checking a bank file by hand:

```
sftp -i ~/.ssh/bureau_ed25519 glenhollow@sftp.paybureau.example
put out/bacs-2026-11.txt /inbound/
```

- The bank file is generated with `tallyman bacs --month 2026-11` and checked by the treasurer first
""")

R("reference_jarshop.md", "jarshop", "jarshop online shop: Shopify storefront plus the fulfilment service", "reference",
  "jarshop overview", "online shop, fulfilment, delivery", """
# jarshop

Online shop for jars, comb and gift boxes. Storefront on Shopify; our own fulfilment service picks
orders, buys postage and prints dispatch notes. Owner: Anjali.

{{R1a::- Fulfilment service: TypeScript on Node 20, pnpm workspace (`apps/fulfil`, `packages/rm-client`)}}
{{R3a::- Errors: Sentry project `jarshop-fulfilment`, alerts to #shop-alerts}}
{{R9a::- Card payments: Shopify Payments, paid out to the co-op account twice a week}}
{{F6a::- Ships with Royal Mail}}
{{V4a::- Free UK delivery on orders over £40}}
- Gift boxes are normally packed on Wednesdays
- Stock is synced from lotline every 15 minutes (jar lots marked `RETAIL`)
""")

R("reference_labbench.md", "labbench", "labbench: lab results for drums and blend lots", "reference",
  "labbench overview", "lab tests, limits, result delivery", """
# labbench

Lab results for every drum and blend lot: moisture, HMF, diastase, colour, and pollen where it applies.
Flask app, owner Anjali.

{{V5a::- Python 3.12, Flask 3, deps managed with uv}}
{{R5a::- Runs on the lab NUC in the packing hall office (`labnuc.glenhollow.internal`), not on the cluster}}
{{R10b::- Results database: MariaDB 10.11 on the lab NUC, schema `labbench`}}

## Limits
{{V2a::- Intake moisture ceiling: 18.0% water (refractometer reading at 20 °C)}}
- HMF must be under 40 mg/kg at jarring
- Colour is recorded in mm Pfund; no limit, it only goes on the spec sheet

## Results
{{N5a::- Each member gets their drum's lab results by email as a PDF the day after intake}}
{{N10a::- Moisture readings can be typed in by hand when the refractometer export fails}}
- Pollen analysis is done by an outside lab and takes about three weeks
""")

R("reference_infra.md", "infra", "Infra: Nomad on Scaleway, Forgejo, Bitwarden, backups", "reference",
  "Infrastructure", "cluster, git, secrets, backups", """
# Infrastructure

{{F2a::- Deploys of the cluster apps: Nomad jobs, triggered from CI when main is green}}
- Nomad cluster: 3 nodes at Scaleway fr-par, Consul for service discovery
{{A2a::- Git: Forgejo at `git.glenhollow.coop`}}
{{A5a::- Secrets: Bitwarden (org "Glenhollow"), one collection per app}}
{{A10a::- Object storage: Scaleway, bucket `glenhollow-backups`, region fr-par}}
{{V6a::- restic backups of the lab file share (`/srv/labshare`): kept 90 days}}
- restic backups of the office file share: kept 90 days as well, weekly check by Morag
{{N8b::- Staging combsync DB is refreshed from a production dump every Sunday night}}
- VPN: WireGuard on the ops box; the packing hall office is a site-to-site peer
""", raw_desc=True)

R("reference_packing_hall.md", "packing-hall", "How the packing hall runs: intake days, shifts, jars, blending", "reference",
  "Packing hall", "intake days, shifts, jars, blending rules", """
# Packing hall (Kinloch Muir)

Duncan Shaw runs the hall.

## Intake
{{D1b::- Drum intake days: Monday to Thursday; Friday is cleaning and lab catch-up}}
{{A1b::- Last drum slot starts at 14:30, intake closes at 15:00}}
{{N6a::- No bought-in honey: every drum must come from a registered member apiary}}

## Packing
{{D8b::- Two packing shifts: 06:00–14:00 and 14:00–22:00, Monday to Friday}}
{{D4b::- Standard retail jar: 340 g hexagonal, gold lid}}
{{N3b::- Heather lots are never blended; they are jarred as single-source heather only}}
{{NS8b::- Creamed honey is seeded with 10% fine-crystallised honey and stirred for three days}}
- Drums are warmed in the hot room overnight before tipping; heather drums go in a day earlier
""")

R("reference_glossary.md", "glossary", "Glossary: co-op words the agent keeps meeting", "reference",
  "Glossary", "lots, drums, deductions, trade terms", """
# Glossary

{{A4a::- Lot number: `GH-<yy>-<seq4>`, e.g. `GH-26-0412`}}
- Drum: a 300 kg steel drum with a food-grade liner; members own their drums
- Blend lot: honey from several drums settled together in one tank
- Deduction: money taken off a payout for quality (moisture, HMF) or late collection of empties
- Single-source: a lot from one member, named on the label with their consent
- Heather: ling heather honey, thixotropic, pressed not extracted
""", raw_desc=True)

R("reference_ci.md", "ci", "Which CI runs what, and where the workflows live", "reference",
  "CI", "pipelines per repo", """
# CI

{{R2a::- combsync: Forgejo Actions (`.forgejo/workflows/test.yml`), runs on every push}}
- lotline: Forgejo Actions, plus a nightly job that renders every label template to PNG
- tallyman: Forgejo Actions, `go test ./...` and a golden-file check of the BACS output
- jarshop: Forgejo Actions; the Shopify theme is checked with `shopify theme check`
- Runners: two self-hosted runners on the ops box, label `glenhollow`
""")

R("reference_members.md", "members", "Member communication and records", "reference",
  "Members", "newsletter, registrations, AGM", """
# Members

- About 140 member beekeepers, from Perthshire to the Cairngorms
{{S6a::- Member newsletter: Mailchimp, list "Glenhollow members", first Tuesday of the month}}
- The AGM is in March; voting is one member, one vote, regardless of tonnage
- Members update their bank details through combsync only; the office never takes them by phone
""")

R("reference_monitoring.md", "monitoring", "Monitoring and alerting for the apps", "reference",
  "Monitoring", "uptime, dashboards, alerts", """
# Monitoring

{{S9a::- Uptime checks: Uptime Kuma at `status.glenhollow.internal`, pings every 60 s}}
{{A8a::- Dashboards and logs: Grafana Cloud (stack `glenhollow`)}}
- Alerts go to the #ops-alerts channel; payout-day alerts also page Callum
- The Zebra printers are not monitored; Duncan calls when a line stops
""")

R("reference_oncall.md", "oncall", "On-call rota and who to phone for what", "reference",
  "On-call", "rota, escalation", """
# On-call

{{A7a::- On-call rotates weekly between Callum and Anjali, handover Monday 09:00}}
{{NS2a::- Packing-line outages (lotline, printers): phone Duncan, not the on-call dev}}
- Out of hours only payout-day problems justify a call; everything else waits for the morning
- Phone numbers are in the Bitwarden note "on-call"
""")

R("reference_shipping.md", "shipping", "Shipping rules for jarshop orders", "reference",
  "Shipping", "carriers, overseas, gift boxes", """
# Shipping

{{NS6a::- jarshop doesn't ship glass jars outside the UK; overseas orders get the squeezy pouch range}}
- Comb honey ships in a rigid box with a cold pack from May to September
- Parcels over 2 kg get a second layer of corrugated wrap

| Product | Box | Max per parcel |
|---|---|---|
| 340 g jar | JB-6 | 6 |
| Comb section | CB-2 | 2 |
""")

R("user_morag.md", "morag", "Morag Fraser, head of systems: how she works", "user",
  "Morag", "head of systems, preferences", """
Morag Fraser is head of systems at the co-op and keeps the agent's work on track.

{{F8a::- Prefers short answers.}}
{{R8a::- Edits in Neovim with the LazyVim config; keep shell snippets paste-able into a terminal split.}}
- Reads diffs rather than long summaries
- Works from the packing hall office on Mondays, from home otherwise
""")

R("user_anjali.md", "anjali", "Anjali Mehta: jarshop and labbench developer", "user",
  "Anjali", "jarshop and labbench owner", """
{{A9a::Anjali Mehta looks after jarshop and labbench and is in the office Tuesday to Thursday.}}

She prefers issues written as checklists and likes screenshots for anything in the Shopify admin.
""")

R("user_callum.md", "callum", "Callum Reid: combsync, tallyman and lotline developer", "user",
  "Callum", "combsync, tallyman, lotline owner", """
Callum Reid owns combsync, tallyman and lotline, and does most of the Nomad work.

- Reviews PRs in the morning; don't expect answers after 16:00
- Wants the payout-day runbook followed exactly, even when a step looks redundant
""")

R("user_duncan.md", "duncan", "Duncan Shaw: packing hall manager, not a developer", "user",
  "Duncan", "packing hall manager", """
Duncan Shaw manages the packing hall. He is not technical: explain label or printer problems in terms
of lines, lots and jars, never stack traces.

- He plans the week's packing on Friday afternoon
- Any change to what comes out of the printers has to be shown to him on a test label first
""")

R("feedback_merging.md", "merging", "How PRs are merged in each repo", "feedback",
  "Merging", "merge method per repo", """
{{R7a::tallyman PRs are rebase-merged so each commit stays bisectable.}}

{{N1a::Never squash lotline PRs; the per-commit history is how we trace label-template changes.}}

**Why:** a bad payout or a wrong label has to be traced to a single commit.

**How to apply:** check the repo before clicking merge in Forgejo; the default button is not always right.
""")

R("feedback_deploys.md", "deploys", "When deploys are allowed", "feedback",
  "Deploys", "deploy windows", """
{{N2a::Never deploy tallyman on payout day (the 20th) or the day before.}}

Other apps can go out any weekday before 15:00. Nothing goes out on Friday afternoons.

**Why:** a payout run that dies halfway means 140 members phoning the office.
""")

R("feedback_migrations.md", "migrations", "Rules for database migrations", "feedback",
  "Migrations", "staging and production migrations", """
{{N4a::You may run migrations on staging without asking; just say which ones you ran.}}

{{NS3b::Don't run production migrations by hand during intake hours.}}

**Why:** intake staff book drums through combsync all day; a locked table stops the bays.
""")

R("feedback_staging_data.md", "staging-data", "What data staging may hold", "feedback",
  "Staging data", "no production data on staging", """
{{N8a::Staging never gets production data — member bank details live in the same database.}}

Use `make seed-staging`, which builds fake members with Faker and fake apiaries around Pitlochry.

**Why:** the co-op is the data controller and the board signed off on this after the 2025 audit.
""")

R("feedback_labels.md", "labels", "What may and may not appear on jar labels", "feedback",
  "Labels", "label content rules", """
{{N7a::Jar labels must not show where the apiary is — no postcode, no grid reference.}}

{{NS4a::A label never prints without a lot number; lotline refuses the job.}}

**Why:** members asked for it after hives were stolen in 2024.
""")

R("feedback_reviews.md", "reviews", "Review rules for pull requests", "feedback",
  "Reviews", "who reviews, what needs review", """
{{N9b::No PR is merged without a review, not even docs-only ones.}}

Callum reviews combsync, tallyman and lotline; Anjali reviews jarshop and labbench.
""")

R("feedback_commits.md", "commits", "Commit message style and pushing rules", "feedback",
  "Commits", "commit style, pushing", """
Commit messages: short imperative subject, lowercase scope prefix (`intake:`, `labels:`).

{{A3a::- No emoji, no Co-Authored-By trailer}}
{{NS10a::- Never push to `main` directly, not even a one-line fix.}}
- Reference the Forgejo issue number in the body when there is one
""")

R("feedback_shopify.md", "shopify-theme", "Limits on touching the Shopify theme", "feedback",
  "Shopify theme", "theme editing limits", """
{{NS9a::The agent never touches the production Shopify theme, only the staging copy.}}

**Why:** a broken theme during the Christmas rush costs real money.
""")

R("feedback_answers.md", "answers", "How to format answers", "feedback",
  "Answers", "answer format", """
- Don't paste whole files back; show the diff
- Use British spelling in anything members will read
- When unsure about honey regulations, say so and point to the Food Standards Scotland page
""")

R("project_nomad_migration.md", "nomad-migration", "Moving the apps from Heroku and VMs onto Nomad", "project",
  "Nomad migration", "Heroku exit", """
# Nomad migration

{{S1b::combsync moved off Heroku onto the Nomad cluster on 2026-04-18; the Heroku app is scaled to zero and gets deleted in December.}}

- lotline and tallyman were already on VMs and moved in March
- jarshop's fulfilment service moved last, in May
- Remaining: delete the Heroku app and the old DNS records
""")

R("project_member_app.md", "member-app", "The member phone app (PWA) for bookings and photos", "project",
  "Member app", "PWA, beta, uploads", """
# Member app

PWA on top of combsync, launched to all members in May 2026.

{{D6a::During the 2026 beta (Feb–Apr) photo uploads were capped at 5 MB to keep the storage bill down.}}
- Offline mode queues bookings and syncs them when the phone has signal again
- Push notifications are off until the board agrees the wording
""")

R("project_christmas_2026.md", "christmas-2026", "Christmas 2026 shop push", "project",
  "Christmas 2026", "gift boxes, promo, cut-off dates", """
# Christmas 2026

{{D10a::From 1 to 20 December 2026 the free-delivery threshold drops to £25 for the Christmas push.}}
- Last order date for Christmas delivery: 18 December
- Gift boxes: 3-jar and 6-jar, packed on Wednesdays and Thursdays in December
""")

R("project_heather_blend.md", "heather-blend", "The Moorland blend product", "project",
  "Moorland blend", "new blended product", """
# Moorland blend

{{N3a::Heather honey is blended with spring blossom for the "Moorland" jar — roughly 60/40.}}

- Launch target: farm shops in spring 2027
- Label wording agreed with the board in October
""")

R("project_lab_import.md", "lab-import", "Getting refractometer readings into labbench", "project",
  "Lab import", "refractometer import", """
# Lab import

{{S2a::The FTP drop for refractometer CSVs is shut down; the refractometer posts straight to labbench's `/api/readings` now.}}

{{D5b::In January and February 2026 the lab tested HMF on every third lot only, while the new analyser was calibrated.}}

- The refractometer's firmware needed 2.4 for HTTPS; Anjali flashed it in September
""")

R("project_access_db_retirement.md", "access-db-retirement", "Retiring the old Access apiary database", "project",
  "Access database retirement", "legacy apiary records", """
{{S7b::The Access apiary database is read-only since the combsync import on 2026-02-14; new apiaries are registered in combsync.}}

The file stays on the office PC until the 2027 audit, then it is archived to object storage.
""")

R("project_newsletter.md", "newsletter", "Member newsletter tooling", "project",
  "Newsletter", "newsletter tooling", """
{{S6b::We closed the Mailchimp account in July; the member newsletter goes out from Buttondown now.}}

Subscribers were imported with their consent flags; the unsubscribe list came across too.
""")

R("project_sms_reminders.md", "sms-reminders", "Reminder texts for drum slots", "project",
  "SMS reminders", "reminders before drum slots", """
{{S10b::combsync texts members a reminder the day before their drum slot, via TextLocal.}}

Members can opt out in their profile. Texts are not sent for empty-drum collections.
""")

R("project_season_2026.md", "season-2026", "How the 2026 honey season is going", "project",
  "Season 2026", "tonnage, staffing, lessons", """
# Season 2026

- Heather tonnage is up on 2025; blossom was poor after the wet June
- Two temporary packers hired for September and October
- Lesson: book the outside pollen lab before August, they fill up
""")

R("project_statements_redesign.md", "statements-redesign", "New design for the monthly member statements", "project",
  "Statements redesign", "statement layout work", """
# Statements redesign

- New layout groups drums by apiary and shows deductions per drum
- Welsh and Gaelic versions are not planned
- Treasurer signs off the template before it ships
""")

R("reference_contacts.md", "contacts", "Outside contacts: bureau, outside lab, carriers", "reference",
  "Contacts", "outside organisations", """
- Payments bureau: support desk by email only, replies within a working day
- Outside pollen lab: sends PDFs, one per sample, named by our sample number
- Royal Mail account manager: quarterly call about volumes
- Food Standards Scotland: environmental health visit once a year
""")
