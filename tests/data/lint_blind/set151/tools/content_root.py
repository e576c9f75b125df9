# Root Claude Code auto-memory files. Claim lines are written as {{ID|text}} on a line of their own.
# (filename, name, description, type, title, hook, body)
ROOT = []

def R(fname, name, desc, typ, title, hook, body):
    ROOT.append((fname, name, desc, typ, title, hook, body.strip("\n") + "\n"))

R("reference_pupbase.md", "pupbase-overview",
  "pupbase: the puppy records app, stack, hosting, deploys", "reference",
  "pupbase overview", "puppy records app: stack, hosting, deploy routine", r"""
# pupbase

pupbase is the branch's puppy record system: litters, puppies, walkers, visits, weights, vaccinations.
Repo: `github.com/harrowden-puppies/pupbase`. Marek maintains it; Sian is the main admin user.

## Stack
{{PB_PY|- Python 3.12 (`.python-version`), Django 5.1}}
{{PB_PG|- Database: Postgres 16}}
{{PB_DSN|- DSN: `postgres://pupbase@db1.harrowden.internal:5432/pupbase`}}
{{PB_JOBS|- Background jobs: Celery with a Redis broker (weight-chart PDFs, visit reminders)}}
{{PB_ERR|- Error tracking: Sentry (project `pupbase-prod`)}}
- gunicorn binds `127.0.0.1:8001`; Caddy terminates TLS in front of it
- CI: GitHub Actions, pytest + ruff on every push
- Static files are collected into `/srv/pupbase/static` and served by Caddy

## Hosting and deploys
{{PB_HOST|- Runs on the DigitalOcean droplet `pb-01` (LON1), 2 vCPU / 4 GB}}
{{PB_DEPLOY|- Deploys: `make deploy` from a clean checkout of main}}
{{PB_MIG|- Migrations run automatically as part of `make deploy`}}
- Rollback = redeploy the previous tag; there is no blue/green

## Data model notes
- A puppy has exactly one current walker; transfers keep the walker history
- Litters are named by letter (the M litter, the N litter) and puppies inherit the letter
- Weights are stored in grams, shown in kg on the growth chart
""")

R("reference_walkerportal.md", "walkerportal-overview",
  "walkerportal — the walkers' self-service site (visits, expenses, kit requests)", "reference",
  "walkerportal overview", "walkers' self-service site: stack, email, sign-in", r"""
# walkerportal

Self-service site for puppy walkers: upcoming PDA visits, kit requests, the handbook.
SvelteKit app, talks to pupbase's API for puppy data.

{{WP_PM|- Package manager: pnpm (`pnpm-lock.yaml` is committed)}}
- Node 22 LTS
{{WP_MAIL|- Transactional email (password resets, visit confirmations): Postmark, server `walkerportal-prod`}}
{{WP_SESS|- Walker sessions time out after 30 minutes idle}}
{{WP_LOGIN|- Walkers sign in with email and password; there is no social login}}
{{WP_DEPLOY|- Deployed with Docker Compose on the Hetzner VM `hv-01`}}
- Kit requests can be exported as CSV for the office
- Kit requests (crates, harness, coats) go to the office inbox as well as the portal queue

Walkers who forget their password can also ring the office; Sian can trigger a reset from the admin screen.
""")

R("reference_visitapp.md", "visitapp-overview",
  "visitapp — the PDAs' offline visit-report app", "reference",
  "visitapp overview", "PDA visit-report app: platform, photos, distribution", r"""
# visitapp

Flutter app the puppy development advisors (PDAs) use on home visits. Works offline; syncs to pupbase.

{{VA_REPORTS|- Every PDA home visit is written up in visitapp}}
{{VA_PLATFORM|- Android only: the PDAs all have work Samsung A35 phones}}
- Flutter 3.24, Dart 3.5
{{VA_PHOTO|- Photos are downscaled to 1600 px on the long edge before upload}}
{{VA_LOCK|- Submitted visit reports are locked; PDAs cannot edit them afterwards}}
{{VA_CRASH|- Crash reports: Firebase Crashlytics}}
{{VA_DIST|- Builds reach the PDAs through Firebase App Distribution}}
{{VA_MERGE|- PRs are squash-merged into `main`}}

Offline queue: reports wait in local SQLite until the phone has signal. The sync is idempotent per
report UUID, so a double tap on "Send" is harmless.
""")

R("reference_classbook.md", "classbook-overview",
  "classbook — bookings for puppy training classes and SMS reminders", "reference",
  "classbook overview", "training-class bookings and reminder texts", r"""
# classbook

Small Flask app for booking puppy training classes. Repo `harrowden-puppies/classbook`.

## Runtime
{{CB_PY|- Python 3.10 (the VM's system interpreter)}}
{{CB_DB|- Storage: SQLite at `/srv/classbook/classbook.db`}}
{{CB_PORT|- gunicorn on `127.0.0.1:8002` behind Caddy}}
{{CB_CI|- CI: GitHub Actions (`.github/workflows/ci.yml`)}}
{{CB_ERR|- Errors: Sentry (project `classbook`)}}

## Classes
{{CB_CAP|- Foundations class: max 8 puppies}}
{{CB_PUBLIC|- Taster sessions can be booked by anyone through the public booking page}}
- Walkers see only the classes that match their puppy's age band

## Reminders
{{CB_SMS|- Reminder SMS goes out 24 hours before the class starts}}
{{CB_TWILIO|- SMS: Twilio, alphanumeric sender `HARROWDEN`}}

```
# .env on hv-01 (values redacted)
SMS_REMINDER_HOURS=24
TWILIO_SENDER=HARROWDEN
```
""")

R("reference_donations.md", "donations-overview",
  "donations — donate site, sponsor-a-puppy, Gift Aid", "reference",
  "donations overview", "donate site, sponsorships, Gift Aid, newsletter", r"""
# donations

The branch's donate site and sponsor-a-puppy scheme. Astro site plus a tiny webhook worker.

{{DN_HOST|- Hosting: Cloudflare Pages (project `donate-harrowden`)}}
{{DN_CHECKOUT|- One-off donations: Stripe Checkout}}
{{DN_DD|- Monthly sponsor-a-puppy gifts: Stripe BACS Direct Debit}}
{{DN_WEBHOOK|- The webhook worker re-queues a failed Stripe event up to 5 times before alerting}}
{{DN_GA_FREQ|- Gift Aid claims go to HMRC monthly through Charities Online}}
{{DN_GA_ALL|- Gift Aid is claimed on every eligible sponsor gift}}
{{DN_NEWS|- Sponsor newsletter: Mailchimp, audience "Harrowden sponsors"}}
{{DN_SHARE|- Donor emails are shared with the national charity's CRM every month}}

Sponsors get a puppy "postcard" each quarter with a photo and a few lines from the walker.
""")

R("reference_infra.md", "infra-overview",
  "infra: VM, backups, DNS, monitoring, secrets", "reference",
  "Infrastructure", "branch VM, backups, DNS, monitoring, secrets", r"""
# Infrastructure

- Hetzner CX32 `hv-01` (Falkenstein) runs classbook and walkerportal under Docker Compose, Caddy in front
{{IN_BACKUP|- Nightly `pg_dump` of the Postgres databases to Backblaze B2, kept for 30 days}}
{{IN_DNS|- DNS for harrowden-puppies.org.uk is managed at 123-reg}}
{{IN_UPTIME|- Uptime monitoring: UptimeRobot (free plan, 5-minute checks)}}
{{IN_SECRETS|- Secrets live in the branch Bitwarden organisation vault}}
- SSH only with keys; Marek and Ruth have accounts, nobody else
{{IN_WP|- The branch website (WordPress) is hosted on Krystal, shared plan}}
- Google Workspace for Nonprofits for the branch mailboxes

Restores were tested in September (pupbase into a scratch DB, 11 minutes end to end).
""")

R("reference_branch.md", "branch-rules",
  "branch rules: puppies, visits, food, travel, mileage", "reference",
  "Branch rules for puppy walking", "how puppies are placed, visited, fed and moved", r"""
# Harrowden branch: puppy walking rules

These are the rules the branch works to; the walker handbook says the same thing in friendlier words.

## Placement and visits
{{BR_PLACE|- Puppies go to their walkers at 8 weeks old}}
{{BR_VISIT|- Under-6-month puppies: PDA home visit every 4 weeks}}
{{BR_WEIGH|- Puppies are weighed at every PDA visit}}
{{BR_REPORT|- Visit reports are due within 48 hours of the visit}}
{{BR_CLASSES|- Puppies start classes after their second vaccination}}
{{BR_LOST|- Lost puppy: ring Ruth straight away, not the PDA on the rota}}

## Care at home
{{BR_FOOD|- The branch supplies the puppy food; walkers collect it from the office}}
{{BR_RAW|- No raw feeding, at any age}}
{{BR_CAR|- Puppies travel in a crate or harnessed on the back seat, never loose in the footwell}}

## Money
{{BR_MILES|- Walker mileage is reimbursed at 45p per mile}}
- Vet bills go straight to the branch account; walkers never pay them
""")

R("reference_people.md", "people",
  "Who is who in the branch and who to ask", "reference",
  "People", "staff, PDAs, volunteers and who owns what", r"""
# People

- Ruth Adeyemi: puppy walking manager, owns the branch budget and all welfare decisions
- Sian Pritchard: PDA (north patch) and pupbase admin
- Callum Reid: PDA (south patch), runs the Thursday classes
- Marek Nowak: volunteer developer, maintains pupbase, classbook, walkerportal and visitapp
- Joy Tembo: fundraising lead (volunteer), owns the newsletter and the summer fun day
- Dave Hollis: treasurer, pays expense claims

Out of hours the PDA rota phone is carried by Sian or Callum on alternate weeks.
""")

R("reference_glossary.md", "glossary",
  "Glossary: PDA, foundations, adolescents, the letters", "reference",
  "Glossary", "terms the branch uses", r"""
# Glossary

- **PDA**: puppy development advisor, the staff member who visits and supports walkers
- **Foundations**: the first class block, for puppies up to about 16 weeks
- **Adolescents**: the 6–12 month class block
- **Breeding centre**: where litters are born and from where puppies come to the branch
- **Litter letter**: every puppy in a litter gets a name starting with the same letter
- **Recall to training**: the day a dog leaves its walker for formal training, usually at 12–16 months
""")

R("user_marek.md", "marek-profile",
  "Marek, volunteer developer: background, tools, availability", "user",
  "Marek (volunteer dev)", "background, tools, when he's around", r"""
Marek Nowak is a volunteer developer (day job: backend engineer at an insurer). Writes Python and Dart.

{{MK_EDITOR|- Marek's editor is VS Code with the Flutter and Python extensions}}
- Works on branch systems on Tuesday evenings and some Sunday mornings
- Prefers small PRs with a short description over long design docs
- Not a dog person himself, so explain puppy-walking terms when they come up
""")

R("user_ruth.md", "ruth-profile",
  "Ruth, puppy walking manager: what she needs from the systems", "user",
  "Ruth (puppy walking manager)", "what Ruth needs and how she reads things", r"""
Ruth Adeyemi manages the puppy walking programme for the branch. Not technical, very organised.

- Reads everything on her phone between visits
- Wants to know what changes for walkers before anything else
- Signs off any change that touches welfare data (vaccinations, vet notes, visit reports)
""")

R("feedback_git.md", "git-workflow",
  "How PRs are merged and what never to do with git", "feedback",
  "Git workflow", "merge habits per repo and git don'ts", r"""
{{GIT_REBASE|pupbase PRs are merged with "rebase and merge" so every commit lands on main as written.}}
**Why:** Marek bisects pupbase a lot and wants the small commits.

{{GIT_VA|Don't squash-merge visitapp PRs: the release-notes script reads the individual commit messages.}}

{{GIT_FORCE|Never force-push to main, on any repo.}}
**How to apply:** if history on main looks wrong, open a revert PR instead.
""")

R("feedback_deploys.md", "deploy-timing",
  "When it is fine to deploy pupbase and the other apps", "feedback",
  "Deploy timing", "when deploys are welcome", r"""
{{DEP_FRI|Friday deploys of pupbase are fine; almost nobody uses it at the weekend.}}
**Why:** Marek sometimes finishes a change late in the week and doesn't want to sit on it over the weekend.
**How to apply:** still announce the deploy in the #systems chat.

classbook deploys should avoid Thursday afternoons, because classes start at 18:30 and walkers book late.
""")

R("feedback_reply_style.md", "reply-style",
  "How to write summaries for Ruth and the team", "feedback",
  "Reply style", "plain summaries, walker impact first", r"""
{{STY_PLAIN|Summaries for Ruth are in plain English with no jargon; spell out what changes for walkers first.}}
**Why:** she forwards them to the PDAs and sometimes to walkers.
**How to apply:** no code in summaries for Ruth, one short paragraph, then bullets if needed.
""")

R("feedback_testing.md", "testing",
  "Testing habits for the branch repos", "feedback",
  "Testing", "tests before PRs, fixtures", r"""
Run the test suite locally before opening a PR; CI is slow on the free runners.

- pupbase tests use factory_boy fixtures, never the production dump
- classbook has almost no tests; add one for any bug you fix
**Why:** a booking bug in May double-booked the hall and nobody noticed for a week.
""")

R("feedback_privacy.md", "privacy",
  "Walker and donor data handling rules", "feedback",
  "Privacy", "what may be shared with whom", r"""
{{PRIV_ADDR|Never share walker home addresses with fundraising volunteers.}}
**Why:** two walkers complained in 2025 after being leafleted at home.
**How to apply:** fundraising exports from pupbase must drop the address columns.

Test data in screenshots must be the fixture walkers (Alice Test, Bob Test), never real names.
""")

R("feedback_puppy_language.md", "puppy-language",
  "Words to use in anything walker-facing", "feedback",
  "Walker-facing wording", "walker, not owner; the charity's dog", r"""
{{LANG_OWNER|Say "puppy walker", never "owner": the charity owns every dog.}}
**Why:** walkers get attached and the handover at recall is easier if the wording has been clear all along.
**How to apply:** check email templates and portal copy for "owner" before merging.
""")

R("feedback_migrations.md", "migrations",
  "How database migrations get applied", "feedback",
  "Migrations", "how migrations reach production", r"""
{{MIG_HAND|Never run migrations automatically on deploy; Marek applies them by hand after the backup finishes.}}
**Why:** a migration in 2025 locked the visits table for ten minutes during PDA write-ups.
**How to apply:** leave `migrate` out of any deploy script you touch.
""")

R("feedback_commit_messages.md", "commit-messages",
  "Commit message style for the branch repos", "feedback",
  "Commit messages", "short imperative subjects, no trailers", r"""
Commit subjects: imperative, under 70 characters, prefixed with the area (`visits:`, `sms:`, `expenses:`).
No Co-Authored-By trailer. Reference the GitHub issue number when there is one.
""")

R("project_newsletter.md", "sponsor-newsletter",
  "Sponsor newsletter: content rules and who writes it", "project",
  "Sponsor newsletter", "content rules and who writes it", r"""
Joy writes the sponsor newsletter; Ruth checks anything about individual puppies.

{{NL_PHOTO|Every issue carries at least one puppy photo sent in by a walker.}}
- Keep it under 600 words; sponsors read it on their phones
- Litter news goes first, fundraising asks last
""")

R("project_expenses.md", "walker-expenses",
  "Walker expense claims: where they go now", "project",
  "Walker expenses", "how walkers claim expenses", r"""
{{EXP_PORTAL|Paper expense forms are no longer accepted; since 1 July every claim goes through walkerportal.}}
Dave (treasurer) approves claims in the portal and pays them in the monthly BACS run.

**Why:** paper forms got lost between the office and Dave, and scanning them took Sian an afternoon a month.
""")

R("project_class_payments.md", "class-payments",
  "How class fees are paid", "project",
  "Class payments", "how walkers pay for classes", r"""
{{PAY_ONLINE|No more cash at classes: since September class fees are paid online through classbook (SumUp payment links).}}
The fee is still £3 a class; foundations blocks can be paid in one go.
""")

R("project_api_v2.md", "pupbase-api-v2",
  "pupbase API v2 and the end of v1", "project",
  "pupbase API v2", "the v2 API and what it replaced", r"""
{{API_V2|`/api/v1/puppies` was shut down on 2026-09-30; every client reads `/api/v2/puppies` now.}}
v2 adds the walker history and drops the free-text notes field (PDAs' notes stay inside pupbase).

Tokens are per client: `walkerportal`, `visitapp`, `classbook`. Rotate them in Bitwarden.
""")

R("project_gift_aid.md", "gift-aid",
  "Gift Aid handling for branch donations", "project",
  "Gift Aid", "declarations and claims", r"""
Declarations are captured on the donate form (checkbox + address) or on paper at events.
Dave keeps the paper declarations in the locked cabinet for six years.
""")

R("project_summer_fun_day.md", "summer-fun-day",
  "Summer fun day: results and lessons", "project",
  "Summer fun day", "results and lessons from the fun day", r"""
{{FUN_2026|The 2026 summer fun day (12 July, Kettlebrook rec) raised £4,850 including Gift Aid.}}
- Best earners: dog show entries, the tombola, "meet a puppy" photo stand
- Next year: card reader at the gate, queues at the cash table were long
""")

R("project_inductions.md", "walker-inductions",
  "New walker induction evenings", "project",
  "Walker inductions", "induction evenings for new walkers", r"""
{{IND_ZOOM|Walker induction evenings are held on Zoom (branch Pro account).}}
- Run by Ruth and one PDA, about 90 minutes
- New walkers get the handbook PDF and a kit list beforehand
""")

R("project_pupbase_roadmap.md", "pupbase-roadmap",
  "pupbase: what's planned next", "project",
  "pupbase roadmap", "next features for the puppy records app", r"""
- Vaccination due-date alerts for PDAs (spring 2027)
- Growth-chart comparison against litter mates
- Recall-to-training checklist, shared with the training centre
- Maybe: walker availability calendar, if the PDAs ask for it again
""")

R("reference_vets.md", "vets",
  "Vet practice and what it handles for the branch", "reference",
  "Vets", "which vets and what they do", r"""
{{VET_ABBEY|All puppy vaccinations are done at Abbey Vets, Kettlebrook.}}
- The branch has an account there; walkers show the puppy's ID card at reception
- Out of hours: the practice's emergency line diverts to Vets Now in Northgate
""")

R("reference_class_venues.md", "class-venues",
  "Where and when classes run", "reference",
  "Class venues", "where and when classes run", r"""
# Class venues

| Venue | Day | Time | Blocks |
|---|---|---|---|
{{VEN_ROW|| St Aidan's Hall, Kettlebrook | Thursday | 18:30–20:30 | foundations, adolescents |}}
| Kettlebrook rec (field) | Saturday, monthly | 10:00–11:30 | town walk + field recall |

Hall keys: Callum has one, the other is in the office key safe.
""")

R("reference_walker_handbook.md", "walker-handbook",
  "Walker handbook: house rules for puppies", "reference",
  "Walker handbook (house rules)", "what walkers are told about home life", r"""
# Walker handbook: house rules (summary)

{{HB_UP|- Puppies are not allowed upstairs}}
{{HB_LEAD|- Puppies are never let off lead in unfenced areas}}
{{HB_PETS|- Pet dogs stay at home on class nights; they are not allowed in the hall}}
- No tug games with the lead
- Puppies sleep in their crate at night from day one
""")

R("reference_sms.md", "sms",
  "Text messages the branch sends and from which system", "reference",
  "SMS", "which system texts whom", r"""
- classbook: class reminders and cancellations
- pupbase: nothing by text; visit reminders are emails
- Credit is topped up by Marek when the balance drops under £20
""")

R("user_sian.md", "sian-profile",
  "Sian, PDA and pupbase admin", "user",
  "Sian (PDA, pupbase admin)", "what Sian does in the systems", r"""
Sian Pritchard is a PDA for the north patch and the day-to-day pupbase admin.

- Adds new litters and walker placements in pupbase
- Resets walkers' portal passwords
- Prefers screenshots over written instructions
""")

R("feedback_issue_triage.md", "issue-triage",
  "How to label and triage GitHub issues", "feedback",
  "Issue triage", "labels and priorities", r"""
Welfare-affecting bugs (visit reports, vaccination dates) get the `welfare` label and go first.
Cosmetic portal bugs wait for the monthly tidy-up evening.
""")

R("reference_kit.md", "kit-stock",
  "Puppy kit the branch lends out and where it is kept", "reference",
  "Puppy kit", "what kit walkers get and where it lives", r"""
- Every new walker gets a crate, a puppy harness, a coat, two bowls and a lead with a training tab
- Crates come in two sizes; the large ones are stored in the garage behind the office
- The kit cupboard is stock-checked every 4 weeks by a volunteer
- Harness sizes are logged against the puppy in pupbase so the next size can be ordered in time
""")

R("project_walker_survey.md", "walker-survey",
  "Autumn 2026 walker survey: what walkers said", "project",
  "Walker survey 2026", "what walkers asked for in the survey", r"""
Autumn survey, 41 of 58 walkers answered.

- Most asked-for change: a way to see the next PDA visit date without phoning the office
- Second: more Saturday socialisation walks in town
- Several walkers found the portal menus confusing on phones; Marek has an issue open for it
- Nobody asked for an app; the portal in a phone browser is fine for them
""")

R("feedback_screenshots.md", "screenshots",
  "Use screenshots when explaining things to Sian and the PDAs", "feedback",
  "Screenshots for PDAs", "show, don't describe, for admin steps", r"""
When writing instructions for Sian or the PDAs, include annotated screenshots of each step.
**Why:** Sian said written steps "lose her by step three".
**How to apply:** keep screenshots in the shared drive folder `Systems how-to`, with fixture data only.
""")
