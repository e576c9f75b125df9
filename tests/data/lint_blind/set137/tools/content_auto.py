# free notes: (slug, title, created, tags, body). Claim lines prefixed with @@ID@@.
AUTO = []

def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body))

A("january-full-council-notes", "January full council: notes for the agent", "2026-01-14", ["meetings", "precept"], """
Notes from the 13 January meeting, for things the agent needs to update.

## Precept
@@V2b@@Precept for 2026/27 agreed at £52,400, a 9% rise, mostly for the hall roof reserve.
Maggie sends the demand form to Wyvern the same week.

## Other
- Grass-cutting contract renewed with Wenn Valley Grounds for 3 years
- Cllr Lowe co-opted to the Netherfold seat
""")

A("hall-hire-faq", "Hall hire FAQ (draft for the website)", "2026-03-02", ["hall", "website"], """
Draft answers Pat asked for; she will edit before it goes live.

**How much is it?**
@@V4b@@Residents pay £15 an hour for the main hall; non-residents pay more.
The committee room is cheaper, see the price list.

**Can I serve alcohol?**
See the separate note on alcohol at hires.

**How do I get in?**
@@S6b@@Hirers pick up the hall key from Pat Greaves at 4 Church Lane and drop it back through her letterbox.
""")

A("agenda-timetable", "Agenda timetable for full council", "2026-02-09", ["meetings", "agenda"], """
@@V5b@@Agenda and summons for full council have to be out 7 clear days before the meeting, so Maggie
posts them on the noticeboards the Monday of the week before.

- Agenda items from councillors: to Maggie by the Wednesday two weeks before
- Reports and papers: attached to the agenda email, not on paper unless asked
""")

A("minutesbot-dev-notes", "minutesbot development notes", "2026-06-10", ["minutesbot", "python"], """
## Setup
@@V7b@@minutesbot needs Python 3.12 (the `pyproject.toml` has `requires-python = ">=3.12"`), so
use the 3.12 interpreter from deadsnakes on the VPS.

## Small fixes
@@N7a@@The agent may push straight to main on minutesbot for typo and copy fixes.

## Retries
@@O1a@@minutesbot retries a failed SFTP upload 3 times, 30 seconds apart, then emails Sam.
""")

A("footpath-reporting-procedure", "Footpath reporting procedure", "2026-02-20", ["footpaths", "pathwatch"], """
Agreed at the footpaths working group, 18 February.

| Step | Who | Target |
|---|---|---|
@@V9b@@| Acknowledge the report | Clerk | 10 working days |
| Inspect on site | Footpath warden | 15 working days |
| Close the report | Footpath warden | when fixed |

@@NS2a@@Fly-tipping on a footpath goes to Wyvern District Council, not to the county Rights of Way team.
Dog fouling and litter on paths also go to Wyvern.
""")

A("hallbook-mail-setup", "hallbook mail setup", "2026-05-14", ["hallbook", "email"], """
@@V10b@@hallbook's outgoing mail goes through Brevo on port 2525 because Hetzner blocks 587 on new servers.

- Sender: bookings@hollinsbury-pc.gov.uk (SPF and DKIM for Brevo added)
- Bounce handling: Brevo webhook marks the hirer's address as bad in hallbook
""")

A("council-mailboxes", "Council mailboxes", "2026-04-07", ["email"], """
@@R2b@@All council mailboxes are Google Workspace accounts; Maggie manages them in admin.google.com.

- Each councillor gets cllr.<surname>@ and must use it for council business
- Shared mailboxes: clerk@, chair@
""")

A("hall-payments", "Hall payments", "2026-05-26", ["hall", "payments", "hallbook"], """
@@R4b@@Hall hire is paid through SumUp payment links that Pat sends by hand; hallbook has no card processor of its own.

- Regular hirers pay by bank transfer monthly in arrears
- Deposits are £50 for parties, £0 for regular hirers
""")

A("hallbook-errors", "hallbook error handling", "2026-08-11", ["hallbook", "errors"], """
@@R6b@@hallbook exceptions are reported to Bugsnag; Sam gets the daily digest email.

- 500 page tells the hirer to phone Pat
""")

A("hallbook-git", "hallbook git conventions", "2026-07-06", ["hallbook", "git"], """
@@R9b@@Merge hallbook PRs with rebase-merge so each commit lands on main as it was written.

- Tag releases `vYYYY.MM.N`
""")

A("meeting-recordings", "Meeting recordings", "2026-07-20", ["meetings", "recordings"], """
@@N2b@@Meeting recordings are never published; they are deleted once the minutes are approved.

The recording is only an aide-memoire for the clerk.
""")

A("grants-how-to-apply", "Grants: how to apply (old page text)", "2026-01-19", ["grants"], """
@@S1b@@Grant applications arrive via the Google Form linked from the Grants page; responses land in the clerk's Sheet.

- Groups must be based in or serving the parish
""")

A("payments-runbook", "Payments runbook", "2026-02-26", ["finance", "payments"], """
@@S3b@@Supplier payments go out from the Lloyds current account via Lloyds Business online banking, two authorisers.

- Payments list approved at full council first, except the clerk's salary and HMRC
""")

A("publishing-minutes", "Publishing minutes (how-to)", "2026-01-30", ["minutesbot", "minutes"], """
@@S7b@@To publish a set of minutes run `./publish_minutes.sh path/to/minutes.docx` from Sam's laptop.

Check the PDF on the website afterwards; the upload sometimes times out.
""")

A("signed-minutes-filing", "Filing signed minutes", "2026-03-12", ["minutes", "filing"], """
@@S10b@@Signed minutes get scanned and saved into Dropbox › Parish Council › Minutes › <year>.

The paper originals go in the fire safe in the hall office.
""")

A("hallbook-emails", "hallbook emails to hirers", "2026-04-23", ["hallbook", "email"], """
@@F1b@@The confirmation email hallbook sends on booking includes the hire agreement PDF and the hall rules.

- Reminder email 48 hours before the hire
- Receipt email after payment
""")

A("pathwatch-data-model", "pathwatch data model", "2026-03-26", ["pathwatch"], """
## Report
@@F4b@@pathwatch stores an 8-figure grid reference for every report, plus the path number (e.g. HOL/12) picked from the map.
@@NS10b@@pathwatch stores the reporter's email address so it can send the acknowledgement.

## Status values
- new, acknowledged, with county, fixed, closed
""")

A("precept-timetable", "Precept timetable", "2026-09-30", ["precept", "finance"], """
@@F7b@@The precept form to Wyvern has to be back by 31 January, so the figure is agreed at the January full council.

- October: F&GP drafts the budget
- November: draft budget to full council
- December: consultation post on the website
""")

A("minutesbot-checklist", "minutesbot commit checklist", "2026-05-02", ["minutesbot", "testing"], """
@@F8b@@Before any minutesbot commit run `pytest -q` and `ruff check .`; both must be clean.
""")

A("public-session", "Public session at meetings", "2026-02-13", ["meetings", "public"], """
@@F10b@@Each member of the public may speak for up to 3 minutes in the public session.

Questions that need research get a written answer within 14 days.
""")

A("fgp-committee", "F&GP committee", "2026-04-15", ["finance", "committees"], """
@@O3a@@F&GP is quorate with 3 members present.

- Reviews the budget, the risk register and the internal auditor's report
""")

A("community-project-fund", "Community Project Fund", "2026-06-25", ["grants"], """
@@O5a@@Community Project Fund awards go up to £5,000 and need full council approval.

Funded from CIL receipts, not from the precept.
""")

A("hall-committee", "Village Hall Management Committee", "2026-03-16", ["hall"], """
@@O9a@@The Village Hall Management Committee keeps its books in QuickBooks Online.

- Chair: Ruth Abbott; treasurer: Ian Cole
- Meets monthly in the committee room
""")

A("meeting-history", "Meeting arrangements: history", "2026-01-12", ["meetings", "history"], """
@@D3a@@In 2025 full council met on the first Monday of the month.
It moved in January 2026 because the two councillors co-opted in the autumn work Monday evenings.
""")

A("pathwatch-howto", "pathwatch: how to log a problem", "2026-06-04", ["pathwatch", "footpaths"], """
@@D4b@@Volunteers on a survey walk log each problem straight into pathwatch on their phone.

Take the photo first, then drop the pin.
""")

A("hallbook-hosting-history", "Where hallbook has lived", "2026-02-02", ["hallbook", "history"], """
@@D7a@@Over winter 2025/26 hallbook ran on a Raspberry Pi in the hall office.

It was slow and the hall's broadband dropped most evenings.
""")

A("apm-2025", "Annual Parish Meeting 2025", "2026-01-08", ["annual-parish-meeting", "history"], """
@@D9a@@The 2025 Annual Parish Meeting was held in May at St Giles' church.
Turnout was 34 residents.
""")

A("clerk-contact", "Getting hold of the clerk", "2026-09-10", ["clerk", "email"], """
@@A1b@@Anything for the clerk goes to clerk@hollinsbury-pc.gov.uk (Maggie reads it Monday to Thursday).
""")

A("bridleways", "Bridleways in the parish", "2026-05-06", ["footpaths"], """
@@A3b@@HOL/7 is the bridleway running from Church Lane out to Crane End, about 1.9 km.

HOL/21 is a restricted byway, so carriages too.
""")

A("resident-comms", "Communicating with residents", "2026-08-24", ["comms", "email"], """
@@A6b@@No automated emails to residents unless Maggie has approved the wording.

Noticeboards are still the main channel for anything statutory.
""")

A("hall-layouts", "Hall layouts", "2026-07-27", ["hall"], """
@@A8b@@The main hall seats 80.

Cabaret layout (round tables) takes 60.
""")

A("dog-bins", "Dog bins", "2026-06-22", ["dog-bins"], """
@@A10a@@Wyvern District Council empties the parish's 14 dog bins every week.

The 6 litter bins on the green are emptied by the parish's contractor twice a week.
""")

A("hallbook-migrations", "hallbook migrations in production", "2026-10-15", ["hallbook", "deploys"], """
@@NS4b@@Run `manage.py migrate` against production hallbook after every deploy that adds a migration.
""")

A("grant-voting", "Grant decisions and interests", "2026-10-05", ["grants", "interests"], """
@@NS8a@@Councillors who are members of the applying group don't vote on its grant; they declare an interest and leave the room.
""")

A("website-tasks", "Website tasks the agent handles", "2026-07-30", ["website"], """
@@NS9b@@The agent looks after the website's theme tweaks (CSS, header, footer).

- Monthly plugin updates, after a backup
""")

A("pathwatch-photos", "pathwatch photo handling", "2026-03-04", ["pathwatch", "photos"], """
@@S2b@@pathwatch saves report photos under `/srv/pathwatch/media/` on the VPS.
""")

# ---- filler auto notes ----
A("noticeboards", "Noticeboards", "2026-01-05", ["comms"], """
Three noticeboards: the green, Netherfold bus shelter, Crane End phone box.
Agendas go on all three; the Crane End one is the last to be done.
""")

A("vps-maintenance", "Apps VPS maintenance", "2026-04-27", ["infra"], """
- Caddy handles TLS for hall. and paths. subdomains
- Disk at 41% after the photo move
- `systemctl restart hallbook` if gunicorn hangs
""")

A("footpaths-working-group", "Footpaths working group", "2026-05-18", ["footpaths"], """
Meets every other month at the Plough. Colin chairs.
Priorities for 2026: HOL/15 cross-field reinstatement, new fingerposts on HOL/12.
""")

A("hall-bookings-regulars", "Regular hall bookings", "2026-09-14", ["hall", "hallbook"], """
| Hirer | Slot |
|---|---|
| Pilates | Monday 7pm |
| Toddler group | Wednesday 9.30am |
| WI | second Thursday 7.30pm |
| Parish council | second Tuesday 7.30pm |
""")

A("grants-round-autumn-2026", "Autumn 2026 grants round", "2026-10-19", ["grants"], """
11 applications; the biggest asks were the youth club (£750) and the cricket club nets (£700).
Two groups were pointed to the Community Project Fund instead.
""")

A("data-protection", "Data protection notes", "2026-06-15", ["privacy"], """
The council is registered with the ICO; Maggie is the contact.
Booking records are kept 6 years for the accounts, then deleted.
""")

A("website-accessibility", "Website accessibility", "2026-09-16", ["website"], """
PDFs of minutes must be tagged; minutesbot's PDF/A output passes the checker since June.
""")

A("election-2027", "Elections 2027", "2026-11-10", ["councillors"], """
Next ordinary elections May 2027. Nomination packs from Wyvern in March.
""")

A("alcohol-at-hires", "Alcohol at hires", "2026-04-20", ["hall", "licensing"], """
@@N9b@@There is no premises licence for the hall: hirers who sell alcohol need a Temporary Event Notice.
Giving drinks away free at a private party doesn't need one; a raffle with wine as prizes is fine.
""")
