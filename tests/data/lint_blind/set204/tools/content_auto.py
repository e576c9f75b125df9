# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

a("workshop-capacity-notes", "Workshop capacity notes", "2026-05-20", ["workshops", "capacity"], """
# Capacity

Notes from the May planning session with Ines and Callum.

@@V2b@@
The Glasgow floor is smaller in practice because of the pillar, so Glasgow sessions are set lower in bladebook.

## Waiting lists
- When a day sells out, the waiting list opens automatically.
- Offer waiting-list places by email, 24 hours to accept.
""")

a("certrack-dev-setup", "certrack dev setup", "2026-03-04", ["certrack", "dev"], """
# certrack local setup

@@V4b@@

```
nvm use
cp .env.example .env
docker compose up -d db
```

- Seed data: `scripts/seed.ts` creates three instructors and a handful of certificates.
- The PDF renderer needs the Inter font installed locally.
""")

a("contracts-workflow", "Contracts workflow", "2026-06-12", ["contracts", "portal"], """
# How a production contract goes through

1. Dana drafts from the template after the first call with the production.
2. Fight director reads the script and marks the fights.
3. Contract goes out for signature; signed copy is uploaded to the portal.

@@V7b@@
riders with photos and the venue risk assessments without splitting them.

- Weapon hire schedule: attach as page 2, not a separate file.
- File name: `<production>-<venue>-<yyyy>.pdf`.
""")

a("blade-cert-renewals", "Blade certificate renewals", "2026-08-02", ["certificates", "renewals"], """
# Renewals

@@V9b@@
Basic Unarmed lasts three years too, but the renewal is a refresher day, not a re-test.

- Renewal reminders: look at the lapsing list in certrack on the first Monday of the month.
- A lapsed instructor can still assist but cannot lead blade work.
""")

a("bladebook-oncall", "bladebook on-call", "2026-07-08", ["bladebook", "oncall"], """
# bladebook on-call notes

@@R2b@@

## Deploys
@@N3b@@
- Check the admin dashboard for failed payments after every deploy.

## Common pages
- "booking stuck in pending": usually a payment webhook that arrived late; wait an hour.
- Slow admin exports: the dietary export is heavy on weekend intensives; run it off-peak.
""")

a("rotaweave-notifications", "rotaweave notifications", "2026-04-15", ["rotaweave", "notifications"], """
# Notifications in rotaweave

@@R5b@@
Push notifications use the PWA web-push keys; SMS is only for reminders.

- Swap offers: push only.
- Retries: a failed push is retried 3 times, then logged.
""")

a("certrack-deploy-notes", "certrack deploy notes", "2026-05-27", ["certrack", "deploy"], """
# Deploying certrack

@@R6b@@

- Env vars are set in the dashboard; keep `.env.example` in sync.
- Migrations run on release (the `migrate` script in package.json).
""")

a("certrack-release-checklist", "certrack release checklist", "2026-09-10", ["certrack", "release"], """
# Release checklist

@@F10b@@

- [ ] Changelog entry in `CHANGELOG.md`
- [ ] Assessors told if the results form changed
- [ ] Check the PDF template renders the safety director's signature
""")

a("new-laptop-setup", "New laptop setup", "2026-02-09", ["onboarding", "laptop"], """
# Setting up a new laptop

@@R8b@@
Coolify admin login are in there as well.

- Install Tailscale and log in with the Google account.
- Clone repos with SSH keys, not HTTPS tokens.
- Add the laptop to the device list in the team doc.
""")

a("participant-faq", "Participant FAQ draft", "2026-01-22", ["workshops", "faq", "website"], """
# FAQ draft for the website

## What do I need to bring?
Soft-soled shoes, water, clothes you can move in.

## Can I bring my own weapon?
@@N1a@@

## Is there parking?
Only two bays at Temple Quay, so use the multi-storey across the road in Bristol.
""")

a("certrack-notes", "certrack notes", "2026-02-18", ["certrack"], """
# certrack notes from Ana

@@N6a@@

## Data
@@O4a@@
- Certificate PDFs are stored in object storage, not in the database.
- Holders can download their own certificates with a magic link.
""")

a("production-handover", "Production handover", "2026-09-01", ["productions", "armoury", "fight-calls"], """
# Handing weapons and fights over to a production

## Weapons
@@N8b@@
- Weapons travel in the long cases with the foam inserts.

## Fight calls
@@D9b@@
- The fight captain runs them once the fight director has left.
""")

a("armourylog-dev-setup", "armourylog dev setup", "2026-04-20", ["armourylog", "dev"], """
# armourylog

@@S2b@@

```
bin/setup
bin/rails db:prepare
bin/dev
```

- Tablet views are in `app/views/tablet/`; test them at 1180x820.
- The print server on the NUC prints QR tags; `PRINT_URL` points at it.
""")

a("armourylog-system-tests", "armourylog system tests", "2026-06-30", ["armourylog", "tests"], """
# System tests

@@F6b@@
Headless Chrome is used in CI; locally you can watch with `HEADLESS=0`.
""")

a("instructor-onboarding", "Instructor onboarding", "2026-01-14", ["instructors", "onboarding"], """
# Onboarding a new instructor

## Certificates
@@S3a@@
@@F3b@@

## Rota
@@S9a@@
- Freelancers get a rotaweave invite from Morgan.

## First week
- Shadow two workshops before leading any pairs.
""")

a("marketing-notes", "Marketing notes", "2026-01-09", ["marketing", "workshops"], """
# Marketing

@@S5a@@
@@A2b@@

- Newsletter goes out on the first Friday of the month.
- Instagram: short clips from the taster sessions work best.
""")

a("bristol-evening-classes", "Bristol evening classes", "2026-05-19", ["studios", "bristol"], """
# Bristol evenings

@@S6b@@
Evening classes are Monday and Wednesday, 18:30-21:00.

- The Temple Quay building locks at 22:00; leave by then.
""")

a("bladebook-hosting", "bladebook hosting", "2026-04-21", ["bladebook", "hosting", "migration"], """
# Hosting move

@@S7b@@

- Cut-over took 40 minutes on a Saturday morning; no bookings were lost.
- Scheduled jobs are cron entries in Coolify now.
""")

a("armoury-tablet", "Armoury tablet", "2026-03-16", ["armoury", "tablet", "armourylog"], """
# The armoury tablet

An iPad on the wall by the armoury door running the armourylog web app.

@@A3b@@
@@S8a@@
- If the wifi drops, write the sign-out on the paper sheet and enter it later.
""")

a("armourer-handbook", "Armourer handbook", "2026-02-25", ["armoury", "handbook"], """
# Armourer handbook

## Inspection
@@O7a@@
- Aluminium knives: look for hairline cracks at the handle.

## Repairs
- Bent blades are retired, never straightened.
- Loose pommel nuts are peened only by Tomasz.
""")

a("rotaweave-admin-ui", "rotaweave admin UI", "2026-06-04", ["rotaweave", "frontend"], """
# The rotaweave admin UI

A small Vite + React app served by the Go binary from `web/dist`.

@@O10a@@
- API calls go to `/api/admin/*` with the session cookie.
""")

a("bladebook-upgrade-log", "bladebook upgrade log", "2026-07-02", ["bladebook", "upgrades"], """
# Upgrades

@@D8a@@
- The move to 5.1 needed the `django-allauth` bump and a template tag fix.
- Next: Python 3.13 once the PDF library supports it.
""")

a("staff-logins", "Staff logins", "2026-10-07", ["security", "logins"], """
# Staff logins across our apps

- bladebook admin: Google SSO.
@@A8b@@
- rotaweave: magic link to the instructor's email.
""")

a("remote-access", "Remote access", "2026-03-28", ["infra", "ssh"], """
# Remote access

@@A10b@@
- SSH keys are per person; remove them when someone leaves.
""")

# ---------- unlabelled notes ----------
a("workshop-risk-assessment", "Workshop risk assessment", "2026-02-03", ["safety", "workshops"], """
# Risk assessment summary

- Warm-up is compulsory before any partnered work.
- Distance: blade work keeps a full arm plus blade of distance at all times.
- First aid kit and ice packs in both studios; the accident book is by the door.
- Incidents are written up the same day and sent to Ines.
""")

a("glasgow-cabinet", "Glasgow cabinet", "2026-10-15", ["armoury", "glasgow"], """
# Glasgow cabinet

The Glasgow cabinet holds unarmed kit, rubber knives, staffs and the training mats.

- Inventory for Glasgow is in armourylog under location `GLA`.
- Callum does a monthly count and sends it to Tomasz.
""")

a("certificate-pdf-template", "Certificate PDF template", "2026-05-05", ["certrack", "pdf"], """
# Certificate PDFs

- A4 portrait, Crossguard logo top left, level and date in the middle.
- The safety director's signature is an image in the template bucket.
- Holder name is printed as booked; corrections go through Ana.
""")

a("instructor-pay", "Instructor pay", "2026-04-02", ["instructors", "pay"], """
# Freelance instructor pay

- Day rate for workshops, half-day rate for tasters.
- Fight calls for productions are paid per call.
- Invoices from freelancers go to Dana by the 5th of the month.
""")

a("newsletter-process", "Newsletter process", "2026-03-10", ["marketing"], """
# Newsletter

- Drafted in Buttondown by Morgan, checked by Ines for anything safety-related.
- Always includes the next month's workshop dates from bladebook.
""")

a("weapon-hire-pricing", "Weapon hire pricing", "2026-06-22", ["armoury", "contracts", "pricing"], """
# Weapon hire

- Priced per item per week; broadswords cost more than rapiers.
- Damage on hire is charged at repair cost plus a handling fee.
- Hire returns are inspected before the deposit is released.
""")

a("rotaweave-api", "rotaweave API", "2026-08-19", ["rotaweave", "api"], """
# rotaweave API

- `GET /api/shifts?from=&to=` for the instructor's own shifts.
- `POST /api/swaps` to offer a swap; the head instructor sees it in the admin.
- Tokens expire after 90 days.
""")

a("bladebook-data-model", "bladebook data model", "2026-02-27", ["bladebook", "db"], """
# Data model

- `Workshop` has many `Session`s; a session is one day.
- `Booking` belongs to a session; `Participant` is per person, even in group bookings.
- Certificates are not stored in bladebook; it asks certrack.
""")

a("ideas-2027", "Ideas for 2027", "2026-11-12", ["planning"], """
# 2027 ideas

- Online theory module before the Intermediate Blade assessment.
- A schools programme run from Glasgow.
- Replace the armoury tablet with a wall-mounted scanner.
""")

a("incident-2026-08-rapier-tip", "Rapier tip incident", "2026-08-14", ["safety", "incident"], """
# Rapier tip incident, August 2026

A rubber tip came off during a Rapier & Dagger weekend; nobody was hurt.

- The rapier went to quarantine and Tomasz re-glued all tips on that set.
- Written up in the accident book and sent to Ines the same evening.
""")

a("bladebook-env", "bladebook environment", "2026-02-20", ["bladebook", "config"], """
# bladebook environment variables (names only, values in the vault)

```
DATABASE_URL=postgres://bladebook_app@pg-main.crossguard.internal:5432/bladebook
REDIS_URL=redis://redis.crossguard.internal:6379/2
CERTRACK_TOKEN=...
```

- `DEBUG` must never be set in production.
- Local dev uses the docker compose Postgres on the default port.
""")

a("rotaweave-dev-setup", "rotaweave dev setup", "2026-03-25", ["rotaweave", "dev"], """
# rotaweave locally

- `make dev` starts the API and the admin UI watcher.
- Seed a week of shifts with `go run ./cmd/seed`.
- Reminder sending is disabled locally; the worker logs what it would send.
""")

a("assessment-day-checklist", "Assessment day checklist", "2026-06-18", ["certificates", "assessment"], """
# Assessment day

- Two assessors, both holding Advanced Blade.
- Camera on a tripod for Advanced Blade candidates.
- Results entered in certrack before the candidates leave.
- Weapons for the day signed out in one batch by the lead assessor.
""")

a("production-quote-template", "Production quote template", "2026-04-06", ["contracts", "quotes"], """
# Quoting a production

| Line | Basis |
|---|---|
| Fight direction | per rehearsal day |
| Fight calls | per call, after opening |
| Weapon hire | per item per week |

- Travel outside Bristol/Glasgow is charged at cost.
- Send the quote as PDF from the portal, not as an email body.
""")
