# remnic facts for set12. (date, category, tags, body); claims marked with "§KEY|".
FACTS = []

def F(date, cat, tags, body):
    FACTS.append((date, cat, tags, body.strip("\n") + "\n"))

# ---- claim-bearing facts
F("2026-04-14", "fact", ["avl", "mqtt"], """
§V2b|The Vecta units publish their GPS fixes to the broker at `mqtt.flb.internal:8884` (TLS, client cert per bus).
""")
F("2026-06-03", "fact", ["workshop", "ruby"], """
§V5b|workshop's `.ruby-version` pins Ruby 3.3.5 and the CI image matches it.
""")
F("2026-09-10", "fact", ["hopper", "ios"], """
§V7b|hopper's iOS deployment target is 16.0; phones still on iOS 15 can't install it from the App Store.
""")
F("2026-10-02", "fact", ["rostr", "duty-swaps"], """
§V9b|Drivers get up to 4 duty swaps per roster period in rostr; the kiosk shows how many are left.
""")
F("2026-05-20", "fact", ["workshop", "ci"], """
§R2b|workshop builds and tests run on Buildkite (pipeline `workshop-main`), with the agent on the `ci-runner-02` box.
""")
F("2026-07-08", "fact", ["tapline", "email"], """
§R4b|tapline sends contactless e-receipts through Amazon SES (eu-west-2, sending domain `receipts.fenlandlink.co.uk`).
""")
F("2026-03-26", "decision", ["gtfs-export", "hosting"], """
§R6b|The public GTFS zip is served from the S3 bucket `flb-gtfs-public` behind CloudFront;
`gtfs.fenlandlink.co.uk` is a CNAME to the distribution. Cheap, and Tom already had the Terraform.
""")
F("2026-02-17", "preference", ["rostr", "git"], """
§R8b|Priya wants rostr PRs rebase-merged so each commit lands on `main` as written. Keep the commits small and meaningful.
""")
F("2026-08-25", "fact", ["stopsign", "hardware"], """
§R10b|The stop displays are run by Brightlane BL-200 controllers; firmware updates go out over the mobile link.
""")
F("2026-06-22", "fact", ["rostr", "deploy", "migrations"], """
§N1b|rostr deploys do not run migrations. Priya applies them by hand with `alembic upgrade head` from the
bastion after reading the generated SQL.
""")
F("2026-10-14", "decision", ["hopper", "notifications"], """
§N3b|hopper does not send push notifications for disruptions; disruptions appear as an in-app banner only (agreed with Gareth: too many false alarms from short delays).
""")
F("2026-05-05", "fact", ["farestats", "patronage", "encts"], """
§N5b|ENCTS concessionary journeys are not counted in the farestats patronage totals; they are reported separately for the reimbursement claim.
""")
F("2026-09-29", "decision", ["hopper", "payments"], """
§N8b|Decided not to offer Apple Pay for hopper wallet top-ups: at our average top-up of £10 the per-transaction fee isn't worth it.
""")
F("2026-03-04", "preference", ["git", "pull-requests"], """
§N9b|Don't open PRs as drafts. Priya filters her review queue on ready PRs and never sees drafts.
""")
F("2026-07-30", "decision", ["gtfs-export", "dependencies"], """
§N10b|gtfs-export never auto-merges dependency updates; every Dependabot PR gets a human review since a
pandas bump silently changed the rounding of `stop_times`.
""")
F("2026-05-12", "fact", ["rostr", "hosting", "k3s"], """
§S1b|rostr moved off Heroku onto the k3s cluster (namespace `rostr`) on 2026-05-12; the Heroku app is scaled to zero and will be deleted.
""")
F("2026-09-17", "fact", ["avl", "nats"], """
§S3b|avl-ingest no longer writes to Kafka; snapped positions are published to NATS JetStream (stream `AVL_POSITIONS`).
""")
F("2026-09-08", "fact", ["workshop", "database"], """
§S5b|workshop was moved to Postgres 16 (`pg-ws.flb.internal`) in September; `mysql-ws-01` is now read-only and
kept until the auditors sign off the migration.
""")
F("2026-04-21", "fact", ["ci", "jenkins", "gtfs-export"], """
§S8b|Jenkins (`jenkins.flb.internal`) was shut down in April; the gtfs-export pipeline moved to GitHub Actions.
""")
F("2026-10-21", "fact", ["farestats", "dashboards"], """
§S10b|Metabase is read-only since October; the council patronage dashboards were rebuilt in Superset (`superset.flb.internal`).
""")
F("2026-02-10", "fact", ["rostr", "backups"], """
§F1b|rostr's nightly `pg_dump` runs at 02:10 and goes to `s3://flb-backups/rostr/`, kept for 35 days.
""")
F("2026-06-16", "fact", ["tapline", "settlement", "finance"], """
§F4b|tapline drops the daily settlement CSV into `sftp.flb.internal:/finance/in/` by 06:00 for Joanna's team.
""")
F("2026-04-08", "fact", ["workshop", "mot"], """
§F5b|workshop emails annual test (MOT) reminders 30 days before the test date, to the depot's workshop
controller mailbox (`workshop-pbo@`, `workshop-wis@`, ...).
""")
F("2026-03-18", "fact", ["avl", "vecta"], """
§F8b|Vecta units send a GPS fix every 10 s while moving and every 60 s when parked with the ignition on.
""")
F("2026-07-22", "preference", ["hopper", "copy"], """
§F9b|hopper disruption messages: UK spelling and 24-hour times (`17:05`, not `5:05pm`).
""")
F("2026-08-04", "fact", ["hopper-api", "ci"], """
§O2b|hopper-api CI runs on CircleCI (`.circleci/config.yml`); deploys happen via ArgoCD image updates.
""")
F("2026-05-27", "fact", ["hopper", "environments"], """
§O6b|Staging builds of hopper point at `https://api-staging.fenlandlink.co.uk` (EAS build profile `staging`).
""")
F("2026-03-11", "fact", ["rostr", "wisbech"], """
§O7a|Wisbech depot works 4-week roster periods; the allocator publishes the next period on the Wednesday before it starts.
""")
F("2026-06-30", "decision", ["tapline", "deploy"], """
§O8b|Deploy freeze for tapline on the first business day of each month (month-end settlement reconciliation).
""")
F("2026-04-02", "fact", ["rostr", "payroll"], """
§D2a|Until March 2026 rostr's payroll export was a CSV that Joanna received by email every Thursday.
""")
F("2026-02-20", "fact", ["tapline", "go-live"], """
§D4a|For the first two weeks after go-live (2–15 February) tapline ran in shadow mode next to the old Almex
back office, which stayed the system of record until the cut-over.
""")
F("2026-06-09", "fact", ["stopsign", "connectivity"], """
§D7a|In spring 2025 (April–May) the stop displays still ran on 3G modems, until the 3G switch-off forced the swap.
""")
F("2026-09-02", "fact", ["workshop", "triage"], """
§D9a|Until the August reorg, workshop defect triage was Gareth's job from the control room.
""")
F("2026-01-27", "preference", ["etm", "approvals"], """
§A1b|Changes to live ticket machine config (fares, products) need Gareth Lowe's approval before they go out.
""")
F("2026-02-03", "preference", ["git", "pull-requests"], """
§A3b|Priya likes PR bodies brief, with a test plan section every time.
""")
F("2026-08-12", "fact", ["hopper", "expo"], """
§A4b|hopper is on Expo SDK 51 (React Native 0.74 underneath).
""")
F("2026-03-30", "fact", ["bods", "gtfs-export"], """
§A7b|Our BODS timetables dataset is #8142 under NOC FENL.
""")
F("2026-01-20", "fact", ["people", "ops-control"], """
§A10b|Gareth Lowe manages the Peterborough ops control room.
""")
F("2026-07-15", "fact", ["oncall", "tapline"], """
§G4b|Platform on-call is paged when tapline is down (API 5xx above 5% for 5 minutes).
""")
F("2026-05-13", "preference", ["farestats", "reporting"], """
§G5a|Never email the council patronage report before Hannah has checked the numbers.
""")
F("2026-10-27", "fact", ["rostr", "allocation"], """
§G8a|rostr never auto-assigns a duty to a driver on a rest day, even when the duty would otherwise stay uncovered.
""")

F("2026-03-03", "fact", ["k3s", "ingress"], """
§A8b|Ingress on the k3s cluster is the Traefik v2 that ships with k3s; we only add middlewares and IngressRoutes.
""")
F("2026-06-01", "fact", ["hopper-api", "wallet"], """
§O4b|hopper-api retries a failed wallet sync with tapline up to 5 times, with exponential backoff.
""")

# ---- filler facts (no pair)
F("2026-01-13", "fact", ["depots"], """
Depot codes used everywhere in our data: PBO (Peterborough), WIS (Wisbech), KLN (King's Lynn), ELY (Ely).
""")
F("2026-01-15", "fact", ["fleet"], """
Fleet numbers are four digits; the first digit is the vehicle type (1 = single-deck, 3 = double-deck, 5 = minibus).
""")
F("2026-01-22", "preference", ["communication"], """
Priya prefers questions batched at the start of a task rather than drip-fed during it.
""")
F("2026-02-05", "fact", ["scheduling"], """
Schedules are built by the scheduling team in Omnibus; we only ever read its export tables, never write to them.
""")
F("2026-02-24", "decision", ["naming"], """
New services get lower-case, single-word names (rostr, tapline, stopsign); no `-service` suffix.
""")
F("2026-03-09", "fact", ["control-room"], """
The control room map is a Grafana Geomap panel fed from the snapped positions; Gareth calls it "the big screen".
""")
F("2026-04-17", "fact", ["council"], """
The Cambridgeshire contract manager for supported services is Alan Price; Norfolk's is Bev Sutton.
""")
F("2026-05-02", "preference", ["sql"], """
Hannah writes SQL with lower-case keywords and leading commas; match that style in farestats.
""")
F("2026-06-11", "fact", ["driver-app"], """
The walk-round check app for drivers is a PWA (`walkround.flb.internal`) that writes defects into workshop's API.
""")
F("2026-06-25", "decision", ["ebus"], """
E-bus charging data will come from the charger vendor's OCPP backend; we won't talk to the chargers directly.
""")
F("2026-07-06", "fact", ["timetable"], """
The summer 2026 timetable started on 2026-07-19; winter starts on 2026-11-01 with the school term changes.
""")
F("2026-08-19", "fact", ["hopper", "store"], """
hopper has about 21k monthly active users; two thirds on Android.
""")
F("2026-09-22", "preference", ["docs"], """
Priya wants architecture notes as Markdown in the repo's `docs/` folder, not in Confluence.
""")
F("2026-10-09", "fact", ["incidents"], """
Incident reviews are blameless and go in `flb/runbooks/incidents/` as `YYYY-MM-DD-slug.md` within a week.
""")
F("2026-11-04", "fact", ["tender"], """
The Cambridgeshire tender extract needs loadings per trip for routes 46 and 9, September and October only.
""")
F("2026-11-18", "decision", ["ebus", "rostr"], """
rostr will get a `state_of_charge_min` field on running boards before the e-buses arrive; design review in January.
""")
