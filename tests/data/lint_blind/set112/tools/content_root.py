# Root Claude Code auto-memory files: filename -> (name, description, type, title, hook, body)
# Descriptions in FLAT are written without quotes and contain ": " (not strict YAML) on purpose.
FLAT = {"reference_tidebook.md", "reference_infra.md", "reference_glossary.md", "reference_centres.md"}

ROOT = {}

ROOT["reference_tidebook.md"] = ("tidebook-overview",
 "tidebook: course bookings, waiting lists, admin and the public booking pages", "reference",
 "tidebook overview", "what the booking system is made of and how refunds/waiting lists behave", """
# tidebook

Course booking system for all three centres. Django monolith in `kestrel/tidebook`, owned by Kofi,
Isla covers when he is off.

## Stack
- Django 5.1 on Python 3.12
@@R1a@@
@@V1a@@
- Redis for cache and rate limiting on the public pages
@@A9a@@
- Admin at `/office/` (Django admin with a custom theme Sian asked for)
@@S5a@@

## Bookings
@@D1a@@
- A booking is one person on one course date; family bookings are several bookings on one order
@@F9a@@
- Youth courses need a parent/guardian contact and the medical/consent form before the first day
@@V7a@@
- Kit hire is not sold here; the booking page links across to kitlog for that

## Email
@@R3a@@
- Templates live in `tidebook/emails/templates/`; preview them at `/office/email-preview/`
- Reminder email the evening before day one, with the centre's parking notes

## Gotchas
- The `Course.capacity` field is derived from the rota, do not edit it by hand in the admin
- Gift vouchers are stored as negative-price order lines, which confuses the takings report
""")

ROOT["reference_certdesk.md"] = ("certdesk-overview",
 "certdesk records RYA course completions, logbook stamps and certificates", "reference",
 "certdesk overview", "certificate issuing, RYA reporting, who can do what", """
# certdesk

Records completions and issues RYA certificates. TypeScript (Fastify + Prisma), repo `kestrel/certdesk`.

## Stack
@@V5a@@
@@A1a@@
@@R4a@@
- Instructor UI is a small React app served from `/app`

## Certificates
@@NS1a@@
@@F5a@@
@@S4a@@
- Logbook stamps for youth students are recorded as a `stamp` row, separate from the certificate
- Duplicate certificate requests are handled by Sian in the RYA portal, not in certdesk

## RYA reporting
@@N8a@@
- The RYA course codes live in `src/rya/codes.ts`; they change every January

## Roles
- Senior instructors and Gareth have the `signer` role
@@NS6b@@
- Office staff can search and reprint but not edit skills ticks
""")

ROOT["reference_kitlog.md"] = ("kitlog-overview",
 "kitlog handles kit hire at the huts: boards, wetsuits, dinghies, deposits, returns", "reference",
 "kitlog overview", "hire rules, deposits, slots and where the service runs", """
# kitlog

Kit hire and inventory. Go service plus a tablet web UI used in the huts. Repo `kestrel/kitlog`.

## Running it
@@R5a@@
@@O1a@@
- Health check: `GET /healthz`; the hut tablets show a red banner if it fails twice

```
fly deploy -a kestrel-kitlog --strategy rolling
```

## Inventory
@@S2a@@
- Every item has a QR sticker; the tablet camera scans it on checkout and return
- Damaged kit goes to the `quarantine` state and can't be hired until someone clears it

## Hire rules
@@V10a@@
- Kayak hire is sold in 1-hour slots; a double kayak counts as one hire
@@NS10b@@
@@F2a@@
@@A7a@@
@@A3a@@
@@O9a@@

## Deposits
@@N3a@@
@@V3a@@
- Dinghy hire deposit: £150 pre-auth
@@NS5b@@
""")

ROOT["reference_windcall.md"] = ("windcall-overview",
 "windcall is the wind and weather go/no-go service that texts customers", "reference",
 "windcall overview", "how go/no-go calls are made and sent out", """
# windcall

Weather go/no-go service. Python 3.12, FastAPI, repo `kestrel/windcall`. Gareth owns the thresholds,
Kofi owns the code.

## Inputs
@@S3a@@
- Saltness uses the harbour authority's public anemometer feed (JSON, no key needed)
- Tide data for Saltness comes from the tide API and is cached daily
- Lightning map is checked by a person, windcall does not read it

## Decisions
@@V4a@@
- SUP sessions at Brightwater stop at 12 knots mean
@@N6a@@
@@NS3a@@

## Sending
@@V9a@@
@@D7a@@
@@R8a@@
@@O3a@@
@@A2a@@

## Internals
@@R7a@@
- Config is in `windcall/settings.py`, thresholds are editable in the admin by Gareth only
""")

ROOT["reference_crewrota.md"] = ("crewrota-overview",
 "crewrota is the instructor rota and qualification tracker", "reference",
 "crewrota overview", "rota publishing, availability and instructor tickets", """
# crewrota

Instructor rota and qualification tracker. Small Go service with a mobile-friendly front end.

@@O8a@@
- SQLite on a persistent volume; nightly copy to the backups bucket

## Rota
@@A4a@@
@@S7a@@
- Swaps are requested in the app and approved by Gareth or the duty senior instructor
- Instructor pay hours are exported on the 25th for Sian

## Qualifications
@@F6a@@
- Expired tickets take the instructor off the rota for anything that needs that ticket
""")

ROOT["reference_infra.md"] = ("infra",
 "infra: hosting bits, DNS, backups, CI, email and where the shared services live", "reference",
 "Infrastructure", "shared services, backups and CI", """
# Infrastructure

Shared services that every app leans on. Morwenna holds the admin accounts; Kofi and Isla have
everything else through 1Password.

## Build and deploy
@@R2a@@
- Container images go to GitHub Container Registry under `ghcr.io/kestrelpoint/`

## Data
@@V8a@@
@@F4a@@
- Object storage: DigitalOcean Spaces, `kestrel-backups` bucket in `lon1`
- Redis: one shared instance `redis.kestrel.internal`, apps separated by db number

## Domains and accounts
@@S1a@@
@@S6a@@
- Errors for tidebook and kitlog go to Sentry (org `kestrelpoint`)
- Uptime checks: Better Stack, alerts to the on-call phone
""")

ROOT["reference_courses.md"] = ("course-catalogue",
 "RYA course catalogue as we run it: lengths, ratios, ages, who can book what", "reference",
 "Course catalogue", "course lengths, ratios and age rules", """
# Courses we run

Content is Gareth's; the booking rules in tidebook follow this page.

## Youth
@@V2a@@
- Youth Stage 2: two days, Stage 1 needed first
- Youth Stage 3: three days, usually in the summer holidays
@@V6a@@
- Minimum age for Youth Stage 1: 8
@@N2a@@

## Adult
@@F1a@@
- Adult Level 2 (Basic Skills): two days
- Windsurf Start: one day, two three-hour sessions

## Powerboat
@@O2a@@
- Safety Boat: two days, needs Powerboat Level 2
""")

ROOT["reference_centres.md"] = ("centres",
 "centres: Saltness, Hollowmere, Brightwater, opening seasons and site notes", "reference",
 "Centres", "the three sites and their seasons", """
# Centres

- Saltness Harbour (SLT): coastal, tidal, dinghies, windsurf and powerboat
- Hollowmere Lake (HLM): inland, dinghies, windsurf, SUP, the main office
- Brightwater Reservoir (BRW): SUP and kayak; opened 6 June 2026

## Seasons
@@D6a@@
- Brightwater is April to October only; the water company closes the slipway in winter

## Site notes
@@A10a@@
- Saltness parking is the harbour pay-and-display; tell customers to allow 15 minutes
@@NS9b@@
- Brightwater has no mains power at the hut, the tablet runs off the solar battery
""")

ROOT["reference_payments.md"] = ("payments",
 "How money comes in: online checkout, hut card payments, refunds and accounts", "reference",
 "Payments", "checkout, hut payments, refunds and accounting", """
# Payments

@@F8a@@
- Kit hire is paid at the hut on the card reader, or online through kitlog's own Stripe account
@@D4a@@
- Refunds are done by Sian from the Stripe dashboard; tidebook marks the booking refunded from the webhook
@@R10a@@
- Gift vouchers are sold through tidebook and redeemed as a discount code
""")

ROOT["reference_oncall.md"] = ("on-call",
 "Who is on call, what they cover and how to reach them", "reference",
 "On-call", "rota and scope of the on-call phone", """
# On-call

@@A6a@@
@@NS2a@@
- Cover is 07:00 to 21:00, April to October; outside that it's best effort
- The on-call phone number is in the staff handbook, not in any repo

Runbooks are in `docs/runbooks/` of each repo.
""")

ROOT["reference_glossary.md"] = ("glossary",
 "glossary: RYA terms, internal shorthand and centre codes", "reference",
 "Glossary", "RYA and internal shorthand", """
# Glossary

- **AI**: assistant instructor (never "artificial intelligence" in staff docs, it confuses people)
- **SI**: senior instructor
- **PB2**: Powerboat Level 2
- **Stage 1–4**: RYA Youth Sailing Scheme stages
- **no-go**: a session cancelled or held ashore for weather
- **pre-auth**: card authorisation held as a deposit, captured only if kit is lost or damaged
- **SLT / HLM / BRW**: Saltness, Hollowmere, Brightwater
- **hut**: the kit-hire hut at each centre
""")

ROOT["reference_website.md"] = ("public-website",
 "The public marketing site and how it links into the booking system", "reference",
 "Public website", "marketing site repo, content and links into tidebook", """
# Public website

Astro site in `kestrel/web`. Course pages pull dates from tidebook's public JSON feed at build time,
so a rebuild is needed after new dates are published.

- Content is Markdown in `src/content/courses/`
- Gareth signs off anything that states a safety rule
- The "Book now" buttons deep-link into tidebook with the course code in the query string
""")

ROOT["user_morwenna.md"] = ("morwenna",
 "Morwenna Tregear, head of operations and digital; sets priorities", "user",
 "Morwenna", "head of ops and digital, how she likes to work", """
Morwenna Tregear is head of operations and digital at Kestrel Point. She was a senior instructor for
years before moving into the office, so she knows the on-the-water side as well as the systems.

- Prefers short answers with the command or diff first, reasoning after
- Wants costs mentioned whenever a change adds a paid service
- Reviews every PR that touches payments or safety messaging herself
""")

ROOT["user_kofi.md"] = ("kofi",
 "Kofi Mensah, main developer on tidebook and windcall", "user",
 "Kofi", "main developer, tools and habits", """
Kofi Mensah is the main developer; he owns tidebook and windcall and reviews most kitlog changes.

@@R9a@@
- Likes small PRs and will ask for a split if one touches more than one app
- Works Tuesday to Saturday in season, so Monday questions wait
""")

ROOT["user_gareth.md"] = ("gareth",
 "Gareth Pryce, principal and chief instructor; owns safety rules", "user",
 "Gareth", "chief instructor, owns thresholds and safety wording", """
Gareth Pryce is the principal and chief instructor. Not technical, but every safety rule and weather
threshold is his call.

@@NS4b@@
- Wants safety wording checked with him before it goes on the website
- Reads Slack on his phone; long messages get skimmed, so lead with the decision
""")

ROOT["user_isla.md"] = ("isla",
 "Isla Dunmore, part-time developer on certdesk and crewrota", "user",
 "Isla", "part-time developer, certdesk and crewrota", """
Isla Dunmore works three days a week (Mon, Wed, Thu). She built certdesk and crewrota and is the person
to ask about the RYA side of things.

- Prefers written specs over calls
- Strong TypeScript, less keen on the Django code
""")

ROOT["feedback_pr_merging.md"] = ("pr-merging",
 "How PRs get merged and what main should look like", "feedback",
 "PR merging", "merge policy for main", """
@@R6a@@

**Why:** Morwenna reads `git log main` to write the monthly "what changed" note for Gareth and wants one
line per change.

**How to apply:** use the squash button, edit the squash message so it's the PR title, delete the branch.
""")

ROOT["feedback_commits.md"] = ("commit-style",
 "Commit message style and when a PR is needed", "feedback",
 "Commit style", "commit messages and pushing", """
@@F7a@@
- No emoji, no Co-Authored-By trailer
@@N7a@@

**Why:** Morwenna said the PR step for a typo on a course page just slowed Sian down.

**How to apply:** draft the message, show it, commit only when asked.
""")

ROOT["feedback_deploys.md"] = ("deploys",
 "When and how to deploy", "feedback",
 "Deploys", "deploy timing and checks", """
Deploys go out from CI on merge; don't deploy from a laptop.

@@N4a@@
- During the season avoid deploying kitlog while the huts are open (09:00–18:00); the tablets lose
  the hire cart on restart
- Always watch the first few minutes of logs after a deploy

**Why:** a kitlog restart in July dropped six open hires at Hollowmere.
""")

ROOT["feedback_secrets.md"] = ("secrets",
 "Where secrets live and how to handle them", "feedback",
 "Secrets", "secret storage rules", """
@@A8a@@
- When a secret is needed in CI, add it as a repository secret and note it in the repo README
- Rotate anything that has been pasted into a chat, including this one

**Why:** a Stripe key ended up in a `.env.example` in 2025 and had to be rolled.
""")

ROOT["feedback_customer_comms.md"] = ("customer-comms",
 "Tone and spelling for anything customers read", "feedback",
 "Customer comms", "tone, spelling and safety wording", """
@@A5a@@
- Friendly but plain; no exclamation marks in cancellation texts
- Say "session" not "lesson" for kids' courses (Gareth's preference)
- Safety statements are checked with Gareth before publishing
""")

ROOT["feedback_testing.md"] = ("testing",
 "How to run and write tests across the repos", "feedback",
 "Testing", "test data and where tests run", """
@@NS8a@@
read-only with a replica user. Use the fixtures or a local copy of the staging dump.

- Factories over fixtures for new tests
- Each repo's README has the one command that runs everything; use that, not ad-hoc pytest flags
""")

ROOT["feedback_escalation.md"] = ("escalation",
 "Who to ask about what when something comes up", "feedback",
 "Escalation", "who decides what", """
@@NS2b@@
- Payment disputes and refunds: Sian
- Anything about certificates or RYA records: Isla first, Gareth if it's a judgement call

**Why:** the on-call dev once held a session ashore on a forecast; it was Gareth's call, not theirs.
""")

ROOT["feedback_reply_style.md"] = ("reply-style",
 "How to write replies in chat", "feedback",
 "Reply style", "short replies, commands first", """
Keep replies short. Put the command or the diff first, the reasoning after. British spelling in prose
as well as in code comments. No emoji.
""")

ROOT["feedback_migrations.md"] = ("migrations",
 "How to write and ship database migrations", "feedback",
 "Migrations", "migration rules", """
- One migration per PR where possible; never edit a migration that has been deployed
- Data migrations go in a separate PR from schema changes
- Large tables (bookings, hires) get migrations that can run online; ask Kofi if unsure

**Why:** a long-running migration locked the bookings table on a Saturday morning in 2025.
""")

ROOT["project_kitlog_rewrite.md"] = ("kitlog-rewrite",
 "kitlog inventory rewrite: moving boat and board records out of spreadsheets", "project",
 "kitlog inventory rewrite", "moving the inventory into kitlog", """
Goal: one inventory, in kitlog, with service history for every boat and board.

@@S2b@@
- Service history imported from the old maintenance notebook scans by Isla in August
- Next: link quarantine reasons to service jobs so the hut can see why a board is out
""")

ROOT["project_email_migration.md"] = ("email-migration",
 "Staff email and calendar migration", "project",
 "Staff email migration", "mailboxes and calendars move", """
@@S6b@@
- Shared mailboxes (bookings@, hire@) became Google Groups with delegated access
- Calendar invites for instructor meetings now come from the Google calendar `Instructors`
""")

ROOT["project_certdesk_rya_api.md"] = ("certdesk-rya-api",
 "certdesk integration with the RYA Training Centre API", "project",
 "certdesk RYA API", "how completions reach the RYA now", """
@@S10b@@
Training Centre API as soon as it has been signed off.

- API credentials are per centre; Brightwater isn't registered yet (no RYA courses there)
- Failed posts are retried hourly and show as amber in certdesk's dashboard
""")

ROOT["project_brightwater_opening.md"] = ("brightwater-opening",
 "Opening the Brightwater Reservoir site", "project",
 "Brightwater opening", "third centre launch", """
@@F10a@@
- Hut tablet, QR stickers and a card reader needed before opening
- Access road is shared with the water company; gates are locked at 19:00
- Staff: two paddlesport instructors from the Hollowmere team on rotation
""")

ROOT["project_gdpr_retention.md"] = ("gdpr-retention",
 "Retention rules for customer data across the apps", "project",
 "Data retention", "how long customer data is kept", """
Agreed with Morwenna in October:

- Youth medical/consent forms are deleted 12 months after the last course date
- Completed bookings keep name and contact for 6 years (accounting)
- Hire records in kitlog are anonymised after 2 years, except damage claims
""")

ROOT["project_pricing_2027.md"] = ("pricing-2027",
 "Pricing review for the 2027 season", "project",
 "2027 pricing", "price review in progress", """
Work in progress; nothing decided yet.

- Proposal: member discount on courses goes from 10% to 15%
- Proposal: an early-bird price for courses booked before 31 January
- Hire prices stay flat unless the insurance renewal goes up
""")

ROOT["project_observability.md"] = ("observability",
 "Logging and alerting improvements across the apps", "project",
 "Observability", "logs, alerts, dashboards", """
- Structured JSON logs in all four services by end of November
- One Grafana dashboard per app; Kofi has the tidebook one done
- Alert on windcall if no station reading has arrived for 20 minutes
""")

ROOT["project_instructor_onboarding.md"] = ("instructor-onboarding",
 "Getting new instructors set up in the systems", "project",
 "Instructor onboarding", "accounts and checks for new staff", """
- Google account, crewrota login, certdesk role (assistant or signer) on day one
- DBS and safeguarding certificate uploaded to crewrota before the first session
- Isla is writing a one-page guide for the tablets
""")

ROOT["project_winter_2026.md"] = ("winter-2026",
 "Winter 2026-27 plans: maintenance, refits and off-season work", "project",
 "Winter 2026-27", "off-season plan", """
- Saltness closes for courses at the end of October; the hut gets re-roofed in November
- Hollowmere runs weekend courses through the winter with drysuits only
- Dev work over the winter: tidebook booking v2, kitlog service history UI
""")

ROOT["project_booking_v2.md"] = ("booking-v2",
 "tidebook booking flow rewrite for 2027", "project",
 "Booking v2", "new booking flow", """
- One page for choosing dates, people and add-ons (wetsuit hire as an add-on is the big ask)
- Keep it server-rendered; Morwenna said no new front-end framework
- Target: live before the 2027 Easter courses
""")

ROOT["project_safety_boat_log.md"] = ("safety-boat-log",
 "Digital safety boat log replacing the paper book", "project",
 "Safety boat log", "paper log to tablet", """
- Log engine hours, fuel and launches on the hut tablet instead of the paper book
- Gareth wants a daily check list before the first launch (fuel, kill cord, radio, first-aid kit)
- Lives in kitlog as a new `boat_log` table; Isla is scoping it
""")
