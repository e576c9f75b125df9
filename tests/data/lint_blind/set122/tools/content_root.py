# Root (Claude Code auto-memory) files: filename -> (title, name, description, type, body)
# Claim markers: a line "@@ID@@" is replaced by CLAIMS[ID] (+ CONT[ID] on the next line).
# FLAT: descriptions carry an unquoted ": " on purpose (not strict YAML).

FLAT = {"reference_infra.md", "reference_yard.md", "reference_glossary.md"}

ROOT = {
"reference_saddlebook.md": ("saddlebook (lesson booking)", "saddlebook", "Lesson booking app for the riding school — stack, booking rules, payments", "reference", """
# saddlebook

Lesson booking app for the riding school. Repo `hx/saddlebook`, looked after by Sam.

## Stack
@@S7a@@
@@V1a@@
@@O1a@@
@@O7a@@
- Queue worker: `php artisan queue:work`, kept alive by the container restart policy

## Booking rules
@@D2b@@
@@A2a@@
@@F2a@@
- Each booking hangs off a rider profile; a parent can hold several child riders on one login
- Horses are allocated by the instructor the evening before, never by the rider

## Payments
@@R8a@@
- Blocks of 10 lessons are paid up front and drawn down lesson by lesson
- Only Helen issues refunds
"""),
"reference_liverydesk.md": ("liverydesk (livery billing)", "liverydesk", "Livery management and billing app, packages, prices and the invoice run", "reference", """
# liverydesk

Livery management and billing. Django, repo `hx/liverydesk`.

## Platform
@@S10a@@
@@R2a@@
- Django 5.0 on Python 3.12
- Staff admin at `/admin/`, owner portal at `portal.hollinscross.co.uk`

## Packages and prices
@@F4a@@
@@A3a@@
- Part livery: £110 per week
- DIY livery: £55 per week, stable and grazing only
- Extras (bring-in, rug change, exercise) are charged per item from the services list

## Billing
@@V5a@@
@@N4a@@
@@S2a@@
@@R9a@@
@@O4a@@
- Farrier and vet recharges are added as separate lines, at cost
"""),
"reference_stablelog.md": ("stablelog (horse records)", "stablelog", "Horse records app used by the grooms on the yard tablets", "reference", """
# stablelog

Horse records: passports, vaccinations, worming, farrier and vet visits. PWA on the yard tablets plus an API.

## Stack
@@V6a@@
- Frontend: React + Vite PWA, installed on the two yard tablets
@@R1a@@
@@R10a@@
- Database: Postgres 16 on the VPS, schema `stablelog`

## What it tracks
- Passport number and microchip for every horse
@@F9a@@
- Vaccination due dates, with a reminder 3 weeks before each one
- Farrier and dentist visits, logged by whoever held the horse

## Notifications
@@S4a@@
- Reminder emails go to owners 3 weeks before a vaccination is due
"""),
"reference_feedroom.md": ("feedroom (feed charts and stock)", "feedroom", "Feed chart printing and feed/bedding stock levels", "reference", """
# feedroom

Feed charts and stock for the feed room. A small Go service Sam wrote in a weekend.

@@S1a@@
- Go 1.22, single binary, no external services
@@A8a@@
- Each chart shows hard feed, chaff, supplements and forage per feed

## Stock
@@V8a@@
- Low-stock alert for shavings when fewer than 30 bags are left
- Hard feed stock is counted by hand on Fridays

## Rules baked into the charts
@@NS9a@@
- Supplements only appear on a chart once the owner has supplied them
"""),
"reference_yardrota.md": ("yardrota (staff rota)", "yardrota", "Staff rota app for grooms and instructors", "reference", """
# yardrota

Staff rota for the yard. Rails 7.1 on Ruby 3.3, repo `hx/yardrota`.

@@V10a@@
@@S3a@@
@@D9b@@
- Shift swaps need Callum's approval before they show on the rota
- Notifications by email and push to the installed PWA
"""),
"reference_infra.md": ("Infrastructure", "infra", "Infra map: servers, proxy, TLS, DNS and access", "reference", """
# Infrastructure

## Hosting
@@R5a@@
- liverydesk, yardrota and the stablelog API share a Hetzner CX32 in Falkenstein
@@A5a@@
@@F7a@@
- DNS at Cloudflare for `hollinscross.co.uk`

## Access
- SSH with keys only; keys and server passwords in the 1Password vault `Yard Tech`
- App secrets live in `.env` files on the servers, copied from 1Password by hand
"""),
"reference_yard.md": ("The yard", "yard", "Yard routine: mucking out, feeding, turnout, stabling, arenas", "reference", """
# Hollins Cross Farm yard

34 stables on the main yard (22 livery, 12 school), indoor school, outdoor arena, horse walker.

## Daily routine
@@A1a@@
- Morning feed at 07:00, evening feed at 17:00
@@F1a@@
- Water is checked at every feed and topped up at lunchtime

## Turnout
@@N3a@@
@@NS5a@@
- Mares and geldings go out in separate herds

## Stabling and care
@@D1b@@
@@N7a@@
@@N10a@@

## Facilities
@@S9a@@
- Horse walker: 6 horses at a time, 20-minute sessions
- Wash bay with hot water next to the tack room
"""),
"reference_school.md": ("Riding school", "riding-school", "Riding school lessons, rider rules and the school horses", "reference", """
# Riding school

Run by Megan Pryce, head instructor. 12 school horses and ponies, three instructors.

## Lessons
@@F6a@@
@@V7a@@
@@V2a@@
- Lead-rein lessons for under-8s: 30 minutes
@@D6b@@

## Riders
@@A10a@@
@@V4a@@
@@N8a@@
@@NS6a@@

## School horses
@@S5a@@
@@O3a@@
- No school horse does more than 3 lessons in a day
- Every school horse has one full day off a week
"""),
"reference_contacts.md": ("Contacts and suppliers", "contacts", "Vet, farrier, feed and bedding suppliers, emergency numbers", "reference", """
# Contacts and suppliers

## Vets
- Vet: Fellside Equine, Kirkby Road; routine visits booked through reception
@@N2a@@
@@NS10a@@

## Farrier
@@D7b@@

## Feed and bedding
@@S6a@@
@@D3b@@
- Shavings: ordered direct from the mill, 120 bags at a time
- Muck heap: emptied monthly by Ridings Farm
"""),
"reference_vet_farrier_schedule.md": ("Vet and farrier schedule", "vet-farrier-schedule", "Routine vet, dentist and farrier cycles for the yard", "reference", """
# Vet and farrier schedule

@@V3a@@
@@F3a@@
@@A6a@@
- Tetanus boosters every 2 years, given with the flu jab when they line up
- New arrivals are isolated for 2 weeks and need a clear strangles blood test first
"""),
"reference_monitoring.md": ("Monitoring", "monitoring", "Uptime checks, error tracking, logs and where alerts go", "reference", """
# Monitoring

@@S8a@@
@@R4a@@
@@A7a@@
- Logs: Docker json-file driver, rotated at 50 MB, 5 files kept
- Disk usage alert on the VPS at 80%
"""),
"reference_email.md": ("Email sending", "email", "Which transactional email setup each app uses", "reference", """
# Email

@@R3a@@
- Sender domain `hollinscross.co.uk`; SPF and DKIM records are in Cloudflare
- Replies to booking emails land in `office@hollinscross.co.uk`
- yardrota shift notifications use their own Postmark server, `yardrota-notify`
"""),
"reference_backups.md": ("Backups", "backups", "What is backed up, where, and for how long", "reference", """
# Backups

| what | where | kept |
|---|---|---|
@@V9a@@
| `/srv` uploads (passport scans, invoice PDFs) | B2 bucket `hx-uploads` | 90 days |
| VPS snapshots | Hetzner | 7 daily |

- The backup job runs at 03:15 from root's crontab
- Restores are tested once a quarter
"""),
"reference_runbooks.md": ("Runbooks", "runbooks", "What to do when something goes wrong on the yard or in the apps", "reference", """
# Runbooks

## Horse emergencies (the yard decides; this is for reference)
@@NS2a@@
- Cast horse: never go in alone, fetch a second person and a headcollar

## App incidents
- saddlebook down on a lesson morning: instructors work from the printed lesson list
- To restart an app, pull and bring it back up from its folder:

```
cd /srv/saddlebook
docker compose pull && docker compose up -d
```
"""),
"reference_glossary.md": ("Glossary", "glossary", "Yard words: livery types, FEC, hh and the rest", "reference", """
# Glossary

- DIY livery: the owner does all the care; the yard provides a stable and grazing
- Part livery: the yard does some of the care, as set out in the package
- FEC: faecal egg count, the test that decides whether a horse is wormed
- hh: hands high; one hand is 4 inches
- Box rest: the horse stays in its stable on the vet's orders
- Lead rein: a helper on foot leads the pony during the lesson
"""),
"reference_horses.md": ("Horses", "horses", "Stable names and roles of the school horses", "reference", """
# School horses (stable names)

- Merlin (16.2hh Irish Sport Horse) takes the advanced rides
- Pepper (12.1hh) and Dotty (11.3hh) are the lead-rein ponies
- Hamish (15.1hh cob) is the steady one for adult beginners
- Willow and Sox share the intermediate rides
- Livery horses are listed in liverydesk; don't copy owner details here
"""),
"user_sam.md": ("Sam Okonjo", "sam", "Sam, part-time developer who maintains the yard apps", "user", """
# Sam Okonjo

Part-time developer (Monday, Wednesday, Thursday); maintains every yard app.

@@R6a@@
@@D10a@@
- Likes small PRs with a screenshot for anything yard staff will see
"""),
"user_helen.md": ("Helen Ashworth", "helen", "Helen, owner of the yard, signs off prices and anything client-facing", "user", """
# Helen Ashworth

Owner of Hollins Cross. Not technical; decides prices and anything touching clients.

@@F8a@@
- Any change to prices or livery terms needs Helen's sign-off first
"""),
"user_megan.md": ("Megan Pryce", "megan", "Megan, head instructor, runs the lesson timetable", "user", """
# Megan Pryce

Head instructor; runs the school timetable and puts horses on lessons.

@@A4a@@
- Not keen on new screens mid-term: ship lesson-list changes in the school holidays
"""),
"user_callum.md": ("Callum Reid", "callum", "Callum, yard manager, day-to-day contact for liveries", "user", """
# Callum Reid

Yard manager: feed, bedding, turnout and the livery owners day to day.

- Reads #yard-tech on his phone between jobs, so keep messages short
- Counts the hard feed stock on Fridays
"""),
"feedback_merge_strategy.md": ("Merge strategy", "merge-strategy", "How PRs get merged in each repo", "feedback", """
@@R7a@@
@@N1a@@

**Why:** Sam bisects a lot when invoice or feed-chart numbers look wrong.
**How to apply:** check which repo you are in before clicking merge; delete the branch afterwards.
"""),
"feedback_code_review.md": ("Code review", "code-review", "Review etiquette and who has to see what before merge", "feedback", """
@@NS3a@@
- Every PR that changes what an owner sees on an invoice needs Helen or Callum to look at a screenshot.

**Why:** Sam reviews on the train and loses his place when the history is rewritten under him.
"""),
"feedback_testing.md": ("Testing", "testing", "Testing expectations before pushing", "feedback", """
@@F5a@@
@@N9a@@
@@NS8a@@

**Why:** the January invoice bug got through because nothing exercised the real database.
"""),
"feedback_deploys.md": ("Deploys", "deploys", "When and how deploys go out", "feedback", """
@@D10b@@
@@N5a@@
@@NS4a@@
- Say in #yard-tech before and after every deploy.

**Why:** the office and the instructors are using the apps all day; surprises cost lessons.
"""),
"feedback_data_privacy.md": ("Data privacy", "data-privacy", "Handling owner and rider personal data", "feedback", """
@@N6a@@
@@NS7a@@
- Passport scans stay in stablelog; don't download them to laptops.

**Why:** a rider's parent complained in 2025 about their number being passed around.
"""),
"feedback_commit_style.md": ("Commit style", "commit-style", "Commit message conventions", "feedback", """
@@F10a@@
- Use the stable name of the horse in examples, not the passport name.
"""),
"feedback_horse_names.md": ("Horse names", "horse-names", "Which horse name to show in the apps", "feedback", """
@@A9a@@

**Why:** nobody on the yard knows Merlin as "Kilbrannish Lord of the Mist".
"""),
"feedback_comms_tone.md": ("Comms tone", "comms-tone", "How to word messages for yard staff and clients", "feedback", """
- Write for yard staff, not developers: avoid "deploy", "migration" or "PR" in messages to Callum or Megan.
- Clients are "owners" on the livery side and "riders" in the school; never "customers".
- Keep WhatsApp-style messages to one or two lines.
"""),
"feedback_dependencies.md": ("Dependencies", "dependencies", "How to add and update dependencies", "feedback", """
- Bump dependencies in one PR per app per month, not piecemeal.
- Don't pull in a new JavaScript package for something a few lines of code can do.

**Why:** Sam maintains five apps part time; every dependency is upkeep.
"""),
"project_bramley_lane.md": ("Bramley Lane", "bramley-lane", "Second site for grass and DIY livery", "project", """
# Bramley Lane (second site)

@@D4a@@
- Grass and DIY livery only; no lessons there
- Three miles from the main yard; Callum goes over twice a day
- Its horses are in stablelog under location `BRL`
"""),
"project_summer_camps.md": ("Summer camps", "summer-camps", "Children's summer riding camps", "project", """
# Summer camps

@@D5b@@
- At most 10 children per camp, with two instructors
- Booked through saddlebook as a special lesson type
- Dates fall in the school holidays, late July and August
"""),
"project_ci.md": ("CI", "ci", "Continuous integration set-up across the repos", "project", """
# CI

@@O8a@@
- Tests must pass before merge; branch protection is on for `main`
- feedroom has no CI yet; Sam builds it locally
"""),
"project_invoice_redesign.md": ("Invoice redesign", "invoice-redesign", "New layout for the monthly livery invoices", "project", """
# Invoice redesign

@@NS1b@@
- The new layout groups extras by week and puts the farrier and vet recharges at the bottom
- Helen signed off the mock-up on 2026-09-18; it went live with the October invoices
"""),
"project_stablelog_offline.md": ("stablelog offline mode", "stablelog-offline", "Letting grooms log treatments without signal", "project", """
# stablelog offline mode

- Goal: grooms can log feeds and treatments in the far barn, where there is no signal
- Approach: service worker plus an IndexedDB queue, synced when the tablet is back online
- Status (2026-11): in testing on one tablet
"""),
"project_lesson_waitlist.md": ("Lesson waitlist", "lesson-waitlist", "Waitlist for full group lessons", "project", """
# Lesson waitlist

- Riders can join a waitlist for a full group lesson; the first on the list is offered the place
- An offered place is held for 2 hours before it moves to the next rider
"""),
"project_pony_club_rally.md": ("Pony Club rally", "pony-club-rally", "Hosting the branch rally", "project", """
# Pony Club rally

- The local branch rally uses both arenas for a full day each spring
- Rally entries are handled by the branch, not through saddlebook
"""),
"project_feed_stock_alerts.md": ("Feed stock report", "feed-stock-report", "Weekly stock report for Helen on top of the alerts", "project", """
# Feed stock report

- Low-stock alerts already come from feedroom; this adds a weekly stock report for Helen
- The report lists hay, haylage, hard feed and shavings with what was used that week
"""),
}
