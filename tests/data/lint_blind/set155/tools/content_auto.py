# Free notes: slug -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

A("junior-section-faq", "Junior section FAQ (draft for the website)", "2026-03-18", ["juniors", "membership", "faq"], """
# Junior section FAQ

Draft answers Gwen asked for, to go on the website once Marcus has read them.

**Who counts as a junior?**
@@V2@@Junior membership is for under-16s; from their 16th birthday archers pay the adult rate.

**Do juniors need their own kit?** No, club bows are fine for the first year.

**When do juniors shoot?** Saturday afternoons in the outdoor season.
""")

A("loan-kit-handbook", "Loan kit handbook", "2026-01-27", ["quiverloan", "equipment", "loans"], """
# Loan kit handbook

Notes from Tomasz on how the loan scheme works for members who have finished the course.

## Lending
@@V4@@Club bows are lent for 12 weeks at a time, renewable once if the
archer hasn't bought their own bow yet.
@@S1@@Log every loan in the Loans Google Sheet (one tab per season) when kit goes out.

## Returns
- Unstring the bow, count the arrows, check the tab for splits
- Broken arrows go in the red tub, not back in the set
""")

A("indoor-season-setup", "Brackwell setup notes", "2026-10-03", ["indoor", "brackwell", "safety"], """
# Brackwell setup

- Netting goes up first, then the bosses along the far wall
@@V7@@At Brackwell we put 3 archers on each boss, max, because the lanes are narrow.
- Shooting line tape is in the kit bag, 18 m from the boss faces
- Lights: switch bank B only, bank A flickers
""")

A("rso-rota-notes", "RSO rota notes", "2026-04-06", ["rso", "rota", "rangebook"], """
# RSO rota

How Hannah and I set up the rota logic in rangebook.

@@V10,O10@@On club nights we need one RSO for every 20 archers on the line, so a busy night needs two.
- Swaps are done in rangebook; the swap needs the other RSO to accept
- Newly qualified RSOs shadow twice before going on the rota alone
""")

A("email-deliverability", "Email deliverability check", "2026-08-21", ["fletch", "email"], """
# Email deliverability

Some members at btinternet said renewal emails were going to spam.

@@R2@@fletch sends its renewal and receipt emails through Mailgun's EU region.
- SPF and DKIM both pass on a test message
- The spam issue was the subject line "ACTION REQUIRED"; Gwen reworded it
""")

A("endscore-deploy-notes", "endscore deploy notes", "2026-07-29", ["endscore", "deploy"], """
# Deploying endscore

@@R4@@endscore-api runs on Render as a web service; a push to main triggers the deploy.
@@NS3@@We usually deploy endscore on Saturday morning before the shoot opens, so the
tablets pick up the new build at setup.

The Flutter build for the tablets is sideloaded from the hut laptop:

```
flutter build apk --release
adb install -r build/app/outputs/flutter-apk/app-release.apk
```
""")

A("quiverloan-dev-setup", "quiverloan dev setup", "2026-09-02", ["quiverloan", "dev"], """
# quiverloan: local setup

@@R7@@quiverloan's database is Postgres (the `quiverloan` db on the club server); a local container is enough for dev.
@@O6@@quiverloan sends errors to Sentry, project `quiverloan`.
- `flask run --debug` after `pip install -r requirements-dev.txt`
- Test data: `flask seed` creates 20 bows and 5 fake members
""")

A("committee-handover", "Committee handover checklist", "2026-10-22", ["committee", "handover"], """
# Committee handover

For the AGM, when officers change.

@@R9@@All committee logins are kept in 1Password (the `KVA` vault); new officers
get an invite at handover.
- Bank mandate: treasurer and one other signatory
- Archery GB club portal: secretary and records officer
- Keys: field container, hut, Brackwell store
""")

A("have-a-go-days", "Summer programme notes", "2026-04-24", ["programme", "field"], """
# Summer programme

- Taster days: four, see the project memory
- Club shoots: monthly, second Saturday
@@N1@@Crossbows are allowed on Hollin Field on the first Sunday of the month, for members with their own insurance.
- Clout shoot in August if the farmer's field next door is cut
""")

A("fletch-runbook", "fletch runbook", "2026-01-16", ["fletch", "runbook", "ops"], """
# fletch runbook

@@S2@@fletch runs on Heroku (app `kva-fletch`), so the logs are in `heroku logs --tail`.
@@N4@@To apply a migration on prod, run `manage.py migrate` from your laptop with the prod DSN exported; that's the normal way.

```
export FLETCH_DATABASE_URL=postgres://fletch@db.kva.internal:5432/fletch
python manage.py migrate
```

- If renewals page 500s: check GoCardless webhook secret first
""")

A("field-opening-checklist", "Field opening checklist", "2026-04-01", ["field", "safety", "checklist"], """
# Opening Hollin Field

@@A8@@The field opens at 9am; the first key-holder there unlocks the container.
@@N6@@Members don't need an RSO present to shoot on Hollin Field on weekday mornings; book in on rangebook and go.
- Walk the field for rabbit holes and anything left behind
- Put the red flag up on the gate post
- Check the first-aid kit is in the hut
""")

A("club-night-format", "Club night format", "2026-05-13", ["club-night", "membership"], """
# Club nights

- Outdoor: Wednesdays from 18:00 at Hollin Field
- Indoor: see the indoor season memory
@@N8@@Members can bring a guest to shoot on club nights; the guest fills in the visitor form first.
@@NS6@@RSOs shoot at club nights like anyone else when they're not on the rota.
- Tea and biscuits rota is on the hut door
""")

A("committee-comms", "Committee comms", "2026-04-29", ["committee", "comms"], """
# How the committee talks

@@S5@@The committee WhatsApp group was shut down in April; committee business goes in the Discord `#committee` channel now.
- Minutes are in the shared Drive, one doc per meeting
- Anything urgent: phone Gwen
""")

A("endscore-tablet-setup", "endscore tablet setup", "2026-02-14", ["endscore", "tablets"], """
# Tablets

@@F9@@We have 8 Lenovo Tab M10 tablets for endscore, kept charged in the hut locker.
@@S6@@Tablets submit each end to `/api/v1/scores` as soon as the scorer taps Confirm.
- Each tablet is labelled with a boss number
- Kiosk mode via the Android pinned-app setting
""")

A("vps-notes", "kva-01 notes", "2026-05-08", ["infra", "vps"], """
# kva-01

@@F2@@rangebook's compose service is `rangebook-web`, two replicas behind Caddy.
- Compose file: `/srv/compose/docker-compose.yml`
- Disk is 80 GB, about 30% used
""")

A("weather-policy", "Weather policy", "2026-03-30", ["safety", "weather", "rso"], """
# Weather

@@F5@@The duty RSO closes Hollin Field when gusts go over 25 mph; below that it's their call.
- The anemometer on the hut roof reads out on the sign-in tablet
- Heavy rain alone isn't a reason to close; slippery grass near the line is
""")

A("junior-coaching-plan", "Junior coaching plan", "2026-05-19", ["juniors", "coaching"], """
# Junior coaching plan

Marcus's plan for the first term.

@@O3@@New juniors shoot at an 80 cm face at 10 m until they can group on it.
- Weeks 1–3: stance, nocking, the shot routine
- Weeks 4–6: distance goes up 5 m at a time
- Progress badges recorded in coachlog
""")

A("photo-policy", "Photo policy", "2026-06-30", ["photos", "data-protection"], """
# Photos

- Ask before photographing juniors; parents sign the consent on the junior form
@@O9@@Competition photos are kept in the club Drive for 2 years, then deleted unless someone has asked for a copy.
- Website photos: only with the archer's OK
""")

A("renewals-history", "Renewals: how it used to work", "2026-06-11", ["renewals", "history", "fletch"], """
# Renewals history

Background for anyone wondering why some members still ask about PayPal.

@@D2@@Until April 2026, renewals were paid through a PayPal link the treasurer emailed out.
- Liz matched payments by hand in a spreadsheet
- About 20 members a year paid late or twice
""")

A("field-history", "Hollin Field history", "2026-07-10", ["field", "history"], """
# Hollin Field

The club has leased Hollin Field from the Pryor family since 2011.

@@D7@@Until the boundary fence went in this May, we couldn't shoot beyond 70 m on
Hollin Field.
- The hut was rebuilt in 2019 after the storm
- Lease renews every 5 years, next in 2031
""")

A("contributing", "Contributing to the club apps", "2026-02-03", ["dev", "contributing"], """
# Contributing

For new dev volunteers.

@@A6@@PRs should stay under about 300 changed lines and do one thing.
@@A9@@Member personal data (phone numbers, addresses) stays out of GitHub issues; refer to the member ID instead.
@@NS10@@After rebasing, force-pushing your own feature branch is fine.
- Ask in Discord `#dev` before starting anything big
""")

A("new-member-onboarding", "New member onboarding", "2026-05-27", ["membership", "onboarding"], """
# New members

1. Beginners' course finished, coach signs them off in coachlog
2. Gwen creates the member in fletch and sends the GoCardless link
@@NS1@@The secretary hands out membership cards at the new member's first club night.
3. Loan bow if they want one (see the loan kit handbook)
""")

# ---- filler notes (no labelled claims) ----
A("agm-2026-prep", "AGM 2026 prep", "2026-11-12", ["committee", "agm"], """
# AGM prep

- Date: 12 December, Brackwell meeting room
- Reports: secretary, treasurer, chief RSO, head coach, records
- Motion on raising the junior fee: Liz to write the paper
- Need 15 members for quorum
""")

A("classification-claims", "Classification claims", "2026-08-14", ["records", "classifications"], """
# Classification claims

- Pete checks the three qualifying scores before submitting
- Claims go to the county within 4 weeks of the third score
- Badges are ordered in batches in October and April
""")

A("records-sheet-columns", "Records sheet layout", "2026-03-06", ["records", "endscore"], """
# Records sheet

Columns: member ID, round, date, score, hits, golds, bow type, venue.
- One tab per season, plus a "PBs" tab with formulas
- Don't rename the tabs; other formulas depend on the names
""")

A("bosses-maintenance", "Boss maintenance", "2026-09-17", ["equipment", "field"], """
# Bosses

- Rotate the outdoor bosses a quarter-turn every month so the gold area doesn't wear through
- Worn bosses go to the practice butts first, then the skip
- Stands checked for rot every April
""")

A("first-aid", "First aid", "2026-04-14", ["safety", "first-aid"], """
# First aid

- Kit in the hut, second kit in the Brackwell bag
- Two first-aiders on the committee: Hannah and Liz
- Accident book is the red notebook; near misses go in rangebook now
""")

A("insurance-notes", "Insurance notes", "2026-01-09", ["insurance", "committee"], """
# Insurance

- Members are covered through Archery GB membership for shooting
- Club equipment insurance renews in March; covers the container contents
- Tasters are covered under the club's event cover if booked in advance
""")

A("brackwell-booking", "Brackwell booking contact", "2026-09-24", ["indoor", "brackwell"], """
# Brackwell

- Bookings officer: Ruth at the sports centre, email only
- Invoice monthly; the club pays by bank transfer
- Hall store key is signed out from reception
""")

A("coach-qualifications", "Coach qualifications", "2026-06-16", ["coaching", "people"], """
# Coaches

- Marcus Lee: Level 2
- Three Level 1 coaches: Aisha, Dev, Ollie
- Two assistant coaches in training this winter
- All coaches DBS checked; renewals every 3 years
""")

A("beginners-course-feedback", "Beginners' course feedback", "2026-07-06", ["beginners", "coaching"], """
# Course feedback (spring courses)

- Most liked: the first session where everyone hits the boss
- Complaints: not enough time on the line in week one
- Idea: a WhatsApp-free way to message the group; maybe fletch email
""")

A("fixtures-calendar-2026", "Fixtures 2026", "2026-01-30", ["competitions", "calendar"], """
# Fixtures 2026

- Frostbite: March, Hollin Field
- Club shoots: second Saturday monthly, April to September
- County champs: 20–21 June, hosted by us
- Portsmouth league: November to February at Brackwell
""")

A("sponsorship-ideas", "Sponsorship ideas", "2026-02-25", ["committee", "funding"], """
# Sponsorship

- Local garden centre offered prizes for the club shoots
- A target-face sponsor would cover most of the face budget
- Don't put logos on junior kit
""")

A("accessibility-notes", "Accessibility", "2026-05-31", ["access", "field"], """
# Accessibility

- Wheelchair archers shoot from the end lanes at Hollin Field where the ground is flat
- Brackwell has level access and an accessible toilet
- rangebook booking form needs a bigger tap target for the lane picker
""")

A("lost-arrows", "Lost arrows", "2026-08-08", ["equipment", "field"], """
# Lost arrows

- Metal detector is in the hut; use it after each session if arrows are missing
- Found arrows go in the lost-and-found tube by the door
- Members pay for lost club arrows at replacement cost
""")

A("hut-tablet-setup", "Hut sign-in tablet", "2026-04-09", ["rangebook", "tablets"], """
# Sign-in tablet

- The hut tablet runs rangebook's sign-in page in kiosk mode
- It's a separate device from the scoring tablets
- Charger lives in the drawer under the kettle
""")

A("fletch-data-export", "fletch data exports", "2026-10-29", ["fletch", "reports"], """
# Exports

- Treasurer's unpaid list: `manage.py export_unpaid --season 2026`
- Archery GB returns: once a year, CSV from the admin
- Never email a full member export; put it in the committee Drive folder
""")

A("gdpr-requests", "Subject access requests", "2026-09-11", ["data-protection", "fletch"], """
# SARs

- Gwen logs each request with the date received; one month to answer
- Export comes from fletch admin plus coachlog notes
- Two requests so far in 2026
""")

A("volunteer-hours", "Volunteer hours", "2026-11-03", ["committee", "volunteers"], """
# Volunteer hours

- RSOs log duty sessions in rangebook; the count goes in the AGM report
- Coaches log hours in coachlog
- Dev time isn't tracked and Rafi would like to keep it that way
""")

A("bow-tuning-evening", "Bow tuning evening", "2026-10-09", ["coaching", "equipment"], """
# Tuning evening

- Brace height and tiller checks with Marcus
- Bring your own bow, club bows are tuned by Tomasz separately
- Paper tuning at 3 m in the Brackwell corridor
""")

A("winter-storage", "Winter storage", "2026-09-30", ["equipment", "field"], """
# Winter

- Outdoor bosses go into the barn at the end of September
- Container gets a dehumidifier bag
- Loan bows that are back get unstrung and hung on the rack
""")
