# remnic facts: key -> (date, category, confidence, tags, body)
FACTS = []
def F(key, date, cat, tags, body, conf=0.9):
    FACTS.append(dict(key=key, date=date, cat=cat, tags=tags, conf=conf, body=body.strip("\n") + "\n"))

F("v1", "2026-02-03", "fact", ["lessonbook", "database"],
  "{{V1b}}lessonbook connects to Postgres at `db-lb.harbridge.internal:5433`; the migrations job uses the same DSN.")
F("v3", "2026-05-19", "fact", ["slotfinder", "dvsa"],
  "{{V3b}}slotfinder checks DVSA for cancelled test slots every 10 minutes; anything faster gets the account throttled.")
F("v5", "2026-06-02", "decision", ["fleet", "dual-controls", "safety"],
  "{{V5b}}Each car's dual controls get a documented check every 2 weeks; fleetdesk flags the car red the day after it lapses.")
F("v6", "2026-03-10", "fact", ["pupils", "cancellations"],
  "{{V6b}}Free cancellation window for pupils is 24 hours; inside that the full lesson fee is taken.")
F("v8", "2026-07-22", "fact", ["slotfinder", "redis"],
  "{{V8b}}slotfinder's job queue is Redis db 4 on `redis-slots.harbridge.internal:6379`.")
F("v9", "2026-10-12", "fact", ["newbury", "fleet"],
  "{{V9b}}Newbury runs 12 dual-control cars, including the spare.")
F("r2", "2026-04-21", "fact", ["ci", "infra"],
  "{{R2b}}All Harbridge repos build on Buildkite; the agents run on a spare Hetzner box.")
F("r3", "2026-08-11", "fact", ["adiapp", "crashes"],
  "{{R3b}}adiapp crashes are reported to Firebase Crashlytics; that's where on-call looks first.")
F("r5", "2026-05-26", "fact", ["lessonbook", "sms"],
  "{{R5b}}Lesson reminder texts from lessonbook are sent through MessageBird.")
F("r7", "2026-09-15", "preference", ["fleetdesk", "git"],
  "{{R7b}}fleetdesk PRs get squash-merged; one commit per PR on main.")
F("r8", "2026-06-25", "preference", ["marta", "tools"],
  "{{R8b}}Marta does all her editing in Neovim (LazyVim config), Flutter included.")
F("r10", "2026-10-06", "fact", ["fleetdesk", "database"],
  "{{R10b}}fleetdesk stores everything in a MySQL 8 database, `fleetdesk_prod`.")
F("n2", "2026-09-03", "fact", ["slotfinder", "theory"],
  "{{N2b}}slotfinder sends offers to everyone on the waiting list, theory pass or not; the office checks the certificate at booking time.")
F("n3", "2026-07-07", "decision", ["intensive", "courses"],
  "{{N3b}}Intensive courses are open to 17-year-olds as long as they hold a provisional licence.")
F("n4", "2026-08-25", "fact", ["paybridge", "refunds"],
  "{{N4b}}Unused hours on a lesson block are refunded at the single-lesson rate if the pupil asks.")
F("n7", "2026-05-05", "fact", ["instructors", "cars"],
  "{{N7b}}Instructors may use their dual-control car for personal mileage, up to 200 miles a month.")
F("n8", "2026-10-20", "fact", ["slotfinder", "bookings"],
  "{{N8b}}slotfinder books the first matching cancellation by itself and then texts the pupil the new date.")
F("n9", "2026-09-24", "preference", ["lessonbook", "deploy"],
  "{{N9b}}Friday deploys of lessonbook are fine as long as someone is on call that evening.")
F("s2", "2026-02-19", "fact", ["office", "diary"],
  "{{S2a}}The office diary for all branches lives in Diary Pro on the front-desk PC.")
F("s3", "2026-04-30", "decision", ["adiapp", "release"],
  "{{S3b}}We switched adiapp tester builds from App Center to Firebase App Distribution after App Center was retired.")
F("s7", "2026-08-04", "decision", ["support", "complaints"],
  "{{S7b}}Zendesk is no longer used; pupil complaints now go into the HubSpot help desk.")
F("s8", "2026-04-14", "decision", ["lessonbook", "deploy"],
  "{{S8b}}The Fabric deploy scripts for lessonbook are retired; deploys go through Kamal (`kamal deploy`).")
F("s9", "2026-06-15", "decision", ["secrets", "security"],
  "{{S9b}}Team passwords moved from LastPass to 1Password in June; the LastPass vault is read-only.")
F("d1", "2026-03-31", "fact", ["lessonbook", "hosting", "history"],
  "{{D1a}}Until March 2026 lessonbook ran on Heroku (two standard dynos and Heroku Postgres).")
F("d2", "2026-07-01", "fact", ["intensive", "history"],
  "{{D2a}}During the spring pilot (April to June) intensive courses were only sold at Reading.")
F("d5", "2026-06-29", "fact", ["fleetdesk", "hosting", "history"],
  "{{D5a}}Until June, fleetdesk ran on the NUC under the desk in the Reading office.")
F("d7", "2026-02-13", "fact", ["fleet", "history"],
  "{{D7a}}In 2025 the whole fleet was Ford Fiestas; the last one went back to the lease company in February.")
F("d10", "2026-02-26", "fact", ["widget", "node"],
  "{{D10a}}In February the booking widget was still on Node 18; the upgrade is on the list.")
F("a1", "2026-01-16", "fact", ["pupils", "first-lesson"],
  "{{A1b}}The instructor does the number-plate eyesight test at the start of a pupil's first lesson, before the car moves.")
F("a2", "2026-04-07", "fact", ["lessonbook", "django"],
  "{{A2b}}lessonbook is on Django 5.1 (Python 3.12); the 5.2 upgrade is on the backlog.")
F("a4", "2026-03-17", "fact", ["adiapp", "sync"],
  "{{A4b}}adiapp pulls diary changes from lessonbook every five minutes; pull-to-refresh forces it.")
F("a5", "2026-09-08", "fact", ["oxford", "branches"],
  "{{A5b}}Oxford branch opened 7 September 2026 with six cars.")
F("a7", "2026-07-29", "fact", ["fleet", "mot"],
  "{{A7b}}MOT reminders go out 30 days ahead of the due date.")
F("a8", "2026-02-09", "fact", ["oncall"],
  "{{A8b}}On-call swaps over at 9am on Mondays.")
F("a9", "2026-01-26", "preference", ["marta", "pr"],
  "{{A9b}}Marta prefers brief PR descriptions with a \"How I tested\" section.")
F("o1", "2026-05-13", "fact", ["lessons", "motorway"],
  "{{O1a}}Motorway lessons are booked as two-hour slots.")
F("o2", "2026-03-03", "fact", ["lessonbook", "celery", "redis"],
  "{{O2b}}lessonbook's Celery broker is Redis at `redis-lb.harbridge.internal:6380`.")
F("o3", "2026-01-13", "fact", ["reading", "office"],
  "{{O3a}}The Reading office opens at 08:00 on weekdays.")
F("o5", "2026-08-18", "fact", ["adiapp", "firebase", "node"],
  "{{O5b}}adiapp's Cloud Functions run on Node 20.")
F("o6", "2026-06-11", "fact", ["courses", "pass-plus"],
  "{{O6a}}Pass Plus is a 6-hour course.")
F("o7", "2026-04-23", "fact", ["basingstoke", "fleet"],
  "{{O7a}}Basingstoke has 2 automatic cars.")
F("o8", "2026-10-27", "fact", ["fleetdesk", "backups"],
  "{{O8b}}fleetdesk database snapshots are kept for 7 days.")
F("f1", "2026-02-27", "fact", ["lessonbook", "portal", "booking"],
  "{{F1b}}Online booking in the portal is only open to existing pupils; new pupils phone the office to book their assessment lesson.")
F("f2", "2026-03-27", "fact", ["infra", "backups"],
  "{{F2b}}Backups go to the B2 bucket `hb-pg-backups` (eu-central-003); a lifecycle rule deletes them after 30 days.")
F("f3", "2026-08-13", "fact", ["fleet", "servicing"],
  "{{F3b}}The hybrid Yarises are serviced every 10,000 miles or 12 months, whichever comes first.")
F("f7", "2026-07-16", "fact", ["adiapp", "progress", "email"],
  "{{F7b}}After every lesson the pupil gets a progress-report email listing the syllabus topics covered and the instructor's scores.")
F("f9", "2026-10-01", "fact", ["oxford", "motorway"],
  "{{F9b}}Oxford motorway lessons start from the Thornhill park-and-ride so pupils are on the A40 within minutes.")
F("f10", "2026-05-29", "fact", ["instructors", "adi"],
  "{{F10b}}ADI badges are checked against the DVSA register when an instructor joins and every six months after.")
F("ns1", "2026-09-10", "fact", ["paybridge", "blocks"],
  "{{NS1b}}Pupils can buy lesson blocks online in the portal and pay by card.")
F("ns5", "2026-04-02", "fact", ["adiapp", "chat"],
  "{{NS5b}}Instructors message their pupils from their phones, in the adiapp chat tab.")
F("ns6", "2026-07-09", "fact", ["slotfinder", "tests"],
  "{{NS6b}}Every practical test is booked through slotfinder, never by hand on the DVSA site.")
F("ns7", "2026-03-25", "fact", ["instructors", "cars"],
  "{{NS7b}}Instructors keep their dual-control car at home overnight.")
F("ns9", "2026-10-09", "fact", ["sms", "pupils"],
  "{{NS9b}}Pupils get text messages for lesson reminders, slot offers and payment receipts.")
# ---- facts that belong to no pair ----
F("x1", "2026-01-09", "fact", ["branches"], "In January 2026 Harbridge School of Motoring had three branches (Reading, Newbury, Basingstoke), with Oxford planned for September.")
F("x2", "2026-01-30", "preference", ["marta", "communication"], "Marta wants incident summaries in #ops within an hour, even if the cause is unknown.")
F("x3", "2026-02-16", "fact", ["slotfinder", "dvsa"], "The DVSA trainer booking pages change layout without notice; slotfinder's parser tests run nightly against saved pages.")
F("x4", "2026-03-06", "fact", ["lessonbook", "portal"], "Pupils reset their portal password by email link; the link expires after an hour.")
F("x5", "2026-03-20", "decision", ["adiapp"], "adiapp will not get a pupil-facing mode; pupils stay on the web portal.")
F("x6", "2026-04-17", "fact", ["fleet", "insurance"], "Fleet insurance renews on 1 October each year through the broker.")
F("x7", "2026-05-15", "fact", ["instructors"], "Newbury's branch lead is Priya Shah; Basingstoke's is Dan Whitfield.")
F("x8", "2026-06-05", "preference", ["sam", "code-review"], "Sam prefers review comments as suggestions he can apply, not prose.")
F("x9", "2026-07-02", "fact", ["paybridge", "vat"], "Driving lessons are standard-rated for VAT; prices in the portal include it.")
F("x10", "2026-07-24", "fact", ["lessonbook", "reports"], "The nightly report emails each branch lead their next day's lessons and any unassigned pupils.")
F("x11", "2026-08-07", "decision", ["oxford"], "Oxford instructors are all franchisees; no employed instructors there.")
F("x12", "2026-08-21", "fact", ["slotfinder"], "slotfinder skips slots on the pupil's blocked dates (exams, holidays) set in the portal.")
F("x13", "2026-09-17", "fact", ["fleet", "dual-controls"], "Dual-control fitting is checked by the fitter at every service as well as by our own checks.")
F("x14", "2026-10-15", "fact", ["pupils", "no-shows"], "No-shows fell by about a third after the reminder texts went in.")
F("x15", "2026-10-29", "preference", ["josh", "testing"], "Josh wants widget and golden tests updated in the same PR as the UI change.")
F("x16", "2026-11-11", "fact", ["oxford", "tests"], "Oxford's first-time pass rate since opening is 52%.")
F("x17", "2026-11-20", "decision", ["planning", "2027"], "Next year's priority is evening lessons at Oxford and a theory practice section in the portal.")
