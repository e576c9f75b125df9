# remnic facts: (date, category, tags, body). Claim lines prefixed with @@ID@@.
FACTS = []

def F(date, cat, tags, body):
    FACTS.append((date, cat, tags, body))

# ---- claim-bearing facts ----
F("2026-04-09", "fact", ["hallbook", "database"], """
@@V1b@@hallbook connects to Postgres at `127.0.0.1:5433`; the installer picked 5433 during the move and nobody changed it back.
""")
F("2026-06-18", "fact", ["grants"], """
@@V3b@@A single small grant can be at most £1,000; anything bigger is a Community Project Fund bid.
""")
F("2026-03-03", "fact", ["council", "quorum"], """
@@V6b@@Full council is only quorate with 4 councillors in the room.
Remote attendees don't count towards it.
""")
F("2026-08-12", "fact", ["hallbook", "backups"], """
@@V8b@@Nightly hallbook database dumps are kept for 30 days in B2 before the lifecycle rule deletes them.
""")
F("2026-07-21", "fact", ["accounts", "finance"], """
@@R1b@@The council's accounts package is RBS Rialtas Alpha; Maggie reconciles in it every month.
""")
F("2026-05-27", "fact", ["website", "hosting"], """
@@R3b@@The parish website lives on a DigitalOcean droplet that Sam patches himself.
""")
F("2026-09-02", "fact", ["pathwatch", "ci"], """
@@R5b@@pathwatch's tests run on Woodpecker CI on the apps VPS; there is no GitHub Actions workflow for it.
""")
F("2026-02-24", "decision", ["minutesbot", "dependencies"], """
@@R7b@@minutesbot dependencies are handled with Poetry: run `poetry install` and commit `poetry.lock`.
""")
F("2026-10-06", "fact", ["meetings", "hybrid"], """
@@R8b@@Remote attendees join full council through Microsoft Teams; the join link is printed on the agenda.
""")
F("2026-06-30", "fact", ["pathwatch", "map"], """
@@R10b@@pathwatch's map uses OpenStreetMap tiles straight from tile.openstreetmap.org; we never set up an OS Maps key.
""")
F("2026-05-05", "preference", ["pathwatch", "git"], """
@@N1b@@Squash-merge pathwatch PRs so main has one commit per change.
""")
F("2026-09-15", "fact", ["defibrillator", "hall"], """
@@N4b@@The defib outside the village hall is not registered on The Circuit yet; the pads expiry date is missing from the form.
""")
F("2026-04-28", "decision", ["website", "councillors", "privacy"], """
@@N6b@@Never publish councillors' personal email addresses on the website; only their @hollinsbury-pc.gov.uk addresses go on the councillor pages.
""")
F("2026-07-08", "fact", ["pathwatch", "county"], """
@@N8b@@pathwatch does not forward anything to the county; Maggie forwards reports by hand after checking them.
""")
F("2026-08-26", "decision", ["grants", "payments"], """
@@N10b@@Grants are never paid in cash; a group without a bank account can't be funded until it opens one.
""")
F("2026-03-17", "fact", ["hallbook", "payments"], """
Pat wants a weekly export of bookings for the hall committee treasurer.
""")
F("2026-02-10", "fact", ["pathwatch", "photos"], """
Photos attached to pathwatch reports are resized to 1600 px on upload.
""")
F("2026-01-20", "fact", ["newsletter"], """
@@S4b@@The "Hollinsbury News" email newsletter is sent from Mailchimp; the audience is "Residents 2026".
""")
F("2026-09-01", "fact", ["email", "agenda"], """
@@S5a@@The minutes@hollinsbury-pc.gov.uk mailbox has been read-only since August; agenda items go to clerk@ now.
""")
F("2026-01-14", "fact", ["footpaths"], """
@@S8b@@Walkers record footpath problems in the logbook kept at the village shop.
""")
F("2026-07-29", "fact", ["pathwatch", "storage"], """
@@S2a@@Moved pathwatch photo uploads from the VPS disk to Backblaze B2 in July; `/srv/pathwatch/media` is no longer written to.
""")
F("2026-02-17", "fact", ["meetings"], """
@@F2b@@Full council is on the second Tuesday of each month, 7.30pm, in the hall committee room; there is no August meeting.
""")
F("2026-05-19", "fact", ["planning"], """
@@F3b@@Planning applications go to full council; if Wyvern's 21-day consultation closes before the next meeting,
Maggie asks the case officer for an extension.
""")
F("2026-03-31", "fact", ["grants"], """
@@F5b@@New groups without a year of accounts can send a bank statement and a budget instead of annual accounts.
""")
F("2026-06-09", "fact", ["minutesbot"], """
@@F6b@@minutesbot does the conversion with LibreOffice headless (`soffice --headless --convert-to pdf`) and then `ocrmypdf --output-type pdfa-2`.
""")
F("2026-10-13", "fact", ["hall", "bookings"], """
@@F9b@@Cancel 14 or more days ahead and the hirer gets everything back; later than that the deposit is kept.
""")
F("2026-08-04", "fact", ["pathwatch", "email"], """
@@O1b@@pathwatch retries the acknowledgement email up to 5 times over an hour.
""")
F("2026-04-14", "fact", ["hall", "rates"], """
@@O2a@@The committee room is £10 an hour for residents, £14 for others.
""")
F("2026-02-03", "fact", ["annual-parish-meeting", "notice"], """
@@O4a@@The Annual Parish Meeting has to be advertised at least 7 clear days beforehand.
""")
F("2026-11-03", "fact", ["hallbook", "python"], """
@@O6a@@hallbook still runs Python 3.10 in production; the Django 4.2 LTS pin holds it there.
""")
F("2026-09-22", "fact", ["website", "backups"], """
@@O7a@@UpdraftPlus keeps 30 days of website backups in its remote storage.
""")
F("2026-06-02", "fact", ["hall", "email"], """
@@O8a@@The hall management committee uses a plain Gmail address, hollinsburyhall@gmail.com, for its own post.
""")
F("2026-01-27", "fact", ["precept", "history"], """
@@D1a@@For 2025/26 the precept was £44,900; this year's jump is mostly the roof reserve.
""")
F("2026-04-02", "fact", ["footpaths", "survey"], """
@@D4a@@During the March 2026 path survey volunteers filled in paper forms; Colin typed them into pathwatch afterwards.
""")
F("2026-10-20", "fact", ["grants", "history"], """
@@D5a@@For the 2025 rounds the small-grant cap was £500; it went up when the budget line was raised.
""")
F("2026-05-12", "fact", ["clerk", "hours"], """
@@D6a@@From January to April 2026 Maggie's contract was 12 hours a week.
""")
F("2026-03-10", "fact", ["pathwatch", "history"], """
@@D8a@@During the 2025 beta, pathwatch accepted reports without a photo.
""")
F("2026-10-27", "fact", ["hallbook", "access"], """
@@D10a@@Until October the agent had write access to the production hallbook database.
""")
F("2026-07-14", "fact", ["website"], """
@@A2b@@The parish website is a WordPress site (Astra theme).
""")
F("2026-03-24", "fact", ["payments"], """
@@A4b@@Payments need two councillors to authorise them in online banking; Maggie only sets them up.
""")
F("2026-08-18", "fact", ["grants"], """
@@A5b@@Applications for the autumn small-grants round close on 30 September.
""")
F("2026-01-07", "fact", ["github"], """
@@A7b@@All three repos live in the hollinsbury-pc GitHub organisation.
""")
F("2026-02-12", "preference", ["maggie", "writing"], """
@@A9b@@Keep anything written for Maggie short, in bullets, and free of technical terms.
""")
F("2026-06-23", "fact", ["dog-bins"], """
@@A10b@@The district council empties the dog bins weekly.
""")
F("2026-09-29", "decision", ["hall", "invoices"], """
@@NS1a@@Hall hire invoices are never issued without the hirer's postal address.
""")
F("2026-05-21", "fact", ["footpaths", "county"], """
@@NS2b@@Path obstructions (fallen trees, cropped-over paths, broken stiles) are reported to the Darrowshire Rights of Way team.
""")
F("2026-04-21", "fact", ["grants", "church"], """
@@NS6b@@St Giles' Church got £400 in the spring round for the Thursday lunch club.
""")
F("2026-10-01", "decision", ["grants"], """
@@N3b@@The clerk does not decide grants; every award goes to a vote at full council.
""")
F("2026-07-01", "fact", ["pathwatch", "privacy"], """
@@NS10a@@pathwatch doesn't store reporters' names, only an email for the acknowledgement.
""")

# ---- filler facts (unlabelled; share words and slots with labelled lines) ----
F("2026-01-09", "fact", ["hall", "rates"], """
Non-resident rate for the committee room went up with the April review; residents' rate unchanged.
""")
F("2026-01-22", "preference", ["git"], """
Commit messages on all three repos: imperative subject, under 72 characters, no emoji.
""")
F("2026-02-05", "fact", ["pathwatch"], """
pathwatch sends Colin a digest of open reports every Monday at 7am.
""")
F("2026-02-19", "fact", ["hall"], """
The hall heating is on a 7-day timer; hallbook does not control it.
""")
F("2026-03-05", "fact", ["minutesbot"], """
minutesbot keeps a log of every upload in `~/.local/state/minutesbot/uploads.jsonl`.
""")
F("2026-03-19", "fact", ["grants"], """
The spring round had 9 applications and 7 awards, total £3,050.
""")
F("2026-04-16", "fact", ["hallbook"], """
Recurring bookings in hallbook are generated 12 weeks ahead by a nightly job.
""")
F("2026-04-30", "fact", ["finance", "vat"], """
VAT is reclaimed quarterly; the claim goes in by the end of the month after the quarter.
""")
F("2026-05-07", "fact", ["planning"], """
Wyvern sends planning consultations to clerk@ only; councillors get them in Maggie's Friday round-up.
""")
F("2026-05-28", "fact", ["play-area"], """
The play area on Glebe Field is inspected weekly by Colin and annually by RoSPA.
""")
F("2026-06-11", "fact", ["hallbook", "retention"], """
@@NS5b@@Cancelled bookings are deleted after 6 years by hallbook's retention job, in line with the retention schedule.
""")
F("2026-06-16", "preference", ["hallbook"], """
@@NS5a@@The agent never deletes bookings; it cancels them (status `cancelled`) and leaves the rest to Pat.
""")
F("2026-07-02", "fact", ["hall", "email"], """
Pat answers hall enquiries from the hall committee's own address, not from a council mailbox.
""")
F("2026-07-16", "fact", ["precept"], """
Band D equivalents for Hollinsbury: 683 for 2026/27, per Wyvern's tax base letter.
""")
F("2026-08-06", "fact", ["footpaths"], """
HOL/15 was reinstated by Glebe Farm within 14 days of ploughing this autumn, for once.
""")
F("2026-08-20", "fact", ["minutesbot", "ci"], """
minutesbot's GitHub Actions job takes about 40 seconds; most of it is installing LibreOffice.
""")
F("2026-09-08", "fact", ["hallbook", "email"], """
hallbook's mail to Hotmail addresses was landing in junk until Sam fixed the DMARC alignment in September.
""")
F("2026-09-24", "fact", ["infra"], """
The apps VPS is patched automatically with unattended-upgrades; reboots are manual.
""")
F("2026-10-08", "fact", ["meetings"], """
The December full council moves to the first Tuesday so it doesn't clash with the carol service.
""")
F("2026-10-22", "fact", ["grants"], """
The autumn round got 11 applications; F&GP reviewed them on 13 October.
""")
F("2026-11-05", "fact", ["precept"], """
Wyvern's council tax support grant to the parish is £0 again for 2027/28.
""")
F("2026-11-12", "decision", ["pathwatch"], """
Reports older than 3 years are anonymised in pathwatch: the email field is blanked.
""")
F("2026-11-19", "fact", ["hall"], """
The hall roof quote came in at £38,500; F&GP will take it to the December meeting.
""")
F("2026-11-24", "preference", ["maggie"], """
Maggie prefers Word attachments over Google Docs links.
""")

F("2026-05-13", "fact", ["hallbook", "reminders"], """
@@N5b@@hallbook does not send SMS reminders; all reminders are email.
""")
