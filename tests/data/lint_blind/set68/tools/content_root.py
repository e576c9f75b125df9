# Root Claude Code auto-memory files: filename -> (name, description, type, title, hook, body)
# FLAT: descriptions with an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_roombook.md", "reference_infra.md", "reference_glossary.md"}

ROOT = {}
def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("user_profile.md", "user-profile", "Who Marta is, what she owns at Halfmoon Yard, how she likes to work", "user",
  "User profile", "studio manager, main developer, decides on tooling", """
Marta Kowalczyk runs Halfmoon Yard Studios (Bristol, St Philips) day to day.
@@F7a@@
She is comfortable in PHP and Python, reads Go and TypeScript but leaves masterq and sessionvault to Sam.

**Why:** she is the one who gets called when bookings break, so she cares more about boring, recoverable
setups than about new tools.

**How to apply:** explain trade-offs in terms of the front desk and the engineers, not in framework terms.
Ask before adding a new paid service; the studio's tooling budget is reviewed every December.
""")

r("user_working_hours.md", "working-hours", "When Marta and the team are around and reachable", "user",
  "Working hours", "who is in when, and what can wait", """
- Marta works Tuesday to Saturday; Monday messages can wait unless a booking is broken.
- Aoife is on the front desk 14:00–23:00 on weekdays and 10:00–18:00 on Saturdays.
- Jonah is in the building most days from noon; he doesn't read Slack after 20:00.
- Sam (contractor) does two days a week, usually Wednesday and Thursday.
""")

r("feedback_reply_style.md", "reply-style", "How to write answers for Marta", "feedback",
  "Reply style", "tone, spelling, length", """
@@A4a@@
Keep it short: what changed, what to check, what's left. Headings only when the answer is long.

**Why:** she reads most replies on her phone between sessions.

**How to apply:** lead with the outcome; put commands in code blocks so they can be copied.
""")

r("feedback_testing.md", "testing", "How to run and write tests across the studio repos", "feedback",
  "Testing", "real databases, running suites, what to report", """
@@N6a@@
@@N8a@@
When a test is flaky, say so and link the run; don't retry it until it passes and call it green.

**Why:** in March a mocked test passed while the real loans query was broken, and gear went missing from
the overdue list for a week.

**How to apply:** for gearlog use the docker-compose test profile; for roombook `php artisan test`.
""")

r("feedback_deploys.md", "deploys", "Rules for when and how to deploy the studio apps", "feedback",
  "Deploys", "timing rules and pre-deploy checks", """
@@N1a@@
@@NS4a@@
Always say in #studio-tech before a deploy, even a small one.

**Why:** a Friday roombook release in February broke the repeat-booking series and Aoife spent the
evening rebooking bands by hand.

**How to apply:** check the bookings for the next two hours before touching roombook; if a studio
session is about to start, wait.
""")

r("feedback_merge_style.md", "merge-style", "How pull requests get merged in the studio repos", "feedback",
  "Merge style", "how PRs land on main", """
@@R5a@@
Delete the branch after merging; nobody keeps long-lived feature branches here.

**Why:** Marta reads `git log` on main to write the monthly changelog for the team.

**How to apply:** write the PR title as the commit subject, since that's what ends up on main.
""")

r("feedback_migrations.md", "migrations", "Database migration rules for roombook and gearlog", "feedback",
  "Migrations", "what never to run on prod and how to stage migrations", """
@@NS7a@@
Migrations that drop or rename a column go out in two deploys: stop using it first, drop it later.
Test every migration against last night's anonymised dump before it goes near prod.

**Why:** roombook's bookings table is the only record of deposits taken; there's no rebuilding it.
""")

r("feedback_secrets.md", "secrets", "Handling credentials and env files", "feedback",
  "Secrets", "env files, keys in chat", """
@@NS9a@@
Never paste API keys into chat or into commit messages; refer to them by the vault item name.
If a key leaks, rotate it first and tell Marta second.
""")

r("feedback_escalation.md", "escalation", "Who gets which kind of complaint or problem", "feedback",
  "Escalation", "routing of complaints and incidents", """
@@NS2a@@
Door or keypad problems during a booking go to whoever is on call, and Jonah if it's a studio session.
Billing disputes go to Marta.

**Why:** Aoife was getting mastering feedback she couldn't act on and clients waited days for a reply.
""")

r("feedback_commit_messages.md", "commit-messages", "How Marta wants commit messages written", "feedback",
  "Commit messages", "subject line style, ticket refs", """
Imperative subject under 72 characters, e.g. `Fix repeat-booking series on DST change`.
Put the Linear ticket (`HMY-123`) in the body, not the subject.
No `Co-Authored-By` trailer.
""")

r("feedback_plan_first.md", "plan-first", "Write a plan before multi-repo changes", "feedback",
  "Plan first", "when to stop and write a plan", """
For anything touching more than one repo (say roombook and doorman together), write a short plan first
and wait for Marta's OK.
Single-file fixes can go straight to a PR.

**Why:** the doorman/roombook booking-ID change in May was done in the wrong order and locked a band out.
""")

r("feedback_no_prod_data_locally.md", "no-prod-data-locally", "Keep client data off laptops", "feedback",
  "No prod data locally", "use the anonymised seed, not dumps", """
Don't copy prod MySQL or Postgres dumps to a laptop. Use the anonymised seed (`make seed`) instead.
Client names, phone numbers and session file names count as personal data.
""")

r("feedback_changelog.md", "changelog", "Keep the team changelog up to date", "feedback",
  "Changelog", "monthly changelog in Notion", """
After a user-facing change, add a line to the month's changelog page in Notion ("What changed in roombook").
Write it for Aoife, not for developers: what she'll see, and what to tell bands.
""")

r("reference_roombook.md", "roombook", "roombook: room booking app — stack, money, booking rules, notifications", "reference",
  "roombook", "booking app overview", """
roombook is the booking system for every room at Halfmoon Yard: studios A–C, the rehearsal rooms, and the
Annex rooms since September. Repo `halfmoon/roombook`.

## Stack
@@A1a@@
@@V1a@@
- Queue worker: `php artisan queue:work` under supervisord, database driver
- Admin panel at `/admin` (Filament); staff sign in with their Google Workspace accounts
- Public booking pages at `book.halfmoonyard.co.uk`

## Money
@@R9a@@
@@V7a@@
@@N7a@@
- Refunds outside that window are issued by Aoife from the admin panel
@@NS1a@@
- VAT is added at 20% on studio bookings; rehearsal rates are shown VAT-inclusive

## Booking rules
@@A10a@@
@@F5a@@
- Weekly rehearsal slots are created as a series and can be cancelled date by date
- Studio bookings need a named engineer; rehearsal bookings don't

## Notifications
@@R2a@@
@@S2a@@
- Reminder emails go out 24 hours before the session
- A booking ID (`HB-` number) is passed to doorman when the booking is confirmed
""")

r("reference_gearlog.md", "gearlog", "gearlog gear inventory and loans app — stack, tags, loan rules", "reference",
  "gearlog", "inventory app overview", """
gearlog tracks every piece of gear in the building: where it is, who has it, and when it was last serviced.
Repo `halfmoon/gearlog`; Jonah is the main user.

## Stack
@@V6a@@
@@F6a@@
@@O7a@@
@@S9a@@
- Celery is not used; the nightly overdue check is a management command run from cron

## Inventory
@@A6a@@
@@S3a@@
- Categories: mics, preamps, outboard, instruments, backline, cables, furniture
- Service history is kept per item; valve amps are serviced every 12 months

## Loans
@@N2a@@
@@NS6a@@
- Overdue loans show up on the front-desk dashboard after 24 hours
- Loans are always to a named person, never to a band
""")

r("reference_sessionvault.md", "sessionvault", "sessionvault: where client session files live and for how long", "reference",
  "sessionvault", "session file storage overview", """
sessionvault stores client session files (Pro Tools and Logic sessions, stems, bounces) and hands out
download links. Repo `halfmoon/sessionvault`; Sam looks after it.

## Service
@@F4a@@
- Listens on `127.0.0.1:8092` behind the reverse proxy
- Auth: magic links for clients, Google Workspace for staff

## Storage
@@R7a@@
@@N5a@@
@@V3a@@
- Cold storage is a separate bucket, `hm-sessions-cold`, with a restore fee passed on to the client

## Sharing
@@A8a@@
- Links are per folder; a client can ask the front desk to re-send one
""")

r("reference_masterq.md", "masterq", "masterq mastering queue — stack, limits, turnaround, delivery", "reference",
  "masterq", "mastering queue overview", """
masterq is the online mastering service: clients upload a mix, pay, and get masters back. Repo
`halfmoon/masterq`; Sam maintains the code, Priya runs the queue.

## Stack
@@R4a@@
@@S1a@@
@@R3a@@
- Renders run with the `hm-render` wrapper around SoX and the ffmpeg loudness filter

## Intake
@@V4a@@
@@A3a@@
- Clients pick standard, rush or stem mastering at checkout

## Queue
@@D8a@@
@@N4a@@
@@O5a@@
@@V8a@@

## Delivery
@@A9a@@
@@S10a@@
- Every delivery includes a WAV master, an MP3 reference and a loudness report
""")

r("reference_doorman.md", "doorman", "doorman keypad door-code service for rehearsal rooms", "reference",
  "doorman", "door code service overview", """
doorman gives each rehearsal booking a door code for its room keypad. Repo `halfmoon/doorman`.

## Hardware
@@S5a@@
- Python 3.11; talks to the Paxton keypads over RS-485
- Keypads on R1–R6 and the drum booth; studios A–C have normal keys

## Codes
@@F3a@@
@@N3a@@
@@V5a@@
- Codes stop working 30 minutes after the booking ends
@@F8a@@

## Logging and safety
@@A2a@@
@@NS3a@@
""")

r("reference_infra.md", "infra", "infra: prod box, CI, DNS, secrets, backups, monitoring", "reference",
  "Infrastructure", "where things run and how they're watched", """
## Hosting
@@R6a@@
- Ops box: a smaller CX22 that runs Grafana, Metabase and the weekly report jobs
@@F10a@@
@@N9a@@

## Code and DNS
@@R1a@@
- Repos live in the `halfmoon` GitHub organisation; Marta and Sam are owners
@@A7a@@

## Secrets and backups
@@R8a@@
@@F2a@@
- Database dumps are taken at 02:00 before the backup run

## Monitoring
@@R10a@@
@@S6a@@
- Logs: Grafana Loki on the ops box, 30 days retention
""")

r("reference_rooms.md", "rooms", "The rooms at Halfmoon Yard — studios, rehearsal rooms, rates, house rules", "reference",
  "Rooms", "studios, rehearsal rooms, rates and house rules", """
## Studios
@@F1a@@
@@D9a@@
- Studio C: mastering and mix suite, no live room
@@S8a@@
@@NS5a@@

## Rehearsal rooms
@@V2a@@
@@F9a@@
@@N10a@@

| Room | Size | Rate | Backline |
|---|---|---|---|
| R1 | 12 m² | £14/h | Kit + bass amp + 2 guitar amps |
@@D4a@@
@@V9a@@
| R4 | 20 m² | £16/h | Kit + bass amp + 2 guitar amps |
| R5 | 28 m² | £20/h | Kit + bass amp + 2 guitar amps |
| R6 | 30 m² | £20/h | Kit + bass amp + 2 guitar amps |

## House rules
@@A5a@@
- Load in through the back door on Wade Street; the front door is for clients without gear
- No smoking anywhere on site, including the yard
""")

r("reference_people.md", "people", "Who does what at Halfmoon Yard", "reference",
  "People", "team and roles", """
- Marta Kowalczyk — studio manager; owns roombook and the infra
- Jonah Reyes — head engineer; runs Studio A and looks after the gear (gearlog)
- Priya Desai — mastering engineer, joined in August 2026
- Aoife Byrne — front desk and bookings
- Sam Okonjo — contract developer (masterq, sessionvault, doorman), two days a week
""")

r("reference_glossary.md", "glossary", "glossary: booking and studio terms used in notes and tickets", "reference",
  "Glossary", "house terms", """
- **HB number** — booking reference from roombook (`HB-24817`)
- **lockout** — a band renting a rehearsal room for a whole month, same slot every week
- **hold** — a provisional booking without a deposit, released automatically after 48 hours
- **needs-attention** — masterq state for jobs a human has to look at
- **the Annex** — the second building on Feeder Road, rooms X1–X4
- **cold storage** — sessionvault's archive bucket for old session folders
""")

r("reference_ops_runbook.md", "ops-runbook", "Commands for the common prod chores", "reference",
  "Ops runbook", "restart, logs, restore", """
Restart one app on the prod box:

```
cd /opt/halfmoon && docker compose restart roombook
docker compose logs -f --since 10m masterq-worker
```

Restore a single table from last night's dump: see `auto/backup-runbook.md`.
Doorman's service is `doorman.service`; `journalctl -u doorman -f` shows keypad traffic.
""")

r("reference_vendors.md", "vendors", "Suppliers and repairers the studio uses", "reference",
  "Vendors", "suppliers, repairers, support contacts", """
- Gear: Andertons for most things, Thomann for cables and stands
- Amp and valve repairs: Bristol Amp Doctor (Jonah has the contact)
- Keypads: Paxton via SecureDoor Bristol; support contract renews in January
- Acoustic treatment: GIK panels, fitted by Harbour Acoustics in 2026
""")

r("reference_repos.md", "repos", "The five studio code repos and who owns them", "reference",
  "Repos", "repos and owners", """
| Repo | Language | Owner |
|---|---|---|
| roombook | PHP | Marta |
| gearlog | Python | Jonah / Marta |
| sessionvault | Go | Sam |
| masterq | TypeScript | Sam |
| doorman | Python | Sam |

Every repo has a `README.md` with local setup; keep it current when setup changes.
""")

r("project_annex_opening.md", "annex-opening", "Opening the Annex on Feeder Road in September 2026", "project",
  "Annex opening", "second building, four rehearsal rooms", """
The Annex opened on 2026-09-05 with four rehearsal rooms (X1–X4).
- roombook got a `site` column; the Annex rooms share the same pricing table
- doorman drives the Annex keypads too, over a site-to-site VPN
- The Annex has no front desk; Aoife handles it remotely

**Why:** the main building was full every weekday evening from February onwards.
""")

r("project_gear_audit.md", "gear-audit", "Quarterly gear audit with gearlog", "project",
  "Gear audit", "what the audits found and what's next", """
The Q3 audit (September 2026) found 412 tagged items and 9 untagged ones, mostly cables.
Two Shure SM7Bs were found in the wrong locker; nothing was missing.
Next audit is in December; Jonah wants a scan-only flow on the phone for it.
""")

r("project_masterq_v2.md", "masterq-v2", "Client portal redesign for masterq", "project",
  "masterq v2", "client portal redesign", """
Redesign of the masterq client pages, started October 2026.
- Clients see their job's place in the queue
- Revisions requested from the job page instead of by email
- One revision is included; more are charged

**Why:** most emails to Priya were "where is my master?".
""")

r("project_sessionvault_cold_storage.md", "sessionvault-cold-storage", "Moving old session folders to a cheaper archive", "project",
  "sessionvault cold storage", "archive tier work", """
Cold storage went live in October 2026.
- Restores take up to 12 hours and are requested from the staff page
- Clients are emailed when their folder is archived
- The restore fee is set on the pricing page; Marta reviews it in December
""")

r("project_doorman_keypads.md", "doorman-keypads", "Replacing the old rehearsal room keypads", "project",
  "doorman keypads", "keypad replacement project", """
The old keypads were replaced with Paxton units in April 2026 (R1–R6 and the drum booth).
The Annex got the same model in September.
Open item: the drum booth keypad sometimes needs two tries; Jonah has a spare.
""")

r("project_noise_complaints.md", "noise-complaints", "Complaints from the new flats next door and what we changed", "project",
  "Noise complaints", "neighbour complaints and the licence", """
The flats on Wade Street were finished in spring 2026 and the first complaints came in April.
@@A5b@@
The council's officer measured in May and was satisfied; the next check is after the Annex has been open a year.
""")

r("project_pricing_review.md", "pricing-review", "Yearly pricing review for rooms and mastering", "project",
  "Pricing review", "what gets reviewed in December", """
Pricing is reviewed every December for the following year: room rates, deposits, mastering tiers.
Marta pulls utilisation from Metabase first; Aoife collects what bands say at the desk.
Changes are announced to lockout bands a month before they apply.
""")

r("project_roombook_annex_support.md", "roombook-annex-support", "roombook changes for a second site", "project",
  "roombook Annex support", "multi-site work in roombook", """
Done for the Annex opening:
- Site picker on the public booking page
- Per-site opening hours
- Reports split by site in Metabase

Left: per-site email footer, and moving the Annex rooms into their own calendar colour.
""")
