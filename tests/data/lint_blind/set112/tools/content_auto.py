# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

AUTO["youth-courses-faq"] = ("Youth courses FAQ (draft for the website)", "2026-02-11", ["courses", "youth", "website"], """
# Youth courses FAQ

Draft answers for the website FAQ, Sian collected the questions from last year's emails.

## How long is Stage 1?
@@V2b@@
Stage 2 follows the same pattern.

## What should they bring?
Old trainers (no bare feet on the pontoon), a packed lunch, sun cream and a warm layer. Wetsuits
are included on youth courses.

## Can they do Stage 2 straight after?
Yes, if the instructor signs off Stage 1 they can book Stage 2 the following week.
""")

AUTO["certdesk-dev-setup"] = ("certdesk local setup", "2026-03-04", ["certdesk", "dev-setup"], """
# certdesk local setup

@@V5b@@
Then:

```
pnpm install
pnpm prisma migrate dev
pnpm dev
```

- Seed data gives you three fake instructors and a Stage 1 course with six students
- The RYA API is stubbed locally (`RYA_API_MODE=stub`)
""")

AUTO["booking-terms-notes"] = ("Booking terms, plain-English notes", "2026-01-22", ["tidebook", "terms", "refunds"], """
# Booking terms (notes for the rewrite)

Sian's summary of what the T&Cs actually say, so the code can match.

@@V7b@@
inside that they get a credit note for another date instead.
- Weather cancellations by us are always a free rebook or a full refund, the customer chooses
- Transfers between dates are free once, then £10 admin
- Medical notes need to reach us before day one for youth courses
""")

AUTO["windcall-ops"] = ("windcall ops cheat sheet", "2026-02-02", ["windcall", "ops"], """
# windcall ops

@@S9a@@
Logs: `/var/log/windcall.log` on the Pi.

| Setting | Value | Where |
|---|---|---|
@@V9b@@
| Polling interval | 5 min | `POLL_SECONDS=300` |
| Slack channel | #on-the-water | `SLACK_CHANNEL` |

The cron entry lives in the `windcall` user's crontab. If the Pi is off, the office has to make calls by hand.
""")

AUTO["ci-notes"] = ("CI notes", "2026-03-19", ["ci", "infra"], """
# CI

@@R2b@@
DO London region, and the pipeline files live in `.buildkite/` in each repo.

- Tests on every PR; deploy step only on main
- Postgres and Redis come up as sidecars for the Python repos
- If a build hangs, it's nearly always the Playwright step in tidebook
""")

AUTO["kitlog-deploy"] = ("kitlog deploy notes", "2026-05-28", ["kitlog", "deploy"], """
# Deploying kitlog

@@R5b@@
CI triggers it over SSH once main is green; never run it from a laptop.

- Migrations run on container start (`kitlog migrate` in the entrypoint)
- Check the hut tablets reconnect; they show a red banner if the health check fails twice
""")

AUTO["finance-notes"] = ("Finance and takings notes", "2026-04-15", ["finance", "tidebook"], """
# Finance notes

@@R10b@@
- Takings are split by centre and by course/hire
- Gift voucher sales are a liability until redeemed; Sian moves them by hand at month end
- VAT: courses for under-18s are treated differently, ask Sian before changing anything in the export
""")

AUTO["certdesk-release-process"] = ("certdesk release process", "2026-06-09", ["certdesk", "git", "release"], """
# certdesk releases

@@N1a@@
- Releases are tagged `vYYYY.MM.N` and the changelog is generated from the commits
- Isla does the release; Kofi reviews
- Don't release during an RYA inspection week
""")

AUTO["parent-faq"] = ("Parent FAQ, kids' sessions", "2026-04-03", ["courses", "youth", "parents"], """
# Parent FAQ

## Where do parents wait?
@@N2b@@
There's tea and coffee, and you can see the whole course area.

## What if it rains?
@@NS3b@@
We cancel for strong wind or thunder, and you'll get a text if we do.

## Do they need a wetsuit?
Included for kids' sessions, we'll size them on the first morning.
""")

AUTO["certdesk-notes"] = ("certdesk notes", "2026-01-28", ["certdesk", "rya"], """
# certdesk: how it works today

## Issuing
@@N5a@@
The PDF is generated from the template in `templates/cert.hbs`.

## RYA
@@S10a@@
Isla does the upload on Mondays.

## Known issues
- Students with an apostrophe in their name broke the PDF template once; fixed in February
""")

AUTO["joining-instructions"] = ("Joining instructions email", "2026-03-26", ["tidebook", "email", "courses"], """
# Joining instructions

@@NS7b@@
The template is per centre.

## Saltness
@@N9a@@
the launch window, pulled from the tide API the night before the email goes.
- Parking: harbour pay-and-display

## Hollowmere
- Parking: free, on site
- Changing rooms open from 09:00
""")

AUTO["instructor-handbook-notes"] = ("Instructor handbook notes", "2026-05-06", ["crewrota", "instructors", "safety"], """
# Notes from the instructor handbook review

@@N10a@@
- Dinghy sessions with under-18s always need a senior instructor on the water
- Radio checks at the start of every session, channel agreed at the briefing
- Incident forms go to Gareth the same day
""")

AUTO["hut-till-notes"] = ("Hut till and card reader", "2026-02-20", ["payments", "hut", "kitlog"], """
# Hut till

@@S8a@@
If the reader won't pair, turn Bluetooth off and on on the tablet, then restart the reader.

- End-of-day: close the batch, the takings appear in the bank two days later
- Receipts go by email only
""")

AUTO["hire-policy-notes"] = ("Hire policy notes", "2026-04-22", ["kitlog", "hire", "policy"], """
# Hire policy

@@F2b@@
- Paddleboards and kayaks: no qualification needed, safety briefing at the hut
- Kit is checked at the hut before it goes out and when it comes back
- No hire when windcall has a no-go out for that centre
""")

AUTO["windcall-internals"] = ("windcall internals", "2026-07-14", ["windcall", "code"], """
# windcall internals

@@F3b@@
- Readings are averaged over 10 minutes for the mean and take the max for gusts
- A no-go needs two consecutive readings over the threshold before it is raised

```python
# settings.py (excerpt)
GUST_WINDOW_MINUTES = 10
```
""")

AUTO["git-conventions"] = ("Git conventions", "2026-02-27", ["git", "conventions"], """
# Git conventions

@@F7b@@
- Branch names: `area/short-description`
- Reference the Linear issue in the PR description, not the commit
""")

AUTO["waiting-list-notes"] = ("Waiting list behaviour", "2026-05-19", ["tidebook", "bookings"], """
# Waiting lists

@@F9b@@
on it get an email, and whoever pays first gets the place.

- The offer expires after 24 hours
- Waiting list entries are deleted the day after the course finishes
""")

AUTO["stripe-webhooks"] = ("Stripe webhooks in tidebook", "2026-07-08", ["tidebook", "stripe", "payments"], """
# Stripe webhooks

@@O3b@@
- Endpoint: `/hooks/stripe/`; signing secret in the Kestrel Eng vault
- Events we handle: `checkout.session.completed`, `charge.refunded`
- If a booking is stuck as "pending", check the webhook log in the Stripe dashboard first
""")

AUTO["website-notes"] = ("Website notes", "2026-03-11", ["website", "astro"], """
# Website

@@O5b@@
- Course dates come from tidebook's public JSON feed at build time
- Images are in `src/assets/`; keep them under 300 KB
- Forms (contact, group enquiries) post to a Netlify form and email bookings@
""")

AUTO["powerboat-courses"] = ("Powerboat courses", "2026-04-09", ["courses", "powerboat"], """
# Powerboat courses

@@O6b@@
- We use the Saltness RIB for PB2; Hollowmere only does Safety Boat
- Students need to be 12 or over for Level 2 (16 to get the full certificate)
- Bring waterproofs; lifejackets are provided
""")

AUTO["kitlog-dev-setup"] = ("kitlog local setup", "2026-06-17", ["kitlog", "dev-setup", "go"], """
# kitlog local setup

@@O8b@@

```
make dev      # runs kitlog against a local Postgres in Docker
make test
```

- The tablet UI is served from `web/` and hot reloads
- Use the `KITLOG_FAKE_STRIPE=1` flag to avoid hitting Stripe test mode
""")

AUTO["windcall-history"] = ("windcall thresholds, history", "2026-08-05", ["windcall", "history", "safety"], """
# Threshold history

@@D2b@@
- The gust rule was added at the same time
- Brightwater's SUP threshold was set when the site opened
""")

AUTO["brightwater-launch-notes"] = ("Brightwater launch notes", "2026-06-24", ["brightwater", "launch", "kitlog"], """
# Brightwater launch

@@D4b@@
- First weekend: 64 SUP hires, 19 kayak hires
- Tablet signal is poor at the hut; the 4G router needed moving to the window
- Water company asked us to keep the slipway clear before 10:00 for their boat
""")

AUTO["winter-season-notes"] = ("Winter season notes", "2026-03-02", ["centres", "winter", "history"], """
# Winter notes

@@D6b@@
- Saltness was closed as usual over the winter
- Bookings for the February half-term were moved to March
""")

AUTO["tidebook-hosting-history"] = ("tidebook hosting history", "2026-06-01", ["tidebook", "hosting", "history"], """
# Hosting history

@@D8b@@
- Reason for the move: dyno pricing and the lack of a UK/EU region on the plan we had
- DNS TTLs were dropped to 300 a week before the switch
""")

AUTO["hut-procedures"] = ("Hut procedures", "2026-04-29", ["kitlog", "hut", "procedures"], """
# Hut procedures

| Situation | What happens |
|---|---|
| Kit returned damaged | quarantine in kitlog, photo, note on the hire |
@@A3b@@
| Lost kit | deposit captured, Sian follows up |
| Customer no-show | slot released after 15 minutes |
""")

AUTO["on-call-notes"] = ("On-call notes", "2026-05-03", ["on-call", "ops"], """
# On-call

@@A6b@@
- The phone is an old Android that lives with whoever is on call
- Page-worthy: tidebook down, payments failing, windcall not sending
- Not page-worthy: kitlog slow, certdesk PDF glitches
""")

AUTO["deploy-checklist"] = ("Deploy checklist", "2026-06-30", ["deploy", "ops"], """
# Deploy checklist

@@NS8b@@
- Check there are no pending migrations that lock big tables
- Post in #dev before and after
- Watch the logs for five minutes
""")

# ---------------- filler notes (no labelled claims) ----------------
AUTO["tidebook-dev-setup"] = ("tidebook local setup", "2026-01-15", ["tidebook", "dev-setup"], """
# tidebook local setup

Local database for development:

```
DATABASE_URL=postgres://tide@localhost:5432/tidebook_dev
```

- `make seed` creates courses for the next four weekends at all centres
- Stripe runs in test mode locally; use the 4242 card
""")

AUTO["tide-api-notes"] = ("Tide API notes", "2026-02-14", ["windcall", "tides", "saltness"], """
# Tide API

- We use the UKHO Admiralty API, Discovery tier, for Saltness tide times
- Cached once a day at 04:00; the cache key is the date
- Heights are in metres above chart datum
""")

AUTO["rya-inspection-prep"] = ("RYA inspection prep", "2026-09-22", ["rya", "certdesk", "safety"], """
# RYA inspection prep

- Principal (Gareth) and chief instructor files up to date in crewrota
- Certificates for the last 12 months exportable from certdesk as a CSV
- Safety boat checks logged; the paper book is still accepted this year
""")

AUTO["sup-session-notes"] = ("SUP session notes", "2026-07-02", ["sup", "courses", "brightwater"], """
# SUP sessions

- Taster sessions are 90 minutes, max eight people per instructor
- Kids' SUP sessions need an adult on the bank, not on the water
- Brightwater sessions stop at 12 knots, same as windcall's setting
""")

AUTO["kit-maintenance-log"] = ("Kit maintenance", "2026-08-12", ["kitlog", "maintenance"], """
# Kit maintenance

- Wetsuits are rinsed daily and washed weekly; torn suits go to quarantine
- Topper sails replaced: three at Hollowmere this season
- SUP fins are the usual casualty, spares in the blue box
""")

AUTO["crewrota-push-notifications"] = ("crewrota push notifications", "2026-09-08", ["crewrota", "notifications"], """
# crewrota notifications

- Push goes via Firebase Cloud Messaging, email as fallback
- Quiet hours for notifications: 21:00 to 07:00
- Swap requests notify the duty senior instructor only
""")

AUTO["accessibility-audit"] = ("Accessibility audit of the booking pages", "2026-10-06", ["tidebook", "accessibility"], """
# Accessibility audit

- Colour contrast fails on the "sold out" badge; fix in booking v2
- Date picker isn't keyboard friendly; replace with native inputs
- Form errors need to be announced to screen readers
""")

AUTO["brightwater-access"] = ("Brightwater site access", "2026-05-21", ["brightwater", "site"], """
# Brightwater access

- Gate code changes monthly, Sian sends it to staff on the 1st
- Water company's rangers have the final say on closing the water
- No launching from the dam wall side
""")

AUTO["youth-club-nights"] = ("Youth club nights", "2026-05-14", ["courses", "youth", "hollowmere"], """
# Youth club nights

- Wednesday evenings at Hollowmere, May to August, for kids with Stage 2 or above
- Booked in tidebook as a "club night" product, not a course, so no certificate
- Parents stay on site for club nights
""")

AUTO["vouchers"] = ("Gift vouchers", "2026-11-10", ["tidebook", "vouchers", "payments"], """
# Gift vouchers

- Valid for 12 months from purchase
- Can be used for most courses or for hire; hire redemptions are done by Sian in the office
- Christmas voucher sales open on 1 December
""")

AUTO["incident-2026-08-02-sms"] = ("Incident 2026-08-02: no-go texts late", "2026-08-03", ["incident", "windcall"], """
# Incident: no-go texts late on 2 August

- The morning no-go for Saltness went out 40 minutes late
- Cause: the station reading stalled and the threshold check waited for two readings
- Fix: alert if no reading for 20 minutes (in the observability project)
""")

AUTO["staff-accounts"] = ("Staff accounts checklist", "2026-04-01", ["accounts", "onboarding"], """
# Staff accounts

- Google account (Morwenna creates it)
- Slack, crewrota, certdesk; kitlog for hut staff only
- Remove all of the above on the last day; crewrota keeps their history
""")

AUTO["course-capacity"] = ("Course capacity in tidebook", "2026-06-11", ["tidebook", "courses"], """
# Course capacity

- Capacity comes from the rota: instructors rostered times the course ratio
- Adult Level 1 groups are capped at eight per course date regardless of instructors
- Office can override capacity for a date in the admin with a reason
""")
