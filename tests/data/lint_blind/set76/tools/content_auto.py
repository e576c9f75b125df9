# Free notes: slug -> (title, created, tags, body). "@ID " marks a claim line.
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("billing-rules-cheatsheet", "Billing rules cheat sheet", "2026-02-11", ["tally", "billing"], """
# Billing rules cheat sheet

Written for the agent after Tomasz explained the invoice edge cases.

## BSL
@V2 In-person BSL bookings are billed at a 3-hour minimum, even when the appointment itself takes twenty minutes.
Co-worked jobs are billed as two separate lines, one per interpreter.

## Extras
Evening work (after 18:00) is billed with the evening rate code `EVE`.
Travel is billed to the client only when the contract says so; NHS frameworks exclude it.
""")

A("coworking-policy", "Co-working policy", "2026-03-02", ["booker", "policy", "bsl"], """
# Co-working policy

@V4 Any BSL assignment longer than 90 minutes gets a second interpreter; booker adds the co-worker slot automatically.
Co-workers are offered the job together so that one doesn't accept without the other.
Spoken-language jobs are never co-worked by default; coordinators add it for conferences.
""")

A("diary-dev-setup", "diary: local dev setup", "2026-04-20", ["diary", "dev"], """
# diary local setup

@V5 diary builds with Flutter 3.27; `.fvmrc` pins it and CI uses the same version.
Run `fvm flutter pub get`, then `make run-ios` or `make run-android`.
The API runs locally with `docker compose up diary-api`; seed data has 12 fake interpreters.
Test accounts share the password in Bitwarden under "diary test users".
""")

A("client-terms-summary", "Client terms: plain-English summary", "2026-05-06", ["clients", "terms", "tally"], """
# Client terms (summary)

Plain-English summary of the standard terms, so the agent stops guessing.

@V8 Clients who cancel less than 72 hours before the start pay the full fee; earlier
cancellations are free.
Interpreters are paid in full when a client cancels late.
Invoices are payable within 30 days; NHS frameworks are 45.
""")

A("scribeline-runbook", "scribeline runbook", "2026-06-03", ["scribeline", "runbook", "ops"], """
# scribeline runbook

## Dependencies
| Component | Address | Used for |
|---|---|---|
@V9 | Redis | `redis-scribe.lantern.internal:6379` | caption fan-out |
| Postgres | `pg-main.lantern.internal:5432` | events, vocabularies |
| Speechmatics | `eu2.rt.speechmatics.com` | real-time ASR |

## Local env
```ini
REDIS_URL=redis://redis-scribe.lantern.internal:6379/0
SPEECHMATICS_REGION=eu2
```

## Common problems
- Captions freeze but audio flows: restart the fan-out worker (`fly machine restart`).
- STTR reporter can't see the stream: check the event's reporter list, not the firewall.
""")

A("booker-email-templates", "booker email templates", "2026-03-18", ["booker", "email"], """
# booker email templates

Templates live in `booker/templates/email/`, MJML compiled at build time.

@R3 booker's confirmation and reminder emails go out through Amazon SES (eu-west-2).
@N2 The client confirmation email includes the interpreter's mobile number so the client can reach them on the day.
The interpreter's offer email shows the client's postcode only, never the full address, until they accept.
Welsh versions exist for confirmation and cancellation; reminders are English only for now.
""")

A("relay-dev-setup", "relay: getting it running locally", "2026-02-24", ["relay", "dev"], """
# relay local setup

@R5 relay uses Yarn (berry) workspaces, so run `yarn install` at the repo root, never inside a package.
`yarn dev` starts the web app and the signalling server together.
Use two browsers (or one private window) to test a call against yourself.
Camera permissions in Firefox need `media.navigator.permission.disabled` off.
""")

A("image-builds", "How container images are built", "2026-05-27", ["infra", "ci", "images"], """
# Image builds

Each repo builds one image per commit on main, tagged with the short SHA.
@R7 Images are pushed to our Harbor registry at `harbor.lantern.internal`; the cluster pulls from there only.
Base images are rebuilt weekly on Sunday night to pick up security fixes.
Multi-arch isn't needed; every node is amd64.
""")

A("finance-month-end", "Finance month-end", "2026-07-30", ["tally", "finance"], """
# Month-end with finance

@R10 tally posts client invoices to FreeAgent every night; finance reconciles there.
The finance manager locks the month on the 5th working day; after that, corrections go in as credit notes.
The month-end report (hours per office, per language) comes from the tally admin page.
""")

A("tally-release-process", "tally release process", "2026-06-22", ["tally", "release"], """
# tally releases

@N5 Friday afternoon is the regular deploy slot for tally, after payroll is out.
Migrations on tally are run by the release pipeline, same as booker.
Check the pay-run screen loads before announcing the release in #tally.
""")

A("relay-outage-notes", "relay outage notes", "2026-08-19", ["relay", "incident"], """
# relay outage, 18 August

What happened: the video node pool ran out of memory and rooms failed to start for 40 minutes.

## How we handle it
@N7 When relay goes down, the bookings desk is the first to be told; they phone clients and then call
engineering.
Interpreters already in a call stay in it; only new rooms fail.

## Follow-ups
- Memory limits on the SFU pods raised.
- Status page text agreed with Rhys.
""")

A("coordinator-handbook", "Coordinator handbook (agent notes)", "2026-04-08", ["booker", "coordinators", "ops"], """
# Coordinator handbook, the parts the agent keeps needing

## Booking notes
@N9 Coordinators add the patient's diagnosis to the booking notes so the interpreter can prepare vocabulary.
Notes should say which entrance and which reception desk to use.

## On the day
@O9 Face-to-face interpreters should arrive 15 minutes before the appointment and report to reception.
If an interpreter is running late, the coordinator calls the client, not the interpreter.

## Offers
Offers go to the three best-ranked interpreters at once; the first to accept gets the job.
""")

A("interpreter-portal-login", "Interpreter portal login", "2026-01-21", ["booker", "diary", "auth"], """
# Interpreter portal login

@S2 Interpreter login for booker and diary goes through Auth0 (tenant `lantern-eu`).
Interpreters reset their own passwords; coordinators can't see or set them.
MFA is by authenticator app; SMS codes are not offered.
""")

A("booker-api-v2", "booker API v2", "2026-07-02", ["booker", "api"], """
# booker API v2

@S5 booker's v1 API is deprecated since 2026-07-01; every integration, NHS ones included, must use
`/api/v2/requests`.
v2 adds the `access_needs` object (Deaf-blind, lip-speaker, Deaf-relay).
Auth is a per-client bearer token; tokens rotate yearly.
""")

A("review-apps", "Review apps", "2026-10-14", ["infra", "staging"], """
# Review apps

@S8 staging.lantern.dev was shut down in October; every MR now gets its own review app instead.
Review apps live at `mr-<iid>.review.lantern.dev` and are deleted when the MR closes.
They share one seeded database per repo, reset nightly.
""")

A("payroll-calendar", "Payroll calendar", "2026-03-25", ["tally", "payroll"], """
# Payroll calendar

@F2 Interpreters are paid monthly, on the last working day, for every timesheet
approved by the 20th of that month.
If the last working day is a bank holiday, the run moves a day earlier.
Remittance advice goes out by email the same morning.
""")

A("welsh-language", "Welsh-language support", "2026-05-19", ["diary", "welsh", "booker"], """
# Welsh-language support

@F4 diary's screens are bilingual (English/Welsh), but push notification texts are still English only.
booker's client portal has Welsh for the booking form and confirmation page.
Translations are done by a freelance translator; don't machine-translate strings.
""")

A("oncall-handbook", "On-call handbook", "2026-02-16", ["infra", "oncall"], """
# On-call

@F7 The on-call rota is one engineer per week, handing over on Mondays at 10:00 in #ops.
On-call covers booker, relay and scribeline; tally and credo wait for office hours.
Keep your laptop within 30 minutes' reach; that's the response target.
""")

A("sms-offers", "SMS offers to interpreters", "2026-04-14", ["booker", "sms"], """
# SMS offers

@D1 booker sends interpreter offers by SMS through Twilio, from the sender ID `LANTERN`.
@O2 If an interpreter doesn't answer, the SMS offer is retried up to 3 times, 10 minutes apart.
Replies "Y" or "N" are parsed; anything else goes to the coordinator's inbox.
Urgent same-day offers also go out as a diary push.
""")

A("newsletter", "Client newsletter", "2026-09-09", ["marketing"], """
# Client newsletter

@O7 The monthly client newsletter goes out from Mailchimp; Amara owns the list.
Each issue has a BSL video version hosted on the website.
""")

A("exeter-office", "Exeter office notes", "2026-06-11", ["offices", "exeter"], """
# Exeter

Small office above the Cathedral Quarter; one coordinator plus a part-timer.

| Desk | Hours | Out of hours |
|---|---|---|
@O10 | Exeter | 09:00–17:00, Monday to Friday | calls divert to Cardiff after 17:00 |

Most Exeter work is Royal Devon hospitals and the county court.
""")

A("scribeline-asr-eval", "scribeline ASR evaluation", "2026-07-21", ["scribeline", "asr"], """
# ASR evaluation

@D5 Before the July migration, scribeline's ASR used AWS Transcribe, which struggled with
Welsh place names.
We compared three engines on 40 hours of recorded lectures; word error rate was the main metric.
Custom vocabularies cut errors on names by about half.
""")

A("compliance-checks", "Compliance checks (credo)", "2026-09-30", ["credo", "compliance"], """
# Compliance checks

@D6 credo checks every interpreter's NRCPD registration automatically each night.
@A5 An interpreter whose DBS certificate is over three years old can't be booked until it's renewed.
Insurance certificates are checked by hand when they're uploaded.
Compliance gets a weekly digest of anything expiring in the next 30 days.
""")

A("relay-pilot-retro", "relay pilot retro", "2026-03-06", ["relay", "retro"], """
# relay pilot retro

@D7 During the February pilot, relay rooms were limited to 4 participants.
Interpreters liked the hand-over button; clients wanted a test-call page.
Two health boards joined the pilot; both stayed on afterwards.
""")

A("summer-freeze", "Summer change freeze", "2026-09-04", ["deploys", "process"], """
# Summer change freeze (July–August 2026)

@D10 During the summer 2026 change freeze, every deploy needed Gwen's sign-off.
The freeze covered the Swansea opening and the Speechmatics switch.
Only three deploys happened in August, all hotfixes.
""")

A("caption-quality", "Caption quality complaints", "2026-10-07", ["scribeline", "support"], """
# Caption quality

@NS2 Caption quality complaints go to the STTR team lead, not to on-call.
The team lead replies within one working day and can offer a free re-caption of the recording.
Complaints are logged in the support board with the event ID.
""")

A("timesheet-approval", "Timesheet approval", "2026-05-13", ["tally", "timesheets"], """
# Timesheet approval

@NS7 A timesheet is not approved without the client's signature or an e-sign from the booking
contact.
Queries go back to the interpreter through tally's comment thread, not email.
Approved timesheets can't be edited; a coordinator has to reopen them.
""")

# ---------- unpaired notes ----------
A("bsl-video-booking-line", "BSL video booking line", "2026-02-03", ["relay", "booking", "deaf"], """
# BSL video booking line

Deaf clients call the booking line from the website; a coordinator who signs answers.
If nobody who signs is free, the call rolls to a relay interpreter and the coordinator joins by voice.
""")

A("language-coverage", "Language coverage", "2026-01-14", ["languages", "booker"], """
# Language coverage

BSL, Polish, Arabic, Romanian, Tigrinya, Kurdish Sorani and Welsh are the busiest.
Rare languages (e.g. Oromo) are subcontracted to a partner agency in Birmingham.
Language codes in booker follow ISO 639-3; BSL is `bfi`.
""")

A("interpreter-ranking", "How interpreters are ranked for offers", "2026-03-12", ["booker", "matching"], """
# Ranking

Score = specialism match + distance + client preference - recent declines.
Clients can mark a preferred interpreter; that adds a fixed bonus, it doesn't guarantee the job.
Interpreters who declined three offers in a row drop down for a week.
""")

A("hmcts-email-intake", "HMCTS email intake", "2026-04-01", ["booker", "courts"], """
# HMCTS requests

Court requests arrive by email from the listing office and are keyed in by hand.
The listing reference (e.g. `CV26P01234`) goes into the booking's external reference field.
""")

A("deafblind-bookings", "Deafblind bookings", "2026-06-17", ["booker", "access-needs"], """
# Deafblind bookings

Hands-on signing and visual frame signing need interpreters with the `deafblind` tag.
Guide-communicators are booked as a separate role, not as interpreters.
""")

A("mileage-calculation", "How mileage is calculated", "2026-05-22", ["tally", "mileage"], """
# Mileage calculation

tally calculates the distance from the interpreter's home postcode to the venue and back.
The route comes from OSRM, cached per postcode pair for a month.
Interpreters can override the distance with a note; coordinators approve overrides.
""")

A("agent-session-tips", "Tips for the agent", "2026-01-09", ["agent", "meta"], """
# Tips for working in these repos

Read the overview memory for a service before touching it.
booker and tally share nothing at the code level; they talk over HTTP only.
Ask before changing anything that sends messages to interpreters.
""")

A("tribunal-bookings", "Tribunal bookings", "2026-07-08", ["courts", "booker"], """
# Tribunals

Employment tribunals book through the regional office, not HMCTS listing.
Tribunal bookings often move at short notice; keep the interpreter on a provisional hold.
""")

A("university-term-dates", "University term dates", "2026-09-15", ["clients", "dsa"], """
# Term dates

Cardiff University and UWE publish term dates in June; import them into booker's calendar.
Standing weekly bookings for students are created per term, not per year.
""")

A("interpreter-onboarding", "Interpreter onboarding", "2026-02-27", ["credo", "onboarding"], """
# Onboarding a new interpreter

Upload registration card, DBS certificate, insurance and right-to-work into credo.
Book a 30-minute call with the office coordinator before the first job.
Set specialism tags (medical, legal, mental health, education) from their CV.
""")

A("incident-2026-05-ssl", "Certificate expiry incident, May", "2026-05-04", ["incident", "infra"], """
# Certificate expiry, 3 May

The wildcard certificate for `lantern.video` expired; cert-manager had lost its DNS token.
Fix: token rotated, renewal alert added at 14 days.
""")

A("pg-main-notes", "pg-main notes", "2026-06-29", ["infra", "postgres"], """
# pg-main

Postgres 16 on a dedicated VM, not in the cluster.
Connection limits are per database; booker has the biggest share.
Major upgrades need a weekend window agreed with Rhys.
""")

A("mental-health-bookings", "Mental health bookings", "2026-08-26", ["booker", "medical"], """
# Mental health bookings

Only interpreters with the `mental-health` tag are offered these.
The same interpreter is kept for a patient's whole course of therapy where possible.
""")

A("accessibility-audit", "Website accessibility audit", "2026-10-21", ["website", "accessibility"], """
# Accessibility audit

External audit found missing captions on two BSL videos and low contrast on the footer.
Every BSL video on the site now has captions and a transcript.
""")

A("interpreter-feedback-form", "Interpreter feedback form", "2026-11-04", ["booker", "feedback"], """
# Post-assignment feedback

booker emails clients a two-question feedback form the day after each assignment.
Scores are visible to coordinators only; interpreters see a monthly summary.
""")

A("on-call-pay", "On-call pay", "2026-03-30", ["oncall", "hr"], """
# On-call pay

Engineers get a flat weekly on-call allowance plus time off in lieu for call-outs over an hour.
Claims go through the HR system, not tally.
""")

A("webhook-signing", "Webhook signing", "2026-08-05", ["booker", "api", "security"], """
# Webhook signing

Clients verify the `X-Lantern-Signature` header with their shared secret.
Deliveries older than five minutes should be rejected by the client.
""")

A("scribeline-events", "scribeline event setup", "2026-04-28", ["scribeline", "events"], """
# Setting up a captioned event

Create the event in scribeline, attach the vocabulary, add the STTR reporters or pick ASR.
The viewer link works without login; organisers can add a password.
""")
