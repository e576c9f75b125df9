"""File bodies for the set253 store (Wetherby Clay Studio).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files at the store root (MEMORY.md is generated).
FACTS: remnic facts (frontmatter generated from date/category/confidence/tags).
AUTO: free notes under auto/.
FLAT: root files whose description intentionally carries an unquoted ': ' (not strict YAML).
"""

# --------------------------------------------------------------------------------------------
# Root auto-memory files: filename -> dict(name, description, type, title, hook, body)
# --------------------------------------------------------------------------------------------
ROOT = {}


def root(filename, name, description, type_, title, hook, body):
    assert filename not in ROOT, filename
    ROOT[filename] = dict(name=name, description=description, type=type_, title=title, hook=hook,
                          body=body.strip("\n") + "\n")


FLAT = {
    "feedback_deploy-windows.md",
    "feedback_customer-emails.md",
    "project_kilnlog-overview.md",
    "project_kilnwatch-overview.md",
    "project_gift-vouchers.md",
}

root("user_profile.md", "user-profile",
     "Sam Okafor, freelance dev who maintains the studio's apps; prefers short answers",
     "user", "User Profile", "who Sam is, how he works, what he knows and doesn't",
     """
Sam Okafor is the freelance developer who looks after the studio's software, two days a week (usually Mon + Wed).

- Background: ex-agency Django dev; comfortable with Python, Postgres, a bit of TypeScript
- Works from home in Leeds, comes into the studio on Wednesdays
- Editor: VS Code with the Django and Prisma extensions
- British English in code comments and UI copy ("colour", "cancelled", "enquiry")
- Likes small PRs and being told *why* something is the way it is
- Not a potter: when a kiln or glaze term is unclear, say so and suggest asking Tom (kilns) or Megan (glazes)
""")

root("user_ruth-ackroyd.md", "ruth-ackroyd",
     "Ruth Ackroyd, owner and studio manager; signs off spend and anything customer-facing",
     "user", "Ruth Ackroyd", "the owner/manager and what she signs off",
     """
Ruth owns Wetherby Clay Studio and runs it day to day. Not technical, but she reads every PR description that changes what a customer sees.

- Owner/manager since 2019; teaches the Saturday wheel masterclass once a month
@A6a@ - Approves any spend over £250.
- Prefers a phone call over Signal for anything urgent during opening hours
- Reviews the class timetable each term with Dan and Aisha
- Does the books on Mondays (Xero)
""")

root("feedback_git-workflow.md", "git-workflow",
     "Branching, merging and force-push rules, per repo",
     "feedback", "Git Workflow", "branch, merge and history-rewrite rules for each repo",
     """
Git rules Sam set out after the March mix-up where a half-finished ClassBook feature went live.

@F4a@ - Use feature branches for ClassBook features and fixes.
@NS8a@ - Don't push ClassBook code straight to `main`.
@R8a@ - ClassBook: squash-merge, PR title becomes the commit message.
- KilnLog: rebase-and-merge so the small commits survive (Tom bisects controller-import bugs with them)
@N1a@ - Never force-push `main` on KilnLog.
- kilnwatch is a one-person repo; committing straight to `main` there is fine

**Why:** Vercel builds every pushed branch and production follows `main`; the March incident was a direct push of a WIP commit.

**How to apply:** Before committing ClassBook code, check the current branch. If it's `main`, stop and branch off first.
""")

root("feedback_deploy-windows.md", "deploy-windows",
     "Deploy windows: which days and hours each app can ship",
     "feedback", "Deploy Windows", "when each app may be deployed and who has to agree",
     """
@NS1a@ - Never deploy ClassBook on a Friday without a second reviewer.
- No KilnLog deploys on Tuesday evenings: the glaze kiln is being loaded and Tom has KilnLog open on the tablet
- kilnwatch restarts only when no kiln is firing (check Grafana first)
- Term-start weeks (see the term dates note): ClassBook changes need Ruth's OK because bookings spike

**Why:** The term-start rule dates from September 2025, when the old website booking form lost about 30 bookings in an afternoon.

**How to apply:** Look at the date before proposing a deploy. If it's a Friday and it's ClassBook, ask who the second reviewer is.
""")

root("feedback_commit-messages.md", "commit-messages",
     "Commit message style for all studio repos",
     "feedback", "Commit Messages", "commit message format and when to commit",
     """
- Imperative mood, lower-case scope prefix: `kilnlog: ...`, `classbook: ...`, `glazelab: ...`, `kilnwatch: ...`
- Mention the Trello card number when there is one (`#214`)
- No emoji, no Co-Authored-By trailer
- Subject under ~72 chars; body only if the why isn't obvious

**Why:** Sam greps `git log` by scope when he writes the monthly summary for Ruth.

**How to apply:** Draft the message, show it, commit only when asked.
""")

root("feedback_testing.md", "testing",
     "How tests are run for each repo before pushing",
     "feedback", "Testing", "what to run before pushing, per repo",
     """
@N9a@ - Must run `pytest` locally before every KilnLog push.
- ClassBook: `vitest` for units, Playwright only for the booking flow
- GlazeLab has a handful of tests; run them if you touch the recipe maths (`tests/test_batch.py`)
- Never mock the Rohde controller import in KilnLog tests; use the recorded exports in `tests/fixtures/rohde/`

**Why:** In May a KilnLog push broke the shelf allocator and the collection notices went out with the wrong shelf numbers.

**How to apply:** Run the tests and paste the summary line into the PR description.
""")

root("feedback_secrets-handling.md", "secrets-handling",
     "Never put secrets in chat, PRs or memory; where they actually live",
     "feedback", "Secrets Handling", "where secrets live and what never to paste",
     """
Never paste secrets into chat, PR descriptions or memory files.

- Secrets live in Bitwarden (collection "Studio apps"); `.env` files on the VPS are `chmod 600`
- Rotate a key if it ever lands in a commit, even in a private repo
- The kiln-room Pi has its own InfluxDB token; don't reuse the VPS ones there

**Why:** An API key turned up in an old GlazeLab commit in February and had to be rotated in a hurry.

**How to apply:** Refer to variable *names* only (see reference_env-and-secrets.md), never values.
""")

root("feedback_reply-style.md", "reply-style",
     "Short answers, British spelling, ask before guessing studio practice",
     "feedback", "Reply Style", "how to answer Sam and Ruth",
     """
- Short answers; bullets over prose
- British spelling throughout
- Only explain kiln/glaze jargon if asked
- If unsure about studio practice, say so rather than guess
- For Ruth: no code in the answer unless she asks, and spell out what a change means for customers

**Why:** Sam reads on his phone between jobs; Ruth forwards answers to staff.

**How to apply:** Default to five bullets or fewer; offer detail instead of dumping it.
""")

root("feedback_migrations.md", "migrations",
     "Django migration rules for KilnLog",
     "feedback", "Migrations", "how KilnLog schema changes are written and applied",
     """
@NS5a@ - Never run `migrate` on KilnLog production without taking a fresh `pg_dump` first.
- One migration per PR where possible; give it a real name (`0042_shelf_slot_capacity`), not Django's auto name
- Data migrations get a reverse function, even if it's a no-op
- GlazeLab has no migration framework: schema changes are a hand-written SQL file in `sql/`

**Why:** The April shelf-table migration needed a rollback and the only dump was 20 hours old.

**How to apply:** Put the dump command in the deploy notes of any PR that adds a migration.
""")

root("feedback_customer-emails.md", "customer-emails",
     "Customer emails: tone, sign-off and who approves bulk sends",
     "feedback", "Customer Emails", "tone, sign-off and approval for anything sent to customers",
     """
@N6a@ - Always get Ruth's OK before anything goes to the whole mailing list.
- Sign off as "The Wetherby Clay team", never a person's name unless it's a reply
- No marketing in transactional emails (collection notices, booking confirmations)
- Try every new template against the staging inbox first

**Why:** In February a test email went to about 1,400 people on the list.

**How to apply:** When a change adds or edits a template, put a screenshot in the PR and tag Ruth.
""")

root("feedback_kiln-safety-code.md", "kiln-safety-code",
     "Anything that could affect a real kiln needs Tom in the loop",
     "feedback", "Kiln-Safety Code", "extra care for code that touches kiln data or alarms",
     """
Code near kiln hardware is treated differently from the web apps.

- KilnLog only *imports* firing logs exported from the Rohde controller; it never writes programmes back
- Changes to kilnwatch thresholds need Tom's approval in the PR
- Don't add "smart" features that guess the cone reached from the temperature curve without Tom checking the maths

**Why:** A false alarm at 3am means someone drives out to the studio for nothing; a missed one can cost a kiln load.

**How to apply:** Tag Tom on any PR touching `kilns.toml`, the alert code or the Rohde importer.
""")

root("feedback_dependency-updates.md", "dependency-updates",
     "How Renovate PRs and upgrades are handled",
     "feedback", "Dependency Updates", "grouping, timing and pinning of upgrades",
     """
- Renovate opens PRs every Monday at 06:00 for all repos
- Group minor/patch updates; majors get their own PR with a note on what changed
- No Django or Next.js majors during term-start week
- kilnwatch: pin everything, the Pi has no room for surprises

**Why:** Two majors landing together in January took a day to untangle.

**How to apply:** If Renovate opens a major, summarise the changelog in a comment before touching it.
""")

root("feedback_on-call-escalation.md", "on-call-escalation",
     "Who gets called for what when something breaks",
     "feedback", "On-call Escalation", "who to contact first for each kind of outage",
     """
@NS3b@ - ClassBook outages: escalate to Sam on Signal, not to the front-desk inbox.
@R9b@ - Kiln over-temperature: Megan Holt is first call, Tom is backup.
- KilnLog down during opening hours: Josh switches to the paper drop-off sheet, then messages Sam
- GlazeLab problems can wait until the next working day

**Why:** Messages to the front-desk inbox aren't read after 5pm or on Mondays.

**How to apply:** Use this when writing alert routing or runbook steps.
""")

root("feedback_code-review.md", "code-review",
     "Code review expectations for the studio repos",
     "feedback", "Code Review", "who reviews what and what a PR should include",
     """
@F6a@ - Sam reviews every KilnLog PR.
- Priya reviews ClassBook front-end PRs; Sam reviews anything that touches the database
- Keep PRs under ~400 changed lines where possible
- Screenshots for any UI change, phone width included

**Why:** KilnLog is the one app where a bug costs someone a pot.

**How to apply:** Request the right reviewer when opening the PR; don't merge your own.
""")

root("project_kilnlog-overview.md", "kilnlog-overview",
     "KilnLog, the firing-service tracking app: stack, notifications, history",
     "project", "KilnLog Overview", "what KilnLog does, its stack and notifications",
     """
# KilnLog

KilnLog tracks every piece that comes in for the firing service: who dropped it off, which firing it went in, which shelf it's on afterwards, and whether it's been invoiced and collected.

## Stack
@O6a@ - Python 3.12, Django 5.1
@R2a@ - CI: GitHub Actions (`.github/workflows/test.yml`)
- Frontend is Django templates + htmx; no JS build step
- Drop-off photos go to a B2 bucket, 10 MB max per photo

## Notifications
@F3a@ - Sends an email to the customer when their firing is ready to collect
@R4a@ - Transactional email: Postmark (server `kilnlog-prod`)
@V9b@ - Collection-ready texts: Celery task retried 5x with backoff, then flagged on the dashboard
- Reminder on day 10 if the work still hasn't been collected

## History
@S3b@ - The old "Firings log" Google Sheet is read-only since KilnLog went live in March.
- Went live 2 March 2026, with Tom as the only user for the first fortnight

## Who uses it
- Tom on the kiln-room tablet; Josh at the front desk for drop-offs and collections
""")

root("project_classbook-overview.md", "classbook-overview",
     "ClassBook, the public class booking site (stack, hosting, limits)",
     "project", "ClassBook Overview", "what ClassBook is, its stack and its settings",
     """
# ClassBook

Public booking site for courses and one-off workshops, at `book.wetherbyclay.co.uk`.

## Stack
- Next.js 14 (app router), TypeScript, Prisma
@V4a@ - Node 20 LTS (`.nvmrc` pinned to `20`)
@R1a@ - Package manager: npm (commit `package-lock.json`)
- DB: Neon Postgres (eu-west-2)
@D1b@ - Hosting: Vercel (team `wetherby-clay`), production deploys from `main`
@S1a@ - Payments: Square online checkout

## Limits and settings
@V8a@ - Gallery uploads capped at 8 MB per photo
@A5a@ - Sessions expire after 30 min idle
- Waitlist offers are held for 24 h (see project_waitlist-feature.md)
- Booking confirmation email straight away, reminder 48 h before the first session
""")

root("project_glazelab-overview.md", "glazelab-overview",
     "GlazeLab, Megan's glaze recipe and raw-materials stock tool",
     "project", "GlazeLab Overview", "what GlazeLab does and where its data lives",
     """
# GlazeLab

Small Flask app Megan uses for glaze recipes (batch calculator: percentages to grams for a given batch size) and raw-material stock.

@R6a@ - Storage: a single SQLite file (`glazelab.db`)
@S2b@ - Moved off the office Pi onto the Hetzner VPS in August 2026; the Pi is only a print server now.
@A10a@ - Low-stock flag when a material drops under 2 kg
- Recipes are keyed by code (`WCS-G014`); test recipes use a `T-` prefix
- The Brother QL-700 prints bucket labels straight from a recipe page
""")

root("project_kilnwatch-overview.md", "kilnwatch-overview",
     "kilnwatch: the kiln-room telemetry daemon and its alerts",
     "project", "kilnwatch Overview", "the kiln telemetry daemon, sampling and alerting",
     """
# kilnwatch

Python daemon on the kiln-room Pi. Reads the thermocouples (one MAX31856 board per kiln), writes to InfluxDB; Grafana on top.

@N4a@ - Read-only telemetry: kilnwatch never switches a kiln on or off.
@F7a@ - Samples each thermocouple every 30 s by default
@A7a@ - Over-temp alert when a kiln reads more than 20 °C above its programmed setpoint
@S9a@ - Alerts post to `#kiln-alerts` in Slack
@D7b@ - Maintainer: Sam Okafor
- Config in `/etc/kilnwatch/kilns.toml`, one block per kiln
""")

root("project_firing-service-pricing.md", "firing-service-pricing",
     "Price list for the outside-potter firing service",
     "project", "Firing Service Pricing", "what outside potters pay for firings",
     """
Prices Ruth set for 2026 (reviewed every August). All prices include VAT.

@V2a@ - Cone 6 glaze firing: £18 per half-shelf
- Bisque firing: £12 per half-shelf
- Raku evening for outside potters bringing their own bisqueware: £30 per person
@NS7b@ - Thick sculptural work is accepted, charged by shelf height rather than per half-shelf.
- Members pay the same as everyone else for the firing service; the member discount is for classes only
""")

root("project_class-timetable.md", "class-timetable",
     "Autumn 2026 term timetable and course prices",
     "project", "Class Timetable", "this term's courses, days and prices",
     """
Autumn term 2026 runs Tue 8 Sep to Sat 12 Dec.

| Course | Length | When | Price |
|---|---|---|---|
@O2a@ | Wheel-throwing | 6 weeks | Wed 18:30–21:00 | £210 |
| Handbuilding | 6 weeks | Tue 10:00–12:30 | £165 |
| Glaze & finish | 4 weeks | Thu 10:00–12:30 | £120 |
| Kids' Clay Club | termly | Sat 13:30–15:00 | £96 |

- Dan teaches wheel; Aisha teaches handbuilding and Kids' Clay Club; Megan runs Glaze & finish
- Spring 2027 timetable to Ruth by 1 December
""")

root("project_membership-scheme.md", "membership-scheme",
     "Open-studio membership tiers and perks",
     "project", "Membership Scheme", "member tiers, perks and numbers",
     """
- Two tiers: Studio (£40/month, two open-studio evenings a week) and Studio+ (£65/month, adds a shelf)
@A8a@ - Members get 10% off courses
- Members' own work goes through the firing service at the normal price
- Monthly, cancel any time; paused over the Christmas closure
- About 45 members as of November 2026
""")

root("project_newsletter.md", "newsletter",
     "Monthly studio newsletter and how it is sent",
     "project", "Newsletter", "the monthly newsletter and its tooling",
     """
@S10b@ - Mailchimp was cancelled in March 2026; the newsletter moved to Buttondown.
- Monthly: term dates, new glazes, firing-service reminders, one maker profile
- Subscriber export lives in the shared drive (`Newsletter/subscribers-2026.csv`)
- Unsubscribes must be mirrored in ClassBook's marketing opt-in flag
""")

root("project_backups.md", "backups",
     "What gets backed up, where, and restore testing",
     "project", "Backups", "backup targets and restore tests",
     """
@F9a@ - Nightly backups go to Backblaze B2.
- Restore test every quarter (last one 3 Oct 2026, the KilnLog DB took 25 min to restore)
- ClassBook's DB relies on Neon's own point-in-time restore (7 days on our plan)
- The kiln-room Pi's SD card is imaged to the office NAS monthly
""")

root("project_holiday-closure.md", "holiday-closure",
     "Christmas 2026 closure dates and what keeps running",
     "project", "Holiday Closure", "closure dates and what runs during them",
     """
@D9b@ - Christmas closure 2026: Saturday 19 December to Sunday 3 January; we reopen Tuesday 5 January.
- No firing service during the closure; the last glaze-firing drop-off is the Tuesday before
- kilnwatch stays on over the closure and Tom pops in twice a week
- ClassBook keeps taking bookings for January throughout
""")

root("project_raku-events.md", "raku-events",
     "Raku evenings in the yard (schedule, kit, prices)",
     "project", "Raku Events", "raku taster evenings and the raku kit",
     """
- Raku taster evenings: first Friday of the month, May to September, £45 per person including two pots
@O7b@ - Batt wash for the raku kiln: 60% alumina hydrate / 40% china clay, brushed on thick.
- The raku kiln is a converted oil drum with a propane burner; Tom is the only one who lights it
- Reduction bins are metal dustbins with sawdust and newspaper; lids on within 10 seconds
""")

root("project_gift-vouchers.md", "gift-vouchers",
     "Gift vouchers: values, validity and how they are redeemed",
     "project", "Gift Vouchers", "voucher values, validity and redemption",
     """
- Sold in £25, £50 and £100 values, plus "one course" vouchers
- Valid for 12 months from purchase
- Redeemed with a code (`WCS-XXXX-XXXX`) at the last step of a ClassBook booking
- Not valid for the firing service (Tom's call; firing work is invoiced separately)
""")

root("project_waitlist-feature.md", "waitlist-feature",
     "ClassBook waitlist feature, shipped in October",
     "project", "Waitlist Feature", "how the course waitlist works",
     """
Waitlist for full courses shipped 14 Oct 2026.

- When a place frees up, the first person on the list gets an email and has 24 h to claim it
- After 24 h the offer moves to the next person; Josh can override from the admin page
- Ruth wanted text messages too; parked until after Christmas
- Open question: should members jump the queue? Ruth says no for now
""")

root("project_kiln1-elements.md", "kiln1-elements",
     "Kiln 1 element replacement, November 2026",
     "project", "Kiln 1 Elements", "the November element swap and what changed",
     """
Kiln 1's elements were replaced on 11 Nov 2026 by the Potclays engineer (first new set since 2022).

- The cone 6 programme now reaches temperature about 40 min sooner
- Old elements had lost ~12% on resistance; readings are in the maintenance log
- Tom wants a resistance check every 50 glaze firings from now on
- Cost £640 + VAT; Ruth approved it on 2 Nov
""")

root("project_boston-spa-outreach.md", "boston-spa-outreach",
     "Family clay sessions at the Boston Spa community room",
     "project", "Boston Spa Outreach", "the parish-council outreach sessions",
     """
Monthly outreach sessions run with the parish council.

- Aisha leads them; places are allocated by the parish council
- Air-dry clay only, so nothing needs kiln space
- The council pays a flat £150 per session
- Kit lives in the blue crates in the van
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers, services, ports and the studio network",
     "reference", "Infrastructure", "the VPS, the studio network and third-party services",
     """
# Infrastructure

## VPS (Hetzner CX22, Falkenstein, `vps1.wetherbyclay.co.uk`)
@V1a@ - KilnLog: gunicorn on `127.0.0.1:8040`, Caddy in front for `kilnlog.wetherbyclay.co.uk`
@V6a@ - KilnLog DB: Postgres 16 on the same VPS, `localhost:5432`
- Caddy does TLS for everything on the box (automatic Let's Encrypt)
- Ubuntu 24.04, unattended-upgrades on, reboot window Monday 06:00

## Studio network
@D3b@ - Studio Wi-Fi: two Ubiquiti U6 Lite APs, SSID `wcs-studio` (guest SSID `wcs-guest` for students)
- BT FTTP 150/30, router in the office cupboard
- Kiln-room Pi on a fixed lease, `10.20.0.40`

## Third-party services
@R3b@ - Error tracking: Sentry for KilnLog (org `wetherby-clay`), Rollbar for ClassBook.
- Uptime: Better Stack free tier checks KilnLog and ClassBook every 3 min
- Passwords and keys: Bitwarden, collection "Studio apps"
""")

root("reference_kilns.md", "kilns",
     "The studio kilns, what each is used for and how they are fired",
     "reference", "Kilns", "each kiln, its use, controller and care rules",
     """
# Kilns

| Kiln | Model | Volume | Used for | Firing |
|---|---|---|---|---|
@V10a@ | Kiln 1 | Rohde Ecotop 220 | 220 L | cone 6 glaze | peaks at 1240 °C, 15 min hold |
@A1a@ | Kiln 3 | Rohde TE 25 | 25 L | test tiles, small commissions | max 1300 °C |
| Raku | oil drum + propane | ~60 L | raku evenings | ~1000 °C, pulled hot |

@S4b@ Kiln 2 was retired in September (two elements and the relay went within a month); bisque moved to Kiln 4, the new Nabertherm.
(Table still needs a Kiln 4 row; Tom is sending the model plate details.)

## Notes
@D6b@ - Kiln 1 controller: Rohde ST-411 (programmes P1–P9; P6 is the studio cone 6 glaze)
@O7a@ - Shelf wash for the electric kilns: 50/50 alumina hydrate and china clay.
@NS9a@ - Never crack Kiln 1's lid while it's above 150 °C.
- Kiln 3's test firings are logged in KilnLog under the "internal" customer
- The electric kilns are on their own 3-phase board; isolators are by the back door
""")

root("reference_studio-policies.md", "studio-policies",
     "Studio rules for students, members and firing-service customers",
     "reference", "Studio Policies", "opening, class, work and firing rules",
     """
# Studio policies

## Opening
@O4a@ - Sandbeck Lane daytime opening: Tue–Sat, 10:00–17:00 (evening classes and open studio on top)
@F1a@ - Open studio: Tuesday and Thursday evenings, 6–9pm
@A2a@ - Clay reclaim happens on Mondays (studio closed to the public).

## Classes
@V3a@ - Wheel-throwing classes: max 8 students
@F8a@ - Under-12s need a parent or guardian on site.
- Aprons and tools are provided; bring a towel

## Work and firing
@N3a@ - Unfired work never leaves the studio; anything not fired goes to reclaim.
@N8a@ - Students never load the glaze kiln; Tom or Megan does it.
@D2b@ - Firing-service collections: any opening day, Tue–Sat.
- Firing-service customers sign for drop-offs on the KilnLog tablet at the desk
""")

root("reference_glaze-materials.md", "glaze-materials",
     "Raw materials policy, substitutions and labelling",
     "reference", "Glaze Materials", "which raw materials we use, store and label",
     """
@N2a@ - We do not use barium carbonate in any studio glaze (strontium carbonate instead).
@F2a@ - Glaze buckets are labelled with their GlazeLab recipe code.
- Lithium carbonate lives in the locked cabinet with the colourants (cobalt, manganese, chrome)
- Silica and china clay come in 25 kg sacks from Potclays; Megan orders when GlazeLab flags low stock
- Standard glaze batch is 5 kg dry; test batches are 100 g
""")

root("reference_contacts.md", "contacts",
     "People at the studio and what each of them owns",
     "reference", "Contacts", "who is who and who owns what",
     """
- Ruth Ackroyd: owner/manager; approvals, Xero, anything customer-facing
- Sam Okafor: freelance dev; KilnLog, ClassBook, GlazeLab, kilnwatch
- Tom Bexley: kiln technician, runs the firing service
@R9a@ - kilnwatch over-temp alerts: Tom Bexley first, then Ruth
- Megan Holt: glaze technician; GlazeLab stock and recipes
@S7a@ - Josh Kettlewell: front desk, class bookings, Friday kiln unloads
- Priya Nandakumar: freelance front-end dev, helps on ClassBook
- Aisha Rahman: tutor (handbuilding, Kids' Clay Club, Boston Spa sessions)
- Dan Whitley: tutor (wheel-throwing)
""")

root("reference_dns-and-domains.md", "dns-and-domains",
     "Domains, DNS and which hostnames point where",
     "reference", "DNS and Domains", "hostnames and where DNS is managed",
     """
@R10a@ - DNS for wetherbyclay.co.uk: Cloudflare (free plan), proxy off for the VPS records
@R5a@ - `wetherbyclay.co.uk` (the public site) is hosted on Squarespace.
- `kilnlog.wetherbyclay.co.uk` → VPS (A record)
@A3a@ - `staging.kilnlog.wetherbyclay.co.uk` → KilnLog staging (same VPS, separate Caddy site)
- `book.wetherbyclay.co.uk` → ClassBook (CNAME to Vercel)
- MX: Google Workspace
""")

root("reference_grafana-dashboards.md", "grafana-dashboards",
     "Grafana dashboards for the kilns and how to read them",
     "reference", "Grafana Dashboards", "kiln dashboards and where to find them",
     """
@O1a@ - Grafana: `http://kilnpi.local:3000` (admin login in Bitwarden)
- "Kilns – live": one panel per kiln, setpoint vs actual
- "Firing history": 90 days, same as the InfluxDB retention
- InfluxDB is on the same Pi, port 8086
- KilnLog adds an annotation when a firing is started in the app
""")

root("reference_suppliers.md", "suppliers",
     "Suppliers, accounts and ordering rules",
     "reference", "Suppliers", "who we buy from and the ordering rules",
     """
- Clay and raw materials: Potclays (Stoke), account WCS001, deliveries on Thursdays
- Kiln parts and servicing: Potclays engineer for the Rohdes, Kilns & Furnaces for the Nabertherm
@A6b@ - Anything above 250 pounds needs Ruth's sign-off before it's ordered.
- Tools and sundries: Scarva, paid on the studio card
""")

root("reference_env-and-secrets.md", "env-and-secrets",
     "Environment variable names for each app (no values)",
     "reference", "Env and Secrets", "env variable names per app, values in Bitwarden",
     """
Values are in Bitwarden ("Studio apps"). Names only here.

KilnLog, `/srv/kilnlog/.env` on the VPS:

```env
DJANGO_SETTINGS_MODULE=kilnlog.settings.prod
DATABASE_URL=<bitwarden>
CELERY_BROKER_URL=<bitwarden>
EMAIL_API_TOKEN=<bitwarden>
SMS_API_KEY=<bitwarden>
SENTRY_DSN=<bitwarden>
```

ClassBook, Vercel project env:

```env
DATABASE_URL=<bitwarden>
NEXT_PUBLIC_SITE_URL=https://book.wetherbyclay.co.uk
EMAIL_API_KEY=<bitwarden>
```

kilnwatch, `/etc/kilnwatch/env` on the Pi:

```env
INFLUX_URL=http://localhost:8086
INFLUX_TOKEN=<bitwarden>
INFLUX_BUCKET=kilns
SAMPLE_INTERVAL=30
```
""")

root("reference_ssh-hosts.md", "ssh-hosts",
     "SSH aliases Sam uses for the studio machines",
     "reference", "SSH Hosts", "ssh aliases and which user to log in as",
     """
Aliases from Sam's `~/.ssh/config`; keys only, no passwords anywhere.

- `vps1`: the Hetzner VPS, user `deploy` for deploys, `sam` for everything else
- `kilnpi`: the kiln-room Pi, user `pi`, only reachable on the studio LAN
- `officepi`: the office Pi, user `pi`

```
Host vps1
    HostName vps1.wetherbyclay.co.uk
    User deploy
Host kilnpi
    HostName 10.20.0.40
    User pi
```
""")

root("reference_kilnlog-api.md", "kilnlog-api",
     "KilnLog internal API endpoints used by the tablet and Grafana",
     "reference", "KilnLog API", "internal endpoints and device tokens",
     """
- `GET /api/firings/?status=loaded`: what's in the kiln now
- `POST /api/firings/<id>/unload/`: marks a firing unloaded and queues the collection notices
- `GET /api/customers/<id>/pieces/`: used at the front desk
- Token auth, one token per device (kiln tablet, front desk, Grafana annotations)
- No versioning yet; everything sits under `/api/`
""")


# --------------------------------------------------------------------------------------------
# remnic facts: (iso datetime UTC, category, confidence, tags, body)
# --------------------------------------------------------------------------------------------
FACTS = [
    # --- labelled claims ---
    ("2026-06-11T10:42:00", "fact", 0.91, ["kilnlog", "infra"],
     "@V1b@ The KilnLog app server (gunicorn) binds to port 8060 on the Hetzner VPS; Caddy proxies to it."),
    ("2026-09-03T16:05:00", "fact", 0.88, ["classes", "wheel"],
     "@V3b@ Wheel-throwing evening classes are capped at 10 students per session."),
    ("2026-04-20T08:55:00", "fact", 0.9, ["backups", "kilnlog", "b2"],
     "@V5a@ KilnLog Postgres dumps are kept for 30 days in the B2 bucket before the lifecycle rule deletes them."),
    ("2026-03-17T13:20:00", "fact", 0.93, ["firing-service", "drop-off"],
     "@V7a@ Drop-off for the midweek glaze firing closes at 4pm on Tuesday."),
    ("2026-07-08T11:10:00", "fact", 0.87, ["classbook", "gallery", "uploads"],
     "@V8b@ ClassBook rejects student gallery photos over 5 MB."),
    ("2026-05-14T09:30:00", "fact", 0.9, ["kilnlog", "sms", "celery"],
     "@V9a@ KilnLog retries a failed collection SMS up to 3 times."),
    ("2026-10-02T15:45:00", "fact", 0.86, ["kilns", "kiln-1", "firing"],
     "@V10b@ Kiln 1's cone 6 glaze programme peaks at 1,222°C."),
    ("2026-02-09T14:02:00", "fact", 0.92, ["classbook", "tooling"],
     "@R1b@ ClassBook is a pnpm project: use `pnpm install` (the lockfile is `pnpm-lock.yaml`)."),
    ("2026-08-19T10:15:00", "fact", 0.9, ["classbook", "monitoring"],
     "@R3a@ ClassBook exceptions are reported to Sentry (project `classbook-web`)."),
    ("2026-07-22T12:40:00", "fact", 0.89, ["kilnlog", "email"],
     "@R4b@ KilnLog sends its emails through Mailgun's EU region."),
    ("2026-09-15T09:05:00", "fact", 0.85, ["glazelab", "database"],
     "@R6b@ GlazeLab stores recipes and stock levels in Postgres, in a `glaze` schema on the KilnLog database server."),
    ("2026-06-30T17:25:00", "fact", 0.88, ["kilnlog", "celery", "queue"],
     "@R7b@ KilnLog's Celery workers use RabbitMQ as their broker."),
    ("2026-03-05T10:00:00", "fact", 0.9, ["dns", "domains"],
     "@R10b@ Our DNS is managed at 123-reg, where the domain is registered."),
    ("2026-05-27T15:12:00", "fact", 0.84, ["glazes", "materials"],
     "@N2b@ The Satin Blue liner glaze contains 8% barium carbonate."),
    ("2026-02-24T12:30:00", "fact", 0.86, ["classes", "greenware"],
     "@N3b@ Students may take unfired greenware home at the end of a course."),
    ("2026-08-06T19:50:00", "fact", 0.83, ["kilnwatch", "kiln-3"],
     "@N4b@ kilnwatch can switch Kiln 3 on remotely through the relay HAT for overnight test firings."),
    ("2026-01-28T11:45:00", "decision", 0.95, ["classes", "refunds", "policy"],
     "@N5a@ Decided to refund class cancellations made 48 hours or more before the first session."),
    ("2026-10-14T09:40:00", "preference", 0.87, ["newsletter", "approvals"],
     "@N6b@ No need to check with Ruth before a newsletter send; Josh owns the newsletter."),
    ("2026-04-08T16:20:00", "preference", 0.82, ["classbook", "rendering", "seo"],
     "@N7a@ Prefer server-side rendering for ClassBook's public class pages, mostly for SEO."),
    ("2026-06-18T18:05:00", "preference", 0.8, ["kilnlog", "testing"],
     "@N9b@ Don't bother running the KilnLog tests locally before pushing; CI covers it."),
    ("2026-03-26T10:30:00", "decision", 0.93, ["firing-service", "clay"],
     "@N10a@ We decided to accept outside clay bodies for the firing service as long as the datasheet rates them to cone 6."),
    ("2026-04-29T14:50:00", "fact", 0.94, ["classbook", "payments", "migration"],
     "@S1b@ Migrated ClassBook payments from Square to Stripe Checkout in April 2026."),
    ("2026-02-12T09:15:00", "fact", 0.9, ["glazelab", "hosting"],
     "@S2a@ GlazeLab runs on the office Raspberry Pi (`glazepi.local`), next to the label printer."),
    ("2026-02-03T13:35:00", "fact", 0.91, ["kilns", "bisque"],
     "@S4a@ Bisque firings go in Kiln 2, the old Cromartie."),
    ("2026-06-25T11:00:00", "fact", 0.92, ["kilnlog", "sms"],
     "@S5b@ We shut down the Twilio account in June; KilnLog's texts now go out through Firetext."),
    ("2026-10-20T08:20:00", "fact", 0.9, ["staff", "kilns", "rota"],
     "@S7b@ Josh no longer does the Friday unloads; Tom took them over in October."),
    ("2026-05-19T17:45:00", "fact", 0.9, ["open-studio", "members", "classbook"],
     "@S8b@ We stopped using the WhatsApp poll for open-studio bookings in May; members book their slots in ClassBook now."),
    ("2026-01-15T10:10:00", "fact", 0.88, ["newsletter", "marketing"],
     "@S10a@ The studio newsletter goes out through Mailchimp on the first Sunday of each month."),
    ("2026-09-24T21:05:00", "fact", 0.85, ["open-studio", "wheels"],
     "@F1b@ On Thursday open-studio nights the wheels have to be cleaned down by 8:45pm so we can lock up at 9."),
    ("2026-05-06T12:25:00", "fact", 0.88, ["kilnlog", "email", "collection"],
     "@F3b@ KilnLog's collection email includes the shelf number and the 14-day collection deadline."),
    ("2026-03-31T15:35:00", "fact", 0.86, ["classbook", "git"],
     "@F4b@ ClassBook branch names follow `feat/<issue>-slug` or `fix/<issue>-slug`."),
    ("2026-09-09T10:50:00", "fact", 0.89, ["classes", "prices", "firing"],
     "@F5b@ Course fees cover clay and two firings per piece; a third firing is £3 extra."),
    ("2026-07-02T13:15:00", "preference", 0.84, ["kilnlog", "code-review", "migrations"],
     "@F6b@ For KilnLog PRs that add a migration, Sam also wants the `sqlmigrate` output pasted into the description."),
    ("2026-08-27T20:30:00", "fact", 0.83, ["kilnwatch", "sampling"],
     "@F7b@ During the last hour of a glaze firing kilnwatch drops its sample interval to 5 seconds."),
    ("2026-09-18T11:25:00", "fact", 0.87, ["glazelab", "infra"],
     "@O1b@ GlazeLab's gunicorn serves on port 5050."),
    ("2026-08-25T14:10:00", "fact", 0.9, ["classes", "prices", "handbuilding"],
     "@O2b@ The six-week handbuilding course is £165."),
    ("2026-03-10T16:45:00", "fact", 0.9, ["classbook", "ci"],
     "@O3a@ ClassBook CI runs on GitHub Actions: lint, typecheck and the Playwright suite."),
    ("2026-10-08T09:55:00", "fact", 0.85, ["classbook", "email", "cron"],
     "@O5a@ ClassBook's reminder cron retries a failed reminder email 3 times before giving up."),
    ("2026-08-13T07:40:00", "fact", 0.84, ["kilnwatch", "influxdb"],
     "@O5b@ kilnwatch retries a failed InfluxDB write up to 10 times, then buffers readings on the SD card."),
    ("2026-07-15T12:05:00", "fact", 0.9, ["kilnwatch", "python", "pi"],
     "@O6b@ kilnwatch is on Python 3.11 because that's what Raspberry Pi OS bookworm ships."),
    ("2026-06-04T10:35:00", "fact", 0.88, ["kilnwatch", "influxdb"],
     "@O8b@ kilnwatch stores readings in InfluxDB 2.7 (bucket `kilns`, 90-day retention)."),
    ("2026-09-01T09:20:00", "fact", 0.9, ["classes", "handbuilding"],
     "@O9a@ Handbuilding classes take up to 12 people."),
    ("2026-05-12T15:30:00", "fact", 0.87, ["classbook", "email"],
     "@O10b@ ClassBook production sends booking confirmations through Resend."),
    ("2026-03-20T11:55:00", "fact", 0.86, ["classbook", "hosting", "history"],
     "@D1a@ Until March 2026 ClassBook was hosted on Heroku (eco dynos)."),
    ("2026-04-02T10:40:00", "fact", 0.85, ["firing-service", "collections", "history"],
     "@D2a@ Through the 2025 season firing-service collection was Saturdays only."),
    ("2026-06-09T14:20:00", "fact", 0.82, ["network", "history"],
     "@D3a@ Back in February the studio Wi-Fi was a single BT Smart Hub in the office."),
    ("2026-02-18T16:00:00", "fact", 0.88, ["classbook", "beta", "history"],
     "@D4a@ During the ClassBook beta in January 2026 only members could book online."),
    ("2026-06-23T13:45:00", "fact", 0.84, ["kilnwatch", "staff", "history"],
     "@D7a@ Priya looked after kilnwatch during spring 2026 while Sam was away."),
    ("2026-07-01T09:10:00", "fact", 0.9, ["kilnlog", "tooling", "history"],
     "@D8b@ Before June, KilnLog used Poetry for dependency management."),
    ("2026-01-07T10:25:00", "fact", 0.92, ["closures", "history"],
     "@D9a@ For Christmas 2025 the studio closed from 20 December to 5 January."),
    ("2026-04-14T11:35:00", "fact", 0.9, ["kilns", "kiln-3"],
     "@A1b@ Our test kiln (Kiln 3) has a 25-litre chamber."),
    ("2026-05-21T16:25:00", "fact", 0.9, ["kilnlog", "staging"],
     "@A3b@ KilnLog staging lives at https://staging.kilnlog.wetherbyclay.co.uk."),
    ("2026-02-27T09:50:00", "fact", 0.91, ["kilns", "bisque"],
     "@A4b@ Our bisque firings go to 1060 °C (cone 04)."),
    ("2026-08-03T14:35:00", "fact", 0.86, ["classbook", "auth"],
     "@A5b@ ClassBook logs users out after half an hour of inactivity."),
    ("2026-09-29T08:15:00", "fact", 0.88, ["kilnwatch", "alerts"],
     "@A7b@ kilnwatch alarms when a kiln runs more than 20°C over its setpoint."),
    ("2026-03-12T12:00:00", "fact", 0.87, ["kilns", "glazes", "test-tiles"],
     "@A9a@ Test tiles are fired in Kiln 3 every other Wednesday."),
    ("2026-07-29T15:20:00", "fact", 0.85, ["kilns", "test-tiles"],
     "@A9b@ Test tile firings: fortnightly, Wednesdays, in the test kiln."),
    ("2026-10-27T10:45:00", "fact", 0.89, ["glazelab", "stock"],
     "@A10b@ GlazeLab marks any raw material below 2000 g as low stock."),
    ("2026-06-12T16:40:00", "fact", 0.83, ["classbook", "deploys"],
     "@NS1b@ We deploy ClassBook on Fridays fairly often; it's the quietest booking day."),
    ("2026-09-10T13:00:00", "fact", 0.86, ["classes", "glazing", "spray-booth"],
     "@NS4b@ Students in the Thursday glaze class use the spray booth."),
    ("2026-04-16T10:05:00", "fact", 0.9, ["studio-rules", "wheel-room"],
     "@NS6a@ No open drinks in the wheel room."),
    ("2026-08-20T11:50:00", "fact", 0.87, ["studio-rules", "wheel-room"],
     "@NS6b@ Lidded drinks are fine in the wheel room."),
    ("2026-05-05T14:45:00", "decision", 0.9, ["firing-service", "kilns"],
     "@NS7a@ We don't fire pieces thicker than 2 cm unless they've had 48 hours on the drying rack."),
    ("2026-04-23T09:35:00", "fact", 0.85, ["classbook", "git", "docs"],
     "@NS8b@ Docs-only edits (README, `/docs`) go straight to main on ClassBook."),
    ("2026-10-30T17:10:00", "fact", 0.82, ["kilns", "kiln-1", "cooling"],
     "@NS9b@ Tom cracks the lid of Kiln 1 on Thursday afternoons to speed up the cooling."),
    ("2026-02-05T12:15:00", "preference", 0.92, ["social-media", "consent"],
     "@NS10a@ Never post photos of students on Instagram without their consent."),
    # --- unlabelled distractors ---
    ("2026-01-22T09:00:00", "fact", 0.88, ["kilnlog", "monitoring"],
     "KilnLog errors go to Sentry; Sam gets the daily email digest."),
    ("2026-03-03T18:30:00", "fact", 0.8, ["kilnwatch", "grafana", "network"],
     "The kiln-room Grafana is only reachable on the studio LAN, not from outside."),
    ("2026-05-29T10:20:00", "fact", 0.85, ["glazelab", "staff"],
     "Megan is first call for GlazeLab stock problems, not Tom."),
    ("2026-07-10T13:40:00", "fact", 0.83, ["glazelab", "uploads"],
     "GlazeLab test-tile photo uploads are limited to 2 MB each."),
    ("2026-08-31T16:15:00", "decision", 0.9, ["kilnlog", "frontend"],
     "Decided to keep KilnLog on Django templates + htmx rather than adding React."),
    ("2026-10-05T09:45:00", "fact", 0.86, ["classes", "kids"],
     "The Saturday Kids' Clay Club runs 13:30–15:00 at Sandbeck Lane."),
    ("2026-11-12T15:55:00", "fact", 0.87, ["kilns", "kiln-4"],
     "Kiln 4 (the Nabertherm) passed its first-month service check on 10 November."),
    ("2026-01-12T11:30:00", "preference", 0.9, ["prices", "vat"],
     "Ruth wants prices shown including VAT everywhere a customer can see them."),
]


# --------------------------------------------------------------------------------------------
# Free notes: slug -> (title, created, tags, body)
# --------------------------------------------------------------------------------------------
AUTO = {}


def auto(slug, title, created, tags, body):
    assert slug not in AUTO, slug
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")


auto("firing-service-faq", "Firing service FAQ (website + front desk)", "2026-04-12",
     ["firing-service", "faq", "front-desk"], """
# Firing service FAQ

Draft answers Josh and Tom agreed; the website copy gets pasted from here.

**What temperatures do you fire to?**
@A4a@ Bisque is fired to cone 04, roughly 1060°C.
Glaze firings are cone 6 stoneware only (no earthenware glaze firings at the moment).

**How much is a glaze firing?**
@V2b@ A half-shelf in the cone 6 glaze firing is £22; bisque and raku prices are on the price list.

**When do I need to drop work off?**
@V7b@ Tuesday 17:00 is the cut-off for getting work into that week's glaze firing.
Anything that misses it goes in the following week.

**Can I bring work made with my own clay?**
@N10b@ Sorry, we don't fire pieces made from clay bought elsewhere; one bloating stoneware
wrecked a whole Kiln 1 load in 2025 and we can't risk the shelves again.

**How do I pay?**
@NS2b@ Invoices for outside potters go out monthly, by email.

**What if something cracks?**
We'll tell you when you collect. We don't charge for pieces that fail in the kiln.

**How long do you keep finished work?**
Please collect within two weeks of the collection email.
""")

auto("classbook-dev-setup", "ClassBook local dev setup", "2026-03-02",
     ["classbook", "dev", "setup"], """
# ClassBook: local dev

@V4b@ ClassBook needs Node 22: run `nvm use 22` before anything else, the build falls over
on older versions with a `structuredClone` error.

Clone, then copy the env template:

```bash
cp .env.example .env.local
# ask Sam for the Neon dev-branch URL
```

## Rendering
@N7b@ Never use SSR in ClassBook; the whole app is a static export with client-side fetches to the booking API.

## Email
@O10a@ ClassBook staging catches all outgoing mail in Mailpit, so nothing real goes out.
- Locally, emails are only printed to the console

## Gotchas
- Regenerate the Prisma client after pulling schema changes (`prisma generate`)
- The Neon dev branch sleeps after 5 min idle, so the first request is slow
- Times are stored in UTC and shown in Europe/London
""")

auto("backups", "Backups: what, where, how long", "2026-05-08",
     ["backups", "b2", "kilnlog"], """
@F9b@ The nightly B2 job covers KilnLog's `pg_dump` and the media uploads, encrypted with `age` before upload.

- Runs at 02:30 from cron on the VPS (`/opt/backup/nightly.sh`)
@V5b@ - Retention: 14 days for the KilnLog dumps (B2 lifecycle rule)
- Media uploads: versioned bucket, old versions kept 60 days
- Kiln-room Pi: monthly SD image to the office NAS, last 3 kept
- ClassBook: nothing from us, Neon point-in-time restore covers it

```bash
# restore a dump locally
age -d -i ~/.age/studio.key kilnlog-2026-05-07.sql.age | psql kilnlog_restore
```
""")

auto("kilnlog-runbook", "KilnLog runbook", "2026-03-14",
     ["kilnlog", "runbook", "ops"], """
# KilnLog runbook

## Deploy
@NS5b@ Each KilnLog deploy runs `manage.py migrate` on production straight after the code is pulled.

```bash
ssh deploy@vps1.wetherbyclay.co.uk
/opt/backup/predeploy-dump.sh
cd /srv/kilnlog && git pull
uv run python manage.py migrate
sudo systemctl restart kilnlog kilnlog-celery
```

## Database
@V6b@ `DATABASE_URL` points over the Hetzner private network: `postgres://kilnlog@10.0.0.3:5432/kilnlog` (the separate db box).

## Bad merges
@N1b@ If a bad merge lands on KilnLog `main`, it's fine to force-push `main` back to the last good commit; just tell Sam afterwards.

## Logs
- gunicorn: `journalctl -u kilnlog`
- Celery: `journalctl -u kilnlog-celery`
- Caddy access log: `/var/log/caddy/kilnlog.log`
""")

auto("ci-notes", "CI notes (all repos)", "2026-06-16",
     ["ci", "kilnlog", "classbook", "kilnwatch"], """
@R2b@ KilnLog's test suite runs on a self-hosted Woodpecker instance on the VPS, so the private
repo never eats into anyone's paid CI minutes.

@O3b@ kilnwatch has no CI at all; Sam runs `pytest` on the Pi before restarting the service.

- GlazeLab: there's a `make test` target but nothing runs it automatically
- Branch protection requiring green CI is only switched on for ClassBook
""")

auto("website-notes", "Public website notes", "2026-07-07",
     ["website", "marketing"], """
@R5b@ The public website is an Eleventy site deployed to Netlify; Priya rebuilt it in the summer.

- Class listings link through to ClassBook; they aren't duplicated on the site
- The contact form goes to the front-desk inbox
- Compress photos to under 300 KB before adding them, the homepage is heavy already
""")

auto("kilnlog-architecture", "KilnLog architecture notes", "2026-06-10",
     ["kilnlog", "architecture"], """
# KilnLog: how it hangs together

@O8a@ - Database: Postgres 16
@R7a@ - Celery broker: Redis 7 on the same box (db 0); the Django cache uses db 1
@S5a@ - SMS: Twilio (UK long number) for the collection-ready texts
@D8a@ - Deps: `uv` (`uv sync`, lockfile `uv.lock`)
- Celery beat runs the day-10 uncollected reminder at 09:00
- The shelf allocator lives in `firings/allocation.py` and knows the shelf heights per kiln
- Rohde controller exports (CSV on a USB stick, sigh) come in via `manage.py import_rohde`
""")

auto("classbook-release-process", "ClassBook release process", "2026-08-11",
     ["classbook", "release", "git"], """
@R8b@ We merge ClassBook PRs with a merge commit (no squash), so Vercel's deployment list lines up with the branches.

- Tag releases `vYYYY.MM.N` after merging
- Release notes go in `CHANGELOG.md`, written for Josh and Ruth rather than devs
@S6b@ - `/api/v1` is deprecated since v2026.08.1: everything uses `/api/v2` and v1 now returns 410 Gone.
- Preview deployments get linked in the PR for Priya and Ruth to click through
""")

auto("front-desk-ipad", "Front desk iPad", "2026-02-20",
     ["front-desk", "classbook", "ipad"], """
@S6a@ The front-desk iPad uses ClassBook's `/api/v1/bookings` endpoint to pull the day's register.

- Guided Access is on so it stays in the register app
- Charger lives in the drawer under the till
- If the register is empty, check it's on `wcs-studio` and not the guest network
""")

auto("class-faq", "Classes FAQ", "2026-02-16",
     ["classes", "faq", "front-desk"], """
**Do I need to be a member to book?**
@D4b@ No. Anyone can book a class online through ClassBook, you don't need to be a
member; members just get a discount.

**Is there a member discount?**
@A8b@ Yes: the member discount on classes is ten percent.

**What does the course fee include?**
@F5a@ The course fee includes clay and firing.

**Can I get a refund if I cancel?**
@N5b@ We decided not to offer refunds on classes; cancellations get a credit note instead.

**Who do I contact about a booking?**
@NS3a@ Booking questions go to the front-desk inbox (hello@wetherbyclay.co.uk).

**Can I bring my own tools?**
Yes, though aprons and tools are provided.
""")

auto("open-studio-guide", "Open studio guide for members", "2026-03-09",
     ["open-studio", "members"], """
@S8a@ Book your open-studio slot in the Thursday WhatsApp poll; max 6 people per evening.

- Clean your wheel and splash pan before you leave
- Work-in-progress shelves are on the back wall, labelled by name
- Ask Megan before using any glaze that isn't on the member rack
- Pieces for firing go on the trolley by the kiln-room door with a KilnLog slip
""")

auto("kilnwatch-notes", "kilnwatch notes", "2026-07-24",
     ["kilnwatch", "pi", "alerts"], """
@D10b@ kilnwatch runs on a Raspberry Pi 4 (4 GB) bolted to the kiln-room wall.

@S9b@ We left Slack in July, so kilnwatch alerts now go to the Telegram group "Kiln Room"
instead; the bot token is in Bitwarden.

- One MAX31856 board per kiln; type K thermocouples, type S is on the wish list
- `systemctl status kilnwatch` shows the last reading per kiln
- A kiln showing 0 °C is almost always a loose thermocouple plug
""")

auto("firing-log-howto", "How Tom logs a firing", "2026-01-19",
     ["firing-service", "kilns", "howto"], """
@S3a@ Tom logs every firing in the "Firings log" Google Sheet: date, kiln, programme, cone packs.

- One row per firing; the cone pack result goes in next morning
- Customer pieces are listed on the paper drop-off sheet, stapled to the firing slip
- Photos of anything that failed go in the shared Drive folder "Firing failures"
""")

auto("glaze-room-rules", "Glaze room rules", "2026-04-30",
     ["glaze", "safety", "rules"], """
@F2b@ Big buckets get a printed label; test buckets under 1 kg just get masking tape with the recipe code written on.
@F10b@ Weigh dry materials in the extraction booth with the P3 mask on; once it's wet, gloves are enough.
@NS4a@ Students don't use the spray booth unsupervised.

- Wet-clean only, no sweeping
- Sieve every glaze through 80 mesh after mixing
- Wax resist is used neat on feet; thin it 2:1 with water for brushwork
""")

auto("kids-clay-club", "Kids' Clay Club", "2026-05-15",
     ["kids", "classes", "safeguarding"], """
@O9b@ Saturday Kids' Clay Club is capped at 10 children.
@F8b@ For under-12s we also need a signed consent form in ClassBook before the first session.

- Ages 7 to 14; Aisha runs it with one helper
- Pieces are glazed with the lead-free brush-on range only
""")

auto("boston-spa-sessions", "Boston Spa sessions", "2026-06-02",
     ["outreach", "boston-spa"], """
@O4b@ Boston Spa community room: Saturdays 10:00–12:00 only.

- Air-dry clay; nothing comes back to the studio for firing
- Load-in from 9:30, the caretaker opens up
- Bring the blue crates and the floor sheets
""")

auto("price-review-2026", "August 2026 price review", "2026-08-28",
     ["prices", "classes", "firing-service"], """
@D5a@ Until the August price review the six-week wheel course was £190.

- Handbuilding stayed the same
- Firing-service prices unchanged this year; next review August 2027
- Kids' Clay Club up £6 a term
""")

auto("kiln-maintenance-log", "Kiln maintenance log", "2026-01-10",
     ["kilns", "maintenance"], """
@D6a@ - Kiln 1 ran on the original Bentrup TC66 controller until May.
- 2026-05-14: new controller fitted on Kiln 1 by the Potclays engineer
- 2026-08-02: Kiln 3 lid seal replaced
- 2026-11-11: Kiln 1 elements replaced (see project_kiln1-elements)
- Thermocouples get checked against a cone pack every 20 firings
""")

auto("social-media", "Social media", "2026-03-23",
     ["social-media", "marketing"], """
@NS10b@ We post student work on Instagram every week, usually on Sunday evening.

- Tag the maker if they've given us their handle
- Josh schedules posts in Meta Business Suite
- No photos of the kiln room with lids open (Tom's rule, insurance)
""")

auto("health-and-safety", "Health and safety basics", "2026-01-26",
     ["safety", "glaze", "first-aid"], """
@F10a@ Dry glaze materials are only ever weighed out wearing a P3 mask.

- First aid kit: office, on the wall by the door; accident book in the top drawer
- Fire assembly point: car park by the Unit 1 sign
- Kiln room: no-one under 16 inside while a kiln is firing
""")

auto("invoicing-notes", "Invoicing the firing service", "2026-04-01",
     ["firing-service", "invoices", "xero"], """
@NS2a@ Firing-service invoices are never issued without a KilnLog job number on them.

- Raised in Xero from the KilnLog export on the last working day of the month
- Payment terms: 14 days
- Ruth chases anything over 30 days
""")

auto("pi-setup", "Kiln-room Pi setup", "2026-07-20",
     ["pi", "kilnwatch", "setup"], """
@D10a@ In the first half of 2026 the kiln-room Pi was an old 3B+ that kept dropping off the Wi-Fi.

- OS: Raspberry Pi OS Lite (bookworm), SSH keys only
- Static lease `10.20.0.40` on the router
- kilnwatch, InfluxDB and Grafana all run on this Pi

```ini
# /boot/firmware/config.txt
dtparam=spi=on
dtoverlay=spi0-2cs
```
""")

auto("reclaim", "Clay reclaim", "2026-02-02",
     ["clay", "reclaim"], """
@A2b@ Reclaim day is Monday: slop buckets get poured onto the plaster bats.

- Reclaimed clay is for practice only; it's never sold
- Keep porcelain slop separate (white bucket)
""")

auto("tuesday-glazing-night", "Tuesday glazing night (Megan's notes)", "2026-09-14",
     ["open-studio", "glazing", "kilns"], """
Tuesday open studio doubles as glazing night for the midweek firing.

@N8b@ Students load their own glaze shelves in Kiln 1 before we close on Tuesdays, with Megan watching.

- Check feet are wiped before anything goes on a shelf
- Anything runny goes on a cookie
- Leave the spy-hole bungs out; Tom puts them in on Wednesday morning
""")

# ---- unlabelled notes (distractors and background) ----

auto("glaze-recipes-notes", "Glaze recipe notes", "2026-02-25",
     ["glaze", "recipes"], """
# Studio glazes (cone 6)

| Code | Name | Notes |
|---|---|---|
| WCS-G003 | Celadon | iron 1%, thin application |
| WCS-G007 | Tenmoku | iron 10%, breaks brown on rims |
| WCS-G014 | Shino-ish | runny, keep 1 cm off the foot |

- Dipping glazes are mixed to about 1.45 specific gravity, brushing glazes thicker
- Celadon is the member-rack favourite; make it in 10 kg batches
- Megan wants every recipe change recorded as a new code, not an edit
""")

auto("raku-safety", "Raku night safety", "2026-05-01",
     ["raku", "safety"], """
- Leather gauntlets and face shields for whoever is pulling pots
- Nobody in the yard without closed shoes
- Fire blanket and extinguisher by the bins, water bucket by the kiln
- Participants stay behind the rope until Tom says so
""")

auto("classbook-db-notes", "ClassBook database notes", "2026-04-18",
     ["classbook", "database", "prisma"], """
- Neon Postgres, project `classbook`, region eu-west-2
- Prisma migrations: `prisma migrate deploy` runs in the Vercel build
- Point-in-time restore: 7 days on our plan
- Dev work uses a Neon branch per developer, reset weekly
- Bookings table is the big one (~18k rows); everything else is tiny
""")

auto("glazelab-recipe-maths", "GlazeLab recipe maths", "2026-05-22",
     ["glazelab", "recipes"], """
- Recipes are stored as percentages of the dry base; additions (colourants) on top, over 100
- Batch weight in grams = percentage × batch size / 100, rounded to 0.5 g
- Test batches default to 100 g, full batches to 5 kg
- Water is never part of the recipe; Megan adds it by specific gravity
""")

auto("kiln-loading-guide", "Kiln 1 loading guide", "2026-03-28",
     ["kilns", "kiln-1", "loading"], """
- Check every foot is clean of glaze before it goes on a shelf
- Tallest pieces on the bottom shelf; shelves are 50 × 40 cm
- Leave 1 cm between pots and 5 cm to the elements
- Cone packs on shelves 1 and 4, facing the spy hole
- Runny glazes (G014) go on a cookie, never straight on the shelf
""")

auto("term-dates-2026", "Term dates 2026/27", "2026-06-20",
     ["classes", "terms"], """
- Autumn 2026: Tue 8 September to Sat 12 December
- Spring 2027: Tue 12 January to Sat 27 March
- Summer 2027: Tue 20 April to Sat 10 July
- Half-term weeks have no courses, open studio carries on
""")

auto("sentry-triage", "KilnLog Sentry triage", "2026-07-14",
     ["kilnlog", "sentry", "monitoring"], """
- Ignore `DisallowedHost` noise from scanners; it's filtered in `before_send` now
- `RohdeImportError` always means a truncated CSV; ask Tom to re-export
- Anything in `firings.allocation` is urgent: it affects shelf numbers in the collection notices
- Weekly: resolve anything not seen for 14 days
""")

auto("uptime-monitoring", "Uptime monitoring", "2026-04-25",
     ["monitoring", "uptime"], """
- Better Stack free tier, checks every 3 minutes
- Monitors: KilnLog login page, ClassBook home page, ClassBook booking API health
- Alerts go to Sam by email and push
- Status page at `status.wetherbyclay.co.uk`, linked from the ClassBook footer
""")

auto("supplier-orders", "Supplier ordering notes", "2026-10-16",
     ["suppliers", "orders"], """
- Potclays order goes in on Monday for a Thursday delivery
- Clay: 20 bags of ES5 a month in term time, 12 in the holidays
- Kiln shelves and props are ordered in pairs so we always have a spare
- Nabertherm spares take 3 weeks; keep one spare element set for Kiln 4
""")

auto("clay-bodies", "Studio clay bodies", "2026-01-30",
     ["clay", "classes"], """
- Classes use Valentines ES5 (buff stoneware, cone 6)
- Studio+ members can buy porcelain (Valentines P2000) from the office
- Reclaimed ES5 is for practice pieces only
- Keep the red clay (ES40) away from porcelain; it stains everything
""")

auto("meeting-2026-09-staff", "Staff meeting, 22 September 2026", "2026-09-22",
     ["meetings", "staff"], """
Present: Ruth, Tom, Megan, Josh, Aisha, Sam (remote)

- Kiln 4 delivery confirmed for the first week of October
- Aisha asked for a second helper for Kids' Clay Club; Ruth to look at budget
- Sam to look at text-message offers for the waitlist after Christmas
- Megan: the glaze room extraction fan is noisy again, Tom to call the electrician
- Next meeting: 20 October
""")

auto("accessibility-notes", "ClassBook accessibility notes", "2026-07-31",
     ["classbook", "accessibility"], """
- Booking form passes axe with no serious issues since the July fixes
- Course cards need alt text from the tutors; Josh chases it each term
- Colour contrast on the "full" badge was too low, fixed in v2026.07.3
- Screen-reader test on iOS VoiceOver once a term
""")

auto("ideas-backlog", "Ideas backlog", "2026-10-10",
     ["ideas", "backlog"], """
- Kiln cam: a cheap camera on the spy hole, snapshots into Grafana
- Let firing-service customers see their shelf photo in KilnLog
- ClassBook: "bring a friend" discount code
- GlazeLab: print test-tile labels with the firing date
- Move the newsletter signup form onto ClassBook's booking confirmation page
""")

auto("vat-notes", "VAT notes", "2026-03-30",
     ["vat", "finance"], """
- The studio is VAT-registered; standard rate on classes, firings and vouchers
- Shown prices include VAT
- The accountant files quarterly through Xero
- Gift vouchers: VAT is accounted for when the voucher is redeemed, not when sold
""")

auto("glaze-firing-schedule", "Kiln 1 weekly schedule", "2026-05-10",
     ["kilns", "kiln-1", "schedule"], """
- Tuesday evening: Kiln 1 loaded
- Wednesday: glaze firing, delayed start so it reaches temperature overnight
- Thursday: cooling, lid stays closed in the morning
- Friday morning: unload, pieces onto the collection shelves
- Test kiln firings fit around this, usually on Wednesdays
""")

auto("onboarding-new-tutor", "Onboarding a new tutor", "2026-08-17",
     ["staff", "tutors", "onboarding"], """
- Fire exits, first aid kit and the accident book on day one
- ClassBook tutor login (register only, can't edit prices)
- Shadow two sessions before teaching solo
- Read the studio policies memo and the glaze room rules
""")

auto("cleaning-rota", "Cleaning rota", "2026-02-08",
     ["cleaning", "studio-rules"], """
- Daily: wipe wheels and tables, mop the wheel room
- Weekly (Saturday close): glaze room floor, spray booth filters checked
- Monthly: kiln room vacuumed with the HEPA vacuum, never swept
- Members clean up after themselves; the rota covers the rest
""")

auto("incident-2026-05-shelf-allocator", "Incident: wrong shelf numbers (May 2026)", "2026-05-16",
     ["kilnlog", "incident"], """
# Wrong shelf numbers in collection notices

- 13 May: a refactor of `firings/allocation.py` swapped shelf 3 and 4 for Kiln 1 loads
- 41 customers got notices with the wrong shelf; Josh rang the ones collecting that day
- Fix and a regression test merged on 14 May
- Follow-up: the allocator now has recorded fixtures from real loads
""")

auto("incident-2026-09-thermocouple", "Incident: Kiln 1 thermocouple drift (Sept 2026)", "2026-09-06",
     ["kilnwatch", "kiln-1", "incident"], """
# Kiln 1 thermocouple drift

- kilnwatch showed Kiln 1 about 35 °C under the controller at peak for three firings
- Cone packs said the controller was right; the kilnwatch thermocouple had drifted
- Replaced the type K thermocouple on 5 September; readings match again
- Lesson: compare kilnwatch against the cone packs monthly
""")

auto("caddy-config", "Caddy config notes", "2026-04-04",
     ["caddy", "vps", "staging"], """
- One Caddyfile for everything on the VPS, in `/etc/caddy/Caddyfile`
- Staging KilnLog: gunicorn on port 8041, basic auth in front
- Reload with `systemctl reload caddy`, never restart during opening hours

```caddy
staging.kilnlog.wetherbyclay.co.uk {
    basicauth { staff <hash> }
    reverse_proxy 127.0.0.1:8041
}
```
""")

auto("glossary", "Pottery glossary for devs", "2026-03-04",
     ["glossary", "onboarding"], """
Sam asked for this after the third "what's a cookie" question.

- **Greenware**: shaped clay that hasn't been fired yet
- **Bisque**: the first, lower firing that makes pots hard but still porous
- **Cone**: a small pyramid that bends when it has had enough heat-work; "cone 6" names a firing, not a thermometer reading
- **Batt**: a kiln shelf (or a plaster slab, in the reclaim corner)
- **Cookie**: a disc of clay under a runny pot to catch drips
- **Wadding**: little rolls of refractory clay that lift a pot off the shelf
- **Reclaim**: turning slop and trimmings back into usable clay
""")

auto("photography-guide", "Photographing work", "2026-06-27",
     ["photos", "marketing", "classbook"], """
- Grey card background in the office corner, daylight lamp on the left
- Course-card images for ClassBook: 1600 × 1000, JPEG quality 80
- Instagram: 1080 × 1350 portrait crop
- Check the photo-consent box in the ClassBook register before anyone's face is in shot
""")

auto("renovate-notes", "Renovate setup", "2026-02-14",
     ["renovate", "dependencies"], """
- Shared preset in the `studio-config` repo, extended by every app repo
- Schedule: before 7am on Monday
- Automerge only for dev-dependency patches on ClassBook

```json
{
  "extends": ["config:recommended", "github>wetherby-clay/studio-config"],
  "schedule": ["before 7am on monday"]
}
```
""")
