# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

A("deposit-faq-for-front-desk", "Deposit FAQ for the front desk", "2026-05-02", ["deposits", "desk"], """
# Deposit FAQ (desk)

Questions the desk gets most, answered once so nobody has to ask Dev.

**How much?**
@@V2y@@
Small pieces and flash are £40.

**Can they pay cash?** Only for the balance on the day, never for the deposit.

**Can the deposit move to another artist?** Yes, once, if the new artist agrees.
""")

A("phone-bookings", "Phone bookings", "2026-06-11", ["desk", "bookings"], """
Phone bookings happen more at Hastings than Brighton (older clientele, fewer Instagram bookings).

@@N1y@@
Read the card number back once, never write it down, and tick "deposit by phone" on the booking.

Calls after 18:00 go to voicemail; the desk calls back the next opening day.
""")

A("aftercare-copy-review", "Aftercare copy review with Mara", "2026-09-14", ["aftercare", "copy"], """
# Aftercare copy review

Went through every aftercare message with Mara.

- Same wording for both studios; only the phone number in the footer differs
@@V4y@@
- The healed-photo request is now opt-in and says so in the first line
- Removed "Hope you love it!!" (no exclamation marks, per Mara)
""")

A("inkslot-dev-setup", "inkslot local dev setup", "2026-03-03", ["inkslot", "dev"], """
# Local setup for inkslot

@@V5y@@

```
git clone git@github.com:saltmarsh-tattoo/inkslot.git
cd inkslot && composer install
cp .env.example .env && php artisan key:generate
DB_HOST=127.0.0.1 DB_PORT=5432
```

@@NS4y@@
Seeders create two studios, four artists and a week of fake bookings.

@@A6y@@
""")

A("booking-form-notes", "Booking form notes", "2026-04-27", ["inkslot", "booking-form"], """
# Booking form

What the public booking form asks and checks.

- Placement, size in cm, colour or black-and-grey, budget band
@@V10y@@
- The form refuses bookings less than 24 hours ahead; those go through the desk
- Under-18 date of birth: the form stops and explains why
""")

A("ci-notes", "CI notes", "2026-02-18", ["inkslot", "ci"], """
@@R2y@@
The test job uses a Postgres service container and takes about four minutes.

Pint runs as a separate job so a formatting failure is obvious.
""")

A("email-deliverability", "Email deliverability", "2026-07-08", ["email", "dns"], """
# Email deliverability

A few reminders were landing in Gmail spam in June.

@@R4y@@
- SPF and DKIM records added in Cloudflare on 2026-06-30; DMARC at `p=quarantine`
- bookings@ on Google Workspace is the reply-to, so clients' replies reach the desk
""")

A("aftercare-sender-runbook", "aftercare-sender runbook", "2026-08-19", ["aftercare", "runbook"], """
# aftercare-sender runbook

@@R9y@@
on CloudAMQP; inkslot publishes one message per closed session.

## Stuck messages
1. Check the worker is running (`systemctl status aftercare-sender`).
2. Look at the oldest message's booking ID and open it in inkslot.
3. If the booking was deleted, drop the message; otherwise restart the worker.
""")

A("guest-artist-onboarding", "Guest artist onboarding", "2026-03-21", ["guestspot", "guests"], """
# Onboarding a guest artist

- Contract signed in guestspot before anything is announced
- Registration certificate photo uploaded to their profile
@@N4y@@
- Station walk-through on the first morning with whoever is on the desk
""")

A("touch-up-policy", "Touch-up policy (draft)", "2026-02-09", ["pricing", "touch-ups"], """
Draft written with Dev, for Mara to look at.

@@N7x@@
Clients who healed badly because they ignored aftercare pay the same as everyone else.
""")

A("sms-failure-debugging", "Debugging failed waitlist texts", "2026-06-23", ["inkslot", "sms", "debugging"], """
# Failed waitlist texts

Waitlist offers are sent by inkslot itself (not aftercare-sender).

@@N10y@@
Failures are mostly landlines entered as mobiles; the booking form now validates the number.
""")

A("cleaning-rota", "Cleaning rota", "2026-01-16", ["hygiene", "rota"], """
# Cleaning rota

- Opening: mop floors, wipe the desk, check sharps bin levels
- Closing: full station clean, empty bins, run the last autoclave cycle
@@S1x@@
""")

A("aftercare-email", "Aftercare email", "2026-03-09", ["aftercare", "email"], """
# Aftercare email

The email goes out the evening of the session, the texts come from aftercare-sender.

@@S3x@@
Edits to the template need Mara's OK.
""")

A("guest-applications", "Guest applications", "2026-05-26", ["guestspot", "guests"], """
# Guest applications

@@S4y@@
Mara reviews them on Sunday evenings and answers within two weeks.

Applicants need a portfolio link and dates they can do.
""")

A("front-desk-basics", "Front desk basics", "2026-01-12", ["desk"], """
# Front desk basics

- Open the door at 11:00, kettle on, check the day's bookings in inkslot
@@S5x@@
- Walk-in questions: take a name and number and pass to the artist
""")

A("rota-and-shifts", "Rota and shifts", "2026-01-20", ["staff"], """
@@S7x@@
Swaps need the manager's approval before they show up.
""")

A("consent-at-the-desk", "Consent at the desk", "2026-02-04", ["consent", "desk"], """
@@S8x@@
Check the form is complete before the client goes to the station.
""")

A("portfolio-site", "Portfolio site", "2026-07-29", ["website"], """
# Portfolio site

@@S10y@@
- Deploys from the `saltmarsh-tattoo/site` repo on every push to main
- Artist galleries are folders of images; Dev resizes them with a script first
""")

A("reminder-email", "Reminder email", "2026-05-15", ["inkslot", "email"], """
@@F2y@@
Clients who rescheduled through the link get a fresh confirmation instead of a second reminder.
""")

A("consent-retention", "Consent retention", "2026-07-17", ["consent", "gdpr"], """
# Consent retention

@@F7y@@
Mara checked this with the council's guidance and with our insurer in July.
""")

A("guestspot-local", "guestspot local notes", "2026-04-02", ["guestspot", "dev"], """
# guestspot locally

@@O2y@@

```
docker run -d -p 5433:5432 -e POSTGRES_PASSWORD=dev postgres:16
npx prisma migrate dev
```
""")

A("inkslot-sentry-triage", "Sentry triage", "2026-08-03", ["inkslot", "sentry"], """
@@O7y@@
Anything touching deposits gets fixed that week; the rest goes on the Trello board.
""")

A("autoclave-notes", "Autoclave notes", "2026-07-02", ["hygiene", "autoclave"], """
# Autoclave notes

@@D3x@@
The old machine now lives at Hastings as a spare.

Load the pouches paper side up, never stacked.
""")

A("postgres-upgrade", "Postgres upgrade", "2026-05-12", ["inkslot", "database"], """
# Postgres upgrade

@@D6x@@
The upgrade was done on a Monday night with the booking page in maintenance mode for 25 minutes.
""")

A("black-friday-2025", "Black Friday 2025 recap", "2026-01-08", ["vouchers", "marketing"], """
@@D9x@@
We sold 84 that weekend; about half were redeemed by June.
""")

A("new-artist-induction", "New artist induction", "2026-04-14", ["hygiene", "artists"], """
# New artist induction

- Show where the spare barrier film, wipes and gloves are
@@A9y@@
- Autoclave log: every cycle gets signed by whoever unloads it
""")

A("flash-bookings", "Flash bookings", "2026-08-25", ["flash", "bookings"], """
# Flash bookings

@@NS8x@@
@@D5y@@
Flash sheets are pinned per artist on their booking page.
""")

# ---- fillers (no labelled claims)
A("hastings-fitout", "Hastings fit-out", "2026-03-30", ["hastings"], """
Fit-out finished 2026-04-10; electrics signed off the same day.

- Sink at each station, hand-wash only
- The back room doubles as consult room and stock room
""")

A("instagram-dm-replies", "Instagram DM replies", "2026-02-22", ["desk", "instagram"], """
- DMs are answered by Dev within 2 working days
- Never quote a price in a DM; send the booking link
- Artists can reply to their own DMs but shouldn't take deposits there
""")

A("artist-payouts", "Artist payouts", "2026-06-02", ["money", "artists"], """
Resident artists are self-employed and paid monthly: 50% of their takings, tips kept in full.

Payout report comes out of inkslot on the 1st; Mara checks it before paying.
""")

A("stripe-disputes", "Stripe disputes", "2026-09-03", ["stripe", "deposits"], """
# Deposit chargebacks

Respond within 7 days with the booking log and the signed cancellation policy.

We've had three disputes in 2026, won two.
""")

A("ipad-kiosk-mdm", "iPad kiosk setup", "2026-03-18", ["consent", "ipad"], """
- iPads run in Guided Access, locked to the consent app
- Jamf Now pushes updates overnight; leave them on charge
- If an iPad shows the wrong studio, re-enrol it
""")

A("no-show-handling", "No-show handling", "2026-05-30", ["deposits", "desk"], """
A no-show loses the deposit. Mark the booking "no-show" in inkslot, not "cancelled", so the report stays right.

Second no-show: the client can only book with full payment up front.
""")

A("cover-up-consults", "Cover-up consults", "2026-06-28", ["consults"], """
Cover-ups always get a consult, booked in daylight hours because the artist has to see the old piece in natural light.

Photos of the old piece go on the booking before the consult.
""")

A("laser-referrals", "Laser referrals", "2026-08-11", ["referrals"], """
Heavy cover-ups get referred for two or three laser fading sessions first. We don't do laser in-house and don't plan to.
""")

A("winter-opening", "Winter opening 2026", "2026-11-10", ["studios"], """
Both studios close from 24 December to 2 January; the booking form shows a banner from 1 December.

Vouchers bought in December get a Christmas card design.
""")

A("merch-drop", "Merch drop", "2026-10-06", ["merch"], """
Saltmarsh tees and prints sold at the desk and on the portfolio site. Stock counted monthly by Dev.
""")

A("data-export-requests", "Data export requests", "2026-07-21", ["gdpr", "clients"], """
Subject access requests: answer within 30 days. Export from inkslot (client, bookings, consent forms) as a zip, send via the secure link, never as an attachment.
""")

A("pint-and-larastan", "Code style", "2026-02-26", ["inkslot", "dev"], """
- Pint with the Laravel preset; run it before committing
- Larastan at level 6; don't raise it without asking Dev
""")

A("guest-artist-travel", "Guest artist travel", "2026-06-19", ["guests"], """
Guests find their own accommodation; we send a list of three places near the studio.

Travel costs are theirs, but the studio pays for the Instagram ad for their spot.
""")

A("station-setup-checklist", "Station setup checklist", "2026-04-09", ["hygiene", "artists"], """
- Barrier film on chair, lamp arm, machine cord and spray bottles
- Fresh ink caps, poured from the bottle just before starting
- Cartridges opened in front of the client
""")

A("google-calendar-sync", "Google Calendar sync", "2026-05-05", ["inkslot", "calendar"], """
inkslot pushes each artist's bookings to their Google Calendar every 5 minutes. Edits in Google don't come back; change bookings in inkslot.
""")
