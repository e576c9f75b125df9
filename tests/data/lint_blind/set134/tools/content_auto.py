# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

A("barre-dev-setup", "barre: local dev setup", "2026-02-03", ["barre", "dev"], """
# barre local setup

1. `uv sync` (Python deps), `docker compose up db` for Postgres
2. `python manage.py migrate && python manage.py loaddata demo_families`
@R7b@3. barre code is formatted with `ruff format` (config in `pyproject.toml`); run it before committing.

## Jobs
@R9b@barre's background jobs run on django-q2 with the ORM broker, so there is
no separate queue service to start locally; `python manage.py qcluster` runs them.

## CI
@O4b@barre's CI is GitHub Actions: pytest on every push, plus a migration check on PRs.
""")

A("timetable-notes", "Timetable notes (autumn term)", "2026-08-20", ["classes", "timetable"], """
Notes from building the autumn timetable with Joanna.

@V2a@Grade 3 ballet classes run for an hour (60 minutes); book Studio 1 for them because of the long barres.
- Pre-primary stays on Saturday mornings at all three studios
- No classes on bank holiday Mondays; Aoife adds a catch-up Saturday instead
- Grade 3 tap is at Ripon only this term
""")

A("exam-session-checklist", "Exam session checklist", "2026-03-11", ["exams", "examdesk", "checklist"], """
# Exam session checklist

@V3b@- We close exam entries 8 weeks before the first exam day, so for the November session that's mid-September.
- Check every candidate has a class teacher set in examdesk
- Print the running order a week before (sorted by grade, then age)
- Book the studios for the exam days in barre so no classes get scheduled
""")

A("curtaincall-local-dev", "curtaincall local dev", "2026-03-02", ["curtaincall", "dev"], """
# curtaincall local dev

@R4b@curtaincall is a Yarn workspace: `yarn install`, then `yarn dev`; the lockfile is `yarn.lock`.

- `.env.local` from 1Password ("curtaincall dev")
- Prisma: `yarn prisma migrate dev` against the docker Postgres
- Stripe test keys only; the webhook forwarder is `stripe listen`
""")

A("curtaincall-checkout-notes", "curtaincall checkout: seat holds and sessions", "2026-04-09", ["curtaincall", "tickets"], """
# Checkout notes

@V10b@Seats are held for 15 minutes while a parent is in checkout; after that they go back on sale.

@O3b@Box-office sessions in curtaincall expire after 2 hours, so volunteers log in again at the interval.

- Wheelchair spaces are only sold by the box office, never online
- The seat map is cached for 30 seconds
""")

A("wardrobe-dev-setup", "wardrobe dev setup", "2026-02-17", ["wardrobe", "dev", "php"], """
# wardrobe dev setup

@V6a@wardrobe needs PHP 8.2 locally; `composer install` refuses anything newer because of the platform pin in `composer.json`.

@O6a@wardrobe's admin JS is built with npm (`package-lock.json` is committed), via Vite.

@A3b@Production wardrobe is a single Hetzner CX22 in Falkenstein; there is no staging box.
""")

A("costume-hire-faq", "Costume hire FAQ (for the office)", "2026-05-06", ["wardrobe", "hire", "faq"], """
# Costume hire FAQ

@F3a@Costume hire is open to other dance schools as well as our own families.

**How long can a school keep a set?**
@V9b@Group sets go out for 28 days, which covers a rehearsal fortnight and the show.

**Can they choose sizes?** Yes, from the size bands on each costume page.

**Who checks returns?** Margaret, usually within two working days.
""")

A("backups", "Backups: how they actually work", "2026-06-30", ["infra", "backups"], """
# Backups

Written after the restore drill in June.

@V7b@Nightly dumps are kept for 14 days offsite and then
deleted by the bucket's lifecycle rule; monthly copies are not kept at all.

- The restore drill took 11 minutes for barre, 3 for wardrobe
- Restores go into a scratch database first, never straight over production
""")

A("office-it", "Office IT", "2026-01-19", ["office", "it"], """
# Office IT

@O7a@The office Synology NAS (scans, contracts, show photos) replicates nightly to a Wasabi bucket.

- Office Wi-Fi is a Ubiquiti setup; the guest network is for parents in the waiting area
- The Harrogate printer is the only one that can print A3 timetables and posters
- The office NUC runs Woodpecker and the Gitea mirror
""")

A("uptime-monitoring", "Uptime monitoring", "2026-09-22", ["infra", "monitoring"], """
@S7b@Switched uptime monitoring from UptimeRobot to Better Stack in September 2026; alerts go to Sam and Kwame by phone call.

- Status page: `status.fenhale.co.uk` (public, parents check it when booking is slow)
- Heartbeats for the nightly backup job
""")

A("invoicing-freeagent", "Invoicing: FreeAgent", "2026-04-03", ["billing", "barre", "accounts"], """
# Invoicing moved

@S2b@We switched term invoicing from Xero to FreeAgent on 1 April 2026; Xero is read-only now and kept for the accountant.

- barre pushes invoices to FreeAgent through their API, nightly
- Credit notes are still raised by hand by Aoife
""")

A("parent-login", "Parent login", "2026-10-21", ["barre", "auth"], """
@S9b@Magic-link login was deprecated in October; parents now sign in with email and password (passkeys optional).

- Password reset emails expire after 1 hour
- Staff accounts use Google Workspace SSO, unchanged
""")

A("show-ticketing-history", "Show ticketing history", "2026-02-10", ["curtaincall", "show", "history"], """
# Show ticketing before curtaincall

@D1a@For the 2025 show, tickets were sold through TicketSource; curtaincall didn't exist yet.

- TicketSource took a booking fee per ticket, which parents complained about
- The 2025 box office used a paper seating chart
""")

A("knaresborough-timeline", "Knaresborough: timeline", "2026-09-15", ["studios", "knaresborough"], """
@D9a@Through summer 2026, before the lease started, Knaresborough classes ran in Harrogate Studio 3.

- Lease signed in July, fit-out in August (sprung floor, mirrors)
- First classes the week of 7 September
""")

A("exam-results-emails", "Exam results emails", "2026-06-12", ["examdesk", "exams", "email"], """
# Results emails

@N2b@examdesk emails each family their child's result as soon as the mark sheet is keyed in, usually the evening of the exam.

@O2b@examdesk retries a failed results email up to 3 times, then flags it for Aoife.

- Certificates are posted separately by the board
""")

A("mark-sheet-pdfs", "Mark sheet PDFs", "2026-07-01", ["examdesk", "pdf"], """
@F8b@Mark sheet PDFs are rendered with Grover (headless Chrome) from an HTML template in `app/views/mark_sheets/`.

- A4 portrait, one candidate per page
- Font: the school's Lato, embedded
""")

A("chaperones", "Chaperones", "2026-05-20", ["show", "chaperones", "safeguarding"], """
# Chaperones for the show

@A2b@We need one chaperone for every 12 children backstage and at rehearsals.
- Every chaperone needs a current DBS check and a council chaperone licence
- Chaperones sign children in and out; parents never come backstage
""")

A("costume-deposits", "Costume deposits and fees", "2026-05-27", ["wardrobe", "hire", "deposits"], """
# Deposits and fees

@NS9b@Costumes for our own pupils' show are issued without a hire fee.

@NS1b@wardrobe issues the hire invoice automatically as soon as a hire is booked.

@A9a@Costumes are dry-cleaned between hires by Bishops Cleaners on Cold Bath Road.
""")

A("costume-returns", "Costume returns", "2026-07-14", ["wardrobe", "returns"], """
# Returns

@N3b@Refund costume deposits by bank transfer once Margaret has checked the costume.
- Returns are logged by scanning the QR label
- Missing accessories (headpieces, gloves) are noted on the hire, not charged separately
""")

A("ticket-refunds", "Ticket refunds", "2026-05-02", ["curtaincall", "tickets", "refunds"], """
@NS6a@No refunds on show tickets after the performance; we offer credit towards next year's show instead.

- Refunds are processed by Sam from the curtaincall admin (Stripe refund)
""")

A("snow-days", "Snow days", "2026-01-08", ["classes", "weather"], """
@NS5a@Classes are not cancelled for snow unless North Yorkshire Council closes the schools.

- Teachers who can't get in: the office covers with a colleague or cancels that class only
- Post a notice on the status page and the parents' WhatsApp groups
""")

A("cancellations", "Class cancellations", "2026-02-24", ["barre", "classes", "sms"], """
# Cancellations

@F7a@When a class is cancelled, parents are told by text and email.

@N8b@barre automatically cancels a class that has fewer than 4 bookings 24 hours before it starts.

- Cancelled classes get a make-up date where possible
""")

A("photo-sharing", "Photo sharing", "2026-03-27", ["safeguarding", "photos"], """
@A10b@Photos only go on Instagram or Facebook for children whose consent box is ticked (it's per child).

@NS10a@No pupil's full name appears on the public website.
""")

A("barre-upgrade-notes", "barre upgrade notes (August)", "2026-08-26", ["barre", "upgrade"], """
# August upgrade

@F1b@barre runs Django 5.2 (LTS); moving to 6.0 is not planned before summer 2027.
@D7b@barre runs on Python 3.12.
@O10b@barre's database is Postgres 16.
- Took one evening; two deprecated settings removed
""")

A("git-notes-examdesk", "examdesk git notes", "2026-04-28", ["examdesk", "git"], """
@NS4a@The agent doesn't merge examdesk PRs; Kwame merges them after review.

- Branches: `kwame/*`, `agent/*`
- Kwame prefers PRs under 300 lines
""")

A("barre-deploys", "barre deploys", "2026-02-05", ["barre", "deploy"], """
# barre deploys

@D8b@Deploys to barre are automatic on merge to main.
@NS3b@The deploy workflow runs whenever main changes, whatever the day or time.
- Rollback: re-run the previous deploy from the Actions tab
""")

A("examdesk-ci", "examdesk CI", "2026-03-19", ["examdesk", "ci"], """
@R3b@examdesk's test pipeline runs on CircleCI (`.circleci/config.yml`), rspec split across 2 containers.

- Rubocop runs in the same job; failures block merge
""")

# ---------- fillers (no labelled claims) ----------
A("ripon-studio", "Ripon studio", "2026-01-27", ["studios", "ripon"], """
# Ripon studio

- One studio above the Co-op; stairs only, so no baby ballet here
- Wi-Fi is a 4G router; card payments at the desk use the SumUp reader
- Key safe code is in 1Password ("Ripon")
""")

A("sound-systems", "Studio sound systems", "2026-02-12", ["studios", "equipment"], """
- Every studio has a Bluetooth amp; the pairing PIN is on a sticker under the amp
- Exam music must be played from the board's official recordings, not streaming
- Studio 3 (Harrogate) also has a wired piano for ballet grades
""")

A("show-programme", "Show programme", "2026-05-11", ["show", "programme"], """
# Show programme

- Programme goes to the printer three weeks before the first performance
- Class lists for the programme are exported from curtaincall, first names only
- Ads: quarter page £40, half page £70, full page £120
""")

A("term-dates-2026", "Term dates 2026/27", "2026-06-05", ["terms", "calendar"], """
- Autumn term 2026: 7 September - 12 December (half term 26-30 October)
- Spring term 2027: 4 January - 27 March
- Summer term 2027: 12 April - 17 July
""")

A("exam-uniform", "Exam uniform", "2026-03-05", ["exams", "uniform"], """
- Candidates wear the regulation leotard colour for their grade; the chart is on the office wall
- Hair in a bun for ballet, no jewellery for any exam
- Uniform is bought from the shop in town, not through wardrobe
""")

A("barre-admin-tips", "barre admin tips (for Aoife)", "2026-04-16", ["barre", "admin"], """
- Moving a pupil between classes: open the child, not the class, and use "Move"
- Bulk emails to a class go from the class page; they are logged on each family
- Waiting list offers expire after 48 hours
""")

A("wardrobe-qr-labels", "wardrobe QR labels", "2026-09-08", ["wardrobe", "stocktake"], """
- QR labels encode `https://hire.fenhale.co.uk/c/<id>`
- Labels are printed on the Brother printer in the costume store
- Re-labelling after dry cleaning is not needed; labels are heat-proof
""")

A("payroll", "Payroll", "2026-01-30", ["office", "payroll"], """
- Teachers' hours go to the payroll bureau by email on the 20th
- barre does not hold teachers' pay rates; don't add them
""")

A("medical-notes", "Medical notes on registers", "2026-02-27", ["barre", "safeguarding"], """
- Medical notes (allergies, asthma, epilepsy) show as a red flag next to the child's name
- Only teachers of that class and the office can see the detail
- Notes are reviewed with families at the start of each academic year
""")

A("stripe-accounts", "Stripe accounts", "2026-03-14", ["payments", "stripe"], """
- barre and curtaincall share one Stripe account (descriptor FENHALE DANCE)
- wardrobe has its own Stripe account (descriptor FENHALE HIRE) so hire income is separate
- Webhook secrets are per app, in each app's 1Password entry
""")

A("adult-classes", "Adult classes", "2026-09-29", ["classes", "adults"], """
- Adult beginners ballet at Harrogate on Thursdays; adult tap at Knaresborough on Mondays
- Adults can pay per class (£9) or per term
- No exams for adults unless they ask; the boards do have adult awards
""")

A("workshops", "Holiday workshops", "2026-07-21", ["classes", "workshops"], """
- Summer holiday workshops: three days each, musical theatre and street
- Booked in barre as one-off events, paid by card at booking
- Workshops don't count towards term fees or sibling discounts
""")

A("curtaincall-ads-form", "curtaincall programme ads form", "2026-04-22", ["curtaincall", "programme"], """
- Businesses upload artwork as PDF or PNG, max 10 MB
- Ads are invoiced after the show; nothing is taken at submission
- Artwork deadline is five weeks before the show
""")
