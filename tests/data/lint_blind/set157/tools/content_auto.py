# Free notes: auto/<slug>.md with title/created/tags. (slug, title, created, tags, body)
AUTO = [
("session-timings", "Session timings per sauna", "2026-02-03", ["steambook", "sessions"],
"""# Session timings

Written after the desk asked why people kept arriving too early.

[[V2a|A standard Hearth session runs 90 minutes door to door; the changeover is inside that.]]
Skiff is 45 minutes and the Lantern is an hour.

Arrive ten minutes early to change; the door code works before the start anyway.
"""),
("plunge-tub-care", "Plunge tub care", "2026-03-09", ["water", "plunge-tubs"],
"""# Plunge tub care

## Chemistry
[[A1a|Keep free chlorine in the tubs between 1 and 3 mg/l; top up with the granules in the blue tub.]]
pH should sit between 7.2 and 7.6.

## Cleaning
[[V4a|Both plunge tubs get a full drain and refill every 3 days, summer and winter alike.]]
Scrub the waterline with the soft brush only; the hard one scratches the liner.
"""),
("dipcheck-dev-setup", "dipcheck local dev setup", "2026-09-02", ["dipcheck", "dev"],
"""# dipcheck dev setup

[[V6a|dipcheck targets Python 3.12 (`requires-python = ">=3.12"` in pyproject), so 3.11 venvs fail on install.]]

```
python3.12 -m venv .venv
. .venv/bin/activate
pip install -e '.[dev]'
DIPCHECK_DB=./dev.sqlite python -m dipcheck.poll --once
```

The MQTT probes can be faked with `scripts/fake_probe.py`.
"""),
("restore-drill-2026-08", "Restore drill, August 2026", "2026-08-19", ["backups", "steambook"],
"""# Restore drill (August 2026)

Restored steambook into a scratch database on `kelda-infra` and checked yesterday's bookings against the admin.

[[V9a|We keep 30 days of nightly steambook dumps on the Storage Box, which is why the drill could go back to mid-July.]]

Took 25 minutes end to end. Next drill: February.
"""),
("steambook-frontend", "steambook frontend build", "2026-04-14", ["steambook", "frontend"],
"""# steambook frontend

[[R1a|The steambook frontend uses npm: run `npm ci && npm run build` before `collectstatic`.]]

Tailwind config lives in `frontend/tailwind.config.js`. Alpine components are in `frontend/js/`.
If the build output looks stale, delete `static/dist/` and rebuild.
"""),
("dd-failures", "Direct-debit failures in memberdesk", "2026-05-20", ["memberdesk", "payments"],
"""# Direct-debit failures

[[NS7b|memberdesk emails the member when a direct debit fails, with a link to update their bank details.]]
[[R4a|memberdesk sends its direct-debit failure emails through Mailgun (domain `mg.kelda.coop`).]]

## Retries
[[O2a|memberdesk retries a failed direct debit up to 2 times, five days apart, before the membership is paused.]]
Paused members can still book drop-ins at the normal price.
"""),
("oncall-notes", "On-call notes", "2026-06-30", ["oncall", "ops"],
"""# On-call notes

Things learned on the first few on-call weeks.

[[R5a|Exceptions from steambook are reported to Rollbar (project `steambook`); Joss gets the daily digest.]]
- The Storage Box sometimes rejects connections at 03:00 during Hetzner maintenance; the backup retries at 04:00
- If door codes are late, check the steambook API token in doorbot hasn't expired
"""),
("shiftkeeper-notes", "shiftkeeper notes", "2026-07-08", ["shiftkeeper", "volunteers"],
"""# shiftkeeper

[[R8a|shiftkeeper keeps everything in one SQLite file, `/srv/shiftkeeper/rota.db`, backed up with the rest of `/srv`.]]

Swaps need the other volunteer to accept within 48 hours, otherwise the duty manager gets a nudge.
"""),
("wood-deliveries", "Wood deliveries", "2026-05-04", ["wood", "deliveries"],
"""# Wood deliveries

[[R10a|Our firewood comes from Carn Forestry; they drop a load every other Thursday]]
and text Maren the evening before.

[[A5a|Deliveries get stacked under the lean-to behind the Hearth, never on the quay.]]
Check the moisture of three random logs before signing.
"""),
("deploy-checklist", "steambook deploy checklist", "2026-03-25", ["steambook", "deploy"],
"""# Deploy checklist

1. CI green on the release tag
2. Read the migration files in the diff
[[N2a|The deploy script runs `manage.py migrate` automatically before it restarts the web process, so check the migration first.]]
3. Post in #ops when it's out
"""),
("winter-timetable-notes", "Winter timetable notes", "2026-11-02", ["timetable", "sea-dip"],
"""# Winter notes

Early sessions are selling out again; the 06:30 Hearth is full most weekdays.

[[N3a|Sea dips are allowed after dark as long as the slipway floodlights are on and a volunteer is at the ladder.]]

Bring the spare head torches down from the office in November.
"""),
("water-log-notes", "Water log", "2026-04-22", ["dipcheck", "water"],
"""# Water log

[[N5a|dipcheck does not post to Slack; the duty manager reads the results off the water log sheet at opening.]]

The sheet keeps one tab per month. Inspection visits want the last three months printed.
"""),
("front-desk", "Front desk notes for volunteers", "2026-06-05", ["volunteers", "desk"],
"""# Front desk

- Greet, check the booking on the tablet, hand out towels
[[N7a|Volunteers on the front desk take cash for drop-in sessions and put it in the tin under the counter.]]
- Lost property goes in the blue crate in the office
"""),
("booking-form", "Booking form fields", "2026-02-17", ["steambook", "booking"],
"""# Booking form

[[N8b|steambook requires a mobile number on every booking so the desk can ring late arrivals.]]
Name and email are required too; the medical question is optional.
"""),
("pontoon-rules", "Pontoon rules", "2026-06-20", ["lantern", "pontoon"],
"""# Pontoon B

[[N9a|Dogs on leads are welcome on pontoon B; keep them off the Lantern deck itself.]]
- No running on the gangway
- Lifebuoy at each end; check they're there before the first session
"""),
("volunteer-rota", "Volunteer rota", "2026-01-15", ["volunteers", "rota"],
"""# Volunteer rota

[[S3a|The volunteer rota lives in the shared Google Sheet 'Rota 2026'; swaps are done by editing your row.]]
Maren fills gaps on Thursdays for the following week.
"""),
("wood-delivery-paperwork", "Wood delivery paperwork", "2026-07-21", ["wood", "woodpile"],
"""# Delivery paperwork

[[S4a|We no longer put wood delivery notes in Dropbox; since July they're attached to the delivery record in woodpile.]]
Photograph the note flat on the table, not on the log pile.
"""),
("legionella-samples", "Legionella samples", "2026-10-12", ["water", "lab"],
"""# Legionella samples

[[S7a|In October we switched the monthly Legionella samples from Westcoast Analytical]]
to Penwith Water Labs; same courier, new address.

Run each shower for two minutes before sampling; label with the shower number from the plan.
"""),
("steambook-stack", "steambook stack notes", "2026-01-20", ["steambook", "stack"],
"""# steambook stack

[[S9a|steambook is a Django 4.2 LTS project; don't use anything that needs a newer Django.]]
Settings are split into `base`, `dev` and `prod`. Static files via WhiteNoise.
"""),
("website-notes", "Website notes", "2026-03-03", ["website", "steambook"],
"""# Website

[[S10a|Public bookings are taken at `book.kelda.coop`; the main site only links there.]]
The main site is a small static site Maren edits herself.
"""),
("family-sessions", "Family sessions", "2026-04-06", ["sessions", "children"],
"""# Family sessions

Saturday 10:00 and Sunday 10:00, Hearth and Skiff.

[[F2a|Under-16s can come to family sessions with a paying adult; under-8s only go in the Skiff, which runs cooler.]]
"""),
("waitlist", "How the waitlist works", "2026-05-12", ["steambook", "waitlist"],
"""# Waitlist

[[F7a|Waitlist offers go by email to the next person in line and hold the place for 30 minutes before moving down the list.]]
If nobody takes it, the place is released to general sale.
"""),
("induction-checklist", "Induction checklist", "2026-03-30", ["volunteers", "induction"],
"""# Induction checklist

[[F9a|The induction covers lighting the stove, the sea-dip ladder and where the first-aid kits are; it takes about an hour.]]
Sign the volunteer agreement at the end and add them to shiftkeeper.
"""),
("lantern-pricing", "Lantern pricing", "2026-06-01", ["lantern", "pricing"],
"""# Lantern pricing

[[O3b|Lantern drop-ins are £18 because of the pontoon berth fee the harbour charges us.]]
Members pay the normal member rate for the Lantern.
"""),
("sea-water-testing", "Sea-water testing", "2026-05-06", ["water", "sea-dip"],
"""# Sea-water testing

[[O6a|Sea-water E. coli samples are taken every Monday from May to September, off the end of the slipway.]]
[[NS9a|Lab results for the sea samples are entered into dipcheck when the PDF arrives, usually on Thursday.]]
The flag colour goes up at the slipway the same afternoon.
"""),
("rota-emails", "Rota emails", "2026-08-11", ["shiftkeeper", "email"],
"""# Rota emails

[[O8a|shiftkeeper sends its rota emails through Resend, from `rota@kelda.coop`.]]
The weekly summary goes out on Thursdays.
"""),
("hire-enquiries", "Private hire enquiries", "2026-09-15", ["hire", "bookings"],
"""# Private hire

[[O9a|Private hire of the Hearth is for up to 16 people, two hours, with a volunteer host.]]
Enquiries come through the website form; Maren replies within two working days.
"""),
("history", "Co-op history", "2026-01-09", ["history"],
"""# History

The co-op started with a borrowed barrel sauna on the slipway in 2024.

[[D1a|In the 2025 pilot season the Skiff ran 60-minute sessions, which was too long for most people.]]
[[D5a|In 2025 we had 22 active volunteers, most of them founder members.]]

The Hearth building opened in September 2025.
"""),
("booking-release", "When sessions go on sale", "2026-07-02", ["steambook", "booking"],
"""# Release of sessions

[[D2a|Next week's sessions go on sale every Sunday at 19:00.]]
[[NS10b|Lantern slots are released with the rest of the timetable on Sunday evening.]]
Founder priority is handled by steambook automatically.
"""),
("door-codes-faq", "Door codes FAQ", "2026-09-24", ["doorbot", "faq"],
"""# Door codes: FAQ for members

[[A4a|Your door code arrives by email two hours before your session.]]
[[D8a|Door codes are six digits; type them in and press the tick.]]
If the code doesn't work, ring the bell and the desk will let you in.
"""),
("onboarding-dev", "Developer onboarding", "2026-02-24", ["dev", "onboarding"],
"""# Developer onboarding

[[A9b|All secrets are in 1Password (`Kelda Ops` vault); `.env` files stay out of git.]]

Local steambook:
```
export DATABASE_URL=postgres://steambook@localhost:5432/steambook
python manage.py migrate
python manage.py runserver
```
"""),
("stove-tending", "Stove tending", "2026-10-27", ["wood", "stoves"],
"""# Stove tending

[[NS5a|Volunteers light and tend the Hearth stove on their shifts.]]
[[NS1a|Top up the Hearth stove after every round, two or three logs at a time.]]
Keep the ash bucket outside the door, lid on.
"""),
("refunds", "Refunds", "2026-08-04", ["payments", "refunds"],
"""# Refunds

[[NS2a|Refunds go back to the original card, usually within five working days.]]
Anything over £50 needs Ife's OK.
"""),
("woodpile-import", "woodpile stock import", "2026-06-16", ["woodpile", "wood"],
"""# Stock import

[[NS4a|Don't run the woodpile import against the live stock sheet; copy it first and point the import at the copy.]]
The import matches rows on the delivery date, so fix the dates before running it.
"""),
("phones-and-deck", "Phones, deck and changing rooms", "2026-07-29", ["rules", "deck"],
"""# Phones

[[NS6a|Phones are fine on the deck and in the changing rooms; people need them for the door codes.]]
Put a sign up in the changing rooms about photos.
"""),
("agm-2026-notes", "AGM 2026 notes", "2026-03-21", ["governance"],
"""# AGM, March 2026

- 87 members attended, 14 by proxy
- Lantern project approved
- Board elections: Ife re-elected treasurer
- Motion to open on Christmas Day carried
"""),
("harbour-authority", "Harbour authority notes", "2026-04-28", ["harbour", "lantern"],
"""# Harbour authority

- Licence for the Lantern mooring renewed yearly in May
- The harbour master wants notice of any crane lift on the quay
- Small-craft warnings are posted on the harbour office board and VHF 14
"""),
("first-aid", "First aid", "2026-02-10", ["safety"],
"""# First aid

- Kits: desk, Hearth deck, pontoon B gangway box
- Foil blankets in the slipway box for cold-water shock
- Accident book lives at the desk; photograph each page monthly
"""),
("accessibility-audit", "Accessibility audit notes", "2026-07-17", ["accessibility", "steambook"],
"""# Accessibility audit (July)

- Booking pages: focus order fixed, contrast on the session buttons fixed
- Screen reader read the session times as a table; now a list
- Still to do: alt text on the gallery
"""),
("lantern-launch-retro", "Lantern launch retro", "2026-07-06", ["lantern", "retro"],
"""# Lantern retro

- Went well: sold out the first three weekends
- Less well: gangway slippery in the rain, wind makes the stove hard to keep hot
- Action: Joss to add a wind warning banner to steambook for Lantern sessions
"""),
("volunteer-meeting-2026-10", "Volunteer meeting, October 2026", "2026-10-08", ["volunteers"],
"""# Volunteer meeting (October)

- Thanks for the summer; 9 new volunteers since June
- Winter timetable starts 2 November
- Request: more people for early Saturday shifts
"""),
("stove-inspection", "Stove inspection", "2026-09-29", ["stoves", "safety"],
"""# Stove inspection

- All three stoves passed; the Skiff's door rope seal replaced
- Flue on the Hearth swept in October
- Next inspection: March 2027
"""),
]
