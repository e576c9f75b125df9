# Root (Claude Code auto-memory) files: filename -> (name, description, type, title, hook, body)
# Descriptions marked FLAT carry an unquoted ": " on purpose.
ROOT = {}
def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

R("user_mara.md", "mara-owner", "Mara Quill, owner and lead artist; final say on prices and policy", "user",
  "Mara (owner)", "who Mara is and what she decides", """
Mara Quill runs Saltmarsh Tattoo Co. and tattoos three days a week at Brighton (fine-line and botanical work).

@@A7x@@
She reads the aftercare copy before anything goes out to clients, and she answers the guest-artist applications herself.

**How to apply:** when a change touches money (deposits, rates, commission), write it up as a short proposal for Mara first.
""")

R("user_dev.md", "dev-studio-manager", "Dev Okonjo, studio manager who also maintains inkslot and guestspot", "user",
  "Dev (studio manager / developer)", "Dev's role, tools and habits", """
Dev Okonjo is the studio manager at Brighton and the only developer on inkslot, guestspot and cleanlog. Self-taught, strong on Laravel, less so on the Node side.

## Setup
@@R8x@@
- macOS, Herd for PHP, TablePlus for the databases
- Works on inkslot mostly on Mondays and Wednesday evenings

Prefers to review diffs himself before anything is merged.
""")

R("feedback_reply_style.md", "reply-style", "How Dev wants replies: brief, practical", "feedback",
  "Reply style", "how to phrase answers for Dev", """
@@F9x@@
He reads them between clients, often on his phone.

**Why:** long explanations get skipped; he said "just tell me what to run".
**How to apply:** lead with the answer; put background after, if at all.
""")

R("feedback_merging.md", "merging", "Merge style for inkslot pull requests", "feedback",
  "Merging inkslot PRs", "how inkslot PRs get merged", """
@@N2x@@

**Why:** Dev bisects by PR when something breaks at the desk, and a tidy main makes the changelog easy to write for Mara.
**How to apply:** use the squash button, and rewrite the squash message into one line that a non-developer understands.
""")

R("feedback_testing.md", "testing-before-push", "Testing expectations before pushing code", "feedback",
  "Testing before push", "what to run before pushing", """
@@F5x@@
A red build on a Saturday means Dev fixes it between sessions, which he hates.

Also add a feature test for every bug fix in the booking flow; the deposit flow has been broken twice by "small" changes.
""")

R("feedback_migrations.md", "migrations", "Rules for database migrations in inkslot", "feedback",
  "Migrations", "how migrations are written and run", """
## Writing
@@A5x@@
- Never edit a migration that has already run on production; add a new one.
- Column renames go in two steps (add + backfill, then drop a release later).

## Running
@@N3y@@
@@NS4x@@

**Why:** in February an unreviewed migration locked the bookings table for four minutes on a Saturday morning.
""")

R("feedback_git.md", "git-hygiene", "Git habits Dev asked for", "feedback",
  "Git hygiene", "branches, pushes, secrets in git", """
- Branch names: `feat/…`, `fix/…`, `chore/…`, short and lowercase.
@@N6x@@
@@NS10x@@
- Secrets live in 1Password and are injected at deploy time.
- Commit messages in English, imperative mood, no emoji.
""")

R("feedback_client_data.md", "client-data", "Client personal data must stay out of code, logs and chat", "feedback",
  "Client data", "where client personal data may and may not go", """
@@A4x@@

@@N10x@@
Log the booking ID; anyone who needs the number can look it up in inkslot.

**Why:** the studio holds health information on consent forms, and Mara promised clients we treat it carefully.
**How to apply:** when debugging with real data, copy the booking ID, never the row.
""")

R("feedback_deploys.md", "deploys", "When and how to deploy the studio apps", "feedback",
  "Deploys", "deploy timing rules", """
- No deploys on Fridays after 15:00 or at weekends: the studios are at their busiest.
- Tell #studio-desk before a deploy that touches the booking form.
- If a deploy breaks the deposit flow, roll back first and investigate after.

**Why:** a broken booking page on a Saturday costs real bookings.
""")

R("feedback_sms_copy.md", "sms-copy", "Tone for client-facing texts and emails", "feedback",
  "SMS and email copy", "how client messages should read", """
Client texts are friendly, short and signed "— Saltmarsh". No exclamation marks in aftercare messages (Mara finds them flippant next to healing advice).

- Keep texts under 160 characters where possible so they go as one segment.
- Never include prices in a text; link to the booking instead.
""")

R("feedback_pr_descriptions.md", "pr-descriptions", "What PR descriptions should contain", "feedback",
  "PR descriptions", "PR description template", """
Every PR description has: what changed, why, how it was tested, and whether the desk needs to know.

Screenshots for anything that changes the booking page or the admin. Link the Trello card if there is one.
""")

R("reference_inkslot.md", "inkslot-overview", "inkslot: the booking and deposit app both studios run on", "reference",
  "inkslot overview", "stack, endpoints and booking rules of inkslot", """
# inkslot

Bookings, deposits, waitlist and client records for Brighton and Hastings. Repo `github.com/saltmarsh-tattoo/inkslot`.

## Stack
@@V5x@@
@@D6y@@
@@O2x@@
@@V1x@@
@@R1x@@
@@R3x@@
@@F6x@@
@@R2x@@
@@A10x@@

## Booking rules
@@F1x@@
@@O8x@@
@@F2x@@
@@V10x@@
@@NS8y@@
- Each artist has their own calendar; the desk can book into any of them

## Integrations
@@A2x@@
- Google Calendar: one-way push of each artist's bookings (read-only for them)
- Instagram: none, DMs are answered by hand
""")

R("reference_deposits.md", "deposits", "Deposit amounts, refund rules and how money is taken", "reference",
  "Deposits", "deposit table and rules", """
# Deposits

Online deposits are taken with Stripe Checkout when the booking is confirmed; card and Apple Pay.

| Booking | Deposit | Deducted from price |
|---|---|---|
@@V2x@@
@@D7y@@
| Small piece / flash | £40 | yes |
| Consultation | none | n/a |

@@V3x@@
- No-shows lose the deposit, no exceptions
@@F8x@@
@@N1x@@
@@R6x@@
- Deposits are reported per artist, not per studio
""")

R("reference_aftercare.md", "aftercare-sender", "aftercare-sender, the worker that sends healing messages", "reference",
  "aftercare-sender", "how aftercare messages are sent", """
# aftercare-sender

Small Python worker that sends the healing messages after a session is closed in inkslot. Repo `saltmarsh-tattoo/aftercare-sender`.

## Plumbing
@@R9x@@
@@R10x@@
@@R5x@@
@@O3x@@

## Schedule
@@D4y@@
@@V4x@@
- Four-week text asks for a healed photo for the portfolio (opt-in only)
- Nothing is sent if the booking is marked "no aftercare texts"

Copy lives in `messages/*.md`; Mara approves every change.
""")

R("reference_guestspot.md", "guestspot", "guestspot: guest artist spots, contracts and commission", "reference",
  "guestspot", "guest-spot app and rules", """
# guestspot

Schedules guest artists' spots, contracts and payouts. Repo `saltmarsh-tattoo/guestspot`.

## App
@@O4x@@
@@O6x@@
@@R7x@@
@@NS7y@@

## Rules
@@V8x@@
@@D2y@@
@@D8y@@
@@N4x@@
@@F4x@@
- Guest artists bring their own machines; the studio provides cartridges, barrier film and ink caps
""")

R("reference_cleanlog.md", "cleanlog", "cleanlog, the hygiene records app: autoclave cycles and spore tests", "reference",
  "cleanlog", "hygiene records app and what it holds", """
# cleanlog

Hygiene records for both studios, built by Dev in 2026 for the council inspection.

## App
@@O5x@@
@@O7x@@
- Login with the studio Google accounts

## Autoclave
@@D3y@@
@@A3x@@
@@V6x@@
@@V7x@@
  is longer than the council asks for
- A failed cycle locks the autoclave entry until someone signs off a re-run
""")

R("reference_consent.md", "consent", "Consent forms: what is asked, how long they are kept", "reference",
  "Consent forms", "consent form rules and retention", """
# Consent forms

Every client fills in a consent and medical form before every session (not just the first).

@@A1x@@
- Questions: allergies, medication (blood thinners especially), skin conditions, pregnancy, epilepsy, alcohol in the last 24 hours
@@N5x@@
@@F7x@@
- Forms are linked to the booking in inkslot by booking ID
""")

R("reference_infra.md", "infra", "Infra: domains, backups, secrets, staging", "reference",
  "Infrastructure", "where things run and how they are backed up", """
# Infrastructure

- DNS: Cloudflare, zone `saltmarshtattoo.co.uk`
- Secrets: 1Password vault "Studio Systems"
@@A6x@@
@@S9x@@

## Backups
| What | How | Kept |
|---|---|---|
@@V9x@@
| guestspot Postgres | nightly `pg_dump` at 03:30 | 7 days |
| cleanlog SQLite | copied off the Pi every night | 90 days |

```
# crontab on the backup runner (copy)
0 3 * * * /opt/backup/dump.sh inkslot
30 3 * * * /opt/backup/dump.sh guestspot
```
""")

R("reference_studios.md", "studios", "The two studios, stations and opening patterns", "reference",
  "Studios", "Brighton and Hastings basics", """
# Studios

## Brighton
@@O9x@@
- Address: St George's Road, Kemp Town
@@N9x@@
@@O1x@@

## Hastings
- Address: George Street, Old Town; opened 2026-04-18
@@O10x@@
- Parking is a pain; send clients the car park link with the reminder
""")

R("reference_pricing.md", "pricing", "Rates, minimums, touch-ups and vouchers", "reference",
  "Pricing", "current rates and price rules", """
# Pricing

@@D10y@@
- Guest artists set their own rates
- Minimum charge: £60
@@N7y@@
@@D9y@@
- Cover-ups are quoted after a consultation, never online
""")

R("reference_hygiene_policy.md", "hygiene-policy", "Studio hygiene and skin rules every artist follows", "reference",
  "Hygiene policy", "hygiene and skin rules", """
# Hygiene policy

## Stations
@@F3x@@
@@A9x@@
@@NS9x@@
- Gloves changed whenever they touch anything outside the station

## Skin
@@NS6x@@
@@NS5x@@
@@NS3x@@
  suggests another placement at the consult
""")

R("reference_oncall.md", "who-to-call", "Who handles what when something breaks", "reference",
  "Who to call", "escalation by topic", """
- Booking page down: Dev (mobile in 1Password)
@@NS2x@@
- Autoclave fault: the artist on shift logs it in cleanlog and calls the engineer
- Guest artist disputes: Mara
""")

R("reference_email_sms.md", "email-and-sms", "Which provider sends which client message", "reference",
  "Email and SMS", "providers for client messages", """
@@R4x@@
- Newsletter: Buttondown, monthly, written by Mara
- Studio inboxes: Google Workspace (hello@, bookings@)
- Aftercare texts are sent by aftercare-sender, see its own memory
""")

R("reference_glossary.md", "glossary", "Glossary: studio words the agent keeps meeting", "reference",
  "Glossary", "studio terms", """
- **Sitting**: one booked session on one piece
- **Flash**: pre-drawn designs, usually small, often sold on flash days
- **Touch-up**: a short session to fix patchy healing
- **Guest spot**: a visiting artist working from one of our stations for some days
- **Spore test**: biological indicator test proving the autoclave sterilises
- **Barrier film**: cling-film-like cover for anything touched during a session
""")

R("project_hastings_opening.md", "hastings-opening", "Hastings studio opening, April 2026", "project",
  "Hastings opening", "what was set up for Hastings", """
Hastings opened on 2026-04-18 with two resident artists (Kit and Sol).

@@F10x@@
- Bookings for Hastings live in the same inkslot instance, studio = `HST`
- The Hastings iPad is `HST-01`; the card reader was set up the same week
""")

R("project_waitlist.md", "waitlist", "Waitlist for cancelled slots", "project",
  "Waitlist", "how the waitlist works", """
Waitlist went live for everyone in April after the March pilot.

@@A8x@@
@@D1y@@
- Waitlisters pick artist and studio; "any artist" is allowed at Hastings only
""")

R("project_gift_vouchers.md", "gift-vouchers", "Gift vouchers: where they are sold and how they work", "project",
  "Gift vouchers", "voucher sales and rules", """
@@S2y@@
@@NS1x@@
- Vouchers are valid for 12 months from purchase
- Partial redemption is allowed; the remainder stays on the code
""")

R("project_council_inspection.md", "council-inspection", "Council inspection prep, June 2026", "project",
  "Council inspection 2026", "what the inspector looked at", """
The Brighton & Hove inspection was on 2026-06-16. Passed with one note (sharps bin too close to the sink at station 3; moved).

- Inspector asked for the autoclave log and the last three spore test results
- She checked every artist's registration certificate on the wall
- Hastings had its own inspection (Hastings Borough) on 2026-05-07
""")

R("project_consent_ipads.md", "consent-ipads", "Moving consent forms onto iPads", "project",
  "Consent on iPads", "consent form digitisation", """
@@S8y@@
- Two iPads at Brighton, one at Hastings, managed with Jamf Now
- Clients get a QR code with the booking confirmation so most fill it in at home
""")

R("project_backup_move.md", "backup-move", "Moving offsite backups, autumn 2026", "project",
  "Backup move", "where offsite backups went", """
@@S9y@@
- Restores tested on 2026-10-21: inkslot dump restored into staging in 11 minutes
- Dev still wants a second copy somewhere; not decided
""")

R("project_guest_program.md", "guest-program", "Guest artist programme 2026", "project",
  "Guest programme", "guest artist programme aims", """
Mara wants at least one guest a month at Brighton through 2026 to bring in new clients.

- Priority for artists with a following in London and Bristol
- Each guest does one flash sheet exclusive to the studio
- Instagram collab post goes out two weeks before the spot
""")

R("project_flash_day.md", "flash-day", "Summer flash day, 12 July 2026", "project",
  "Flash day (July)", "how the summer flash day ran", """
Summer flash day at Brighton, 12 July 2026. 61 pieces done across 4 artists.

@@D5x@@
- Queue numbers handed out from 10:00, sold out by 14:30
- Next one planned for Halloween at Hastings
""")

R("project_price_review.md", "price-review", "October 2026 price review", "project",
  "Price review (October)", "what changed in the price review", """
@@D10x@@
- Minimum charge stayed the same
- Guest artists not affected (they set their own)
- Clients with deposits paid before the review keep the old rate for that booking
""")

R("project_aftercare_v2.md", "aftercare-v2", "Aftercare messages v2, autumn 2026", "project",
  "Aftercare v2", "changes to aftercare emails and texts", """
@@S3y@@
- New email includes a short healing video from Mara
- Texts unchanged apart from the signature
""")

R("project_booking_page_redesign.md", "booking-page-redesign", "Artist booking page redesign, summer 2026", "project",
  "Booking page redesign", "what the new artist pages show", """
Redesign shipped 2026-08-05.

@@N8x@@
- Each page shows the artist's healed work, styles, and next available month
- Flash available to book sits at the top
""")

R("project_sharps_contract.md", "sharps-contract", "Sharps and clinical waste collection contract", "project",
  "Sharps contract", "who collects clinical waste", """
@@S6y@@
- PHS contract covers both studios, renewed yearly in September
- Waste transfer notes are scanned into cleanlog
""")

R("project_rota.md", "rota", "Staff rota and desk cover", "project",
  "Rota", "where the rota lives", """
@@S7y@@
- Desk cover: Dev at Brighton, the Hastings artists cover their own desk
- Holiday requests go to Mara by email, at least four weeks ahead
""")
