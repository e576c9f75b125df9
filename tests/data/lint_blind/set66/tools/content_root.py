# Root (Claude Code auto-memory) files: filename -> dict(name, description, type, title, hook, body)
# A body line that is exactly @@ID@@ is replaced with CLAIMS[ID].
ROOT = {}

def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = dict(name=name, description=desc, type=typ, title=title, hook=hook, body=body.strip("\n") + "\n")

r("reference_plotline.md", "plotline", "plotline reference: stack, settings, integrations, data kept", "reference",
  "plotline", "waiting lists, offers, tenancies; stack and settings", """
# plotline

Waiting lists, plot offers and tenancies for all Tamewell sites. Django app, repo `tamewell/plotline`.
Site secretaries use the admin; applicants and tenants use the public pages.

## Stack
@@O6b@@
@@V1b@@
@@R8a@@
- The same Redis also backs the Django cache (`redis-plots.tamewell.internal:6379`)
- Plot boundaries are drawn in the admin map widget and saved as polygons

## Settings that matter
@@V2b@@
- Renewal reminder: sent 30 days before the tenancy end date
@@V10b@@
- Session timeout for site secretaries: 8 hours
- Offer letters are generated from the template `offer_letter.html`

## Waiting list
@@F2a@@
- One list per site; an applicant may sit on at most two site lists
@@N3a@@
- Withdrawn applicants are kept (status `withdrawn`), never hard-deleted
- New tenancies are pro-rated up to 30 September, the common renewal date

## Integrations
@@R1b@@
@@S7a@@
- Rent data goes to rentroll through the nightly `export_tenancies` command
- The public pages are rate-limited per IP

## Data kept
@@N9b@@
- Applicant phone and email, address, preferred sites
@@O4a@@
- Inspection notes and photos stay with the plot, not the tenant
""")

r("reference_troughwatch.md", "troughwatch", "troughwatch: sensors, alerting, where the readings go", "reference",
  "troughwatch", "trough level sensors and low-water alerting", """
# troughwatch

Water trough level monitoring. Python service in `tamewell/troughwatch`, firmware config in `tamewell/troughwatch-firmware`.

## Sensors
@@NS5b@@
@@S1a@@
- Battery: 2x AA lithium, swapped at the March inspection
- Each sensor is named `<site>-<row>-<n>`, e.g. `HLB-C-2`

| Setting | Value | Notes |
|---|---|---|
@@V9a@@
| Confirmed uplinks | off | saves airtime |
| Battery report | daily | separate port 5 payload |

## Storage
@@R5b@@
- Retention on the raw bucket: 90 days; daily averages are kept forever
- Grafana dashboard "Troughs" reads from the same store

## Alerting
@@V3b@@
@@NS8b@@
@@F4a@@
@@R10b@@
- An alert is cleared automatically when the level recovers above the threshold plus 10%
- Sensor-offline alert after 6 missed uplinks
""")

r("reference_shedkey.md", "shedkey", "shedkey reference: bookings, padlock codes, keypad bridge", "reference",
  "shedkey", "tool shed bookings and smart padlocks", """
# shedkey

Tool shed bookings and keypad padlock codes. Node/TypeScript API (`tamewell/shedkey`) plus an Android app.

## Backend
@@O1a@@
- Redis for booking locks: `redis-shed.tamewell.internal:6379`
@@R2b@@
@@O3a@@
- API served behind Caddy at `shed.tamewell.org.uk`

## Padlocks and codes
- Locksmart keypad padlocks, one per shed door, driven through the keypad bridge
@@F3a@@
@@V4b@@
@@D2b@@
@@N1b@@
- The master code is separate from the rotating code and only changes when a site rep leaves

## Bookings
- Slots are 2 hours, 08:00 to 20:00
- A member can hold at most two future bookings
@@A1a@@
- Cancelling less than an hour before a slot marks it as a no-show
""")

r("reference_muckin.md", "muckin", "muckin: volunteer day sign-ups, stack and settings", "reference",
  "muckin", "volunteer day sign-ups and reminders", """
# muckin

Volunteer day sign-ups for all sites. Repo `tamewell/muckin`.

## Stack
@@A7a@@
@@V5b@@
@@R3b@@
@@R6b@@
- Database: Postgres (`muckin-db`), 1 GB volume

## Volunteer days
@@F10a@@
@@V8b@@
- Sign-ups open 21 days before the day and close at 18:00 the evening before
- Each day has a lead, who must be a site rep or a trained volunteer
@@S4a@@
@@S8b@@

## Exports
- Monthly CSV of hours per volunteer for the grant reports
- Headcount per site per month goes to Mags on the 1st
""")

r("reference_rentroll.md", "rentroll", "rentroll: plot rent invoicing, prices, accounting hand-off", "reference",
  "rentroll", "plot rent invoices and payments", """
# rentroll

Plot rent invoicing. Small Python job (`tamewell/rentroll`), reads tenancies exported by plotline.

## Prices
| Plot type | Price |
|---|---|
| Polytunnel bench (Stalybank) | £12 per year |

@@V6b@@
@@D6b@@
@@O2a@@
- Concession: 50% off for tenants on pension credit or universal credit

## Invoicing
@@F6a@@
@@NS1a@@
@@N8a@@
- Payment by bank transfer or GoCardless direct debit
- Reminder at 30 days overdue, then a letter from the committee at 60 days

## Plumbing
@@R9a@@
@@O5a@@
- Config in `rentroll.toml`; prices live there too, not in code
""")

r("reference_infra.md", "infra", "infra overview: servers, CI, backups, deploys", "reference",
  "Infrastructure", "servers, CI, backups and how deploys work", """
# Infrastructure

@@D10b@@
- Ops box: `tw-ops-1` (Grafana, GlitchTip, backup jobs)
@@S5b@@
- Caddy in front of everything on `tw-prod-1`, certificates from Let's Encrypt
- DNS at Cloudflare (DNS only, no proxy)

## CI and deploys
@@R4a@@
@@S10b@@
- troughwatch deploys through its own `make release` (builds the image, restarts the service)

## Backups
@@A6a@@
@@V7a@@
- Monthly full-disk snapshot of `tw-prod-1` at Scaleway, kept 6 months

## Secrets
- 1Password, vault `Tamewell Ops`; nothing in repo env files except examples
""")

r("reference_sites.md", "sites", "sites: codes, plot counts, opening dates, contacts", "reference",
  "Sites", "the four sites, codes, contacts", """
# Sites

| Site | Code | Plots | Since |
|---|---|---|---|
@@A5a@@
| Stalybank | STB | 96 | 2004 |
| Mossfield Community Garden | MSF | 30 raised beds | 2019 |
@@A2a@@

@@F8a@@
- Full plot is nominally 250 m², half plot 125 m² (Mossfield has raised beds only)
- Mossfield has no troughs; water comes from water butts and one standpipe
- Each site has a site rep and, except Rydings Lane for now, a site secretary

## Contacts
@@S9a@@
- Committee: chair Dev Kaur, treasurer Alan Briggs
- Council allotments officer: via the land register team
""")

r("reference_glossary.md", "glossary", "words used around the network", "reference",
  "Glossary", "terms the committee and site reps use", """
# Glossary

- **site rep**: volunteer responsible for a site's sheds, troughs and volunteer days
- **site secretary**: handles waiting list offers and tenancy paperwork for one site
- **full / half plot**: rent bands; Mossfield raised beds are a separate band
- **non-cultivation notice**: letter after a failed inspection; second one ends the tenancy
- **master code**: the padlock code that always works; site reps only
- **the bridge**: the keypad bridge box in each shed that talks to the padlocks
- **muck in**: a volunteer day; the app took the name
""")

r("project_plotline.md", "plotline-status", "where plotline is and what is next", "project",
  "plotline status", "current state and next steps for plotline", """
@@D3b@@
Site secretaries have all been trained; Stalybank's secretary still prefers printing the weekly list.

**Next:** bulk offer letters for the spring round, and a map view for the public page.
**Why:** Mags wants the spring round done before the May inspections.
**How to apply:** Prioritise offer-letter work over map polish if asked to choose.
""")

r("project_muckin.md", "muckin-status", "volunteer sign-up app, current state", "project",
  "muckin status", "current state of the volunteer sign-up app", """
@@D5b@@
Numbers are up on last year, mostly thanks to the Rydings Lane opening.

**Next:** a simple "bring a friend" option, and per-site photo galleries after each day.
**How to apply:** keep the sign-up form short; Mags rejects anything with more than five fields.
""")

r("project_shedkey.md", "shedkey-status", "shedkey rollout state", "project",
  "shedkey status", "rollout state of shed bookings", """
@@D8b@@
The Mossfield shed is the smallest and only has one padlock; the others have two doors.

**Next:** letting members swap booking slots with each other.
**Why:** swaps arranged by text message are the top complaint from site reps.
""")

r("project_inspections.md", "inspections", "inspection calendar for plots, troughs, sheds", "project",
  "Inspection calendar", "when each kind of inspection happens", """
@@A8a@@
@@O9a@@
Inspection results are entered in plotline the same week; photos go with the plot record.

**How to apply:** don't schedule releases of plotline in inspection weeks; the secretaries are in the admin all day.
""")

r("user_mags.md", "mags", "Mags Pennington, network coordinator", "user",
  "Mags", "who Mags is and how she likes to work", """
@@F9a@@
@@A4a@@
She is not a developer but reads diffs of copy changes line by line.
Works Tuesdays to Thursdays; urgent things by phone, the rest by email.
""")

r("user_ravi.md", "ravi", "Ravi Sood, volunteer developer", "user",
  "Ravi", "Ravi's background and habits", """
Ravi Sood maintains shedkey and rentroll; Python and TypeScript, ten years of backend work.
@@O10a@@
Has a plot at Stalybank and tends to hear about shed problems there first.
""")

r("user_jo.md", "jo", "Jo Tasker, plotline and troughwatch maintainer", "user",
  "Jo", "Jo's role and tools", """
Jo Tasker looks after plotline and troughwatch, and is site rep at Hollinbrook.
@@O10b@@
Prefers small PRs and a short written plan before anything touching tenant data.
""")

r("feedback_deploys.md", "deploy-timing", "deploy timing: when not to ship", "feedback",
  "Deploy timing", "when releases are off limits", """
@@N5a@@
**Why:** the Locksmart support line is weekdays only, and a bad bridge update once locked the Hollinbrook shed for a day.
**How to apply:** if a shedkey change is ready late in the week, hold it for Monday.

No plotline deploys in offer rounds either (first fortnight of March and September).
""")

r("feedback_troughwatch_sql.md", "troughwatch-sql", "how queries are written in troughwatch", "feedback",
  "troughwatch queries", "query style in troughwatch", """
@@N10a@@
**Why:** Jo wants every query visible and tuned for the time-series tables.
**How to apply:** put queries in `troughwatch/queries.py` and keep them parameterised.
""")

r("feedback_timestamps.md", "timestamps", "timezone handling across the apps", "feedback",
  "Timestamps", "how to store and show times", """
@@A3a@@
**Why:** the BST switch once doubled a volunteer day in muckin.
**How to apply:** applies to plotline, shedkey, muckin and troughwatch alike.
""")

r("feedback_branches.md", "branch-names", "branch naming convention", "feedback",
  "Branch names", "how to name branches", """
@@A9a@@
**Why:** the team is three people and the initials make ownership obvious in the branch list.
""")

r("feedback_waiting_list.md", "waiting-list-rules", "rules for contacting and offering to the waiting list", "feedback",
  "Waiting list rules", "who may be contacted and offered plots", """
@@NS3a@@
**Why:** a mass email in 2025 produced 200 replies and a complaint to the council.

@@NS6a@@
**Why:** the council lease requires priority for borough residents.
**How to apply:** any change to offer logic in plotline needs Mags's sign-off.
""")

r("feedback_secrets.md", "secrets", "where secrets go and what never goes in git", "feedback",
  "Secrets", "secrets handling", """
@@NS7a@@
**Why:** staging uses real provider credentials for email and SMS, and a leak would reach tenants.
**How to apply:** secrets go in 1Password (`Tamewell Ops`) and into the host via `op inject`.
""")

r("feedback_shed_codes.md", "shed-codes", "who gets which padlock code", "feedback",
  "Shed codes", "who gets which code", """
@@NS9a@@
**Why:** the master code can't be rotated quickly; every change means visiting each shed.
**How to apply:** never print it in a message, email or log line, even for a site rep.
""")

r("feedback_merging.md", "merge-strategy", "how PRs are merged", "feedback",
  "Merging", "merge conventions", """
@@NS10b@@
**Why:** one commit per PR keeps `git log` readable for volunteers who drop in once a month.
**How to apply:** write the squash commit message by hand; don't keep the list of WIP commits.
""")

# --- filler root files (no labelled claims)
r("feedback_commit_messages.md", "commit-messages", "commit message style", "feedback",
  "Commit messages", "commit message style", """
Imperative mood, under 72 characters, ticket number at the end if there is one.
**Why:** Ravi reads `git log --oneline` when something breaks.
""")

r("feedback_tests.md", "tests", "testing expectations for the Django and Node apps", "feedback",
  "Tests", "testing expectations", """
Every bug fix gets a regression test, even a one-liner.
Use factories, not fixtures, in plotline tests.
**Why:** the fixture files drifted from the models twice in 2025.
**How to apply:** `pytest -x` must pass before a PR is opened; don't skip flaky tests, fix or quarantine them.
""")

r("feedback_copy_tone.md", "copy-tone", "tone for tenant-facing text", "feedback",
  "Tenant-facing copy", "tone for letters, emails and pages", """
Plain English, no jargon, short sentences. Say "plot" not "allotment garden".
Offer emails must include the site address and the name of the site secretary.
**Why:** many tenants are older and read on phones with large text.
""")

r("feedback_migrations.md", "migrations", "database migrations in plotline and shedkey", "feedback",
  "Migrations", "how schema changes are shipped", """
Migrations ship in their own PR, before the code that uses them.
Never edit a migration that has been applied in production; add a new one.
**How to apply:** run `manage.py migrate --plan` and paste the output in the PR description.
""")

r("project_rydings_lane.md", "rydings-lane", "new site at Rydings Lane", "project",
  "Rydings Lane site", "setting up the newest site", """
The council handed over the Rydings Lane field in June; plots were marked out in July.
Two troughs at first, three more planned once the mains spur is extended.
The shed is a converted shipping container with one padlocked door.
**How to apply:** when adding site-specific logic, remember RYD has no site secretary yet; Mags covers it.
""")

r("project_hosepipe_ban.md", "hosepipe-ban", "hosepipe ban handling", "project",
  "Hosepipe ban", "what changes during a hosepipe ban", """
The water company can impose a hosepipe ban in dry summers; standpipe hoses are banned outright and trough refills may be restricted.
During a ban site reps put up the laminated notice and troughwatch adds a banner to the alert texts.
**How to apply:** the banner text is in `troughwatch/settings.py` as `BAN_NOTICE`; clear it when the ban ends.
""")

r("reference_people.md", "people", "who is who in the network and the tech team", "reference",
  "People", "committee, site reps, tech volunteers", """
- Mags Pennington: network coordinator (part-time, paid)
- Ravi Sood: shedkey, rentroll
- Jo Tasker: plotline, troughwatch; site rep at Hollinbrook
- Dev Kaur: chair
- Alan Briggs: treasurer
- Site reps: Hollinbrook (Jo, Sam Whitlow), Stalybank (Ravi), Mossfield (Ines Carvalho), Rydings Lane (Mags, acting)
""")

r("reference_lorawan.md", "lorawan", "LoRaWAN gateways and coverage", "reference",
  "LoRaWAN gateways", "gateways, where they are, coverage", """
- Gateway 1: Hollinbrook hut roof (Dragino LPS8N)
- Gateway 2: Stalybank shed gable
- Gateway 3: Rydings Lane container roof, solar powered
- Mossfield is in range of gateway 2 but has nothing to report
- Gateway firmware updates are done by hand in winter, never in the growing season
""")

r("reference_1password.md", "password-vaults", "which vault holds what", "reference",
  "1Password vaults", "which vault holds what", """
- `Tamewell Ops`: server, API and provider credentials
- `Tamewell Committee`: bank, council portal, insurance
- Site reps have their own shared vault with the master codes; the tech team has no access to it
""")

r("project_newsletter.md", "newsletter", "quarterly newsletter plumbing", "project",
  "Newsletter", "quarterly newsletter to tenants", """
The quarterly newsletter goes out from Buttondown; tenants are synced from plotline once a week.
Opt-outs in Buttondown are respected by the sync (it never re-subscribes anyone).
**How to apply:** newsletter copy goes through Mags; don't schedule sends yourself.
""")

r("project_rent_review.md", "rent-review", "annual rent review process", "project",
  "Rent review", "how prices change each year", """
Prices are set at the AGM in March and apply from the season starting 1 October.
The treasurer updates `rentroll.toml` after the AGM; a PR is opened by Ravi with the new numbers.
**Why:** the lease lets the network raise rent once a year with six months' notice.
""")

r("feedback_plain_commands.md", "plain-commands", "how to give instructions to volunteers", "feedback",
  "Instructions for site reps", "step-by-step instructions for non-developers", """
When writing instructions for site reps, number the steps and say which button to press.
Screenshots beat descriptions; one screenshot per step if the app has changed.
**Why:** site reps do these jobs a few times a year and forget the details.
""")

r("project_accessibility.md", "accessibility", "accessible plots and pages", "project",
  "Accessibility", "accessible plots and public pages", """
Each site keeps at least two raised, wheelchair-reachable plots; plotline flags them with `accessible=True`.
The public pages aim for WCAG 2.2 AA; the waiting list form was audited in May.
**How to apply:** new form fields need labels and error text, no placeholder-only fields.
""")
