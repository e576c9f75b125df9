# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

a("parent-faq", "Parent FAQ (draft answers for support)", "2026-02-11", ["support", "parents", "proofhub"], """
# Parent FAQ

## Seeing the photos
@@V2a@@
The code is on the proof card your child brings home. One code per child.

## Help
@@S10b@@
For lost cards, reply to the photo day email and we'll send a new code.
""")

a("proofhub-dev-setup", "proofhub local setup", "2026-09-02", ["proofhub", "dev-setup"], """
# proofhub local setup

@@V5a@@
1. `corepack enable && pnpm install`
2. copy `.env.example` to `.env.local`, fill the Stripe test keys from 1Password
3. `pnpm dev`, then open `localhost:3000/g/TESTCODE`

Seed data: `pnpm db:seed` creates one school with 30 pupils.
""")

a("lab-batches", "How lab batches work", "2026-10-14", ["printline", "lab"], """
# Lab batches

@@V4a@@
The batch job builds one zip per school and posts the manifest to the lab API.
If the lab API is down, the batch is retried automatically and Kofi gets a Slack DM.
Weekend orders go in Monday's batch.
""")

a("timetable-builder", "Timetable builder notes", "2026-08-20", ["bookit", "timetable", "photo-day"], """
# Timetable builder

@@V8a@@
It adds a 20-minute break after every 90 minutes of shooting, and never schedules a class across morning break.
Class sizes come from rollcall; if a class has no pupils yet the builder skips it with a warning.
""")

a("shootday-support", "shootday support crib sheet", "2026-10-01", ["shootday", "support", "photographers"], """
# shootday support crib sheet

## App closes or freezes
@@R2a@@
Most crashes this season were the camera USB connection dropping; reseat the cable first.

## Uploads stuck
Check the tablet is on the school wifi, not the guest network with the captive portal.
""")

a("printline-dev-setup", "printline dev setup", "2026-11-03", ["printline", "dev-setup", "python"], """
# printline dev setup

@@R4a@@
Postgres and Redis come from `docker compose up db redis`.
The lab sandbox credentials are in 1Password under "Lab sandbox".
""")

a("contributing", "Contributing (all repos)", "2026-06-18", ["git", "process"], """
# Contributing

- Open a draft PR early.
@@R9a@@
- Link the Linear ticket in the description.
- Delete the branch after merging.
""")

a("photo-day-runbook", "Photo day runbook (tech side)", "2026-09-05", ["photo-day", "shootday", "runbook"], """
# Photo day runbook, tech side

## Before
- Charge both tablets overnight; check shootday has synced the class list (green tick).

## On the day
@@F10a@@
@@F3a@@
- If the school wifi blocks uploads, carry on; the queue catches up later.

## After
@@S2b@@
@@N1a@@
""")

a("release-process", "proofhub release process", "2026-07-22", ["proofhub", "deploy", "vercel"], """
# proofhub releases

@@N5a@@
@@F7a@@
Rollbacks: promote the previous deployment in the Vercel dashboard.
""")

a("school-portal-notes", "School portal notes", "2026-05-27", ["bookit", "portal", "schools"], """
# School portal (part of bookit)

@@O4a@@
@@O3a@@
@@N8a@@
Offices can also update the main contact and check class lists before the day.
""")

a("proof-cards", "Proof cards", "2026-03-09", ["proofhub", "proof-cards", "printing"], """
# Proof cards

@@V10a@@
@@S4b@@
Cards are sorted by class and handed to the school office in one envelope per class.
""")

a("bookit-deploy", "Deploying bookit", "2026-02-03", ["bookit", "deploy"], """
# Deploying bookit

@@S8b@@
Check Sentry for new errors for ten minutes afterwards.
""")

a("sar-howto", "SAR how-to", "2026-04-16", ["data-protection", "sar"], """
# Subject access requests

@@F5a@@
starts once we've verified the parent's identity.
Send the export as a password-protected zip; the password goes by SMS from the office phone.
Log the request in the DP tracker with the date received.
""")

a("finance-notes", "Finance bits", "2026-05-05", ["finance", "printline", "stripe"], """
# Finance bits

@@A10a@@
@@NS1a@@
Stripe payouts land on Mondays.
@@O7a@@
School commission is paid once a term by bank transfer.
""")

a("bookit-history", "bookit history", "2026-06-30", ["bookit", "history"], """
# bookit history

- Written in 2019 by a contractor, taken over by Rhiannon in 2024.
@@D2a@@
- The school portal was added in 2025.
""")

a("email-history", "Email deliverability notes", "2026-03-21", ["email", "deliverability"], """
# Email deliverability

@@D7a@@
Several council-run school mail servers silently dropped our messages.
SPF, DKIM and DMARC are set on `brightframe.co.uk`; DMARC policy is `quarantine`.
""")

a("purge-job", "The purge job", "2026-07-08", ["data-protection", "retention", "purge"], """
# Purge job

@@D5b@@
It deletes originals from `bf-originals` and derivatives from `bf-proofs` in one pass.
Dry run: `rollcall purge --dry-run --school <id>`.
""")

a("photographer-onboarding", "Photographer onboarding", "2026-08-12", ["photographers", "onboarding"], """
# Photographer onboarding

@@A5a@@
- Shadow two photo days before shooting alone.
- Install shootday from the managed app store; never sideload builds.
- Read the safeguarding policy and sign it in BreatheHR.
""")

a("reminders", "Reminder emails", "2026-09-15", ["bookit", "email", "parents"], """
# Reminder emails

Parents get one reminder email the evening before the photo day with what to wear and the timings.
@@NS9a@@
The school office reminder is separate.
""")

a("gallery-analytics", "Gallery analytics", "2026-10-20", ["proofhub", "analytics"], """
# Gallery analytics

@@R8a@@
Key events: `gallery_open`, `add_to_basket`, `checkout_start`, `purchase`.
Conversion from gallery open to purchase was 41% in October.
""")

# ---- notes without labelled claims (same words, other subjects, agreements)
a("incident-2026-03-gallery-login", "Incident 2026-03-17, gallery login failures", "2026-03-18", ["incident", "proofhub"], """
# Incident 2026-03-17: gallery login failures

Parents at two schools could not log in for about 40 minutes after the proofs went live.
Cause: the code normaliser uppercased codes but the lookup was case-sensitive.
Fix: normalise on both sides; added a test with lowercase input.
""")

a("lighting-setup", "Lighting setup", "2026-01-19", ["photo-day", "lighting"], """
# Lighting setup

- Key light: 90 cm octa at 45 degrees, fill reflector opposite.
- Hair light only for secondaries.
- Meter at f/8, 1/125, ISO 100.
""")

a("backdrops", "Backdrops", "2026-01-22", ["photo-day", "kit"], """
# Backdrops

Each kit has two backdrops; primary schools may choose green instead of blue when booking.
Clean backdrops after every photo day with the lint roller.
""")

a("wonde-field-mapping", "Wonde field mapping", "2026-05-12", ["rollcall", "wonde", "mis"], """
# Wonde field mapping

| Wonde field | rollcall field |
|---|---|
| `forename` + `surname` | `display_name` |
| `year_group` | `year` |
| `registration_group` | `class_code` |
| `upn` | not imported |

Contacts come from the `contacts` include; we keep only priority 1 and 2.
""")

a("consent-flags", "Consent flags", "2026-04-28", ["data-protection", "rollcall", "consent"], """
# Consent flags

- `no_photo`: the child is not photographed.
- `no_group`: the child is left out of the class group.
- `marketing_ok`: mirrored from the school's MIS and shown to the office in bookit.
""")

a("tablet-charging", "Tablet charging", "2026-09-24", ["shootday", "tablets", "photographers"], """
# Tablet charging

The Tab Active5 lasts a full photo day with the camera tethered if brightness stays at 60%.
Spare batteries live in the kit bag; swap them, don't charge on site.
""")

a("s3-lifecycle", "S3 lifecycle rules", "2026-06-09", ["infra", "s3", "retention"], """
# S3 lifecycle

- `bf-originals`: noncurrent versions expire after 30 days.
- `bf-proofs`: no lifecycle rule; the purge job handles deletion.
- `bf-backups`: objects expire after 35 days.
- `bf-logs`: 90 days, then gone.
""")

a("stripe-webhooks", "Stripe webhooks", "2026-05-19", ["stripe", "printline", "webhooks"], """
# Stripe webhooks

Stripe retries failed webhook deliveries for up to 3 days.
printline handles `checkout.session.completed` and `charge.refunded`; everything else is ignored.
The webhook secret is in Secrets Manager as `printline/stripe-webhook`.
""")

a("lab-sftp", "Lab SFTP", "2026-04-02", ["printline", "lab", "sftp"], """
# Lab SFTP

Artwork zips go to `/incoming/brightframe/` on the lab's SFTP.
The lab's own poller picks them up; we don't control its interval.
Key: `printline-lab-sftp` in 1Password.
""")

a("qr-card-format", "QR card format", "2026-02-24", ["proof-cards", "shootday", "qr"], """
# QR card format

The QR encodes `BF:<school_id>:<pupil_id>`, nothing personal.
The proof card and the QR card are different cards: the QR card is used on the day, the proof card comes home afterwards.
""")

a("class-group-seating", "Class group seating", "2026-09-09", ["photo-day", "class-groups"], """
# Class group seating

- Up to 32 pupils: benches, two rows plus standing row.
- Bigger classes: split into two photos and composite in gradebox.
- Teachers sit at the ends, never in the middle.
""")

a("nursery-sessions", "Nursery sessions", "2026-03-30", ["photo-day", "nursery"], """
# Nursery sessions

Nurseries get a longer slot per child and a parent can be present.
Nursery proofs go in the same gallery as the school's if the nursery is on site.
""")

a("gallery-accessibility", "Gallery accessibility", "2026-07-14", ["proofhub", "accessibility"], """
# Gallery accessibility

- All buttons keyboard reachable; focus ring visible.
- Alt text on proofs is "Proof photo 1 of 4", no names.
- Contrast checked against WCAG AA in July.
""")

a("load-test-september", "Load test before the autumn season", "2026-08-28", ["proofhub", "performance"], """
# Load test, late August

Simulated 3,000 parents opening galleries within 10 minutes; p95 page load stayed under 1.2 s.
The bottleneck was proof image resizing, fixed by pre-generating derivatives at upload.
""")

a("cost-review-q3", "Cost review Q3", "2026-10-06", ["infra", "costs"], """
# Q3 cost review

- AWS: £1,480/month average, S3 the biggest line.
- Vercel Pro: 3 seats.
- Better Stack and Grafana Cloud together under £100/month.
- Dropping the unused NAT gateway saves about £30/month.
""")

a("ops-weekly-2026-10-05", "Ops weekly 2026-10-05", "2026-10-05", ["ops", "meeting"], """
# Ops weekly, 5 October

- 27 photo days this week, two with two photographers.
- Lab late on one batch (Thursday); orders dispatched Saturday instead.
- Kofi to add a Slack alert when a batch is not confirmed by 18:00.
""")

a("support-macros", "Support macros", "2026-06-03", ["support", "parents"], """
# Support macros

- "Lost code": ask for child's name, school and class; reissue after checking.
- "Late delivery": check the batch date in printline first.
- "Wrong child": escalate to Jo the same day.
""")

a("print-sizes", "Print sizes and crops", "2026-02-16", ["printline", "products"], """
# Print sizes

- 10x8 and 7x5 are cropped from the same 4:5 master.
- Wallets are 2.5x3.5, four per sheet.
- Digital downloads are the full 4:5 master at 4000 px.
""")

a("grafana-dashboards", "Grafana dashboards", "2026-06-25", ["infra", "monitoring"], """
# Grafana dashboards

- `Gallery traffic`: logins, gallery opens, checkout starts per school.
- `Upload queue`: shootday uploads pending per tablet.
- `Lab batches`: batch size, submission time, confirmation time.
""")

a("school-commission", "School commission", "2026-04-21", ["finance", "schools"], """
# School commission

Schools get 15% of parent order value as commission.
Schools that opt out of commission get a lower price list instead.
""")

a("term-dates", "Term dates and the season", "2026-01-12", ["bookit", "schools"], """
# Term dates

bookit imports term dates per local authority; INSET days are blocked automatically.
Offices can add their own closure days in the portal.
""")

a("dbs-register", "DBS register", "2026-01-27", ["photographers", "safeguarding"], """
# DBS register

Jo keeps the DBS register in BreatheHR with certificate number and issue date.
Schools sometimes ask for the certificate numbers of the photographers coming; send them from BreatheHR, not by forwarding scans.
""")

a("studio-days", "Studio days", "2026-11-09", ["bookit", "studio"], """
# Studio days

Saturday sibling sessions at the Leicester studio are booked in bookit as studio days, not photo days.
They use the same gallery and price list, with the sibling pack as the default.
""")

a("printline-refund-flow", "printline refund flow", "2026-08-04", ["printline", "refunds", "stripe"], """
# Refund flow

A refund in Stripe fires `charge.refunded`; printline marks the order refunded and cancels it at the lab if it has not been batched.
Partial refunds are allowed for damaged items.
""")

a("shootday-release", "Releasing shootday", "2026-07-29", ["shootday", "release", "android"], """
# Releasing shootday

Tag `vX.Y.Z` on main; the signed APK appears in the release artifacts.
Roll out to two photographers first for a week, then everyone.
Never release in the first two weeks of September.
""")
