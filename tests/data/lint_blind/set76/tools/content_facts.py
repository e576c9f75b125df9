# remnic facts: (date, category, tags, body). "@ID " marks a claim line.
FACTS = []
def F(date, cat, tags, body, conf=0.9):
    FACTS.append((date, cat, tags, body.strip("\n"), conf))

# ---- value_slot
F("2026-04-02", "fact", ["booker", "postgres"], """
@V1 booker talks to Postgres at `postgresql://booker@pg-booker.lantern.internal:5432/booker`; the read replica is not used by the app.
""")
F("2026-05-12", "fact", ["relay", "sessions"], """
@V3 relay ends remote interpreting sessions automatically at 90 minutes; the interpreter gets a warning five minutes before.
""")
F("2026-08-21", "fact", ["credo", "dbs"], """
@V6 credo polls the DBS update service for every interpreter once a week (7 days) and emails compliance if a status changes.
""")
F("2026-06-30", "fact", ["tally", "mileage"], """
@V7 Mileage in tally is reimbursed at 40p a mile; anything claimed above that is treated as taxable.
""")
F("2026-09-17", "fact", ["scribeline", "retention"], """
@V10 scribeline deletes saved transcripts after 14 days, so clients who need them longer must download them.
""")
# ---- role_slot
F("2026-03-09", "fact", ["booker", "errors"], """
@R1 booker sends its exceptions to Bugsnag; the error IDs coordinators read out are Bugsnag IDs.
""")
F("2026-02-19", "fact", ["ci"], """
@R2 All Lantern repos build on Buildkite; the pipeline YAML lives in `.buildkite/` in each repo.
""")
F("2026-07-14", "fact", ["diary", "notifications"], """
@R4 diary's push notifications are sent with OneSignal, segmented by office.
""")
F("2026-04-23", "fact", ["relay", "video"], """
@R6 relay's video rooms run on Daily; we pay per participant minute.
""")
F("2026-05-28", "fact", ["booker", "celery"], """
@R8 booker's Celery workers use Redis as the broker (`redis-booker.lantern.internal`).
""")
F("2026-06-08", "preference", ["gwen", "editor"], """
@R9 Gwen uses VS Code, so share `launch.json` and workspace settings rather than editor-agnostic instructions.
""", 0.85)
# ---- negation
F("2026-08-12", "decision", ["booker", "git"], """
@N1 Always squash-merge booker MRs so that main has one commit per change.
""")
F("2026-03-27", "decision", ["booker", "courts"], """
@N3 Court bookings must not be auto-assigned in booker; a coordinator picks the interpreter by hand.
""")
F("2026-10-09", "fact", ["relay", "vrs"], """
@N4 relay records every video relay call and keeps the file for quality review.
""", 0.8)
F("2026-07-24", "fact", ["credo", "registration"], """
@N6 credo lets interpreters with an expired NRCPD registration keep taking bookings for a 30-day grace period.
""")
F("2026-02-09", "decision", ["diary", "flags"], """
@N8 We don't use feature flags in diary; unfinished screens stay on branches until they're ready.
""")
# ---- stale_vs_change
F("2026-06-15", "fact", ["tally", "hosting"], """
@S1 tally migrated from Heroku to the Scaleway Kapsule cluster on 2026-06-14; the Heroku app is scaled to zero.
""")
F("2026-05-11", "fact", ["bookings", "email"], """
@S3 The bookings@ mailbox is read-only since 2026-05-11; new requests go to requests@lantern-interpreting.co.uk, which feeds booker.
""")
F("2026-09-03", "fact", ["diary", "ios"], """
@S4 diary no longer ships through TestFlight; iOS builds are distributed as an Apple Business Manager custom app.
""")
F("2026-08-28", "fact", ["monitoring"], """
@S6 Uptime Kuma was shut down in August; all uptime checks moved to Grafana Cloud synthetic monitoring.
""")
F("2026-09-22", "decision", ["credo", "nrcpd"], """
@S7 We switched credo from the NRCPD CSV export to the NRCPD register API in September.
""")
F("2026-07-16", "fact", ["scribeline", "logging"], """
@S10 scribeline no longer ships logs to Papertrail; since July everything goes to Loki on Grafana Cloud.
""")
# ---- refinement
F("2026-03-04", "fact", ["booker", "reminders"], """
@F1 booker's reminder emails go out 24 hours and again 2 hours before the assignment starts.
""")
F("2026-04-16", "fact", ["credo", "dbs"], """
@F3 credo checks DBS status before confirming a booking, enhanced certificates only, against both the children's and adults' barred lists.
""")
F("2026-05-20", "fact", ["backups", "postgres"], """
@F5 pg-main is backed up nightly with 35 days of retention; a restore is tested every quarter.
""")
F("2026-02-05", "fact", ["relay", "deaf", "booking"], """
@F6 Deaf clients can book by BSL video call through relay's booking line, weekdays 08:00–18:00.
""")
F("2026-03-20", "fact", ["relay", "node"], """
@F8 relay needs Node 20; `.nvmrc` pins 20.18.1 and CI reads the version from there.
""")
F("2026-06-24", "fact", ["courts", "nrpsi"], """
@F9 Spoken-language court bookings need an NRPSI-registered interpreter, and Crown Court work also needs the DPSI law option.
""")
F("2026-04-29", "fact", ["tally", "timesheets"], """
@F10 Timesheets are due within 7 days of the assignment; late ones are paid in the following month's run.
""")
# ---- other_subject
F("2026-05-05", "fact", ["billing", "telephone"], """
@O3 Telephone interpreting is billed per minute, with a 15-minute minimum.
""")
F("2026-07-01", "fact", ["credo", "python"], """
@O5 credo's dependencies are managed with uv; `uv sync` is all you need after cloning.
""")
F("2026-09-10", "fact", ["website", "hosting"], """
@O6 The marketing site is hosted on Netlify and rebuilt on every push to `site/main`.
""")
F("2026-08-03", "fact", ["credo", "python"], """
@O8 credo runs on Python 3.11; the FastAPI base image hasn't been bumped yet.
""")
# ---- dated_history
F("2026-04-07", "fact", ["booker", "sms"], """
@D1 Until March 2026, booker sent interpreter offer SMS through Textlocal.
""")
F("2026-04-21", "fact", ["bookings", "notice"], """
@D3 Until April the minimum notice for a new BSL booking was 5 working days.
""")
F("2026-04-10", "fact", ["oncall", "paging"], """
@D4 In Q1 2026 on-call paging went through Opsgenie.
""")
F("2026-01-28", "fact", ["credo", "history"], """
@D6 In the 2025 pilot, registrations were checked by hand on the NRCPD website.
""")
# ---- agreeing_duplicate
F("2026-02-13", "fact", ["booker", "django"], """
@A1 booker is on Django 5.1, upgraded together with the Python bump.
""")
F("2026-03-16", "fact", ["tally", "travel"], """
@A2 Interpreters get 50% of their hourly rate for travel time.
""")
F("2026-06-02", "fact", ["infra", "gitops"], """
@A3 Flux watches the `lantern-gitops` repo and applies whatever lands on its main branch.
""")
F("2026-01-19", "preference", ["gwen", "mr"], """
@A6 Gwen prefers short merge request descriptions: what changed and why, nothing else.
""", 0.85)
F("2026-05-15", "fact", ["diary", "go"], """
@A7 diary's backend API is written in Go 1.23.
""")
F("2026-07-28", "fact", ["scribeline", "latency"], """
@A8 We aim for captions to appear less than 4 seconds after the words are spoken.
""")
F("2026-10-02", "fact", ["tally", "invoices"], """
@A10 Client invoices are numbered LIN-YYYY-NNNNN, e.g. LIN-2026-00412.
""")
# ---- negation_scope
F("2026-02-23", "fact", ["tally", "nhs", "invoices"], """
@NS1 tally issues NHS invoices automatically on the 1st of every month.
""")
F("2026-06-18", "preference", ["diary", "notifications"], """
@NS3 diary never sends push notifications between 22:00 and 07:00; they're held until morning.
""")
F("2026-09-25", "fact", ["credo", "dbs", "gdpr"], """
@NS4 credo deletes uploaded DBS certificate scans as soon as the check is verified.
""")
F("2026-03-31", "fact", ["relay", "guests"], """
@NS5 relay doesn't let guests join without the meeting PIN.
""")
F("2026-08-17", "decision", ["booker", "clients"], """
@NS6 booker doesn't email the client about a same-day interpreter change; the coordinator phones them instead.
""")
F("2026-01-26", "fact", ["bookings", "channels"], """
@NS9 The bookings desk doesn't take requests by text message or WhatsApp.
""")

# ---- unpaired facts
F("2026-01-12", "fact", ["booker"], "booker's admin is at `/desk/`, not `/admin/`; the Django admin is disabled in production.")
F("2026-01-16", "preference", ["agent"], "Gwen wants the agent to run the tests before saying something is fixed.")
F("2026-01-30", "fact", ["relay", "turn"], "relay's TURN servers listen on 3478/udp and 443/tcp for clients behind hospital firewalls.")
F("2026-02-02", "fact", ["tally"], "tally's admin users are the four office coordinators, Rhys and the finance manager.")
F("2026-02-17", "decision", ["booker", "languages"], "Welsh-language spoken interpreting is booked as a spoken language, not under BSL.")
F("2026-03-02", "fact", ["diary"], "diary shows offers newest first; expired offers disappear after an hour.")
F("2026-03-11", "fact", ["clients", "nhs"], "Swansea Bay UHB raises one purchase order per quarter for outpatient interpreting.")
F("2026-04-13", "preference", ["rhys"], "Rhys wants release notes in plain language, grouped by what coordinators see.")
F("2026-05-01", "fact", ["credo", "insurance"], "Interpreters need professional indemnity insurance of at least £2m to be offered legal work.")
F("2026-05-25", "fact", ["scribeline"], "scribeline's viewer supports adjustable font size and a high-contrast theme.")
F("2026-06-05", "decision", ["booker", "offers"], "Offers for mental-health bookings go to one interpreter at a time, not three at once.")
F("2026-06-26", "fact", ["relay", "vri"], "VRI calls for GP appointments are usually 15–20 minutes.")
F("2026-07-09", "fact", ["tally", "rates"], "Evening work after 18:00 carries a 25% uplift on the hourly rate.")
F("2026-07-20", "fact", ["infra", "cluster"], "The video node pool runs on bigger nodes (8 vCPU) because of the SFU.")
F("2026-08-07", "fact", ["offices", "swansea"], "Swansea has 14 local interpreters on its books, mostly BSL and Polish.")
F("2026-08-31", "preference", ["amara"], "Amara wants screenshots of both English and Welsh screens in diary PRs.")
F("2026-09-29", "fact", ["booker", "access-needs"], "Lip-speakers are booked through booker like interpreters, with the `lipspeaker` role.")
F("2026-10-12", "fact", ["credo"], "credo sends interpreters a reminder 60 days before their NRCPD registration expires.")
F("2026-10-27", "decision", ["relay"], "relay will get a test-call page before the end of the year.")
F("2026-11-05", "fact", ["clients", "courts"], "HMCTS pays court interpreters directly for some hearings; those bookings are not invoiced by tally.")
F("2026-11-18", "fact", ["scribeline", "events"], "Most scribeline events are university lectures; court hearings are under 10% of hours.")
F("2026-11-24", "preference", ["agent"], "When unsure which office a booking belongs to, ask rather than infer from the postcode.")
