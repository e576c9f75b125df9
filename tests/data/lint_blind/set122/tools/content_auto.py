# Free notes: slug -> (title, created, tags, body)

AUTO = {
"lesson-pricing-2026": ("Lesson pricing 2026", "2026-01-20", ["lessons", "pricing"], """
Agreed with Helen in January.

@@V2b@@

| lesson | length | price |
|---|---|---|
@@O2a@@
| Group (adult or junior) | 60 min | £35 |

A block of 10 group lessons is paid as 9.
"""),
"new-client-intake": ("New client intake", "2026-02-05", ["school", "riders"], """
What the office asks before a first lesson.

## Weight and height
@@V4b@@
Weight goes on the form, privately; nobody asks it out loud at the mounting block.

## Experience
Beginners get an assessment lesson with Megan first.
"""),
"stablelog-dev-setup": ("stablelog dev setup", "2026-03-02", ["stablelog", "dev"], """
@@V6b@@
Copy `.env.example` to `.env`; the local Postgres comes from `docker compose up db`.

```
nvm use
make dev
```
"""),
"stablelog-frontend": ("stablelog frontend notes", "2026-04-14", ["stablelog", "frontend"], """
@@R1b@@
The PWA is built with Vite and `dist/` is served by Caddy.
Icons for the feed and treatment buttons are the yard's own SVG set.
"""),
"group-lesson-notes": ("Group lesson notes (from Megan)", "2026-03-15", ["school", "lessons"], """
## Size
@@V7b@@

## Mixing levels
Don't put a first-time canterer in a ride with riders who are jumping.
"""),
"restore-drill-june": ("Restore drill, June", "2026-06-12", ["backups", "infra"], """
Restored last night's liverydesk dump to a scratch server in 25 minutes.
@@V9b@@
Uploads came back fine from `hx-uploads`. Next drill due in September.
"""),
"saddlebook-error-handling": ("saddlebook error handling", "2026-05-06", ["saddlebook", "errors"], """
@@R4b@@
Payment webhook failures are logged with the booking id and retried by the queue.
Validation errors are shown inline and are not reported as exceptions.
"""),
"liverydesk-pr-workflow": ("liverydesk PR workflow", "2026-07-08", ["liverydesk", "git"], """
Branch from `main`, one PR per change.
@@R7b@@
Anything that changes an invoice needs a screenshot in the PR.
"""),
"livery-direct-debit": ("Livery direct debit", "2026-02-26", ["liverydesk", "payments"], """
@@R9b@@
Money lands 3 working days after collection.
Owners who pay by bank transfer instead are flagged `manual_payer` in liverydesk.
"""),
"out-of-hours-emergencies": ("Out of hours", "2026-01-28", ["yard", "emergencies"], """
@@N2b@@
Callum's number is on the board in the tack room.
For a loose horse on the road, ring 999 before anything else.
"""),
"horse-collection": ("When a horse leaves the yard", "2026-05-19", ["yard", "liveries"], """
@@N6b@@
Check the passport goes with the horse.
Mark the horse as left in stablelog and liverydesk the same day.
"""),
"young-riders": ("Young riders", "2026-04-22", ["school", "children"], """
@@N8b@@
Under-8s have 30-minute lead-rein lessons.
Parents stay at the arena side for the whole lesson.
"""),
"accounts-sync": ("Accounts sync", "2026-03-24", ["liverydesk", "accounts"], """
@@S2b@@
The sync runs nightly and posts each invoice against the owner's contact.
If it fails Sam gets an email; invoices still reach the owners.
"""),
"school-horses-2026": ("School horses 2026", "2026-09-29", ["school", "horses"], """
@@S5b@@
Pepper and Dotty cover the lead-rein lessons.
Hamish is back in work after his abscess.
"""),
"saddlebook-upgrade": ("saddlebook upgrade", "2026-07-21", ["saddlebook", "php"], """
@@S7b@@
The booking calendar needed a fix for the new date handling.
The queue worker restarted cleanly afterwards.
"""),
"liverydesk-postgres-move": ("liverydesk move to Postgres", "2026-04-07", ["liverydesk", "database"], """
@@S10b@@
Data copied with pgloader; row counts checked table by table.

```
pgloader sqlite:///srv/liverydesk/db.sqlite3 postgresql://liverydesk@localhost/liverydesk
```
"""),
"lesson-cancellations": ("Lesson cancellations", "2026-02-17", ["school", "saddlebook"], """
@@F2b@@
If the school cancels (weather, a lame horse) the rider gets a credit, not a refund.
"""),
"weekend-lessons": ("Weekend lessons", "2026-03-08", ["school", "timetable"], """
Saturdays are the busiest day, with lessons from 09:00 to 17:00.
@@F6b@@
"""),
"worming-programme": ("Worming programme", "2026-04-30", ["horses", "health"], """
@@F9b@@
Tapeworm is checked with a saliva test in spring and autumn.
Callum enters the results in stablelog.
"""),
"liverydesk-invoice-emails": ("liverydesk invoice emails", "2026-06-03", ["liverydesk", "email"], """
@@O6a@@
Bounces are written to the owner's record so the office can phone them.
"""),
"booking-history": ("How lesson booking used to work", "2026-03-31", ["saddlebook", "history"], """
@@D2a@@
Cancellations were often missed because nobody checked the diary on Sunday evenings.
"""),
"summer-camp-2025-review": ("Summer camp 2025 review", "2026-02-09", ["camps", "review"], """
@@D5a@@
Parents asked for a longer week; most of the children wanted more pony time.
"""),
"january-freeze": ("January freeze", "2026-01-26", ["yard", "weather"], """
@@D8a@@
Pipes to the top barn froze twice; Callum ran hoses from the house.
"""),
"booking-faq": ("Booking FAQ for the office", "2026-04-03", ["saddlebook", "office"], """
@@A2b@@
Block bookings can be moved once, with at least 24 hours' notice.
"""),
"caddy-notes": ("Caddy notes", "2026-05-14", ["infra", "caddy"], """
@@A5b@@
Config lives in `/etc/caddy/Caddyfile`; reload with `systemctl reload caddy`.

```
rota.hollinscross.co.uk {
    reverse_proxy localhost:3100
}
```
"""),
"feed-charts": ("Feed charts", "2026-03-10", ["feedroom", "feeding"], """
@@A8b@@
Charts hang on each stable door in a plastic sleeve.
Mid-week changes are written on in red pen and entered in feedroom the same day.
"""),
"first-lesson-checklist": ("First lesson checklist", "2026-05-02", ["school", "safety"], """
@@A10b@@
Boots with a small heel; no trainers.
Long hair tied back and no dangly jewellery.
"""),
"hacking": ("Hacking", "2026-06-20", ["school", "hacking"], """
@@NS6b@@
Group hacks go out at weekends at 14:00, led by an instructor.
Hi-vis on every horse and rider, whatever the weather.
"""),
"haylage": ("Haylage", "2026-10-06", ["feeding", "forage"], """
@@NS9b@@
An opened haylage bale is used within 4 days.
"""),
# ---- unlabelled notes
"yard-tour-for-new-devs": ("Yard tour for new devs", "2026-01-12", ["onboarding"], """
The office is above the tack room; the feed room is across the yard from the indoor school.
The two tablets live in the feed room and the tack room.
Don't walk behind the horses on the walker.
"""),
"stablelog-offline-spike": ("stablelog offline spike", "2026-10-14", ["stablelog", "offline"], """
IndexedDB queue works on the tablet; sync conflicts are resolved last-write-wins per field.
Treatments logged offline show a grey clock icon until they sync.
"""),
"lesson-list-printing": ("Lesson list printing", "2026-02-22", ["saddlebook", "printing"], """
The next day's lesson list prints at 18:00 for the instructors.
It shows rider, horse and any notes from Megan, but no contact details.
"""),
"vaccination-reminder-wording": ("Vaccination reminder wording", "2026-05-28", ["stablelog", "copy"], """
Reminders name the horse by its stable name and give the due date.
They end with the vet's phone number, not the yard's.
"""),
"owner-portal-faq": ("Owner portal FAQ", "2026-06-09", ["liverydesk", "portal"], """
Owners log in to see their extras, their balance and their horse's farrier and vet history.
Password resets come from the portal itself; the office can't see passwords.
"""),
"ice-on-the-yard": ("Ice on the yard", "2026-11-24", ["yard", "winter"], """
Grit the path from the barn to the muck heap first thing when it's below zero.
The grit bin is by the wash bay.
"""),
"passport-scans": ("Passport scans", "2026-03-18", ["stablelog", "passports"], """
Scans are taken on the tablet and stored against the horse in stablelog.
The vaccination page of the passport is scanned again after every jab.
"""),
"arena-bookings": ("Arena bookings", "2026-07-02", ["yard", "arenas"], """
Liveries book arena slots in a shared calendar, 30 minutes at a time.
Lessons always take priority over livery bookings.
"""),
"instructor-qualifications": ("Instructor qualifications", "2026-01-30", ["school", "staff"], """
All instructors hold a current first aid certificate and a DBS check.
Megan keeps the renewal dates; nothing about this goes in the apps yet.
"""),
"pony-club-rally-2026": ("Pony Club rally 2026", "2026-04-26", ["events", "pony-club"], """
The rally used both arenas from 09:00 to 16:00; twelve riders brought their own ponies.
Parking was on the top field, which needed rolling afterwards.
"""),
"gdpr-requests": ("GDPR requests", "2026-08-11", ["privacy", "liverydesk"], """
Subject access requests go to Helen; she answers within a month.
Sam exports the owner's data from liverydesk and stablelog as CSV.
"""),
"dns-records": ("DNS records", "2026-02-14", ["infra", "dns"], """
Records worth knowing about, all in Cloudflare:

```
book.hollinscross.co.uk     A      (VPS)
portal.hollinscross.co.uk   A      (VPS)
rota.hollinscross.co.uk     A      (VPS)
```

MX records point at the office's Google Workspace.
"""),
"yardrota-shift-swaps": ("yardrota shift swaps", "2026-03-27", ["yardrota"], """
A swap request shows on both people's rota as pending until it's approved.
Weekend swaps have to be agreed by Thursday.
"""),
"invoice-extras-list": ("Invoice extras list", "2026-05-11", ["liverydesk", "pricing"], """
Bring-in £3, rug change £2, turnout only £3, exercise (lunge or ride) £15.
Prices come from the services list in liverydesk, not from the code.
"""),
"strangles-isolation": ("Strangles isolation", "2026-09-03", ["horses", "health"], """
The isolation box is the end stable by the muck heap.
Whoever does the isolated horse does it last, with separate tools.
"""),
"hay-soaking": ("Hay soaking", "2026-08-25", ["feeding", "forage"], """
Hay for the laminitics is soaked for 12 hours in the big tubs by the wash bay.
Soaking water goes on the muck heap, never down the drain.
"""),
"sam-handover-notes": ("Handover notes before Sam's holiday", "2026-08-14", ["handover"], """
Nothing is scheduled to deploy while Sam is away (17-28 August).
If an app goes down, Callum restarts it from the runbook and messages #yard-tech.
"""),
"new-horse-arrival": ("New horse arrival", "2026-10-19", ["horses", "liveries"], """
Passport, vaccination record and worming history are checked before the horse is unloaded.
The horse is added to stablelog on day one, even while it's isolated.
"""),
"liverydesk-reports": ("liverydesk reports", "2026-11-04", ["liverydesk", "reports"], """
The monthly income report splits full, part and DIY livery and extras.
Helen reads it in the first week of the month.
"""),
}
