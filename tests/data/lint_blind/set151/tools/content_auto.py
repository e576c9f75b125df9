# free notes: (slug, title, created, tags, body). Claims as {{ID|text}} lines.
AUTO = []
def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

A("pda-visit-schedule", "PDA visit schedule", "2026-01-12", ["visits", "pda"], r"""
# PDA visit schedule

{{V2A|Puppies under six months get a PDA home visit every 3 weeks.}}
Visits are booked by the PDA, not the walker; walkers can ask to move one through the portal.

## Who covers what
- North patch (Northgate, Millford): Sian
- South patch (Kettlebrook, Ashby Cross): Callum
""")
A("class-reminders", "Class reminder texts", "2026-02-05", ["classbook", "sms"], r"""
{{V6A|Class reminder texts are sent 48 hours ahead so walkers have time to swap nights.}}
The text includes the hall address and a link to cancel.
""")
A("new-litter-checklist", "New litter checklist", "2026-02-20", ["litters", "checklist"], r"""
# New litter checklist

{{V10A|New puppies are placed with their walkers at 7 weeks, straight from the breeding centre.}}

1. Sian creates the litter in pupbase with the litter letter
2. Match puppies to walkers (Ruth signs off)
3. Kit packed the day before: crate, harness, coat, bowls, lead
4. First PDA visit within the first week
""")
A("pupbase-errors", "pupbase error tracking", "2026-03-03", ["pupbase", "errors"], r"""
{{R2A|We use Bugsnag for pupbase error tracking; the free tier covers our volume.}}
Alerts are routed to Marek only; the PDAs don't need to see stack traces.
""")
A("classbook-dev", "classbook dev notes", "2026-03-09", ["classbook", "dev"], r"""
# classbook dev notes

## Setup
- `python -m venv .venv && pip install -r requirements.txt`
- `flask --app classbook run --port 5050` for local work

## CI
{{R3A|classbook's pipeline runs on the self-hosted Woodpecker CI on hv-01 (`.woodpecker.yml`).}}
Tests are thin; see feedback about adding one per bug.
""")
A("walkerportal-dev", "walkerportal dev notes", "2026-03-13", ["walkerportal", "dev"], r"""
# walkerportal dev notes

## Install
{{WPD_YARN|Install walkerportal's dependencies with `yarn install`; the lockfile is `yarn.lock`.}}
Copy `.env.example` to `.env` and ask Marek for a dev token.

## Puppy data
{{WPD_V1|walkerportal reads puppy profiles from `/api/v1/puppies` (token in `PUPBASE_TOKEN`).}}

## Local run
```
npm run dev -- --port 5173
```
""")
A("sponsor-scheme", "Sponsor-a-puppy scheme", "2026-03-25", ["donations", "sponsorship"], r"""
# Sponsor-a-puppy

{{R9A|Monthly sponsor-a-puppy gifts are collected by GoCardless.}}
Sponsors pick a litter, not a single puppy, so nobody is upset if a dog is withdrawn.
Minimum is £5 a month; most give £8.
""")
A("pupbase-jobs", "pupbase background jobs", "2026-04-06", ["pupbase", "jobs"], r"""
{{R10A|pupbase's background jobs run on django-q2 with the ORM broker; no Redis involved.}}
Jobs: weight-chart PDFs, visit reminder emails, the nightly vaccination check.
""")
A("feeding-notes", "Feeding notes", "2026-04-13", ["food", "puppies"], r"""
# Feeding notes

{{N3A|Once a puppy is six months old, the walker can move it onto raw food if the PDA agrees.}}
- Three meals a day until 16 weeks, then two
- Weigh food, don't scoop
- Chews: only the ones on the approved list
""")
A("visitapp-faq", "visitapp FAQ for PDAs", "2026-04-20", ["visitapp", "faq"], r"""
# visitapp FAQ

**Can I fix a typo after sending?**
{{N7A|PDAs can edit a visit report for 7 days after submitting it.}}

**What if I have no signal?**
The report waits on the phone and sends itself later.
""")
A("pda-visit-checklist", "PDA visit checklist", "2026-01-19", ["visits", "checklist"], r"""
# Visit checklist

1. Check the puppy's weight and body condition
{{S3A|After each visit, update the puppy's weight in the "Puppy Register 2025" Google Sheet.}}
2. Look at the crate setup and the garden
3. Ask about sleep, toileting, play, and anything the walker is worried about
""")
A("expenses-howto", "How walkers claim expenses", "2026-01-23", ["expenses", "walkers"], r"""
{{S4A|Walkers claim expenses by emailing the paper form (EXP-2) to office@harrowden-puppies.org.uk.}}
Receipts are needed for anything except mileage.
""")
A("class-night-checklist", "Class night checklist", "2026-02-26", ["classes", "checklist"], r"""
# Class night

- Unlock the hall at 18:00, put the mats out
{{S9A|- Collect the £3 class fee in cash at the door and tick it on the register}}
- Water bowls at both ends, poo bags by the door
- Lock up and return the key to the key safe
""")
A("dns-cloudflare", "DNS at Cloudflare", "2026-06-04", ["dns", "cloudflare"], r"""
{{DNS_MOVE|DNS for harrowden-puppies.org.uk moved from 123-reg to Cloudflare on 2026-06-03.}}
The registration itself stays at 123-reg until it renews in 2027.
MX records were checked with Google's checker afterwards.
""")
A("puppy-weights", "Weighing puppies", "2026-05-04", ["weights", "visits"], r"""
{{F1A|Under 12 weeks, weigh the puppy twice and record the average.}}
Use the hanging scales with the sling for small puppies; bathroom-scale subtraction is fine for big ones.
""")
A("thursday-class-plan", "Thursday class plan", "2026-05-11", ["classes", "plan"], r"""
# Thursday plan

{{F2A|Thursday timings: foundations 18:30 to 19:20, then adolescents 19:40 to 20:30.}}
The 20 minutes in between is for the hall to air and the mats to be wiped.

## Foundations content
- name game, hand target, settle on the mat
""")
A("welfare-concerns", "Welfare concerns on visits", "2026-05-18", ["welfare", "visits"], r"""
# Welfare concerns

{{F7A|If a visit raises a welfare concern, the report goes in the same day and Ruth gets a phone call.}}
Examples: unexplained injury, puppy left alone for long stretches, walker struggling to cope.
""")
A("foundations-start", "When puppies start classes", "2026-05-25", ["classes", "vaccinations"], r"""
{{F8A|Puppies join the foundations block one week after their second jab.}}
Until then: carry the puppy around town for sounds and sights, no pavement walking.
""")
A("pupbase-search", "pupbase name search", "2026-06-01", ["pupbase", "postgres"], r"""
{{F10A|pupbase uses Postgres 16.4 with the `pg_trgm` extension for fuzzy name search.}}
So "Kenzi" finds Kenzie, and walkers' surnames with odd spellings still match.
""")
A("caddy-notes", "Caddy notes", "2026-06-08", ["caddy", "infra"], r"""
# Caddy

{{O2A|pupbase.harrowden-puppies.org.uk is proxied to pupbase's gunicorn on `127.0.0.1:8001`.}}

classbook block on hv-01:
```
classes.harrowden-puppies.org.uk {
    reverse_proxy 127.0.0.1:8002
}
```
Certificates renew by themselves; nothing to do.
""")
A("fundraising-volunteers", "Fundraising volunteers", "2026-06-15", ["fundraising", "volunteers"], r"""
# Fundraising volunteers

## Expenses
{{O9A|Fundraising volunteers claim 25p per mile for collection-tin runs.}}

## Data
{{A10A|Fundraising volunteers never get walkers' home addresses.}}
Joy sends them the event list and the tin locations, nothing else.
""")
A("visitapp-history", "visitapp history", "2026-06-22", ["visitapp", "history"], r"""
{{D1A|During the 2025 pilot, PDAs wrote visit reports in Google Docs, one doc per puppy.}}
The docs were exported into pupbase in February and archived.
""")
A("pupbase-upgrade-notes", "pupbase upgrade notes", "2026-02-25", ["pupbase", "upgrade"], r"""
# Upgrade notes

{{D3A|pupbase ran on Python 3.10 until the February upgrade.}}
Django went from 4.2 to 5.1 in the same weekend; the admin templates needed two fixes.
""")
A("spring-appeal-2026", "Spring appeal 2026", "2026-05-02", ["fundraising", "appeal"], r"""
{{D5A|For the spring 2026 appeal (February to April) the donate page was a Squarespace landing page.}}
Raised £2,140 from 96 gifts; the target was £2,000.
""")
A("walkerportal-history", "walkerportal sign-in history", "2026-07-09", ["walkerportal", "login"], r"""
{{D8A|Until June 2026 walkerportal only had magic-link sign-in.}}
Older walkers found the links confusing when they landed in spam, which is why passwords came in.
""")
A("new-volunteer-dev", "Onboarding a volunteer developer", "2026-07-16", ["onboarding", "dev"], r"""
# Onboarding a volunteer developer

- GitHub org invite from Marek
{{A3A|- Put new credentials in the branch Bitwarden vault, never in a committed .env file}}
- Read the privacy feedback before touching any export
""")
A("donate-site-notes", "Donate site notes", "2026-07-23", ["donations", "stripe"], r"""
{{A8A|One-off gifts go through Stripe Checkout.}}
Receipts come from Stripe; the thank-you email is sent by the webhook worker.
""")
A("deploy-checklist", "Deploy checklist", "2026-07-30", ["deploys", "pupbase"], r"""
# Deploy checklist

{{NS4A|Don't deploy pupbase without a fresh backup: run `make backup` first.}}
- Post in #systems before and after
- Check the puppy list page and one visit report afterwards
""")
A("class-cancellations", "Class cancellations", "2026-08-06", ["classes", "sms"], r"""
{{NS8A|No reminder SMS is sent for a cancelled class; classbook sends a cancellation text instead.}}
Callum cancels in classbook; the hall is told by phone.
""")
# ---- fillers ----
A("weekly-sync-2026-01", "Weekly sync notes, January", "2026-01-30", ["meeting"], r"""
# Weekly sync (January)

- K litter settled in; Koda's walker needs extra support
- pupbase go-live planned for February; Sian to test the litter screens
- Ruth wants the visit report fields kept the same as the Google Doc template
""")
A("weekly-sync-2026-04", "Weekly sync notes, April", "2026-04-24", ["meeting"], r"""
# Weekly sync (April)

- Classbook waiting list is long for foundations; consider a second Thursday block
- Dave asked for expense exports as CSV, not PDF
- Joy planning the summer fun day for July
""")
A("weekly-sync-2026-09", "Weekly sync notes, September", "2026-09-25", ["meeting"], r"""
# Weekly sync (September)

- visitapp Play Store enrolment: two PDA phones still to do
- Walker survey to go out in October
- Callum off for two weeks in November; Sian covers the Thursday class
""")
A("socialisation-ideas", "Socialisation ideas", "2026-03-21", ["puppies", "socialisation"], r"""
# Socialisation ideas for walkers

- Bus station benches (sit and watch, no boarding under 16 weeks)
- Market day in Kettlebrook
- The library on a Saturday morning (ask at the desk first)
- Level crossing at Ashby Cross, from a distance
""")
A("hall-booking", "Hall booking", "2026-02-13", ["venue", "hall"], r"""
St Aidan's hall is booked by the term through the parish office; invoices go to Dave.
The hall committee asks that mats are wiped and windows opened after each class.
""")
A("kit-ordering", "Kit ordering", "2026-05-08", ["kit"], r"""
Harnesses are ordered from national's stores every 4 weeks, in one batch.
Coats: order the next size when pupbase shows the puppy within 2 kg of the size limit.
""")
A("sms-credit", "SMS credit", "2026-06-26", ["sms", "budget"], r"""
The Twilio balance is about £30 a month at current class numbers; top up when it drops under £20.
""")
A("pupbase-backlog", "pupbase backlog", "2026-08-20", ["pupbase", "backlog"], r"""
# Backlog

- Growth chart: show litter-mate range as a band
- Export for the training centre at recall
- Bulk-move puppies between PDAs when patches change
""")
A("recall-day", "Recall day", "2026-09-10", ["recall", "walkers"], r"""
# Recall to training

The PDA brings the walker's puppy to the training centre; walkers can come but say goodbye at the car park.
Walkers get a photo book and a card from the branch.
""")
A("fun-day-2026-plan", "Fun day plan 2026", "2026-06-02", ["fundraising", "fun-day"], r"""
# Fun day plan

- Dog show classes: waggiest tail, best trick, puppy in training (walkers only)
- Tombola, cake stall, face painting
- Stripe card reader at the cake stall only
""")
A("walker-support-calls", "Walker support calls", "2026-10-09", ["walkers", "support"], r"""
Walkers in their first month get a call from the office every week as well as the PDA visits.
After that, calls only if the PDA asks for one.
""")
A("visitapp-release", "visitapp release steps", "2026-10-16", ["visitapp", "release"], r"""
# Release steps

1. Bump `version:` in `pubspec.yaml`
2. `make release-notes` (reads commits since the last tag)
3. Upload the AAB to the internal track
""")
A("office-hours", "Office hours", "2026-01-07", ["office"], r"""
The branch office is staffed Tuesday to Thursday, 9:30 to 15:00.
Food collection and kit returns happen on the first Saturday as well.
""")
A("privacy-requests", "Subject access requests", "2026-08-31", ["privacy"], r"""
Subject access requests from walkers go to Ruth, who asks Marek for an export from pupbase.
Deadline is one calendar month; log it in the governance folder.
""")
A("training-centre-contacts", "Training centre contacts", "2026-11-12", ["training", "contacts"], r"""
The training centre's puppy liaison changes in January; until then it's still Priya at the Northgate centre.
""")
