# Root (Claude Code auto-memory) files: path -> (title, name, description, type, body)
# Descriptions in FLAT contain an unquoted ": " on purpose.
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_team.md", "feedback_data_in_logs.md"}

ROOT = {}
def r(path, title, name, desc, typ, body):
    ROOT[path] = (title, name, desc, typ, body.strip("\n") + "\n")

r("reference_proofhub.md", "proofhub overview", "proofhub", "What proofhub is, where it runs, how proofs are served to parents", "reference", """
proofhub is the parent-facing proofs gallery and shop. Parents log in with the code from the proof card,
see their child's proofs, and order prints. Owned by Rhiannon; Kofi covers checkout.

## Stack
@@V5b@@
- TypeScript strict, Prisma for the ORM
@@V1b@@
- Read replica for reporting: `pg-proofs-ro.brightframe.internal:5432`
@@F7b@@
@@R3b@@
@@R8b@@
- Checkout: Stripe Checkout (card, Apple Pay, Google Pay), webhooks into printline

## Proofs
@@S5b@@
- Proof size in the gallery: 800 px on the long edge
@@N7b@@
@@V2b@@
@@V10b@@
- One login covers siblings at the same school if the office linked them in rollcall
- Class group proofs appear in every child's gallery for that class

## Gotchas
- `PROOF_CODE_ALPHABET` lives in `lib/codes.ts`; change it and every printed card breaks.
- The gallery lock job is a cron route (`/api/cron/lock-galleries`), hourly.
""")

r("reference_bookit.md", "bookit overview", "bookit", "Bookings for schools — photo days, timetables, retakes, school portal", "reference", """
bookit is the Django app the office uses to book photo days with schools, build the day's timetable,
and send the school its confirmations. Schools have a small portal (logo, contacts, class list check).

## Platform
- Django 5.0, Python 3.12
@@S1b@@
@@R5b@@
@@A9b@@
- Cache: Redis 7 (`redis-bookit.brightframe.internal:6379`)
- Admin at `bookit.brightframe.co.uk/admin`, staff only

## Bookings
- A photo day belongs to one school and one or more photographers
@@N8b@@
@@F6b@@
- Reminder email to the school office 2 days before
@@S6b@@
- Autumn season runs September to mid-November; spring season is February to April

## Timetable
- The timetable builder reads class sizes from rollcall and the school's preferred start time
- Class groups are shot before break; individuals after
""")

r("reference_shootday.md", "shootday overview", "shootday", "The photographers' tablet app — tagging, capture, upload", "reference", """
shootday is the Android app the photographers run on a tablet tethered to the camera. It shows the class
list, scans the pupil's QR card, tags each capture and uploads to S3.

## Device
@@R10b@@
- Kotlin, min SDK 31, Jetpack Compose
@@O5a@@
@@R2b@@

## Capture and tagging
@@F3b@@
- Sibling shots are tagged with both pupils' cards
- Class groups are tagged with the class code, not pupils
@@N3b@@

## Upload
- Uploads go to `s3://bf-originals/<school>/<date>/` via presigned URLs from bookit
@@V3b@@
@@NS6b@@
- Upload chunk size: 8 MB multipart
- Queue survives an app restart; it does not survive a factory reset

```
# debug build flags (local only)
SHOOTDAY_FAKE_CAMERA=true
SHOOTDAY_MAX_UPLOAD_MB=100
```
""")

r("reference_printline.md", "printline overview", "printline", "Orders, payment, lab submission and dispatch for parent prints", "reference", """
printline takes paid orders from proofhub, builds print jobs and submits them to the lab, then tracks
dispatch. Kofi owns it.

## Stack
@@R4b@@
- Django REST Framework API, consumed by proofhub checkout
@@R6b@@
- Postgres at `pg-print.brightframe.internal:5432`
@@NS7b@@

## Orders
@@N4b@@
@@V4b@@
- Orders paid after the cutoff go into the next working day's batch
@@F8b@@
- The lab confirms each order with a job number; we store it on the order
@@F1b@@
- Bulk parcels go back to the school office, sorted by class

## Refunds
- Refund requests come in through support and are matched to the order by order number
""")

r("reference_rollcall.md", "rollcall overview", "rollcall", "How pupil and class data gets from school MIS systems into our apps", "reference", """
rollcall is the small service that pulls pupil, class and contact data from each school's MIS and
exposes it to bookit, shootday and proofhub.

@@D9b@@
@@O1a@@
@@V6b@@
- Wonde API token per school, stored in AWS Secrets Manager
- Fields we import: pupil name, year group, class, admission number, photo consent flag
@@A8b@@
@@N6b@@
- Leavers are dropped from the class lists on the next sync but kept for 30 days for late orders
- Pupils flagged `no_photo` are shown greyed out in shootday
""")

r("reference_infra.md", "Infrastructure", "infra", "AWS, email, backups, auth: where everything runs", "reference", """
## Hosting
- AWS account `brightframe-prod`, region eu-west-2
@@D3b@@
- Proof derivatives: S3 bucket `bf-proofs`
- Secrets: AWS Secrets Manager; humans use 1Password
@@S9b@@

## Email
@@R1b@@
- School-facing emails use the same server with a different message stream
@@O2a@@

## Backups
@@F2b@@
- printline and rollcall databases: RDS automated snapshots, 7 days

## Monitoring
@@F4b@@
- Uptime checks: Better Stack, every 3 minutes, status page at `status.brightframe.co.uk`
- Grafana Cloud for metrics; dashboards in the `Brightframe` folder
""")

r("reference_data_protection.md", "Data protection", "data-protection", "Retention, consent, SARs and what we never do with pupil images", "reference", """
Anita (DPO) signs off anything that changes what we keep or for how long.

## Storage
@@A2b@@
- Processor agreements with every school, renewed at contract renewal

## Retention
@@V7b@@
- Purchased images are kept for 5 years so families can reorder
- Class group photos the school has bought are kept for 7 years (schools ask for old ones for reunions)
@@NS4a@@

## Consent and use
@@N2b@@
- Pupils with the `no_photo` flag are not photographed at all
- Parents can ask us to delete their child's images at any time; the purge is done within 30 days

## Requests
@@F5b@@
- Erasure requests go through the same ticket queue as SARs
""")

r("reference_team.md", "Team", "team", "Who is who: tech, office, photographers", "reference", """
- Sam Adeyemi: head of tech, owns infra and on-call rota
- Rhiannon Price: developer, proofhub and bookit
- Kofi Mensah: developer, printline, lab integration
- Jo Whitfield: office and operations manager, schools and bookings
- Anita Ghosh: DPO, part-time (Tue/Thu)
- Photographers: 9 regular, 4 seasonal in autumn
@@A5b@@
""")

r("reference_photo_day.md", "Photo day on site", "photo-day", "How a photo day runs on site and how it is timetabled", "reference", """
@@F10b@@
@@D8b@@
@@V8b@@
- Class groups: 5 minutes per class, benches supplied by us
- Siblings are shot together at the end of the day if the office has booked them
@@S3b@@
- Backdrops: mottled blue for primaries, grey for secondaries
""")

r("reference_pricing.md", "Price list 2026", "pricing", "Parent price list for the 2026 season", "reference", """
Price list as loaded into printline for the 2026 season.

| Product | Price | Notes |
|---|---|---|
| Individual pack A (1x 10x8, 2x 7x5) | £24.00 | most popular |
| Individual pack B (2x 7x5, 4 wallets) | £18.00 | |
@@V9b@@
| Digital download (single image) | £9.00 | full resolution JPEG |
| Sibling pack | £28.00 | one image of the siblings |

@@A10b@@
- Sibling discount: 10% off the second child's pack
""")

r("reference_print_lab.md", "Print lab", "print-lab", "Who prints parent orders and how we talk to them", "reference", """
@@R7b@@
- Orders go over their order API; artwork files go to their SFTP
- Account manager: Dev Patel
@@NS2a@@
- Lab turnaround: 3 working days from batch to dispatch
""")

r("reference_oncall.md", "On-call", "oncall", "On-call rota, what pages, handover", "reference", """
@@D10b@@
@@NS2b@@
- Pager: Better Stack on-call, escalation after 15 minutes to Sam
- Photo days are covered in working hours by whoever is not on site support
""")

r("reference_environments.md", "Environments", "environments", "Staging vs production for the web apps and how releases flow", "reference", """
- staging: `*.staging.brightframe.co.uk`, refreshed from anonymised prod data weekly
- production: `*.brightframe.co.uk`
@@A7b@@
- Feature flags: Unleash, self-hosted
- Never copy real pupil images into staging; use the sample school set
""")

r("reference_glossary.md", "Glossary", "glossary", "Terms: proof card, photo day, batch, studio day and friends", "reference", """
- Photo day: one school, one date, one or more photographers
- Proof card: printed card handed to each child with their login code and a QR
- Batch: the set of orders sent to the lab in one run
- Studio day: Saturday sibling sessions at the Leicester studio
- Mop-up: retake and absentee session, usually 3-4 weeks after the photo day
- Leaver: pupil no longer on the MIS class list
""")

r("feedback_git_workflow.md", "Git workflow", "git-workflow", "How Sam wants branches and merges handled", "feedback", """
@@R9b@@
@@A4b@@
- Branch names: `feature/<ticket>-short-slug`

**Why:** Sam bisects a lot when printline misbehaves and wants small commits on main.

**How to apply:** Set the repo merge button accordingly when creating new repos.
""")

r("feedback_photo_day_deploys.md", "No proofhub deploys on photo days", "photo-day-deploys", "Hold proofhub releases when a school is being shot", "feedback", """
@@N5b@@
Parents start logging in the same afternoon once the first proofs are up,
and the last bad deploy (broken login, October) cost Jo a day of phone calls.

**How to apply:** check the bookit calendar before merging anything to proofhub main.
""")

r("feedback_proof_codes.md", "Proof codes stay on cards", "proof-codes", "Where proof codes may and may not travel", "feedback", """
@@N1b@@

**Why:** a school office forwarded the whole list to a parent mailing list in 2025.

**How to apply:** replacement codes are reissued by us, one child at a time, after checking with the parent.
""")

r("feedback_testing.md", "Testing expectations", "testing", "What tests Sam expects in a PR", "feedback", """
@@F9b@@
- Prefer pytest fixtures over factories for bookit; printline already uses factory_boy, leave it.
- Don't mock the database in integration tests.
""")

r("feedback_migrations.md", "Migrations", "migrations", "How schema migrations must be handled", "feedback", """
@@NS3a@@
If a migration fails in the deploy, roll back the release and fix the migration; do not patch the schema manually.

**Why:** a hand-run migration in February left bookit and its migration table out of step for a week.
""")

r("feedback_parent_contact.md", "Parent contact", "parent-contact", "When we may contact parents directly", "feedback", """
@@NS5a@@
- Complaints from parents are answered directly, but copy Jo in.
- Never reply from a personal address.
""")

r("feedback_support_tone.md", "Support replies", "support-tone", "Tone and checks for support replies to parents", "feedback", """
- Plain, friendly, no jargon ("gallery", not "proofhub").
@@NS1b@@
- Sign off with the first name only.
""")

r("feedback_commit_messages.md", "Commit messages", "commit-messages", "Commit message style", "feedback", """
- Imperative mood, under 72 characters, ticket number at the end in brackets.
- No emoji.
""")

r("feedback_pr_size.md", "PR size", "pr-size", "Keep PRs reviewable", "feedback", """
Keep PRs under ~400 changed lines; split migrations into their own PR.

**Why:** Rhiannon reviews on her phone between photo days.
""")

r("feedback_data_in_logs.md", "No pupil data in logs", "data-in-logs", "Logging rule: no names, no images, no codes", "feedback", """
Never log pupil names, proof codes or image URLs; log the pupil's internal id instead.

**Why:** Anita found proof codes in Grafana logs during the ICO audit prep.
""")

r("user_sam.md", "Sam (head of tech)", "sam", "Sam's role and preferences", "user", """
Sam Adeyemi is head of tech and the person I mostly work with.
- Prefers short answers with the command to run
@@A6a@@
- Reviews infra changes himself
""")

r("user_jo_ops.md", "Jo (office and operations)", "jo-ops", "Jo runs the office (schools, bookings, contracts)", "user", """
Jo Whitfield is not technical but is the main source of truth about schools.
@@S7b@@
@@NS8b@@
- Prefers a phone call over Slack for anything urgent on a photo day
""")

r("user_anita_dpo.md", "Anita (DPO)", "anita-dpo", "Anita's role and how to involve her", "user", """
Anita Ghosh is our part-time DPO (Tuesdays and Thursdays).
@@NS10a@@
on ICO notification within 72 hours.
- Wants a short written summary for any change to retention
""")

r("project_postgres_migration.md", "bookit database migration", "bookit-db-migration", "The bookit database move and what is left to do", "project", """
@@S1a@@
read-only until the ICO audit closes.
- Cutover was done on a Sunday with bookit in maintenance mode for 3 hours
- Remaining: delete the MySQL snapshot after Anita signs off
""")

r("project_gradebox.md", "gradebox", "gradebox", "In-house batch colour correction pipeline", "project", """
@@S3a@@
- gradebox runs on a GPU spot instance, triggered when a photo day's upload completes
- Per-school overrides live in `gradebox/profiles/<school>.toml`
""")

r("project_wonde_rollout.md", "Wonde rollout", "wonde-rollout", "Status of the Wonde MIS integration rollout", "project", """
@@A3a@@
- Last three schools (all Arbor) were connected in June
- Schools that refuse Wonde are not booked for 2027
""")

r("project_entra_switch.md", "Entra ID switch", "entra-switch", "Moving staff sign-in for the admin tools", "project", """
@@S9a@@
- Photographers' shootday logins were not affected
- Remaining: remove the old Google OAuth clients from the GCP project
""")

r("project_home_delivery.md", "Home delivery", "home-delivery", "Home delivery option in checkout", "project", """
@@F1a@@
- Home delivery goes Royal Mail Tracked 48 from the lab
- Launched for the autumn 2026 season
""")

r("project_sibling_orders.md", "Sibling orders", "sibling-orders", "How orders for siblings are handled", "project", """
- Sibling discount applies automatically when the office has linked the children in rollcall
@@N9b@@
- Sibling photos (shot together) are a separate product
""")

r("project_retakes.md", "Retakes", "retakes", "Retake and mop-up sessions", "project", """
@@D6b@@
@@N10b@@
- Mop-up sessions are 3-4 weeks after the photo day
""")

r("project_staff_id_photos.md", "Staff ID photos", "staff-id-photos", "Staff ID photos we shoot for schools", "project", """
Schools can add staff ID photos to a photo day at no charge.
@@O8a@@
- Exported as 600x800 JPEG named by staff code
""")

r("project_yearbooks.md", "Yearbooks", "yearbooks", "Year 6 and Year 11 yearbooks", "project", """
- Yearbook layout is done in Affinity Publisher from a template per school
@@O9a@@
- Minimum order: 20 copies per school
""")

r("project_autumn_season_2026.md", "Autumn season 2026", "autumn-season-2026", "How the autumn 2026 season went", "project", """
- 212 photo days booked, 6 cancelled
@@D8a@@
- The busiest week was 22-26 September, 31 photo days
""")

r("project_ico_audit.md", "ICO audit", "ico-audit", "The 2026 ICO audit and its follow-ups", "project", """
@@D5a@@
- Outcome: reasonable assurance, two recommendations (log hygiene, staging data)
- Follow-ups tracked in Linear under `DP-`
""")
