# remnic facts: (date, category, tags, body). §ID§ marks claim lines.
FACTS = [
("2026-03-11", "fact", ["ridelog", "database"], """\
§V1b§The ridelog DSN is `postgres://ridelog@pg-ridelog.harrowvane.internal:5433/ridelog`; the app won't start if `DATABASE_URL` points anywhere else.
"""),
("2026-04-22", "fact", ["crewbase", "rota"], """\
§V2b§crewbase won't let a foreman rota anyone for more than 10 hours in one shift, pull-down counted.
"""),
("2026-05-02", "fact", ["rides", "orbiter", "safety"], """\
§V4b§Riders on the Orbiter must be at least 1.2 m tall; the operator checks everyone at the height board by the steps.
"""),
("2026-06-09", "fact", ["infra", "backups"], """\
§V6b§Database backups are kept for 14 days in B2, then the lifecycle rule deletes them; longer retention wasn't worth the storage bill.
"""),
("2026-07-14", "fact", ["tokenbooth", "sync"], """\
§V8b§Booth handhelds push their sales to booth-api every 15 minutes (`SYNC_EVERY=15m` in the build config).
"""),
("2026-05-20", "fact", ["groundbook", "email"], """\
§R1b§groundbook sends its booking confirmations through Mailgun (EU region), from bookings@harrowvane.co.uk.
"""),
("2026-02-17", "decision", ["ci"], """\
§R3b§All our CI runs on Buildkite, with the one agent living on the NUC in the yard office.
"""),
("2026-03-03", "preference", ["git", "merging"], """\
§R4b§PRs are merged with rebase-and-merge so each commit lands on main exactly as written.
"""),
("2026-04-07", "fact", ["secrets"], """\
§R6b§Production secrets for every app live in 1Password, in the `HV Prod` vault.
"""),
("2026-01-19", "preference", ["kit", "editor"], """\
§R8b§Kit's editor is VS Code with the Remote-SSH extension; give setup steps as VS Code settings, not terminal plugins.
"""),
("2026-06-30", "fact", ["crewbase", "sms"], """\
§R10b§crewbase's shift-alert texts are sent via MessageBird; the sender ID is HVFAIRS.
"""),
("2026-08-06", "fact", ["tokenbooth", "deploys"], """\
§N1b§tokenbooth releases go out as soon as they're merged, trading or not; the handhelds install the update at their next sync.
"""),
("2026-05-27", "decision", ["groundbook", "git"], """\
§N2b§Never squash PRs in the groundbook repo: the council audit trail needs the individual commits.
"""),
("2026-06-15", "decision", ["crew", "safety"], """\
§N4b§Sixteen- and seventeen-year-olds may operate the kiddie rides once the foreman has signed them off in crewbase.
"""),
("2026-09-08", "fact", ["ridelog", "photos"], """\
§N5b§ridelog deletes daily-check photos 90 days after the check to keep storage costs down.
"""),
("2026-07-25", "preference", ["oncall", "tokenbooth"], """\
§N6a§Don't page on-call for booth terminal outages at weekends; the ground manager power-cycles the handheld and we look on Monday.
"""),
("2026-10-05", "fact", ["permitdesk", "street-trading"], """\
§N7b§permitdesk submits street trading consent applications itself, through each council's online form, every Monday morning.
"""),
("2026-08-19", "fact", ["crewbase", "payroll", "overtime"], """\
§N8b§crewbase adds overtime straight to the payroll export once a shift runs past 9 hours; there's no approval step.
"""),
("2026-08-31", "fact", ["groundbook", "database", "migration"], """\
§S1b§groundbook was migrated from MySQL to PostgreSQL 16 over the August bank holiday; the old MySQL server is read-only until it's switched off.
"""),
("2026-06-22", "decision", ["infra", "monitoring"], """\
§S2b§We moved uptime checks from Better Stack to UptimeRobot in June; the Better Stack account is cancelled.
"""),
("2026-04-10", "decision", ["payroll"], """\
§S4b§Payroll moved from BrightPay to Xero Payroll at the start of the tax year; crewbase no longer produces the BrightPay CSV.
"""),
("2026-07-21", "fact", ["rides", "fleet"], """\
§S6b§We sold the Paratrooper to Fenwick's Fairs in July; it no longer travels with us.
"""),
("2026-05-18", "fact", ["tokenbooth", "pricing"], """\
§S8b§Since the May release tokenbooth no longer bakes prices into the APK; each booth downloads the price list for its ground from booth-api.
"""),
("2026-10-12", "fact", ["oncall"], """\
§S9b§Marek no longer does on-call; since October the weekend cover alternates between Kit and Jas.
"""),
("2026-03-24", "decision", ["groundbook", "contracts"], """\
§S10b§We cancelled DocuSign in March; ground contracts are signed in Dropbox Sign now.
"""),
("2026-02-26", "fact", ["groundbook", "queues"], """\
§F1b§groundbook's Horizon config has two supervisors, `default` with 3 processes and `pdf` with 1, so contract PDFs never hold up the emails.
"""),
("2026-04-30", "fact", ["crewbase", "rota", "calendar"], """\
§F2b§When the Thursday rota goes out, crewbase also refreshes each crew member's calendar
feed (.ics), so the rota shows up on their phones without opening the app.
"""),
("2026-05-09", "fact", ["rides", "cyclone"], """\
§F3b§The Cyclone's two trains are called Red and Blue; Blue is the one with the newer lap bars.
"""),
("2026-01-28", "fact", ["ridelog", "adips", "big-wheel"], """\
§F4b§For the Big Wheel, the annual ADIPS inspection also includes NDT on the gondola hanger pins, booked with the inspection body every February.
"""),
("2026-03-16", "preference", ["ridelog", "testing"], """\
§F5b§For ridelog, the full test suite means `pytest` plus the Playwright checklist smoke tests (`make e2e`), about 6 minutes in all.
"""),
("2026-04-14", "fact", ["tokenbooth", "wristbands"], """\
§F7b§Wristband sessions are 2 hours on Saturdays and Sundays and 3 hours on weekday evenings.
"""),
("2026-03-30", "preference", ["crew", "living-wagons"], """\
§F9b§Living-wagon pitches go by seniority, except that families with young children get the pitches nearest the water point.
"""),
("2026-02-09", "preference", ["rosie", "reporting"], """\
§F10b§Rosie's Monday summary should list permits still pending first, then any ride whose DOC expires in the next eight weeks.
"""),
("2026-09-14", "fact", ["crewbase", "email"], """\
§O3b§crewbase emails payslips through Postmark, on its own `payslips` message stream.
"""),
("2026-06-03", "fact", ["groundbook", "errors"], """\
§O4b§groundbook's error tracking is Bugsnag (free tier); nobody gets paged from it.
"""),
("2026-10-20", "fact", ["big-wheel", "adips"], """\
§O5a§The Big Wheel's current DOC expires on 2027-02-28.
"""),
("2026-07-07", "preference", ["permitdesk", "tooling"], """\
§O6b§permitdesk installs with npm (`npm ci`); don't commit a pnpm lockfile there.
"""),
("2026-05-05", "fact", ["big-wheel", "daily-check"], """\
§O7a§The Big Wheel's daily check takes about 45 minutes with two people, so its crew start at 10:15 for an 11:00 opening.
"""),
("2026-08-24", "fact", ["waltzer", "weather"], """\
§O9a§The Waltzer keeps spinning until gusts hit 20 m/s; past that the canopy comes down and it closes.
"""),
("2026-03-06", "fact", ["crewbase", "training"], """\
§O10a§crewbase warns a crew member 30 days before their first-aid certificate runs out.
"""),
("2026-01-14", "fact", ["tokenbooth", "history"], """\
§D1a§During the 2025 season the booths were cash-only; card readers only arrived for 2026.
"""),
("2026-03-19", "fact", ["groundbook", "history"], """\
§D2a§Until March 2026 ground bookings were kept in a shared Excel workbook on the office PC,
one tab per season, which is why older grounds have odd notes in groundbook.
"""),
("2026-02-12", "fact", ["crewbase", "history"], """\
§D3a§Back in the 2025 season rotas were published on Sunday nights, which nobody liked.
"""),
("2026-04-28", "fact", ["ridelog", "hosting", "history"], """\
§D4a§ridelog ran on Heroku until the move to Hetzner in April 2026.
"""),
("2026-02-03", "fact", ["tokenbooth", "history"], """\
§D5a§During the 2025 beta the booth app could only queue 100 transactions offline, which is how Stamford lost half a Saturday's sales records.
"""),
("2026-07-02", "fact", ["git", "history"], """\
§D6a§Until June we merged everything with plain merge commits; the history from before then is messy.
"""),
("2026-01-22", "fact", ["ghost-train", "history"], """\
§D7a§In 2025 the ghost train was hired in from Lowther's for the summer.
"""),
("2026-10-01", "fact", ["permitdesk", "history"], """\
§D8a§Until the September rework permitdesk chased at 90 days, which was far too early for most councils.
"""),
("2026-01-30", "fact", ["pricing", "history"], """\
§D9a§In 2025 a weekday wristband cost £18.
"""),
("2026-02-20", "fact", ["grounds", "build-up"], """\
§A1b§Crews arrive on a ground two days ahead of opening, and pull-down is done the morning after the final night.
"""),
("2026-01-09", "preference", ["style"], """\
§A3b§Kit asked for brief, plain-English replies — leave the emoji out.
"""),
("2026-02-24", "fact", ["tokenbooth", "hardware"], """\
§A6b§Each booth has one Sunmi V2 Pro handheld running tokenbooth.
"""),
("2026-01-16", "fact", ["ridelog", "stack"], """\
§A7a§ridelog is a Django 5.1 project running on Python 3.12.
"""),
("2026-03-27", "fact", ["big-wheel"], """\
§A8b§Starlight has twenty-four gondolas with six seats in each.
"""),
("2026-02-27", "fact", ["contracts", "rosie"], """\
§A9b§Ground contracts are signed off by Rosie (ops director) before anything goes back to the landowner.
"""),
("2026-06-18", "decision", ["tokenbooth", "refunds"], """\
§NS1a§Refunds are never given without the manager's PIN on the handheld.
"""),
("2026-05-13", "decision", ["rides", "faults", "oncall"], """\
§NS2a§Mechanical faults on a ride go to the ride foreman, not to tech on-call.
"""),
("2026-07-10", "decision", ["crewbase", "sms"], """\
§NS3a§crewbase holds back SMS alerts overnight: nothing goes out between 22:00 and 07:00 unless
the change affects a shift starting before noon the same day.
"""),
("2026-08-12", "preference", ["ridelog", "migrations"], """\
§NS4a§Never squash Django migrations in ridelog; production has migration history we rely on.
"""),
("2026-06-26", "fact", ["big-wheel", "crew"], """\
§NS6a§The Big Wheel doesn't run with fewer than two operators on the platform.
"""),
("2026-09-22", "fact", ["tokenbooth", "offline"], """\
§NS7b§tokenbooth keeps every sale on the handheld until the next successful sync.
"""),
("2026-04-03", "preference", ["jas", "ridelog", "notifications"], """\
§NS8a§Jas doesn't want ridelog notifications by email, only as push notifications in the app.
"""),
("2026-05-29", "decision", ["generators", "safety"], """\
§NS9a§Generators are not refuelled while the rides are running; refuelling waits for a stop.
"""),
# filler facts (no labelled claims)
("2026-01-12", "fact", ["yard", "address"], """\
The winter quarters are at Long Lane, near Newark; deliveries go to the workshop gate, not the house.
"""),
("2026-02-14", "preference", ["rosie", "reporting"], """\
Rosie prefers takings figures rounded to the nearest £10 in anything she reads on her phone.
"""),
("2026-06-06", "fact", ["grounds", "louth"], """\
At Louth the Big Wheel trailer must come in from the south; the north entrance is too tight.
"""),
("2026-08-28", "fact", ["ghost-train", "electrics"], """\
The ghost train's electrical inspection is separate from ADIPS and is done by a local NICEIC contractor.
"""),
("2026-11-05", "fact", ["season", "bonfire"], """\
The last open night of the 2026 season was the Newark bonfire fair on 7 November.
"""),
("2026-09-30", "decision", ["crewbase", "pwa"], """\
The crew PWA gets a swap-request button before the 2027 season; swaps still need the foreman's OK.
"""),
]
