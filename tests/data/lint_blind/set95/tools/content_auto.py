# Free notes: auto/<slug>.md  (slug, title, created, tags, body)
AUTO = []
def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body))

A("inspectr-python-pin", "inspectr Python pin", "2026-02-11", ["inspectr", "python"], """
[[V4b]]inspectr needs Python 3.11: `pyproject.toml` says `requires-python = ">=3.11,<3.12"`.

Local setup is the usual: create the venv, install, run the dev server on port 8010.
""")

A("compressor-air-schedule", "Compressor air sampling", "2026-03-02", ["gasbook", "compressors", "aberdeen"], """
## Aberdeen
[[V5b]]The Aberdeen HP compressor only needs its air sample every 6 months, and gasbook's schedule is set to that.

## Other bases
The Plymouth boat's LP compressor is sampled every 6 months as well.
Great Yarmouth fills from Aberdeen-tested banks until its own compressor is commissioned.
""")

A("slack-water-rules", "Slack water in jobplanner", "2026-04-14", ["jobplanner", "tides"], """
[[V6b]]jobplanner's minimum slack-water window is 30 minutes; below that it greys the day out.

The tide times come from the Admiralty API and are cached for a week per port.
""")

A("rov-video-retention", "ROV video retention", "2026-06-19", ["rovdeck", "retention", "clients"], """
# ROV video retention

[[V7b]]Raw ROV video is only kept for 3 years (bucket lifecycle rule on `kelpline-raw`);
clients who want it longer have to download it themselves.

Transcoded proxies follow the same rule as the originals.
""")

A("portal-limits", "Portal limits", "2026-05-20", ["inspectr", "portal"], """
Limits we tell clients about:

| Area | Limit | Value |
|---|---|---|
[[V8a]]| Client portal | upload size per file | 200 MB |
| Client portal | users per client company | 25 |
| Client API | requests per minute per key | 600 |

Anything bigger goes through a rovdeck link instead.
""")

A("divelog-api-notes", "divelog API notes", "2026-07-08", ["divelog", "api", "hse"], """
# divelog API

[[V9b]]The divelog API throttles each token at 60 requests a minute, so the HSE export script sleeps between pages.

Tokens are per person, created in the admin; the export script uses Joanna's.
Pagination is cursor-based, 200 dives per page.
""")

A("divelog-buildkite", "divelog CI", "2026-03-19", ["divelog", "ci"], """
[[R2b]]divelog builds on Buildkite; the agent runs on the old Dell in the Aberdeen server cupboard so the
pipeline can reach the panel simulator.

If the Dell is off, builds just queue. Nobody else uses that agent.
""")

A("certvault-email", "certvault email", "2026-04-02", ["certvault", "email"], """
[[R4b]]certvault sends its reminder emails through Amazon SES (eu-west-2), from `certs@kelpline.co.uk`.

Bounces land in the office inbox; Joanna checks them on Mondays.
""")

A("certvault-db-setup", "certvault local setup", "2026-05-06", ["certvault", "setup"], """
# certvault local setup

[[R7b]]certvault is on Postgres like our other apps; `bin/rails db:prepare` needs `DATABASE_URL=postgres://...` set.

```
bin/setup
bin/rails db:prepare
bin/dev
```

Seed data gives you five divers with a mix of expired and valid medicals.
""")

A("rovdeck-storage", "rovdeck storage", "2026-06-02", ["rovdeck", "storage"], """
[[R9b]]rovdeck writes everything to Wasabi (eu-central-2), bucket `kelpline-raw`; free egress is why we picked it.

Clients never get bucket URLs, only signed links from the portal.
""")

A("inspectr-pdf", "inspectr PDF rendering", "2026-08-12", ["inspectr", "pdf"], """
[[R10b]]inspectr renders report PDFs through Gotenberg (headless Chromium) running as a sidecar container.

Fonts are baked into the image; page size A4 portrait except the drawings appendix.
""")

A("gasbook-quayside", "gasbook on the quay", "2026-09-14", ["gasbook", "yarmouth"], """
[[N5b]]gasbook needs a live connection to record a cylinder check; on the Yarmouth quay we walk up to the office to get signal.

The handhelds are charged in the store overnight.
""")

A("divelog-test-notes", "divelog tests", "2026-02-25", ["divelog", "tests"], """
# divelog tests

[[N6b]]divelog unit tests mock the ORM layer with factory stubs, so no database is needed to run them.

Run with `pytest -q`; the slow tests are marked and skipped by default.
""")

A("ut-readings", "UT readings in inspectr", "2026-05-27", ["inspectr", "ut"], """
## Calibration
[[N9b]]The calibration-block field on UT readings in inspectr is optional; readings save without it and the report leaves the column blank.
""")

A("client-video-access", "Client video access (old)", "2026-01-16", ["clients", "video"], """
[[S2a]]Clients download their inspection video from `ftp.kelpline.co.uk` with the job number as the
username and a password we send by text.

Big jobs take hours over their office connections.
""")

A("base-job-boards", "Job boards per base", "2026-01-21", ["jobs", "bases"], """
[[S4a]]Each base keeps its job board in Trello, one list per vessel or spread.

Cards move left to right: enquiry, quoted, booked, mobilised, demobbed, reported.
""")

A("plymouth-wind-limits", "Plymouth Sound weather limits", "2026-04-28", ["jobplanner", "weather", "plymouth"], """
[[F4b]]Wind limit for Plymouth Sound jobs: 25 kn sustained, and jobplanner ignores gusts under 30 kn
because the Sound is sheltered.

Swell limit is separate and set per site.
""")

A("divelog-backup-crypto", "divelog backup encryption", "2026-03-09", ["divelog", "backups"], """
[[F7b]]divelog's `pg_dump` is encrypted with `age` (recipient key in 1Password) before it goes to S3.

Restores are tested every quarter on a scratch RDS instance.
""")

A("divelog-timezones", "divelog timezones", "2026-04-06", ["divelog", "time"], """
[[F10b]]divelog stores dive times in UTC but shows them in Europe/London on screen and on the printed log sheet.

So dives logged in BST look an hour earlier in the database than on paper.
""")

A("plymouth-pilot", "Plymouth pilot notes", "2026-05-15", ["divelog", "plymouth", "history"], """
[[D1a]]During the spring 2026 pilot at Plymouth, each dive-control laptop ran divelog against a local SQLite file and we merged them by hand every Friday.

The merge script is still in `scripts/legacy/`.
""")

A("inspectr-history", "inspectr history", "2026-02-03", ["inspectr", "history"], """
[[D3a]]In 2025 inspectr ran on a single Hetzner VM (CX31) with docker compose.

Moving it took two weekends; the VM was cancelled in January.
""")

A("bitbucket-move", "From Bitbucket", "2026-02-27", ["git", "history"], """
[[D7a]]We were on Bitbucket until February 2026; Bitbucket Pipelines went with it.

Repo names were kept as they were.
""")

A("inspectr-webhooks", "inspectr webhooks", "2026-08-25", ["inspectr", "webhooks", "clients"], """
# Webhooks

[[O2b]]inspectr retries a failed client webhook delivery 3 times, 5 minutes apart, then marks it failed.

Ørsted is the only client using webhooks so far.
""")

A("yarmouth-setup", "Great Yarmouth setup", "2026-08-20", ["bases", "yarmouth"], """
# Great Yarmouth

[[O9b]]Great Yarmouth has no recompression chamber on site; the nearest is a 40-minute drive away, and the dive plan must name it.

The base opened on 2026-08-17 with one air spread.
The store is shared with the ROV team.
""")

A("backup-schedule", "Backup schedule", "2026-06-30", ["backups", "infra"], """
# Backup schedule

| Service | Time | What |
|---|---|---|
| certvault | 03:15 UTC | RDS snapshot |
[[O10b]]| inspectr | 04:00 UTC | pg_dump to S3 |
| jobplanner | 04:30 UTC | pg_dump to S3 |

divelog is in its own note.
""")

A("portal-notes", "Portal notes", "2026-06-11", ["portal", "clients"], """
# Portal

[[A2a]]Clients log in at https://portal.kelpline.co.uk.
[[NS6a]]The portal never shows draft reports to clients.

Support requests come to the office inbox.
""")

A("tf-notes", "Terraform notes", "2026-03-23", ["infra", "terraform"], """
[[A5b]]Terraform keeps its state in `s3://kelpline-tfstate`, locked through the `tf-locks` DynamoDB table.

```
op run --env-file=.env.tpl -- terraform plan
```

One workspace per environment.
""")

A("branch-workflow", "Branch workflow", "2026-04-09", ["git"], """
[[NS3b]]Rebase your own branch onto main before asking for review.

Small PRs get reviewed the same day; big ones wait for Thursday.
""")

A("gasbook-fill-rules", "gasbook fill rules", "2026-07-22", ["gasbook", "cylinders"], """
[[NS5b]]gasbook lets you log a fill for a cylinder that is due its visual inspection next month; it only warns.

Fill pressure is entered in bar.
""")

A("rovdeck-unit-tests", "rovdeck unit tests", "2026-06-24", ["rovdeck", "tests"], """
[[NS7b]]rovdeck unit tests use a fake S3 client (`internal/fakes3`), so they run without docker.

Golden files for the clip index live in `testdata/`.
""")

A("allocation-rules", "Diver allocation rules", "2026-05-11", ["certvault", "allocation"], """
[[NS8b]]certvault blocks a diver from being allocated to a job while their dive medical is out of date.

Supervisors can see the reason on the allocation screen.
""")

A("oncall-scope", "On-call scope", "2026-07-15", ["oncall", "infra"], """
[[NS2b]]On-call covers outages of divelog, inspectr, the client portal and gasbook sync.

Pages come from Grafana alerting; acknowledge within 15 minutes.
""")

A("morag-editor", "Editor settings", "2026-08-04", ["setup", "editor"], """
[[R8b]]Morag works in VS Code; shared settings live in each repo's `.vscode/` folder.

Format on save is on for Python and TypeScript.
""")

A("inspection-photo-guide", "Inspection photo guide", "2026-09-22", ["inspectr", "photos"], """
[[F5b]]Every anomaly photo needs a scale reference; for CP readings the photo must also show where the probe touched.

Photos are JPEG, at least 8 MP, with the job number in the file name.
""")

# --- filler notes (no labelled claims) ---
A("divelog-dev-setup", "divelog dev setup", "2026-01-14", ["divelog", "setup"], """
# divelog dev setup

```
docker compose up -d postgres redis
python manage.py runserver 8000
```

Use the seeded supervisor account; never point a local checkout at production.
""")

A("hse-export", "HSE export", "2026-04-17", ["divelog", "hse"], """
The HSE export groups dives by diving mode: SCUBA, surface supplied air, surface supplied nitrox.
Joanna checks the totals against the paper log-books for one base each quarter.
""")

A("rov-team", "ROV team notes", "2026-05-02", ["rov", "team"], """
The ROV team runs two observation-class ROVs and a drop camera.
They upload through the rovdeck agent on the spread laptop, like the drop-camera operators.
""")

A("tide-api", "Admiralty tide API", "2026-02-19", ["jobplanner", "tides"], """
The Admiralty Discovery tier allows 10,000 calls a month; jobplanner caches a week per port.
Secondary ports are interpolated by the API, not by us.
""")

A("chamber-checks", "Chamber checks", "2026-03-30", ["aberdeen", "chamber"], """
The Aberdeen chamber is checked weekly by the workshop and logged on paper.
Chamber faults are not a software matter.
""")

A("gasbook-release", "gasbook releases", "2026-06-08", ["gasbook", "release"], """
gasbook releases go out through the Zebra device manager, not the Play Store.
The contractor builds the APK; Joanna approves the rollout per base.
""")

A("ut-gauge-models", "UT gauges", "2026-04-22", ["inspectr", "ut", "kit"], """
We use Cygnus 6+ gauges at every base; serial numbers are in gasbook's kit list.
Multi-echo mode is the default for coated steel.
[[A3b]]UT readings are recorded in millimetres to 1 d.p., never inches, even for the US client.
""")

A("portal-support", "Portal support", "2026-07-30", ["portal", "support"], """
Password resets are self-service; locked accounts are unlocked by the office.
Client admins can add their own users up to their company's limit.
""")

A("sentry-alerts", "Sentry alert rules", "2026-07-02", ["sentry", "alerts"], """
Sentry alert rules are the same for every project: new issue, regression, and a spike rule.
Alerts go to the `#alerts` channel, not to email.
""")

A("nitrox-notes", "Nitrox notes", "2026-09-03", ["divelog", "gas"], """
Nitrox dives record the O2 percentage as analysed at the panel, to one decimal place.
divelog computes the equivalent air depth for the log sheet.
""")

A("weekly-sync", "Weekly digital sync", "2026-10-06", ["team", "meetings"], """
Digital team sync is Tuesday 09:30, thirty minutes, Teams.
Declan joins the first Tuesday of the month for dive-side priorities.
""")

A("aws-costs", "AWS costs", "2026-10-21", ["infra", "costs"], """
Biggest AWS line items: RDS, Fargate, then CloudFront for portal video links.
Cost report goes to Morag on the 3rd of each month.
""")

A("dive-plan-template", "Dive plan template", "2026-10-14", ["divelog", "planning"], """
Every dive plan names the nearest chamber, the standby diver and the emergency gas supply.
divelog attaches the signed plan PDF to the first dive of the job.
""")

A("job-numbers", "Job numbers", "2026-01-08", ["jobs"], """
Job numbers are `<BASE>-<YY>-<NNNN>`, e.g. `PLY-26-0142`, and every system uses the same one.
""")
