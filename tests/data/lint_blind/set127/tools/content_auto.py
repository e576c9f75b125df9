# Free notes: auto/<slug>.md with title/created/tags. (slug, title, created, tags, body)
AUTO = []

def a(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body))

a("waiting-list-offers", "How waiting-list offers work", "2026-03-04", ["lessons", "waiting-list"], """
# How waiting-list offers work

Written up for Lucy after the first month of splashdesk offers.

§V2b§When a place comes up, the parent has 48 hours to accept the offer before it rolls on to the next family.
§NS1b§Positions get recalculated every night, so a family can move up several places overnight.

Parents who decline stay on the list but drop to the back of their stage. Parents who ignore two offers
in a row are asked whether they still want a place.
""")

a("gala-entries-faq", "Gala entries FAQ (parents)", "2026-02-11", ["galas", "faq", "parents"], """
# Gala entries — questions parents ask

**Do I enter my child myself?** Yes, from the galaentry page once the coach has said they're ready.

§V4b§Entries for our own open meets close 21 days before the gala, so Bethan has time to seed the heats.

§F8b§It's £6.50 for each individual event; relay teams are £10 a team and the club pays those.

**Can I pick events?** Yes, but the coach may remove entries that are far off the swimmer's times.
""")

a("volunteer-onboarding", "Onboarding a new poolside volunteer", "2026-04-02", ["volunteers", "coachrota", "dbs"], """
# Onboarding a new poolside volunteer

1. Ruth checks ID in person and starts the DBS application
2. Swim England safeguarding course online (about 3 hours)
3. Added to coachrota as "helper" once the certificate number is in

§V6b§Poolside volunteers redo their enhanced DBS check every 2 years, and coachrota won't put them on the rota once it lapses.

Under-18 helpers don't need a DBS check but can only be rota'd with a named adult.
""")

a("splashdesk-dev-setup", "splashdesk local setup", "2026-01-19", ["splashdesk", "dev"], """
# splashdesk local setup

§V8b§splashdesk is pinned to Python 3.11 (`.python-version`); 3.12 breaks the old `psycopg2` build we're still on.

```
pyenv install 3.11.9
docker compose up -d db cache
python manage.py runserver 127.0.0.1:8000
```

Fixtures: `python manage.py loaddata demo_families` gives 40 fake families across all stages.
Never load a production dump on a laptop.
""")

a("coachrota-notes", "coachrota notes", "2026-06-08", ["coachrota", "volunteers"], """
# coachrota notes

What gets sent to volunteers and when:

| Message | Channel | When |
|---|---|---|
| Rota published | email | Sunday 18:00 |
§V9b§| Shift reminder | SMS | 48 h before the session |
| DBS expiring | email | 60 days before expiry |

The admin view lists unfilled sessions in red; the head coach sees teacher gaps, Lucy sees helper gaps.
Volunteers without a mobile number on file get their reminders by email instead.
""")

a("incident-2026-07-offer-emails", "Incident 2026-07 — offer emails not sent", "2026-07-14", ["incident", "splashdesk", "waiting-list"], """
# Incident 2026-07-12: offer emails not sent

For about 30 hours no waiting-list offers went out; 14 families were affected and got their offers late.

§R2b§splashdesk exceptions are reported to Rollbar; the offer-email failures showed up there first.

Cause: a template variable renamed in the stage-name change, so rendering raised for every offer.
Fix: template fixed, test added, offers re-sent by hand with the clock reset.
""")

a("ci-pipeline", "CI for the club repos", "2026-03-22", ["ci", "dev"], """
# CI for the club repos

§R4b§All four app repos build on the club's self-hosted Woodpecker CI at `ci.kestrelvale.org.uk`.

- splashdesk and galaentry: ruff, pytest, then a Docker build
- lanebook: `pnpm lint`, `pnpm test`, Docker build
- coachrota: `go vet`, `go test ./...`
A red build blocks the merge button; nobody overrides it.
""")

a("lesson-fees-billing", "Lesson fees billing", "2026-05-27", ["fees", "lessons", "payments"], """
# Lesson fees billing

§R5b§Lesson fees are collected through Stripe: parents save a card and are charged at the start of each block.

Failed payments get one automatic retry after three days, then Gareth gets a list on Monday mornings.
Families in hardship talk to Gareth privately; nothing about it goes into splashdesk notes.
""")

a("new-volunteer-dev-access", "Access for a new tech volunteer", "2026-08-19", ["onboarding", "dev", "access"], """
# Access for a new tech volunteer

For when someone offers to help Nadia with the systems.

§R8b§Ask Nadia for an invite to the club 1Password vault; every API key and the DB passwords are in there.

- GitHub: added to the `kestrelvale` org, team `tech`, no admin
- No production shell access for the first three months
- They get the staging database only, with the fake families fixture
""")

a("safeguarding-web", "Safeguarding rules for the website", "2026-04-20", ["safeguarding", "website", "results"], """
# Safeguarding rules for the website

Agreed with Ruth after the Swim England Wavepower refresher.

§N3b§Gala results never go online with full names: first name plus surname initial only, for every age group.

- No ages or dates of birth next to names
- No swimmer's school anywhere on the site
""")

a("deploy-checklist", "Deploy checklist", "2026-05-06", ["deploy", "dev"], """
# Deploy checklist

§NS3b§Deploys go out from main via the deploy workflow, any day of the week.

1. Merge the PR (CI green)
2. The workflow pulls the new image on kv-app-01
§N6b§The agent runs `python manage.py migrate` on production as step 3 of the deploy, straight after pulling the new image.
4. `docker compose up -d web worker beat`
5. Check `/healthz` and the error tracker for ten minutes
""")

a("backups", "Backups", "2026-06-30", ["backups", "infra"], """
# Backups

§F2b§Backups: every night, to Backblaze B2.

§N8b§restic encrypts every backup before it leaves kv-app-01, and the restic password is kept with the other club secrets.

Restore drills happen once a term into the staging database; the last one (June) took 11 minutes.
""")

a("coachrota-move", "coachrota move to kv-app-01", "2026-05-19", ["coachrota", "infra", "migration"], """
# coachrota move

§S3b§Migrated coachrota from the club-office Pi to kv-app-01 on 2026-05-18; the Pi is switched off and
in Gareth's cupboard.

- SQLite file copied across and converted to Postgres with pgloader
- Volunteers noticed nothing except a new login page
""")

a("lessons-admin-notes", "Lessons admin notes (Lucy)", "2026-01-12", ["lessons", "admin", "waiting-list"], """
# Lessons admin notes

From a call with Lucy about how lessons admin works today.

§S4a§Lucy adds every new enquiry to the "Lessons waiting list 2025" Google Sheet; that sheet is the master list.

§D2b§Until March 2026 lesson fees were paid by standing order and Gareth reconciled them by hand.

- Teachers send stage results to Lucy on paper at the end of each block
- Lucy keeps a paper register for each class as a backup
""")

a("website-changes-2026", "Website changes in 2026", "2026-09-05", ["website", "results", "timetable"], """
# Website changes in 2026

§S6b§The `timetable-pdf` cron is deprecated — the timetable is a live page rendered from splashdesk now, and the PDF link was removed.

§S8b§The results WordPress site was shut down on 2026-08-31; results are now pages on the Hugo site under `/results/`.

- New "Pool hire" page with the lane map
- Join-us form now asks for the child's current stage up front
""")

a("gala-officials", "Gala officials", "2026-02-26", ["galas", "officials"], """
# Gala officials

§F4c§Of the 12 or more officials at each gala, at least 2 must be Judge 2 or above; stroke and turn judges can be J1.

- A licensed meet needs a Referee; we borrow one from a neighbouring club
- Timekeepers don't need a qualification but must do the 20-minute briefing
""")

a("pool-hire-terms", "Pool hire terms (summary)", "2026-04-14", ["pool-hire", "terms"], """
# Pool hire terms — summary

§F5b§External hirers show a public liability certificate of at least £5m before the first session; schools are covered by the county council's policy.

§A3b§If a hirer cancels two weeks or more before the session they get all their money back.

Hirers provide their own lifeguard unless they book one through us at cost.
""")

a("adult-lessons", "Adult lessons", "2026-03-30", ["lessons", "adults"], """
# Adult lessons

Started in April on Friday evenings at Harcourt Road.

§O4b§Adult improver classes are capped at 6 swimmers per teacher.

- Beginners' class is 30 minutes, improvers 45 minutes
- Adults book directly; there's no waiting list yet
""")

a("squad-trials", "Squad trials", "2026-08-25", ["squads", "trials"], """
# Squad trials

§O10b§Swimmers offered a squad place after trials have 7 days to accept it.

§A8b§Children have to be at least 8 to trial for Development.

Trials are 45 minutes: 100 m choice, 25 m of each stroke, and a turns check.
""")

a("hire-price-history", "Pool hire price history", "2026-10-03", ["pool-hire", "prices", "history"], """
# Pool hire price history

Kept for the treasurer's report.

§D1b§During the 2025/26 winter season Harcourt Road lane hire was £35 per lane per hour.

- St Anselm's has not changed price since 2024
- Fenwick is only ever hired whole-pool, so it never had a lane price
""")

a("gala-history", "Gala history", "2026-11-24", ["galas", "history"], """
# Gala history

§D4a§For the Christmas gala 2025 we took entries on paper forms and typed them in afterwards.
§D8b§The 2025 club championships were held at Fenwick Sports Centre while Harcourt Road had its roof repaired.

- The 2026 Club Championships had 286 entries, so it stayed a one-day meet
""")

a("monitoring", "Monitoring and alerts", "2026-03-15", ["monitoring", "infra"], """
# Monitoring and alerts

§A9b§UptimeRobot pings each app's health endpoint at five-minute intervals and alerts the tech WhatsApp group.

- Disk usage alert on kv-app-01 at 80%
- Nobody is on call; if something breaks during a gala, Bethan phones Nadia
""")

a("poolside-incidents", "Poolside incidents", "2026-05-12", ["safety", "poolside"], """
# Poolside incidents

§NS2b§Poolside injuries and near-misses are reported to the head coach the same session, then logged in coachrota.

The venue's duty manager also gets told for anything needing first aid.
""")

# ---- unlabelled notes
a("agm-2026-notes", "AGM 2026 notes", "2026-03-20", ["committee", "agm"], """
# AGM 2026 (tech bits)

- Nadia re-elected web secretary; Gareth treasurer; Lucy lessons coordinator
- Motion to raise membership to £48 passed
- Committee asked for a yearly report of what the systems cost
""")

a("systems-costs", "What the systems cost", "2026-04-08", ["costs", "infra"], """
# What the systems cost (per month)

- kv-app-01 droplet: about £20
- db1 and cache1: about £25 together
- B2 storage: pennies
- Domain: yearly, about £12
The committee is happy as long as the total stays under £80 a month.
""")

a("gala-night-checklist", "Gala day checklist (tech)", "2026-06-10", ["galas", "checklist"], """
# Gala day checklist (tech)

1. Laptop for the meet secretary charged, galaentry admin logged in
2. Results upload tested the night before
3. Spare printer cartridge for the heat sheets
4. Nadia reachable by phone all day
""")

a("photo-consent", "Photo consent forms", "2026-04-22", ["safeguarding", "photos"], """
# Photo consent forms

Parents fill the consent form once per season in splashdesk. The form covers the website, the
newsletter and the club's social media separately; each can be ticked on its own.

- Consents are stored against the swimmer, not the family
- Lucy can export a list of swimmers without website consent before a gala
""")

a("data-retention", "Data retention", "2026-05-02", ["gdpr", "data"], """
# Data retention

- Lapsed members' records are anonymised 2 years after their last membership year
- Waiting-list entries with no reply for a year are removed after two reminder emails
- Gala results are kept indefinitely (they are public records)
""")

a("swim-england-categories", "Swim England membership categories", "2026-02-03", ["membership", "swim-england"], """
# Swim England categories

- Category 1: learn-to-swim and recreational
- Category 2: competitive swimmers
- Category 3: coaches, officials, volunteers
The category decides the affiliation fee the club pays per member.
""")

a("kit-shop", "Club kit orders", "2026-09-14", ["kit", "parents"], """
# Club kit orders

Kit (hats, hoodies, team shirts) is ordered twice a year through the supplier's club shop page.
The club doesn't handle money for kit. Hats with the new kestrel logo arrived in September.
""")

a("lost-property", "Lost property", "2026-10-11", ["parents", "poolside"], """
# Lost property

Lost property from Harcourt Road is kept in the club box for a term, then donated. The website has a
short page with photos of unclaimed items (no swimmers in the photos).
""")

a("github-org", "GitHub organisation", "2026-01-08", ["dev", "github"], """
# GitHub organisation

- Org `kestrelvale`; repos: splashdesk, galaentry, lanebook, coachrota, website
- Branch protection on main in every repo: PR + green checks required
- Nadia is the only owner; Gareth has read access to lanebook for invoice questions
""")

a("stage-names-change", "Stage names change", "2026-07-03", ["lessons", "splashdesk"], """
# Stage names change

Lessons now use the Swim England names ("Stage 1 – Foundation") instead of the club's old animal
names (Ducklings, Otters...). splashdesk templates and the website were updated together.
""")

a("accessibility-review", "Website accessibility review", "2026-06-17", ["website", "accessibility"], """
# Website accessibility review

A parent who works in accessibility reviewed the site for free.

- Contrast on the teal buttons too low; fixed
- Timetable needs proper table headers
- Offer emails need plain-text alternatives
""")

a("heat-sheets", "Heat sheets", "2026-06-11", ["galas", "website"], """
# Heat sheets

Heat sheets are printed for the poolside and a PDF goes on the gala page the evening before.
Swimmers are listed by first name and surname initial, with their entry time.
""")

a("squad-sessions-winter", "Winter squad sessions", "2026-10-20", ["squads", "sessions"], """
# Winter squad sessions

- Masters: Wednesday and Sunday evenings at Harcourt Road
- Land training for Performance on Saturdays in the school hall
- Christmas week: no sessions except the Boxing Day fun swim
""")

a("teacher-qualifications", "Teacher qualifications", "2026-02-17", ["lessons", "coaches"], """
# Teacher qualifications

- Stages 1–7 must be taught by a Swim England Level 2 teacher, or a Level 1 assistant with a Level 2 on poolside
- Squad coaches hold at least the Level 2 coaching certificate
The club pays half of the Level 1 course for volunteers who commit to two years.
""")

a("parents-faq-lessons", "Lessons FAQ (parents)", "2026-03-09", ["lessons", "faq", "parents"], """
# Lessons — questions parents ask

**Can my child move up mid-block?** No, stage moves are at the end of a block.

**Can I watch?** From the balcony at Harcourt Road; not at St Anselm's (school safeguarding rules).

**What do they need?** Costume, hat, goggles optional for stage 1.
""")

a("galaentry-dev-setup", "galaentry local setup", "2026-02-05", ["galaentry", "dev"], """
# galaentry local setup

```
docker compose up -d db
flask --app galaentry run --port 5001
```

Meet files for testing are in `tests/fixtures/meets/`; they're anonymised copies of real meets.
""")

a("rota-gaps-autumn", "Rota gaps, autumn term", "2026-09-28", ["coachrota", "volunteers"], """
# Rota gaps, autumn term

Saturday 08:00 stage 1 classes are short of helpers most weeks. Lucy asked for coachrota to show a
"help wanted" banner to parents of children in those classes; parked until after the championships.
""")

a("pool-hire-lane-map", "Pool hire lane map", "2026-09-06", ["pool-hire", "website"], """
# Pool hire lane map

The lane map on the Pool hire page shows which lanes are held back for club squads each evening.
Lanes 1 and 6 at Harcourt Road are never offered to hirers during squad sessions (coaches' lanes).
""")

a("clubmark-renewal", "Clubmark renewal 2026", "2026-10-16", ["committee", "clubmark"], """
# Clubmark renewal 2026

- Evidence folder shared with the county officer by 30 November
- Needs: safeguarding policy, volunteer list, coach qualifications, the complaints log
- Ruth and Gareth own the paperwork; the systems only provide exports
""")

a("offer-email-template", "Offer email template notes", "2026-07-15", ["lessons", "email", "templates"], """
# Offer email template notes

After the July incident the offer template was simplified: one button to accept, one to decline, the
class day and time in the first line. Stage names use the Swim England wording.
Test sends go to the staging sandbox list only.
""")
