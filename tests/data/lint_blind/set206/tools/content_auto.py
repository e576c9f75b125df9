# Free notes: auto/<slug>.md with title/created/tags. (slug, title, created, tags, body)
AUTO = [
("tool-room-rules", "Tool room rules", "2026-04-08", ["tools", "toolkeep", "members"], """
# Tool room rules (members)

## Hand tools
@@V4b@@
- Bring tools back clean; rust on a plane blade means a chat with Dougie

## Power tools
@@N2b@@
- Batteries stay in the tool room charging cabinet
"""),
("autumn-intake-planning", "Autumn intake planning", "2026-06-18", ["keelson", "courses", "intake"], """
Planning notes for the autumn Foundation intake.

@@V2b@@
Waiting list had 14 names by mid-June. Morag is the second instructor.
"""),
("launch-day-checklist", "Launch day checklist", "2026-05-02", ["launchday", "safety", "harbour"], """
# Launch day checklist

- Call the harbour master the day before
@@V6b@@
- Trolleys checked, tyres pumped
- Safety sheet printed from launchday and signed by the lead instructor
"""),
("scanner-rollout", "Scanner rollout", "2026-04-22", ["timberlog", "scanners"], """
# Scanner rollout

Four Zebra TC21 handhelds for the timber store, paid for out of the spring grant.

@@V10b@@
board can look "in stock" for a while after it has been taken out.
Ailsa is fine with that; nobody reserves boards by the minute.
"""),
("launchday-dev-setup", "launchday dev setup", "2026-03-04", ["launchday", "dev"], """
# Working on launchday locally

@@R1b@@
Then copy `.env.example` to `.env` and ask Sam for the tide API key.

```
cp .env.example .env
npm run dev -- --port 5174
```

The dev server needs Node 22.
"""),
("keelson-email-templates", "keelson email templates", "2026-05-12", ["keelson", "email"], """
# keelson emails

@@R4b@@
provider's dashboard, not in the repo, so changing the wording doesn't need a deploy.

- Offer letter, deposit receipt, waiting-list notice, course reminder a week before
- Fiona approves any wording change
"""),
("membership", "Membership", "2026-01-15", ["members", "money"], """
# Membership

@@R6a@@
Members get open workshop access, tool loans and a discount on weekend courses.
"""),
("toolkeep-reminders", "toolkeep reminders", "2026-06-03", ["toolkeep", "jobs"], """
@@R8b@@
It emails anyone with a loan coming due and anyone overdue. Dougie gets a summary.
"""),
("keelson-deploy", "keelson deploy", "2026-03-25", ["keelson", "deploy", "yard1"], """
# Deploying keelson

Deploys are `./deploy.sh` on yard1 from the keelson directory.

@@N3b@@
Static files are collected in the image build.

```
ssh yard1
cd /srv/keelson && ./deploy.sh
docker compose logs -f web
```
"""),
("offcut-policy", "Offcut policy", "2026-05-27", ["timberlog", "timber"], """
# Offcuts

@@N7b@@
Short stuff goes in the bins by the door for members and the Youth Build.
"""),
("refunds", "Refunds", "2026-02-19", ["courses", "money", "keelson"], """
# Refunds and withdrawals

@@N8b@@
Inside four weeks we try to fill the place from the waiting list first.
"""),
("machine-inductions", "Machine inductions", "2026-04-15", ["workshop", "safety", "inductions"], """
# Machine inductions

Inductions are on the first Saturday of the month, Hamish or Morag.

## Bandsaw
@@N10b@@

## Thicknesser
- Inducted members only, and never anything shorter than 300 mm through it
"""),
("rollbar-shutdown", "Rollbar shutdown", "2026-06-24", ["launchday", "monitoring"], """
@@S1b@@
The old Rollbar project is gone with the account; we only kept a CSV of the last month.
"""),
("hullbook-user-guide", "hullbook for instructors", "2026-02-05", ["hullbook", "instructors"], """
# hullbook for instructors

@@S3a@@
Log in with your boatshed Google account. Add an entry at the end of each session,
with at least one photo.
"""),
("timberlog-notes", "timberlog notes", "2026-01-22", ["timberlog", "dev"], """
# timberlog notes

@@S4a@@
The Go binary is cross-compiled for ARM.
Backups: Ailsa copies the file to a USB stick on Fridays.
"""),
("website-integration", "Website integration", "2026-02-12", ["keelson", "website"], """
@@S8a@@
The course page shows "full" when keelson reports no places.
"""),
("intake-process", "Intake process", "2026-09-22", ["keelson", "intake", "courses"], """
# How intake works

@@A2b@@
@@S10b@@
Offers go out from keelson once both ticks are in.
"""),
("caddy-notes", "Caddy notes", "2026-05-20", ["yard1", "caddy", "keelson"], """
# Caddy

@@F2b@@
Certificates renew on their own; if one fails, check that port 80 is open on yard1.

```
keelson.ardmore-boatshed.org.uk {
    request_body { max_size 10MB }
    reverse_proxy keelson-web:8000
}
```
"""),
("launch-day-sept", "September launch day", "2026-08-27", ["launchday", "launch"], """
# September launch day

@@F5b@@
Boats so far: Curlew, two Foundation dinghies, the Youth Build tender.
"""),
("oar-making-weekend", "Oar-making weekend", "2026-03-18", ["courses", "weekend"], """
@@F6b@@
two vices. The oars are for Ardmore Lass.
"""),
("youth-build-2026", "Youth Build 2026", "2026-07-06", ["courses", "youth", "volunteers"], """
# Youth Build 2026

@@O2b@@
DBS checks for all volunteers; Morag keeps the list.
Sessions 10:00 to 15:00, lunch on the quay if it's dry.
"""),
("library-shelf", "Reference shelf", "2026-03-11", ["members", "library"], """
@@O4b@@
Books are signed out in the notebook on the shelf, not in toolkeep.
"""),
("scanner-scripts", "Scanner scripts", "2026-05-06", ["timberlog", "scanners", "pi"], """
# Scanner bridge on the Pi

@@O5b@@
The bridge forwards scans from the cradle to timberlog over HTTP.
"""),
("launch-day-comms", "Launch day comms", "2026-07-29", ["launchday", "email"], """
@@O6b@@
Reminder texts go out the evening before for anyone with a slot.
"""),
("keelson-ops", "keelson ops notes", "2026-08-12", ["keelson", "ops"], """
# keelson ops

## Errors
@@O7b@@

## Email
@@O10b@@
"""),
("launchday-contributing", "Contributing to launchday", "2026-06-30", ["launchday", "git"], """
# Contributing to launchday

@@O9b@@
PR titles in the imperative; link the issue.
"""),
("hullbook-ci-history", "hullbook CI history", "2026-11-03", ["hullbook", "ci", "ruby"], """
@@D2a@@
Don't chase those old failures, most were the 3.2 image.
"""),
("launch-day-planning-2026", "Launch days 2026", "2026-02-26", ["launchday", "launch"], """
# Launch days 2026

@@D3b@@
Dates agreed with the harbour master in February.
"""),
("toolkeep-history", "toolkeep history", "2026-03-30", ["toolkeep"], """
# toolkeep history

Sam started toolkeep in autumn 2025 as a weekend project.
@@D4a@@
We dropped that when the Twilio trial credit ran out.
"""),
("course-history", "Course history", "2026-01-29", ["courses", "history"], """
# How the Foundation course came about

@@D6b@@
The daytime format came in with the 2026 funding, which pays two instructors.
"""),
("hull-numbers", "Hull numbers", "2026-02-09", ["hullbook", "projects"], """
@@D7a@@
The old numbers were mapped across when hullbook was set up.
"""),
("stocktake", "Stocktake", "2026-06-09", ["timberlog", "timber"], """
# Stocktake

@@D8b@@
Ailsa reconciles differences the same day and notes them in timberlog.
"""),
("secrets", "Secrets", "2026-03-06", ["yard1", "security"], """
@@A6b@@
Sam rotates the Postmark and B2 keys every spring.
"""),
("course-faq", "Course FAQ", "2026-04-29", ["courses", "website"], """
# Course FAQ (draft for the website)

## Who can come?
@@A9b@@

## What do I bring?
Old clothes, steel-toe boots, a packed lunch. Tools are provided.
"""),
("open-workshop", "Open workshop", "2026-05-14", ["workshop", "members"], """
# Open workshop

@@NS4b@@
in the building and one of them is a keyholder.
"""),
("glue-and-fastenings", "Glue and fastenings", "2026-03-20", ["workshop", "materials"], """
- Copper roves and nails for the clinker boats, bought from Classic Marine
- Epoxy only for the stitch-and-glue boats and scarf joints
- Glue stock is not in timberlog; Hamish orders it
"""),
("ardmore-lass-launch", "Ardmore Lass launch", "2026-07-20", ["launch", "projects"], """
Ardmore Lass launched on Saturday 18 July. Forty people on the quay, the rowing club took her out
for a first row straight away. Build log archived in hullbook six months from now.
"""),
("weekly-standup", "Weekly standup", "2026-10-20", ["team"], """
# Standup notes, week 43

- Sam: keelson waiting-list bug fixed; toolkeep reservations deployed
- Ailsa: larch delivery next week, 2 m³
- Dougie: sharpening backlog cleared
"""),
("steam-box", "Steam box", "2026-04-01", ["workshop", "steaming"], """
# Steam box

- Rule of thumb: one hour of steaming per inch of thickness
- Propane boiler, lit by an instructor only
- Frames go straight from the box into the boat, no more than a minute
"""),
("harbour-contacts", "Harbour contacts", "2026-02-02", ["harbour", "launch"], """
- Harbour office opens 08:00 to 16:00, closed Sundays
- The slip is shared with the rowing club; check their fixtures before picking a date
"""),
("newsletter", "Newsletter", "2026-09-30", ["members", "comms"], """
- Monthly members' newsletter, first Friday of the month
- Fiona writes it, Claude proofreads and suggests photos from hullbook
"""),
("volunteer-rota", "Volunteer rota", "2026-08-04", ["volunteers"], """
- Saturday volunteers: 6 regulars, 3 in any one week
- Rota is agreed at the start of each month by email
"""),
("first-aid", "First aid", "2026-01-10", ["safety"], """
- Two first aiders on site whenever the workshop is open
- Accident book is in the office; every cut gets written up
"""),
]
