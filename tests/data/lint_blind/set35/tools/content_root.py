# Root Claude Code auto-memory files: fname -> (name, description, type, body). '@KEY' lines are claims.
ROOT = {}
def r(fname, name, desc, typ, body):
    ROOT[fname] = (name, desc, typ, body.strip("\n") + "\n")

r("user_profile.md", "user-profile", "Priya Nair, digital lead at Tidewell Leisure Trust; owns lanebook, splash and memberhub roadmaps", "user", """
Priya Nair is the digital lead at Tidewell Leisure Trust (four pools and leisure centres: Harbourside, Millbrook, Ashgrove, Kingsmead). Came from a council IT team; strong on SQL and product, lighter on mobile.

- Works mostly in Python and TypeScript; reads Go (rotaplan) but rarely writes it
@A4a
- Wants short answers with the command or diff first, reasoning after
- Is in the office at Harbourside Tue-Thu; Mon/Fri remote, often on the poolside Wi-Fi

**Why:** she reviews nearly every PR herself and has little time between board papers and site visits.

**How to apply:** lead with the change, keep explanations to a few bullets, flag anything that touches member money or safety explicitly.
""")

r("reference_lanebook.md", "reference-lanebook", "lanebook overview: booking API behind splash and the website, hosts, payments, jobs", "reference", """
# lanebook

Django monolith that owns lane swims, classes, sauna slots and swim lessons for all four sites. Repo `tidewell/lanebook`.

## Runtime
@O4a
@D3b
@S1a
@O8a

## Data
@V1a
- Redis cache for timetable fragments (`CACHES["default"]`), safe to flush
- Media (class images) in `s3://tidewell-lanebook-media/`

## Integrations
@R9a
@O2a
@R1a
@F9a

## Booking rules
@V6a
- Waitlist promotion runs when a booking is cancelled; the promoted member has 2 hours to confirm
- Activity codes: `LANE`, `AQUA`, `SAUNA`, `LESSON`, `FUN`

See also [[reference-splash-app]], [[feedback-migrations]].
""")

r("reference_chemwatch.md", "reference-chemwatch", "chemwatch: pool chemistry sensor ingest and alerting (gateways, storage, alert rules)", "reference", """
# chemwatch

Reads free chlorine, combined chlorine, pH, ORP and water temperature from the plant-room controllers at every site and alerts when water quality drifts. Repo `tidewell/chemwatch`, owner: Tom Okafor (facilities tech) with platform help.

## Collection
@A2a
@V2a
@D7b
@N2a
@O4b

## Storage
@R5a
@V7a
- Hourly rollups are kept indefinitely (they are small and Environmental Health asks for trends)

## Alerting
@F2a
- Alerts on free chlorine below the site's lower limit for 10 consecutive readings
- Alert routing per site lives in `config/sites/*.yaml`

## Operations
@NS1b
@S4b
- Calibration mode: `chemctl calibrate --site MLB --probe cl1` mutes alerts for that probe for 30 minutes
""")

r("reference_rotaplan.md", "reference-rotaplan", "rotaplan: lifeguard and poolside staff rota service (Go); rules, storage, messaging", "reference", """
# rotaplan

Go service + small Vue admin for lifeguard and poolside rotas. Repo `tidewell/rotaplan`. The rota solver lives in `internal/solver/`.

## Infrastructure
@R4a
@O3b
@R10a

## Rota rules
@V3a
@N6a
- Minimum 11 hours between the end of one shift and the start of the next (Working Time Regulations)
- Trainee lifeguards are never rostered alone on poolside

## Publishing and swaps
@A5a
@D5b
@F1a
- Swap requests expire 48 hours before the shift if nobody picks them up
""")

r("reference_memberhub.md", "reference-memberhub", "memberhub: memberships, direct debits and member records (Rails)", "reference", """
# memberhub

Rails app that holds member records, membership plans and Bacs direct-debit collection. Repo `tidewell/memberhub`.

## Stack
@V9a
@O1a
- Sidekiq for jobs, Redis `redis-mh.tidewell.internal`

## Plans and billing
@F3a
@V4a
@D4b
@N3a
@A7a

## Member-facing
@R2a
@S3a
- Member photo is shown on the reception screen at check-in
""")

r("reference_splash_app.md", "reference-splash-app", "splash, the member booking app: stack, builds, analytics, notifications", "reference", """
# splash (member app)

React Native app for members: bookings, membership pass, class timetable. Repo `tidewell/splash`. Talks to lanebook and memberhub APIs only.

## Stack
@V5a
@F4a
@D1b

## Features
@NS6b
@N5a
- Timetable screen is read from lanebook's public API, not cached longer than a minute

## Tooling
@R3a
@A8a
@S5a
@O9a
""")

r("reference_kiosk.md", "reference-kiosk", "kiosk: reception till / POS used at all four sites", "reference", """
# kiosk (reception POS)

Reception till for swim tickets, café, goggles and locker tokens. Repo `tidewell/kiosk`. Talks to lanebook for check-ins and memberhub for member lookup.

## Build
@F6a
- TypeScript, React renderer, SQLite for the local product catalogue cache

## At the till
@S7a
@N8a
@A9a
@NS3a
@N10a
- Cash drawers open only on a completed sale or with a manager PIN
""")

r("reference_infra.md", "reference-infra", "Infra overview: cluster, deploys, logs, backups", "reference", """
# Infrastructure

Most services run on a three-node k3s cluster in Hetzner Falkenstein (`k3s-1..3.tidewell.internal`), set up in late March. Plant-room gateways and reception PCs stay on site.

## Delivery
@D10b
- Images in GHCR under `ghcr.io/tidewell/*`
- Secrets via sealed-secrets; the controller key is in the 1Password vault "Platform"

## Observability
@S8b
- Metrics: Prometheus + Grafana (`grafana.tidewell.internal`)
- Uptime checks: Better Stack on the public URLs

## Data
@F5a
- Backups are encrypted with `age`; the key is in the "Platform" vault
""")

r("reference_oncall.md", "reference-oncall", "Platform on-call: paging, rota, what pages and what doesn't", "reference", """
# Platform on-call

Small rota (Priya, Sam Whitlock, Ade Bello, Tom Okafor for chemwatch only).

@F10a
@S6a
@NS4b
- lanebook 5xx above 2% for 5 minutes pages; a single failed payment does not
- Site Wi-Fi outages are the site's IT contractor, not us
""")

r("reference_sites.md", "reference-sites", "The four sites: codes, pools, opening, lifeguard cover notes", "reference", """
# Sites

Codes are used everywhere (config, hostnames, Grafana folders).

## Harbourside (HBS)
@O6a
@O7a
- Flagship site, head office upstairs

## Millbrook (MLB)
- 25 m pool, teaching pool, sports hall
- Plant room is in the basement and floods in heavy rain

## Ashgrove (ASG)
- 25 m pool with moveable floor, sauna and steam room

## Kingsmead (KMD)
- 20 m pool and learner pool; reopened after retiling in spring

## Across all sites
@F8a
- Pool hall temperature is kept 1 degree above the water temperature
""")

r("reference_web.md", "reference-web", "Public website and timetable pages", "reference", """
# Public website

Astro static site in `tidewell/www`, rebuilt when lanebook publishes a new timetable (webhook).

@R8a
- DNS is at Cloudflare; the apex redirects to `www`
- Timetable pages embed the lanebook public timetable widget
""")

r("reference_reporting.md", "reference-reporting", "Reporting warehouse and Metabase", "reference", """
# Reporting

Nightly ELT from lanebook, memberhub and kiosk into a small warehouse; Metabase on top for the finance and ops teams.

@O1b
- Loads run with `dlt` at 03:30, dbt models in `tidewell/dw-models`
- Metabase: `metabase.tidewell.internal`, SSO via Google Workspace
""")

r("reference_glossary.md", "reference-glossary", "Glossary: NPLQ, PWTAG, bather load, Z report, DD", "reference", """
# Glossary

- NPLQ: National Pool Lifeguard Qualification, valid two years, needs monthly training hours
- PWTAG: Pool Water Treatment Advisory Group, publishes the code of practice we follow
- Bather load: how many swimmers the water treatment is sized for
- Z report: end-of-day till total
- DD: direct debit (Bacs)
@A3a
- Boom: floating divider that splits the main pool into two areas
""")

r("feedback_rotaplan_rules.md", "feedback-rotaplan-rules", "Rota constraints the duty managers insisted on", "feedback", """
Duty managers were clear about shift rules when we rebuilt the solver constraints.

@V3b

**Why:** long shifts on poolside are a fatigue and supervision risk; the HSE guidance talks about rotation every 60 minutes as well.

**How to apply:** when touching `internal/solver/constraints.go`, keep the shift cap and the break rule together and add a test case for both.
""")

r("project_booking_limits.md", "project-booking-limits", "Booking limits for members (future bookings cap)", "project", """
Members were hoarding peak lane slots, so lanebook enforces a cap on open bookings.

@V8a
- Counted per member, across all sites
- Class bookings don't count towards it

**Why:** the 06:30-08:00 lanes at Harbourside were fully booked a week ahead by a handful of people.
""")

r("project_member_photos.md", "project-member-photos", "Member photo upload project (photo ID at check-in)", "project", """
Member photos let reception confirm identity at check-in (ticket MH-412).

@V10a
- Photos are cropped to a square and re-encoded as JPEG at 80%
- Members can replace their photo once a month

**How to apply:** don't change the size limit in splash without checking the memberhub side too.
""")

r("project_chemwatch_dashboards.md", "project-chemwatch-dashboards", "Grafana dashboards for pool chemistry per site", "project", """
Tom wants one dashboard per site with free/combined chlorine, pH and water temperature.

@R5b
- Dashboards provisioned from `grafana/dashboards/chem-*.json`
- Combined chlorine panel turns amber at 1.0 mg/L

**Why:** duty managers look at these on the reception PC between tests.
""")

r("feedback_kiosk_tooling.md", "feedback-kiosk-tooling", "Tooling rules for the kiosk repo", "feedback", """
@R6a

**Why:** the lockfile drifted twice in spring and broke the MSI build on the reception PCs.

**How to apply:** if a PR changes dependencies, check the lockfile diff is in the same commit.
""")

r("feedback_lanebook_prs.md", "feedback-lanebook-prs", "How lanebook PRs get merged", "feedback", """
@R7a

**Why:** Sam likes being able to revert a single commit without unpicking a whole PR.

**How to apply:** tidy commits before review (`git rebase -i`), each commit should pass tests on its own.
""")

r("feedback_rotaplan_merge.md", "feedback-rotaplan-merge", "Merge convention for rotaplan", "feedback", """
@N1a

**Why:** release notes for duty managers are generated from main's commit titles.

**How to apply:** write the PR title as the changelog line, e.g. `solver: respect 11h rest between shifts`.
""")

r("feedback_chemwatch_safety.md", "feedback-chemwatch-safety", "chemwatch and the dosing equipment: safety boundary", "feedback", """
Tom was firm about this after the contractor visit.

@N2b

**Why:** dosing is the contractor's certified system; anything we write could overdose a pool.

**How to apply:** Modbus function codes 5, 6, 15 and 16 must not appear in chemwatch code.
""")

r("project_guest_bookings.md", "project-guest-bookings", "Guest (pay-as-you-go) bookings in lanebook", "project", """
Opening the online booking flow to non-members (ticket LB-233).

@N4a
- Guests give name, email and a phone number; no account needed
- Casual prices come from the `price_bands` table

**Why:** walk-ups at Millbrook were being turned away when lanes were full.
""")

r("feedback_deploy_days.md", "feedback-deploy-days", "Deploy-day policy", "feedback", """
@N7a

**Why:** Sam argued that a deploy freeze just batches risk into Mondays.

**How to apply:** don't hold back a merge because of the day of the week.
""")

r("project_memberhub_billing.md", "project-memberhub-billing", "Billing provider review for memberhub", "project", """
Reviewed options for replacing the Bacs bureau integration in memberhub (board paper, October).

@N9b
- Re-collecting 9,000 DD mandates was the blocker
- Revisit if the bureau contract price rises again

**Why:** mandate migration would have cost more than two years of bureau fees.
""")

r("feedback_chemistry_logging.md", "feedback-chemistry-logging", "How manual pool tests are recorded", "feedback", """
@S4a

**Why:** Environmental Health inspectors ask for the manual test log, not only sensor data.

**How to apply:** when duty managers ask about missing readings, check the test log first.
""")

r("feedback_logs.md", "feedback-logs", "Where to look first when debugging", "feedback", """
@S8a

**Why:** saves asking Sam for kubectl access every time.

**How to apply:** filter by `app:` and the site code, widen the window to the previous deploy.
""")

r("project_corporate_partners.md", "project-corporate-partners", "Corporate partner membership schemes (NHS trust, council, university)", "project", """
Three corporate schemes: the NHS trust, the city council and the university.

@S9a
- Each partner has its own API key, rotated yearly
- Partner staff join at the corporate rate and are invoiced to the employer

**Why:** partners want to check eligibility without emailing spreadsheets.
""")

r("feedback_pr_size.md", "feedback-pr-size", "PR size preference", "feedback", """
@F7a

**Why:** reviews happen between site visits, on a laptop.
""")

r("project_cancellation_policy.md", "project-cancellation-policy", "Cancellation rules for lane swim bookings", "project", """
@O5a
- Late cancellations count as a no-show; three no-shows in 30 days block online booking for a week

**Why:** peak lanes were lost to no-shows.
""")

r("project_fun_sessions.md", "project-fun-sessions", "Inflatable fun sessions (capacity, staffing)", "project", """
The inflatable sessions need two extra lifeguards and the boom moved.

@D6b
- Booked as activity `FUN`, children under 8 need an adult in the water

**How to apply:** capacity lives on the activity in lanebook, not in code.
""")

r("project_data_retention.md", "project-data-retention", "Data retention schedule (GDPR) across systems", "project", """
Retention schedule agreed with the DPO in May.

@O10a
- CCTV is the site contractor's system and out of scope here

**How to apply:** any new table with personal data needs a retention entry in `docs/retention.md` of its repo.
""")

r("feedback_migrations.md", "feedback-migrations", "When lanebook migrations may run", "feedback", """
@A1a

**Why:** a locking migration in March froze check-ins at Harbourside for four minutes during early swim.

**How to apply:** mark risky migrations with `# late-run` and let the deploy job hold them.
""")

r("feedback_copy_style.md", "feedback-copy-style", "Language and spelling for member-facing text", "feedback", """
@A4b

**Why:** members complained about "color" and "center" in the first app release.
""")

r("feedback_accessibility.md", "feedback-accessibility", "Screen-reader checks for splash screens", "feedback", """
@A10a

**Why:** one of the Ashgrove aqua regulars is blind and uses the app daily.

**How to apply:** add the check to the PR template checklist and mention which devices you used.
""")

r("feedback_chemwatch_ops.md", "feedback-chemwatch-ops", "Operational dos and don'ts for chemwatch", "feedback", """
@NS1a

**Why:** a restart drops the calibration session and the probe has to be re-zeroed.

**How to apply:** check `chemctl status` for an active calibration before any restart.
""")

r("feedback_member_comms.md", "feedback-member-comms", "Rules for emails to members", "feedback", """
@NS2a

**Why:** replies to price changes are often cancellations, and those have to reach the membership team.
""")

r("feedback_chemwatch_alerts.md", "feedback-chemwatch-alerts", "Who chlorine alerts go to", "feedback", """
@NS4a

**Why:** only someone on site can shut the pool or re-test; platform people can't do anything about the water.
""")

r("feedback_rotaplan_deploys.md", "feedback-rotaplan-deploys", "Deploy window for rotaplan", "feedback", """
@NS5a

**Why:** a deploy during publishing in May sent half the lifeguards an empty rota.
""")

r("feedback_lesson_bookings.md", "feedback-lesson-bookings", "How lanes for swim lessons are reserved", "feedback", """
@NS6a

**Why:** booking them in the app made them count against a staff member's booking cap.
""")

r("feedback_member_data.md", "feedback-member-data", "Deleting member data", "feedback", """
@NS8a

**Why:** finance needs the payment history for six years even after a member leaves.
""")

r("feedback_git.md", "feedback-git", "Git habits Priya expects", "feedback", """
@NS9a
- Branch names: `<ticket>-<short-slug>`, e.g. `LB-233-guest-bookings`
- Commit subjects in the imperative
""")

r("feedback_lifeguard_sms.md", "feedback-lifeguard-sms", "Quiet hours for lifeguard messages", "feedback", """
@NS10a

**Why:** many lifeguards are students; late texts generated complaints to HR.
""")

# ----- root files that belong to no pair
r("feedback_reply_style.md", "feedback-reply-style", "Answer style: diff or command first, short reasoning after", "feedback", """
Lead with the command or the diff, then at most three bullets of reasoning.

**Why:** Priya reads answers on her phone between meetings.

**How to apply:** no preamble, no recap of the question.
""")
r("feedback_commit_style.md", "feedback-commit-style", "Commit messages: imperative, ticket prefix, no AI trailer", "feedback", """
- Subject: `LB-123: add waitlist expiry` (ticket prefix, imperative, under 72 chars)
- No `Co-Authored-By` trailer for the assistant
- Body only when the why isn't obvious
""")
r("feedback_run_tests_yourself.md", "feedback-run-tests-yourself", "Run the test suites yourself rather than asking", "feedback", """
Run `make test` (lanebook), `bin/rspec` (memberhub) or `go test ./...` (rotaplan) yourself before saying a change works.

**Why:** Priya got tired of pasting test output back.
""")
r("project_q4_roadmap.md", "project-q4-roadmap", "Q4 2026 digital roadmap: waitlists, family accounts, energy data", "project", """
# Q4 roadmap

1. Family accounts in splash (one login, several members)
2. Smarter waitlists for swim lessons
3. Energy data from the pool hall air handling units into Grafana
4. Accessibility audit fixes (see [[project-accessibility-audit]])

Board review in January; anything not started by mid-December moves to Q1.
""")
r("project_accessibility_audit.md", "project-accessibility-audit", "External accessibility audit of splash and the website (September)", "project", """
Audit by a local charity in September: 23 findings, 4 high.

- High: timetable filters not reachable by keyboard on the website
- High: booking confirmation not announced by screen readers
- Medium: contrast of the grey "sold out" chips
Tracking in the `a11y` label across repos.
""")
r("project_incident_booking_outage.md", "project-incident-booking-outage", "Incident 2026-05-11: bookings down 40 minutes at peak", "project", """
# Incident: bookings down at Monday peak (2026-05-11)

- 06:58 member reports "something went wrong" on booking
- 07:05 lanebook web processes crashing after a config change to the timetable cache key
- 07:38 rollback completes; bookings recover

Root cause: a settings typo that only failed under load. Follow-ups: config validation in CI, synthetic booking check every 5 minutes.
""")
r("reference_people.md", "reference-people", "Who is who: digital team, facilities, site managers", "reference", """
- Priya Nair: digital lead
- Sam Whitlock: platform engineer (infra, lanebook)
- Ade Bello: mobile developer (splash)
- Tom Okafor: facilities technician, chemwatch domain expert
- Grace Mensah: membership manager (memberhub users)
- Site managers: Lewis (HBS), Hannah (MLB), Joel (ASG), Fatima (KMD)
""")
r("reference_repos.md", "reference-repos", "Repo map for the tidewell GitHub org", "reference", """
| repo | what |
|---|---|
| `tidewell/lanebook` | booking API |
| `tidewell/splash` | member app |
| `tidewell/memberhub` | memberships and DD |
| `tidewell/rotaplan` | rotas |
| `tidewell/chemwatch` | pool chemistry |
| `tidewell/kiosk` | reception till |
| `tidewell/www` | public website |
| `tidewell/deploy` | cluster manifests |
""")
r("project_swim_school_waitlist.md", "project-swim-school-waitlist", "Swim school waitlist redesign (Q4)", "project", """
Parents wait months for Stage 1 places at Kingsmead and Millbrook.

- Waitlist ordered by join date, with siblings prioritised
- Offers expire after 72 hours
- Open question: should a child be on waitlists at two sites at once?
""")
r("project_energy_dashboard.md", "project-energy-dashboard", "Energy use dashboard: pool hall air handling and boilers", "project", """
Energy costs doubled in 2025; the board wants per-site kWh per swim.

- Data from the building management system exports (CSV, every 15 minutes)
- First cut: Harbourside only, then the others
- Not linked to chemwatch; different vendor and network
""")
r("reference_grafana_dashboards.md", "reference-grafana-dashboards", "Which Grafana dashboards matter for what", "reference", """
- `Platform / Overview`: request rates and errors for lanebook and memberhub
- `Chem / <site>`: chemistry per site (Tom's)
- `Kiosk / Sync`: till sync lag per site
- `Rota / Publishing`: publish job duration and SMS delivery
""")
r("project_gym_inductions.md", "project-gym-inductions", "Gym induction booking (new activity type)", "project", """
Gyms at Harbourside and Ashgrove need a one-off induction before first use.

- New activity `INDUCTION`, 1 hour, max 6 people
- memberhub flag `gym_inducted` set by the instructor from the admin
- splash hides gym sessions until the flag is set
""")
r("feedback_explain_risky_changes.md", "feedback-explain-risky-changes", "Call out money or safety impact explicitly", "feedback", """
When a change touches payments, direct debits, refunds or anything in chemwatch, say so in the first line of the PR description.

**Why:** Priya routes those to Grace (money) or Tom (water safety) for a second review.
""")
r("project_locker_tokens.md", "project-locker-tokens", "Locker wristband trial at Ashgrove", "project", """
Trial of RFID wristband lockers at Ashgrove from November.

- Wristbands issued at reception with the swim ticket
- Lost wristband fee is set by the site manager
- If it works, Harbourside next spring
""")
r("project_staff_app_idea.md", "project-staff-app-idea", "Idea: a small staff app for poolside checks", "project", """
Tom and the site managers floated a staff app for poolside checks (hoist, first aid box, pool tests).

- Would reuse the splash codebase with a staff login
- Not on the roadmap; revisit after family accounts
""")
r("feedback_ask_before_prod_data.md", "feedback-ask-before-prod-data", "Ask before querying production member data", "feedback", """
Ask Priya before running ad-hoc queries against production member data, even read-only.

**Why:** the DPO wants a record of every access to personal data outside the apps.

**How to apply:** use staging (anonymised) unless the question really needs prod, and say why.
""")
r("reference_ticket_prefixes.md", "reference-ticket-prefixes", "Jira ticket prefixes per system", "reference", """
- `LB-` lanebook, `SP-` splash, `MH-` memberhub, `RP-` rotaplan, `CW-` chemwatch, `KS-` kiosk, `IT-` site IT requests
""")
