# Root Claude Code auto-memory files: filename -> (index title, index hook, name, description, type, body)
# Descriptions marked FLAT carry an unquoted ": " on purpose (not strict YAML).
ROOT = {}

def r(fn, title, hook, name, desc, typ, body):
    ROOT[fn] = (title, hook, name, desc, typ, body.strip("\n") + "\n")

r("user_gwen.md", "Gwen Ashby", "who the user is and how she works",
  "gwen-profile", "Gwen is station manager at Marsh FM and de facto head of tech for the network", "user", """
Gwen Ashby runs Marsh FM (Boston) and looks after the tech for all three Wold & Marsh Radio stations,
unpaid on top of the day job at the council.

- Background: ex-BBC Lincolnshire studio engineer, comfortable with audio chains and Linux, less so with JavaScript
@R8a@- Works in Neovim (LazyVim), tmux, fish shell
- Prefers short answers with the command to run, then the why
- Holds the Ofcom licence-contact role for all three stations
- Usually online evenings and Saturday mornings; never during her own Tuesday drivetime show

**How to apply:** explain audio-side things briefly, JS/TS things in more detail. Don't schedule anything
that needs her on a Tuesday between 16:00 and 19:00.
""")

r("user_amara.md", "Amara Obi", "volunteer developer on rotaboard",
  "amara-profile", "Amara Obi, volunteer Django developer who maintains rotaboard", "user", """
Amara Obi is a volunteer developer (day job: backend dev at a Lincoln insurer) and the main maintainer
of rotaboard.

- Strong on Django and Postgres; wrote most of the rotaboard swap and reminder code
- Reviews rotaboard PRs within a couple of days, usually on Sunday
- Presents "Night Shift" on Coast FM every other Friday
- Prefers PR descriptions with a screenshot for any UI change

Rhys Morgan is the other regular volunteer dev; he looks after podpress and the website.
""")

r("reference_playlog.md", "playlog", "music and sponsorship logging service: stack, API, data",
  "playlog", "playlog: the music/sponsorship logging service fed by the playout systems", "reference", """
# playlog

In-house service that takes the playout logs from each station and keeps the record we need for PRS/PPL
returns, sponsorship credits and the now-playing API. Repo: `wmradio/playlog`. Maintainer: Gwen, with
Pete Haines (music coordinator) as the main user.

## Stack
@V3a@- Python 3.11, FastAPI, SQLAlchemy 2
- Alembic for migrations; run `alembic upgrade head` on deploy
@R10a@- Queue: Celery workers on RabbitMQ ingest the playout log exports
- Import runs every 5 minutes per station
@O1a@- API listens on 127.0.0.1:8002 behind Caddy
- Public hostname: `playlog.wmradio.org.uk` (read-only API + staff UI)
@R4a@- CI: GitHub Actions (`.github/workflows/test.yml`), runs pytest and ruff

## Data
@A3a@- All timestamps stored in UTC; the UI shows Europe/London
- One `plays` row per track played, with ISRC where the playout system knows it
@F9a@- Logs sponsorship credits for Ofcom
- Keeps plays forever (they are small); exports are regenerated on demand
@NS2a@- Presenters don't edit playlog entries; only the music coordinator can correct a play
- Station managers can add missing plays for their own station, flagged as manual

## API
- `GET /api/nowplaying/{station}` — current track, station in `marsh|wold|coast`
- `GET /api/plays?station=&from=&to=` — staff only, token auth
- `POST /api/sponsorship` — used by the studio tablet form
""")

r("reference_streamstack.md", "Streaming stack", "Icecast, Liquidsoap, mounts and OB inputs",
  "streamstack", "streamstack: Icecast + Liquidsoap setup for the three station streams", "reference", """
# Streaming stack

Each station's studio output is sent to the streaming VPS, where Liquidsoap processes it and feeds Icecast.
Config repo: `wmradio/streamstack` (Liquidsoap scripts, Icecast XML, systemd units).

## Icecast
@V1a@- Icecast 2.4 on `stream.wmradio.org.uk:8000`; public mounts `/marsh`, `/wold`, `/coast`
@V6a@- Main mounts are MP3 128 kbps, 44.1 kHz stereo
- Each station also has an AAC+ 48 kbps mount for mobile (`/marsh-lo`, `/wold-lo`, `/coast-lo`)
@A1a@- Icecast admin pages are only reachable over Tailscale
- Listener limit per mount: 500

## Liquidsoap
- One Liquidsoap process per station, systemd units `liq-marsh`, `liq-wold`, `liq-coast`
@F2a@- Liquidsoap switches to the fallback playlist if the studio feed drops
- Studio feeds arrive as Opus over a Tailscale link from each studio
- Station idents and the hourly news jingle are cut by the studio, not by Liquidsoap

## Contributions
@S10a@- OB contributions come in on the Comrex ACCESS rack unit in the Boston studio
- Phone-ins use the Telos hybrid in each studio; nothing phone-related touches the VPS
""")

r("reference_podpress.md", "podpress", "podcast pipeline: input, processing, hosting, feeds",
  "podpress", "podpress: turns logger recordings into podcast episodes and publishes them", "reference", """
# podpress

TypeScript pipeline that turns a show's off-air recording into a podcast episode. Repo: `wmradio/podpress`.
Maintainer: Rhys Morgan.

## Pipeline
@D1b@- Builds every episode automatically from the show's logger recording
@S7a@- Input: pulls the show recording from the logger's SMB share (`\\\\logger\\archive`)
- Trims to the show's slot using the times from rotaboard, then strips songs for music-heavy speech shows
@V4a@- Loudness: every episode is normalised to -16 LUFS integrated, true peak -1 dBTP
- Encodes MP3 96 kbps mono for speech shows
@F7a@- Adds chapter markers to episodes
@A5a@- Artwork: 3000×3000 JPEG per show

## Publishing
@R1a@- Hosting: Transistor, one show per programme, podpress uploads through the Transistor API
@O3b@- Failed uploads are retried up to 3 times, then the episode is flagged in the dashboard
@V10a@- RSS feeds list the newest 100 episodes per show; older ones stay on the website archive

## Internals
@R3a@- Package manager: pnpm; `pnpm-lock.yaml` is committed
@R9a@- Episode index: SQLite at `data/podpress.db` (backed up with the container's data volume)
- Runs as a container on the Proxmox host, triggered by a systemd timer every 30 minutes
""")

r("reference_rotaboard.md", "rotaboard", "volunteer rota app: features, messaging, access",
  "rotaboard", "rotaboard: the Django volunteer rota and studio sign-in app", "reference", """
# rotaboard

Django app for the volunteer rota across the three stations: shows, shifts, studio bookings, sign-in.
Repo: `wmradio/rotaboard`. Maintainer: Amara Obi. URL: `rota.wmradio.org.uk`.

## Features
- Weekly grid per station, shows repeat by rule (weekly, fortnightly, monthly)
@F10a@- Presenters can request shift swaps
@A2a@- Presenters must sign in on the studio tablet (rotaboard) before going on air
- Running order per show (segments with times), used by podpress for trimming
- Studio bookings for pre-records and training, separate from on-air shifts

## Messaging
@V5a@- One SMS reminder per shift, sent 24 hours before the slot
@R2a@- SMS: Twilio (UK sender ID `WMRADIO`)
@R6a@- Transactional email (shift confirmations, swap requests): Postmark

## Access
@N3b@- No presenter has admin rights; only coordinators and station managers do
- Coordinators see only their own station unless they are also a station manager
- Login by magic link to the volunteer's email, no passwords

## Ops
@R5a@- Errors: Sentry (project `rotaboard-prod`)
- Static files on the same Caddy as the app
""")

r("reference_logger.md", "Compliance logger", "off-air recording for Ofcom: format, retention, access",
  "compliance-logger", "The compliance logger that records each station's off-air output", "reference", """
# Compliance logger

Ofcom requires a recording of everything each station broadcasts. The logger VM on the Proxmox host takes
an off-air feed from each station's RDS receiver.

@D5b@- Records each station's off-air feed as FLAC in hourly files
- File names: `{station}/{YYYY}/{MM}/{DD}/{HH}.flac`, times in local UK time
@V2a@- Off-air recordings are kept for 42 days per station (the Ofcom minimum), then the purge cron deletes them
@N5a@- Nobody deletes logger recordings by hand; only the purge cron removes files
- Clips requested by Ofcom or for a complaint are copied to `/srv/logger/held/` and kept until the case closes
- Disk: 4 TB RAID1 on the Proxmox host
- Access for station managers is read-only through the web listing at `logger.wm.internal`
""")

r("reference_infra.md", "Infrastructure", "hosts, VMs, databases, backups, network",
  "infrastructure", "Infrastructure overview, where everything runs and how it connects", "reference", """
# Infrastructure

## Hosts
@A7a@- Studio box: Dell R630 running Proxmox VE 8, Boston rack
@S1a@- Streaming VPS: Linode Dedicated 4GB, London (`stream.wmradio.org.uk`)
@D4b@- playlog runs on the Proxmox host as VM 104
- rotaboard runs on the Proxmox host as VM 105, with Caddy in front of it on the same VM
- Logger is VM 101; its 4 TB array is passed through to it

## Databases
| service | host | database | backup |
|---|---|---|---|
@V9a@| rotaboard | db1.wm.internal:5432 | `rotaboard` | nightly pg_dump |
| playlog | db1.wm.internal:5432 | `playlog` | nightly pg_dump |

## Network
@F4a@- Tailscale connects the three studios, the streaming VPS and the volunteers' dev laptops
- Each studio has a 4G failover router; the Boston one is the only one with a static IP

## Backups and tools
@F6a@- Backups: everything off-site goes to Backblaze B2
- On-site copies on the Synology NAS in the Boston office
@S3a@- Monitoring: Uptime Kuma on the studio box checks the streams and the websites
@S4a@- Passwords: Bitwarden organisation `wmradio`
- DNS at Cloudflare for `wmradio.org.uk` (registrar: Gandi)
""")

r("reference_stations.md", "Stations", "the three FM stations, studios, output sharing",
  "stations", "Marsh FM, Wold FM and Coast FM at a glance", "reference", """
# Stations

Wold & Marsh Radio CIC holds three community radio licences.

| Station | Town | Frequency | Licence |
|---|---|---|---|
@V7a@| Marsh FM | Boston | 105.9 MHz | community, renewed 2024 |
| Wold FM | Louth | 101.3 MHz | community, renewal in progress |
@D2b@| Coast FM | Skegness | 96.8 MHz | community, first licence |

## Studios
- Marsh FM: studio and office above the market-place arcade, Boston (also the server rack)
@D3b@- Wold FM's studio is at the Riverhead Centre, Louth
- Coast FM: one studio in the Embassy Centre annexe, Skegness, shared with the youth project on Saturdays

## Output
@S2a@- All three stations play out from Rivendell 3.6
@N8a@- The overnight sustainer (01:00–06:00) is not relayed to Coast FM; Coast runs its own jukebox overnight
- Marsh FM produces the sustainer; Wold FM relays it
- Each station must meet its Ofcom key commitments separately (local hours, training, social gain)

## Volunteers
@O9a@- Marsh FM has 46 active presenters
- Each station has its own rota coordinator; see reference_contacts.md
""")

r("reference_website.md", "Website", "public website: stack, player, donations",
  "website", "website: wmradio.org.uk, the shared site for the three stations", "reference", """
# Website

Shared public site for the three stations at `wmradio.org.uk` with a section per station. Repo:
`wmradio/website`. Maintainer: Rhys Morgan.

@D7b@- Astro static site, content in Markdown plus a small CMS for schedules
@R7a@- Hosted on Netlify, deploys from `main` of `wmradio/website`
@F8a@- Now-playing widget on every station page
@D10b@- The web player plays the station's Icecast MP3 mount directly
- Schedules are pulled from rotaboard's public JSON at build time and every hour by a scheduled rebuild
@D6b@- Donations: Stripe Checkout on /support (Gift Aid declaration collected on the form)
- Podcast pages embed the host's player and link to the RSS feed
- Accessibility target: WCAG 2.2 AA
""")

r("reference_music_reporting.md", "Music reporting", "PRS/PPL returns and who does what",
  "music-reporting", "How plays get to PRS and PPL, and who files what", "reference", """
# Music reporting

Community radio licence from PRS for Music and PPL, reporting required for a sample of weeks.

@S6a@- Plays for PRS are logged in the `musiclog` Google Sheet, one tab per station
@F1a@- PRS returns are filed quarterly, generated from playlog
- PPL wants two full weeks per year per station; Pete picks the weeks in January
@NS7a@- Only the music coordinator signs off the PRS return — not the station managers
- Music coordinator: Pete Haines (pete@wmradio.org.uk)
""")

r("reference_oncall.md", "On-call and alerting", "duty engineer rota and where alerts go",
  "oncall", "Duty engineer rota and alert routing", "reference", """
There is no paid on-call; three volunteers share a weekly duty engineer role (Gwen, Dave Clough, Rhys).

@A10a@- Off-air alarms post to Slack #off-air and page the duty engineer
- Website and rotaboard errors go to #tech-alerts only, no paging
- Duty week starts Monday 09:00; swap in the #tech channel and update the pinned rota
- If the duty engineer does not acknowledge within 15 minutes, the page goes to Gwen
- Transmitter faults: call Arqiva NOC for Marsh FM's site, the others are our own kit
""")

r("reference_contacts.md", "Contacts", "who to ask for what",
  "contacts", "Station managers, coordinators and suppliers to contact", "reference", """
## People
- Marsh FM station manager: Gwen Ashby
- Wold FM station manager: Sunita Rao
- Coast FM station manager: Dave Clough (also a duty engineer)
- Marsh FM rota coordinator: Jo Tennant
- Wold FM rota coordinator: Sunita (covers it herself)
@A9a@- Coast FM rota coordinator: Lina Wójcik (lina@wmradio.org.uk)
- Music coordinator: Pete Haines

## Suppliers
- Transmitter maintenance: Lincs RF Services (Mark), call before any site visit
- Studio furniture and desks: Sonifex dealer in Peterborough
""")

r("reference_ci.md", "CI and deploys", "how each repo is built and shipped",
  "ci-deploys", "CI and deploy mechanics per repo", "reference", """
# CI and deploys

@O7a@- rotaboard CI: GitHub Actions (tests + `manage.py check --deploy`)
- rotaboard deploy: GitHub Actions job `deploy` over Tailscale SSH into VM 105
@S9a@- playlog deploys: `fab deploy:prod` from a maintainer's laptop
- podpress: container image built on push, pulled by the systemd timer on next run
- streamstack: Ansible playbook `site.yml`, run by hand after review
""")

r("reference_glossary.md", "Glossary", "radio and in-house terms",
  "glossary", "Glossary of terms used around the stations", "reference", """
- **Sustainer**: unpresented overnight output, a music loop with idents
- **Key commitments**: what each station promised Ofcom (hours of local output, training, social gain)
- **RSL**: restricted service licence, a short temporary FM licence
- **OB**: outside broadcast
- **Off-air feed**: what actually goes out on FM, taken from a receiver, not the desk
- **Logger**: the compliance recorder for Ofcom
- **Running order**: the segment list for a show, kept in rotaboard
- **Duty engineer**: the volunteer on the weekly alert rota
""")

r("feedback_merge_strategy.md", "Merge strategy", "per-repo merge rules",
  "merge-strategy", "How PRs get merged, per repo", "feedback", """
Merge rules differ per repo; ask if a repo isn't listed.

@N1a@- rotaboard: never squash — keep each commit, the Django migrations are reviewed commit by commit
@O8a@- playlog: rebase and merge, linear history
- streamstack: merge commits are fine, it's mostly config

**Why:** Amara lost a migration fix in a squash once and had to reconstruct it from a reflog.
""")

r("feedback_testing.md", "Testing", "test expectations per repo",
  "testing", "Testing expectations before a PR is opened", "feedback", """
Run the tests before saying something works.

@N6a@- playlog: don't mock the database; tests run against a throwaway Postgres container
- rotaboard: `pytest` plus `manage.py makemigrations --check`
- podpress: `vitest`; audio fixtures live in `test/fixtures/`, keep them under 30 seconds each

**Why:** a mocked repository hid a timezone bug in the PRS export for a whole quarter.
""")

r("feedback_secrets.md", "Secrets", "where credentials live",
  "secrets-handling", "Secrets handling rules", "feedback", """
@N7a@Secrets never go in a repo — not even encrypted; they live in the vault and are injected at deploy.

**Why:** an old Icecast source password was found in a public fork in 2025.

**How to apply:** if a script needs a token, read it from the environment and document the variable name in
the README, nothing more.
""")

r("feedback_on_air_safety.md", "On-air safety", "don't take a station off air by accident",
  "on-air-safety", "Rules to avoid dead air while working on systems", "feedback", """
@N2a@Never restart Liquidsoap while a station is live — the fallback doesn't cover a restart and listeners get dead air.

- Check rotaboard for who's on air before touching anything on the streaming VPS
@NS9a@- Don't run the archive digitisation jobs on the studio box during the day, only overnight
- Never change the logger's audio input without telling the station manager

**Why:** dead air over 30 seconds triggers an off-air page and listener complaints within minutes.
""")

r("feedback_deploys.md", "Deploys", "when and from where to ship",
  "deploys", "Deploy timing and source rules", "feedback", """
@A8a@- No production deploys on Fridays
@F5a@- rotaboard goes to production from `main`
- Announce in #tech before any deploy that touches the studio tablets
- Deploy after 19:00 on weekdays when the live shows have finished, unless it's a fix for an outage
""")

r("feedback_commit_style.md", "Commit style", "commit message rules",
  "commit-style", "Commit message conventions", "feedback", """
@A6a@Use Conventional Commits (`feat:`, `fix:`, `chore:`) in every repo.

Keep the subject under 72 characters and reference the issue number in the body when there is one.
""")

r("feedback_git.md", "Git hygiene", "branching and pushing rules",
  "git-hygiene", "Git rules for branches, pushes and tags", "feedback", """
@NS5a@Never force-push to main.

- Branch names: `<initials>/<short-topic>`, e.g. `ao/swap-expiry`
- Tags for releases are annotated and signed where the repo does tagged releases
""")

r("feedback_docs.md", "Docs", "where documentation goes",
  "docs-style", "Where and how to write documentation", "feedback", """
- Every repo has a README with a "Running locally" and a "Deploying" section; update them in the same PR
- Volunteer-facing help goes on the website's /volunteers pages, not in the repos
- Write for someone who presents a show and knows no code
""")

r("feedback_code_review.md", "Code review", "how reviews work",
  "code-review", "Code review etiquette for volunteer devs", "feedback", """
- One approving review for app code, none needed for typo fixes in docs
- Don't request review from Gwen on JS-only PRs unless it touches audio
- Reviews are asynchronous; nobody is expected to answer within a day
""")

r("feedback_python_style.md", "Python style", "lint and typing rules",
  "python-style", "Python code style across the repos", "feedback", """
- ruff for lint and format; line length 100
- Type hints on public functions; mypy is advisory only
- Prefer `pathlib` over `os.path` in new code
""")

r("feedback_dependencies.md", "Dependencies", "adding and upgrading packages",
  "dependencies", "Dependency rules — ask before adding, pin everything", "feedback", """
- Ask before adding a new dependency to any repo; say what it replaces
- Renovate opens upgrade PRs weekly; major upgrades wait for a human
- Audio tools (ffmpeg, sox) come from the Debian packages in the images, not from npm or pip wrappers
""")

r("project_podcasting.md", "Podcasting policy", "what gets podcast and how it's approved",
  "podcasting-policy", "Podcasting policy — which shows, rights and approval", "project", """
Agreed by the three station managers in February 2026.

@N4a@- Music shows are never podcast in full: our PRS/PPL licence covers the live stream, not on-demand
- Speech shows, interviews and the local news magazine are podcast
@N10a@- Every episode needs a human sign-off in podpress before it's published
- Guests are told on air that the interview will be podcast
""")

r("project_youth_volunteers.md", "Youth volunteers", "safeguarding and the youth show",
  "youth-volunteers", "Youth volunteer programme and safeguarding rules", "project", """
Youth project run with Lincolnshire County Council funding, based at Wold FM with taster sessions at Coast FM.

@A4a@- Wold Youth Hour: Saturdays 10:00–12:00 on Wold FM
@N9a@- Under-18 volunteers are never scheduled alone in a studio; there's always an adult presenter on the rota with them
@V8a@- DBS checks for anyone working on youth shows are renewed every 3 years
- Safeguarding lead: Sunita Rao
- Parental consent forms are scanned into the volunteer's rotaboard record

**Why:** condition of the council grant and our own safeguarding policy.
""")

r("project_sms_reminders.md", "SMS reminders", "reminder rules for young volunteers",
  "sms-reminders", "SMS reminder rules, especially for young volunteers", "project", """
Reworked in September 2026 after a parent complained.

@NS4a@- Never text under-16 volunteers directly; their reminders go to the parent's number
- Opt-out by replying STOP is honoured within the same day
- No marketing or fundraising messages over the rota SMS channel, ever
""")

r("project_studio_refit.md", "Wold FM studio refit", "the early-2026 refit at Louth",
  "wold-studio-refit", "Wold FM studio refit, January to February 2026", "project", """
@D3a@- During the refit (January–February 2026) Wold FM broadcast from the St James church hall
- New desk: Sonifex S2, replacing the old Alice console
- Acoustic panels paid for by the Lottery grant
- Snags left: the guest mic arm in studio B, and the door seal
""")

r("project_email_migration.md", "Email migration", "moving staff mail off Workspace",
  "email-migration", "Mail migration for staff and volunteers", "project", """
@S8b@- Migrated staff and volunteer mail from Google Workspace to Microsoft 365 (charity grant) in May; Workspace is cancelled
- Shared mailboxes: studio@, news@, rota@ for each station
- DKIM and DMARC reset as part of the move; DMARC at p=quarantine
""")

r("project_rota_v2.md", "Rota v2", "rotaboard v2 rollout",
  "rota-v2", "rotaboard v2 rollout across the stations", "project", """
Rolled out station by station from July 2026 (Coast first, Marsh last).

@S5b@- The weekly rota spreadsheet email is no longer sent; volunteers check rotaboard instead
- New: recurring shows by rule, running orders, studio bookings
- Still to do: iCal feed per volunteer and a better mobile layout
""")

r("project_fundraising.md", "Fundraising", "appeals and donation channels",
  "fundraising", "Fundraising appeals and how donations come in", "project", """
@D6a@- For the 2025 Christmas appeal the donate button went to JustGiving
- Spring 2026 radiothon raised £8,400 across the three stations
- Business supporters are handled by the station managers, not through the website
""")

r("project_ofcom_renewal.md", "Ofcom renewal", "Wold FM licence renewal and complaint handling",
  "ofcom-renewal", "Wold FM community licence renewal, 2026", "project", """
Wold FM's licence renewal application went in on 2026-04-30; Ofcom asked for more detail on training hours.

@NS3a@- Ofcom complaints go to the licence contact (Gwen), not to the duty station manager
- Key commitments evidence: training logs from rotaboard, local-hours report from playlog
- Decision expected early 2027
""")

r("project_archive_digitisation.md", "Archive digitisation", "digitising the tape and MiniDisc archive",
  "archive-digitisation", "Archive digitisation of old tapes and MiniDiscs", "project", """
Heritage Fund project to digitise around 1,100 tapes and MiniDiscs from the pre-2010 pirate and RSL days.

@NS9b@- The digitisation jobs run on the studio box (VM 107)
- Volunteers capture on the Tascam in the Boston office; the jobs do noise reduction and tagging
- Output goes to the archive pages of the website, by decade
""")

r("project_web_player.md", "Web player", "the new web player rollout",
  "web-player", "New web player for the three stations", "project", """
@D10a@- During the 2026 beta (May–July) the new player streamed HLS through Cloudflare
@NS10a@- The player never autoplays on mobile
- Shows the now-playing track and the next show from rotaboard
- Launched to everyone on 2026-08-03
""")

r("project_dab_trial.md", "Small-scale DAB", "the SSDAB multiplex bid",
  "ssdab-trial", "Small-scale DAB multiplex bid for the Lincolnshire coast", "project", """
- Bid with two other community stations for a small-scale DAB licence covering Skegness and Boston
- If awarded, all three stations would go on the multiplex; Marsh FM pays its share from the radiothon fund
- Ofcom's decision was due in October 2026; still waiting
""")

r("project_listener_stats.md", "Listener stats", "how we count online listeners",
  "listener-stats", "Counting online listeners for funders", "project", """
- Funders want monthly online listener hours per station
- Source: Icecast access logs, parsed by a small script in `wmradio/streamstack/stats`
- Podcast downloads come from the host's dashboard export, added by hand to the same report
""")

FLAT = {"reference_playlog.md", "reference_streamstack.md", "reference_podpress.md",
        "reference_rotaboard.md", "reference_website.md"}
