# Pair definitions for set31 (Calloway Language School).
# Each side: (location, claim_text, extra_text_or_None)
# location: root file name "reference_x.md#Section" (overview), root small file "feedback_x.md",
#           "F:YYYY-MM-DD:category" (remnic), "A:slug" (auto note).
# claim_text may contain "\n": first line is the claim line, the rest is hard-wrapped continuation.
P = []
def p(cls, a, b, note):
    P.append((cls, a, b, note))
C, N = "contradiction", "non_contradiction"

# ---------------- value_slot ----------------
p("value_slot", ("reference_enrol.md#Stack", "- Postgres: `pg-enrol.calloway.internal:5432`, database `enrol`, role `enrol_app`", None),
  ("A:enrol-db-pgbouncer", "The enrol app connects to `pg-enrol.calloway.internal:6432`, i.e. through pgbouncer in transaction mode.", "If you see `prepared statement does not exist`, that is pgbouncer; set `DISABLE_SERVER_SIDE_CURSORS = True`."),
  "V1: enrol Postgres endpoint port 5432 vs 6432 on the same host")
p("value_slot", ("reference_placer.md#Test design", "- Time limit for the full online test: 50 minutes", None),
  ("F:2026-04-09:fact", "The online placement test is timed at 40 minutes end to end; the speaking part is booked separately with a teacher.", None),
  "V2: placement test time limit 50 vs 40 minutes")
p("value_slot", ("reference_visadesk.md#Operations", "- Letter batch cron: `0 7 * * 1-5` (Europe/Dublin)", None),
  ("F:2026-06-18:fact", "visadesk sends out the day's visa letters at 09:30 Dublin time, after the\nregistrar has signed off the batch in the admin screen.", None),
  "V3: visadesk daily letter batch time 07:00 vs 09:30 (hard-wrapped claim)")
p("value_slot", ("reference_slate.md#Limits", "- Max assignment upload: 25 MB per file (`MAX_UPLOAD_MB=25`)", None),
  ("A:slate-upload-limits", "Students can upload assignment files of up to 50 MB each in Slate; longer audio goes through the recorder widget instead.", "Came up because a Cork B2 group kept hitting the limit with phone videos."),
  "V4: Slate per-file assignment upload limit 25 MB vs 50 MB")
p("value_slot", ("reference_hostmatch.md#Stack", "- Ruby 3.2.4 (`.ruby-version`), Rails 7.1", None),
  ("feedback_hostmatch_ruby.md", "hostmatch is pinned to Ruby 3.3.5; use `rbenv local` in the repo, never the system Ruby, when running specs.", "**Why:** bundler silently picked the wrong interpreter twice and native gems broke.\n\n**How to apply:** `rbenv version` before `bundle install` in hostmatch."),
  "V5: hostmatch Ruby version 3.2.4 vs 3.3.5")
p("value_slot", ("reference_enrol.md#Security", "- Staff admin sessions expire after 8 hours idle", None),
  ("F:2026-05-21:decision", "Staff sessions in the enrol admin time out after 30 minutes of inactivity (GDPR audit finding, ticket ENR-412).", None),
  "V6: enrol staff admin idle session timeout 8 hours vs 30 minutes")
p("value_slot", ("reference_placer.md#Integrations", "- Score webhook to enrol retries up to 5 times with exponential backoff", None),
  ("F:2026-07-03:fact", "placer retries the score callback to enrol 12 times before it parks the result in `failed_callbacks`.", None),
  "V7: placer -> enrol score webhook retry count 5 vs 12")
p("value_slot", ("project_homestay_capacity.md", "A homestay host can take at most 2 students at a time; that is a condition of the host insurance policy.", "**Why:** the insurer (policy HS-2291) only covers two paying guests per household.\n\n**How to apply:** reject any placement in hostmatch that would put a third student in the house."),
  ("reference_hostmatch.md#Matching rules", "- Capacity rule: max 3 students per host household (`MAX_STUDENTS_PER_HOST=3`)", None),
  "V8: homestay capacity per host household 2 vs 3 students")
p("value_slot", ("reference_slate.md#Stack", "- slate-api runs on Node 20 LTS", None),
  ("A:slate-api-node-upgrade", "slate-api's Dockerfile is `FROM node:22-alpine` and the CI matrix only tests Node 22.", "Upgrade PR was SLATE-318; `sharp` needed a rebuild, nothing else."),
  "V9: slate-api Node version 20 vs 22")
p("value_slot", ("reference_fees.md#Refunds", "- Refund window for course cancellations: 14 days from payment", None),
  ("F:2026-03-12:fact", "Course fees are refundable within 30 days of payment when the student cancels before the course starts.", None),
  "V10: course cancellation refund window 14 vs 30 days")

# ---------------- role_slot ----------------
p("role_slot", ("reference_enrol.md#Stack", "- Background jobs: Celery workers with RabbitMQ as the broker", None),
  ("A:enrol-workers", "enrol's background jobs run on django-rq; the worker process is `enrol-rq` and it reads from the `default` and `emails` queues.", "Restart it with `systemctl restart enrol-rq` after changing any task signature."),
  "R1: enrol background job queue Celery/RabbitMQ vs django-rq")
p("role_slot", ("F:2026-02-17:fact", "The Slate web frontend is hosted on Netlify; every PR gets a preview deploy.", None),
  ("reference_slate.md#Hosting", "- Frontend hosting: Vercel (project `slate-web`, team `calloway`)", None),
  "R2: Slate frontend hosting Netlify vs Vercel")
p("role_slot", ("reference_visadesk.md#Stack", "- PDFs are rendered with wkhtmltopdf from the HTML templates in `templates/letters/`", None),
  ("feedback_visadesk_pdf.md", "visadesk renders its letters with Typst (`letters/*.typ`); do not add HTML templates for new letter types.", "**Why:** Niamh wants one typesetting path; the embassy rejected a letter once because of a broken page break.\n\n**How to apply:** new letter type = new `.typ` file + a golden PDF in `testdata/`."),
  "R3: visadesk PDF renderer wkhtmltopdf vs Typst")
p("role_slot", ("F:2026-08-05:fact", "placer sends placement result emails through Amazon SES (eu-west-1), from `results@calloway.ie`.", None),
  ("reference_placer.md#Integrations", "- Result emails go out via Postmark (server `placer-results`)", None),
  "R4: placer result email provider SES vs Postmark")
p("role_slot", ("A:hostmatch-ci", "hostmatch builds on Buildkite; the pipeline lives in `.buildkite/pipeline.yml` and runs on the two agents in the Dublin office.", None),
  ("reference_hostmatch.md#Stack", "- CI: GitHub Actions (`.github/workflows/ci.yml`)", None),
  "R5: hostmatch CI Buildkite vs GitHub Actions")
p("role_slot", ("F:2026-04-28:decision", "Course fee card payments go through Adyen (merchant account `CallowayIE`).", None),
  ("reference_fees.md#Payments", "- Card payments: Stripe (account `acct_calloway_ie`), Checkout for the website", None),
  "R6: course fee card payment processor Adyen vs Stripe")
p("role_slot", ("feedback_rota_yarn.md", "In the rota repo use yarn (Berry, `yarn.lock`); the CI cache key is built from the yarn lockfile.", "**Why:** a lockfile from another tool got committed once and CI reinstalled everything for a week.\n\n**How to apply:** `corepack enable` then `yarn install --immutable`."),
  ("project_rota.md#Stack", "- Package manager: pnpm (`pnpm-lock.yaml` is the only lockfile)", None),
  "R7: rota package manager yarn vs pnpm")
p("role_slot", ("F:2026-03-30:preference", "enrol PRs are squash-merged so main gets exactly one commit per ticket.", None),
  ("feedback_git_workflow.md", "Always rebase-and-merge PRs in the enrol repo so the individual commits land on main unchanged.", None),
  "R8: enrol PR merge strategy squash vs rebase-and-merge")
p("role_slot", ("A:slate-error-tracking", "Slate front-end errors are reported to Bugsnag; the API key is the `BUGSNAG_KEY` build variable.", "Source maps are uploaded in the build step, otherwise the stack traces are useless."),
  ("reference_slate.md#Observability", "- Front-end errors: Sentry (project `slate-web`)", None),
  "R9: Slate front-end error tracker Bugsnag vs Sentry")
p("role_slot", ("F:2026-09-09:fact", "hostmatch's host search runs on Meilisearch (`meili.calloway.internal:7700`), index `hosts`.", None),
  ("reference_hostmatch.md#Stack", "- Host search index: Elasticsearch 8 on `es.calloway.internal`", None),
  "R10: hostmatch host search engine Meilisearch vs Elasticsearch")

# ---------------- negation ----------------
p("negation", ("F:2026-06-02:decision", "enrol migrations are never run in a maintenance window; they are written to be online-safe and ship with the normal deploy.", None),
  ("feedback_enrol_migrations.md", "Always run enrol migrations in a maintenance window announced to the three campus admins.", "**Why:** the March migration locked `enrolments` for 6 minutes during Monday intake.\n\n**How to apply:** post the window in #campus-admins a day ahead."),
  "N1: enrol migrations in a maintenance window: always vs never")
p("negation", ("A:placer-test-form", "The placer test is not adaptive: every candidate in a level band gets the same fixed form.", "Keeps the item statistics simple; the academic team reviews the forms each term."),
  ("reference_placer.md#Test design", "- The test is adaptive: question difficulty follows the candidate's previous answers", None),
  "N2: placement test adaptive vs not adaptive")
p("negation", ("F:2026-05-06:fact", "visadesk letters do not carry a digital signature; the registrar signs the printed copy by hand.", None),
  ("reference_visadesk.md#Letters", "- Every letter is signed with the registrar's digital signature (PAdES, cert in the HSM)", None),
  "N3: visa letters digitally signed vs not")
p("negation", ("feedback_host_photos.md", "Do share the host family's photos with the matched student before arrival; it cuts down first-night no-shows.", "**Why:** the Dublin accommodation coordinator asked for it after two students went to the wrong house.\n\n**How to apply:** attach them to the match confirmation email."),
  ("reference_hostmatch.md#Safeguarding", "- Host family photos are never shown to students (safeguarding policy)", None),
  "N4: host family photos shared with students vs never shown")
p("negation", ("F:2026-07-22:decision", "Decided not to record live classes in Slate; consent from under-18 groups was unworkable.", None),
  ("reference_slate.md#Live classes", "- Live classes are recorded so students can rewatch them for 30 days", None),
  "N5: Slate records live classes vs decided not to record")
p("negation", ("F:2026-02-26:fact", "The booking deposit is not refundable, whatever the reason for cancelling.", None),
  ("reference_fees.md#Refunds", "- The booking deposit is refundable when a visa is refused (refusal letter required)", None),
  "N6: booking deposit refundable on visa refusal vs never refundable")
p("negation", ("F:2026-10-14:preference", "Never deploy Slate to production on a Friday.", None),
  ("feedback_slate_releases.md", "We do deploy Slate to production on Fridays; the weekday release train includes Friday.", "**Why:** weekend self-study traffic is when fixes matter most.\n\n**How to apply:** the release train tag is cut at 11:00."),
  "N7: Slate prod deploys on Fridays: do vs never")
p("negation", ("A:enrol-2fa", "enrol staff accounts don't use 2FA; it is on the roadmap as ENR-520 but not started.", None),
  ("reference_enrol.md#Security", "- Staff logins require 2FA (TOTP via django-otp)", None),
  "N8: enrol staff 2FA required vs not used")
p("negation", ("feedback_rota_swaps.md", "Teachers cannot swap classes in rota unless the Director of Studies approves the swap.", "**Why:** swaps broke the level continuity for two groups in May.\n\n**How to apply:** swap requests go to the DoS queue, never straight to the timetable."),
  ("project_rota.md#Rules", "- Teachers can swap classes between themselves in rota without approval", None),
  "N9: rota class swaps without approval: allowed vs not")
p("negation", ("A:visadesk-embassy", "visadesk never emails the embassy; letters only go to the student, who submits them with the visa application.", None),
  ("reference_visadesk.md#Letters", "- visadesk emails a copy of each letter directly to the embassy", None),
  "N10: visadesk emails embassy vs never")

# ---------------- stale_vs_change ----------------
p("stale_vs_change", ("F:2026-09-02:decision", "Migrated all app secrets from Vault to AWS Secrets Manager; Vault was\nshut down on 2026-08-31 after the last service moved.", None),
  ("reference_infra.md#Secrets", "- Secrets live in HashiCorp Vault (`vault.calloway.internal:8200`)", None),
  "S1: secrets store Vault (present) vs migrated to Secrets Manager, Vault shut down")
p("stale_vs_change", ("A:slate-live-classes-jitsi", "Slate switched from Zoom to self-hosted Jitsi (`meet.calloway.ie`) for live classes in September.", "The Zoom licences ran out on 30 September and were not renewed."),
  ("reference_slate.md#Live classes", "- Live classes run on Zoom (Calloway Pro account, 40 host licences)", None),
  "S2: Slate live class video Zoom vs switched to Jitsi")
p("stale_vs_change", ("F:2026-06-24:fact", "The WordPress course catalogue is read-only now; courses are edited in enrol's own catalogue screens.", None),
  ("reference_enrol.md#Integrations", "- Courses are edited in the WordPress admin and synced into enrol every night", None),
  "S3: course catalogue edited in WordPress vs WordPress read-only")
p("stale_vs_change", ("F:2026-03-19:fact", "placer no longer imports paper-test scores from the shared-drive spreadsheet; paper tests were retired.", None),
  ("reference_placer.md#Integrations", "- Paper-test scores are imported from `placement.xlsx` on the shared drive", None),
  "S4: paper-test score import from spreadsheet vs no longer")
p("stale_vs_change", ("A:garda-vetting", "Garda vetting status moved out of the spreadsheet into hostmatch itself (`vetting_checks` table); the spreadsheet is read-only.", "Expiry reminders now come from a hostmatch job, 60 days ahead."),
  ("reference_hostmatch.md#Safeguarding", "- Host Garda vetting is tracked in the vetting spreadsheet on SharePoint", None),
  "S5: host vetting tracked in spreadsheet vs moved to hostmatch, sheet read-only")
p("stale_vs_change", ("F:2026-07-15:decision", "Switched logging from Papertrail to Grafana Loki (`loki.calloway.internal:3100`).", None),
  ("reference_infra.md#Observability", "- Logs: Papertrail (all services ship via remote_syslog2)", None),
  "S6: logging Papertrail vs switched to Loki")
p("stale_vs_change", ("A:rota-availability", "The availability Google Sheet is deprecated: rota now takes teacher availability from the teacher portal form.", None),
  ("project_rota.md#Inputs", "- Teacher availability is read from the Google Sheet `Availability 2026`", None),
  "S7: rota availability from Google Sheet vs sheet deprecated")
p("stale_vs_change", ("F:2026-10-01:fact", "fees moved from Sage 50 to Xero; the accounting export is now a push through the Xero API.", None),
  ("reference_fees.md#Accounting", "- Accounting export: CSV for Sage 50 every Monday morning", None),
  "S8: accounting export to Sage 50 vs moved to Xero")
p("stale_vs_change", ("F:2026-08-20:fact", "visadesk was migrated off `app1` to the ECS cluster `calloway-prod`; app1 is shut down.", None),
  ("reference_visadesk.md#Operations", "- Runs on the `app1` VM under systemd (`visadesk.service`)", None),
  "S9: visadesk host app1 vs migrated off, app1 shut down")
p("stale_vs_change", ("A:class-reminders", "enrol no longer uses Twilio for SMS; class reminders go out as WhatsApp messages through MessageBird.", None),
  ("reference_enrol.md#Integrations", "- SMS class reminders are sent through Twilio", None),
  "S10: enrol SMS reminders via Twilio vs no longer")

# ---------------- refinement ----------------
p("refinement", ("F:2026-04-16:fact", "A candidate may retake the placement test once, no earlier than 14 days after the first attempt.", None),
  ("reference_placer.md#Test design", "- Candidates can retake the test", None),
  "F1: retake allowed -> once, after 14 days")
p("refinement", ("A:hostmatch-diets", "hostmatch's dietary filter knows vegetarian, vegan, halal and coeliac; anything else is a free-text note the coordinator reads.", None),
  ("reference_hostmatch.md#Matching rules", "- Matching takes dietary needs into account", None),
  "F2: matching considers diet -> which diets")
p("refinement", ("F:2026-05-28:fact", "Postgres backups run nightly at 01:00 (RDS snapshot plus a `pg_dump` to the `calloway-backups` bucket), kept 35 days.", None),
  ("reference_infra.md#Backups", "- Database backups: nightly", None),
  "F3: nightly backups -> time, tool, retention")
p("refinement", ("F:2026-02-10:fact", "Visa letters state course start and end dates plus weekly tuition hours (at least 15, the Stamp 2 minimum).", None),
  ("reference_visadesk.md#Letters", "- Letters include the course dates and the weekly hours", None),
  "F4: letter contents -> hours minimum 15")
p("refinement", ("feedback_slate_sso.md", "Slate SSO means Microsoft Entra ID for staff; students keep logging in with email magic links.", "**Why:** students rarely have a school Microsoft account.\n\n**How to apply:** don't put the Entra button on the student login page."),
  ("reference_slate.md#Auth", "- Slate supports single sign-on", None),
  "F5: Slate SSO -> staff only via Entra")
p("refinement", ("F:2026-09-24:fact", "Payment plans: courses of 12 weeks or more can be paid in up to 3 instalments.", None),
  ("reference_fees.md#Payments", "- Payment plans are available for long courses", None),
  "F6: payment plans -> 12+ weeks, 3 instalments")
p("refinement", ("A:rota-teaching-load", "rota blocks a teacher's week at 25 contact hours; the DoS can override it with a written reason.", None),
  ("project_rota.md#Rules", "- A maximum teaching load is enforced per teacher", None),
  "F7: max load enforced -> 25 contact hours/week")
p("refinement", ("F:2026-01-27:fact", "General English classes are capped at 14 students; exam preparation classes at 10.", None),
  ("reference_enrol.md#Courses", "- Class sizes are capped per course type", None),
  "F8: class size capped -> 14 / 10")
p("refinement", ("F:2026-06-11:preference", "Before pushing hostmatch, run `bin/rspec --tag ~slow`; the slow geocoding specs only run in CI.", None),
  ("feedback_testing.md", "Run the hostmatch test suite before pushing.", "**Why:** a broken factory blocked the Cork coordinator's release in April.\n\n**How to apply:** locally, before every `git push` on hostmatch."),
  "F9: run tests before push -> which tag")
p("refinement", ("A:weekend-on-call", "At weekends on-call is one person per region: Dublin also covers Galway, Cork covers itself.", None),
  ("reference_infra.md#On-call", "- The on-call rota covers weekends", None),
  "F10: on-call covers weekends -> regional split")

# ---------------- other_subject ----------------
p("other_subject", ("F:2026-08-12:fact", "Slate's session store is Redis at `redis-slate.calloway.internal:6380`.", None),
  ("reference_enrol.md#Stack", "- Redis (cache + sessions): `redis-enrol.calloway.internal:6379`", None),
  "O1: Redis endpoint of Slate vs of enrol")
p("other_subject", ("A:enrol-python", "enrol is on Python 3.11 with Django 5.0; the upgrade ticket is ENR-601.", None),
  ("reference_placer.md#Stack", "- Python 3.12, FastAPI 0.115, SQLAlchemy 2", None),
  "O2: Python version of enrol vs placer")
p("other_subject", ("F:2026-05-13:fact", "rota's CI is CircleCI; the config is `.circleci/config.yml`.", None),
  ("reference_visadesk.md#Stack", "- CI: GitLab CI (`.gitlab-ci.yml`, shared runner)", None),
  "O3: CI of rota vs visadesk")
p("other_subject", ("A:cork-reception", "Cork reception closes at 17:00; after that, calls divert to the Dublin front desk.", None),
  ("F:2026-01-20:fact", "Dublin campus reception is open 08:00-18:00 on weekdays.", None),
  "O4: reception hours Cork vs Dublin")
p("other_subject", ("F:2026-07-09:fact", "Visa letter reference numbers look like `VL-DUB-2026-0412` (campus code, year, sequence).", None),
  ("reference_fees.md#Invoices", "- Invoice numbers: `INV-2026-00001`, one sequence across campuses", None),
  "O5: numbering format visa letters vs invoices")
p("other_subject", ("A:hostmatch-db", "hostmatch uses MySQL 8.0 on `mysql-host.calloway.internal:3306`, schema `hostmatch_prod`.", None),
  ("reference_placer.md#Stack", "- Database: Postgres 16 (`pg-placer.calloway.internal:5432`)", None),
  "O6: database of hostmatch vs placer")
p("other_subject", ("A:adult-homestay-rules", "Adult homestay students have no curfew, but they tell the host if they'll be out overnight.", None),
  ("F:2026-03-04:fact", "Junior students (under 18) in homestay must be home by 21:00.", None),
  "O7: curfew adults vs juniors")
p("other_subject", ("F:2026-09-16:fact", "Galway morning classes start at 09:30 to fit the city bus timetable.", None),
  ("project_rota.md#Campuses", "- Dublin morning classes start at 09:00", None),
  "O8: morning class start Galway vs Dublin")
p("other_subject", ("F:2026-04-22:fact", "Placement test audio recordings are kept for 12 months, then deleted.", None),
  ("reference_visadesk.md#Operations", "- Letter PDFs are kept for 6 years in `s3://calloway-visadesk`", None),
  "O9: retention of placement audio vs visa letter PDFs")
p("other_subject", ("A:enrol-public-api", "enrol's public course API is rate-limited to 60 requests per minute per IP.", None),
  ("reference_slate.md#Limits", "- slate-api rate limit: 300 requests/minute per logged-in user", None),
  "O10: API rate limit enrol public API vs slate-api")

# ---------------- dated_history ----------------
p("dated_history", ("F:2026-06-05:fact", "Until May 2026 placer stored test results in MongoDB Atlas.", None),
  ("reference_placer.md#Stack", "- Database: Postgres 16 (`pg-placer.calloway.internal:5432`)", None),
  "D1: placer results store until May (MongoDB) vs now Postgres")
p("dated_history", ("A:slate-pilot", "During the 2026 spring pilot the learning platform was Moodle 4.3 on MoodleCloud.", None),
  ("reference_slate.md#Stack", "- slate-web is a Next.js 14 app", None),
  "D2: learning platform during spring pilot vs present")
p("dated_history", ("F:2026-04-02:fact", "From January to March, visa letters were typed by hand from Word templates.", None),
  ("reference_visadesk.md#Letters", "- visadesk generates every visa letter from the enrolment record", None),
  "D3: letters by hand Jan-Mar vs generated now")
p("dated_history", ("A:homestay-before-hostmatch", "Before hostmatch launched in February, the accommodation team matched hosts to students in Excel.", None),
  ("reference_hostmatch.md#Matching rules", "- Hosts are matched to students by hostmatch's scoring (distance, diet, age band)", None),
  "D4: matching in Excel before February vs hostmatch now")
p("dated_history", ("F:2026-01-13:fact", "In the 2025 academic year the registration fee was €80.", None),
  ("reference_fees.md#Payments", "- Registration fee: €95 per enrolment", None),
  "D5: registration fee in 2025 vs now")
p("dated_history", ("F:2026-09-29:fact", "Until August the production databases ran on `db1` in the Dublin office rack.", None),
  ("reference_infra.md#Hosting", "- Production databases run on AWS RDS in eu-west-1", None),
  "D6: prod DB host until August vs RDS now")
p("dated_history", ("A:rota-history", "Back in January rota only scheduled the Dublin campus; Cork and Galway still used paper timetables.", None),
  ("project_rota.md#Overview", "- rota schedules classes for all three campuses", None),
  "D7: rota coverage in January vs all campuses now")
p("dated_history", ("F:2026-05-04:fact", "enrol ran on Heroku during the first term of 2026 and moved to ECS in April.", None),
  ("reference_enrol.md#Stack", "- Hosting: AWS ECS Fargate (service `enrol-web`)", None),
  "D8: enrol hosting during first term (Heroku) vs ECS")
p("dated_history", ("F:2026-10-21:fact", "Until the autumn term, Slate gradebook exports were CSV only.", None),
  ("reference_slate.md#Gradebook", "- Gradebook export: CSV and XLSX", None),
  "D9: gradebook export formats until autumn vs now")
p("dated_history", ("A:visadesk-sender", "Before June, visa letters were emailed from the registrar's\npersonal mailbox, which is why some old replies still land there.", None),
  ("reference_visadesk.md#Letters", "- Letters are sent from `visas@calloway.ie`", None),
  "D10: letter sender before June vs now")

# ---------------- agreeing_duplicate ----------------
p("agreeing_duplicate", ("F:2026-02-03:fact", "enrol student numbers have the format `CLS-YY-NNNNNN` and are the same across all three campuses.", None),
  ("reference_enrol.md#Data", "- Student IDs look like `CLS-26-004512` (campus-agnostic)", None),
  "A1: student ID format")
p("agreeing_duplicate", ("A:host-payments", "Homestay hosts get paid every two weeks by SEPA transfer.", None),
  ("reference_hostmatch.md#Hosts", "- Host payments: fortnightly bank transfer", None),
  "A2: host payment cadence")
p("agreeing_duplicate", ("F:2026-01-22:preference", "Niamh prefers small pull requests, a few hundred lines at most, because she reviews on her phone.", None),
  ("feedback_pr_size.md", "Keep PRs small (under ~300 changed lines): Niamh reviews them on mobile between campus visits.", "**How to apply:** split refactors from behaviour changes."),
  "A3: small PRs preference")
p("agreeing_duplicate", ("F:2026-03-25:fact", "The public status page is status.calloway.ie, hosted on Instatus.", None),
  ("reference_infra.md#Observability", "- Status page: `status.calloway.ie` (Instatus)", None),
  "A4: status page")
p("agreeing_duplicate", ("A:visa-approval", "Visa letters need approval from the registrar's office before\nvisadesk will release them.", None),
  ("reference_visadesk.md#Letters", "- Only the registrar's office can approve a letter for release", None),
  "A5: letter approval by registrar's office")
p("agreeing_duplicate", ("F:2026-02-19:fact", "Teachers take attendance in Slate when the lesson begins.", None),
  ("reference_slate.md#Classes", "- Attendance is marked in Slate by the teacher at the start of each class", None),
  "A6: attendance at class start")
p("agreeing_duplicate", ("A:fees-currency", "fees only bills in euro, agency bookings included.", None),
  ("reference_fees.md#Invoices", "- All fees are charged in EUR", None),
  "A7: billing currency EUR")
p("agreeing_duplicate", ("F:2026-08-27:fact", "Next week's timetable goes from rota into Slate on Friday afternoons at 3pm.", None),
  ("project_rota.md#Outputs", "- Publishes the coming week's timetable to Slate every Friday at 15:00", None),
  "A8: timetable publish to Slate Friday 15:00")
p("agreeing_duplicate", ("F:2026-03-09:fact", "placer places students on the CEFR scale from A1 up to C1; C2 is not offered.", None),
  ("reference_placer.md#Test design", "- Level bands map to CEFR A1-C1", None),
  "A9: CEFR range")
p("agreeing_duplicate", ("F:2026-01-08:fact", "Niamh Brennan (Head of Digital) owns every in-house system at Calloway.", None),
  ("user_niamh.md", "Niamh Brennan is Head of Digital at Calloway and the owner of all in-house systems.", "She came from the academic side (DoS in Cork for six years), so explain infrastructure in plain terms and skip the jargon.\n\nPrefers answers that end with a concrete next step."),
  "A10: Niamh's role")

# ---------------- negation_scope ----------------
p("negation_scope", ("feedback_bulk_imports.md", "Never run bulk enrolment imports during the Monday-morning intake rush.", "**Why:** the import holds row locks that slow the front desk's check-in screen.\n\n**How to apply:** schedule them for Sunday evening or after 14:00."),
  ("reference_enrol.md#Operations", "- Bulk enrolment imports run one campus at a time", None),
  "X1: never during intake rush vs one campus at a time")
p("negation_scope", ("F:2026-07-29:fact", "hostmatch never emails hosts about a student's medical details; the coordinator phones those through.", None),
  ("reference_hostmatch.md#Hosts", "- Host emails are sent from `homestay@calloway.ie`", None),
  "X2: never emails medical details vs emails hosts")
p("negation_scope", ("feedback_visa_deposit.md", "Never issue a visa letter without a paid deposit.", "**Why:** letters issued on unpaid bookings were used for visa applications by people who never enrolled.\n\n**How to apply:** visadesk checks `deposit_paid`; don't bypass it with a manual SQL update."),
  ("reference_visadesk.md#Letters", "- Letters are issued on request from the student portal", None),
  "X3: never issue without deposit vs issued on request")
p("negation_scope", ("F:2026-05-19:fact", "Teachers must not delete submissions after grades are released.", None),
  ("reference_slate.md#Classes", "- Teachers can delete student submissions", None),
  "X4: no deleting after grades released vs can delete")
p("negation_scope", ("F:2026-02-12:decision", "Don't let candidates take the placement test at home without the proctoring plugin.", None),
  ("reference_placer.md#Test design", "- Candidates can take the test at home or on campus", None),
  "X5: not at home without proctoring vs at home or on campus")
p("negation_scope", ("F:2026-08-31:preference", "Never issue a refund without the finance manager's sign-off.", None),
  ("reference_fees.md#Refunds", "- Refunds are issued back to the original payment method", None),
  "X6: never refund without sign-off vs refunds issued")
p("negation_scope", ("A:campus-wifi", "Campus Wi-Fi outages go to the facilities desk, not to on-call;\nfacilities have the Meraki dashboard and we don't.", None),
  ("reference_infra.md#On-call", "- Sev1 pages go to the on-call engineer via PagerDuty", None),
  "X7: Wi-Fi outages not to on-call (direction) vs Sev1 to on-call")
p("negation_scope", ("F:2026-04-07:preference", "Force-pushing your own feature branches is fine after a rebase.", None),
  ("feedback_git_workflow.md", "Never force-push to `main`.", None),
  "X8: never force-push main vs force-push own branches")
p("negation_scope", ("F:2026-10-08:fact", "rota doesn't email timetable changes made after the Friday publish; teachers see them in Slate.", None),
  ("project_rota.md#Outputs", "- Teachers get their weekly timetable by email", None),
  "X9: no email for late changes vs weekly timetable email")
p("negation_scope", ("F:2026-06-30:fact", "enrol does not keep passport scans on the app servers' disks.", None),
  ("reference_enrol.md#Data", "- Passport scans are stored in S3 (`s3://calloway-enrol-docs`, SSE-KMS)", None),
  "X10: not on app server disks vs stored in S3")
