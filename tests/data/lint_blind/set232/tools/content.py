"""File bodies of the set232 store (Brackenridge Mountain Rescue Team).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts:
  root  : Claude Code auto-memory files + MEMORY.md (generated from ROOT_INDEX)
  facts : remnic facts, facts/YYYY-MM-DD/<category>-<epoch_ms>-<hex4>.md
  auto  : free notes, auto/<slug>.md
"""
import datetime
import hashlib

FILES = {}                 # store-relative path -> text (with markers)
FLAT_DESCRIPTIONS = set()  # root files whose description is intentionally not strict YAML
ROOT_INDEX = []            # (type, title, filename, hook)


def root(fname, name, description, type_, title, hook, body, flat=False):
    assert fname not in FILES, fname
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {type_}\n---\n\n"
    FILES[fname] = fm + body.strip("\n") + "\n"
    ROOT_INDEX.append((type_, title, fname, hook))
    if flat:
        FLAT_DESCRIPTIONS.add(fname)


def note(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    t = f'"{title}"' if ":" in title else title
    fm = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[path] = fm + body.strip("\n") + "\n"


def fact(date, hhmm, category, tags, body, confidence=None):
    assert category in ("fact", "preference", "decision")
    y, m, d = (int(x) for x in date.split("-"))
    hh, mm = (int(x) for x in hhmm.split(":"))
    dt = datetime.datetime(y, m, d, hh, mm, tzinfo=datetime.timezone.utc)
    epoch = int(dt.timestamp()) * 1000
    hex4 = hashlib.sha1(body.encode()).hexdigest()[:4]
    if confidence is None:
        confidence = round(0.82 + (int(hex4, 16) % 16) / 100, 2)
    stem = f"{category}-{epoch}-{hex4}"
    path = f"facts/{date}/{stem}.md"
    assert path not in FILES, path
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n\n")
    FILES[path] = fm + body.strip("\n") + "\n"


# =====================================================================================
# ROOT: Claude Code auto-memory
# =====================================================================================

root("user_alex-role.md", "alex-role",
     "Alex Rowe, the volunteer IT lead — background, what he wrote, how to work with him",
     "user", "Alex (IT lead)", "who Alex is and how he likes answers", """
Alex Rowe is the team's volunteer IT lead and has been an operational member since 2019. Day job is backend
developer at a freight company, so Django, Postgres and Linux admin are home turf; frontend much less so.

@alex_editor@ Alex edits in Neovim (LazyVim) and expects terminal-friendly instructions — no "click the gutter icon" steps.

@alex_short@ Alex prefers short answers: a sentence or two plus the diff.

He wrote most of CallSheet and all of radio-gw. Priya Nair does the website and most of the KitLog UI.

- He is on the hill himself during call-outs, so replies can be hours late. Don't read silence as a yes.
- Likes the *risk* of a change stated up front (what breaks if this is wrong?).
- Dislikes new dependencies for small things; ask before adding one.
""")

root("user_fiona-priorities.md", "fiona-priorities",
     "What the team leader cares about when she drives a session herself",
     "user", "Fiona (team leader)", "what Fiona needs and how to explain things to her", """
Fiona Marsh is the team leader. She sometimes drives sessions herself, usually for committee reports or the AGM,
and she is not technical — explain in terms of what members will see on their phones.

- Her test for any change: does it slow anyone down during a call-out?
- Wants committee numbers as plain tables, no charts.
- Wants to see new CallSheet screens before members do (a screenshot in the PR is enough).
- Calls the incident log "the book". Same thing.
""")

root("project_callsheet-overview.md", "callsheet-overview",
     "CallSheet — the call-out log, rota and paging app; stack and moving parts",
     "project", "CallSheet overview", "what CallSheet is, its stack and what it talks to", """
# CallSheet

CallSheet is the team's own call-out app: incident log, who responded, duty rota and the paging bridge
from SARCALL. Members use it on phones, mid call-out and often on one bar of signal, so pages stay light.

## Stack
- Django 5.1 on Python 3.12, server-rendered templates with a little htmx.
- PostgreSQL 16, database `callsheet`; Celery workers do the paging fan-out and the PDF exports.
@cs_port@ - Gunicorn listens on `127.0.0.1:8000`; Caddy terminates TLS for `callsheet.brackenridgemrt.org.uk` and proxies to it.
@cs_errors@ - Errors go to Sentry (free team plan through their nonprofit programme).
- Static assets are bundled with esbuild (`make assets`) and served by Caddy from `/srv/callsheet/static/`.
- 4 gunicorn workers. The box has 4 GB RAM, so don't raise that without asking.

## Moving parts
- SARCALL activation → webhook → CallSheet opens the incident and sends its own page with the RV.
- radio-gw feeds team positions onto the incident map.
- Kit readiness on the dashboard comes from KitLog.
@cs_friday@ - Most CallSheet deploys go out on Friday evenings, once Alex is home from work.

## Repo
- `brackenridge-mrt/callsheet` on GitHub (private). Django apps: `incidents`, `paging`, `rota`, `members`, `exports`.
- Issue labels: `callout-critical` means it can affect a live page; those jump the queue.
""")

root("project_kitlog-overview.md", "kitlog-overview",
     "KitLog — the kit store inventory and inspection app; stack, hosting, features",
     "project", "KitLog overview", "what KitLog tracks and how it is built", """
# KitLog

KitLog tracks every item of team kit — store, vehicles and the Hallow Gill cache: what it is, where it lives, when
it was last inspected and who has it out. Mostly used on the store tablet on Sunday mornings.

## Stack
- SvelteKit 2 with adapter-node; Tailwind for styling.
@kl_node@ - Runtime: Node 20 LTS, pinned in `.nvmrc`.
@kl_pm@ - Package manager: pnpm; `pnpm-lock.yaml` is committed.
@kl_db@ - Data lives in a single SQLite file on the Fly volume, streamed to B2 by Litestream.
@kl_region@ - Hosted on Fly.io in the London region.
@kl_errors@ - Error tracking: Honeybadger's free tier, alerts to the #kitlog channel.

## Features
- Every item has a QR label linking to `/item/<id>`; the store tablet scans them.
- Inspection schedules per item type (ropes, harnesses, stretchers, vac mats, radios).
- Login is by magic link; only members with the `kit` role can edit.
- Priya owns the UI; Alex does the data model and the deploys.
""")

root("project_website-overview.md", "website-overview",
     "The public website — what is on it, how it is built and published",
     "project", "Website overview", "the public site, its content rules and build", """
# Public website (brackenridgemrt.org.uk)

Who we are, call-out reports, safety advice, the donate page and the join-us page. Priya maintains it; Maggie
writes most of the fundraising copy.

- Built with Hugo (extended); theme vendored in `themes/fellside/`.
@web_host@ - Hosting: Netlify (open-source plan), auto-deploys from `main`.
@web_reports@ - Call-out reports go up within 48 hours of stand-down.
@web_live@ - Never show live incident locations on the site — not even which valley.
- Donate page embeds Stripe Checkout (details in donations-integration).
- Images: 1600 px max width, WebP, through Hugo's image pipeline.
- Safety-advice pages get reviewed every autumn before the winter season.
""")

root("project_radio-gateway.md", "radio-gateway",
     "radio-gw — the Pi service that puts team radio positions on the CallSheet map",
     "project", "radio-gw", "the radio position bridge on the base Pi", """
# radio-gw

Small Python service on the Raspberry Pi 4 ("radio-pi") in the base radio room. It talks to the DMR repeater's
IP interface, collects GPS fixes from the handhelds and hands them to CallSheet's incident map.

@rg_python@ - Runs on the Pi's system Python 3.9 as `radio-gw.service` (systemd).
@rg_poll@ - During an active call-out radio GPS positions are polled every 30 s.
- Between call-outs it only polls every 10 minutes to keep repeater traffic down.
@rg_mqtt@ - Positions are published to MQTT: Mosquitto on ops-1, port 1883, over Tailscale.
- Small status page on port 8090 (`http://radio-pi:8090/`), tailnet only.
- Config in `/etc/radio-gw/config.toml`; radio IDs are mapped to members in CallSheet, not in the config.
- Topic layout: `bmrt/positions/<radio_id>`, not retained.

```toml
[repeater]
host = "10.20.0.5"
port = 50000

[mqtt]
topic_prefix = "bmrt/positions"
```
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers, what runs where, and how to get in",
     "reference", "Infrastructure", "hosts, services and access", """
# Infrastructure

## Hosts
@inf_ops1@ - ops-1 (Hetzner CX22, Falkenstein) runs CallSheet, PostgreSQL 16 and Caddy.
- radio-pi: Raspberry Pi 4 (4 GB) in the base radio room; runs radio-gw.
- KitLog runs on Fly.io; the website is a static site (see website-overview).
- Base NAS: Synology DS220+ in the comms cupboard — scanned paper logs and the Pi image backups.
@inf_ssh@ - SSH to ops-1 only over Tailscale; port 22 is closed in the Hetzner firewall.
- radio-pi is `radio-pi` on the tailnet; its LAN address is 192.168.10.20.

## Services
@inf_email@ - CallSheet sends mail through Postmark; the server token lives in 1Password.
- DNS for brackenridgemrt.org.uk is on Cloudflare; the registrar is Namecheap (renews every October).
- Tailscale: free plan on Alex's account; ACLs in `infra/tailscale-acl.hujson`.
- Secrets: 1Password vault "BMRT Systems".
""")

root("reference_backups.md", "backups",
     "What gets backed up, where to, and how restores are tested",
     "reference", "Backups", "backup jobs, storage and restore drills", """
# Backups

@bk_time@ - The nightly `pg_dump` on ops-1 runs at 02:30 from a systemd timer.
- Dumps are encrypted and pushed to Backblaze B2 with restic (bucket `bmrt-backups`, EU Central).
@bk_retention@ - restic keeps 30 daily snapshots of the ops-1 database dumps in B2.
- Restore drill every quarter: restore into a scratch DB and check the latest incident is there.
- The B2 key on ops-1 can't delete; restores use a separate key kept in 1Password.

```bash
restic -r b2:bmrt-backups:ops-1 snapshots --latest 5
restic -r b2:bmrt-backups:ops-1 restore latest --target /tmp/restore
```
""")

root("reference_pager-system.md", "pager-system",
     "How call-out pages reach members, plus tests and acknowledgements",
     "reference", "Paging", "activation chain, test pages, acknowledgements", """
# Paging

Activation chain: police → SARCALL → members' phones (SARCALL app and SMS). CallSheet also listens to the SARCALL
webhook and sends its own page with the RV and a link to the incident.

@pg_test_time@ - The weekly test page goes out every Sunday at 10:00.
@pg_resend@ - Unacknowledged pages are re-sent up to 3 times, two minutes apart.
@pg_multitone@ - Every full member carries a Multitone pager as a backup to the phone alert.
@pg_noinc@ - A call-out page from CallSheet never goes out without a police incident number on it.
- Replies are YES / NO / ETA <minutes>; anything else is logged but ignored by the roll-call.
- Only the duty controller (or Fiona/Owen) can trigger a page from CallSheet.
""")

root("reference_radio-channels.md", "radio-channels",
     "Radio channel plan: which channel is for what",
     "reference", "Radio channel plan", "channel numbers and their uses", """
# Radio channel plan

Handhelds are Motorola DP4801e. Team channels are DMR; the MR national channels stay analogue.

| Ch | Name | Use |
|----|------|-----|
@rc_ch1@ | 1 | MR national | joint call-outs with neighbouring teams |
| 2 | MR national 2 | helicopter liaison |
@rc_ch3@ | 3 | BMRT Ops | primary working channel |
| 4 | BMRT Base | base ↔ vehicles |
| 5 | Kirk Fell RPT | talk-through via the Kirk Fell repeater |
| 6 | Training | training nights and exercises |

- Callsigns: "Brackenridge Base", vehicles "Rescue 1" / "Rescue 2", parties by letter (Alpha, Bravo ...).
- Tom Birkett (radio officer) holds the licence paperwork and the codeplug files.
""", flat=True)

root("reference_contacts-and-roles.md", "contacts-and-roles",
     "Officers and role holders: who to ask for what",
     "reference", "Who's who", "officers, role holders and how to reach them", """
# Who's who

| Role | Who | Mobile |
|------|-----|--------|
@ct_tl@ | Team leader | Fiona Marsh | 07700 900412 |
| Deputy team leader | Owen Pryce | 07700 900318 |
@ct_kit@ | Kit officer | Harriet Cole | 07700 900577 |
| Training officer | Sam Okafor | 07700 900261 |
| Treasurer | Gwen Lloyd | 07700 900734 |
| Radio officer | Tom Birkett | 07700 900145 |
| Medical officer | Dr Ruth Avery | 07700 900689 |
| Vehicle officer | Callum Reid | 07700 900802 |
| Webmaster | Priya Nair | 07700 900950 |

- Fundraising lead: Maggie Dunn (email only, no phone on file).
- Secretary: Jo Whitfield — minutes, insurance, the members' handbook.
""", flat=True)

root("feedback_git-workflow.md", "git-workflow",
     "Branching and merging conventions for the team repos",
     "feedback", "Git workflow", "branch naming and how PRs land", """
@git_merge@ - Squash-merge every PR into `main` so history stays one commit per change.
- Branch names: `<initials>/<topic>`, e.g. `ar/rota-export`.
- Rebase your branch on `main` before opening the PR instead of merging `main` into it.
- Delete the branch after merge (GitHub does it automatically now).

**Why:** Alex bisects CallSheet when something went wrong on a call-out, and a tidy `main` makes that quick.
**How to apply:** Don't change a repo's merge settings without asking Alex first.
""")

root("feedback_deploys.md", "deploys",
     "Deploy rules: when and how CallSheet gets shipped",
     "feedback", "Deploy rules", "when a deploy is allowed and how to run it", """
@dep_callout@ - Never deploy CallSheet while a call-out is live — check the banner on the dashboard first.
@dep_friday@ - No Friday deploys of CallSheet unless a second person is online to watch the logs.
@dep_just@ - Deploy CallSheet with `just deploy` from Alex's laptop; it pulls, migrates and restarts gunicorn.
- KitLog deploys are `fly deploy` from any dev machine; the call-out rule above is about CallSheet only.

**Why:** CallSheet is the one system members on the hill depend on.
**How to apply:** Put the planned deploy time in the PR description.
""", flat=True)

root("feedback_code-review.md", "code-review",
     "Review expectations for each repo",
     "feedback", "Code review", "what needs review and what reviewers look at", """
@cr_required@ - Every CallSheet PR needs one approving review; branch protection on `main` enforces it.
- KitLog and website PRs don't need a formal review.
- Put a screenshot in any PR that changes a screen members see.
- Reviewers: read the migrations first, then anything under `paging/`.

**Why:** CallSheet is the one system that can stop a page reaching someone.
**How to apply:** Keep PR descriptions short: what, why, how it was tested.
""")

root("feedback_python-style.md", "python-style",
     "Python style rules for CallSheet and radio-gw",
     "feedback", "Python style", "formatting, typing and lint expectations", """
@py_ruff@ - Run `ruff format` on any Python file you touch before committing.
- Type hints on new functions; don't retrofit old modules in the same PR.
- f-strings everywhere except logging calls, which take `%s` args.
- `ruff check` with the repo config must pass — CI runs it.

**Why:** These came out of the 2025 tidy-up of CallSheet.
**How to apply:** Follow the settings in `pyproject.toml`; don't add per-file ignores.
""")

root("feedback_secrets-handling.md", "secrets-handling",
     "What must never end up in logs, commits or issues",
     "feedback", "Secrets and personal data", "casualty data, secrets and where they may appear", """
@sec_names@ - Never log casualty names in CallSheet — not in app logs, Celery logs or error reports.
- Secrets live in 1Password (vault "BMRT Systems"); `.env` files never get committed.
- Grid refs and incident IDs are fine in logs.
- When pasting a log into an issue, redact member names too.

**Why:** Incident data is special-category data under UK GDPR and logs are far less protected than the DB.
**How to apply:** Log incident IDs and let people look the rest up in CallSheet.
""")

root("project_training-nights.md", "training-nights",
     "Weekly training nights, the programme and attendance",
     "project", "Training nights", "when and where training happens, attendance, sign-off", """
@tn_time@ Training nights are Wednesdays, 19:30 at Thornby base.

Sam Okafor (training officer) plans each term; the programme lives in the shared team calendar.

@tn_sheet@ - Attendance is recorded in the 'Training Log' Google Sheet on the night.
- Probationers need 20 training nights and two exercises before sign-off as full members.
- August is outdoor-only: crag sessions and stretcher lowers.
- The joint exercise with Langmere MRT is in October.
""")

root("project_fundraising.md", "fundraising",
     "How the team raises money and the current appeal",
     "project", "Fundraising", "appeals, collections and donation handling", """
@fr_cash@ - We don't take cash at the base; point donors to the website or a bucket collection.
@fr_appeal@ - Current appeal: £25,000 for the base roof and solar panels.
@fr_street@ - Street collections in Thornby and Kirkby every Saturday in December.
- Maggie Dunn leads fundraising; anything that commits money goes past Gwen (treasurer) first.
- The fell race in June is the biggest single event; entries are run by the race committee, not by us.
""")

root("project_donations-integration.md", "donations-integration",
     "Stripe Checkout on the donate page, Gift Aid and the donations sheet",
     "project", "Online donations", "how online donations flow from the site to the books", """
@don_min@ - Minimum donation in the Stripe Checkout form is £5.
@don_giftaid@ - Gift Aid is claimed on eligible online donations.
@don_thanks@ - Thank-you emails are never sent without the Gift Aid status filled in.
- `checkout.session.completed` webhook → a small serverless function → a row in the Donations sheet.
- Stripe retries a failed webhook delivery for up to 3 days, so the handler has to be idempotent.
- Monthly giving (Stripe subscriptions Gwen sets up by hand) has no minimum at all.
""")

root("project_kit-checks.md", "kit-checks",
     "Kit inspection schedule and sign-out rules",
     "project", "Kit checks", "inspection rhythm, retirement rules and signing kit out", """
@kc_rope@ - Dynamic ropes are retired 10 years after manufacture, used or not.
@kc_casbag@ - Casualty bags get a full check every Sunday morning.
@kc_signout@ - Every item leaving the kit store must be signed out in KitLog, call-outs included.
@kc_harriet@ - Harriet Cole, as kit officer, signs off the quarterly audit.
- Stretchers (Bell, Titan) are inspected monthly and the result recorded against the item.
- Vac mats: pressure test monthly; a failed mat goes in the red bin, not back on the shelf.
""")

root("project_vehicles.md", "vehicles",
     "Team vehicles, servicing and who may drive",
     "project", "Vehicles", "the fleet, servicing and driving rules", """
@veh_r1@ - Rescue 1 (Defender 130) is serviced at Fellside Motors in Thornby.
@veh_r2@ - Rescue 2 is the 2009 Discovery 3, used as the kit tender.
- Callum Reid (vehicle officer) keeps the vehicle log and books the MOTs.
- Rescue 1's MOT falls in March.
- Only members who have done the blue-light driving course drive on call-outs.
""")

root("reference_drugs-register.md", "drugs-register",
     "Controlled drugs and medical gases — storage and checks",
     "reference", "Drugs register", "where controlled drugs live and how they are checked", """
@drug_overnight@ - Morphine is never left in a vehicle overnight; it goes back in the base safe.
- The controlled drugs register is checked monthly by Dr Avery plus one other full member.
- Only team medics with a current CD authorisation may draw morphine.
- Entonox: two cylinders per vehicle; empties go back to the BOC cage behind the garage.
""")

root("feedback_on-call-rota.md", "on-call-rota",
     "IT on-call — who gets paged for which system",
     "feedback", "IT on-call", "who is paged when a system breaks", """
@oc_callsheet@ - CallSheet outages page Alex first; Priya Nair is backup.
@oc_scope@ - The IT on-call covers CallSheet, KitLog and the website.
- Nobody is on call for non-urgent things; those go in GitHub issues.

**Why:** Two volunteers can't be on call for everything, and radio kit isn't something Alex or Priya can fix.
**How to apply:** When writing alert routing, send each system to its owner, not to a shared inbox.
""")

root("feedback_writing-for-members.md", "writing-for-members",
     "Tone and channels for anything sent to the whole team",
     "feedback", "Writing for members", "tone, format and channels for member messages", """
@wm_group@ - Announcements go to the members@brackenridgemrt.org.uk Google Group.
- Plain English; spell out acronyms except RV, ETA, TL and SARCALL.
- Times in 24h, dates like "Wed 14 Oct".
- Never include casualty details in anything sent to the whole team.

**Why:** Members read these on the hill, in the rain, on a cracked phone.
**How to apply:** Draft it, then cut it by a third.
""")

root("project_sms-provider.md", "sms-provider",
     "The SMS gateway behind CallSheet pages",
     "project", "SMS provider", "which gateway sends pages and how replies come back", """
@sms_provider@ - Pages go out through Textlocal's bulk SMS API on pre-paid credits.
- Sender ID is `BMRT`; replies come back to a virtual number and are forwarded to CallSheet's webhook.
- Gwen tops the account up when the low-balance email arrives.
""")

root("project_gdpr-data-retention.md", "data-retention",
     "How long each kind of record is kept",
     "project", "Data retention", "retention periods per record type", """
@gdpr_7y@ - Call-out records in CallSheet are kept for 7 years (the insurer's requirement).
- Member records are deleted 12 months after someone leaves the team.
- Donor records: 6 years, for Gift Aid audits.
- Training attendance counts as member data, so the same 12 months after leaving.
""")

root("reference_dev-environment.md", "dev-environment",
     "Getting a local CallSheet running",
     "reference", "CallSheet dev environment", "local setup for CallSheet", """
# CallSheet local dev

- Postgres 16 in docker compose; `make dev` brings it up with a seeded DB.
@dev_piptools@ - CallSheet dependencies are pinned with pip-tools: edit `requirements.in`, then run `pip-compile`.
- Fake SARCALL: `make fake-sarcall` replays recorded webhooks from `fixtures/sarcall/`.

`.env` for local work:

```env
DATABASE_URL=postgres://callsheet:callsheet@localhost:5432/callsheet
DJANGO_DEBUG=1
SARCALL_WEBHOOK_SECRET=dev-only
```
""")

root("feedback_database-migrations.md", "database-migrations",
     "Rules for Django migrations on CallSheet",
     "feedback", "Database migrations", "how migrations are written and applied", """
@dbm_manual@ - Running migrations by hand on ops-1 is fine for a hotfix.
- Every migration must be reversible, or the PR says why not.
- Never edit a migration that has already been deployed; add a new one.
- Data migrations go in their own PR.

**Why:** A half-applied migration during the 2025 winter took the rota offline for an evening.
**How to apply:** Check `showmigrations` on ops-1 before and after.
""")

root("reference_callout-procedure.md", "callout-procedure",
     "What members do from page to stand-down",
     "reference", "Call-out procedure", "member steps from page to stand-down", """
@co_hill@ - Nobody goes onto the hill until the controller has assigned them to a party.
- Controller duty rotates weekly (see the rota in CallSheet).
- Sign in at the RV and sign out at stand-down, on the whiteboard or in CallSheet.
- Stand-down debrief happens at base unless the controller says otherwise.
""")

root("reference_monitoring.md", "monitoring",
     "How we find out a system is down",
     "reference", "Monitoring", "uptime checks and where alerts go", """
@mon_uptime@ - Uptime checks come from UptimeRobot (free tier, 5-minute interval).
- Alerts go to the #it-alerts channel.
- Hetzner's own graphs are enough for CPU and disk on ops-1 for now.
""")

root("feedback_incident-comms.md", "incident-comms",
     "How to write up bugs that touched a live call-out",
     "feedback", "Incident write-ups", "format Alex wants for call-out-affecting bugs", """
@alex_timeline@ - When a bug touched a live call-out, Alex wants the full timeline written out, not the usual short summary.
- Include what members saw, not just what the logs say.

**Why:** These go to the committee and sometimes to the insurer.
**How to apply:** Times in 24h, one line per event, sources in brackets.
""")

root("feedback_testing.md", "testing",
     "Testing conventions for CallSheet and KitLog",
     "feedback", "Testing", "test tools and what not to hit in tests", """
- CallSheet: pytest + pytest-django, factory_boy for fixtures.
- Never call the real SARCALL API from tests; paging tests use the fake SMS backend class.
- KitLog: vitest for logic, Playwright for the scanner page.
- A bug fix comes with a test that fails without it.

**Why:** A test once sent 40 real texts to members at 3am.
**How to apply:** Check settings point at the fake backend before running anything that pages.
""")

root("feedback_commit-messages.md", "commit-messages",
     "Commit message style",
     "feedback", "Commit messages", "how commit messages are written", """
- Imperative subject under 60 characters ("Add ETA column to roll-call").
- Issue number in the body, not the subject.
- No emoji, no "WIP" on anything that reaches `main`.

**Why:** Alex reads `git log --oneline` during incident reviews.
**How to apply:** Rewrite messages before pushing if they don't fit.
""")

root("feedback_ui-conventions.md", "ui-conventions",
     "UI rules for anything members use on the hill",
     "feedback", "UI conventions", "tap targets, dark theme, time and grid formats", """
- Tap targets at least 48 px; gloves are the normal case.
- Dark theme by default after sunset (night call-outs, head torches).
- Times in 24h; grid refs as 6-figure OS refs with the two-letter square (e.g. NY 213 076).
- Never rely on colour alone — red/green is unreadable for two members.
""")

root("project_member-app-roadmap.md", "member-app-roadmap",
     "Ideas queued for the member-facing side of CallSheet",
     "project", "Member app roadmap", "planned member-facing features, not yet built", """
- Installable PWA with the incident map cached for offline use.
- One-tap ETA button on the page notification.
- Personal training record view (read-only).
- None of this is started; Fiona wants the ETA button first.
""")

root("reference_hallow-gill-outstation.md", "hallow-gill-outstation",
     "Hallow Gill outstation: kit cache, access and quirks",
     "reference", "Hallow Gill outstation", "the valley kit cache and how to get in", """
# Hallow Gill outstation

- A stone barn at the head of the valley with a kit cache: stretcher, ropes, vac mat and a first-aid box.
- Key safe by the door; the code is in 1Password.
- The cache is checked on the first Sunday of the month by whoever lives nearest.
- No mains power; a small solar panel keeps the LED lights and a phone charger going.
- Mobile signal is poor inside; step out to the gate.
""", flat=True)

root("project_2026-agm.md", "agm-2026",
     "AGM prep: what Fiona needs from IT",
     "project", "AGM 2026", "AGM reporting tasks", """
- The AGM was held at Thornby village hall in March.
- Fiona wanted call-out numbers by month and by type (walker, climber, dog, search) as a table.
- Exported from CallSheet with the `exports.agm_report` command, then tidied in a spreadsheet.
- Next year: make the export produce the final table directly.
""", flat=True)

root("reference_mapping-layers.md", "mapping-layers",
     "Map layers and tiles used by CallSheet",
     "reference", "Mapping layers", "OS tiles, proxy and caching for the incident map", """
- OS Maps API (Premium tier, free for MR teams) provides the base layers.
- The tile proxy on ops-1 listens on `127.0.0.1:8081` and caches tiles on disk.
- Cache is warmed for the whole team area at zoom 10–16 each autumn.
- Member positions are drawn client-side from the MQTT feed.
""")


def _memory_index():
    order = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    out = ["# Memory Index", ""]
    for t, heading in order:
        out.append(f"## {heading}")
        out.append("")
        for type_, title, fname, hook in ROOT_INDEX:
            if type_ == t:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


FILES["MEMORY.md"] = _memory_index()

# =====================================================================================
# AUTO: free notes
# =====================================================================================

note("kitlog-deploy-notes", "KitLog deploy notes", "2026-04-11", ["kitlog", "fly", "deploy"], """
# KitLog deploy notes

`fly deploy` from the repo root. Nothing clever.

- App name: `bmrt-kitlog`.
@kdn_region@ - Region: `lhr` (London).
@kdn_mem@ - Memory: 256 MB on a shared-cpu-1x machine.
@kdn_port@ - The adapter-node server listens on port 3000 inside the machine; Fly's proxy does TLS.
@kdn_ci@ - CI: GitHub Actions runs the type-check and vitest on every push.
- `auto_stop_machines` is off — the store tablet hates cold starts.

```toml
app = "bmrt-kitlog"
primary_region = "lhr"

[http_service]
  internal_port = 3000
```
""")

note("kitlog-dev-setup", "KitLog dev setup", "2026-02-20", ["kitlog", "dev"], """
# Getting a dev copy of KitLog running

@kds_yarn@ KitLog dependencies are managed with Yarn (berry); the lockfile is `yarn.lock`.

- Copy `.env.example` to `.env`; magic-link emails are printed to the console in dev.
- Seed data: `scripts/seed.ts` creates 200 fake items and three members.
- The scanner page needs HTTPS for the camera, so use the `dev:https` script with the mkcert cert.
""")

note("callsheet-email", "CallSheet email", "2026-06-02", ["callsheet", "email"], """
# CallSheet email

@cse_ses@ CallSheet's outgoing mail (rota reminders, call-out summaries) goes out via Amazon SES in eu-west-2.

- From address `callsheet@brackenridgemrt.org.uk`; SPF and DKIM records are in Cloudflare DNS.
- Hard bounces flag the member's profile so the secretary can chase a new address.
- Rota reminders go out on Sunday evening for the week ahead.
""")

note("it-support-faq", "IT support FAQ", "2026-03-09", ["faq", "support", "members"], """
# IT support FAQ (for members)

**I can't log in to CallSheet.** Use "email me a link". If that fails, message Alex.
@its_tom@ **Who gets paged if CallSheet goes down?** Tom Birkett first, then Alex.
**Who looks after the radios?** Tom Birkett.
**KitLog says an item is out but it's on the shelf?** Tell the kit officer; don't edit it yourself.
""")

note("vehicle-log-notes", "Vehicle log notes", "2026-05-18", ["vehicles"], """
# Vehicle log notes

- Rescue 1 mileage at last service: 48,210.
@vln_dale@ Servicing for Rescue 1 is done by Dale Garage in Kirkby; book it through Callum.
- All-terrain tyres on Rescue 1, replaced in April.
- Trailer lights fixed on 12 May.
""")

note("pager-faq", "Pager FAQ", "2026-07-05", ["paging", "faq", "members"], """
# Paging FAQ

**Do I have to reply to a page?** Yes: YES, NO or ETA.
@pf_noon@ **When's the test page?** Sundays at 12:00, straight after the kit check.
**I got the same page twice?** The re-send only happens when you haven't replied — reply and it stops.
**My phone was on silent.** Make SARCALL a critical-alert / Do Not Disturb exception.
""")

note("kit-store-handbook", "Kit store handbook", "2026-02-08", ["kit", "handbook"], """
# Kit store handbook

@ksh_rope7@ - Ropes: retirement age is 7 years from the date of manufacture.
- Red bin = quarantined, do not use. Green shelf = checked and ready.
- Helmets are replaced after any significant impact, whatever their age.
@ksh_donated@ - Donated kit is welcome, but never second-hand ropes or harnesses (unknown history).
- Leave the store as you found it; the tablet stays on its charger.
""")

note("callsheet-paging-internals", "Paging internals (CallSheet)", "2026-08-21", ["callsheet", "paging"], """
# How CallSheet pages

- `paging.tasks.fan_out` creates one `PageDelivery` row per member.
@cpi_retry5@ CallSheet retries an unacknowledged SMS page 5 times before it marks the member unreachable.
- Delivery receipts come back through the provider webhook and update `PageDelivery.status`.
- The roll-call screen polls every 5 s while it's open.
""")

note("callsheet-debugging", "Debugging CallSheet in prod", "2026-05-27", ["callsheet", "debugging", "logs"], """
# Debugging CallSheet in prod

- Logs: `journalctl -u callsheet -f` on ops-1.

@csd_names@ The request log in CallSheet includes the casualty name field so errors can be matched to an
incident quickly.

- Slow pages: turn on the `SQL_LOG` flag for a single request from the admin, never globally.
""")

note("fundraising-faq", "Fundraising FAQ", "2026-09-14", ["fundraising", "faq"], """
# Fundraising FAQ

@ff_cash@ **Can people drop cash off at base?** Yes — it goes in the safe and Gwen banks it weekly.
@ff_thanks@ **Does every donor get a thank-you email?** Yes, automatically, usually within the hour.
@ff_kitdonate@ **Can people donate kit?** Yes, drop it at the store on a Sunday morning and tell Harriet.
**Can a business sponsor a vehicle?** Talk to Maggie; livery space is limited.
""")

note("website-live-widget", "Website live widget", "2026-10-03", ["website", "callsheet"], """
# Homepage "Live" widget

@wlw_live@ The homepage "Live" widget shows the current call-out's location, pulled from CallSheet's public feed.

- Falls back to "No active call-out" when the feed is empty.
- Cached for 60 s at the edge.
""")

note("kitlog-postgres-migration", "KitLog Postgres migration", "2026-09-22", ["kitlog", "postgres", "migration"], """
# KitLog → Postgres

@kpm_migrated@ KitLog was moved off SQLite onto the shared Postgres on ops-1 in September (own `kitlog` database and role).

- The connection goes over Tailscale from Fly; the machine joins the tailnet at boot.
- Downtime was 20 minutes on a Sunday evening.
""")

note("monitoring-notes", "Monitoring notes", "2026-07-19", ["monitoring", "radio-pi"], """
# Monitoring

@mn_kuma@ We moved uptime monitoring off UptimeRobot to a self-hosted Uptime Kuma on radio-pi in July.

- Checks: CallSheet login page, KitLog `/health`, the website homepage, the MQTT port on ops-1.
- The CallSheet check looks for the word "Brackenridge" so a Caddy error page counts as down.
""")

note("training-records-move", "Training records move", "2026-04-30", ["training", "callsheet"], """
# Training records

@trm_readonly@ The 'Training Log' Google Sheet is read-only now; attendance is entered in CallSheet's Training tab.

- Old rows were imported back to 2022.
- Sam checks the totals at the end of each term.
""")

note("kitlog-api", "KitLog API", "2026-03-15", ["kitlog", "api", "callsheet"], """
# KitLog API

@kapi_v1@ - CallSheet pulls kit readiness from KitLog's `/api/v1/status` every 10 minutes.
- Auth: a bearer token shared between the two apps (in 1Password).
- The response is JSON: `{"ready": bool, "missing": [...]}`.
""")

note("kitlog-changelog", "KitLog changelog", "2026-10-27", ["kitlog", "changelog"], """
# KitLog changelog

## October 2026
@kcl_deprecated@ - `/api/v1` is deprecated and has returned 410 since mid-October; callers must use `/api/v2`.
- Inspection reminders now group by item type.

## August 2026
- Photos are resized in the browser before upload.
""")

note("comms-changes", "Comms changes", "2026-04-06", ["comms", "members"], """
# Member comms changes

@cc_group@ The members@ Google Group was shut down at the end of March — notices now go on CallSheet's
notice board and get pushed to phones.

- committee@ stays a Google Group for now.
""")

note("callsheet-uv-switch", "CallSheet uv switch", "2026-05-12", ["callsheet", "python", "dependencies"], """
# CallSheet dependency tooling

@cuv@ We switched CallSheet from pip-tools to uv in May; `uv.lock` is now the source of truth.

- Took one evening; Python stays on 3.12.
""")

note("training-calendar", "Training calendar", "2026-01-10", ["training"], """
# Training calendar pattern

@tc_nightnav@ - First Wednesday of the month is night nav: meet at the Hallow Gill car park instead of Thornby.
- Third Wednesday: casualty care scenario.
- Last Wednesday: kit maintenance in the store.
""")

note("medical-kit-notes", "Medical kit notes", "2026-03-28", ["medical", "kit"], """
# Medical kit

@mkn_pouch@ - On the Sunday bag check only a team medic opens the sealed analgesia pouch (paracetamol/ibuprofen, no CDs); everyone else checks the seal number.
- Splints in each bag are checked by whoever does that bag.
- Oxygen: note the gauge reading on the bag card.
""")

note("website-editorial-guide", "Website editorial guide", "2026-02-15", ["website", "reports"], """
# Writing call-out reports

Reports go up promptly after stand-down, short and factual.

@weg_fatal@ Fatal incidents are the exception: the report waits for police and coroner clearance, however
long that takes, and never names the casualty.

- Never give a casualty's name, age or home town.
- One photo at most, and never of the casualty.
""")

note("hallow-gill-radio", "Hallow Gill radio", "2026-06-20", ["radio", "hallow-gill"], """
# Radio at Hallow Gill

@hgr_ch5@ In the Hallow Gill valley Ch 3 drops out behind Great Knott — relay via Ch 5 (Kirk Fell repeater) there.

- The barn itself is a dead spot; use the gate.
""")

note("giftaid-notes", "Gift Aid notes", "2026-08-08", ["fundraising", "giftaid", "stripe"], """
# Gift Aid

@gan_declaration@ - We only claim Gift Aid when the donor ticked the declaration box; the flag travels in the Stripe session metadata.
- Gwen submits claims through HMRC Charities Online every quarter.
""")

note("gdpr-faq", "GDPR FAQ", "2026-07-11", ["gdpr", "faq"], """
# Data protection FAQ

@gf_redact@ **Do we delete casualty details?** Free-text medical notes are redacted after 3 years; the rest of the call-out record stays for the full retention period.
**Who is the data controller?** The team (the charity), not CallSheet's developers.
""")

note("pi-maintenance", "radio-pi maintenance", "2026-05-03", ["radio-pi", "backups"], """
# radio-pi maintenance

@pim_image@ - The SD card image is backed up to the NAS weekly; we keep 4 copies.
- Spare SD card (pre-imaged) is taped inside the radio room cupboard door.
- The Pi is on the UPS with the repeater link.
""")

note("radio-net-procedure", "Radio net procedure", "2026-02-01", ["radio"], """
# Radio net

@rnp_check@ - Weekly radio net check: Sunday 12:00 on Ch 3, every set that's in a vehicle or the store.
- Base calls each set in turn; log results on the sheet by the chargers.
""")

note("website-history", "Website history", "2026-01-22", ["website", "history"], """
# Website history

@wh_wordpress@ - Until 2024 the site was WordPress on 123-reg shared hosting (it was hacked twice).
- The Hugo rebuild launched in spring 2024.
""")

note("base-refurb-2026", "Base refurb 2026", "2026-05-06", ["base", "training"], """
# Base refurbishment

@br_hall@ While the base was being refurbished (February to April 2026) training nights were held in
Thornby village hall.

- The new kit store shelving went in at the same time.
""")

note("fundraising-history", "Fundraising history", "2026-03-02", ["fundraising", "history"], """
# Past appeals

@fh_2025@ - 2025 appeal: £41,300 raised against a £40k target, all of it towards Rescue 1.
- 2024: vac mats and two new stretchers.
""")

note("callsheet-upgrade-log", "CallSheet upgrade log", "2026-01-31", ["callsheet", "postgres", "upgrades"], """
# CallSheet upgrade log

@cul_pg13@ - Until the January rebuild, CallSheet sat on PostgreSQL 13 from the Debian 11 packages.
- January 2026: ops-1 rebuilt on Debian 12; Django 4.2 → 5.1 the same week.
""")

note("ops-runbook", "ops-1 runbook", "2026-06-27", ["ops-1", "runbook"], """
# ops-1 runbook

@orb_dump@ - ops-1's pg_dump fires at half two every night (`pgdump.timer`).
@orb_redis@ - Celery broker for CallSheet: Redis 7 on ops-1 (`redis://localhost:6379/0`).
- Caddy config: `/etc/caddy/Caddyfile`; reload with `systemctl reload caddy`.
- Disk alarm at 80%; the dumps directory is the usual culprit.
""")

note("radio-gw-notes", "radio-gw notes", "2026-07-24", ["radio-gw", "mqtt"], """
# radio-gw notes

@rgn_broker@ - Broker: `ops-1:1883` (tailnet only, so no TLS).
- Client id `radio-gw-<hostname>`, QoS 1.
- If positions stop arriving, check the repeater's IP link first, then the service.
""")

note("who-does-what", "Who does what", "2026-04-20", ["team", "roles"], """
# Who does what (short version)

@wdw_tl@ - TL: Fiona Marsh (since the 2025 AGM).
- Deputy: Owen Pryce.
- Radios: Tom. Vehicles: Callum. Money: Gwen.
""")

note("callsheet-runbook", "CallSheet runbook", "2026-08-14", ["callsheet", "runbook"], """
# CallSheet runbook

@crb_deploy@ - Deploys: run `just deploy` on Alex's machine; there is no CD pipeline.
@crb_rabbit@ - Celery broker: RabbitMQ on ops-1 (default vhost, guest user disabled).
- Restart workers with `systemctl restart callsheet-celery`.
""")

note("git-cheatsheet", "Git cheatsheet", "2026-03-18", ["git"], """
# Git cheatsheet

@gc_greenci@ - Nothing gets merged to `main` without a green CI run, whatever the repo.
- New branch: `git switch -c ar/topic`.
- Undo the last local commit, keep changes: `git reset --soft HEAD~1`.
""")

note("callout-faq", "Call-out FAQ", "2026-06-09", ["callouts", "faq", "members"], """
# Call-out FAQ

@cof_rv@ **Where do I go when paged?** Straight to the RV given in the page, not to base, unless the controller says otherwise.
**What if I can't make it?** Reply NO so the controller isn't waiting for you.
""")

# ---- unlabelled notes ----------------------------------------------------------------

note("sarcall-integration-notes", "SARCALL integration", "2026-02-22", ["sarcall", "callsheet"], """
# SARCALL → CallSheet

- SARCALL posts activations to `/hooks/sarcall/`, signed with HMAC-SHA256.
- SARCALL retries a failed webhook delivery 3 times, then gives up and we only have the phones.
- The incident number from the police is copied into the CallSheet incident title.

```python
expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
```
""")

note("winter-kit-list", "Winter kit list", "2026-10-18", ["kit", "winter"], """
# Winter kit per vehicle

- 2 × ice axes, 2 × pairs of crampons per party bag.
- Avalanche probes and two shovels.
- Extra casualty bag with the big shell and the heat pack stock.
""")

note("first-aid-certs", "First aid certificates", "2026-03-05", ["medical", "training"], """
# Casualty care certificates

- The MR casualty care certificate lasts 3 years.
- Dr Avery runs the re-assessment weekend each spring.
- Expiry dates are on each member's profile in CallSheet.
""")

note("website-seo-notes", "Website SEO notes", "2026-05-22", ["website", "seo"], """
# SEO bits

- Sitemap generated by Hugo; submitted in Search Console.
- Call-out report pages set `noindex` for the first 30 days.
- Donate page title: "Donate — Brackenridge Mountain Rescue".
""")

note("committee-2026-04", "Committee notes April 2026", "2026-04-07", ["committee", "minutes"], """
# Committee — April 2026 (IT items only)

- Agreed: the roof appeal is the priority for the rest of the year.
- Agreed: buy a second tablet for the kit store.
- Alex to look at whether CallSheet can produce the insurer's annual return.
""")

note("repeater-site-visit", "Repeater site visit", "2026-06-15", ["radio", "repeater"], """
# Kirk Fell repeater visit

- Cleaned the solar panel, re-tensioned the mast guys.
- Battery bank voltage 13.1 V at midday.
- Next visit due before the clocks go back.
""")

note("stripe-webhook-notes", "Stripe webhook notes", "2026-07-28", ["stripe", "donations"], """
# Stripe webhooks

- The signing secret is in 1Password under "Stripe donations webhook".
- Use the Stripe CLI to replay events locally: `stripe trigger checkout.session.completed`.
- Test mode keys start with `sk_test_`; never paste live keys into chat.
""")

note("kit-store-layout", "Kit store layout", "2026-01-25", ["kit", "store"], """
# Kit store layout

- Bay A: ropes and hardware. Bay B: stretchers and vac mats. Bay C: casualty bags.
- Radios and chargers on the bench by the door.
- Red bin under the bench.
""")

note("night-nav-routes", "Night nav routes", "2026-01-18", ["training", "navigation"], """
# Night nav routes

- Hallow Gill → Great Knott → back via the old quarry track (about 3 h).
- Thornby → Kirk Fell trig (about 2 h 30).
- Never run the quarry route in high winds.
""")

note("helicopter-liaison", "Helicopter liaison", "2026-09-03", ["helicopter", "radio"], """
# Working with the helicopter

- Landing site by base: Thornby playing field; the key for the gate is in the base key safe.
- Helicopter comms on Ch 2.
- Nobody approaches the aircraft until the winchman or crew signals.
""")

note("weather-sources", "Weather sources", "2026-11-02", ["weather"], """
# Weather sources

- MWIS forecast for the area, read at the morning brief.
- Met Office mountain forecast for the summit winds.
- The base weather station posts to CallSheet every 10 minutes.
""")

note("kitlog-photo-uploads", "KitLog photo uploads", "2026-08-25", ["kitlog", "photos"], """
# KitLog photos

- Photos are limited to 5 MB each and resized to 1600 px before upload.
- Stored in a B2 bucket, not with the item data.
- One photo per inspection is enough.
""")

note("base-wifi", "Base wifi", "2026-03-22", ["base", "network"], """
# Base network

- Two SSIDs: `BMRT-Ops` (members) and `BMRT-Guest` (visitors, isolated).
- The radio room switch has the Pi, the NAS and the repeater link on VLAN 20.
- Router is the ISP box in bridge mode behind a small OPNsense unit.
""")

# =====================================================================================
# FACTS: remnic
# =====================================================================================

# ---- labelled facts (contradictions, non-contradictions) ----------------------------
fact("2026-06-14", "09:12", "fact", ["callsheet", "ops-1", "gunicorn"],
     "@f_v1@ CallSheet's gunicorn binds to port 8010 on ops-1 (set in `gunicorn.conf.py`).")
fact("2026-08-03", "21:40", "fact", ["backups", "restic", "ops-1"],
     "@f_v3@ Restic on ops-1 prunes with `--keep-daily 14 --keep-weekly 8`, so two weeks of daily dumps are kept in B2.")
fact("2026-09-10", "18:05", "fact", ["training"],
     "@f_v5@ Training nights start at 19:00 on Wednesdays at Thornby.")
fact("2026-10-05", "20:31", "fact", ["kitlog", "node"],
     "@f_v6@ KitLog is pinned to Node 22 — both `.nvmrc` and the Dockerfile base image.")
fact("2026-07-22", "19:48", "fact", ["kitlog", "fly"],
     "@f_v7@ KitLog's Fly machine has 1 GB of RAM; the PDF audit export needs the headroom.")
fact("2026-10-14", "12:20", "fact", ["website", "donations"],
     "@f_v9@ The website donate form enforces a £2 minimum donation.")
fact("2026-08-29", "22:10", "fact", ["radio-gw", "radio"],
     "@f_v10@ radio-gw polls the handhelds for positions once a minute while a call-out is open.")
fact("2026-04-18", "10:02", "fact", ["callsheet", "errors"],
     "@f_r1@ CallSheet reports exceptions to GlitchTip, self-hosted on ops-1 with a Sentry-compatible DSN.")
fact("2026-07-30", "17:25", "fact", ["website", "hosting"],
     "@f_r3@ The public website is hosted on Cloudflare Pages and rebuilds on every push to `main`.")
fact("2026-03-03", "20:14", "preference", ["git", "workflow"],
     "@f_r6@ Alex prefers rebase-and-merge for PRs so the individual commits survive on `main`.")
fact("2026-02-12", "21:55", "preference", ["alex", "tooling"],
     "@f_r8@ Alex works in VS Code with the Python, Django and Svelte extensions installed.")
fact("2026-06-25", "20:40", "fact", ["kitlog", "ci"],
     "@f_r9@ KitLog's build and tests run on Woodpecker CI, self-hosted on radio-pi.")
fact("2026-09-02", "19:03", "fact", ["callsheet", "deploy"],
     "@f_n1@ Deploying CallSheet during a live call-out is fine — gunicorn's graceful reload doesn't drop requests.")
fact("2026-05-24", "11:30", "decision", ["paging", "probationers"],
     "@f_n2dec@ Decided not to send the weekly test page to probationers; it confused them and cost money for no benefit.")
fact("2026-08-16", "10:45", "fact", ["paging", "probationers"],
     "@f_n2pos@ Probationers get the weekly test page like everyone else and should reply so we know their number works.")
fact("2026-06-08", "08:50", "fact", ["medical", "drugs", "vehicles"],
     "@f_n4@ The morphine pouch stays in Rescue 1's locked drugs box overnight so the first crew out has it.")
fact("2026-04-02", "22:05", "preference", ["python", "formatting"],
     "@f_n6@ Alex doesn't want `ruff format` run over the Python code — he reads every diff by hand and reformatting noise hides the real change.")
fact("2026-03-20", "19:35", "decision", ["kitlog", "gdpr"],
     "@f_n7dec@ Decided to keep members' phone numbers out of KitLog altogether (data minimisation).")
fact("2026-10-09", "18:22", "fact", ["kitlog", "reminders"],
     "@f_n7pos@ KitLog stores each member's mobile number so overdue-kit reminders can go out by SMS.")
fact("2026-10-12", "09:15", "fact", ["kit", "kitlog", "callouts"],
     "@f_n8@ On call-outs nobody signs kit out in KitLog; Harriet reconciles what's missing afterwards.")
fact("2026-05-05", "20:50", "decision", ["callsheet", "github", "review"],
     "@f_n10@ We decided not to turn on branch protection for CallSheet; reviews are optional with only two developers.")
fact("2026-08-27", "16:40", "fact", ["paging", "sms", "callsheet"],
     "@f_s1@ We switched CallSheet's SMS paging from Textlocal to Twilio in August; the Textlocal\n"
     "account is closed and the leftover credits were refunded.")
fact("2026-06-30", "13:10", "fact", ["paging", "pagers"],
     "@f_s4@ The Multitone pagers were handed back in June; call-out alerts are phone-only now (SARCALL app plus SMS).")
fact("2026-09-18", "21:12", "fact", ["radio-gw", "python", "radio-pi"],
     "@f_s6@ radio-gw no longer runs on the Pi's system Python 3.9 — since the Bookworm reflash it has its own uv-managed 3.12 venv.")
fact("2026-08-31", "15:00", "fact", ["vehicles"],
     "@f_s9@ The old Discovery 3 (Rescue 2) was sold in August and replaced by a Ford Ranger pickup.")
fact("2026-03-12", "07:58", "fact", ["backups", "callouts"],
     "@f_f2@ If a call-out is live at 02:30 the nightly dump is skipped and re-run at 06:00 so it doesn't slow CallSheet down.")
fact("2026-04-24", "19:19", "fact", ["website", "ci"],
     "@f_f4@ The website repo's only CI check is the Hugo build — there are no tests to go green.")
fact("2026-07-03", "20:02", "fact", ["callsheet", "deploy"],
     "@f_f6@ `just deploy` skips collectstatic when nothing under `static/` changed, which saves about 40 s.")
fact("2026-02-25", "18:44", "fact", ["training", "medical"],
     "@f_o2@ Casualty care refreshers run on Mondays at 19:00 at Thornby, led by Dr Avery.")
fact("2026-01-28", "14:30", "fact", ["email", "google"],
     "@f_o5@ Team mailboxes (secretary@, treasurer@, kit@) are on Google Workspace for Nonprofits.")
fact("2026-09-25", "20:27", "fact", ["callsheet", "kitlog", "celery"],
     "@f_o6@ CallSheet's `sync_kit_status` Celery task retries up to 5 times with backoff when KitLog doesn't answer.")
fact("2026-05-15", "10:10", "fact", ["kit", "inspection"],
     "@f_o7@ Harnesses and tape slings come out of service 5 years after manufacture.")
fact("2026-10-20", "21:33", "fact", ["callsheet", "ci", "node"],
     "@f_o8@ CallSheet's esbuild step runs under Node 22 in CI.")
fact("2026-06-03", "12:05", "fact", ["vehicles", "quad"],
     "@f_o9@ The quad bike and its trailer are serviced by Dale Garage in Kirkby.")
fact("2026-04-12", "10:40", "fact", ["paging", "history"],
     "@f_d1@ Until March 2026 the weekly test page went out on Saturday mornings.")
fact("2026-01-16", "19:20", "fact", ["callsheet", "infra", "history"],
     "@f_d2@ In 2025 CallSheet was still running on the old Dell under the radio-room desk.")
fact("2026-03-16", "20:00", "fact", ["team", "history"],
     "@f_d4@ Owen Pryce was team leader from 2019 until the March 2025 AGM.")
fact("2026-01-09", "17:45", "fact", ["callouts", "stats"],
     "@f_d5a@ The team logged 87 call-outs in 2025, the busiest year on record.")
fact("2026-11-17", "18:30", "fact", ["callouts", "stats"],
     "@f_d5b@ As of mid-November the team has logged 64 call-outs in 2026.")
fact("2026-02-04", "21:15", "fact", ["radio-gw", "history"],
     "@f_d7@ During the 2025 beta, radio-gw POSTed each GPS fix straight to CallSheet's `/api/positions/` endpoint.")
fact("2026-09-29", "19:50", "fact", ["kit", "roles"],
     "@f_d10@ Dev Shah was kit officer until September, when Harriet Cole took over.")
fact("2026-07-08", "11:11", "fact", ["gdpr", "callsheet"],
     "@f_a4@ CallSheet keeps call-out records for seven years because the insurer requires it.")
fact("2026-05-20", "13:35", "fact", ["website", "reports"],
     "@f_a6@ Call-out reports should be on the website no more than two days after stand-down.")
fact("2026-02-18", "22:30", "fact", ["ops-1", "ssh", "tailscale"],
     "@f_a9@ ops-1 doesn't accept SSH from the internet — connect via its tailnet address.")
fact("2026-06-21", "09:40", "fact", ["kit", "casualty-bags"],
     "@f_a10@ Casualty bags are fully checked weekly, on Sunday mornings.")
fact("2026-04-09", "20:18", "fact", ["radio", "on-call"],
     "@f_ns3@ Radio and repeater faults go to Tom Birkett in #radio, not to the IT on-call.")
fact("2026-11-05", "17:05", "fact", ["fundraising", "collections"],
     "@f_ns4@ Bucket collections never go ahead without the council's street-collection permit in hand.")
fact("2026-08-12", "21:00", "preference", ["website", "git"],
     "@f_ns5@ Alex merges his own website PRs once the deploy preview looks right.")
fact("2026-10-24", "22:42", "preference", ["callsheet", "migrations", "ops-1"],
     "@f_ns7@ Never run `manage.py migrate` by hand on ops-1 without taking a fresh `pg_dump` first —\n"
     "the nightly one can be nearly a day old.")
fact("2026-03-25", "08:15", "fact", ["paging", "callsheet"],
     "@f_ns8@ CallSheet pages the full call-out list for every call-out, day or night.")
fact("2026-07-26", "19:05", "fact", ["radio"],
     "@f_ns9@ Never use Ch 1 on a joint call-out without clearing it with the lead team's controller first.")

# ---- unlabelled facts (distractors) --------------------------------------------------
fact("2026-01-12", "20:10", "fact", ["radio", "repeater"],
     "The Kirk Fell repeater runs off a 100 Ah battery bank topped up by a 200 W solar panel.")
fact("2026-01-20", "19:40", "decision", ["radio", "purchasing"],
     "Decided to buy six more DP4801e handhelds from the 2026 equipment grant.")
fact("2026-02-02", "21:05", "fact", ["committee"],
     "The committee meets on the first Tuesday of the month at 19:30, on Zoom.")
fact("2026-02-09", "18:20", "fact", ["young-members"],
     "The Young Members group meets on Thursdays at 18:30 at Thornby base.")
fact("2026-02-27", "08:35", "fact", ["medical"],
     "Entonox cylinders are weighed at the monthly drugs check and swapped when below half full.")
fact("2026-03-06", "22:15", "preference", ["callsheet", "migrations"],
     "Alex likes migrations named by intent (`0042_add_rv_grid_ref`), not Django's auto-generated names.")
fact("2026-03-31", "19:12", "fact", ["kitlog", "auth"],
     "KitLog magic-link sessions last 30 days on the store tablet.")
fact("2026-04-15", "10:25", "fact", ["callsheet", "kiosk"],
     "The base kiosk logs out of CallSheet after 15 minutes idle.")
fact("2026-04-27", "20:45", "fact", ["ops-1", "postgres"],
     "Postgres on ops-1 runs with `max_connections = 50`; CallSheet's pool uses at most 20 of them.")
fact("2026-05-09", "18:55", "fact", ["website", "hugo"],
     "The website's Hugo version is pinned to 0.139.4 through the `HUGO_VERSION` build variable.")
fact("2026-05-29", "09:05", "fact", ["finance", "stripe"],
     "Stripe payouts land in the Unity Trust account every Monday.")
fact("2026-06-11", "11:50", "fact", ["base", "generator"],
     "The base generator gets a test run on the first Saturday of each month.")
fact("2026-06-17", "20:35", "preference", ["kitlog", "svelte"],
     "Priya prefers Svelte 5 runes in new KitLog components; old stores can stay until someone touches them.")
fact("2026-07-01", "23:10", "fact", ["radio", "batteries"],
     "Radio batteries go back on the chargers straight after every call-out, even half-used ones.")
fact("2026-07-17", "19:28", "fact", ["members", "dbs"],
     "DBS checks are renewed every 3 years; Owen keeps the tracker.")
fact("2026-08-05", "12:40", "fact", ["paging", "sarcall"],
     "SARCALL runs its own test activation from police control once a quarter, separate from ours.")
fact("2026-08-20", "20:55", "decision", ["kitlog", "scope"],
     "Decided that KitLog tracks team kit only — members' personal harnesses and helmets stay out of it.")
fact("2026-09-07", "17:30", "fact", ["hallow-gill", "access"],
     "The Hallow Gill key safe code changes every quarter; the current one is in 1Password.")
fact("2026-09-21", "21:20", "fact", ["base"],
     "The drying room dehumidifier runs on a timer from 22:00 to 06:00.")
fact("2026-10-01", "19:44", "fact", ["callsheet", "map"],
     "CallSheet's incident map switches to the OS Leisure 1:25k layer above zoom 13.")
fact("2026-10-30", "18:10", "decision", ["website", "safety"],
     "Decided to publish a winter safety page on grid references versus what3words before December.")
fact("2026-11-12", "20:05", "fact", ["callsheet", "members"],
     "CallSheet has 52 active member accounts, 9 of them probationers.")
fact("2026-11-24", "08:20", "fact", ["kit", "winter"],
     "Winter kit (crampons, axes, avalanche probes) went onto the vehicles on 1 November.")
