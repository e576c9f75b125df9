# Root Claude Code auto-memory files: filename -> (name, description, type, body)
# Claim lines are prefixed with @ID@ ; build.py strips the prefix.
ROOT = {}

def R(fn, name, desc, typ, body):
    ROOT[fn] = (name, desc, typ, body.strip("\n") + "\n")

R("reference_barre.md", "barre-overview",
  "barre: class bookings, term enrolment and billing for all three studios", "reference", """
# barre (bookings + term billing)

Django app that parents use to book classes, enrol for a term and pay. Admin side is used by
Aoife in the office and by teachers for registers. Repo: `github.com/fenhale/barre`.

## Stack
@F1a@- Django app with a server-rendered parent portal (HTMX, no SPA)
@V1b@- Database: `postgres://barre@pg.fenhale.co.uk:5432/barre`
- Redis on `cache1.fenhale.internal:6379` (sessions, rate limits)
@R9a@- Background jobs: Celery workers + Celery beat, broker is the same Redis
@D5b@- Error tracking: Sentry (project `barre`, EU region)

## Parents & payments
@S9a@- Parents sign in with a magic link sent to the email on the family account
@R6a@- Term fees by Direct Debit go through GoCardless (one mandate per family)
- Card payments (trial classes, one-off workshops) use Stripe Checkout
@NS7b@- The payment page shows the last four digits of the family's saved card (pulled from Stripe)
@V8b@- Overdue reminder: 7 days after the due date, then a second one at 21 days
@S2a@- Term invoices are created in Xero by barre's nightly sync job
- Sibling discount: 10% off the second child's term fee, 15% off the third

## Messaging
@R1a@- Transactional email (receipts, booking confirmations, invoices) goes out via Postmark
@R8a@- SMS: Twilio, alphanumeric sender ID `FENHALE`
- Newsletters are NOT sent from barre; Aoife uses Mailchimp for those

## Admin
@O3a@- Staff admin sessions expire after 8 hours (a teacher's whole teaching day)
- Teachers only see registers for the classes they teach
""")

R("reference_classes.md", "class-timetable",
  "Class structure: grades, lengths, class sizes, registers", "reference", """
# Classes and timetable

Term-time weekly classes at all three studios. Syllabus follows the exam boards (RAD for ballet,
ISTD for tap and modern), plus non-exam street dance and adult classes.

## Lengths
- Baby ballet (2.5-4 yrs): 30 minutes, parent stays in the room
@D6b@- Pre-primary ballet: 30 minutes
- Primary ballet: 45 minutes
@V2b@- Grade 3 ballet: 45 minutes, max 14 pupils
@O1a@- Grade 5 ballet: 60 minutes
- Grade 6 and above: 75 minutes, includes pointe preparation from Grade 6
- Tap (all grades): 45 minutes
- Adult beginners ballet: 60 minutes, Thursday evenings

## Sizes
@A8a@- Primary ballet caps at 12 pupils; waiting list opens automatically after that
- Street dance: max 20
- Adult classes: max 16

## Exams
@F2a@- Graded exams are offered in ballet, tap and modern; street dance is non-exam

## Registers
@S6a@- Registers are printed from barre every Monday morning and left in each studio's folder
- Absences are phoned or emailed to the office, never texted to teachers' own phones
""")

R("reference_examdesk.md", "examdesk-overview",
  "Graded exam entries, candidate lists and mark sheets (examdesk)", "reference", """
# examdesk

Rails app for graded exam entries (RAD ballet, ISTD tap/modern). Used by Joanna and Aoife three
times a year around the exam sessions.

## Stack
@A7a@- Ruby on Rails 7.2, Ruby 3.3
- Postgres database `examdesk` on `db1.fenhale.internal`
@R2a@- Errors: Sentry (project `examdesk`)
@R3a@- CI: GitHub Actions (`.github/workflows/ci.yml`: rspec + rubocop)
- Hosted on its own Hetzner VM, behind Caddy

## Entries
@V3a@- Entries close 6 weeks before the first exam day of a session; examdesk locks the list then
@S4a@- Entries go to the board as a CSV upload over SFTP (`sftp.entries` credentials in 1Password)
@N6a@- examdesk does not store a candidate's date of birth, only the age band the board asks for
@S10a@- Exam fees are paid by card at entry time via Stripe Checkout
- A candidate can only be entered once per grade per session

## Results
@F8a@- Mark sheets are exported as PDFs from examdesk
@N2a@- Results are never sent to families before the board publishes them
""")

R("reference_curtaincall.md", "curtaincall-overview",
  "End-of-year show tickets, rehearsals and chaperones (curtaincall)", "reference", """
# curtaincall

Next.js app for the summer show: ticket sales, rehearsal schedule, chaperone rota, programme
ads. Busy April-July, dormant the rest of the year.

## Stack
- Next.js 15 (app router), TypeScript, Prisma on Postgres
@R4a@- Package manager: pnpm (lockfile `pnpm-lock.yaml`; do not commit a `package-lock.json`)
@O5b@- curtaincall reports errors to Sentry (project `curtaincall`)
@S5a@- Deploy with `make deploy` from a clean checkout of main

## Tickets
@F4a@- curtaincall sells tickets for the summer show
@V5a@- Ticket cap: 6 tickets per household per performance
@V10a@- A seat is held for 10 minutes while the buyer is in checkout
@N7a@- Tickets are not transferable between performances.
- Box office staff can override the cap (logged in the audit table)

## Rehearsals
@O9b@- Rehearsal schedules are emailed to parents 3 weeks before show week, one per class
- Dress rehearsal is the Thursday before the first performance
""")

R("reference_wardrobe.md", "wardrobe-overview",
  "Costume catalogue, hire bookings, deposits and returns (wardrobe)", "reference", """
# wardrobe (costume hire)

Laravel app for hiring out the costume stock (about 1,400 costumes) to our own families for
shows and to other dance schools.

## Stack
@D3b@- Laravel 11 app, MySQL 8
@V6b@- PHP 8.3 (FPM), Composer 2
@O4a@- CI: Woodpecker on the office NUC (`ci.fenhale.lan`)
@O5a@- wardrobe errors go to Flare (Laravel's error tracker), not Sentry
@S3a@- Costume photos: S3 bucket `fh-costumes` (eu-west-2), served through CloudFront

## Hire rules
@V4a@- Deposit: £25 per costume, refunded on return
@NS9a@- Costumes are not hired out to other schools without a deposit being paid first
@N9a@- No late fees on returns; Aoife chases late costumes by phone

| Hire type | Period | Notes |
|---|---|---|
| Single costume | 14 days | collect from Harrogate |
@V9a@| Group set (6+ costumes) | 21 days | matched sizes, one invoice |
| Show week (own pupils) | show week only | issued by class teacher |

Damaged costumes are assessed by Margaret (wardrobe mistress) before any deposit is kept.
""")

R("reference_infra.md", "infra-overview",
  "Infra: where things run: hosting, backups, monitoring", "reference", """
# Infra overview

Small setup, looked after by Sam with Kwame covering Tuesdays/Thursdays.

## Hosting
@S1a@- barre: Heroku (EU region), two standard-1x web dynos + one worker dyno
- examdesk: Hetzner CX32 in Falkenstein, Caddy in front
@R5a@- curtaincall: Fly.io, region `lhr`, scales to zero outside show season
@A3a@- wardrobe: Hetzner CX22 (Falkenstein), nginx + PHP-FPM
- DNS: Cloudflare (fenhale.co.uk and fenhaledance.co.uk)

## Backups
@F6a@- Nightly `pg_dump` / `mysqldump` of every app database
@V7a@- Backup retention: 30 days of nightlies, plus the 1st of each month kept for a year
@R10a@- Offsite copies go to Backblaze B2, bucket `fh-db-backups` (EU Central)

## Monitoring
@S7a@- Uptime checks: UptimeRobot, 5-minute interval, alerts to Sam's phone
- Logs: each app's own logs; no central log store yet
""")

R("reference_studios.md", "studios",
  "The three studios: addresses, rooms, who runs them", "reference", """
# Studios

- Harrogate (HGT): head office, Studios 1-3, costume store in the basement
- Ripon (RPN): one studio above the Co-op, Tuesday-Saturday
@F9a@- Knaresborough (KNB): two studios, Gracious Street
@A1a@- Knaresborough opened on 2026-09-07 (first week of the autumn term)
@D2b@- All three studios book through barre; the studio is a field on each class
- Studio codes (HGT/RPN/KNB) are used in class codes, e.g. `HGT-G3B-TUE`
""")

R("reference_people.md", "people",
  "Who is who at the school and on the tech side", "reference", """
# People

- Joanna Hale: principal, owns exam entries and the show
- Aoife Brennan: office manager; runs barre admin, term billing, costume hire desk
- Sam Pereira: part-time developer, owns all four apps
- Kwame Mensah: contract developer, Tuesdays and Thursdays, mostly examdesk and wardrobe
- Margaret Ellis: wardrobe mistress (volunteer, two days a week)
- Teachers: 11 across the three studios; only heads of department get admin in barre
""")

R("reference_glossary.md", "glossary",
  "Glossary: dance school words the agent keeps tripping on", "reference", """
# Glossary

- Session: an exam session (spring, summer, autumn), not a login session
- Class code: studio + class + day, e.g. `RPN-TAP2-SAT`
- Set: a group of matching costumes hired together
- Chaperone: licensed adult supervising children backstage (needs a DBS check)
- Pre-primary / Primary: the RAD levels before Grade 1
- Mark sheet: the examiner's per-candidate result sheet
""")

R("user_sam.md", "user-sam",
  "Sam Pereira, part-time developer and the person the agent works with", "user", """
Sam Pereira, part-time developer (three days a week) for the dance school. Self-taught, strongest in
Python/Django, less sure of Rails and PHP; happy to learn Next.js.

@F10a@- Sam prefers short answers.
@O8a@- Edits in VS Code with the Python and Django extensions
- Works Monday, Wednesday, Friday; Kwame covers Tuesday and Thursday
- Teaches a Saturday street dance class, so never schedule anything risky for Saturday morning
""")

R("user_aoife.md", "user-aoife",
  "Aoife Brennan (office manager) sometimes drives sessions", "user", """
Aoife Brennan, office manager. Not a developer, but drives the agent for admin fixes in barre and
wardrobe (bulk class moves, refunds, exports).

- Explain in plain words, no jargon; show what will change before changing it
- She has admin in barre and wardrobe but no shell access
""")

R("feedback_git.md", "git-workflow",
  "How PRs get merged on barre", "feedback", """
@N1a@Always squash-merge PRs into main on barre; one PR, one commit.

**Why:** Sam bisects a lot and the squashed history reads like a changelog for Joanna.

**How to apply:** use `gh pr merge --squash`; write the squash message as a one-line summary.
Branch names: `sam/<topic>` or `agent/<topic>`.
""")

R("feedback_code_style.md", "code-style",
  "Formatting and linting rules for the Python code", "feedback", """
@R7a@Format barre with Black (line length 100); CI fails on unformatted files.

**Why:** Sam got tired of style nits in review.

**How to apply:** run the formatter before committing; don't reformat files you didn't touch in
the same PR.
""")

R("feedback_testing.md", "testing",
  "Testing rules: what to run, what not to mock", "feedback", """
@F5a@Run the tests before pushing anything.

@N10a@Don't mock the database in barre tests; use the real Postgres test database.

**Why:** a mocked test passed in March while the real migration broke term enrolment for a day.

**How to apply:** fixtures via factory_boy; `pytest --create-db` if the schema changed.
""")

R("feedback_parent_copy.md", "parent-copy",
  "Tone and spelling rules for anything parents read", "feedback", """
@A4a@Always use British English in parent-facing copy (emails, SMS, portal text).

**Why:** a "color" and "program" slipped into the show email and Joanna noticed.

**How to apply:** programme, colour, cancelled, enrol/enrolment; no exclamation marks in billing
emails.
""")

R("feedback_prod_access.md", "prod-access",
  "Production database access rules", "feedback", """
@A6a@The agent must ask Sam before running anything against a production database, even a SELECT.

**Why:** an "innocent" export query locked the bookings table at 5pm on a Monday.

**How to apply:** write the query, show it, wait for a yes. Use the read replica only if Sam says so.
""")

R("feedback_deploys.md", "deploy-rules",
  "When and how to deploy: timing rules per app", "feedback", """
@NS3a@Don't deploy barre on a Monday between 4pm and 8pm; that's the peak booking window after
the weekly timetable email.

@N5a@Never push directly to main on curtaincall; every change goes through a PR, even typo fixes.

**Why:** the show ticket page broke once from a direct push during presale.

**How to apply:** for barre, if a fix is urgent in the window, ask Sam; for curtaincall, open a PR
and ping Sam or Kwame for review.
""")

R("feedback_exam_escalation.md", "exam-escalation",
  "Who to escalate exam entry problems to", "feedback", """
@NS2a@Escalate exam-entry problems to Joanna, not to the exam board directly.

**Why:** the boards only talk to the registered teacher; an email from Sam once went unanswered
for three weeks.

**How to apply:** write a short summary (candidate, grade, session, what went wrong) for Joanna.
""")

R("feedback_commit_messages.md", "commit-messages",
  "Commit message style for all four repos", "feedback", """
Commit messages: imperative mood, under 72 characters, app prefix when it helps (`billing:`,
`tickets:`, `hire:`).

**Why:** Sam reads `git log --oneline` when writing the termly update for Joanna.

**How to apply:** no emoji, no co-author trailers.
""")

R("feedback_migrations.md", "migrations",
  "Rules for database migrations", "feedback", """
@N4a@Don't run migrations on barre during term-time weekday evenings (4-8pm); classes are booking and
registering then.

**Why:** a long `ALTER TABLE` locked registers in Harrogate Studio 2 mid-class.

**How to apply:** run them before 3pm or at weekends; anything touching `bookings` goes to Sam.
""")

R("feedback_texting_parents.md", "texting-parents",
  "Rules for SMS to parents", "feedback", """
@NS8a@Don't text parents about class cancellations before 7am, even if the teacher cancels overnight.

**Why:** complaints about 5am texts after a snow day.

**How to apply:** queue them for 7am; email can go straight away.
""")

R("project_summer_show_2026.md", "summer-show-2026",
  "Summer show 2026: venue, dates, chaperones", "project", """
# Summer show 2026

Three performances, 3-4 July 2026. All classes except baby ballet take part.

@D1b@- All 2026 tickets are sold through curtaincall, including the door sales on the night

@D4b@- curtaincall's seating plan is the Royal Hall (stalls + circle, 1,050 seats)
@A2a@- Chaperone ratio at rehearsals and backstage: 1 adult per 12 children
@S8a@- Chaperone DBS checks are tracked in the Google Sheet "Chaperones 2026"
- Programme ads are sold to local businesses via curtaincall's ad form
- Photographer: booked by Joanna, not through curtaincall
""")

R("project_photo_consent.md", "photo-consent",
  "Photo consent rules for show and class photos", "project", """
@A10a@Only share or publish a pupil's photo if photo consent is ticked for that child in barre.

**Why:** safeguarding policy; two families have court orders restricting images.

**How to apply:** the consent flag is on the child, not the family; check it per child.
""")

R("project_knaresborough_opening.md", "knaresborough-opening",
  "Knaresborough studio opening: what changed in the systems", "project", """
# Knaresborough opening

- New studio code `KNB` added in barre and in the class-code generator
- Timetable: 22 classes a week to start with, mostly pre-primary to Grade 3
- Teachers: two new teachers plus Joanna on Wednesdays
- Costume store stays in Harrogate; KNB families collect there
@D9b@- Knaresborough classes run at the Gracious Street studio
""")

R("project_term_billing.md", "term-billing",
  "Term billing cycle: what happens when", "project", """
# Term billing

@A5a@- Term fees are due on the first day of term
- Invoices go out two weeks before term starts
- Families paying by Direct Debit are collected on the first working day of term
- Withdrawals need half a term's notice; refunds handled by Aoife
""")

R("project_exam_session_nov.md", "exam-session-autumn-2026",
  "Autumn 2026 exam session (November) status", "project", """
# Autumn 2026 exam session

- Exam days: 16-18 November 2026, Harrogate Studios 1 and 2
- 84 candidates entered (ballet 61, tap 23)
- Running order printed from examdesk the week before
- Results expected from the board in mid-December
""")

R("project_costume_stocktake.md", "costume-stocktake",
  "Costume stocktake 2026 and catalogue clean-up", "project", """
# Costume stocktake 2026

- Margaret counted 1,412 costumes in September; 37 written off (moth, tears)
- Each costume gets a QR label linking to its wardrobe page
- Sizes normalised to age bands (5-6, 7-8, ... adult S/M/L)
""")

R("reference_repos.md", "repos",
  "Repositories and where they live", "reference", """
# Repositories

- `fenhale/barre` (GitHub)
- `fenhale/examdesk` (GitHub)
- `fenhale/curtaincall` (GitHub)
- `fenhale/wardrobe` (GitHub, mirrored to the office Gitea for Woodpecker)
- `fenhale/ops` (GitHub): Ansible for the Hetzner boxes, backup scripts
""")

R("reference_exam_boards.md", "exam-boards",
  "Exam boards: RAD and ISTD: contacts and deadlines", "reference", """
# Exam boards

- Ballet exams: RAD; tap and modern: ISTD
- Each board has its own teacher number for Joanna; both are in 1Password ("Exam boards")
- Board deadlines are fixed by the board; our internal close date is earlier
- Results come back as PDFs per candidate, plus a summary sheet
""")

R("feedback_explanations.md", "explanations",
  "How to explain changes to non-developers", "feedback", """
When Aoife or Joanna drive a session, lead with what they will see change, then how.

**Why:** Joanna stopped reading after a paragraph about migrations.

**How to apply:** one sentence outcome, then a short list; no code unless asked.
""")

R("project_gdpr_retention.md", "gdpr-retention",
  "Data retention decisions for pupil data", "project", """
# Pupil data retention

- Former pupils' records are anonymised 2 years after their last class
- Exam results are kept for 7 years (families ask for old certificates)
- Chaperone DBS details are deleted when the chaperone stops volunteering
""")

R("project_registers_history.md", "registers-history",
  "Background on how class registers have been handled", "project", """
# Registers

- Registers list each pupil with medical notes flagged (allergies, asthma)
- Teachers must note late arrivals and early collections
- Missing pupils are phoned by the office within 15 minutes of class start
""")

R("reference_ops_runbook.md", "ops-runbook",
  "Runbook: restarts, restores, who to call", "reference", """
# Ops runbook

## Restarting
- examdesk and wardrobe: `systemctl restart` on the Hetzner boxes (see `fenhale/ops`)

## Restore drill
```bash
# restore the latest barre dump into a scratch DB (example, not the schedule)
pg_restore -d barre_scratch /backups/barre/latest.dump
# retention: 7 days   <- old value from the 2024 script, kept here for reference
```

## Who to call
- Sam first, then Kwame; Joanna only for anything parents will notice
""")
