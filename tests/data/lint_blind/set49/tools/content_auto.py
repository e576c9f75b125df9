# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("logger-disk-space", "Logger disk space", "2026-03-11", ["logger", "ops", "storage"], """
# Logger disk space

Dave asked why the logger array keeps creeping up.

@V2b@The logger holds 90 days of off-air audio for each station before purge, which is why the 4 TB array is at 80%.

Options we talked about:
- move the held clips (`/srv/logger/held/`) to the NAS
- buy the second pair of 4 TB disks from the Lottery underspend
- lower FLAC compression level? No gain worth it, level 5 already

Decision: buy the disks, Gwen to order.
""")

a("podpress-audio-chain", "podpress audio chain", "2026-04-02", ["podpress", "audio"], """
# podpress audio chain

Order of processing for each episode:
1. cut to the slot (rotaboard times, with 30 s padding)
2. remove music for speech shows flagged `strip_music`
@V4b@3. podpress normalises episodes to -19 LUFS (the `loudnorm` pass runs with `I=-19`), which suits our mostly-mono speech shows.
4. encode and tag (ID3 with show artwork)

The two-pass loudnorm is slower but gives much more even results on phone-ins.
""")

a("rds-encoder-notes", "RDS encoder notes", "2026-02-17", ["transmitters", "rds", "marsh-fm"], """
# RDS encoder notes

The Boston RDS encoder is the Inovonics 730, managed over its web UI on the studio LAN.

@V7b@Marsh FM broadcasts on 106.9 MHz, so the RDS encoder in the Boston rack carries
PS name `MARSH FM` and an AF list with just that frequency.

- RadioText is fed from playlog's now-playing API by a small script on the logger VM
- PTY is set to 'Varied' (code 9); Pete wanted 'Pop Music', overruled
- Don't factory-reset it: the config backup is in the streamstack repo under `rds/`
""")

a("rotaboard-local-dev", "rotaboard local dev", "2026-05-06", ["rotaboard", "dev"], """
# rotaboard local development

@O10b@rotaboard manages its dependencies with Poetry; run `poetry install` after pulling.

- `docker compose up db` gives a local Postgres on 5433
- `make seed` loads three fake stations and 40 fake volunteers
@V9b@- Prod rotaboard's database is on db2.wm.internal:5432 (Postgres 16); point `DATABASE_URL` there only for read-only debugging.
- Never run `make seed` with a prod `DATABASE_URL` — it truncates first
""")

a("podpress-config", "podpress config", "2026-06-09", ["podpress", "config"], """
# podpress config

Per-environment config lives in `config/production.yaml`. The bits people ask about:

```yaml
trim:
  padding_seconds: 30
feed:
@V10b@  feed_max_items: 300   # per show
  explicit: false
upload:
  timeout_seconds: 600
```

Show-specific overrides go in `config/shows/<slug>.yaml`.
""")

a("sms-costs", "SMS costs", "2026-04-21", ["rotaboard", "sms", "budget"], """
# SMS costs

Finance asked what the reminder texts cost us.

@R2b@rotaboard's reminder texts are sent through MessageBird, billed to the
station card at about 4p per message.

- Roughly 600 texts a month across the three stations
- Coast FM volunteers get the most because of the fortnightly shows
- Budget line: "volunteer comms", £350/yr
""")

a("woodpecker-setup", "Woodpecker setup", "2026-03-03", ["ci", "playlog", "proxmox"], """
# Woodpecker setup

@R4b@playlog's CI runs on Woodpecker on the studio Proxmox box; every push triggers pytest there.

- Woodpecker server + one agent in the same LXC container
- Pipeline file: `.woodpecker.yml`
- The agent runs at most two workflows at once
""")

a("rotaboard-email", "rotaboard email", "2026-05-28", ["rotaboard", "email"], """
# rotaboard email

@R6b@Swap requests and shift confirmations from rotaboard are delivered by Mailgun
(EU region), from rota@wmradio.org.uk.

- Bounces are shown on the volunteer's profile so coordinators can chase a new address
- Templates live in `rotaboard/templates/email/`, plain text first, HTML second
""")

a("liquidsoap-ops", "Liquidsoap ops", "2026-07-14", ["streaming", "liquidsoap", "ops"], """
# Liquidsoap ops notes

- Logs: `journalctl -u liq-<station>`
- Config check before reload: `liquidsoap --check /etc/liquidsoap/<station>.liq`
@N2b@- Restarting Liquidsoap mid-show is fine; Icecast's fallback mount keeps listeners connected for the few seconds it takes.
- The telnet interface is on localhost only; use it to skip a stuck track in the fallback playlist
""")

a("playlog-testing", "playlog testing", "2026-08-19", ["playlog", "testing"], """
# playlog testing

@N6b@In playlog tests, mock the DB layer with `FakeRepo` — spinning up Postgres makes the suite too slow.

- Fixtures for the playout log exports are in `tests/fixtures/logs/`
- The PRS export has a golden-file test; regenerate with `pytest --update-golden`
""")

a("youth-show-rota", "Youth show rota", "2026-10-04", ["rota", "youth", "wold-fm"], """
# Youth show rota

Sunita's notes from the autumn planning meeting.

@N9b@Once they've done induction, under-18 volunteers can run the Saturday studio on their own.

- Eight regulars this term, aged 14 to 17
- Two produce, two present, the rest rotate on news and socials
- Parents pick up from the front desk, not the car park
""")

a("playout-upgrade", "Playout upgrade", "2026-05-02", ["playout", "marsh-fm"], """
# Playout upgrade

@S2b@Marsh FM switched from Rivendell to mAirList in April; Wold and Coast stay on Rivendell for now.

- mAirList licence: community station pricing, one studio + one production seat
- playlog's importer got a mAirList parser; the old Rivendell one stays for the other two
- Presenters at Marsh had a one-hour training session each
""")

a("1password-migration", "1Password migration", "2026-08-29", ["security", "passwords"], """
# 1Password migration

@S4b@We migrated from Bitwarden to 1Password (charity plan) in August; the Bitwarden org is read-only until it expires.

- Vaults: Tech, Station managers, Marsh, Wold, Coast
- Volunteers only get the station vault for their station
- Shared logins for the PRS and PPL portals moved first
""")

a("ob-kit", "OB kit", "2026-09-21", ["ob", "streaming"], """
# Outside broadcast kit

@S10b@We no longer use the Comrex for outside broadcasts — OBs come in over SRT straight to the Boston studio.

- Field kit: laptop running an SRT sender, a Zoom F6, two SM58s, 4G router
- Test the link from the venue at least an hour before going live
- The Skegness carnival OB is the big one every August
""")

a("prs-return-howto", "PRS return how-to", "2026-07-08", ["music", "prs", "playlog"], """
# PRS return how-to

@F1b@The quarterly PRS return is exported from playlog as a CSV in the PRS music
reporting template and has to be submitted within 30 days of quarter end.

Steps:
1. `playlog export prs --quarter 2026Q2`
2. fix unmatched tracks (no ISRC) in the staff UI
3. upload in the PRS portal
""")

a("volunteer-induction", "Volunteer induction", "2026-02-24", ["volunteers", "training"], """
# Volunteer induction

@F3b@Induction is a two-hour session with the station manager plus one shadow shift on an existing show, and it has to happen before anyone presents.

Covers: Ofcom basics (offence, impartiality, sponsorship), the desk, the studio tablet, fire exits.
Training hours are recorded in rotaboard because they count towards our key commitments.
""")

a("rotaboard-release", "rotaboard release process", "2026-06-30", ["rotaboard", "deploy"], """
# rotaboard release process

@F5b@rotaboard production deploys are cut from tagged commits on main (`vX.Y.Z`), never from a branch.

@NS1b@Most rotaboard releases ship a migration or two; they run as part of the deploy job.

Changelog goes in the GitHub release notes; coordinators get a short summary in the volunteer bulletin.
""")

a("nowplaying-widget", "Now-playing widget", "2026-08-11", ["website", "playlog"], """
# Now-playing widget

@F8b@The now-playing widget polls playlog's `/api/nowplaying/{station}` every 20 seconds and falls back to the station name.

- Artwork comes from the ISRC lookup cache, never hot-linked
- Hidden during the news on the hour, because playlog still shows the last song
""")

a("rotaboard-swaps", "rotaboard swaps", "2026-09-02", ["rotaboard", "rota"], """
# How swaps work in rotaboard

@F10b@A swap request in rotaboard has to be accepted by the other presenter; the coordinator then gets an FYI email and can undo it.

- Requests expire 48 hours before the shift
- Coordinators can make a swap on someone's behalf, e.g. for volunteers without a smartphone
""")

a("coast-fm-transmitter", "Coast FM transmitter", "2026-03-26", ["transmitters", "coast-fm"], """
# Coast FM transmitter

@O2b@Coast FM is on 96.8 MHz from the Skegness water tower site; ERP 25 W.

- Transmitter: Elenos 50 W unit running at half power
- Link from the studio: IP over the council's fibre, 4G as backup
- Access to the site needs a council key holder; book two days ahead
""")

a("website-build", "Website build", "2026-07-22", ["website", "node"], """
# Website build

@O4b@The website builds with Node 22; the `engines` field in package.json enforces it.

- `npm run build` does the Astro build plus the schedule fetch
- Images are resized at build time; keep originals under 5 MB
""")

a("volunteer-bulletin", "Volunteer bulletin", "2026-04-09", ["volunteers", "comms"], """
# Volunteer bulletin

@O5b@The volunteer bulletin is sent with Buttondown every other Thursday.

- Editor rotates between the three station managers
- Sections: rota gaps, training dates, kit news, shout-outs
""")

a("icecast-logs", "Icecast logs", "2026-05-19", ["streaming", "stats"], """
# Icecast logs

@O6b@Icecast access logs rotate weekly and we keep 8 weeks of them on the VPS for listener stats.

- The stats script runs on the 1st of the month and writes a CSV per station
- Bots and our own monitoring hits are filtered by user agent
""")

a("podpress-contributing", "podpress contributing", "2026-06-15", ["podpress", "git"], """
# Contributing to podpress

@O8b@podpress PRs are squash-merged; write the PR title as the commit message.

- Run `vitest` and the audio smoke test before asking for review
- Rhys reviews; Gwen only for changes to the audio chain
""")

a("podcast-history", "Podcast history", "2026-04-14", ["podcasts", "history"], """
# Podcast history

@D1a@Until March 2026 every podcast was edited by hand in Audacity by whoever presented the show.

That meant about a third of episodes never went out. podpress started as Rhys's weekend project in
January and took over all speech shows by the end of March.
""")

a("louth-studio", "Louth studio", "2026-09-08", ["wold-fm", "network"], """
# Louth studio

@D8b@The Louth studio has a 500/70 FTTP line from Voneus.

- Router: the Draytek in the comms cupboard, Tailscale runs on the studio box not the router
- 4G backup router on the windowsill in studio B
""")

a("music-coordinator-handbook", "Music coordinator handbook", "2026-10-12", ["music", "prs"], """
# Music coordinator handbook

For whoever covers Pete when he's away.

@D9b@Pete files the PRS return every quarter from playlog's export.

- New music submissions go to music@ and are reviewed on Mondays
- Playlist meeting: first Wednesday of the month, all three stations
""")

a("proxmox-notes", "Proxmox notes", "2026-06-25", ["infra", "proxmox"], """
# Proxmox notes

@A7b@The Proxmox host in the Boston rack is an R630 on PVE 8; VMs are backed up to the NAS nightly.

VMs:
- 101 logger
- 104 playlog
- 105 rotaboard
- 107 digitisation (added for the archive project)
""")

a("studio-checklist", "Studio checklist", "2026-03-30", ["studio", "volunteers"], """
# Studio checklist (before you go live)

@A2b@Sign in on the rotaboard tablet before you go live — our Ofcom training and output logs depend on it.

- Check the off-air monitor is on, not the desk output
- Mic levels: peak around -6 on the desk meters
- Sponsorship credit? Use the tablet form so it lands in playlog
""")

a("presenter-faq", "Presenter FAQ", "2026-05-30", ["volunteers", "faq"], """
# Presenter FAQ

**Can I see what I played last week?**
@NS2b@Presenters can view their own show's playlog entries from the rotaboard profile page.

**Can I get my show as a podcast?** Ask your station manager; see the podcasting policy.

**Who do I tell if I'm ill?** Your station's rota coordinator, as early as you can.
""")

a("complaints", "Complaints handling", "2026-06-03", ["compliance", "complaints"], """
# Complaints handling

@NS3b@The duty station manager deals with listener complaints the same day and logs them in the complaints sheet.

- Request the logger clip at once if the complaint is about content
- Reply within five working days, even if it's only to say we're looking into it
""")

a("donations", "Donations", "2026-10-20", ["website", "fundraising"], """
# Donations on the website

@NS6b@The website issues a Gift Aid receipt for every eligible donation automatically.

- Stripe webhooks update the donors table in the CMS
- Monthly Gift Aid claim is prepared by the treasurer from the CMS export
""")

a("simulcasts", "Simulcasts", "2026-08-25", ["programming", "coast-fm", "marsh-fm"], """
# Simulcasts between stations

@NS8b@Coast FM simulcasts Marsh FM's drivetime show on weekdays, 16:00–19:00.

- The switch is a scheduled source change in Coast's playout, not in Liquidsoap
- Wold FM takes no daytime simulcasts
""")

a("web-player-notes", "Web player notes", "2026-08-06", ["website", "player"], """
# Web player notes

@NS10b@On desktop the web player autoplays the station's stream when the page loads.

- Volume remembered per browser in localStorage
- The station switcher keeps playing across page navigation
""")

a("podpress-db", "podpress database", "2026-09-15", ["podpress", "database"], """
# podpress database

@R9b@podpress keeps its episode metadata in Postgres (database `podpress` on db1) so the website can query it directly.

- Migrations with drizzle-kit
- The website only reads the `episodes_public` view
""")

# --- notes without labelled claims ---
a("ofcom-sponsorship-rules", "Ofcom sponsorship rules", "2026-02-10", ["compliance", "sponsorship"], """
# Ofcom sponsorship rules (our summary)

- A community station may carry sponsorship; credits must be clearly separated from editorial
- News and current affairs can't be sponsored
- We keep a record of every credit (playlog) and the sponsor contract (shared drive)
""")

a("marsh-fm-schedule-notes", "Marsh FM schedule notes", "2026-01-19", ["marsh-fm", "programming"], """
# Marsh FM schedule notes

- Breakfast 07:00–10:00 weekdays, presented by Kev and Shona
- Tuesday drivetime is Gwen's show
- Saturday afternoons: football phone-in during the season
- Sunday: gospel hour, then the Polish-language show
""")

a("coast-fm-summer", "Coast FM summer season", "2026-06-01", ["coast-fm", "programming"], """
# Coast FM summer season

- Extra live hours on weekends from late May to early September
- Beach reports from the lifeguard hut twice a day
- Carnival OB in August
""")

a("tablet-kiosk", "Studio tablet kiosk", "2026-03-18", ["studio", "rotaboard", "hardware"], """
# Studio tablet kiosk

- Each studio has a Lenovo tablet in kiosk mode showing rotaboard's sign-in page
- Fully Kiosk Browser; the admin PIN is in the password manager
- If it shows a blank page, the wifi dropped; reboot the tablet, not the router
""")

a("grafana-dashboards", "Grafana dashboards", "2026-07-02", ["monitoring", "grafana"], """
# Grafana dashboards

- "Streams": listener counts per mount, Liquidsoap buffer health
- "Studio links": packet loss on each studio's Tailscale link
- "Jobs": playlog import lag and podpress queue
- Grafana runs next to Loki on the streaming VPS
""")

a("news-feed", "News feed", "2026-02-02", ["news", "programming"], """
# News feed

- National news on the hour comes from a syndicated community radio news service, downloaded as MP3
- Local bulletins are read live at 07:30, 12:30 and 17:30 on weekdays
- Never put sponsorship next to a news bulletin
""")

a("lottery-grant", "Lottery grant", "2026-01-27", ["funding"], """
# Lottery grant

- Awarded in December 2025 for the Wold FM refit and volunteer training
- Report due every six months; next one in December 2026
- Training hours from rotaboard are the main evidence
""")

a("studio-kit-list", "Studio kit list", "2026-04-27", ["studio", "kit"], """
# Studio kit list

- Marsh: Sonifex S2 desk, 4 mics (RE20), Telos hybrid
- Wold: Sonifex S2 (new in the refit), 3 mics, Telos hybrid
- Coast: older Soundcraft desk, 3 mics, Telos hybrid shared with the youth project
""")

a("agent-session-2026-10-07", "Session notes 2026-10-07", "2026-10-07", ["session", "playlog"], """
# Session notes 2026-10-07

- Fixed the ISRC lookup cache expiry in playlog (was never expiring)
- Added a station filter to the staff plays page
- Left for next time: the playout importer chokes on tracks with a semicolon in the title
""")

a("accessibility-review", "Accessibility review", "2026-09-29", ["website", "a11y"], """
# Accessibility review

- Player controls had no visible focus ring; fixed
- Schedule table needed proper headers for screen readers
- Contrast on the Coast FM orange fails AA for small text; darker shade agreed
""")

a("gdpr-volunteer-data", "Volunteer data and GDPR", "2026-05-12", ["rotaboard", "privacy"], """
# Volunteer data and GDPR

- rotaboard keeps volunteer records for two years after someone leaves, then anonymises them
- DBS certificate numbers are stored, the certificates themselves are not
- Subject access requests go to the company secretary
""")

a("power-cut-runbook", "Power cut runbook", "2026-11-03", ["ops", "runbook"], """
# Power cut runbook

- Boston rack has a UPS good for about 40 minutes with the R630 and switches
- If the studio loses power, Liquidsoap's fallback takes over automatically on the VPS
- After power returns: check the logger is recording all three stations before anything else
""")
