# remnic facts: (date, time, category, confidence, tags, body)
FACTS = []

def f(date, time, cat, conf, tags, body):
    FACTS.append((date, time, cat, conf, tags, body.strip("\n") + "\n"))

f("2026-06-18", "21:14:07", "fact", 0.88, ["streaming", "icecast"], """
@V1b@Icecast for all three stations listens on stream.wmradio.org.uk:8010 — Liquidsoap's `output.icecast` blocks all point at that port.
""")
f("2026-03-09", "19:02:44", "fact", 0.9, ["playlog", "python"], """
@V3b@playlog targets Python 3.12 — `.python-version` pins 3.12.6 and the Docker image uses the same.
""")
f("2026-07-27", "20:40:15", "fact", 0.85, ["rotaboard", "sms", "reminders"], """
@V5b@rotaboard sends presenters their reminder text 3 hours before the show starts; there's just the one message per shift.
""")
f("2026-04-16", "22:05:31", "fact", 0.87, ["streaming", "liquidsoap"], """
@V6b@All three main stream mounts encode MP3 at 192 kbps; Liquidsoap's `%mp3(bitrate=192)` is shared across the station configs.
""")
f("2026-10-01", "18:33:09", "fact", 0.92, ["safeguarding", "youth", "dbs"], """
@V8b@Enhanced DBS for youth-show volunteers has to be renewed every 2 years under our safeguarding policy.
""")
f("2026-08-14", "20:11:52", "fact", 0.86, ["podcasts", "hosting"], """
@R1b@Our podcasts are hosted on Buzzsprout; podpress pushes each episode through the Buzzsprout API.
""")
f("2026-05-21", "21:47:03", "fact", 0.84, ["podpress", "node"], """
@R3b@podpress installs with npm — `npm ci` in CI and locally; `package-lock.json` is the lockfile of record.
""")
f("2026-09-10", "19:25:40", "fact", 0.88, ["rotaboard", "errors"], """
@R5b@rotaboard exceptions are reported to Honeybadger; the Slack #tech-alerts channel gets the Honeybadger digest.
""")
f("2026-09-23", "20:02:18", "fact", 0.9, ["website", "hosting"], """
@R7b@The station website is served from Cloudflare Pages; builds trigger on every push to main.
""")
f("2026-02-05", "21:10:00", "preference", 0.93, ["user", "editor"], """
@R8b@Gwen's editor is VS Code with the Remote-SSH extension — give VS Code steps, not vim ones.
""")
f("2026-10-15", "22:18:27", "fact", 0.87, ["playlog", "queue"], """
@R10b@playlog's background jobs use RQ on Redis (the `playlog-worker` service); there is no other broker.
""")
f("2026-07-06", "19:55:12", "preference", 0.9, ["rotaboard", "git"], """
@N1b@Always squash-merge rotaboard PRs so main has one commit per change.
""")
f("2026-03-24", "20:30:41", "decision", 0.82, ["rotaboard", "access"], """
@N3a@Presenters get admin in rotaboard so they can move their own shifts without waiting for the coordinator.
""")
f("2026-10-27", "21:06:33", "fact", 0.8, ["podcasts", "licensing"], """
@N4b@Specialist music shows go out as full-length podcasts; the licence covers on-demand as well as the stream.
""")
f("2026-11-09", "19:41:20", "fact", 0.78, ["logger", "storage"], """
@N5b@When the logger disk is nearly full it's OK to delete the oldest recordings by hand from `/srv/logger/archive`.
""")
f("2026-04-29", "20:20:02", "decision", 0.91, ["secrets", "security"], """
@N7b@We keep deploy secrets in the repos, encrypted with sops + age; the age key lives on the studio box.
""")
f("2026-08-31", "18:58:45", "fact", 0.86, ["coast-fm", "sustainer"], """
@N8b@Coast FM takes Marsh FM's overnight sustainer between 1am and 6am.
""")
f("2026-09-28", "21:35:50", "fact", 0.83, ["podpress", "publishing"], """
@N10b@podpress publishes automatically as soon as an episode is trimmed and tagged — there is no manual approval step.
""")
f("2026-06-16", "22:41:09", "fact", 0.95, ["infra", "streaming", "migration"], """
@S1b@Moved the streaming VPS from Linode to Hetzner (Falkenstein) on 14 June; the Linode box is shut down and cancelled.
""")
f("2026-09-14", "20:15:37", "fact", 0.93, ["monitoring"], """
@S3b@Uptime Kuma is deprecated; stream and website checks now live in Better Stack, and the Kuma VM is powered off.
""")
f("2026-02-12", "19:12:26", "fact", 0.88, ["rota", "volunteers"], """
@S5a@The rota coordinator emails the weekly rota spreadsheet to all volunteers every Sunday evening.
""")
f("2026-04-08", "20:48:14", "fact", 0.92, ["music", "prs"], """
@S6b@The musiclog Google Sheet has been read-only since March; playlog is the only source for PRS returns now.
""")
f("2026-07-20", "21:27:58", "fact", 0.9, ["podpress", "storage"], """
@S7b@podpress switched from the logger SMB share to the MinIO bucket `logger-archive`; the share is going away.
""")
f("2026-01-14", "18:44:31", "fact", 0.9, ["email", "accounts"], """
@S8a@Staff and volunteer email is on Google Workspace for Nonprofits (wmradio.org.uk).
""")
f("2026-08-20", "22:03:49", "fact", 0.91, ["playlog", "deploy"], """
@S9b@Fabric deploy scripts are retired — playlog now deploys only from the CI pipeline when a tag is pushed.
""")
f("2026-05-05", "20:09:23", "fact", 0.87, ["streaming", "liquidsoap", "fallback"], """
@F2b@Liquidsoap's fallback kicks in after 15 seconds of silence on the studio feed and plays the emergency playlist until audio returns.
""")
f("2026-02-03", "19:30:00", "fact", 0.9, ["volunteers", "training"], """
@F3a@New volunteers need an induction before their first show.
""")
f("2026-06-04", "21:52:16", "fact", 0.86, ["network", "tailscale", "wold-fm"], """
@F4b@On Tailscale, the Louth studio box advertises 10.20.0.0/24 as a subnet route so the Wold FM rack is reachable.
""")
f("2026-07-01", "20:26:40", "fact", 0.89, ["backups", "logger"], """
@F6b@The logger archive backup syncs nightly to the B2 bucket `wm-logger-archive` (eu-central).
""")
f("2026-05-13", "19:18:11", "fact", 0.85, ["podpress", "chapters"], """
@F7b@podpress builds the chapter markers from the show's running order in rotaboard (one chapter per segment).
""")
f("2026-03-17", "21:01:05", "fact", 0.9, ["playlog", "sponsorship", "ofcom"], """
@F9b@Sponsorship credits go into playlog with the sponsor, the exact air time and the credit wording, so we can answer Ofcom within a day.
""")
f("2026-05-26", "22:12:47", "fact", 0.88, ["rotaboard", "deploy"], """
@O1b@rotaboard's gunicorn binds 127.0.0.1:8001; Caddy proxies rota.wmradio.org.uk to it.
""")
f("2026-02-20", "20:37:33", "fact", 0.94, ["wold-fm", "transmitters"], """
@O2a@Wold FM transmits on 101.3 MHz from the Louth mast.
""")
f("2026-06-22", "19:49:08", "fact", 0.84, ["liquidsoap", "icecast"], """
@O3a@If Icecast drops the source, Liquidsoap retries the connection up to 5 times, 10 seconds apart, before alerting.
""")
f("2026-04-23", "21:20:55", "fact", 0.9, ["podpress", "node"], """
@O4a@podpress runs on Node 20 LTS (`.nvmrc` says 20).
""")
f("2026-03-05", "18:27:19", "fact", 0.88, ["comms", "listeners"], """
@O5a@The listener newsletter goes out monthly through Mailchimp.
""")
f("2026-07-09", "22:30:02", "fact", 0.86, ["logging", "loki"], """
@O6a@Loki keeps application logs for 14 days.
""")
f("2026-08-04", "20:54:36", "fact", 0.85, ["ci", "liquidsoap"], """
@O7b@The Liquidsoap configs are linted by Forgejo Actions on the studio box (`liquidsoap --check`) on every push.
""")
f("2026-10-08", "19:07:51", "fact", 0.87, ["wold-fm", "volunteers"], """
@O9b@Wold FM has 31 active presenters on the rota this autumn.
""")
f("2026-05-08", "21:43:29", "fact", 0.9, ["playlog", "python"], """
@O10a@playlog uses uv for dependencies (`uv.lock` committed).
""")
f("2026-01-22", "20:16:44", "fact", 0.92, ["coast-fm", "history"], """
@D2a@In 2025 Coast FM ran on a 28-day RSL on 87.7 MHz before the full community licence came through.
""")
f("2026-07-03", "19:38:12", "fact", 0.9, ["playlog", "infra", "history"], """
@D4a@playlog ran on a Raspberry Pi 4 in the Boston rack until the June move to Proxmox.
""")
f("2026-05-04", "22:24:57", "fact", 0.88, ["logger", "history"], """
@D5a@Between February and April 2026 the logger recorded MP2 at 256 kbps while the FLAC encoder was broken.
""")
f("2026-09-01", "20:59:30", "fact", 0.89, ["website", "history"], """
@D7a@Up to the summer 2026 relaunch the website was WordPress on shared hosting at 34SP.
""")
f("2026-09-03", "21:11:18", "fact", 0.87, ["wold-fm", "network", "history"], """
@D8a@Until the August upgrade the Louth studio was on a 40 Mbps ADSL line.
""")
f("2026-01-29", "19:53:42", "fact", 0.86, ["music", "prs", "history"], """
@D9a@In 2025 we filed PRS returns once a year, in one big spreadsheet.
""")
f("2026-06-26", "20:05:06", "preference", 0.9, ["icecast", "security"], """
@A1b@Don't expose the Icecast admin UI publicly — reach it over Tailscale only.
""")
f("2026-04-11", "21:31:25", "fact", 0.91, ["playlog", "time"], """
@A3b@playlog stores every timestamp as UTC and converts to UK time only in the UI and exports.
""")
f("2026-09-19", "19:15:59", "fact", 0.9, ["wold-fm", "youth", "schedule"], """
@A4b@The Wold FM youth show is on Saturday mornings, 10 till 12.
""")
f("2026-06-11", "22:08:34", "fact", 0.88, ["podcasts", "artwork"], """
@A5b@Podcast cover art must be 3000x3000 px JPEG (Apple's requirement), under 512 KB.
""")
f("2026-02-26", "20:42:03", "preference", 0.92, ["git", "commits"], """
@A6b@Commit messages follow Conventional Commits — feat:/fix: prefixes, imperative mood.
""")
f("2026-03-13", "18:50:27", "preference", 0.9, ["deploy"], """
@A8b@Don't deploy anything on a Friday — if it breaks, nobody's around over the weekend.
""")
f("2026-08-09", "21:24:14", "fact", 0.9, ["coast-fm", "rota", "people"], """
@A9b@Lina Wójcik coordinates the Coast FM rota; ask her about Coast FM gaps and cover.
""")
f("2026-10-22", "20:33:48", "fact", 0.91, ["alerts", "oncall"], """
@A10b@Silence/off-air alerts go to #off-air in Slack and page whoever is duty engineer that week.
""")
f("2026-07-16", "19:04:22", "preference", 0.9, ["rotaboard", "migrations"], """
@NS1a@Never ship a rotaboard migration without a fresh pg_dump taken first.
""")
f("2026-09-25", "21:58:09", "fact", 0.87, ["rotaboard", "sms"], """
@NS4b@rotaboard sends volunteers their shift reminders by SMS.
""")
f("2026-03-31", "22:36:15", "preference", 0.88, ["git"], """
@NS5b@Rewriting history on your own PR branch is fine (`git push --force-with-lease`).
""")
f("2026-10-29", "19:27:41", "preference", 0.93, ["fundraising", "gift-aid"], """
@NS6a@Never issue a Gift Aid receipt without the donor's declaration on file.
""")
f("2026-07-30", "20:47:56", "fact", 0.86, ["music", "prs"], """
@NS7b@Station managers review the draft PRS return for their station before Pete submits it.
""")
f("2026-08-27", "21:39:04", "fact", 0.89, ["coast-fm", "programming"], """
@NS8a@Coast FM never carries the Marsh FM breakfast show.
""")

# --- facts without labelled claims ---
f("2026-01-08", "20:12:30", "fact", 0.9, ["org"], """
Wold & Marsh Radio CIC runs three community FM stations: Marsh FM (Boston), Wold FM (Louth) and Coast FM (Skegness).
""")
f("2026-02-17", "21:40:10", "preference", 0.85, ["user", "communication"], """
Gwen wants a one-line summary at the top of any long answer, then the detail.
""")
f("2026-03-20", "19:33:51", "fact", 0.82, ["podcasts", "stats"], """
The local news magazine is the most downloaded podcast, roughly 400 downloads an episode.
""")
f("2026-05-15", "20:58:19", "decision", 0.88, ["rotaboard", "features"], """
Decided to build the iCal feed for volunteers before the mobile redesign; coordinators asked for it first.
""")
f("2026-06-30", "22:15:44", "fact", 0.84, ["streaming", "listeners"], """
Peak online listening is Saturday afternoon on Marsh FM during the football phone-in.
""")
f("2026-08-18", "19:46:37", "decision", 0.86, ["training"], """
Training sessions for new presenters are now held at all three studios, one Saturday a month each.
""")
f("2026-10-05", "21:03:22", "fact", 0.83, ["coast-fm", "people"], """
Dave Clough took over as Coast FM station manager in September after Mel stepped down.
""")
f("2026-11-16", "20:19:55", "preference", 0.87, ["agent", "workflow"], """
Before touching anything on the streaming VPS, post in #tech which station you're working on.
""")
