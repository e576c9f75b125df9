"""Root Claude Code auto-memory files: (filename, name, description, type, body).

Body lines like <<KEY>> are replaced by the claim text C[KEY].
FLAT: descriptions with an unquoted ': ' (not strict YAML, as Claude Code writes them).
"""

FLAT = {"reference_booker.md", "reference_labsync.md", "project_physio_claims.md", "reference_oncall.md"}

ROOT = []

def R(fname, name, desc, typ, body):
    ROOT.append((fname, name, desc, typ, body))

# ======================= user / feedback =======================
R("user_profile.md", "user-profile", "Who the user is, role and working style", "user", """
# User profile

<<A6a>>
She owns the shared infra (`k8s-lds`, CI, observability, on-call) and reviews every change that
touches patient data. Came from an NHS trust informatics team, so she knows HL7/FHIR and the IG
rules better than most of the product engineers.

- Based in Leeds, works 08:00-16:30 UK time, Tuesdays are meeting-heavy
<<F10a>>
- Reads diffs herself; does not want PRs opened on her behalf without asking
- Calls the services by their repo names (booker, chartvault, remindr, claimsbridge, labsync, frontdesk, pocketclinic)
- Uses the word "trust" for NHS trusts, "practice" for GP surgeries, "clinic" for the private physio customers
""")

R("feedback_answer_style.md", "answer-style", "How Priya wants answers laid out", "feedback", """
<<F10b>>

**Why:** she reads answers between meetings on her phone; long preambles get skipped and then the
important caveat at the bottom is missed.

**How to apply:** summary line first, then bullets. Put warnings (anything touching prod or patient
data) in the first three lines, not at the end. No closing "let me know if..." filler.
""")

R("feedback_commit_messages.md", "commit-messages", "Commit subject convention for the platform repos", "feedback", """
<<N9a>>

Subject in the imperative, under 72 characters including the key, body wrapped at 72.

**Why:** the Jira GitHub integration links commits to tickets only when the key is in the subject;
the release notes script (`scripts/release_notes.py`) groups by key too.

**How to apply:** when drafting a commit, look up the ticket from the branch name
(`priya/FCS-1234-slot-overlap`) and put it first. If there is no ticket, ask rather than inventing one.
""")

R("feedback_db_tests.md", "db-tests", "Database testing rule for booker", "feedback", """
<<N5a>>

**Why:** in February a mocked repository hid a broken exclusion constraint on `slots`
(double bookings in prod for two days, INC-0097). The constraint only exists in Postgres.

**How to apply:** any test touching `SlotRepository` or `AppointmentRepository` extends
`PgIntegrationTest`. The container is reused across the suite (`testcontainers.reuse.enable=true` in
`~/.testcontainers.properties`), so the startup cost is paid once.
""")

R("feedback_playwright.md", "playwright-before-merge", "E2E suite rule for frontdesk PRs", "feedback", """
<<N2a>>

**Why:** the receptionist calendar broke twice in spring from PRs that passed unit tests; drag-to-
reschedule is only covered by the e2e suite.

**How to apply:** before saying a frontdesk PR is ready, run the e2e target against the docker-compose
stack and paste the summary line into the PR.
""")

R("feedback_deploy_days.md", "deploy-days", "When booker may go to prod", "feedback", """
# booker deploy days

<<N10a>>

**Why:** clinics book Monday appointments on Friday afternoon and Saturday morning; a bad booker
release on Friday means nobody notices until receptionists call on Monday at 08:00.

**How to apply:** if a booker change is approved on a Friday, tag it and leave the Argo sync for
Monday morning. Hotfixes for an active incident are the exception (Priya approves in `#incidents`).
""")

R("feedback_secrets.md", "secrets-in-git", "Credentials handling in the repos", "feedback", """
<<A1a>>

**Why:** a clearing-house password was committed to a branch in 2025 and had to be rotated with the
payer, which took three weeks.

**How to apply:** read secrets from env or the k8s secret mounts; if a test needs a credential use
the fake values in `testdata/`. If you see a credential in a diff, stop and flag it.
""")

R("feedback_force_push.md", "force-push", "Force-push rule for shared branches", "feedback", """
<<NS6a>>

**Why:** Argo CD tracks `main`, and release branches are what the trusts' change boards approved;
rewriting them breaks the audit trail.

**How to apply:** never suggest `git push --force` or `--force-with-lease` against those refs, even to
fix a bad merge. Revert instead.
""")

R("feedback_prod_data.md", "prod-data", "Agent access to production databases", "feedback", """
<<NS9a>>

No `UPDATE`, `DELETE`, `INSERT`, DDL, or "quick fix" scripts against prod from a Claude session,
even when Priya is watching. Data fixes go through a reviewed migration or the `datafix` job with a
ticket.

**Why:** patient data; every write needs an audit trail and a second pair of eyes (DSPT 9.3).

**How to apply:** if a fix needs a write, draft the SQL into the ticket and stop there.
""")

R("feedback_staging_email.md", "staging-email", "No patient email from staging", "feedback", """
<<NS10a>>

**Why:** staging is refreshed from an anonymised dump, but twice the anonymiser missed the
`contact_email` column of a new table and staging reminders reached real patients (INC-0230).

**How to apply:** when touching email config, check the staging overlay in `deploy/staging/` before
anything else; never point staging at a real provider key.
""")

R("feedback_chartvault_migrations.md", "chartvault-migrations", "When chartvault schema changes may run", "feedback", """
<<NS1a>>

**Why:** some migrations take `ACCESS EXCLUSIVE` locks on `notes`; during clinic hours that
freezes the clinicians' notes screen.

**How to apply:** schedule the chartvault deploy that carries a migration for after 18:30 or
Sunday. If a migration is lock-free (only `CREATE INDEX CONCURRENTLY`, new nullable column), say so
in the PR so Priya can waive it.
""")

R("feedback_labsync_logging.md", "labsync-logging", "What labsync may put in logs", "feedback", """
<<NS8a>>

**Why:** Loki is readable by the whole engineering org; lab results are special category data.

**How to apply:** when adding a log line in labsync, log identifiers (control ID, accession number),
never `msg.raw()` or a segment dump. Use the `redact!` macro for anything from PID.
""")

R("feedback_labsync_restarts.md", "labsync-restarts", "Safe restarts of the lab results ingest", "feedback", """
<<NS2a>>
(check `labsync_inflight_messages` in Grafana first; the analysers do not resend a half-sent batch and
the lab then has to re-release the results by hand).

**Why:** INC-0371: a restart in the middle of the 07:00 haematology batch lost 140 results.

**How to apply:** before any restart or deploy of labsync, look at the in-flight gauge; if it is
non-zero, wait for it to drain.
""")

R("feedback_frontdesk_sessions.md", "frontdesk-session-timeout", "Receptionist idle timeout", "feedback", """
<<V6a>>
trusts' IG leads; they check it in the annual review).

**Why:** reception desks are shared and face the waiting room.

**How to apply:** do not lengthen the timeout in a PR, even for demos; use the demo tenant, which has
its own setting.
""")

R("feedback_make_check.md", "make-check", "Pre-push check for remindr", "feedback", """
<<F6a>>

**Why:** the CI queue is shared with booker and a red remindr run blocks the merge train for everyone.

**How to apply:** run it yourself (don't paste the command for Priya to run) and fix what it reports
before proposing a push.
""")

R("feedback_oncall_paging.md", "oncall-paging", "What should wake someone up", "feedback", """
<<NS4a>>

<<D7b>>

**Why:** paging fatigue was the main complaint in the summer retro; half the pages were staging
cert expiries.

**How to apply:** when writing an alert rule, set `severity` and `env` labels; the router decides
from those. A new prod alert starts as a ticket alert for a week before it is allowed to page.
""")

R("feedback_plan_first.md", "plan-first", "Plan before multi-service changes", "feedback", """
For any change that touches more than one service (e.g. booker + remindr event contract), write a
short plan first and wait for a yes.

**Why:** the services are deployed independently; contract changes need an order (consumer first).

**How to apply:** plan = which repos, in which order, what the rollback is. Keep it under 15 lines.
""")

R("feedback_run_it_yourself.md", "run-it-yourself", "Run local commands instead of pasting them", "feedback", """
If a command can run locally (tests, linters, `kubectl get` against staging), run it with the Bash
tool instead of pasting it for Priya to copy.

**Why:** she reads the output, not the command; pasting commands wastes a round trip.

**How to apply:** exceptions are anything needing `sudo`, the prod kube context, or her YubiKey.
""")

R("feedback_no_emoji.md", "no-emoji", "Formatting preference for commits and docs", "feedback", """
No emoji in commits, PR titles, docs or code comments.

**Why:** the trusts' change boards print PR lists; emoji come out as boxes.

**How to apply:** plain text; use "NOTE:" / "WARNING:" if something needs to stand out.
""")

R("feedback_ticket_before_work.md", "ticket-before-work", "Work needs a ticket first", "feedback", """
Don't start non-trivial work without a ticket; if Priya asks for something in chat, offer to draft
the ticket text first.

**Why:** DSPT evidence is collected from Jira; untracked changes to patient-facing systems are an
audit finding.

**How to apply:** trivial = typo, comment, test-only change. Everything else gets a ticket.
""")

R("feedback_uk_spelling.md", "uk-spelling", "Spelling in user-facing text", "feedback", """
User-facing strings use UK spelling (cancelled, colour, organisation) and the NHS style guide
("GP surgery", not "doctor's office").

**Why:** receptionists and trusts notice; the content designer files bugs for US spelling.

**How to apply:** check new strings in frontdesk and pocketclinic against the glossary in
`docs/content/style.md`.
""")

R("feedback_review_tone.md", "review-tone", "How to write code review comments", "feedback", """
Review comments: say what and why in one or two sentences, mark nits as `nit:`, no sarcasm.

**Why:** two junior engineers joined in September; Priya wants reviews that teach.

**How to apply:** when asked to review, group comments by severity (blocking / should / nit).
""")

# ======================= reference overviews =======================
R("reference_booker.md", "booker", "booker service card: endpoints, data stores, deploy, owners", "reference", """
# booker (appointment booking API)

Kotlin 2.0 / Spring Boot 3.3, repo `fennwick/booker`. Owns slots, appointments, clinician rotas and
the public booking widget. Everything that books or cancels goes through it.

## Runtime
<<D1b>>
<<V10a>>
- JVM 21, `-Xmx1536m`, readiness on `/actuator/health/readiness`
<<S6a>>

## Data
<<V1a>>
<<O6b>>
<<O10b>>
- Read replica for reports: `pg-booker-ro.fcs.internal` (lag alert at 30 s)

## API
- REST, OpenAPI spec in `booker/openapi.yaml`, served at `/api/v2`
<<A7a>>
<<NS3a>>
<<V8a>>

## Integrations
<<R1a>>
<<N1a>>
- remindr consumes the booking events and schedules the reminders
- frontdesk and pocketclinic are the only first-party clients

## Observability
<<R8a>>
- Metrics: Micrometer -> Prometheus, dashboard "booker / API"
- Logs: JSON to stdout, shipped by the cluster's Promtail

## Gotchas
- Slot overlap is enforced by the `slots_no_overlap` exclusion constraint, not by application code
- Clinician rota imports from the practices' spreadsheets run at 05:00 and lock the rota tables for ~2 min
""")

R("reference_chartvault.md", "chartvault", "chartvault (clinical records service) overview", "reference", """
# chartvault

Elixir / Phoenix service holding the clinical record: notes, problems, medications, attachments.
Repo `fennwick/chartvault`. Owner: records team (Ines, Tomasz).

<<A2a>>
- Other services never write notes directly; they call chartvault

## Stack
<<V3a>>
- Phoenix 1.7, Ecto, Oban for background jobs
<<D3b>>
<<O1a>>

## Running it
<<R5a>>
<<D10b>>
<<NS1b>>
- Two pods, `libcluster` with the k8s DNS strategy

## API
<<S4a>>
- Auth: service tokens issued by Keycloak client credentials, scope `records:read`

## Data protection
<<F1a>>
<<N3a>>
- Break-glass access requires a reason code and pages the records team lead
<<V7a>>

## Known issues
- The `attachments` thumbnailer (ImageMagick) leaks memory on multi-page TIFFs; Oban retries handle it
- Search across notes is Postgres full-text only, no trigram index yet (FCS-2410)
""")

R("reference_remindr.md", "remindr", "remindr reminder worker overview", "reference", """
# remindr

Python 3.12 worker that turns booker's events into SMS and email reminders. Repo `fennwick/remindr`.

<<A3a>>
- Entry point `python -m remindr.worker`, one deployment per queue

## What it sends
<<F2a>>
- A cancellation notice when booker emits `appointment.cancelled`
<<NS5a>>
<<N8b>>

## Providers
<<D2b>>
<<R3a>>

## Queue and retries
<<O6a>>
<<V2a>>
<<O2b>>
- Dead letters are kept 7 days in `dead`; `remindr requeue --since 2h` replays them

## Ops
- Alert "remindr queue depth" fires above 2,000 jobs for 10 min
- Templates live in `remindr/templates/*.j2`, one per practice type
""")

R("reference_claimsbridge.md", "claimsbridge", "claimsbridge (private physio insurance claims) overview", "reference", """
# claimsbridge

Gateway between the physio clinics' billing screens and the insurance clearing house.

<<A8a>>
<<R7a>>
<<S7a>>
<<V4a>>
<<N6a>>
<<F7a>>

## Runtime
<<O7b>>
<<O9a>>
- Postgres via `pgx`, migrations with `goose`

## Rules
<<NS7a>>
- Payer codes come from the clearing house's monthly CSV; `make payers` regenerates `internal/payers/table.go`

## Gotchas
- Two payers (Vitality, AXA) want the treatment date in local time on the claim line even though we store UTC
- Rejections arrive as a CSV the next morning; `claimsbridge rejections import` loads them
""")

R("reference_labsync.md", "labsync", "labsync: HL7 lab results ingest from trust labs", "reference", """
# labsync

Receives lab results (HL7 v2 over MLLP) from the trusts' labs and files them against the patient.

<<A4a>>
<<V5a>>
<<D6b>>
<<S2b>>

## Processing
<<F5a>>
- Matches the patient on NHS number + DOB; unmatched messages go to the `unmatched` queue for the practice
<<R9a>>
- Results are then pushed to chartvault as attachments-with-values

## Ops
<<O3a>>
<<NS8b>>
<<NS2b>>
- Grafana: "labsync / throughput" and the in-flight gauge

## Contacts
- Leeds Teaching Hospitals pathology IT: via the trust service desk, reference FCS in the subject
""")

R("reference_frontdesk.md", "frontdesk", "frontdesk receptionist web app overview", "reference", """
# frontdesk

React web app used by receptionists: calendar, check-in, patient search, rota view. Repo
`fennwick/frontdesk`.

## Stack
<<O5a>>
<<R4b>>
<<S1a>>
- State: TanStack Query, no Redux
<<R10a>>
<<O8a>>

## Auth and sessions
<<S10a>>
<<V6b>>

## Browsers
<<F4b>>

## Notes
- The calendar is the heaviest view (virtualised rows); profile it before adding columns
- Patient banner shows NHS number in the 3-3-4 format
""")

R("reference_pocketclinic.md", "pocketclinic", "pocketclinic patient app overview", "reference", """
# pocketclinic

Patient-facing mobile app: book/cancel, check in by QR at reception, see letters. Repo
`fennwick/pocketclinic`.

## Stack
<<A10a>>
<<V9a>>
- Android minSdk 24 (Expo default)
<<O8b>>

## Build and release
<<R2a>>
<<F9a>>
<<S8a>>

## Privacy
<<N7b>>
<<O4b>>
- Screenshots are blocked on the letters screen (`FLAG_SECURE` / `isSecureTextEntry` overlay)
""")

R("reference_infra.md", "infra", "Shared infra — clusters, observability, backups, environments", "reference", """
# Shared infrastructure

## Clusters
- `k8s-lds`: prod + staging, 6 worker nodes in the Leeds colo (Pulsant), Talos Linux
- Argo CD at `argocd.fcs.internal`, one app per service per environment

## Observability
<<A5a>>
- Prometheus + Loki + Tempo in namespace `observability`

## Backups
<<F3a>>
- Restore drill every quarter; results in the DSPT evidence folder

## Environments
<<D8b>>
<<NS10b>>
- staging data: anonymised dump refreshed every Sunday 03:00

## Tools
<<A9a>>
- Container registry: Harbor at `harbor.fcs.internal`
""")

R("reference_ci.md", "ci", "CI and merge settings for the platform repos", "reference", """
# CI and merging

<<S3b>>
- Runners: self-hosted ARC runners in `k8s-lds` (label `fcs-linux`), 4 concurrent jobs
<<R6a>>
- Required checks: build, test, `trivy` image scan
- Release tags: `vYYYY.MM.N`, cut from `main`

Images are pushed to Harbor and Argo CD image-updater opens the bump PR in `fennwick/deploy`.
""")

R("reference_oncall.md", "oncall", "On-call setup: paging, rota, runbooks", "reference", """
# On-call

<<S5a>>
<<F8b>>
<<NS4b>>
<<S9a>>
- Incident channel: `#incidents`, incident doc template in the `incident-template` repo
- Status page: `status.fennwick.co.uk` (updated by the incident lead)
""")

R("reference_glossary.md", "glossary", "Domain terms used by clinics and trusts", "reference", """
# Glossary

- **DNA**: "did not attend", a no-show; remindr reminder effectiveness is measured by DNA rate
- **DSPT**: Data Security and Protection Toolkit, yearly NHS compliance submission
- **IG**: information governance
- **HSCN**: Health and Social Care Network; the trusts' labs reach labsync over it
- **Accession number**: the lab's id for a sample; unique per lab, not globally
- **Day sheet**: a clinic's list of the day's appointments, closed by reception at end of day
- **Rota**: the clinicians' weekly schedule from which booker generates slots
""")

R("reference_people.md", "people", "Who owns what at Fennwick", "reference", """
# People

- Priya Natarajan: platform lead (infra, CI, on-call)
- Tom Reilly: frontdesk lead
- Ines Duarte, Tomasz Wójcik: records team (chartvault)
- Amara Okonkwo: mobile (pocketclinic)
- Gareth Lewis: data / analytics
- Sunita Rao: integrations (labsync, claimsbridge)
- Hannah Briggs: IG lead and DPO; ask her about anything touching consent or retention
""")

R("reference_customers.md", "customers", "Customer groups and what they use", "reference", """
# Customers

- GP practices (about 140, mostly West Yorkshire): frontdesk, booker, remindr, pocketclinic
- Private physio clinics (31): the same plus claimsbridge
- Two NHS trusts (Leeds, Bradford) send lab results through labsync
- Ashgrove Surgery was the first pilot site and still gets new features first
""")

# ======================= projects =======================
R("project_frontdesk_vite.md", "frontdesk-vite-migration", "Bundler migration for frontdesk", "project", """
# frontdesk bundler migration

<<S1b>>

- Dev server is now `vite` on port 5173; HMR works behind the dev proxy with `server.hmr.clientPort`
- Cold build went from 4 min to 55 s in CI
- Jest was replaced by Vitest in the same PR series

**Why:** the webpack config had grown to 600 lines nobody understood, and upgrading loaders blocked React 19.
""")

R("project_referral_uploads.md", "referral-uploads", "Referral letter upload limits and scanning", "project", """
# Referral letter uploads

Receptionists scan GP referral letters and attach them to the appointment.

<<V8b>>

- Files are virus-scanned by ClamAV (`clamd` sidecar) before they reach chartvault
- Only PDF and TIFF are accepted; JPEGs are converted on the client

**How to apply:** if a clinic reports "upload failed", ask for the file size first.
""")

R("project_physio_claims.md", "physio-claims", "Physio insurance claims: flow, payers, clearing house contacts", "project", """
# Private physio claims

Thirty-one physio clinics bill insurers (Bupa, AXA, Vitality, Aviva, WPA) through claimsbridge.

<<R7b>>

- Account manager there: Colin (email in 1Password, vault "Integrations")
- Pre-authorisation numbers are mandatory for Bupa and AXA; the clinic enters them in frontdesk
- Clinics see the payment status in frontdesk under Billing > Claims

**Why it matters:** claims are the physio clinics' cash flow; a missed batch is a phone call from every clinic by lunchtime.
""")

R("project_lab_results_dashboard.md", "lab-results-dashboard", "Turnaround dashboard for lab results", "project", """
# Lab turnaround dashboard

Practices asked for a "how long do results take" view per test type.

<<R9b>>
- The dashboard queries it through Grafana's Postgres datasource; `time_bucket('1 day', received_at)` per test code
- Owner: Sunita, ticket FCS-2655

Open question: whether practices get direct Grafana access or a monthly PDF.
""")

R("project_pocketclinic_checkin.md", "pocketclinic-qr-checkin", "QR check-in at reception", "project", """
# QR check-in

Patients show a QR code at reception instead of queueing at the desk.

<<N7a>>
- The QR encodes a signed token (booker appointment id + expiry), verified by frontdesk's check-in screen
- Rolled out to Ashgrove and 12 other practices in October

**Why:** reception queues at 08:00 were the top complaint in the practice survey.
""")

R("project_claims_rest_v3.md", "claims-rest-v3", "claimsbridge move to the clearing house REST API", "project", """
# claimsbridge REST v3

<<S7b>>

- Auth is OAuth2 client credentials; token cached for 50 min
- Batch submission is now one `POST /v3/claims:batch` per clinic instead of one SOAP envelope
- The old `internal/soap` package was deleted in FCS-2760

**Why:** the clearing house announced the end of the SOAP service for 2027.
""")

R("project_frontdesk_patient_header.md", "frontdesk-patient-header", "Patient header in the frontdesk appointment view", "project", """
# Patient header in the appointment drawer

The appointment drawer shows who the patient is before check-in.

<<NS3b>>
- frontdesk caches it for the lifetime of the drawer only
- The header masks the DOB until the receptionist clicks "confirm identity"

Ticket FCS-2588, shipped in August.
""")

R("project_dspt_2026.md", "dspt-2026", "DSPT 2026 submission status", "project", """
# DSPT 2026

- Submission deadline 30 June 2026, submitted 24 June as "Standards Met"
- Evidence folder: SharePoint "Compliance / DSPT 2026"
- Open actions for 2027: pen test of pocketclinic API, phishing training completion below 95%

Hannah owns the submission; platform provides the backup, access review and patching evidence.
""")

R("project_fhir_export.md", "fhir-export", "FHIR export for GP Connect, design notes", "project", """
# FHIR export (GP Connect)

Goal: let practices pull appointments into their clinical system via GP Connect.

- Scope is read-only appointments for now; no write-back
- Will live in a new small service, `fhirgate`, not inside booker
- Assurance with NHS England expected to take 4-6 months

Status: design only, no code yet (FCS-2801).
""")

R("project_dna_rate_study.md", "dna-rate-study", "Did-not-attend rate analysis", "project", """
# DNA rate study

Gareth compared DNA rates before and after SMS reminders at 20 practices.

- DNA rate fell from 7.9% to 4.6% on average
- Effect was smallest for 08:00 appointments
- Next: test a second reminder for physio follow-ups

Results deck in the analytics folder; the board saw it in September.
""")

R("project_q4_priorities.md", "q4-priorities", "Platform priorities for Q4 2026", "project", """
# Q4 2026 platform priorities

1. GP Connect FHIR export design (fhirgate)
2. Cost review of the colo contract vs cloud
3. Reduce alert noise (target: under 5 pages a week)
4. Upgrade `k8s-lds` to the next Talos minor

Deferred: multi-region; not needed for the trusts' contracts.
""")

R("project_rota_import.md", "rota-import", "Clinician rota import from practice spreadsheets", "project", """
# Rota import

Practices upload their clinician rota as XLSX; booker turns it into slots.

- Parser is `RotaSheetParser`, tolerant of merged cells, strict on times
- Most failures are rotas typed as "9.30" instead of "09:30"; the importer now accepts both
- A dry-run mode shows the slot diff to the practice manager before committing

Ticket FCS-2390.
""")

R("project_accessibility_audit.md", "accessibility-audit", "Accessibility audit findings for frontdesk and pocketclinic", "project", """
# Accessibility audit (September)

External audit against WCAG 2.2 AA.

- frontdesk: focus order in the calendar drawer, colour contrast of "DNA" badges
- pocketclinic: VoiceOver labels on the QR screen, dynamic type on the letters view
- 14 issues in total, 9 fixed by end of October

Tracked under epic FCS-2700.
""")

R("feedback_small_prs.md", "small-prs", "Keep pull requests reviewable", "feedback", """
Keep PRs under ~400 changed lines; split refactors from behaviour changes.

**Why:** reviewers on the platform team are also on call; big PRs sit for days.

**How to apply:** if a change grows, propose the split before writing more code.
""")

R("project_sms_second_reminder.md", "sms-second-reminder", "Experiment with a second reminder for physio follow-ups", "project", """
# Second reminder experiment

Physio follow-up appointments have the highest DNA rate. Product wants to test a second, shorter
reminder on the morning of the appointment for five physio clinics.

- Needs a consent wording review with Hannah first
- Measured by DNA rate over 8 weeks against the other physio clinics

Status: waiting on IG review (FCS-2822).
""")

R("reference_environments.md", "environments", "How to reach each environment from a laptop", "reference", """
# Environments from a laptop

- VPN: WireGuard profile `fcs-eng`, issued by Priya
- kube contexts: `lds-staging` (everyone), `lds-prod` (platform + leads, YubiKey)
- Web UIs are only reachable on the VPN; nothing internal is exposed publicly except the booking widget and the pocketclinic API
""")
