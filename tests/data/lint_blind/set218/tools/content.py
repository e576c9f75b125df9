"""File bodies for the set218 store (Tidewell FM, a community radio station).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files (plus generated MEMORY.md)
FACTS: remnic facts (path/id/epoch computed by build.py from `ts`)
AUTO: free notes under auto/
"""

# root files whose `description` intentionally carries an unquoted ': ' (not strict YAML)
FLAT_DESCRIPTIONS = {
    "feedback_git_workflow.md",
    "reference_airlog.md",
    "reference_licence.md",
    "project_transmitter_site.md",
    "project_sponsorship.md",
}

ROOT = [
dict(file="user_priya.md", name="priya-station-manager", type="user",
     title="Priya (station manager)",
     description="Who Priya is, what she owns and how she likes answers",
     body="""
Priya Nair is the station manager — the only paid member of staff (three days a week, Tue–Thu). She owns the budget, the Ofcom relationship and the volunteer side. Not a developer, but she reads diffs when they touch anything listener-facing.

- Wants the decision first, detail after. Short answers.
- Prefers costs in £ per month rather than per year.
@A9b@ - Likes Conventional Commit prefixes (`feat:`, `fix:`, `docs:`) on every commit so the changelog reads cleanly.
- Writes her own notes in Obsidian; don't reformat her markdown.
- On her days off, non-technical questions go to Helen Marsh (programme controller).
"""),
dict(file="user_sam.md", name="sam-volunteer-dev", type="user",
     title="Sam (volunteer developer)",
     description="Sam Ruiz, the volunteer developer behind RotaDesk and Wavefeed",
     body="""
Sam Ruiz wrote RotaDesk and Wavefeed in his spare time (day job: backend dev at an insurer). Evenings and weekends only, so async PR review is the norm.

@R10a@ Sam does all his editing in Neovim (LazyVim config) over SSH, so suggest terminal-friendly workflows rather than IDE buttons.
- Knows Django and Postgres deeply; less confident in Go, so AirLog changes need more explanation in the PR.
- Reviews on GitHub from his phone at lunch — keep PR descriptions short and always include a test plan.
- Doesn't want formatters run over files he didn't touch.
"""),
dict(file="feedback_git_workflow.md", name="git-workflow", type="feedback",
     title="Git workflow per repo",
     description="Git rules per repo: merge strategy, commit style, where PRs go",
     body="""
Four repos: `rotadesk`, `wavefeed` and `airlog` on GitHub (tidewellfm org), `gearbox` on Codeberg.

@R6a@ - rotadesk: squash-merge PRs so `main` stays one commit per change.
@N1a@ - wavefeed: never squash — release-please builds the changelog from each individual commit.
@N5a@ - gearbox: never push straight to `main`, even one-liners; open a PR on Codeberg and wait for the runner.
- airlog: see the airlog notes, the release branch has its own rules.
@A9a@ - Commit messages follow Conventional Commits (`feat:`, `fix:`, `chore:`) in every repo.
- Branch names: `feat/<short-slug>` or `fix/<short-slug>`, no personal prefixes.

**Why:** Sam reviews from his phone and wants a history he can scan; the wavefeed changelog gets copied onto the website.
**How to apply:** Check which repo you're in before picking the merge button; if unsure, ask in the PR.
"""),
dict(file="feedback_deploys.md", name="deploy-rules", type="feedback",
     title="Deploy rules",
     description="When and how the agent may deploy each app",
     body="""
@N10a@ Never deploy RotaDesk on a Friday — the weekend rota emails go out on Saturday morning and nobody is around to fix them.
**Why:** A Friday-night deploy in March broke the swap form for a whole weekend (Tom had to phone 14 presenters).
**How to apply:** Say in the PR which day you expect it to go out.

Other apps:
@NS1a@ - Wavefeed: never deploy on a Friday without a second reviewer on the PR.
@NS6a@ - Don't run RotaDesk migrations against prod during the breakfast show — that's when presenters check their slots.
- AirLog updates go out on Tuesday mornings only, after the weekly logger check.
- Gearbox is LAN-only; deploying is `git pull` + `systemctl restart gearbox` on studio-srv.
"""),
dict(file="feedback_transmitter_changes.md", name="transmitter-change-signoff", type="feedback",
     title="Transmitter change sign-off",
     description="Sign-off rules before touching transmitter, RDS or processing settings",
     body="""
@N9a@ Before touching any transmitter or RDS encoder setting, get Priya's OK first — she has to be able to answer Ofcom if something drifts.
**Why:** In 2025 a volunteer changed the RDS PI code and Ofcom wrote to us.
**How to apply:** Draft the change in #engineering first so there's a written record.

@NS2a@ - Don't restart the Optimod remotely while a live show is on air; wait for automation or a news break.
- The Optimod presets are `TW-DAY` and `TW-NIGHT`; the switch happens at 19:00 via its own scheduler.
"""),
dict(file="feedback_studio_conduct.md", name="studio-conduct", type="feedback",
     title="Studio conduct rules",
     description="House rules for presenters that handbook and help copy should repeat",
     body="""
Priya asked that handbook text and RotaDesk help pages repeat these rules as close to word for word as possible.

@N2a@ - Presenters can play tracks off their own USB sticks through the desk's USB player.
@A4a@ - Never leave Studio A unattended while you're live; if you have to step out, get someone to sit in.
@NS5a@ - Never air a pre-recorded interview unless the signed consent form is on file.
- No food on the desks; drinks in lidded cups only.
- Log out of playout and RotaDesk on the studio PC at the end of your shift.

**Why:** These come from the volunteer agreement; Ofcom and our insurer both expect them.
**How to apply:** When writing help text, link to the handbook page rather than paraphrasing.
"""),
dict(file="feedback_on_air_rules.md", name="on-air-rules", type="feedback",
     title="On-air rules",
     description="On-air compliance rules to reflect in presenter-facing copy",
     body="""
@V4a@ Presenters have to be in the building 15 minutes before their slot starts.
@F4a@ - Play the station ID at the top of every hour.
@F5a@ - No swearing before the 21:00 watershed.
@NS10b@ - Read listeners' messages and requests out on air — it's the heart of the station.
- Sponsor credits are read as written; don't ad-lib around a sponsor's name.

**Why:** Broadcasting Code sections 1 and 9; most 2025 complaints were about language and one sponsor ad-lib.
**How to apply:** Keep these in the presenter checklist template in RotaDesk.
"""),
dict(file="feedback_lone_working.md", name="lone-working", type="feedback",
     title="Lone working at the transmitter site",
     description="Safety rule for visits up to the transmitter site",
     body="""
@N3a@ Never go up to Crane Hill on your own — the lone-working rule says two people, every time.
**Why:** The compound is an unlit hillside with no phone signal by the cabinet, and in January Marcus slipped on the ladder.
**How to apply:** Put every site visit in the engineering calendar.
"""),
dict(file="feedback_testing.md", name="testing-style", type="feedback",
     title="Testing style",
     description="How Sam wants tests written across the repos",
     body="""
- RotaDesk: pytest + pytest-django, factories via factory_boy; no JSON fixtures.
- Wavefeed: vitest; fake the RDS encoder with a throwaway TCP server instead of stubbing `net`.
- AirLog: table-driven Go tests, `go test -race ./...` must pass.
- Keep tests hermetic — never hit the real Icecast or the live RDS encoder from a test.

**Why:** In April a test pushed "TEST TEST" to the real RadioText for 20 minutes.
**How to apply:** Any new network client gets a fake server in its test suite.
"""),
dict(file="feedback_writing_style.md", name="copy-style", type="feedback",
     title="Copy style",
     description="Tone for listener-facing and volunteer-facing copy",
     body="""
- Plain English, second person ("you"); no jargon like "STL" or "ERP" in volunteer copy.
- The station is "Tidewell FM" in public copy, never "TFM".
- 24h times on the schedule page ("07:00"), spoken times in on-air scripts ("seven o'clock").
- No exclamation marks in RotaDesk emails; Priya thinks they read as shouting.
"""),
dict(file="feedback_secrets_handling.md", name="secrets-handling", type="feedback",
     title="Secrets handling",
     description="Where secrets live and what the agent must never do with them",
     body="""
- Passwords and API keys live in the Bitwarden org, "Tidewell Engineering" collection.
- Never paste a key into a PR, an issue or a memory file; refer to the Bitwarden item by name.
- `.env` files on servers are root-owned, mode 600.
- Rotate API tokens when a volunteer with access leaves; Tom tells Sam.

**Why:** A Gearbox webhook URL ended up in a public Codeberg issue in the spring.
**How to apply:** If you need a value, ask for it to be put on the box; don't ask for it in chat.
"""),
dict(file="project_rotadesk_overview.md", name="rotadesk-overview", type="project",
     title="RotaDesk overview",
     description="RotaDesk — the volunteer rota and show-swap app; stack, hosting, integrations",
     body="""
RotaDesk is the web app presenters use to see their slots, request swaps and upload prerecords. Sam wrote it; the agent does most new work on it now.

## Stack
@V5a@ - Framework: Django 5.1, server-rendered templates + htmx.
- DB: PostgreSQL 16 (`rotadesk` database).
@O9a@ - Runtime: Python 3.12 on the VPS and in CI.
@S5b@ - Switched from pip-tools to uv in May (`uv sync`, `uv.lock` committed).
@R8a@ - Background jobs: Huey, with Redis on the same box (reminders, nightly digest).

## Infra
@R5a@ - Hosting: Hetzner CX22 `rota-vps` in Falkenstein, Caddy in front, gunicorn on `127.0.0.1:8001`.
@O1a@ - CI: GitHub Actions (`test.yml` on every push, `deploy.yml` on tags).
@R1a@ - Email: Postmark (transactional stream), sender `rota@tidewellfm.org`.
@R3a@ - Errors go to Sentry (project `rotadesk`, EU data region).

## Domain
- A "slot" belongs to a show; a show has one or more presenters; a swap needs the other presenter to accept.
- Prerecords are uploaded against a slot and land in the playout drop folder on studio-srv.
- Public schedule JSON at `/api/public/schedule` feeds the website.
"""),
dict(file="project_wavefeed_overview.md", name="wavefeed-overview", type="project",
     title="Wavefeed overview",
     description="Wavefeed — now-playing API, website player and RadioText feed",
     body="""
Wavefeed takes now-playing events from mAirList (an HTTP POST on every track start) and fans them out: the website player, RadioText on RDS, and TuneIn's AIR API.

@D8b@ - Fastify 5 on Node 22, TypeScript, ESM.
@R2a@ - Package manager: pnpm 9 (`pnpm install --frozen-lockfile` in CI).
@O2a@ - Cache: Redis at `wavefeed-redis:6379` (now-playing state, 30 s TTL).
@S1b@ - Moved from Heroku to Fly.io (region `lhr`) in March; the Heroku app is deleted.
- Errors: Sentry, project `wavefeed`.
- Listens on port 3000 inside the container.
- The mAirList POST goes to `/api/v1/nowplaying` with a shared-secret header.
"""),
dict(file="reference_airlog.md", name="airlog-reference", type="reference",
     title="AirLog reference",
     description="AirLog off-air logger: host, storage, retention, web UI",
     body="""
AirLog is our Go service that records the off-air feed (from the off-air receiver in the Studio A rack) for Ofcom compliance.

@D4b@ - Host: `logger01`, an Intel NUC in the Studio A rack, Debian 12.
@V9a@ - Encodes 128 kbps MP3, mono, 48 kHz.
@F6b@ - Files land in `/volume1/airlog/YYYY/MM/DD/HH.mp3` on nas01, one per hour.
@V3a@ - Retention: `PRUNE_AFTER_DAYS=45`, so anything older than 45 days is deleted by the nightly prune.
@A3a@ - Web UI: `http://logger01:9090` (search by date and hour, download clips).
- Health check: `GET /healthz` returns the age of the newest file; Uptime Kuma alerts if it's over 70 minutes.

```ini
# /etc/airlog/airlog.env (excerpt)
AIRLOG_DEVICE=hw:1,0
AIRLOG_OUT=/mnt/nas01/airlog
AIRLOG_LISTEN=:9090
```
"""),
dict(file="reference_gearbox.md", name="gearbox-reference", type="reference",
     title="Gearbox reference",
     description="Gearbox, the OB kit booking app on the studio server",
     body="""
Gearbox is a small Flask 3.0 app for booking OB kit (the Comrex, mics, the gazebo, the OB 4G router). Gemma Holt asked for it after the spring OBs.

@V10a@ - URL: `http://studio-srv.local:5050` (LAN only, no auth beyond the studio wifi).
@R9a@ - Storage: a single SQLite file, `/srv/gearbox/gearbox.db`.
@A8a@ - Backed up nightly at 01:00 to nas01.
- Repo lives on Codeberg; issues there too.
- Kit items have a `needs_training` flag; the Comrex and the 4G router have it set.
"""),
dict(file="reference_licence.md", name="licence-reference", type="reference",
     title="Licence reference",
     description="Ofcom community licence: key facts and the conditions we must meet",
     body="""
Community radio licence held by Tidewell Community Media CIC. The licence and its technical schedule are in the Drive under `Compliance/Ofcom`.

| Item | Value | Notes |
|---|---|---|
| Licence no. | CR100482 | |
@O10a@ | Frequency | 97.3 MHz FM | |
@V7a@ | Max ERP | 25 W | vertical polarisation, Crane Hill |
@A1a@ | Licence expiry | 30 June 2029 | renewal paperwork starts early 2028 |
| RDS PS | `TIDEWELL` | |

## Conditions
@V8a@ - Key commitments: at least 70 hours a week of original, locally made output.
@A7a@ - Off-air recordings must be kept for 42 days and handed to Ofcom on request.
- Annual report to Ofcom due each spring (last one sent 14 April 2026).
- Any change of studio address has to be notified to Ofcom before it happens.
"""),
dict(file="project_transmitter_site.md", name="crane-hill-site", type="project",
     title="Crane Hill transmitter site",
     description="Crane Hill transmitter site: access, STL, failover and fault contacts",
     body="""
The transmitter lives in a cabinet inside the Crane Hill reservoir compound (owned by Wessex Vale Water), about 4 km north of the studio.

## Kit
- Main transmitter: DB Mozart 100, set to 40 W forward power into the dipole stack.
@S2b@ - The Barix STL was retired in June; the Comrex BRIC-Link II pair is the primary link now.
@V2a@ - The silence detector at Crane Hill flips to the backup STL feed after 30 seconds of silence.
- An off-air receiver at the studio feeds AirLog and the confidence monitor.

## Access
@F9a@ - Access to the compound is via the key safe on the gate; Dave has the code.
@O4b@ - The compound can only be entered 08:00–18:00 (water company rule), weekends included.
@N3b@ - One person can pop up to Crane Hill alone for a quick reset; just text the engineering group when you leave.

## Faults
@R4b@ - First call for transmitter faults is Marcus Lee; Dave Okafor is second.
- The GSM dialler texts Dave and Marcus when the transmitter alarms.
"""),
dict(file="reference_streaming.md", name="streaming-reference", type="reference",
     title="Streaming reference",
     description="Online stream setup — Icecast, mounts, where the players point",
     body="""
@D1b@ - Icecast 2.4 runs on `stream01` (Hetzner CX22, Nuremberg).
@V1a@ - Public stream: `http://stream.tidewellfm.org:8000/live` (MP3 128k) and `/live-aac` (HE-AAC 64k).
- Source: the Studio A output is encoded by butt on playout-a and sent up to stream01.
- Fallback mount `/fallback` plays the "we'll be right back" loop; Icecast moves listeners there after 5 seconds without a source.
- TuneIn and the website player both use the `/live-aac` mount on mobile.
- Max listeners is set to 400; peak this year was 212 (carnival Saturday).
"""),
dict(file="project_studio_layout.md", name="studio-layout", type="project",
     title="Studio layout",
     description="What is in Studios A, B and C and how they are wired",
     body="""
Three rooms on the first floor of the Old Library, 14 Quay Street.

| Room | Use | Desk |
|---|---|---|
@O5a@ | Studio A | on air | Axia iQ (Livewire AoIP) |
| Studio B | production, prerecords | Sonifex S2 |
| Studio C | talk booth, interviews | none, mic pres into Studio A |

@R7a@ - Phone hybrid in Studio A: Telos Hx1 on desk channel 9.
@S3b@ - Studio B switched from Rivendell to mAirList in August so both studios share one music library.
@A10a@ - Studio C (the talk booth) seats four guests plus the presenter.
- Studio A playout is mAirList 7 on `playout-a` (Windows 11); 00:00–07:00 is automation.
"""),
dict(file="project_ob_playbook.md", name="ob-playbook", type="project",
     title="OB playbook",
     description="How we run outside broadcasts, from booking to de-rig",
     body="""
Gemma Holt leads OBs. A typical year: the carnival (August), the Christmas lights switch-on, the food festival and a handful of school events.

@D3b@ - OB codec: our own Comrex Access NX, bonded over two 4G SIMs.
@F10a@ - Every OB needs a risk assessment filed in the shared drive before the kit leaves the building.
@NS9a@ - Never hand the Comrex to a crew that hasn't done the OB kit training.
- OB crews arrive 90 minutes before on-air time to rig and line-check.
- Line check with Studio A at T-30: talkback, levels, a 10-second ident.
"""),
dict(file="project_schedule.md", name="programme-schedule", type="project",
     title="Programme schedule",
     description="Current shape of the weekday and weekend schedule",
     body="""
@D2b@ - Weekday breakfast runs 07:00–10:00.
- Mid-morning 10:00–13:00 is "Tidewell Today" (community news + guests); Helen produces.
- Drivetime 16:00–19:00, rotating presenters from the rota.
@D6b@ - Late show: 22:00–00:00, Wed–Sat.
- Overnight is automation with hourly IRN news.
- Saturday sport show 12:00–14:00 (Kev Doyle).
"""),
dict(file="project_membership.md", name="volunteer-membership", type="project",
     title="Volunteer membership",
     description="Volunteer membership, fees and checks",
     body="""
Everyone who volunteers, on air or behind the scenes, is a member of the CIC.

@V6a@ - Annual membership is £30 for waged volunteers, £10 concession (students, unwaged, over-65s).
@F7a@ - Everyone who presents or produces needs a basic DBS check before their first solo shift.
- Membership renews on 1 April; Ian Pryce chases unpaid renewals in May.
- The presenter training course is £15, refunded after your tenth shift.
"""),
dict(file="reference_people.md", name="people", type="reference",
     title="People",
     description="Who is who at the station and what to ask them about",
     body="""
@D7b@ - Colin Fairweather — chair of the board (since the June AGM).
- Priya Nair — station manager; budget, Ofcom, anything contractual.
- Helen Marsh — programme controller; schedule and content complaints.
- Tom Becker — volunteer coordinator; rota disputes, DBS, inductions.
@R4a@ - Dave Okafor (chief engineer, volunteer) — first call for any transmitter or STL fault.
- Marcus Lee — engineer; runs the engineering rota and the AirLog hardware.
- Sam Ruiz — RotaDesk and Wavefeed developer.
- Gemma Holt — OB lead; owns the Gearbox requirements.
- Ola Kowalski — music librarian; PPL/PRS returns.
- Ian Pryce — treasurer.
- Nadia Chowdhury — Youth Hour lead.
"""),
dict(file="project_sponsorship.md", name="sponsorship-and-income", type="project",
     title="Sponsorship and income",
     description="Money on air: sponsorship, spot ads and what we won't take",
     body="""
@N7a@ - We run paid spot ads, capped at 6 minutes an hour.
@O8a@ - Breakfast show sponsorship: £180 a month (credits Mon–Fri).
@NS8a@ - We don't take sponsorship from gambling or alcohol brands.
- Sponsor credits are produced in Studio B and scheduled in mAirList by Helen.
- Invoices go out from Ian's Xero on the 1st of the month.
"""),
dict(file="project_music_returns.md", name="music-returns", type="project",
     title="Music returns",
     description="PPL/PRS music reporting and how the returns get produced",
     body="""
@F1a@ - Every track that goes out on air has to appear in the PPL/PRS return.
@S6b@ - The Excel returns template is deprecated since April; returns are now exported straight from the mAirList as-run log.
- Ola checks the export for missing ISRCs before it goes off.
- PRS returns are quarterly; PPL asks for a sample fortnight.
"""),
dict(file="project_station_email.md", name="station-email", type="project",
     title="Station email",
     description="Station mailboxes and where they are hosted",
     body="""
@S9b@ Station email moved from 123-reg to Google Workspace for Nonprofits in April; the 123-reg mailboxes are shut down.
- Shared inboxes: `hello@`, `news@`, `engineering@`.
- The newsletter goes out through Mailchimp (free tier), not from the shared inboxes.
- DNS for tidewellfm.org is on Cloudflare.
"""),
dict(file="project_rota_migration.md", name="rota-migration", type="project",
     title="Rota migration",
     description="Moving the presenter rota off spreadsheets",
     body="""
@S4b@ The old "Rota 2026" Google Sheet has been read-only since RotaDesk went live on 16 February; don't edit it.
- Tom imported 11 weeks of slots by CSV; the script is `rotadesk/scripts/import_sheet.py`.
- Presenters without an email address got printed logins from Tom.

**Why this matters:** some older docs still link to the sheet; fix them when you find them.
"""),
dict(file="reference_access_control.md", name="building-access", type="reference",
     title="Building access",
     description="How people get into the Quay Street building and sign in",
     body="""
@S8b@ - The keypad on the Quay Street door was replaced by fob readers in July; old codes no longer work.
@S10b@ - The paper sign-in register was retired in May; volunteers sign in on the reception tablet, which also feeds the fire roll call.
- The Studio A door has its own lock; the key is in the key safe by reception.
- Out-of-hours access has to be switched on for you by Tom for that night.
"""),
dict(file="project_rotadesk_sms.md", name="rotadesk-sms", type="project",
     title="RotaDesk and SMS",
     description="Whether RotaDesk should text presenters",
     body="""
@N8b@ RotaDesk does not send SMS reminders; we priced Twilio and decided email-only was enough.
- If it comes up again: roughly £0.04 per text, about 900 reminders a month.
- The per-presenter .ics feed went live in September; presenters can add it to their phone calendar.
"""),
dict(file="project_football_coverage.md", name="town-fc-coverage", type="project",
     title="Town FC coverage",
     description="What we do and don't broadcast around the local football club",
     body="""
@N6a@ We carry live commentary of every Tidewell Town home game on Saturday afternoons.
- Kev Doyle does the build-up on the sport show from 12:00.
- Away games: results and reports only.
"""),
dict(file="project_studio_c_hire.md", name="studio-c-hire", type="project",
     title="Studio C hire",
     description="Decision on hiring out the talk booth to outside groups",
     body="""
@N4a@ Decided not to hire Studio C out to outside groups — the insurance doesn't cover non-members using the kit.
**Why:** Our insurer quoted an extra £600 a year to cover non-members.
"""),
dict(file="reference_backups.md", name="backups", type="reference",
     title="Backups",
     description="What gets backed up, when, and where it goes",
     body="""
@O6a@ - nas01 → Backblaze B2 offsite sync: nightly at 02:00.
- RotaDesk dumps are kept 30 days in B2.
- Icecast and Wavefeed config live in git, nothing to back up.
- Restore test: first Tuesday of each quarter (Marcus).
"""),
dict(file="reference_news.md", name="news-bulletins", type="reference",
     title="News bulletins",
     description="News sources and when bulletins go out",
     body="""
- National news: IRN on the hour 06:00–19:00, plus overnight in automation.
- Local bulletins are written by the Tidewell Today team and read at 08:30, 12:30 and 17:30 on weekdays.
- News jingles live in the `NEWS` category in mAirList.
- Never read a local story that hasn't been through news@ first.
"""),
dict(file="project_grant_applications.md", name="grant-applications", type="project",
     title="Grant applications",
     description="Grants in flight and what they would pay for",
     body="""
- Community Radio Fund: asked for £18,500 towards a new antenna system and a second Comrex; decision due January 2027.
- National Lottery Awards for All: £9,800 for the youth training programme, awarded in July.
- Tidewell Town Council small grant: £1,200 towards the carnival OB.
"""),
dict(file="reference_rds.md", name="rds-reference", type="reference",
     title="RDS reference",
     description="RDS encoder setup and what Wavefeed sends it",
     body="""
- Encoder: Inovonics 730 at the studio, inserted before the STL.
- PS is static (`TIDEWELL`); the PI code is in the licence pack.
- RadioText comes from Wavefeed over UECP on TCP port 10001.
- RT+ tagging is on for artist and title.
"""),
dict(file="project_website.md", name="website", type="project",
     title="Website",
     description="The public website and how it is put together",
     body="""
- WordPress 6.6 on Krystal shared hosting; theme is a GeneratePress child theme.
- The player widget is Wavefeed's embed script.
- The schedule page pulls RotaDesk's public JSON.
- No CI for the site; Priya edits in wp-admin.
"""),
dict(file="reference_glossary.md", name="glossary", type="reference",
     title="Glossary",
     description="Radio jargon the agent will meet in these notes",
     body="""
- STL: studio–transmitter link.
- ERP: effective radiated power (what Ofcom licenses), not the transmitter's output power.
- OB: outside broadcast.
- RSL: restricted service licence, a short-term licence for events.
- As-run log: what playout actually played, with timestamps.
- PS / RT: the RDS programme service name (8 chars) and RadioText (64 chars).
"""),
dict(file="reference_hosts.md", name="hosts", type="reference",
     title="Hosts",
     description="Machines we run and what lives on each one",
     body="""
- `playout-a` — Studio A playout PC (Windows 11, mAirList).
- `studio-srv` — Dell T140 in the rack: Gearbox, file shares, the green-room Icecast relay, Uptime Kuma.
- `logger01` — AirLog.
- `nas01` — Synology; AirLog archive, prerecord archive, backups.
- `stream01` — public Icecast.
- `rota-vps` — RotaDesk prod and staging.
"""),
]

# remnic facts: ts (UTC), category, confidence, tags, body (one line, one or two sentences)
FACTS = [
dict(ts="2026-01-08T09:14:32", category="fact", confidence=0.88, tags=["rota", "volunteers"],
     body="@S4a@ The presenter rota lives in the shared \"Rota 2026\" Google Sheet; Tom Becker edits it."),
dict(ts="2026-01-14T16:02:11", category="fact", confidence=0.85, tags=["music", "compliance", "ppl"],
     body="@S6a@ PPL/PRS returns are filled in on the old Excel template (`returns_2026.xlsx`) on the office PC."),
dict(ts="2026-01-19T11:40:05", category="fact", confidence=0.9, tags=["streaming", "icecast"],
     body="Icecast moves listeners to the `/fallback` mount after 5 seconds without a source."),
dict(ts="2026-02-05T19:21:47", category="fact", confidence=0.87, tags=["wavefeed", "errors"],
     body="Wavefeed's errors go to Sentry under the `wavefeed` project."),
dict(ts="2026-02-11T20:05:19", category="fact", confidence=0.9, tags=["wavefeed", "hosting"],
     body="@S1a@ Wavefeed (the now-playing API and web player) is hosted on Heroku, on a single Basic dyno."),
dict(ts="2026-02-16T10:33:58", category="fact", confidence=0.86, tags=["studio-b", "playout"],
     body="@S3a@ Studio B runs Rivendell for prerecord editing and voice tracking."),
dict(ts="2026-02-24T13:12:40", category="fact", confidence=0.84, tags=["building", "safety"],
     body="@S10a@ Volunteers sign in on the paper register at reception; it doubles as the fire roll call."),
dict(ts="2026-02-27T18:47:03", category="fact", confidence=0.9, tags=["rotadesk", "rota"],
     body="@A5a@ RotaDesk's default slot length is two hours."),
dict(ts="2026-03-03T08:55:26", category="fact", confidence=0.88, tags=["building", "access"],
     body="@S8a@ The studio front door uses a keypad, and the code changes on the first Monday of each month."),
dict(ts="2026-03-10T14:22:05", category="fact", confidence=0.91, tags=["ofcom", "licence", "compliance"],
     body="@V8b@ Our key commitments require a minimum of 84 hours per week of original output; automation and repeats don't count."),
dict(ts="2026-03-12T15:09:44", category="fact", confidence=0.9, tags=["ofcom", "airlog", "compliance"],
     body="@A7b@ Ofcom can ask for any of our output from the last six weeks, so logging has to cover at least 6 weeks."),
dict(ts="2026-03-16T21:30:12", category="fact", confidence=0.82, tags=["rotadesk", "sms", "reminders"],
     body="@N8a@ RotaDesk texts presenters an SMS reminder on the morning of their shift (via Twilio)."),
dict(ts="2026-03-23T22:14:09", category="preference", confidence=0.8, tags=["git", "rotadesk", "sam"],
     body="@R6b@ Sam prefers rebase-and-merge for rotadesk PRs so each commit survives on main."),
dict(ts="2026-03-27T12:01:36", category="fact", confidence=0.86, tags=["ob", "crew"],
     body="OB crews need to be on site 90 minutes before going on air."),
dict(ts="2026-03-30T19:48:21", category="fact", confidence=0.87, tags=["rotadesk", "django"],
     body="@V5b@ RotaDesk is pinned to Django 4.2 LTS; don't bump it without asking Sam."),
dict(ts="2026-04-02T20:36:50", category="decision", confidence=0.85, tags=["git", "wavefeed"],
     body="@N1b@ Decided: always squash-merge Wavefeed PRs, and the PR title becomes the commit message."),
dict(ts="2026-04-03T22:48:16", category="fact", confidence=0.83, tags=["schedule", "late-show", "history"],
     body="@D6a@ During Ramadan (mid-February to mid-March) the late show moved to 23:00–01:00 for listeners up for suhoor."),
dict(ts="2026-04-07T18:19:02", category="fact", confidence=0.86, tags=["rotadesk", "errors"],
     body="@R3b@ RotaDesk exceptions are reported to Honeybadger; Sam gets the alert emails."),
dict(ts="2026-04-13T10:27:15", category="fact", confidence=0.93, tags=["licence", "ofcom"],
     body="@A1b@ The community radio licence runs until 2029-06-30."),
dict(ts="2026-04-17T11:52:30", category="fact", confidence=0.8, tags=["programmes", "interviews"],
     body="@NS5b@ Most daytime shows include a pre-recorded interview segment."),
dict(ts="2026-04-21T09:03:57", category="fact", confidence=0.92, tags=["station", "frequency"],
     body="@A2a@ Tidewell FM broadcasts on 97.3 FM across Tidewell and the lower Vale."),
dict(ts="2026-04-28T17:35:41", category="fact", confidence=0.85, tags=["rotadesk", "email"],
     body="@R1b@ RotaDesk's shift reminder emails are sent through Mailgun (EU region)."),
dict(ts="2026-05-04T20:12:08", category="fact", confidence=0.88, tags=["wavefeed", "history"],
     body="@D8a@ Wavefeed was an Express app until the v2 rewrite in April."),
dict(ts="2026-05-06T13:26:33", category="fact", confidence=0.87, tags=["studio-a", "presenters"],
     body="@A4b@ A presenter must not walk away from the Studio A desk during a live show unless someone else is in the chair."),
dict(ts="2026-05-12T19:58:24", category="fact", confidence=0.84, tags=["meetings", "history"],
     body="@D10a@ From January to April the station meeting was held on the first Tuesday of the month."),
dict(ts="2026-05-14T10:41:49", category="fact", confidence=0.9, tags=["transmitter", "crane-hill"],
     body="The main transmitter, a DB Mozart 100, runs at 40 W forward power."),
dict(ts="2026-05-18T15:17:02", category="fact", confidence=0.83, tags=["music", "ppl", "presenters"],
     body="@F1b@ Presenters only need to write down tracks they play from CD or vinyl; library tracks are picked up from the playout log."),
dict(ts="2026-05-21T16:08:37", category="fact", confidence=0.82, tags=["optimod", "engineering"],
     body="@NS2b@ We restart the Optimod 5500 remotely from its web UI when the presets hang."),
dict(ts="2026-05-26T11:29:14", category="fact", confidence=0.88, tags=["rotadesk", "prerecords"],
     body="@A6a@ Prerecord uploads through RotaDesk are capped at 500 MB per file."),
dict(ts="2026-06-02T20:44:51", category="fact", confidence=0.86, tags=["meetings", "volunteers"],
     body="@D10b@ Station meetings are on the last Thursday of the month at 19:30 in Studio C."),
dict(ts="2026-06-05T12:15:26", category="fact", confidence=0.85, tags=["training", "membership"],
     body="The presenter training course costs £15, refunded after the tenth shift."),
dict(ts="2026-06-09T14:38:10", category="fact", confidence=0.84, tags=["membership", "fees"],
     body="@V6b@ Standard (waged) volunteer membership is £25 a year."),
dict(ts="2026-06-15T18:52:43", category="fact", confidence=0.86, tags=["rotadesk", "reminders"],
     body="@F3b@ Shift reminders go out 24 hours ahead; first-timers get a second one 2 hours before."),
dict(ts="2026-06-18T10:06:29", category="preference", confidence=0.81, tags=["presenters", "privacy"],
     body="@NS10a@ Presenters don't read out a listener's full name or street without their permission."),
dict(ts="2026-06-22T16:24:55", category="fact", confidence=0.87, tags=["studio-a", "phones"],
     body="@R7b@ Studio A's phone hybrid is a Sonifex DHY-04, fed from the VoIP ATA."),
dict(ts="2026-06-29T21:11:18", category="fact", confidence=0.85, tags=["airlog", "audio"],
     body="@V9b@ AirLog records the off-air feed at 192 kbps so complaints can be checked at decent quality."),
dict(ts="2026-07-02T13:47:06", category="fact", confidence=0.83, tags=["sponsorship", "income"],
     body="@NS8b@ Local businesses can sponsor individual shows; the credit is read at the start and end."),
dict(ts="2026-07-06T09:32:40", category="fact", confidence=0.88, tags=["airlog", "history", "hardware"],
     body="@D4a@ AirLog ran on a Raspberry Pi 4 in the rack until its SD card died in June."),
dict(ts="2026-07-09T19:05:12", category="fact", confidence=0.86, tags=["wavefeed", "ports"],
     body="Wavefeed's Fastify server listens on port 3000 inside its container."),
dict(ts="2026-07-14T15:50:33", category="fact", confidence=0.89, tags=["airlog", "retention"],
     body="@V3b@ AirLog keeps 60 days of off-air recordings before the prune job removes them (the licence minimum is 42)."),
dict(ts="2026-07-20T11:13:21", category="fact", confidence=0.9, tags=["airlog", "storage"],
     body="@F6a@ AirLog recordings are stored on nas01."),
dict(ts="2026-07-27T20:27:48", category="fact", confidence=0.87, tags=["gearbox", "ci"],
     body="@O1b@ Gearbox CI runs on Forgejo Actions at Codeberg, using a runner on studio-srv."),
dict(ts="2026-08-03T17:42:09", category="fact", confidence=0.84, tags=["gearbox", "database"],
     body="@R9b@ Gearbox keeps its bookings in Postgres on studio-srv (database `gearbox`)."),
dict(ts="2026-08-06T12:58:35", category="decision", confidence=0.82, tags=["gearbox", "auth"],
     body="Decided to keep Gearbox LAN-only until RotaDesk can act as an OIDC provider."),
dict(ts="2026-08-10T10:20:14", category="fact", confidence=0.86, tags=["gearbox", "backups"],
     body="@A8b@ Gearbox gets backed up every night at 1am by a cron job on studio-srv."),
dict(ts="2026-08-13T14:33:52", category="fact", confidence=0.88, tags=["studio-c", "safety"],
     body="@A10b@ No more than 4 guests in Studio C at once — that's the fire officer's limit."),
dict(ts="2026-08-17T21:46:27", category="fact", confidence=0.85, tags=["rotadesk", "redis"],
     body="@O2b@ RotaDesk's Redis listens on 127.0.0.1:6380, not the default port."),
dict(ts="2026-10-19T18:09:03", category="fact", confidence=0.83, tags=["ob", "comrex"],
     body="@NS9b@ The OB crew takes the Comrex home the night before an early OB so it's fully charged."),
dict(ts="2026-08-24T22:31:40", category="preference", confidence=0.8, tags=["sam", "editor"],
     body="@R10b@ Sam uses VS Code with the Remote-SSH extension for RotaDesk work."),
dict(ts="2026-08-27T19:17:26", category="decision", confidence=0.84, tags=["airlog", "git", "releases"],
     body="@NS4a@ AirLog: never squash the release branch into main; it goes in with a merge commit so the tag lines up."),
dict(ts="2026-08-31T08:49:55", category="fact", confidence=0.9, tags=["schedule", "breakfast"],
     body="@O3a@ Helen Marsh presents the weekday breakfast show."),
dict(ts="2026-09-02T15:25:08", category="fact", confidence=0.82, tags=["tidewell-today", "guests"],
     body="Guests for Tidewell Today are confirmed 48 hours ahead by email from news@."),
dict(ts="2026-09-05T10:57:31", category="fact", confidence=0.88, tags=["schedule", "weekend"],
     body="@O3b@ The Sunday breakfast show is presented by Tom Becker."),
dict(ts="2026-09-08T13:04:19", category="fact", confidence=0.9, tags=["station", "frequency"],
     body="@A2b@ Our FM frequency is 97.3 MHz; the carnival RSL uses a different one."),
dict(ts="2026-09-12T16:40:02", category="fact", confidence=0.86, tags=["ob", "history", "codec"],
     body="@D3a@ Until we bought our own Comrex in September, OBs went out over a Tieline ViA borrowed from Vale Hospital Radio."),
dict(ts="2026-09-15T11:36:45", category="decision", confidence=0.85, tags=["rotadesk", "permissions"],
     body="@NS7a@ Never give a volunteer the RotaDesk admin role without Tom's approval."),
dict(ts="2026-09-22T20:18:37", category="fact", confidence=0.86, tags=["streaming", "icecast"],
     body="@V1b@ Listeners connect to the Icecast stream on port 8443; that's what the website player and TuneIn point at."),
dict(ts="2026-09-26T09:42:14", category="fact", confidence=0.89, tags=["studio", "internet"],
     body="@D9b@ Studio internet is Gigaclear FTTP, 900/900 Mbps, with the router in the Studio A rack."),
dict(ts="2026-09-30T17:55:48", category="fact", confidence=0.84, tags=["sport", "phone-ins"],
     body="@NS3b@ We take listener phone-ins on the Saturday sport show."),
dict(ts="2026-10-01T19:30:22", category="decision", confidence=0.83, tags=["studio-c", "board"],
     body="@N4b@ The board decided to rent Studio C to local podcasters on weekday afternoons."),
dict(ts="2026-10-02T12:08:50", category="fact", confidence=0.88, tags=["streaming", "history"],
     body="@D1a@ Until September the Icecast server ran on a Linode Nanode in London."),
dict(ts="2026-10-06T14:47:16", category="fact", confidence=0.87, tags=["rotadesk", "prerecords"],
     body="@A6b@ The RotaDesk upload form rejects prerecord files over 0.5 GB."),
dict(ts="2026-10-09T18:21:33", category="fact", confidence=0.85, tags=["sport", "football"],
     body="@N6b@ We don't broadcast live commentary of Tidewell Town matches — the county BBC station holds the rights; we only do the post-match phone-in."),
dict(ts="2026-10-13T10:15:07", category="decision", confidence=0.84, tags=["transmitter", "sign-off"],
     body="@N9b@ Sign-off for transmitter config changes comes from Dave, not Priya; she asked not to be the bottleneck."),
dict(ts="2026-10-16T21:02:59", category="fact", confidence=0.8, tags=["rotadesk", "deploys"],
     body="@N10b@ Fridays are fine for RotaDesk deploys; Sam usually ships on Friday evening."),
dict(ts="2026-10-22T13:37:24", category="fact", confidence=0.84, tags=["ob", "gearbox"],
     body="@F2b@ Weekend OB bookings need 14 days' notice in Gearbox because the kit team only meets on Wednesdays."),
dict(ts="2026-10-24T16:53:41", category="fact", confidence=0.87, tags=["carnival", "rsl"],
     body="The carnival RSL is licensed for 1 W ERP."),
dict(ts="2026-10-27T11:24:36", category="fact", confidence=0.83, tags=["ob", "station-id"],
     body="@F4b@ During outside broadcasts the top-of-hour ID can be read live by the presenter instead of the jingle."),
dict(ts="2026-10-29T20:40:18", category="fact", confidence=0.88, tags=["rotadesk", "ci", "deploys"],
     body="@F8b@ RotaDesk's deploy workflow only fires on `v*` tags; a push to main just runs the tests."),
dict(ts="2026-11-03T09:28:04", category="fact", confidence=0.86, tags=["crane-hill", "access"],
     body="@F9b@ Wessex Vale Water must be told 24 hours before anyone goes into the Crane Hill compound."),
dict(ts="2026-11-05T15:11:49", category="fact", confidence=0.87, tags=["rotadesk", "backups"],
     body="@O6b@ RotaDesk's Postgres dump runs nightly at 03:30 and is pushed to Backblaze B2."),
dict(ts="2026-11-09T12:46:23", category="fact", confidence=0.85, tags=["sponsorship", "drivetime"],
     body="@O8b@ Drivetime sponsorship is priced at £120 per month."),
dict(ts="2026-11-12T19:34:10", category="preference", confidence=0.8, tags=["rotadesk", "holiday-cover"],
     body="Tom wants holiday cover requests to need two weeks' notice once RotaDesk supports them."),
dict(ts="2026-11-18T10:59:32", category="fact", confidence=0.84, tags=["airlog", "hardware"],
     body="The off-air receiver feeding AirLog is an Inovonics 551 in the Studio A rack."),
dict(ts="2026-11-24T17:16:45", category="decision", confidence=0.82, tags=["grants", "crane-hill"],
     body="Decided to ask the Community Radio Fund for a new antenna system rather than a new transmitter."),
]

AUTO = [
dict(slug="transmitter-failover", title="Transmitter failover — how it actually behaves", created="2026-11-02",
     tags=["engineering", "crane-hill", "stl"], body="""
# Transmitter failover

Notes from the October test with Marcus.

## Silence switching
@V2b@ If the main feed goes quiet, the Crane Hill silence sensor waits 90 s before switching to the
backup stream, so long pauses in talk shows don't trip it.
- It switches back by itself once programme audio has been present for 60 s.
- The Studio A silence alarm is separate: mAirList emails engineering@ after 20 seconds of dead air.

## Standby transmitter
@S7b@ The old Elenos standby transmitter was decommissioned in October; there is no standby tx at Crane Hill
until we can fund one.
"""),
dict(slug="crane-hill-site-visit", title="Crane Hill site visit notes", created="2026-02-21",
     tags=["engineering", "crane-hill"], body="""
# Site visit, 21 Feb

Dave + Marcus, 10:00–12:30. Wind, mud, the usual.

## What's there
- Cabinet: Mozart 100 main tx and the STL receive end; RDS is inserted at the studio so nothing for it up here.
@S7a@ - Standby tx: the old 30 W Elenos, auto-changeover via the ATS if the Mozart drops.
- Mains via the water company's sub-meter; we pay them quarterly.

## Jobs done
- Re-terminated the feeder N-type at the cabinet (water ingress again).
- Reset the GSM dialler; test text reached both phones.
- Photographed the key safe and the gate padlock for the wiki.

## To do
- [ ] Quote for a new feeder run.
- [ ] Ask Wessex Vale about a second key.
"""),
dict(slug="volunteer-handbook-notes", title="Volunteer handbook — working notes", created="2026-06-12",
     tags=["volunteers", "handbook"], body="""
# Handbook notes (draft for Tom)

## Before your show
@V4b@ - Arrive at least 30 min before you're on air so the outgoing presenter can hand over.
- Guests should arrive 10 minutes before their segment; meet them at reception.
@A5b@ - Default shift length in RotaDesk: 120 minutes.
@O4a@ - The Quay Street building is open 06:00–01:30; outside that it's automation only and the alarm is set.

## Getting involved
- Station meetings are open to every member; minutes go on the noticeboard.
- Training: two shadow shifts, then a solo shift with a mentor on call.

## FAQ
**Can I swap a show?** Yes — request it in RotaDesk and the other presenter accepts.
**Who do I ask about DBS?** Tom.
"""),
dict(slug="ofcom-licence-faq", title="Ofcom licence FAQ", created="2026-03-18",
     tags=["compliance", "ofcom", "licence"], body="""
# Licence FAQ

Questions people keep asking Priya.

**What power are we allowed?**
@V7b@ Licensed maximum is 50 W ERP from the Crane Hill site — see the technical schedule.

**Can we move the transmitter?**
Not without applying for a variation; even 100 m counts.

**How long do we keep recordings?**
Long enough to cover Ofcom's complaint window; check the licence page for the number.

**Can we run an RSL for the carnival?**
Yes, it's a separate short-term licence; Gemma applies in May.

**Do we need to log every song?**
That's PPL/PRS, not Ofcom — see the music returns note.
"""),
dict(slug="gearbox-notes", title="Gearbox dev notes", created="2026-06-30",
     tags=["gearbox", "dev"], body="""
# Gearbox

@V10b@ Gearbox listens on studio-srv:5000 — the systemd unit passes `--port 5000` to waitress.
@N5b@ It's tiny, so we just commit directly to main on Codeberg and push; no PRs.

## Running locally
```bash
python -m venv .venv && . .venv/bin/activate
pip install -r requirements.txt
flask --app gearbox run --debug --port 5051
```

## Models
- `Item` (name, category, needs_training), `Booking` (item, crew_lead, out, back), `Crew`.
- The double-booking check is done in Python, not by a DB constraint (Gemma hit a race once; rare enough).
"""),
dict(slug="wavefeed-dev-setup", title="Wavefeed — dev setup", created="2026-04-22",
     tags=["wavefeed", "dev", "node"], body="""
# Wavefeed dev setup

@R2b@ Wavefeed uses plain npm; `package-lock.json` is the lockfile, so run `npm ci` after pulling.

```bash
cp .env.example .env
docker compose up -d redis
npm run dev   # http://localhost:3000
```
- Node 22 via `.nvmrc`.
- To fake mAirList: `scripts/fake-nowplaying.sh` posts a track every 30 s.
- The RDS push is disabled unless `RDS_HOST` is set, so local dev never touches the encoder.
"""),
dict(slug="rotadesk-deploy", title="RotaDesk deploys", created="2026-07-08",
     tags=["rotadesk", "deploy", "ops"], body="""
# How RotaDesk gets to prod

@R5b@ RotaDesk production lives on a DigitalOcean droplet (lon1), deployed by the Actions workflow.
@F8a@ - Prod deploys happen through the `deploy.yml` GitHub Actions workflow.
@NS6b@ - The deploy workflow runs `manage.py migrate` against prod as its last step.
@D5b@ - Staging for RotaDesk is a Postgres 16 container on the same VPS as prod, behind basic auth.
- Rollback: re-run the workflow on the previous tag.

```yaml
# .github/workflows/deploy.yml (trimmed)
on:
  push:
    tags: ["v*"]
jobs:
  deploy:
    runs-on: ubuntu-latest
```
"""),
dict(slug="rotadesk-reminders", title="RotaDesk reminders", created="2026-05-19",
     tags=["rotadesk", "email"], body="""
# Reminders

@F3a@ RotaDesk emails every presenter a reminder before their shift.
@R8b@ Reminder jobs are queued in Celery with Redis as the broker, and `celery beat` kicks off the
nightly digest for admins.
@O7b@ - Failed reminder emails are retried up to 5 times with exponential backoff.
- Presenters can't opt out of reminders; the digest can be turned off per user.
- Templates: `templates/email/reminder.txt` and `.html`.
"""),
dict(slug="presenter-faq", title="Presenter FAQ", created="2026-08-05",
     tags=["presenters", "faq", "handbook"], body="""
# Presenter FAQ

**Can I bring music on a USB stick?**
@N2b@ No. Never play music from a personal USB stick; import it into the mAirList library first so it's logged for PPL/PRS.

**What about swearing in songs?**
@F5b@ After 21:00 strong language in songs is OK, but the very strongest words still need a warning before the track.

**Can I take calls?**
@NS3a@ Yes, but never put a caller straight to air — call them back first.

**What if the studio PC crashes?**
Automation keeps going on its own; ring the engineering phone.

**Where do the headphones go?**
On the hook, not on the desk.
"""),
dict(slug="sponsorship-and-ads", title="Sponsorship and ads — what we tell businesses", created="2026-09-14",
     tags=["income", "sponsorship"], body="""
@N7b@ Tidewell FM doesn't sell spot advertising at all — income is grants, membership and sponsor credits.
- Packages: breakfast, drivetime, the sport show, and "what's on" credits.
- Credits are 10 seconds, read live or pre-produced, with no call to action beyond the web address.
- Charities get 50% off.
"""),
dict(slug="stl-notes", title="STL notes", created="2026-02-09",
     tags=["engineering", "stl"], body="""
# Studio–transmitter link

@S2a@ The primary STL is the Barix Instreamer/Exstreamer pair over the fibre circuit to Crane
Hill, PCM at 48 kHz.
- Backup: a Pi at the site pulls the Icecast `/live` stream if the silence detector trips.
- Fibre circuit ref TW-CH-001 (Openreach EAD).
- About 300 ms end to end, which is why presenters never monitor off-air in their cans.
"""),
dict(slug="rotadesk-dev-setup", title="RotaDesk — local dev", created="2026-03-02",
     tags=["rotadesk", "dev", "python"], body="""
# Local dev

@S5a@ RotaDesk deps are managed with pip-tools: edit `requirements.in`, run `pip-compile`, then `pip-sync`.

```bash
createdb rotadesk
cp .env.example .env
python manage.py migrate
python manage.py runserver 8001
```
- Test data: `python manage.py seed_demo` makes 40 presenters and a month of slots.
- htmx partials live in `templates/partials/`; keep them tiny.
"""),
dict(slug="station-admin", title="Station admin bits", created="2026-01-27",
     tags=["admin", "email", "office"], body="""
# Office admin

@S9a@ - hello@tidewellfm.org is a 123-reg mailbox; login details are in Bitwarden.
- Post comes to the Quay Street address; Priya opens it on Tuesdays.
- The office printer is on the studio wifi as `office-print`.
- Petty cash lives in the safe; Ian reconciles it monthly.
"""),
dict(slug="ob-checklist", title="OB checklist", created="2026-07-01",
     tags=["ob", "checklist"], body="""
# OB checklist

## Two weeks out
- Confirm the venue contact and the power supply.
@F2a@ - Book the OB kit in Gearbox at least 7 days before the broadcast.

## On the day
- Load the van from the kit room; tick items off in Gearbox.
- Line check with Studio A 30 minutes before on-air.
@F10b@ For the carnival the council's event risk assessment covers the site; we only add our own section
for cable runs and the gazebo.
"""),
dict(slug="youth-hour", title="Youth Hour", created="2026-04-09",
     tags=["youth", "safeguarding", "programmes"], body="""
# Youth Hour

Saturday 10:00–11:00, presented by 13–17 year-olds from Tidewell Academy, with Nadia Chowdhury mentoring.

@F7b@ Youth Hour mentors and any adult in the studio with them need an enhanced DBS, not just the basic
check everyone else gets.
- Parents sign a consent form each term.
- No phone-ins on Youth Hour.
- Never more than 3 young people in Studio C at once (plus the mentor).
"""),
dict(slug="studio-b-notes", title="Studio B notes", created="2026-09-03",
     tags=["studio-b", "production"], body="""
@O5b@ Studio B's desk is a Sonifex S2, 8 faders, no AoIP.
- Used for prerecords, sponsor credits and interview edits.
- Bookable in 2-hour blocks on the paper calendar on the door.
- The production PC takes USB sticks for importing interview audio.
"""),
dict(slug="airlog-notes", title="AirLog notes", created="2026-08-20",
     tags=["airlog", "go", "compliance"], body="""
# AirLog

@A3b@ The AirLog browser UI listens on port 9090 on logger01.
@O9b@ - Helper scripts (prune, monthly report) target Python 3.11 because logger01 is on Debian bookworm.
@NS4b@ - Feature PRs on AirLog are squash-merged.
- CI: GitHub Actions, `go test -race ./...` plus golangci-lint.
- Capture is ALSA from the off-air receiver's line out; ffmpeg does the encoding.
"""),
dict(slug="carnival-ob", title="Carnival OB", created="2026-08-24",
     tags=["ob", "carnival", "rsl"], body="""
# Tidewell Carnival OB (August bank holiday weekend)

@O10b@ The carnival RSL transmits on 87.9 MHz from the Victoria Park bandstand, 1 W ERP.
- We simulcast the main station on the RSL for the parade, then it goes local-only for the stage acts.
- Power from the council bollard; bring the 25 m reel.
- 212 peak stream listeners on the Saturday.
"""),
dict(slug="schedule-history", title="Schedule history", created="2026-06-01",
     tags=["schedule", "history"], body="""
@D2a@ - From January to April 2026 weekday breakfast started at 06:00 and finished at 09:00.
- The late show used to run Tue–Sat; Tuesday was dropped in May when Jo moved to nights.
- Tidewell Today moved from 09:00 to 10:00 when breakfast changed.
"""),
dict(slug="rotadesk-staging", title="RotaDesk staging", created="2026-05-05",
     tags=["rotadesk", "staging"], body="""
@D5a@ Back in January RotaDesk staging used SQLite so it could run on Sam's laptop.
- Staging URL: `https://staging.rota.tidewellfm.org`
- Staging email goes to a Mailpit catch-all, never to real presenters.
- Seeded nightly from an anonymised prod dump.
"""),
dict(slug="agm-2026", title="AGM 2026", created="2026-06-27",
     tags=["governance", "board"], body="""
# AGM, 25 June 2026

@D7a@ Ruth Adeyemi chaired the board until this AGM, when she stood down after six years; Colin Fairweather was
elected in her place.
- Accounts: income £61k, spend £58k (Ian).
- Membership: 143 members, 97 active on the rota.
- Motion about hiring out Studio C: referred to the board.
"""),
dict(slug="studio-it", title="Studio IT", created="2026-06-15",
     tags=["it", "network"], body="""
@D9a@ - Until the FTTP install in May the studio was on Virgin Media Business, 200 Mbps down.
- VLANs: 10 studio AoIP, 20 office, 30 guest wifi.
- studio-srv is a Dell T140 running Debian 12 (Gearbox, file shares, the monitoring relay).
- The UPS gives Studio A about 25 minutes.
"""),
dict(slug="wavefeed-releases", title="Wavefeed releases", created="2026-10-03",
     tags=["wavefeed", "releases"], body="""
@NS1b@ We usually ship Wavefeed on Fridays so schedule tweaks for the weekend are live before Saturday.
- release-please opens the release PR; merging it tags `vX.Y.Z`.
- Deploy runs from the tag.
- The changelog gets copied into the website's news page by Priya.
"""),
dict(slug="rotadesk-permissions", title="RotaDesk roles and permissions", created="2026-09-25",
     tags=["rotadesk", "auth"], body="""
@NS7b@ Senior presenters get the admin role in RotaDesk so they can sort out swaps at the weekend.
- Roles: presenter, producer, admin, staff.
- Producers can upload prerecords for any show they're attached to.
- Admins can't delete a member; only staff can.
"""),
dict(slug="rds-encoder", title="RDS encoder and RadioText", created="2026-07-30",
     tags=["rds", "wavefeed", "engineering"], body="""
@O7a@ Wavefeed retries the RadioText push to the Inovonics encoder 3 times, then skips that track.
- UECP over TCP; the encoder only accepts one connection at a time.
- RT is "Artist – Title" trimmed to 64 chars.
- Wavefeed has no job queue for this; the push happens inline after the Redis write.
- If Wavefeed is down the encoder keeps the last RT, so stale titles are the first symptom.
"""),
# ---- unlabelled notes ----
dict(slug="prerecords", title="Prerecords", created="2026-04-14",
     tags=["prerecords", "rotadesk", "playout"], body="""
# Prerecords

- Upload against your slot in RotaDesk by 18:00 the day before.
- Format: MP3 320k or WAV 48 kHz; mono is fine for speech.
- Files land in `\\\\studio-srv\\drop\\` and mAirList picks them up.
- Caddy's request body limit on rota-vps is 600 MB, so it's RotaDesk's own size check people run into.

**My upload failed?** Check the file is under the limit and the slot isn't in the past.
"""),
dict(slug="icecast-ops", title="Icecast ops", created="2026-10-12",
     tags=["streaming", "icecast", "ops"], body="""
- The green-room speakers play from a local Icecast relay on studio-srv, port 8000, so they don't count against public listeners.
- Admin password: Bitwarden item "stream01 icecast admin".
- Restart: `sudo systemctl restart icecast2` on stream01.
- Listener stats are scraped every minute into Prometheus on studio-srv.
"""),
dict(slug="tidewell-today", title="Tidewell Today (mid-morning)", created="2026-03-25",
     tags=["programmes", "news"], body="""
- Weekdays 10:00–13:00, produced by Helen.
- Guests are booked through news@ and confirmed 48 hours ahead.
- The 12:30 local bulletin is read by the Tidewell Today presenter.
- Studio C is used for guests; the presenter stays in Studio A.
"""),
dict(slug="training-course", title="Presenter training course", created="2026-02-17",
     tags=["training", "volunteers"], body="""
- Four evening sessions, Tuesdays 19:00–21:00.
- Covers desk operation, mAirList, Broadcasting Code basics and RotaDesk.
- Trainers: Helen and Jo.
- Max 8 trainees per course.
"""),
dict(slug="green-room", title="Green room and kitchen", created="2026-05-28",
     tags=["building", "volunteers"], body="""
- The green room is for guests waiting to go on; keep it tidy.
- The fridge is cleared every Friday at 17:00.
- No alcohol anywhere in the building except at board-approved events.
- The speakers in here play the station via the local relay (see icecast-ops).
"""),
dict(slug="grant-tracker", title="Grant tracker", created="2026-10-20",
     tags=["funding", "grants"], body="""
| Funder | Amount | Status |
|---|---|---|
| Community Radio Fund | £18,500 | submitted, decision Jan 2027 |
| Awards for All | £9,800 | awarded July |
| Tidewell Town Council | £1,200 | awarded (carnival OB) |

- The CRF bid covers a new antenna system and a second Comrex.
"""),
dict(slug="incident-2026-08-outage", title="Incident — 14 Aug off-air", created="2026-08-15",
     tags=["incident", "engineering"], body="""
# 14 August: 47 minutes off air

- 06:12 mains failure at Crane Hill (water company works).
- 06:59 mains restored when the contractor finished; the Mozart came back on its own.
- AirLog kept recording the silence, so we have the evidence if Ofcom asks.
- Action: ask Wessex Vale to warn us about planned works.
"""),
dict(slug="music-library", title="Music library", created="2026-07-11",
     tags=["music", "playout"], body="""
- Ola imports new music on Wednesdays.
- Categories: A-list (4 plays a day), B-list (2 a day), Local, Gold.
- Local artists should make up at least 20% of daytime music.
- Tracks without an ISRC get flagged in the weekly import report.
"""),
dict(slug="podcast-feed", title="Podcasts", created="2026-09-09",
     tags=["podcasts", "web"], body="""
- Podcasts are hosted on Buzzsprout; the RSS feed is linked from the website.
- Only speech shows go out as podcasts (music rights).
- Uploads are done by each show's producer, not by Priya.
"""),
dict(slug="accessibility-checklist", title="Accessibility checklist (RotaDesk and website)", created="2026-05-08",
     tags=["accessibility", "rotadesk", "website"], body="""
- Every form field has a visible label.
- Colour contrast at least 4.5:1 for body text.
- The swap button is reachable by keyboard (bug #112, fixed in June).
- The schedule page works at 200% zoom.
"""),
dict(slug="quiz-night-2026", title="Quiz night fundraiser", created="2026-10-30",
     tags=["fundraising", "events"], body="""
- Friday 21 November at the Anchor, 19:30.
- Tickets £8, teams of up to 6.
- Tom is quizmaster; Kev does the music round.
- Raffle prizes: Gemma is chasing the harbour businesses.
"""),
dict(slug="ob-venues", title="OB venues", created="2026-07-22",
     tags=["ob", "venues"], body="""
| Venue | Power | 4G signal |
|---|---|---|
| Victoria Park bandstand | council bollard, 16 A | good |
| Tidewell Academy hall | mains in the hall | poor, use the school wifi |
| Harbour car park | generator | fine |

- Harbour car park OBs need the harbourmaster's OK 14 days ahead.
"""),
dict(slug="listener-feedback", title="Listener feedback log", created="2026-11-10",
     tags=["listeners", "complaints"], body="""
- Complaints go to hello@ and Helen logs them within 2 working days.
- Q3: 9 complaints, 5 of them about volume jumps between tracks.
- Most praised: Tidewell Today and the sport show.
"""),
dict(slug="emergency-procedures", title="Emergency procedures", created="2026-03-05",
     tags=["safety", "building"], body="""
- Fire alarm: leave by the Quay Street door, assemble at the harbour railings.
- If Studio A has to be evacuated, hit AUTOMATION on the desk on your way out.
- Off air for more than 5 minutes: ring the engineering phone (it forwards to whoever is first call).
- First aiders: Tom and Gemma.
"""),
dict(slug="rotadesk-roadmap", title="RotaDesk roadmap", created="2026-10-15",
     tags=["rotadesk", "planning"], body="""
- Next: holiday cover requests.
- Done in September: per-presenter .ics feed.
- Later: Gearbox login via RotaDesk accounts (OIDC), so Gearbox stops being wifi-only.
- Not doing: a mobile app.
"""),
dict(slug="phone-system", title="Phone system", created="2026-04-28",
     tags=["phones", "studio"], body="""
- The studio line is VoIP via Andrews & Arnold; the ATA sits in the Studio A rack.
- Remote guests usually come in over Cleanfeed on the Studio B PC.
- The office phone forwards to Priya's mobile on her working days.
"""),
dict(slug="volunteer-onboarding", title="Volunteer onboarding", created="2026-02-03",
     tags=["volunteers", "onboarding"], body="""
1. Taster evening (first Wednesday of the month).
2. Membership + DBS (Tom).
3. Training course.
4. Shadow shifts, then a first solo shift.

New volunteers get a RotaDesk account once their DBS clears.
"""),
dict(slug="monitoring", title="Monitoring", created="2026-09-18",
     tags=["monitoring", "ops"], body="""
- Uptime Kuma on studio-srv watches stream01 `/live`, Wavefeed `/health`, RotaDesk `/healthz`, AirLog `/healthz` and Gearbox.
- Alerts go to the engineering Signal group.
- The AirLog alert fires if the newest file is older than 70 minutes.
- Check interval is 60 s for everything.
"""),
dict(slug="christmas-schedule", title="Christmas schedule 2026", created="2026-11-20",
     tags=["schedule", "christmas"], body="""
- 24 Dec: carols OB from St Mary's, 18:00–19:30.
- 25 Dec: prerecorded shows only, nobody in the building.
- 27–31 Dec: breakfast is 08:00–10:00 that week only (presenters asked for a lie-in).
"""),
dict(slug="ofcom-annual-report", title="Ofcom annual report 2026", created="2026-04-10",
     tags=["compliance", "ofcom"], body="""
- Sent 14 April 2026.
- Reported original output averaged 96 hours a week in 2025.
- Volunteer hours in 2025: 15,200.
- Training: 31 new presenters.
"""),
dict(slug="sport-show", title="Saturday sport show", created="2026-09-27",
     tags=["sport", "programmes"], body="""
- 12:00–14:00, Kev Doyle with a rotating co-host.
- Grassroots focus: youth leagues, the rowing club, Tidewell Harriers.
- Results round-up at 13:50.
"""),
dict(slug="nas01", title="nas01", created="2026-07-16",
     tags=["storage", "nas"], body="""
- Synology DS920+, 4 × 8 TB in SHR-1.
- Shares: `airlog`, `drop-archive`, `backups`.
- The offsite copy is the nightly B2 job (see the backups memory).
- Snapshot retention: 14 daily, 8 weekly.
"""),
]
