"""File bodies for the set224 store (Saltmarsh Glassworks).

A line starting `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files (+ MEMORY.md generated from title/hook).
FACTS: remnic facts (path/id/epoch derived from date+time+body).
AUTO: free notes under auto/.
FLAT: root files whose description is intentionally written as non-strict YAML.
"""

FLAT = {
    "feedback_furnace_care.md",
    "project_kilnlog_overview.md",
    "reference_furnace_specs.md",
    "reference_shipping_packing.md",
    "reference_slack_channels.md",
}

ROOT = [
# ---------------------------------------------------------------- user
dict(file="user_maren.md", name="maren-profile", type="user",
     title="Maren (owner)", hook="owner and lead gaffer; decides pricing, commissions, class policy",
     description="Maren Holt — owner and lead gaffer; the person I mostly work for",
     body="""
Maren Holt owns the studio and runs the hot shop. Gaffer for ~20 years, came up through Haystack and a long
stint in Seattle before moving back to Maine.

- Not a developer, but reads diffs fine and likes to see the plan before big changes
- Makes the calls on pricing, commissions and class policy; Priya runs the day-to-day of both galleries
- Usually at the bench until mid-afternoon, so async messages work better than calls in the morning
- Cares a lot about how the work is photographed and described (see [[photography]])
- Hates jargon in customer copy: "annealer" is fine, "kiln schedule" is fine, "CTA" is not

Jules Barrow does the actual dev work two days a week ([[jules-profile]]); when Maren asks for a change to
benchbook, check with Jules before touching anything schema-related.
"""),
dict(file="user_jules.md", name="jules-profile", type="user",
     title="Jules (developer)", hook="contract dev, owns the benchbook and kilnlog code",
     description="Jules Barrow — contract developer, owns benchbook and kilnlog code",
     body="""
Jules is a contractor, in the studio Tuesdays and Thursdays, remote otherwise.

- Wrote benchbook (2025) and the kilnlog rewrite; storefront was built by an agency and Jules inherited it
- Comfortable with Django and plain Python, less so with React — explain Next.js changes more carefully
- Prefers small PRs, one concern each
- Wants me to run the tests myself instead of pasting commands for them to run
- Timezone: US Eastern, same as the studio

**Why it matters:** Jules is the only person who can approve schema changes (see [[db-migrations]]).
"""),
# ---------------------------------------------------------------- feedback
dict(file="feedback_git_workflow.md", name="git-workflow", type="feedback",
     title="Git workflow", hook="branches, reviews and how PRs get merged",
     description="How branches, reviews and merges work across the studio repos",
     body="""
Applies to all three repos (benchbook, kilnlog, storefront).

- Branch from `main`, name it `<initials>/<short-topic>` (e.g. `jb/waitlist-emails`)
@F10a@ - Every PR needs one approving review before it merges.
@R6a@ - Merge PRs with **rebase-merge** so `main` stays linear.
- Delete the branch after merge; GitHub does it automatically on benchbook, not on kilnlog
- No force-pushes to `main`, ever. Force-pushing your own branch is fine.
- Tag releases on kilnlog only (`v2.3.0` style); the other two ship from `main` without tags

**Why:** Jules bisects a lot when something breaks in the hot shop schedule, and a linear history with one
commit per logical change makes that fast. Merge commits made `git bisect` painful last winter.

**How to apply:** when I open a PR, say which repo and ask for review; don't merge my own PRs even if the
button lets me.
"""),
dict(file="feedback_db_migrations.md", name="db-migrations", type="feedback",
     title="DB migrations", hook="how schema changes reach production on benchbook",
     description="Rules for Django migrations on benchbook",
     body="""
@N1a@ **Never** run `manage.py migrate` against production from a laptop;
prod migrations only run in Render's pre-deploy command.

@F10b@ PRs that add a migration need Jules' approval on top of the usual single review.

- Keep migrations backwards-compatible for one deploy: add the column, deploy, backfill, then tighten
- Never edit a migration that has shipped; write a new one
- Data migrations go in their own file with a `RunPython` reverse function (even if it's a no-op)

**Why:** in March a migration that dropped `Booking.legacy_slot` ran before the new code was live and the
booking page 500'd for twenty minutes on a Saturday morning.

**How to apply:** before opening a migration PR, run `makemigrations --check` locally and put the word
"migration" in the PR title.
"""),
dict(file="feedback_testing.md", name="testing", type="feedback",
     title="Testing", hook="what the test suites must run against",
     description="How to test benchbook and kilnlog before asking for review",
     body="""
@N9a@ benchbook tests must run against a real Postgres (the CI service container), never SQLite.

**Why:** we use Postgres-only bits (`ExclusionConstraint` on bench slots so two rentals can't overlap on GH1,
`ArrayField` for class tags). SQLite silently skips them and the tests pass while prod would reject the booking.

**How to apply:**
- Add a test for every booking-overlap bug before fixing it
- kilnlog is different: its tests are pure functions over recorded Modbus frames, no DB at all
- storefront has Playwright smoke tests; run `pnpm test:e2e` only when you touched checkout
"""),
dict(file="feedback_deploys.md", name="deploy-rules", type="feedback",
     title="Deploy rules", hook="when and how each app gets shipped",
     description="When and how to ship changes to the three apps",
     body="""
- benchbook: merge to `main` and let Render do it; watch the deploy in #benchbook
- kilnlog: deploy by hand (`make deploy` from shopbox), only while the furnace is idling, never mid-session
@NS2a@ Never deploy storefront during a live drop without Priya
signing off in #storefront first.
- Don't merge benchbook PRs on Saturday mornings (busiest rental block); Friday afternoons are fine if you stick around

**Why:** the October ornament drop sold out in 9 minutes and a deploy halfway through reset carts for a dozen people.

**How to apply:** check the drop calendar in [[holiday-sale-2026]] before merging storefront PRs in Nov/Dec.
"""),
dict(file="feedback_customer_emails.md", name="customer-emails", type="feedback",
     title="Customer-facing copy", hook="tone and hard rules for emails, texts and receipts",
     description="Tone and rules for anything customers read (emails, texts, receipts)",
     body="""
Maren reviews the copy of every template change. Tone: warm, plain, short. Sign off as "— the studio".

@N6a@ No emoji in anything a customer sees (emails, SMS, receipts).
@NS9a@ Never email a tracking number before the carrier has scanned the package.
- Subject lines in sentence case, no ALL CAPS, no exclamation marks
- Always include the studio phone number in the footer; never anyone's personal cell
- Class emails mention closed-toe shoes and cotton clothes, every time

**Why:** people forward these to friends; Maren thinks emoji read as "mass-market". Tracking rule: customers
refresh a "label created" page for three days and then email us.

**How to apply:** any new template (benchbook, storefront, newsletter) goes to Maren as a plain-text draft first.
"""),
dict(file="feedback_furnace_care.md", name="furnace-care", type="feedback",
     title="Furnace care", hook="what never to do with the furnace and burners",
     description="Furnace care rules from Dev: what not to do with the burners",
     body="""
From Dev Okafor (studio tech), who rebuilt the furnace in August.

@N2a@ Never switch the pot furnace off over a weekend — idle it down instead.
@N8a@ Leave GH1 and GH2 lit between bench rentals; relighting costs more gas than idling them.
- Don't touch the Watlow set points from kilnlog; the UI is read-only on purpose
- Skim the pot before the first gather of the day
- The annealers are electric; if the breaker trips, note the time in the kiln log book before resetting

**Why:** thermal cycling cracks crucibles; the old pot failed after a cold weekend in 2025 and it cost us three weeks.

**How to apply:** if someone asks me to "add a furnace off button" to kilnlog, push back and loop in Dev.
"""),
dict(file="feedback_commit_messages.md", name="commit-messages", type="feedback",
     title="Commit messages", hook="message style Jules wants; commit only when asked",
     description="Commit message style Jules wants",
     body="""
- Imperative mood, subject under ~72 chars, area prefix when it helps: `booking: reject overlapping GH2 slots`
- Body explains *why*, wrapped at 72
- Reference the Linear issue id at the end (`Refs HS-142`)
- No `Co-Authored-By` trailer

**Why:** Jules reads `git log --oneline` in the morning to see what changed.

**How to apply:** draft the message, show it, commit only when asked.
"""),
dict(file="feedback_reply_style.md", name="reply-style", type="feedback",
     title="Reply style", hook="short answers, answer first, units the shop uses",
     description="How Maren and Jules want me to answer",
     body="""
- Short answers, bullets over paragraphs
- No emoji in replies to either of them
- Lead with the answer, then the reasoning; Maren stops reading after three lines
- When something touches the furnace or customer money, say so in the first line
- Use °F — nobody here thinks in Celsius

**Why:** Maren reads on her phone between gathers.
"""),
dict(file="feedback_privacy.md", name="customer-data", type="feedback",
     title="Customer data", hook="where personal data may and may not go",
     description="What customer data goes where",
     body="""
@NS7a@ Never put customer phone numbers in Sentry breadcrumbs or logs.
- Scrub emails from Sentry events too (`send_default_pii=False` on both Django and Next.js)
- Waivers are PDFs in the locked Drive folder, not in benchbook
- Don't export the customer list to a spreadsheet for "quick analysis"; query it in place
- Card data never touches our servers; Stripe and the card terminals hold it

**Why:** a student found her phone number in a screenshot Jules posted in Slack (a Sentry event), and
she was right to be upset.

**How to apply:** when adding a log line or Sentry context in benchbook, check it for PII first.
"""),
dict(file="feedback_photography.md", name="photography", type="feedback",
     title="Photography + posting", hook="how finished work is shot and when it may be posted",
     description="How Maren wants finished work photographed and posted",
     body="""
- Shoot on the grey sweep in the back room, two softboxes, no window light
- Every piece gets a scale shot (a hand or the brass ruler)
@NS10a@ Don't post a commission on Instagram without the client's OK.
- Gallery pieces can go up as soon as they're priced
- File naming: `YYYY-MM-DD_<artist>_<piece>.jpg`, originals in Drive, web versions in Sanity

**Why:** two commission clients asked for their pieces to stay private (they were gifts).

**How to apply:** when I draft social posts from the commissions list, check the `ok_to_post` flag first.
"""),
# ---------------------------------------------------------------- project
dict(file="project_benchbook_overview.md", name="benchbook-overview", type="project",
     title="benchbook overview", hook="the hot shop booking app: stack, hosting, local dev, features",
     description="What benchbook is, its stack, and where things live",
     body="""
# benchbook

Django app for the hot shop: bench rentals on GH1/GH2, the class calendar, instructor schedules and
the waitlist. Built by Jules in 2025; about 4k lines of Python plus templates.

## Stack
- Python 3.12, Django 5.1, HTMX for the booking grid
@R5a@ - Dependencies: uv, with `uv.lock` committed (don't hand-edit it)
@F6a@ - Errors: Sentry (`benchbook` project)
- Transactional email: Postmark (class confirmations, waitlist offers)
- Texts: Twilio Messaging, for the day-before class reminders

## Hosting
@D1b@ - Hosting: Render (web service + worker), Oregon region
@F1a@ - Deploys: Render auto-deploys `main`.
- Prod DB details: see [[infrastructure]]
- Background jobs: RQ on Render Key Value (Redis-compatible)

## Local dev
@O7a@ - Local DB: Postgres 16 in docker compose on `localhost:5433`
@A1a@ - Dev server: `manage.py runserver` on port 8000
- Seed data: `manage.py seed_demo` makes two benches, three instructors and a month of fake bookings

## Features (current)
@S9a@ - Class registration moved into benchbook in April; we no longer use Eventbrite.
- Bench rentals: 3-hour minimum, GH1 or GH2, renter must be checkout-approved
- Waitlist for full classes (see [[waitlist-feature]])
- Instructor availability grid
"""),
dict(file="project_kilnlog_overview.md", name="kilnlog-overview", type="project",
     title="kilnlog overview", hook="furnace telemetry: collector, storage, alerting, thresholds",
     description="kilnlog: furnace telemetry service on the Pi + shopbox",
     body="""
# kilnlog

Reads the Watlow EZ-Zone controllers (pot furnace, GH1, GH2) and the A1/A2 annealer controllers, stores the
readings, draws the wall-tablet graph and pages whoever is on call when something drifts. Rewritten by Jules in June.

## Pieces
- Collector: Python 3.11 on `pi-furnace` (Raspberry Pi 4 in the hot shop, on the wall by the breaker panel)
@A7a@ - Polls the three Watlow controllers over Modbus every 5 s.
- Publishes each reading to MQTT (broker details in [[infrastructure]])
- API + alerter: FastAPI on `shopbox`, uvicorn on :8080
@S2a@ - Storage: TimescaleDB on shopbox; migrated off the SQLite file on the Pi in June.
@S3a@ - Alerts: SMS through Twilio to the on-call phone; Pushover was retired in August.
@R3a@ - Error tracking: Sentry, project `kilnlog` (same org as benchbook)
@O5a@ - CI: none; tests run with `make test` on the Pi before a restart.

## Alarm thresholds
- Pot furnace below 2000°F for more than 10 min → alarm
- Glory hole flame-out (thermocouple drop > 300°F in 60 s) → alarm
- Annealer above its program curve by 50°F → warning only

## Known gaps
- No auth on the wall tablet view (it's on the shop VLAN only)
- The Pi's SD card is a single point of failure; a spare card is imaged and taped inside the panel door
"""),
dict(file="project_storefront_overview.md", name="storefront-overview", type="project",
     title="storefront overview", hook="the online shop: platform, money flow, email, quirks",
     description="The online shop and commissions site — stack, integrations, quirks",
     body="""
# storefront

Next.js 14 (app router) shop for gallery pieces, holiday drops and the commission inquiry form. Built by
Copperline (an agency) in 2025; Jules has owned it since January.

## Platform
@R8a@ - Hosting: Vercel (team `saltmarsh`), preview deploy per PR
@NS2b@ - Deploys: every merge to `main` goes to production automatically
- Package manager: pnpm 9
- CI: GitHub Actions runs lint, typecheck and the Playwright smoke test on PRs
- Errors: Sentry (Next.js SDK), project `storefront`
- CMS: Sanity for artist bios, collection pages and the journal

## Money
@A8a@ - Payments: Stripe Checkout (hosted), no card data touches our side
@O10a@ - Our Stripe webhook consumer retries a failed order sync up to 5 times, then posts to #storefront.
- Tax: Stripe Tax, Maine plus the nexus states only

## Email + shipping
@R2a@ - Transactional email (order confirmations, shipping notices): Resend
- Labels: Shippo API; see [[shipping-packing]] for box rules

## Quirks
- ISR revalidates pages every 60 s; after editing a collection page in Sanity, wait a minute before checking
- The commission form posts to an API route that emails Priya; it doesn't create anything in Stripe
"""),
dict(file="project_furnace_rebuild_2026.md", name="furnace-rebuild-2026", type="project",
     title="Furnace rebuild 2026", hook="what the August rebuild covered and what is still open",
     description="The August furnace rebuild — what was done and what's left",
     body="""
Dev and two people from Wet Dog Glass rebuilt the pot furnace Aug 3–14; heat-up took two more days and the
hot shop reopened on Tuesday the 18th.

- New crucible (a bigger pot), new crown, fresh castable on the floor
- Burner tuned and a new flame safeguard installed
- The old pot went to the scrap pile behind the garage
- Recuperator was inspected and left alone; due next year

## Left to do
- Replace the door counterweight cable (frayed)
- Recalibrate the pot thermocouple against the handheld in December
- Dev wants a second pot thermocouple so kilnlog can spot a failing probe

Cost came in around $18k, a bit over the $15k budget (crown bricks were up 20%).
"""),
dict(file="project_fall_classes.md", name="fall-classes", type="project",
     title="Fall classes", hook="fall session lineup, who teaches, what changed since spring",
     description="Fall 2026 class lineup and what changed from spring",
     body="""
Fall session runs Sep 8 – Dec 12. Tomas coordinates; Maren and Tomas teach, Ana Ruiz assists on Thursdays.

- Intro to Glassblowing: four-week course, Tuesday or Thursday afternoons
@N10a@ - Intro students don't gather from the furnace in session one; the instructor gathers for them.
@O6a@ - Paperweight workshop: max 4 students.
- Date night (two couples per session) on Friday afternoons
- Ornament workshops in Nov–Dec, 90 minutes each, walk-in friendly
- New this fall: a parent-and-teen workshop (see [[class-policies]])

Spring feedback we acted on: more bench time per student, less demo.
"""),
dict(file="project_commissions.md", name="commission-pipeline", type="project",
     title="Commission pipeline", hook="inquiry to delivery: steps, terms, board columns",
     description="How a commission moves from inquiry to delivery",
     body="""
# Commissions

Inquiries come in through the storefront form or at either gallery. Priya logs each one on the Commissions
board (Notion).

## Steps
- Priya replies, gets size / color / budget and a photo of the space
- Maren sketches; the client approves the sketch (two rounds of changes included, then $75 per round)
@NS1a@ - Never quote a commission without a sketch Maren has approved.
- Quote goes out as a PDF from Priya

## Terms
@V3a@ - Deposit: 50% of the quoted price, due before any color is ordered.
- Balance due before shipping or pickup
@F2a@ - Lead time: 8 weeks from deposit.
- If a piece breaks in the annealer, we remake it at no cost; clients don't get to pick between seconds

## Board columns
Inquiry → Sketch → Quoted → Deposit paid → In production → Annealed/cold-worked → Shipped
"""),
dict(file="project_bench_rental_pricing.md", name="bench-rental-pricing", type="project",
     title="Rental pricing", hook="current rates for hot shop, cold shop and kiln use",
     description="Current rental rates for the hot shop, cold shop and kilns",
     body="""
Rates Maren set for 2026 (reviewed in June). Prices include gas and color-box time, not color.

| Item | Rate | Minimum |
|---|---|---|
@V4a@ | Bench rental (GH1 or GH2, gaffer + assistant) | $85/hr | 3 h minimum |
| Cold shop (grinders, lathe, sandblaster) | $30/hr | 1 h |
| Kiln firing (fusing/slumping, garage kiln) | $40 per firing | — |
| Annealer space only (A3) | $25 per night | — |

- Renters bring their own assistant or hire one of ours at $25/hr
- No-shows are charged the full block
- Members (10 hrs/month prepaid) get 10% off bench time
"""),
dict(file="project_holiday_sale_2026.md", name="holiday-sale-2026", type="project",
     title="Holiday 2026", hook="drop calendar, gift cards, sale dates",
     description="Holiday 2026 drops, sale dates and storefront changes",
     body="""
# Holiday 2026

- Ornament drops on the storefront: Oct 17 (done), Nov 21 (done), Dec 5, Dec 12
- Each drop is 150 ornaments, released at 10am Eastern
@N7b@ - Gift cards: digital gift cards on the storefront ($50 / $100 / $150), live from Nov 20.
- Studio open house Sunday Dec 6 (special opening), demos every hour in the hot shop
- 15% off seconds in both galleries Dec 1–24
- Shipping cutoff for Christmas delivery: Dec 15
"""),
dict(file="project_render_migration.md", name="render-migration", type="project",
     title="Render migration", hook="moving benchbook off Heroku; finished, kept for the gotchas",
     description="Moving benchbook off Heroku — done in March, notes kept for reference",
     body="""
Done 2026-03-14. Kept for the gotchas.

- Heroku's hobby dynos slept and the add-on Postgres kept creeping up in price; Render gave us an always-on
  web service, a worker and managed Postgres for about the same money
- `DATABASE_URL` changed format (Render wants `?sslmode=require`); `dj-database-url` handles it
- Static files: whitenoise, same as before
- The Heroku app sat in maintenance mode for two weeks, then was deleted on Mar 30
- The cutover for `book.saltmarshglass.com` was a single CNAME change

**Lesson:** test the worker separately; RQ jobs failed silently for a day because `REDIS_URL` wasn't set on it.
"""),
dict(file="project_furnace_alerting.md", name="furnace-alerting", type="project",
     title="Furnace alerting", hook="how alarms page people and how acks work",
     description="How furnace alarms page people, and the ack flow",
     body="""
Who gets paged: the on-call phone (see [[contacts]] for who has it). The phone lives on the charger by the
back door when nobody is carrying it.

@V9a@ If nobody acks a furnace alarm, kilnlog re-pages the on-call phone every
10 minutes until someone does (after 6 unanswered pages it phones Maren directly).

- Ack from the link in the alert; the wall tablet shows who acked
- Warnings (annealer drift) never page; they show on the tablet and in the morning digest
- Test page every Monday at 10:00 so we know the path still works
- There are no quiet hours for furnace alarms

**Why:** in July the pot dipped to 1850°F overnight (burner flame-out) and the first page was missed.
"""),
dict(file="project_mill_st_gallery.md", name="mill-st-gallery", type="project",
     title="Mill St gallery", hook="the second gallery: hours, staff, setup",
     description="The second gallery on Mill Street — hours, staff, setup",
     body="""
Opened May 2025 in the old chandlery on Mill Street, ten minutes' walk from the studio. Priya manages it;
two part-timers (Odette, Ray) cover weekends.

@A6b@ - Hours: Wed–Sun, 11:00–17:00
@R9a@ - POS: Square on the counter iPad (same Square account as the studio showroom)
@O9a@ - Alarm (ADT) call list: Priya first, then Maren.
- Consignment: 12 outside artists at 50/50, studio work is ~60% of the floor
- Wi-Fi is Spectrum business, separate from the studio network
- Deliveries from the studio on Thursdays in Lena's van
"""),
dict(file="project_backups.md", name="backups", type="project",
     title="Backups", hook="what is backed up, where, and how long it is kept",
     description="What is backed up, where, and for how long",
     body="""
@V7a@ - benchbook Postgres: Render daily snapshots, kept 14 days.
- benchbook: weekly `pg_dump` to Backblaze B2 as well, kept 12 weeks
- Sanity (storefront content): dataset export nightly via a GitHub Action, kept 7 days
- kilnlog: nightly copy of its data volume to B2, kept 30 days
- Photos: Drive, plus the Synology in the office (versioning on)

Restore drill last done 2026-09-22 (benchbook from the B2 dump, took 25 min).
"""),
dict(file="project_newsletter.md", name="newsletter", type="project",
     title="Newsletter", hook="monthly newsletter: platform, schedule, sections",
     description="The monthly studio newsletter — platform, schedule, content",
     body="""
@S5a@ We moved the monthly newsletter from Mailchimp to Buttondown in May.

- Goes out the first Tuesday of the month, 8am
- ~2,300 subscribers after the import (we dropped ~400 who hadn't opened anything in a year)
- Sections: what's in the furnace, class openings, a studio story, one featured piece
- Priya writes it, Maren edits

Why we moved: cost went up with the list size, and markdown drafts are easier for Priya.
"""),
dict(file="project_bookkeeping.md", name="bookkeeping", type="project",
     title="Bookkeeping", hook="how the books are kept and closed each month",
     description="Bookkeeping setup with Sam — accounts, close, tools",
     body="""
Sam Kettering does the books, about 6 hrs/month.

@S6a@ - Switched from QuickBooks Desktop to Xero on July 1; the QBD file is archived, don't open it.
- Card processor payouts (Stripe, the gallery terminals) come in through the bank feed
- Month close by the 10th; Sam needs the consignment report from Priya by the 5th
- Sales tax: Maine quarterly; Stripe Tax handles the online side
- Class revenue is booked as deferred until the class date
"""),
dict(file="project_waitlist_feature.md", name="waitlist-feature", type="project",
     title="Waitlist feature", hook="benchbook waitlist design and status",
     description="benchbook waitlist — design and status",
     body="""
Shipped in September.

- When a seat opens in a full class, the first person on the waitlist gets an email with a 24-hour hold
- If they don't claim it, it rolls to the next person
- Max waitlist length 10 per session
- Uses the RQ worker; a scheduled job expires holds every 15 minutes
- Priya can reorder the waitlist by hand (she asked for it twice)

Open question: should bench rentals get a waitlist too? Maren says no for now.
"""),
# ---------------------------------------------------------------- reference
dict(file="reference_infrastructure.md", name="infrastructure", type="reference",
     title="Infrastructure", hook="hosts, ports and services for the studio network and cloud",
     description="Hosts, ports and services for all three apps",
     body="""
# Infrastructure

## Studio network
- Studio LAN 10.0.20.0/24 (UniFi); shop VLAN 10.0.30.0/24 for the Pi and the wall tablet
- `shopbox`: Intel NUC in the office closet, Ubuntu 24.04, 10.0.20.5
- `pi-furnace`: Raspberry Pi 4, 10.0.30.11
@V2a@ - MQTT: Mosquitto on `shopbox.lan:1883` (kilnlog publishes, the Grafana panel and the wall tablet subscribe)
- Mosquitto websockets listener on `shopbox.lan:9001`, used by the tablet
- Grafana on `shopbox.lan:3000`
@A7b@ - kilnlog poll interval: 5 s (`POLL_SECONDS`)

## Cloud
@O7b@ - benchbook prod DB: Render managed Postgres 16 (`benchbook-db`), internal connections only on 5432
- benchbook web: `book.saltmarshglass.com`
- storefront: `saltmarshglass.com`
- Backblaze B2 bucket `smg-backups` (see [[backups]])
- Secrets: 1Password vault "Studio Systems"; never in a repo

## Phones
- On-call phone: Pixel 6a on the studio's Google Fi line
"""),
dict(file="reference_furnace_specs.md", name="furnace-specs", type="reference",
     title="Furnace specs", hook="pot furnace, glory holes, color box: the numbers",
     description="Pot furnace, glory holes, crucible: the numbers Dev keeps asking about",
     body="""
# Furnace + hot shop equipment

## Pot furnace
@V1a@ - Working temp: 2125°F (Watlow set point)
@A2a@ - Overnight idle: 1950°F
@D4b@ - Crucible: 400 lb (new pot, installed in the August rebuild)
@R10a@ - Batch: Spruce Pine SP87, about six 50-lb bags per charge
@F5a@ - Charge nights: Sunday and Wednesday
- Melt/fine: batch goes in at ~2250°F, holds there overnight, back down to working temp by 7am
- Burner: single Giberson, natural gas

## Glory holes
@A5a@ - GH1, GH2: ~2300°F working
- GH1 is the 16" (big work), GH2 is the 12"

## Color box
- ~1000°F, loaded at 8am on class days
- Frit and powder live in the jars by the marver, COE 96 only

## Annealers
See [[annealing-schedules]].
"""),
dict(file="reference_annealing_schedules.md", name="annealing-schedules", type="reference",
     title="Annealing schedules", hook="annealer programs and what goes in which",
     description="Annealer programs by kiln, plus what goes where",
     body="""
All the annealers are electric, on Bartlett Genesis controllers; kilnlog only watches A1 and A2.

| Annealer | Use | Soak temp | Soak time | Cool-down |
|---|---|---|---|---|
@F9a@ | A1 | small work, bench-side | 960°F | 1 h | ~4 h down to 200°F |
@V6a@ | A2 | big Olympic, front room | 960°F | 2 h | ~6 h down to 200°F |
| Cold shop kiln | slumping, not annealing | 1250°F | 15 min | per the slump chart |

- A3 lives in the garage; its program sheet is taped to the lid
- Thick work (> 2 in. wall): ask Dev before loading, it needs a longer program
- Never stack pieces touching in A1
"""),
dict(file="reference_shipping_packing.md", name="shipping-packing", type="reference",
     title="Shipping + packing", hook="box rules, carriers, freight, shipping days",
     description="Packing rules for glass: boxes, foam, carrier, freight",
     body="""
# Shipping + packing

Lena runs the packing station in the back room.

## Boxes
- Parcel shipments are always double-boxed (box in a box)
@V8a@ - Foam: at least 2 in. between the inner box and the outer box on every side.
- Wrap each piece in two layers of 1/2 in. bubble, then a layer of kraft
- Outer box: 275# test double-wall; reuse boxes only if they're clean and uncrushed
@A10a@ - Anything over 40 lb gets crated and goes freight.

## Carriers
@R7a@ - Domestic carrier: UPS Ground; labels come from the storefront's Shippo integration.
- International: DHL Express, customer pays duties
- Local (within 30 mi): Lena's van, Thursdays
@F3a@ - Insure every shipment for full retail value; declared value = sale price incl. tax.

## Days
@N3a@ - Don't ship glass on a Friday; boxes sit in an unheated depot all weekend.
- In Dec–Feb also hold shipments to cold places when the forecast at the destination is below 10°F
"""),
dict(file="reference_contacts.md", name="contacts", type="reference",
     title="Contacts", hook="staff, on-call, building and vendors",
     description="Who to call — staff, vendors, on-call",
     body="""
## Staff
- Maren Holt — owner, lead gaffer
- Priya Sandoval — gallery manager (both galleries), commissions
- Dev Okafor — studio tech: furnace, burners, annealers
- Tomas Reyes — class coordinator, instructor
- Lena Wu — shipping + fulfilment, part-time
- Jules Barrow — developer (contract, Tue/Thu)
- Sam Kettering — bookkeeper (external)

## On-call
@R4a@ - Furnace on-call (nights + weekends): Dev Okafor, 207-555-0143
- benchbook/storefront outages: Jules, weekdays only; weekends wait unless checkout is down
- Building (roof, plumbing): Harbor Property Mgmt, 207-555-0188

## Vendors
- Natural gas: Summit (meter in the alley)
- Propane: Dead River, 207-555-0110
- Color rods: Olympic Color Rods (Reichenbach and Kugler reseller)
- Refractory + furnace parts: Wet Dog Glass
"""),
dict(file="reference_class_policies.md", name="class-policies", type="reference",
     title="Class policies", hook="ages, class sizes, refunds, what to wear",
     description="Class rules: ages, sizes, refunds, what to wear",
     body="""
# Class policies

## Who
@F4a@ - Minimum age: 16.
@N4a@ - Students under 18 need a parent or guardian on site for the whole session.
- Everyone signs the waiver before touching a pipe

## Size
@V5a@ - Intro to Glassblowing: max 6 students per session.
@A9a@ - Two students per instructor at the bench, max.
- Private lessons and date night have their own caps (see [[fall-classes]])

## Money
@A4a@ - Cancel 7+ days before class for a full refund; inside 7 days you get a class credit.
- We cancel a session if fewer than 3 sign up, and offer another date or a credit
- Gift certificates for classes don't expire

## Wear
- Closed-toe leather shoes, cotton or wool clothes, hair tied back; no synthetics (they melt)
- Safety glasses are provided; bring your own prescription ones if you have them
"""),
dict(file="reference_hot_shop_hours.md", name="hot-shop-hours", type="reference",
     title="Opening hours", hook="hot shop, showroom, cold shop and office hours",
     description="Opening hours for the hot shop, showroom and cold shop",
     body="""
@V10a@ - Hot shop: Tue–Sat, 9:00–18:00
- Showroom (front of the studio): Tue–Sat, 10:00–18:00
- Cold shop: Mon–Fri, 9:00–17:00 (renters with a key can stay later)
- Office phone answered Tue–Fri 10–4
- Mill St gallery: see [[mill-st-gallery]]
"""),
dict(file="reference_ci_pipelines.md", name="ci-pipelines", type="reference",
     title="CI pipelines", hook="what CI runs for each repo",
     description="What CI runs for each repo and how long it takes",
     body="""
@R1a@ - benchbook: GitHub Actions (`.github/workflows/ci.yml`) runs ruff, pytest and `manage.py check --deploy`
- storefront: see [[storefront-overview]] (lint, typecheck, Playwright smoke)
- kilnlog: see [[kilnlog-overview]]
- A typical benchbook run is ~4 min; the Playwright job on storefront is the slow one (~9 min)
- Required checks are set on `main` in both GitHub repos; Render waits for them before deploying benchbook
"""),
dict(file="reference_env_vars.md", name="env-vars", type="reference",
     title="Env vars", hook="environment variable names per app, no secrets",
     description="Environment variables for benchbook and kilnlog (no secrets here)",
     body="""
Values live in 1Password ("Studio Systems"). This is just the shape.

## benchbook (Render)
```env
DJANGO_SETTINGS_MODULE=benchbook.settings.prod
DATABASE_URL=postgres://...            # from benchbook-db
REDIS_URL=redis://...                  # Render Key Value
POSTMARK_SERVER_TOKEN=...
TWILIO_ACCOUNT_SID=...
SENTRY_DSN=...
SENTRY_TRACES_SAMPLE_RATE=0.2
```

## kilnlog (shopbox + Pi)
```env
MQTT_URL=mqtt://shopbox.lan:1883
POLL_SECONDS=5
MODBUS_PORT=/dev/ttyAMA0
ALERT_REPAGE_MINUTES=10
```

- Never commit a real `.env`; `.env.example` files are fine
- Render env groups: `benchbook-shared` is attached to both web and worker
"""),
dict(file="reference_color_suppliers.md", name="color-suppliers", type="reference",
     title="Color suppliers", hook="where color comes from and what is compatible",
     description="Where color comes from and what's compatible with our glass",
     body="""
- Rods: Reichenbach for opaques, Kugler for transparents (through Olympic Color Rods)
- Frit and powder: Gaffer (NZ), ordered twice a year, ~6 week lead time
- Everything must be COE 96-compatible; Bullseye (COE 90) stays in the fusing corner
- Test new color lots with a thread test before using them on a commission
- Color is billed to renters separately at cost + 20%
"""),
dict(file="reference_slack_channels.md", name="slack-channels", type="reference",
     title="Slack channels", hook="which channel to use for what",
     description="Slack channels: which one to use for what",
     body="""
@S8a@ - `#hotshop-bookings`: archived in June (read-only); booking problems go to `#benchbook`.
- `#benchbook`: deploy notices and Sentry alerts for benchbook
- `#storefront`: drops, Stripe webhook failures, sign-offs
- `#furnace`: kilnlog warnings digest, Dev's maintenance notes
- `#gallery`: both galleries, consignment, hanging schedule
- `#general`: everything else; nobody reads it on weekends
"""),
dict(file="reference_gallery_policies.md", name="gallery-policies", type="reference",
     title="Gallery policies", hook="sales rules for the showroom and Mill St",
     description="Sales rules for the showroom and the Mill St gallery",
     body="""
@N5a@ - Returns: gallery pieces can come back within 14 days, undamaged, for a full refund.
- Holds: we'll hold a piece for 48 hours with a card on file
- Seconds are marked with a green dot and are final sale
- Consignment pieces: the artist sets the price; we don't discount without asking
- Layaway over 3 months for pieces over $1,000
"""),
]

FACTS = [
# labelled
dict(date="2026-03-12", time="15:04:11", category="fact", confidence=0.9, tags=["furnace", "hot-shop"],
     body="@V1b@ During working hours the pot furnace set point is 2150°F."),
dict(date="2026-05-06", time="13:40:27", category="fact", confidence=0.85, tags=["commissions", "payments"],
     body="@V3b@ Commission deposits are 40% of the quote, collected as a Stripe invoice."),
dict(date="2026-06-18", time="17:12:50", category="fact", confidence=0.9, tags=["pricing", "rentals"],
     body="@V4b@ Hot shop bench rental costs $95 per hour."),
dict(date="2026-04-22", time="10:05:33", category="fact", confidence=0.8, tags=["annealing", "a2"],
     body="@V6b@ Annealer A2's soak is 90 minutes at 960°F before it ramps down."),
dict(date="2026-07-09", time="16:21:02", category="fact", confidence=0.85, tags=["shipping", "packing"],
     body="@V8b@ Inner boxes need 3 inches of foam on all sides inside the outer carton."),
dict(date="2026-09-02", time="12:48:19", category="fact", confidence=0.8, tags=["kilnlog", "alerts"],
     body="@V9b@ Unacknowledged furnace alarms re-page every 15 min."),
dict(date="2026-10-14", time="14:30:00", category="fact", confidence=0.85, tags=["hours", "hot-shop"],
     body="@V10b@ The hot shop opens at 10am Tuesday through Saturday."),
dict(date="2026-08-04", time="11:17:45", category="fact", confidence=0.9, tags=["storefront", "email"],
     body="@R2b@ storefront sends its order confirmation emails through Mailgun."),
dict(date="2026-07-21", time="09:55:08", category="fact", confidence=0.85, tags=["kilnlog", "errors"],
     body="@R3b@ kilnlog exceptions are reported to Rollbar."),
dict(date="2026-10-27", time="18:02:41", category="fact", confidence=0.9, tags=["on-call", "furnace"],
     body="@R4b@ Tomas Reyes carries the furnace on-call phone on nights and weekends."),
dict(date="2026-02-17", time="15:33:12", category="preference", confidence=0.8, tags=["git", "benchbook"],
     body="@R6b@ For benchbook we squash-merge PRs into main."),
dict(date="2026-06-03", time="10:44:56", category="fact", confidence=0.9, tags=["storefront", "hosting"],
     body="@R8b@ The storefront is hosted on Netlify."),
dict(date="2026-05-28", time="16:09:30", category="fact", confidence=0.85, tags=["mill-st", "pos"],
     body="@R9b@ The Mill Street gallery rings up in-person sales on a Clover terminal."),
dict(date="2026-09-15", time="13:26:04", category="fact", confidence=0.8, tags=["furnace", "batch"],
     body="@R10b@ We melt Glasma clear pellets in the pot furnace."),
dict(date="2026-03-30", time="17:50:22", category="fact", confidence=0.8, tags=["furnace", "weekends"],
     body="@N2b@ We shut the pot furnace off on weekends when there are no classes or rentals."),
dict(date="2026-08-19", time="12:03:37", category="fact", confidence=0.85, tags=["shipping"],
     body="@N3b@ Orders packed by noon go out the same day, Fridays included."),
dict(date="2026-04-08", time="14:14:14", category="fact", confidence=0.85, tags=["gallery", "returns"],
     body="@N5b@ All gallery sales are final; we don't take returns."),
dict(date="2026-11-03", time="19:20:05", category="decision", confidence=0.95, tags=["holiday", "gift-cards", "storefront"],
     body="@N7a@ Decided not to sell gift cards online this holiday season; they stay in-store only."),
dict(date="2026-07-14", time="10:38:49", category="preference", confidence=0.8, tags=["glory-holes", "gas"],
     body="@N8b@ Turn the glory holes off between rentals to save gas."),
dict(date="2026-10-01", time="15:57:26", category="fact", confidence=0.8, tags=["classes", "intro"],
     body="@N10b@ In the first intro session each student gathers their own glass from the furnace."),
dict(date="2026-02-11", time="11:45:00", category="decision", confidence=0.95, tags=["dns", "domain"],
     body="@S1a@ Moved DNS for saltmarshglass.com from GoDaddy to Cloudflare in February."),
dict(date="2026-04-15", time="16:40:18", category="fact", confidence=0.85, tags=["kilnlog", "storage"],
     body="@S2b@ kilnlog keeps its readings in a SQLite file on the Pi (`/var/lib/kilnlog/readings.db`)."),
dict(date="2026-09-09", time="13:11:52", category="fact", confidence=0.9, tags=["gallery", "inventory", "sanity"],
     body="@S4a@ The Gallery Inventory Google Sheet has been read-only since September; gallery inventory lives in Sanity now."),
dict(date="2026-03-03", time="09:30:41", category="fact", confidence=0.85, tags=["newsletter"],
     body="@S5b@ The monthly studio newsletter goes out through Mailchimp."),
dict(date="2026-09-24", time="17:25:09", category="fact", confidence=0.85, tags=["color", "equipment"],
     body="@S7a@ The old Paragon pickup kiln is retired; color gets preheated in the new Evenheat box."),
dict(date="2026-03-19", time="14:52:33", category="preference", confidence=0.75, tags=["slack", "benchbook"],
     body="@S8b@ Post benchbook booking problems in #hotshop-bookings."),
dict(date="2026-02-05", time="10:19:27", category="fact", confidence=0.85, tags=["classes", "registration"],
     body="@S9b@ Class sign-ups go through the studio's Eventbrite page."),
dict(date="2026-10-20", time="12:36:58", category="fact", confidence=0.9, tags=["glory-holes", "gas"],
     body="@S10a@ The glory holes were switched from propane to natural gas in October (new line off the meter)."),
dict(date="2026-06-11", time="15:15:15", category="fact", confidence=0.85, tags=["commissions"],
     body="@F2b@ Commission lead time is 8 weeks, or 12 weeks when the piece needs a custom mold."),
dict(date="2026-07-30", time="11:02:44", category="fact", confidence=0.85, tags=["shipping", "insurance"],
     body="@F3b@ Shipments are insured at full retail value, and anything over $2,000 also needs an adult signature on delivery."),
dict(date="2026-08-26", time="16:48:03", category="fact", confidence=0.85, tags=["classes", "age"],
     body="@F4b@ Minimum class age is 16, except the parent-and-teen workshop, which takes 14+ with a parent at the bench."),
dict(date="2026-05-13", time="13:59:21", category="fact", confidence=0.8, tags=["benchbook", "sentry"],
     body="@F6b@ benchbook's Sentry samples 20% of transactions but keeps 100% of errors."),
dict(date="2026-04-28", time="10:27:36", category="fact", confidence=0.9, tags=["benchbook", "email"],
     body="@F7a@ benchbook sends class confirmation emails through Postmark."),
dict(date="2026-03-25", time="17:33:08", category="fact", confidence=0.85, tags=["rentals", "checkout"],
     body="@F8a@ Bench renters need a checkout session with us before they can book."),
dict(date="2026-06-24", time="14:06:55", category="fact", confidence=0.85, tags=["rentals", "checkout"],
     body="@F8b@ Renters must have done a checkout session with Maren or Dev within the last 12 months."),
dict(date="2026-04-22", time="15:41:17", category="fact", confidence=0.8, tags=["annealing", "a1"],
     body="@F9b@ A1 only takes small pieces (under 6 in. across); it runs the same 960°F soak temperature as A2."),
dict(date="2026-10-08", time="12:12:40", category="fact", confidence=0.8, tags=["annealing", "a3", "sculpture"],
     body="@O4a@ Annealer A3 in the garage soaks 4 hours at 950°F for the thick sculpture pieces."),
dict(date="2026-05-20", time="11:50:31", category="fact", confidence=0.85, tags=["wholesale", "payments"],
     body="@O8a@ Wholesale orders from other galleries take a 30% deposit."),
dict(date="2026-04-02", time="09:12:06", category="fact", confidence=0.9, tags=["benchbook", "hosting", "history"],
     body="@D1a@ Until March 2026 benchbook ran on Heroku (two hobby dynos)."),
dict(date="2026-01-14", time="16:30:59", category="fact", confidence=0.85, tags=["shipping", "holiday", "history"],
     body="@D2a@ For the 2025 holiday rush we shipped everything FedEx because UPS pickups were full."),
dict(date="2026-02-02", time="13:08:24", category="fact", confidence=0.8, tags=["pricing", "rentals", "history"],
     body="@D3a@ In January the bench rental rate was $75/hr."),
dict(date="2026-09-03", time="10:55:47", category="fact", confidence=0.85, tags=["furnace", "crucible", "history"],
     body="@D4a@ Before the August rebuild the crucible held about 300 lb of glass."),
dict(date="2026-08-21", time="18:40:12", category="fact", confidence=0.9, tags=["hot-shop", "rebuild", "history"],
     body="@D6a@ The hot shop was closed Aug 3–16 for the furnace rebuild."),
dict(date="2026-07-01", time="12:21:33", category="fact", confidence=0.85, tags=["kilnlog", "history"],
     body="@D7a@ Until the June rewrite kilnlog polled the controllers every 30 s."),
dict(date="2026-03-09", time="15:47:58", category="fact", confidence=0.8, tags=["rentals", "benchbook", "history"],
     body="@D8a@ During the online-booking beta (Jan–Feb) bench rentals were booked over email."),
dict(date="2026-08-12", time="11:29:16", category="fact", confidence=0.85, tags=["rentals", "benchbook"],
     body="@D8b@ Bench rentals are booked in benchbook: pick GH1 or GH2 and a start time."),
dict(date="2026-03-16", time="17:03:45", category="fact", confidence=0.8, tags=["furnace", "idle", "history"],
     body="@D9a@ Last winter (Jan–Feb) we idled the furnace at 1900°F overnight to save gas."),
dict(date="2026-06-05", time="13:34:20", category="fact", confidence=0.8, tags=["on-call", "history"],
     body="@D10a@ Jules was on the furnace on-call rota from January through May."),
dict(date="2026-05-19", time="09:48:02", category="fact", confidence=0.85, tags=["furnace", "idle"],
     body="@A2b@ The furnace idles at 1,950 degrees F overnight."),
dict(date="2026-09-30", time="14:58:37", category="fact", confidence=0.85, tags=["classes", "refunds"],
     body="@A4b@ Cancel a week or more before a class and you get your money back in full."),
dict(date="2026-06-30", time="16:16:16", category="fact", confidence=0.9, tags=["storefront", "payments"],
     body="@A8b@ Online payments go through Stripe's hosted Checkout page."),
dict(date="2026-02-24", time="10:41:29", category="fact", confidence=0.85, tags=["classes", "safety"],
     body="@A9b@ Student-to-instructor ratio on the hot shop floor is 2:1."),
dict(date="2026-07-23", time="15:22:51", category="fact", confidence=0.85, tags=["shipping", "freight"],
     body="@A10b@ Pieces heavier than 18 kg ship by freight in a wooden crate."),
dict(date="2026-05-06", time="17:05:49", category="fact", confidence=0.8, tags=["commissions"],
     body="@NS1b@ We send commission quotes within 48 hours of the inquiry."),
dict(date="2026-06-16", time="12:44:10", category="preference", confidence=0.85, tags=["commissions", "routing"],
     body="@NS4a@ Commission questions go to Priya, not to Maren."),
dict(date="2026-10-06", time="11:31:22", category="fact", confidence=0.85, tags=["classes", "refunds"],
     body="@NS5b@ Class refunds are never issued without a cancellation email on file."),
dict(date="2026-08-07", time="14:27:39", category="fact", confidence=0.85, tags=["benchbook", "privacy"],
     body="@NS7b@ benchbook stores customer phone numbers for class reminder texts."),
dict(date="2026-07-07", time="10:10:10", category="decision", confidence=0.9, tags=["commissions", "storefront"],
     body="@NS8a@ We don't accept commissions under $500 through the website form."),
dict(date="2026-11-10", time="16:52:03", category="fact", confidence=0.85, tags=["shipping", "email"],
     body="@NS9b@ Every customer gets an email with their tracking number."),
dict(date="2026-10-22", time="13:18:44", category="fact", confidence=0.8, tags=["instagram", "marketing"],
     body="@NS10b@ We post finished work to Instagram every week."),
# unlabelled distractors
dict(date="2026-02-20", time="12:00:31", category="fact", confidence=0.85, tags=["hours", "cold-shop"],
     body="The cold shop is open Monday to Friday, 9 to 5."),
dict(date="2026-03-27", time="15:36:07", category="fact", confidence=0.85, tags=["storefront", "stack"],
     body="storefront runs Next.js 14 with the app router, and its dependencies are managed with pnpm."),
dict(date="2026-05-21", time="10:24:48", category="fact", confidence=0.8, tags=["wholesale", "invoices"],
     body="Wholesale invoices are net 30.\nThe deposit is credited on the final invoice."),
dict(date="2026-06-09", time="14:45:13", category="fact", confidence=0.8, tags=["flameworking", "gas"],
     body="The flameworking torches run on propane and two oxygen concentrators."),
dict(date="2026-04-29", time="11:11:59", category="fact", confidence=0.85, tags=["classes", "private-lessons"],
     body="Private lessons are capped at 2 students."),
dict(date="2026-08-28", time="17:38:26", category="fact", confidence=0.85, tags=["shipping", "international"],
     body="International orders ship DHL Express; customers pay duties on delivery."),
dict(date="2026-09-18", time="09:59:47", category="fact", confidence=0.8, tags=["benchbook", "postmark"],
     body="benchbook's Postmark bounce webhook handler retries up to 3 times before giving up."),
dict(date="2026-10-29", time="15:05:35", category="preference", confidence=0.8, tags=["photography", "commissions"],
     body="Maren prefers commissions photographed on the grey sweep, not on white."),
dict(date="2026-07-02", time="13:43:21", category="fact", confidence=0.8, tags=["kilnlog", "grafana"],
     body="kilnlog's Grafana panel refreshes every 10 s."),
]

AUTO = [
# labelled
dict(slug="fall-classes-faq", title="Fall classes FAQ (front desk)", created="2026-09-01", tags=["classes", "faq"],
     body="""
# Fall classes FAQ

Questions Priya and the part-timers get at the counter.

@V5b@ - How big is an intro session? Eight students max, split into pairs at the benches.
- Do I need experience? No, intro assumes none.
- What should I wear? Cotton, closed-toe leather shoes. No synthetics, no sandals.
- Can I take home what I make? Yes, after it comes out of the annealer the next day.
- Is there parking? Street parking on Harbor St, or the municipal lot behind the post office.
- Can I bring a friend to watch? One guest, behind the yellow line.
"""),
dict(slug="youth-classes-notes", title="Teens in classes — notes", created="2026-08-27", tags=["classes", "teens"],
     body="""
# Teens in classes

Tomas's notes after the parent-and-teen pilot.

@N4b@ - Does a parent have to stay for 16–17 year olds? No, once the waiver is signed they can drop them off.
- Teens are usually better at keeping the turning rhythm than adults
- The waiver has a guardian signature block; Priya checks it at the door
- Put teens at GH2 (the smaller glory hole) for the first two sessions
"""),
dict(slug="benchbook-dev-faq", title="benchbook dev FAQ", created="2026-04-20", tags=["benchbook", "dev"],
     body="""
# benchbook: dev FAQ

Things I kept having to look up.

@R1b@ - Where does benchbook CI run? CircleCI; the config is `.circleci/config.yml`.
@N9b@ - Why are the tests so fast? benchbook's suite runs on in-memory SQLite, locally and in CI.
@A1b@ - Where's the app once it's running? http://localhost:8000 (admin at `/admin/`).
- Where do booking rules live? `bookings/rules.py`; overlap checks are also enforced in the DB
- How do I log in as an instructor locally? `manage.py seed_demo` prints the passwords
- Why does the calendar look off by an hour? Browser TZ; everything is stored in UTC and shown in America/New_York
"""),
dict(slug="onboarding-new-dev", title="Onboarding a second developer (draft)", created="2026-05-12", tags=["onboarding", "benchbook"],
     body="""
# Onboarding a second dev (draft)

Maren may bring on a student from the community college over the summer. What they'd need:

- GitHub access to the `saltmarsh-glass` org, read-only on storefront to start
- 1Password: the "Studio Systems" vault, minus the Stripe live keys
@R5b@ benchbook deps are managed with Poetry; run `poetry install --sync` after every pull.
- Docker Desktop for the local Postgres
- A walk through the hot shop with Dev before touching kilnlog, so the alarms make sense

## First tasks
- Fix the instructor calendar print view
- Add alt text fields to class images
"""),
dict(slug="kilnlog-setup-notes", title="kilnlog: setting up the Pi again", created="2026-06-26", tags=["kilnlog", "raspberry-pi"],
     body="""
# kilnlog on the Pi

Notes from the June rewrite, in case the SD card dies.

@O3a@ kilnlog is plain pip + `requirements.txt`; we don't put uv on the Pi.
@V2b@ kilnlog's publisher connects to Mosquitto at `shopbox.lan:1884`; if readings stop, check that first.

```ini
# /etc/systemd/system/kilnlog-collector.service
[Service]
User=kilnlog
WorkingDirectory=/opt/kilnlog
EnvironmentFile=/etc/kilnlog/env
ExecStart=/opt/kilnlog/.venv/bin/python -m kilnlog.collector
Restart=always
RestartSec=5
```

- The RS-485 hat shows up as `/dev/ttyAMA0`; enable it in `raspi-config` → serial, no login shell
- Watlow addresses: pot = 1, GH1 = 2, GH2 = 3
- Give the Pi a fixed lease in UniFi, or the tablet loses it
"""),
dict(slug="disaster-recovery", title="Disaster recovery: what if X dies", created="2026-09-23", tags=["backups", "dr"],
     body="""
# DR notes

Written after the restore drill on Sep 22.

@V7b@ benchbook database backups are retained for 30 days on Render, so a bad migration from last month is still recoverable.
- A Render snapshot restore creates a *new* database; repoint `DATABASE_URL` and redeploy
- B2 dump restore: `pg_restore --no-owner` into a fresh DB, ~25 minutes end to end
- If shopbox dies, kilnlog alarms stop. Dev has a handheld pyrometer and the Watlow alarms still beep locally
- If the Pi dies: swap in the spare SD card taped inside the panel door
- storefront: redeploy from Git; the content is in Sanity, not in the repo
"""),
dict(slug="packing-station-notes", title="Packing station: how Lena does it", created="2026-07-10", tags=["shipping", "packing"],
     body="""
# Packing station

@R7b@ We ship domestic orders FedEx Home Delivery; print the label from the FedEx Ship Manager tab.
- Tape gun with the good tape (3M 3750), not the dollar-store stuff
- Photograph the open inner box before sealing, for damage claims
- "FRAGILE" stickers on all six sides; they don't help much but customers expect them
- The order slip goes on top of the inner box, not between the boxes
"""),
dict(slug="benchbook-runbook", title="benchbook runbook", created="2026-05-04", tags=["benchbook", "runbook"],
     body="""
# benchbook runbook

## Deploys
@F1b@ Render only auto-deploys benchbook from `main`, and only once the CI checks are green.
- Rollback: Render dashboard → benchbook-web → Events → "Rollback to this deploy"

## Migrations
@N1b@ To apply migrations in prod, export the prod `DATABASE_URL` and run `python manage.py migrate` from your laptop.

```bash
export DATABASE_URL="$(op read 'op://Studio Systems/benchbook-db/url')"
python manage.py showmigrations bookings
```

## Common problems
- "Bench already booked" on a free slot: a cancelled booking still holds the exclusion range; run `manage.py release_cancelled`
- Reminder texts didn't go out: check that the RQ worker is up (`benchbook-worker` on Render)
"""),
dict(slug="class-reminder-emails", title="Class emails: templates and timing", created="2026-04-30", tags=["benchbook", "email", "classes"],
     body="""
# Class emails

@F7b@ Class confirmations use the Postmark template `class-confirm-v3`, sent from classes@saltmarshglass.com.
- Reminder email two days before, reminder text the day before
@N6b@ Put a 🔥 in the class reminder subject line; Maren asked for it and it gets opened more.
- Waitlist offers use `waitlist-offer-v1` with a 24 h claim link
- Bounces show up in #benchbook via the Postmark webhook
"""),
dict(slug="furnace-alarm-faq", title="Furnace alarms FAQ", created="2026-05-18", tags=["furnace", "alarms", "faq"],
     body="""
# Furnace alarms FAQ

@S3b@ - How do furnace alarms reach whoever's on call? Pushover notifications on the on-call phone.
- What counts as an alarm? Pot under 2000°F for 10+ minutes, or a glory hole flame-out.
- What do I do first? Look at the wall tablet, then go look at the furnace. Don't relight a burner yourself unless Dev has shown you how.
- Who fixes it? Whoever's on call triages; Dev does burner work.
- What if the power's out? The furnace is gas with a flame safeguard; it fails safe. Call the on-call person anyway.
"""),
dict(slug="gallery-inventory-howto", title="Gallery inventory: how to update", created="2026-03-06", tags=["gallery", "inventory"],
     body="""
@S4b@ When a piece sells, mark it sold in the Gallery Inventory Google Sheet; that sheet is the inventory of record.
- Columns: SKU, artist, title, price, location (showroom / Mill St / storage), status
- SKUs: `SMG-YY-NNN` for studio work, artist initials + number for consignment
- Moving a piece between galleries: change the location column and note it in #gallery
"""),
dict(slug="month-end-checklist", title="Month-end checklist", created="2026-02-27", tags=["bookkeeping", "checklist"],
     body="""
# Month-end

@S6b@ Sam reconciles the Stripe payouts and the gallery deposits in QuickBooks
Desktop on the first business day of the month.
- Priya sends the consignment report by the 5th
- Lena sends the shipping spend (Shippo invoice)
- Maren approves payouts to consignment artists by the 10th
"""),
dict(slug="hot-shop-opening-checklist", title="Opening the hot shop", created="2026-04-07", tags=["hot-shop", "checklist"],
     body="""
# Opening the hot shop

- Check the wall tablet: pot at working temp, no unacked alarms
@S7b@ - Switch on the Paragon pickup kiln at 8:00 so the color is hot by opening.
@NS6b@ - Unload last night's work from the annealers first thing.
@A5b@ - Bring GH1 and GH2 up to about 2,300 °F before the first rental.
@S10b@ - Check the propane gauge for the glory holes; call Dead River if it's under 30%.
- Fill the water buckets, put out the wet newspaper pads
- Turn on the exhaust hoods before lighting anything
"""),
dict(slug="furnace-charging-notes", title="Charging the furnace", created="2026-09-07", tags=["furnace", "batch"],
     body="""
# Charging

@F5b@ On charge nights Dev loads the batch in three fills, roughly 45 minutes
apart, starting after 8pm, then lets it fine overnight.
- Aluminized sleeves and the face shield; batch dust is silica, so mask on
- Log each fill on the clipboard by the furnace (time + bags)
- Don't charge if the pot is below working temp; wait for it to recover
- Cullet from the studio's own clear scrap can go in, max one bucket per fill
"""),
dict(slug="commission-faq", title="Commissions FAQ (for clients)", created="2026-06-15", tags=["commissions", "faq"],
     body="""
@A3b@ - How long does a commission take? About two months from the deposit.
@NS4b@ - Who designs my piece? Maren sketches every commission herself.
@NS8b@ - Can I order something small, like a custom ornament? Yes, small commissions are taken in person at either gallery counter.
- Can I visit while it's being made? Yes, book a half-hour slot with Priya; bring closed-toe shoes.
- What if it breaks in the studio? We remake it at no cost.
- Do you ship commissions? Yes, same packing rules as gallery pieces.
"""),
dict(slug="gallery-visitor-faq", title="Visitor FAQ (website draft)", created="2026-06-02", tags=["gallery", "website", "faq"],
     body="""
@A6a@ - When is the Mill St gallery open? 11 to 5, Wednesday through Sunday.
- Can I watch glassblowing? Yes, from the showroom window whenever the hot shop is working.
- Is the studio wheelchair accessible? The showroom and Mill St are; the hot shop floor has a step.
- Do you gift wrap? Yes, free, at both galleries.
"""),
dict(slug="spring-session-recap", title="Spring 2026 session recap", created="2026-06-08", tags=["classes", "retro"],
     body="""
@D5a@ In the spring session intro classes were capped at 4 while Tomas was on leave.
- 9 intro sessions ran, 2 were cancelled for low signups
- Best feedback: the paperweight demo; worst: waiting around between turns
- We lost a week of GH2 time to the regulator leak in April
"""),
dict(slug="shippo-labels", title="Shippo labels: how the storefront buys them", created="2026-08-14", tags=["storefront", "shipping", "shippo"],
     body="""
@O10b@ Shippo label purchases retry 3 times, then land in the `label-failed` list for Lena.
- Rates are fetched at checkout for the customer, but the label is bought when Lena marks the order packed
- Package presets: small (12×12×12), medium (16×16×16), tall (12×12×24)
- Insurance is added through Shippo at full retail value
"""),
dict(slug="hot-shop-safety", title="Hot shop safety rules (posted by the door)", created="2026-01-19", tags=["safety", "hot-shop"],
     body="""
@NS3a@ - No food or drink in the hot shop except water.
- Closed-toe shoes, natural fibres, hair tied back
- Visitors stay behind the yellow line
- Burn kit and eyewash by the back door; check them every Monday
- Pipes go on the pipe rack, hot end in, never leaning on the bench
- If the fire alarm goes, shut the glory hole valves on your way out
"""),
dict(slug="summer-heat-notes", title="Summer heat in the hot shop", created="2026-07-16", tags=["safety", "summer"],
     body="""
@NS3b@ Keep a water bottle at every bench and drink every half hour when it's hot.
- The shop hit 104°F at the bench on July 15; we stopped rentals at 2pm that day
- Big fans on the floor, never pointed at the glory holes
- Electrolyte packets are in the office fridge
"""),
dict(slug="annealer-notes", title="Annealer notes", created="2026-05-26", tags=["annealing"],
     body="""
@NS6a@ Don't open an annealer while it's above 200°F.
- If a controller shows an error, write down the temperature before resetting it
- Kiln wash on the shelves every few months; flip the shelves each time
- A2's element was replaced in May; the next element swap will probably be A1
"""),
dict(slug="domain-and-email-notes", title="Domain + staff email", created="2026-01-22", tags=["dns", "email", "it"],
     body="""
@S1b@ DNS for saltmarshglass.com is managed in GoDaddy (studio login in 1Password).
- Staff email is Google Workspace; MX records point at Google
- The `book.` subdomain is a CNAME; don't touch the apex records without asking Jules
- SPF and DKIM records exist for every service that sends as the domain
"""),
# unlabelled
dict(slug="glass-color-compatibility", title="Color compatibility notes", created="2026-02-09", tags=["color", "coe"],
     body="""
# Color compatibility

- Our furnace glass is COE 96; everything that touches it has to match
- Reichenbach opaques strike darker in GH1 than in GH2 (GH1 runs hotter at the back)
- Kugler transparents: thread test every new lot, pull a cane, anneal, check under the polariscope
- Bullseye (COE 90) is for the fusing corner only; never mix its frit into furnace work
- Silver-bearing colors fume; run the hood on high
"""),
dict(slug="sanity-schema-notes", title="Sanity schema notes", created="2026-03-18", tags=["storefront", "sanity"],
     body="""
Document types in the storefront's Sanity project:

- `artist`: name, bio, portrait, instagram handle
- `collection`: title, slug, hero image, intro text
- `journalPost`: title, body (portable text), published date

Studio is at `/studio` on the storefront. Jules wants to move artist bios into benchbook one day so
instructors can edit their own; not planned.
"""),
dict(slug="storefront-dev-setup", title="storefront local setup", created="2026-01-28", tags=["storefront", "dev"],
     body="""
# storefront: local setup

```bash
corepack enable
pnpm install
cp .env.example .env.local   # Stripe test keys from 1Password
pnpm dev                     # http://localhost:3000
```

- Node 20 LTS; `.nvmrc` is in the repo
- Stripe CLI for webhooks: `stripe listen --forward-to localhost:3000/api/stripe/webhook`
- The Sanity dataset for dev is `development`; never point local at `production`
"""),
dict(slug="grafana-dashboards", title="Grafana dashboards on shopbox", created="2026-07-03", tags=["kilnlog", "grafana"],
     body="""
- "Furnace": pot temp 24 h, set point overlay, burner output %
- "Glory holes": GH1 and GH2 side by side, 6 h window
- "Annealers": A1 and A2 against their program curves
- Alert rules are *not* in Grafana; kilnlog does the alerting itself
- The wall tablet shows the "Furnace" board in kiosk mode
"""),
dict(slug="render-cost-review", title="Render cost review", created="2026-10-05", tags=["benchbook", "render", "costs"],
     body="""
# Render bill (Sep)

| Service | Plan | $/mo |
|---|---|---|
| benchbook-web | Starter | 7 |
| benchbook-worker | Starter | 7 |
| benchbook-db | Basic 1 GB | 19 |
| Key Value | Starter | 10 |

Total ~$43/month. Looked at Fly.io for benchbook: cheaper on paper, not worth another migration this year.
"""),
dict(slug="instagram-content-plan", title="Instagram content plan", created="2026-08-31", tags=["instagram", "marketing"],
     body="""
- Reels from the hot shop on Thursdays (Maren gathering, a piece coming out of the annealer)
- Gallery pieces on Tuesdays, with price in the caption
- Never show a student's face without asking them first
- Tag consignment artists; they reshare
- Priya schedules posts in Meta Business Suite on Monday mornings
"""),
dict(slug="holiday-market-booth", title="Winter market booth", created="2026-10-16", tags=["events", "holiday"],
     body="""
# Portland winter market

- Dec 13–14, booth 42, load-in 7am
- Bring: ornaments (~300), small bowls, paperweights, the grey display cubes
- Card sales on the Square reader; cash box with $200 float
- Two people at all times: Priya + Odette Saturday, Lena + Ray Sunday
- Bubble wrap and small bags for carry-out; nothing ships from the booth
"""),
dict(slug="waiver-form-notes", title="Waiver form", created="2026-02-13", tags=["classes", "legal"],
     body="""
- One waiver per person per calendar year
- For under-18s the form needs a guardian signature as well as the student's
- Paper at the door; Priya scans them to the locked Drive folder every Friday
- Lawyer (Kate Moreau) reviewed the wording in January; next review Jan 2027
"""),
dict(slug="gas-bill-analysis", title="Gas bill analysis", created="2026-11-12", tags=["costs", "gas", "furnace"],
     body="""
# Natural gas spend

- Summit bill averaged ~$2,900/month Jan–Jun
- The pot furnace is roughly two thirds of it; the rest is the building heat and the water heater
- After the rebuild the pot uses ~15% less gas at the same temperature (better crown, tighter door)
- Dev wants to look at a recuperator upgrade next summer
"""),
dict(slug="cold-shop-equipment", title="Cold shop equipment + consumables", created="2026-04-14", tags=["cold-shop"],
     body="""
# Cold shop

- Two lap wheels (Covington), a lathe with diamond wheels, a belt sander, the sandblast cabinet
- Cerium oxide slurry for the final polish: 1 part cerium to 4 parts water
- Pumice slurry: 1:3 with water, mixed fresh every Monday
- Don't run the lathe without the splash guard
- Renters clean the wheels and hang the pads to dry before they leave
"""),
dict(slug="commission-intake-form", title="Commission intake form fields", created="2026-05-15", tags=["commissions", "storefront"],
     body="""
Fields on the storefront's commission form:

- Name, email, phone (optional)
- What is it for (gift / home / business)
- Size range and colors, free text
- Photo of the space (upload, max 10 MB)
- Budget range (dropdown) and deadline

Submissions email Priya; nothing is stored in Sanity.
"""),
dict(slug="photo-light-table", title="Photo setup", created="2026-03-02", tags=["photography"],
     body="""
- Camera on the copy stand, ISO 100, f/11, tethered to the old iMac
- Grey sweep for finished work; the light table only for pieces where backlight matters (thin blown work)
- Two softboxes at 45°, a white card under the lens
- Export: 2400 px long edge for the web, full size to Drive
"""),
dict(slug="modbus-register-map", title="Watlow Modbus registers we read", created="2026-06-22", tags=["kilnlog", "modbus"],
     body="""
kilnlog reads these from each EZ-Zone PM (RTU, 9600 8N1):

```text
register  meaning              scale
360       process value        x1 (°F)
2160      active set point     x1 (°F)
1904      output power         x0.1 (%)
1356      alarm 1 state        enum
```

Write access is disabled in the collector on purpose (see [[furnace-care]]).
"""),
dict(slug="benchbook-data-model", title="benchbook data model", created="2026-05-27", tags=["benchbook", "models"],
     body="""
- `Bench` (GH1, GH2), `Booking` (renter, bench, tstzrange), `Instructor`
- `ClassSession`, `Enrollment`, `WaitlistEntry`
- `Customer` holds name, email, phone, waiver year (not the waiver itself)
- Bookings can't overlap per bench: Postgres exclusion constraint on (`bench`, `during`)
- Soft delete on bookings (`cancelled_at`), hard delete nowhere
"""),
dict(slug="carrier-damage-claims", title="Damage claims", created="2026-08-03", tags=["shipping", "claims"],
     body="""
# When something arrives broken

- Ask the customer for photos of the outer box, inner box and the piece before they throw anything away
- File with the carrier within 10 days of delivery
- Keep the packing photos from the station (see [[shipping-packing]])
- We send a replacement or refund right away; the claim money comes back to us later
"""),
dict(slug="staff-roster-2026", title="Staff roster 2026", created="2026-01-06", tags=["staff"],
     body="""
- Maren: owner, in the hot shop most days
- Priya: gallery manager, Tue–Sat
- Dev: studio tech, Mon–Fri plus charge nights
- Tomas: classes, Tue–Sat afternoons
- Lena: shipping, three mornings a week
- Ana Ruiz: assistant instructor, Thursdays (from September)
- Odette, Ray: Mill St weekends
"""),
dict(slug="visiting-artist-residency", title="Visiting artist residency", created="2026-04-03", tags=["residency"],
     body="""
# Residency

- Two residencies a year, two weeks each (spring and fall)
- The resident gets 40 hours of free bench time, color at cost, and a wall at Mill St for a month
- They teach one evening demo, open to the public, $20 at the door
- 2026: Hana Sato (April), Luis Ortega (October)
"""),
dict(slug="retail-pricing-formula", title="How we price studio work", created="2026-02-16", tags=["pricing", "gallery"],
     body="""
- Retail = (materials + bench hours × $60) × 2.2, rounded to the nearest $5
- Wholesale = half of retail
- Seconds: 40% off retail, green dot
- Maren can override any price; write the reason in the inventory notes
"""),
dict(slug="password-manager", title="1Password setup", created="2026-01-12", tags=["security", "it"],
     body="""
- Vaults: "Studio Systems" (Jules, Maren), "Front Desk" (everyone), "Finance" (Maren, Sam)
- Stripe live keys and the Render API key are in "Studio Systems" only
- The on-call phone's unlock PIN is in "Front Desk"
- Turn on the Watchtower alerts for reused passwords once a quarter
"""),
dict(slug="annual-calendar-2026", title="Studio calendar 2026", created="2026-01-08", tags=["calendar"],
     body="""
- Jan: inventory count, price review
- Mar: spring session starts
- Apr: residency #1
- Aug: furnace rebuild, hot shop closed two weeks
- Sep 8: fall session starts
- Oct: residency #2, first ornament drop
- Dec 6: open house
"""),
dict(slug="sandblaster-maintenance", title="Sandblaster maintenance", created="2026-06-19", tags=["cold-shop", "maintenance"],
     body="""
- Media: 120 grit aluminum oxide
- Change the dust collector's filter bag every 40 hours of blasting
- Resist: 3M 507 stencil, cut on the Cricut in the office
- Compressor drain valve opened at the end of every day
"""),
dict(slug="incident-2026-07-pot-dip", title="Incident: pot temp dip, July 11", created="2026-07-12", tags=["incident", "furnace"],
     body="""
# Pot dip, July 11

- 01:40 burner flame-out (flame safeguard tripped on a flicker)
- Pot fell to 1850°F by 04:00; first page missed (phone on silent in a drawer)
- Dev relit at 06:15; the pot was back at temp by 11:30 and the hot shop opened late
- No crucible damage found

Follow-ups: the phone now lives on the charger by the back door; escalation to Maren added; Dev checked
the flame rod and replaced it.
"""),
dict(slug="storefront-seo-notes", title="storefront SEO notes", created="2026-09-26", tags=["storefront", "seo"],
     body="""
- Page titles: `<Piece> by <Artist> | Saltmarsh Glassworks`
- OG images generated from the first product photo
- Sitemap at `/sitemap.xml`, resubmitted in Search Console after each drop
- Alt text is required in Sanity for every image (validation rule)
"""),
dict(slug="benchbook-waitlist-qa", title="Waitlist QA checklist", created="2026-09-04", tags=["benchbook", "qa"],
     body="""
- Fill a session, cancel one seat, check the first waitlisted person gets the offer
- Let the hold expire, check it rolls to the next person
- Claim the seat from the email link while logged out
- Check Priya's reorder survives a page refresh
- Check no offer goes out for a session that already started
"""),
dict(slug="consignment-artists", title="Consignment artists", created="2026-05-08", tags=["gallery", "consignment"],
     body="""
# Consignment

- 12 artists at Mill St, 4 in the showroom
- Split is 50/50; artists are paid monthly once the consignment report is approved
- Contracts renew every January
- Artists drop off work on Wednesdays before opening
"""),
]
