"""File bodies for the set255 store (Quillon Fencing Club).

A body line that starts with ``@ID@ `` carries a labelled claim; build.py strips
the marker and records the line.  Everything else is plain memory text,
including distractor lines that share words and slots with labelled claims.
"""
import calendar
import datetime
import hashlib

FILES = {}        # store-relative path -> text (with @ID@ markers)
FLAT = set()      # root files whose description is intentionally not strict YAML
ROOT_INDEX = []   # (section, title, filename, hook) for MEMORY.md


def _body(text):
    return text.strip("\n") + "\n"


def root(fname, name, description, mtype, title, body, flat=False):
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {mtype}\n---\n"
    FILES[fname] = fm + "\n" + _body(body)
    if flat:
        FLAT.add(fname)
    ROOT_INDEX.append((mtype, title, fname, description))


def fact(date, time, category, confidence, tags, body):
    dt = datetime.datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M:%S.%f")
    epoch_ms = calendar.timegm(dt.timetuple()) * 1000 + dt.microsecond // 1000
    hex4 = hashlib.md5(body.encode()).hexdigest()[:4]
    fid = f"{category}-{epoch_ms}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {fid}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n")
    FILES[f"facts/{date}/{fid}.md"] = fm + "\n" + _body(body)


def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
    FILES[f"auto/{slug}.md"] = fm + "\n" + _body(body)


# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory at the root
# ---------------------------------------------------------------------------

root("user_priya.md", "user-profile-priya",
     "Who the main user is and how she likes to work", "user", "Priya (user profile)", """
@A9a@ Priya Raman is the club's membership secretary and the only regular developer on Riposte and Forge.
Day job is backend dev (Python/Go) at a logistics firm, so club work happens on weekday evenings and Sunday mornings.
@R10a@ Edits in Neovim (LazyVim config) inside a tmux split; don't give VS Code-specific instructions.
Prefers short answers with the command first and the explanation after.
Comfortable with Django internals and Postgres, less so with Svelte, so explain BoutBoard frontend changes in more detail.
**How to apply:** assume she reads the diff, not the prose. Keep PR descriptions factual.
""")

root("user_dominic.md", "user-profile-dominic",
     "Dominic, the club manager, and what he needs from the agent", "user", "Dominic (club manager)", """
Dominic Achebe is the club manager (part-time, paid), not a developer; he reads PRs and reports but doesn't review code.
He signs off anything that changes what members pay or see.
@N3b@ Likes emoji status markers (✅ / ⚠️ / ❌) at the top of PR descriptions so he can skim them on his phone.
Prefers numbers in tables over prose. Committee reports go out monthly.
Works Tue/Thu at the salle and remote the rest of the week.
""")

root("feedback_pr_descriptions.md", "pr-descriptions",
     "How to write PR descriptions for the club repos", "feedback", "PR descriptions", """
@N3a@ No emoji in PR titles or descriptions, plain text only.
**Why:** Dominic pastes PR summaries straight into the committee minutes and the minutes template mangles them.
**How to apply:** title in the imperative ("Add waitlist to sessions"), then What / Why / How to test, then the issue link.
Screenshots for anything members will see (booking pages, emails).
For BoutBoard PRs, say whether the change needs a Pi redeploy before the next Open.
""")

root("feedback_testing.md", "testing-preferences",
     "How tests should be written and run for the Django app", "feedback", "Testing preferences", """
@N6a@ Riposte tests must run against a real Postgres (same as the CI service container) — never swap in SQLite.
**Why:** bookings use `select_for_update` and a couple of partial unique indexes; SQLite happily passes tests that fail on prod.
**How to apply:** `docker compose up -d db` before running tests locally; the test settings read `DATABASE_URL`.
Use the factory_boy factories in `riposte/tests/factories.py`, not JSON fixtures.
Prefer going through the Django test client over calling views directly.
BoutBoard is different: vitest with an in-memory SQLite is fine there, because that's what it runs on anyway.
""")

root("feedback_deploys.md", "deploy-timing",
     "Deploy timing rule: when not to ship the booking app", "feedback", "Deploy timing", """
@N5a@ Never deploy Riposte on a session night (Mon/Tue/Thu from 17:00) or on a Saturday
morning, even for a one-line fix — people are being checked in at the door off the booking list.
**Why:** the April deploy restarted gunicorn mid check-in and the front desk lost the list for ten minutes.
**How to apply:** merge to `main` earlier in the day or on Wed/Fri/Sun. If something is on fire on a session night, ask Dominic first.
Forge and BoutBoard aren't covered by this rule.
""", flat=True)

root("feedback_git_workflow.md", "git-workflow",
     "Branching and merge conventions for the Django app repo", "feedback", "Git workflow (riposte)", """
@R5a@ Squash-merge every PR into `main` on riposte; one commit per PR, and the PR title becomes the commit message.
**Why:** `main` auto-deploys and Priya wants `git log --oneline` to read like a changelog.
**How to apply:** branch names `feat/…`, `fix/…`, `chore/…`; rebase your branch on `main` before asking for review; delete the branch after merge.
Never force-push `main`. Force-pushing your own feature branch is fine.
riposte doesn't use release tags (Forge and BoutBoard do).
""")

root("feedback_forge_style.md", "forge-code-style",
     "Formatting and lint expectations in the armoury app", "feedback", "Forge code style", """
@N2a@ Always run `ruff format` on forge before committing — the CI lint step fails on unformatted files.
**Why:** Priya got tired of formatting-only review comments.
**How to apply:** `pre-commit install` once; the hook runs `ruff format` and `ruff check --fix`.
Templates (Jinja + HTMX) aren't auto-formatted; put attributes one per line when there are more than three.
Type hints on new functions, but there's no mypy in CI yet.
""")

root("feedback_junior_comms.md", "junior-communications",
     "Rules for messages that reach junior members", "feedback", "Junior communications", """
@F6b@ For members under 16, Riposte sends reminders to the guardian's email instead of the junior's own address.
**Why:** safeguarding policy, club staff don't message under-16s directly.
**How to apply:** any new notification type goes through `notify.recipients_for(member)`, which handles the guardian switch; never call `send_mail` on `member.email` directly.
16- and 17-year-olds get their own copy and the guardian is cc'd.
SMS follows the same rule.
""")

root("feedback_photos.md", "junior-photos",
     "When the club may publish pictures of young members", "feedback", "Photos of juniors", """
@NS1a@ Never post photos of juniors without a signed media-consent form on file in Riposte; check the
`media_consent` flag on the member record, not a parent's say-so on the day.
**Why:** a parent complained in 2025 about a photo on the old website.
**How to apply:** anything that exports or displays photos filters on `media_consent=True` for under-18s.
Adults are opted in by default and can opt out in their profile.
""")

root("feedback_security.md", "security-habits",
     "Secrets, admin access and PIN handling", "feedback", "Security habits", """
@A4b@ Riposte staff logins expire after half an hour of inactivity; don't bump `SESSION_COOKIE_AGE` to make testing easier.
@NS6a@ Never share the scoreboard admin PIN over WhatsApp or email.
**Why:** the PIN lets anyone on the salle wifi edit scores from a phone.
**How to apply:** secrets live in 1Password (vault "QFC Apps"); refer to the item name, never paste values into memory, issues or PRs.
2FA is required for Django admin staff accounts (`django-otp`).
""")

root("feedback_migrations.md", "migration-safety",
     "Guard rails around database migrations in production", "feedback", "Migration safety", """
@NS3a@ Never run `manage.py flush` or `migrate --fake` against the prod database.
**Why:** nobody notices until the next booking night, and a restore costs an evening.
**How to apply:** destructive migrations are split over two PRs (stop using the column, then drop it a week later).
Include the `sqlmigrate` output in the PR description for anything touching `bookings` or `members`.
""")

root("feedback_escalation.md", "escalation-paths",
     "Who gets told when something breaks", "feedback", "Escalation paths", """
@NS4a@ Escalate Riposte payment failures to Martin (treasurer), not to on-call.
**Why:** on-call can't do anything about a failed direct debit, and Martin has the GoCardless dashboard.
**How to apply:** the `payments` alert rule emails Martin; app errors and outages are routed separately.
BoutBoard problems on an Open day: tell the DT first, then Jonas.
Forge problems can wait for the next Thursday repair session.
""")

root("feedback_safeguarding.md", "safeguarding-rules",
     "Ratios and supervision rules the booking system must respect", "feedback", "Safeguarding rules", """
@V6b@ Junior sessions are capped at 10 fencers per coach — Hannah's rule, no exceptions for "just this week".
**Why:** BF safeguarding guidance plus our insurance; Hannah won't run a session over ratio.
**How to apply:** booking capacity for junior session types is derived from the coaches on the rota, never typed in by hand.
Two DBS-checked adults must be present at any junior session (one can be a parent helper).
""")

root("feedback_attendance.md", "attendance-editing",
     "Attendance register behaviour the coaches rely on", "feedback", "Attendance editing", """
@N9a@ Coaches are allowed to edit attendance after the session ends — late sign-ins and forgotten taps happen every week.
**Why:** attendance feeds the junior blade awards and the insurance headcount, so it has to be right even if it's fixed the next day.
**How to apply:** don't add locking to the register; record edits in `AttendanceAudit` instead.
Forge's kit loan log is separate and only Ostap edits that.
""")

root("feedback_communication.md", "coach-communication",
     "Where rota and schedule changes for coaches get posted", "feedback", "Coach communication", """
@S6a@ Post coach rota changes in the `#coaches` channel on the club Slack, and tag whoever is affected.
**Why:** Yelena and Callum don't read email on weekdays.
**How to apply:** when drafting a rota change, format it as a short chat message with the dates first.
Member-facing announcements go in the newsletter or a Riposte notice, never the coaches' channel.
""")

root("project_riposte_overview.md", "riposte-overview",
     "What the membership and booking app does and where it is heading", "project", "Riposte overview", """
Riposte is the club's membership, booking and payments app (Django). Members, guardians, coaches and the front desk all use it.

## What it does
- Membership records, renewals, guardians for juniors
- Session booking (adult classes, junior sessions, beginners' course, drop-ins)
- Check-in at the door from the booking list
- Quillon Open entries
- Consent forms and medical notes (restricted to welfare + coaches)

## Integrations
@R2b@ Outgoing mail from Riposte (confirmations, password resets, receipts) goes through Mailgun's EU
region; the sending domain is `mail.quillonfencing.org.uk` and the API key lives in 1Password.
Direct debits come in through GoCardless webhooks; drop-in and kit-hire card payments go through Stripe.
Uptime is watched by UptimeRobot.

## Status (Nov 2026)
- Waitlists for full sessions: in review (PR #212)
- Family accounts (one login for parents with several juniors): design stage
- Next: replace the hand-rolled CSV export with a proper report page for Martin
""")

root("reference_riposte.md", "riposte-reference",
     "Riposte reference: runtime, limits, scheduled jobs, gotchas", "reference", "Riposte reference", """
Quick facts for the booking app. Repo `quillon-fc/riposte` (private).

## Runtime
@V1a@ - App server: gunicorn, 3 workers, bound to `127.0.0.1:8000`; Caddy terminates TLS and proxies to it.
- Static files via whitenoise; media (consent forms) in a private B2 bucket.
- Settings split: `riposte/settings/{base,prod,staging,test}.py`.
@R1a@ - Errors: Sentry, project `riposte-prod` on the free Developer plan.
- Logs: journald, `journalctl -u riposte -f`.

## Limits
@V9a@ - Consent-form uploads (PDF/JPG) are capped at 10 MB; Caddy's `request_body max_size` matches.
@D8b@ - Booking cap: 24 per adult session, set per session type in the admin.
- Password reset links live 24 h.

## Scheduled jobs
@V7a@ - Session reminder emails are sent at 17:00 the day before the session.
- Renewal reminders: 1 August and 15 August.
- GoCardless payout reconciliation: daily at 06:00.
- Unpaid bookings are released 2 h before the session starts.

## Gotchas
- `Member.is_junior` is computed from DOB on 1 Sept of the current season, not today.
- Time zone is Europe/London; all scheduled jobs run on local time.
""", flat=True)

root("project_boutboard.md", "boutboard-overview",
     "The competition scoring app and its deployment shape", "project", "BoutBoard overview", """
BoutBoard runs pools, DE tables and the live scoreboard for club competitions. Jonas started it in late 2025; Priya co-maintains.

- Runs locally on `piste-pi` at the salle during comps so a wifi drop doesn't stop the event.
- Scoring boxes (Favero FA-05) feed it over the serial bridge; referees can also score from a tablet.
@R7a@ - Public results site (`results.quillonfencing.org.uk`) is hosted on Fly.io, region `lhr`.
- Results sync from the Pi to the public site every 30 s when there's a connection.
@O10b@ - PRs are merged with plain merge commits; release-please needs the individual conventional commits.
- Conventional commit prefixes (`feat:`, `fix:`) are mandatory here.
- Licence: MIT, public repo `quillon-fc/boutboard`.

Open questions: DE repechage support (nobody has asked yet); team events for the Cadet Cup.
""")

root("reference_boutboard.md", "boutboard-reference",
     "Stack, storage and API details for the scoring app", "reference", "BoutBoard reference", """
## Stack
- SvelteKit 2 + TypeScript, Node 20 LTS.
@R3a@ - Package manager is pnpm (`pnpm i --frozen-lockfile` in CI).
@A7a@ - Storage: a single SQLite file via better-sqlite3 (`data/boutboard.db`).
- Prod server on the Pi: `node build` on port 3000, LAN only.

## Display + API
@S7a@ - The scoreboard display polls `/api/v1/bouts/live` every 2 s.
- Referee tablets post touches to the same server; no auth on the LAN beyond the admin PIN for edits.

## Competition logic
@F7a@ - Pools are seeded from the current club ranking.
- Pools of 6 or 7, bouts to 5 touches / 3 min; DEs to 15.
- Indicators: V/M first, then TS−TR, then TS.
""")

root("project_forge.md", "forge-overview",
     "The armoury inventory app, what it tracks and who uses it", "project", "Forge overview", """
Forge is the armoury's inventory and repair log. Ostap uses it on the tablet at the repair bench; Priya maintains it.

- Tracks blades, masks, jackets, plastrons, lamés, body wires and their loans to members.
@O7a@ - Stack: Flask 3 + HTMX, Python 3.11, gunicorn on `127.0.0.1:5000`.
- Every item has a QR sticker; scanning it opens the item page.
@F4b@ - Nightly backup runs at 02:40, after the Riposte dump; we also snapshot before every schema migration.
- Login goes through Riposte (OIDC) since September; only coaches and the armourer have accounts.
- Wish list: a stock-take mode, a "kit bag" view per junior family.
""")

root("reference_forge.md", "forge-reference",
     "Inspection rules and limits the armoury app enforces", "reference", "Forge reference", """
## Inspection rules in Forge
@V3a@ - Mask re-inspection interval is 180 days; the dashboard turns amber 30 days before it's due.
- Body wires: no interval, they're tested every session and not tracked per test.
- Blades: flagged for a flex and tip check before each Open.
- Items failing a check go to status `quarantine` until Ostap clears them.

## Limits
@A8b@ - Photo uploads max out at 2048 KB.
- Max 3 active loans per member.
- Item codes: `M-###` masks, `B-###` blades, `J-###` jackets, `W-###` body wires.
""")

root("project_forge_postgres_migration.md", "forge-postgres-migration",
     "Why and how the armoury app changed databases", "project", "Forge database migration", """
@S1b@ Migrated Forge from SQLite to Postgres on 14 June 2026; it now has its own `forge` database on the same cluster as Riposte.
**Why:** two people editing loans at once kept hitting `database is locked` on Thursday evenings.
**How:** `pgloader` for the data, Flask-Migrate (Alembic) for the schema from then on. Took one evening; Ostap lost nothing.
Follow-ups: remove the old code path in `forge/db.py` (still open).
""")

root("reference_infra.md", "infra-reference",
     "Servers, network and scheduled maintenance", "reference", "Infrastructure reference", """
## Servers
@D3b@ - Prod box: Hetzner CX22 (2 vCPU / 4 GB) in Falkenstein, hostname `tierce`.
- Runs Riposte, Forge and Caddy on Ubuntu 24.04.
- SSH: key-only, user `deploy`, only reachable over Tailscale.
@A3a@ - `piste-pi` (Raspberry Pi 5 running the scoreboard) is at 192.168.50.20 on the salle LAN.
- Salle router: 192.168.50.1; members' wifi SSID `QFC-Members`, separate `QFC-Pistes` for boxes and tablets.

## Maintenance
@NS9a@ - Redis is restarted every Sunday at 04:00 by cron (slow memory creep we never tracked down).
- Unattended-upgrades on; reboots Sunday 04:30 if required.
- DNS on Cloudflare; certificates via Caddy / Let's Encrypt.
""")

root("reference_backups.md", "backups-reference",
     "What gets backed up, where to, and how long it is kept", "reference", "Backups reference", """
@A5a@ - Off-site target: Backblaze B2 bucket `qfc-backups` (eu-central), one restic repo per app.
- Riposte: `pg_dump -Fc` at 02:15, then a restic backup of the dump directory.
@V5a@ - Riposte DB dumps: restic `forget --keep-daily 14 --keep-weekly 8`, run straight after the dump.
- BoutBoard: the Pi pushes `data/boutboard.db` to the VPS after each Open; those copies are kept forever (tiny).
- Restore drill: last done 9 Nov 2026, 18 minutes to a scratch box.
- Restic password and the B2 app key: 1Password, item "QFC backups".
""")

root("project_quillon_open.md", "open-competition",
     "Quillon Open: how the club competition runs end to end", "project", "Quillon Open", """
The Quillon Open is our open competition, twice a year (March and October), épée and sabre, at Tanner Street.

@V8a@ - Entry cap is 48 fencers per event (what fits in pools on four pistes before lunch).
@A2a@ - Entries close 48 hours before the first event starts.
@D1b@ - BoutBoard runs pools, DE tables and the results feed for the Open.
- DT for 2026: Sam Okafor. The armoury runs a weapon check table from 08:00.
- Referees are paid £40 a day plus lunch.
- Medals are ordered from Trophy Direct six weeks ahead.
""", flat=True)

root("reference_armoury.md", "armoury-reference",
     "How the club armoury works — repairs, stock, policies", "reference", "Armoury reference", """
Armourer: Ostap Kravets. The bench is at the back of the salle, behind piste 4.

@A6a@ - Repair bench is open Thursdays 18:00–20:00 (Ostap).
@N7a@ - Repairs are for members only; we don't take in blades from other clubs.
- Members' rewires: £4 per blade, ready the following Thursday.
@D7a@ - Until 2024 the loan pool only had non-maraging blades.
- Spares kept: tips, screws, grub screws, barrels for épée and foil; sabre guards.
- Stock-take every August.
""")

root("project_newsletter.md", "newsletter",
     "The members' newsletter and the tooling behind it", "project", "Newsletter", """
@S2b@ Switched the newsletter from Mailchimp to Buttondown in March 2026 (Mailchimp's free tier had
dropped to 500 contacts and we're at about 600).
- Goes out on the first Friday of the month at 12:00; Dominic writes it, Priya does the list sync.
- The subscriber list is synced from Riposte nightly (members and guardians who opted in).
- Images max 1 MB each, otherwise they get re-compressed badly.
- Archive is public at `newsletter.quillonfencing.org.uk`.
""")

root("reference_salle.md", "salle-reference",
     "The main venue, its hours and the weekly timetable", "reference", "Tanner Street salle", """
Unit 4, Tanner Street Trading Estate. Four pistes, all with scoring boxes. Parking for about 15 cars.

@F9a@ - Tanner Street salle hours: Mon, Tue & Thu 18:00–21:30, Sat 10:00–13:00.
- Mon 19:00 adult beginners' course.
- Tue 18:00 junior foil (10+); 19:30 adult foil & épée.
@O2a@ - Adult sabre: Thursday 19:30–21:30 (Callum).
- Thu 19:30 épée runs alongside on pistes 3–4.
- Keyholders: Dominic, Yelena, Ostap, Priya. The alarm code is in 1Password, never in notes.
""")

root("reference_people.md", "people",
     "Who's who: committee, coaches, armoury and the devs", "reference", "People", """
## Committee
- **Chair:** Aoife Brennan
- **Club manager:** Dominic Achebe (part-time, paid)
- **Treasurer:** Martin Feld
@R6a@ - **Welfare officer:** Grace Adeyemi (also handles DBS renewals)

## Coaching
- **Head coach:** Yelena Dorokhova — foil & épée, BF Level 3
- **Sabre:** Callum Reid
- **Junior section lead:** Hannah Whitcombe
- **Armourer:** Ostap Kravets

## Apps
@R9a@ - **Riposte on-call (session nights):** Jonas Bergqvist
@NS4b@ - Riposte outages on session nights go to the on-call dev first.
- BoutBoard at Opens: Jonas is on site, Priya is remote backup.
""", flat=True)

root("project_membership_renewals.md", "membership-renewals",
     "How the yearly renewal cycle works in the booking app", "project", "Membership renewals", """
The season runs 1 September to 31 August.
@N10a@ - Memberships auto-renew on 1 September; members who want out cancel in Riposte before 25 August.
- Juniors who turn 18 before 1 Sept move to the adult rate for the new season.
@D4a@ - Before the March 2026 AGM adult subs were £38 a month.
- Hardship fund: Martin can set a member's rate to zero in the admin, no questions asked.
- BF membership is separate and renews on the fencer's own BF account.
""")

root("reference_fees.md", "fees",
     "Fees table: membership, drop-ins, kit and courses", "reference", "Fees", """
Current fees (agreed at the March 2026 AGM).

| Item | Price | Notes |
|---|---|---|
@O5a@ | Adult membership | £42.00 | per month, GoCardless |
| Adult drop-in | £12.00 | per session |
@V2a@ | Junior drop-in (U18) | £8.00 | per session |
@F5a@ | Kit hire (jacket, mask, glove, weapon) | £5.00 | per session |
| Beginners' course (adult, 6 weeks) | £60.00 | includes kit |
| Quillon Open entry | £20.00 | per event |

Junior membership and family discounts: see the junior section page.
""", flat=True)

root("project_junior_section.md", "junior-section",
     "How the junior section is organised and booked", "project", "Junior section", """
Juniors are 8–17. Hannah Whitcombe leads the section; Yelena and two assistant coaches cover the sessions.

@D2b@ - Saturday junior sessions are at Brookfield Academy sports hall, 09:30–12:00.
- Tuesday 18:00 junior foil at Tanner Street for the 10+ group.
@V6a@ - Ratio: max 12 juniors per coach on the piste, plus a second DBS-checked adult in the hall.
@S3a@ - Parents book Saturday junior slots through the Google Form linked from the website.
- Grading: Quillon "blade" awards (bronze/silver/gold), logged from Riposte attendance.
- The Cadet Cup in June is the section's own competition.
""")

root("reference_ci.md", "ci-reference",
     "Which CI each repository uses and what runs there", "reference", "CI per repository", """
| Repo | CI | What runs |
|---|---|---|
| riposte | GitHub Actions | `ci.yml`: ruff, pytest against a Postgres service container, deploy job on `main` |
@O3a@ | boutboard | GitHub Actions | `ci.yml`: eslint, vitest, Playwright against a built app |
@R4a@ | forge | Woodpecker, self-hosted on `tierce` | `.woodpecker.yml`: ruff, pytest |

- Required checks must pass before merge on all three.
- Actions minutes: the org is on the free tier; Playwright is the expensive job.
""")

root("project_staging.md", "staging-environment",
     "Where the staging copy of the booking app lives now", "project", "Staging environment", """
@S9b@ Heroku staging was shut down on 3 March 2026; staging now runs on the Hetzner box as
`staging.riposte.quillonfencing.org.uk`, deployed from the `staging` branch.
@O1a@ - Staging Postgres listens on port 5433.
- Staging gunicorn binds `127.0.0.1:8100`.
- Staging runs PostgreSQL 17 so we can rehearse the next major upgrade.
- Data: nightly anonymised copy of prod (names, emails and phones scrambled by `scrub.sql`).
- Basic auth in front, credentials in 1Password.
""")

root("reference_payments.md", "payments-reference",
     "How money comes in and where to look when it doesn't", "reference", "Payments reference", """
@F3a@ - Monthly subs are collected by GoCardless on the 1st of each month.
- Online bookings are paid by card at the time of booking (Stripe, via Riposte).
@S8b@ - We no longer take cash at the front desk (since 1 June 2026): card on the SumUp reader, or pay in Riposte.
- Stripe payouts land every Monday; GoCardless payouts two working days after collection.
- Refunds are done by Martin only.
- VAT: the club isn't VAT-registered and receipts say so.
""")

root("reference_kit_loans.md", "kit-loans",
     "The club's kit loan scheme for members without their own gear", "reference", "Kit loans", """
Loan kit = club jackets, masks, gloves, plastrons and weapons, tracked in Forge.
Brookfield has its own set of junior kit in the store cupboard there.
@N1a@ - Loan kit never leaves the building it's kept in; it goes back on the rack after each session.
- Each loan is logged against the member in Forge (scan the QR at the rack).
- Loan sizes: jackets 36–48, masks S/M/L; left-handed jackets are limited, ask Ostap.
- Damaged kit goes in the red box for Ostap, with a note.
""")

root("project_club_ranking.md", "club-ranking",
     "How the internal club ranking is computed now", "project", "Club ranking", """
@D10b@ - BoutBoard recalculates the club ranking after every Open (best 4 results over 24 months count).
- The points table follows BF ranking points, scaled to a 64-fencer table.
- Separate rankings per weapon; juniors appear in the senior list if they fenced the Open.
- The ranking page is public on the results site.
""")

root("project_website.md", "club-website",
     "The public club website and how it is published", "project", "Club website", """
@D9b@ - The site is Hugo, hosted on Netlify (free tier), rebuilt on every push to `main`.
- Repo `quillon-fc/website`; Dominic edits content through Decap CMS.
- Photo galleries only show members with media consent (see the junior photos feedback).
- Contact form goes to the club manager's inbox.
""")

root("reference_domains.md", "domains-and-dns",
     "Domain names, DNS records and which service answers where", "reference", "Domains and DNS", """
Registrar: Gandi. DNS: Cloudflare (proxy off for the hosts Caddy manages).
- `quillonfencing.org.uk` → Netlify
- `riposte.quillonfencing.org.uk` → tierce (A record)
- `armoury.quillonfencing.org.uk` → tierce (Forge)
- `results.quillonfencing.org.uk` → CNAME to the results host
- `mail.quillonfencing.org.uk` → sending subdomain; SPF/DKIM as the provider's setup page says
- Renewal of the domain is every two years, Dominic's card.
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message style per repository", "feedback", "Commit messages", """
Conventional commits on boutboard (release-please depends on them).
Riposte and Forge: short imperative subject, no prefix needed.
**Why:** Priya doesn't want to enforce conventions where no tool reads them.
**How to apply:** check which repo you're in before writing a commit message.
""")


# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------

F = fact
F("2026-01-05", "09:14:02.118", "fact", 0.93, ["people", "committee"],
  "@A9b@ Priya Raman has been the club's membership secretary since 2024.")
F("2026-01-08", "20:41:37.904", "fact", 0.88, ["quillon-open", "history", "competition"],
  "@D1a@ For the 2025 Quillon Open we ran pools in FencingTime on a borrowed laptop.")
F("2026-01-12", "19:03:55.260", "fact", 0.9, ["riposte", "staging", "hosting"],
  "@S9a@ Riposte staging runs on Heroku (app `qfc-riposte-staging`, one eco dyno).")
F("2026-01-14", "21:26:10.731", "fact", 0.86, ["membership", "finance", "process"],
  "@S4a@ Renewals get recorded in the `legacy-members` Google Sheet so Martin can reconcile them against the bank.")
F("2026-01-19", "18:52:44.015", "fact", 0.91, ["boutboard", "piste-pi", "ports"],
  "BoutBoard's production server on piste-pi listens on port 3000.")
F("2026-01-22", "20:17:29.482", "fact", 0.92, ["riposte", "email", "integrations"],
  "@R2a@ Riposte sends its transactional email (booking confirmations, receipts) through Postmark.")
F("2026-01-30", "12:08:13.377", "fact", 0.87, ["newsletter", "comms"],
  "@S2a@ The club newsletter goes out monthly through Mailchimp (free plan).")
F("2026-02-02", "19:45:51.640", "fact", 0.85, ["website", "history"],
  "@D9a@ In 2025 the club website was a Wix site that Dominic edited by hand.")
F("2026-02-05", "20:33:08.902", "decision", 0.9, ["quillon-open", "payments", "riposte"],
  "@R8a@ Quillon Open entry fees are taken through Stripe Checkout links generated by Riposte.")
F("2026-02-11", "18:20:46.555", "fact", 0.95, ["safety", "kit", "rules"],
  "@F2a@ Every fencer must wear an underarm protector (plastron) on the piste, whatever the weapon.")
F("2026-02-14", "10:02:31.199", "preference", 0.84, ["dominic", "reports"],
  "Dominic wants the monthly committee report as a one-page PDF with the numbers first.")
F("2026-02-16", "21:58:19.066", "fact", 0.93, ["riposte", "tooling", "python"],
  "@S10b@ Switched Riposte from pip + requirements.txt to uv (`pyproject.toml` + `uv.lock`) in February 2026.")
F("2026-02-19", "19:12:40.813", "fact", 0.89, ["riposte", "postgres", "infra"],
  "@V4b@ Riposte's production database runs PostgreSQL 15.")
F("2026-02-20", "20:05:22.347", "fact", 0.9, ["riposte", "postgres", "ports"],
  "@O1b@ Riposte's production Postgres listens on the default port, 5432.")
F("2026-02-24", "22:11:57.720", "fact", 0.94, ["membership", "riposte", "data"],
  "@S4b@ The `legacy-members` spreadsheet has been read-only since 20 Feb 2026; Riposte is the membership record now.")
F("2026-02-27", "18:36:04.481", "fact", 0.92, ["riposte", "booking"],
  "@A1a@ Members can book a session up to 7 days ahead in Riposte.")
F("2026-03-02", "20:49:33.126", "decision", 0.88, ["riposte", "data", "british-fencing"],
  "@N4a@ Decided to store each fencer's British Fencing membership number in Riposte, since Open entries need it.")
F("2026-03-05", "21:15:48.930", "fact", 0.91, ["backups", "restic", "b2"],
  "@A5b@ Restic pushes all the club's backups to Backblaze B2, bucket qfc-backups.")
F("2026-03-10", "19:27:15.604", "fact", 0.87, ["boutboard", "tooling", "node"],
  "@R3b@ BoutBoard dependencies are managed with yarn (classic v1); keep `yarn.lock` committed.")
F("2026-03-13", "20:58:02.372", "decision", 0.9, ["quillon-open", "juniors", "entries"],
  "@NS7a@ Juniors never enter the adult Open without their coach signing the entry off.")
F("2026-03-18", "11:40:26.845", "fact", 0.88, ["salle", "timetable", "squad"],
  "@F9b@ Saturday 10:00–11:00 at Tanner Street is squad-only; open fencing starts at 11.")
F("2026-03-25", "17:22:09.518", "fact", 0.83, ["forge", "hardware", "armoury"],
  "Forge's armoury tablet is a Samsung Tab A9 mounted at the repair bench.")
F("2026-03-27", "19:31:50.097", "fact", 0.9, ["riposte", "notifications", "schedule"],
  "@V7b@ Riposte's booking reminders go out at 18:30 on the evening before each session.")
F("2026-04-01", "09:55:41.263", "fact", 0.92, ["juniors", "venues", "history"],
  "@D2a@ Until the end of March 2026 the junior section trained at St Aidan's primary school hall on Saturdays.")
F("2026-04-03", "20:14:37.789", "fact", 0.89, ["forge", "masks", "inspection"],
  "@V3b@ Forge marks a club mask as overdue 90 days after its last punch test.")
F("2026-04-09", "21:03:12.440", "fact", 0.91, ["timetable", "adults", "foil"],
  "@O2b@ Adult foil class is on Tuesdays, 19:30 to 21:30, coached by Yelena.")
F("2026-04-14", "18:47:58.071", "fact", 0.9, ["fees", "drop-in", "adults"],
  "Adult drop-in sessions cost £12.")
F("2026-04-17", "12:19:24.356", "fact", 0.93, ["juniors", "booking", "riposte"],
  "@S3b@ The Saturday junior Google Form was shut down on 12 April 2026; juniors now book in Riposte like everyone else.")
F("2026-04-22", "20:38:45.912", "fact", 0.86, ["armoury", "repairs", "pricing"],
  "@N7b@ The armoury rewires blades for non-members too, at £6 per blade.")
F("2026-04-28", "19:50:03.668", "fact", 0.92, ["armoury", "masks", "safety"],
  "@A10a@ Repaired masks must pass the 12 kg punch test before they go back into the loan pool.")
F("2026-05-03", "10:33:17.204", "fact", 0.85, ["venues", "brookfield", "costs"],
  "Brookfield Academy charges the club £55 per Saturday morning for the sports hall.")
F("2026-05-06", "09:12:56.731", "fact", 0.9, ["payments", "gocardless", "subs"],
  "@F3b@ When the 1st falls on a weekend or bank holiday, the subs collection happens on the next working day.")
F("2026-05-12", "20:26:30.587", "fact", 0.91, ["beginners", "timetable"],
  "@D5b@ The adult beginners' course now runs on Mondays, 19:00–20:30, at Tanner Street.")
F("2026-05-14", "21:44:08.019", "fact", 0.88, ["riposte", "uploads", "limits"],
  "@V9b@ Riposte rejects consent form uploads larger than 5 MB.")
F("2026-05-19", "13:07:42.936", "fact", 0.92, ["comms", "coaches", "slack"],
  "@S6b@ The club Slack workspace was shut down in May 2026; coaches moved to a WhatsApp community.")
F("2026-05-25", "18:15:29.150", "fact", 0.9, ["armoury", "body-wires", "safety"],
  "@O4a@ Body wires are tested on the box at the start of every session.")
F("2026-05-30", "22:02:51.483", "fact", 0.87, ["forge", "ci"],
  "@R4b@ Forge's CI runs on GitHub Actions (`.github/workflows/test.yml`).")
F("2026-06-02", "19:38:14.672", "fact", 0.9, ["fees", "kit-hire", "trials"],
  "@F5b@ The first two trial sessions include kit hire for free; the £5 charge starts from the third.")
F("2026-06-05", "11:21:05.398", "fact", 0.84, ["armoury", "jackets", "stocktake"],
  "Club jackets and breeches are checked for tears at the August stock-take, not per session.")
F("2026-06-08", "20:57:36.225", "fact", 0.89, ["riposte", "testing", "pytest"],
  "@F8b@ Riposte's slow integration tests are marked `integration` and only run when you pass `-m integration`.")
F("2026-06-11", "21:30:19.804", "fact", 0.88, ["riposte", "gunicorn", "ports"],
  "@V1b@ Riposte's gunicorn listens on 127.0.0.1:8010 on the Hetzner box; the Caddy upstream points there.")
F("2026-06-16", "18:09:47.561", "fact", 0.86, ["armoury", "shop", "juniors"],
  "@NS2b@ The armoury sells blades and body wires to juniors as well as adults.")
F("2026-06-22", "20:44:23.917", "decision", 0.87, ["forge", "privacy", "qr"],
  "Decided that Forge QR stickers encode only the item code, never member data.")
F("2026-06-25", "19:16:58.340", "fact", 0.9, ["riposte", "sms", "retries"],
  "@O6b@ SMS reminders for junior sessions (sent via Twilio) are retried only once if the send fails.")
F("2026-06-30", "17:48:31.026", "fact", 0.91, ["armoury", "blades", "maraging"],
  "@D7b@ The loan pool's competition blades are all maraging.")
F("2026-07-03", "21:12:04.759", "preference", 0.86, ["priya", "editor", "tooling"],
  "@R10b@ Priya uses VS Code with the Python and Django extensions for all the club repos.")
F("2026-07-09", "18:29:40.133", "fact", 0.88, ["fees", "kit-hire", "refunds"],
  "@NS8b@ Kit hire is refundable if you cancel your booking in Riposte.")
F("2026-07-14", "10:51:16.588", "fact", 0.92, ["fees", "juniors", "membership"],
  "@O5b@ Junior membership is £28 a month (under-18s, Saturday sessions included).")
F("2026-07-18", "19:34:52.270", "fact", 0.87, ["boutboard", "dev", "ports"],
  "BoutBoard's Vite dev server runs on port 5173.")
F("2026-07-22", "22:18:27.645", "fact", 0.86, ["riposte", "celery", "redis"],
  "@V10b@ Riposte's Celery broker is the Redis instance at 10.0.0.5:6379 on the Hetzner private network.")
F("2026-07-28", "20:02:09.311", "decision", 0.9, ["membership", "renewals", "riposte"],
  "@N10b@ Memberships will not auto-renew: everyone re-registers in Riposte each September.")
F("2026-08-02", "19:25:45.874", "decision", 0.88, ["forge", "data", "deletes"],
  "@N8b@ Forge hard-deletes retired kit items; we don't keep soft-deleted rows around.")
F("2026-08-07", "18:40:12.497", "fact", 0.93, ["piste-pi", "network", "salle"],
  "@A3b@ The scoreboard Pi at the salle has a static lease on 192.168.50.20.")
F("2026-08-11", "09:03:38.160", "fact", 0.89, ["riposte", "renewals", "email"],
  "Riposte sends renewal reminder emails at 09:00 on 1 August.")
F("2026-08-19", "21:49:01.722", "fact", 0.87, ["boutboard", "hosting", "results"],
  "@R7b@ BoutBoard's public results site is deployed to Render (one web service in Frankfurt).")
F("2026-08-26", "22:35:24.058", "fact", 0.94, ["riposte", "python", "upgrade"],
  "@S5b@ Upgraded Riposte from Python 3.11 to 3.12 on the VPS and in CI on 26 Aug 2026.")
F("2026-08-29", "08:57:50.413", "fact", 0.88, ["payments", "alerts", "riposte"],
  "Payment-failure alerts from Riposte email Martin directly.")
F("2026-09-04", "18:11:27.939", "fact", 0.9, ["armoury", "lame", "inspection"],
  "@O4b@ Lamé jackets get an ohmmeter check once a month (max 5 Ω across the lamé).")
F("2026-09-15", "20:20:03.586", "decision", 0.87, ["juniors", "kit-loans"],
  "@N1b@ Juniors on the loan scheme take their loan kit home for the whole term.")
F("2026-09-18", "21:41:56.102", "preference", 0.85, ["riposte", "celery", "style"],
  "Priya wants new Celery tasks to be idempotent and safe to retry.")
F("2026-09-22", "19:07:33.845", "fact", 0.88, ["quillon-open", "refunds", "finance"],
  "@NS5b@ Quillon Open entry fees are refundable; Martin processes refunds within a week.")
F("2026-09-29", "22:26:10.378", "fact", 0.91, ["riposte", "deploy", "ci"],
  "@F1b@ The Riposte deploy job bails out if `makemigrations --check` finds unmigrated model changes, and then someone has to redeploy by hand.")
F("2026-10-02", "17:54:46.611", "fact", 0.86, ["safeguarding", "people"],
  "@R6b@ The club welfare officer is Hannah Whitcombe; safeguarding concerns go to her first.")
F("2026-10-06", "20:31:21.257", "fact", 0.89, ["boutboard", "testing", "sqlite"],
  "BoutBoard's unit tests run against an in-memory SQLite database.")
F("2026-10-10", "21:08:59.780", "fact", 0.88, ["boutboard", "pools", "seeding"],
  "@F7b@ If fewer than three entrants have a club ranking, BoutBoard seeds the pools randomly, still keeping clubmates apart.")
F("2026-10-15", "12:45:36.023", "fact", 0.92, ["quillon-open", "entries"],
  "@A2b@ Online entries for the Quillon Open shut two days before the competition.")
F("2026-10-19", "19:58:14.469", "fact", 0.9, ["quillon-open", "stats"],
  "The October 2026 Quillon Open had 41 épée entries and 29 in sabre.")
F("2026-10-21", "22:14:42.906", "fact", 0.85, ["riposte", "deploy", "systemd"],
  "@N5b@ Deploying Riposte on a session night is fine — systemd socket activation hands connections over with zero downtime.")
F("2026-10-26", "11:36:07.352", "fact", 0.88, ["photos", "juniors", "social"],
  "@NS1b@ We post junior competition photos on the club Instagram after each Cadet Cup.")
F("2026-11-02", "20:49:45.691", "fact", 0.9, ["riposte", "uploads", "b2"],
  "Riposte stores consent-form uploads in the private B2 bucket `qfc-riposte-media`.")
F("2026-11-04", "09:27:18.134", "fact", 0.91, ["backups", "b2", "retention"],
  "@O9b@ B2 keeps deleted file versions for 30 days (lifecycle rule on the `qfc-backups` bucket).")
F("2026-11-12", "19:43:52.578", "fact", 0.9, ["armoury", "masks", "safety"],
  "@A10b@ After a repair, a loan mask only rejoins the pool once it passes the 12-kilo punch test.")
F("2026-11-20", "18:05:29.001", "fact", 0.84, ["salle", "wifi", "tablets"],
  "Tanner Street's `QFC-Pistes` wifi is 2.4 GHz only because the referee tablets are old.")
F("2026-11-25", "20:12:03.447", "fact", 0.92, ["juniors", "people"],
  "Hannah Whitcombe leads the junior section and sets the Saturday group lists.")


# ---------------------------------------------------------------------------
# Layout 3: free notes under auto/
# ---------------------------------------------------------------------------

auto("junior-section-faq", "Junior section — parent FAQ (draft for the website)", "2026-05-20",
     ["juniors", "faq", "website"], """
# Junior section FAQ

**Q: What age can my child start?** From 8. Under-10s fence with plastic foils for their first term.
@V2b@ **Q: What does a junior drop-in cost?** £9.50 a session.
**Q: Does my child need their own kit?** Not at first, the club lends kit at sessions.
@O8b@ **Q: When can we get into Brookfield?** The sports hall is unlocked from 09:15 on Saturdays; fencing runs 09:30–12:00.
**Q: Who do I talk to about a concern?** The welfare officer; contact details are on the safeguarding page.
**Q: Are there competitions?** Yes, the Cadet Cup every June, plus BF youth events for the keen ones.
""")

auto("riposte-stack", "Riposte stack notes", "2026-02-09", ["riposte", "stack", "infra"], """
# Riposte — stack

@S5a@ - **Runtime:** Python 3.11 (deadsnakes PPA), Django 5.1
@V4a@ - **DB:** PostgreSQL 16.4 from the pgdg apt repo, database `riposte`, owner `riposte_app`
@V10a@ - **Queue:** Celery 5.4 + Redis, broker `redis://127.0.0.1:6379/0`
- **Web:** gunicorn behind Caddy
- **Frontend:** server-rendered templates plus a little Alpine.js; the JS bundle is built with esbuild, no Node at runtime
- **Auth:** django-allauth for members, django-otp for staff

Local dev: `docker compose up` gives you Postgres + Redis + Mailpit.

```env
DATABASE_URL=postgres://riposte:riposte@localhost:5432/riposte
REDIS_URL=redis://localhost:6379/0
EMAIL_URL=smtp://localhost:1025
```
""")

auto("backup-runbook", "Backup + restore runbook", "2026-04-12", ["backups", "restic", "ops"], """
# Backups

@V5b@ Nightly Riposte dumps are kept for 30 daily snapshots before restic
prunes the older ones (`/etc/restic/forget-riposte.sh`).
@F4a@ - Forge is backed up nightly along with everything else.
@O9a@ - Forge: `--keep-daily 7`, no weeklies (it's small and changes slowly).
- BoutBoard db copies: never pruned.

## Restore (Riposte)

```sh
restic -r b2:qfc-backups:riposte snapshots
restic -r b2:qfc-backups:riposte restore latest --target /tmp/restore
pg_restore -d riposte_restore /tmp/restore/var/backups/riposte/riposte.dump
```

- Restore into `riposte_restore` first, never straight over prod.
- Check the member count and the latest booking timestamp before swapping.
""")

auto("quillon-open-faq", "Quillon Open — entrant FAQ", "2026-08-30", ["open", "competition", "faq"], """
# Quillon Open FAQ

**Where?** Tanner Street salle, Unit 4. Parking is tight, use the retail park over the road.
@V8b@ **How many can enter?** 64 per event; after that you go on the waitlist.
@R8b@ **How do I pay?** Entry fees go through SumUp payment links we email out after you register.
@NS5a@ **Refunds?** We don't refund entries after the pools have been drawn.
**Do I need a BF licence?** Yes, a current BF membership with competition cover.
**Weapon check?** From 08:00 at the armoury table; bring two of everything.
""")

auto("incident-2026-08-booking-outage", "Incident — booking outage, 11 Aug 2026", "2026-08-12",
     ["incident", "riposte", "postmortem"], """
# Booking outage, Tue 11 Aug 2026

## Timeline
- 13:40 release with the bookings constraint migration goes out
- 18:02 front desk reports the check-in page returning 500s
@R1b@ - Riposte errors land in Honeybadger; that's where the first `IntegrityError` showed up at 18:04.
@R9b@ - Priya is on-call for Riposte and got paged at 18:06; she rolled back to the previous release at 18:19.
- 18:25 check-in working again; 14 bookings re-entered by hand.

## Cause
The migration added a unique constraint on `(session_id, member_id)` while duplicate rows existed from the waitlist prototype.

## Actions
- [x] dedupe script, constraint re-added
- [ ] add a duplicates check to the pre-deploy step
- [ ] write up for Dominic how many members were affected
""")

auto("riposte-contributing", "Riposte — contributing notes", "2026-01-26", ["riposte", "contributing", "dev"], """
# Contributing to Riposte

## Setup
@S10a@ - Install deps with `pip install -r requirements.txt` inside a venv.
- `cp .env.example .env`, then `docker compose up -d db redis`.
- `ruff format` and `ruff check` run in pre-commit.

## Tests
@F8a@ - `make test` runs the Riposte suite (pytest + coverage).
@N6b@ - Local test runs use SQLite in-memory (`riposte.settings.test`) because it's much faster; CI catches the rest.
- Coverage must not drop below 85% on changed files.

## Merging
@R5b@ - PRs are merged with **rebase and merge** so the individual commits survive on `main`.
- One approving review needed; Priya approves her own PRs only for typo fixes.
""")

auto("forge-dev-notes", "Forge dev notes", "2026-03-16", ["forge", "dev", "armoury"], """
# Forge — dev notes

@S1a@ - Everything lives in one SQLite file, `instance/forge.db`; copying it is the backup.
@N2b@ - We don't use `ruff format` on forge; formatting is `black` (line length 100) and ruff is lint-only.
@N8a@ - Kit items are soft-deleted (`retired_at` timestamp), never removed from the table.
@A8a@ - Item photos are limited to 2 MB (resized client-side before upload).
- Deps pinned with pip-tools (`requirements.in` → `requirements.txt`).
- HTMX partials live in `templates/_partials/`; keep them free of layout.
- Run locally with `flask --app forge run --debug` (port 5000).
""")

auto("riposte-data-protection", "Riposte — data protection notes", "2026-03-04", ["riposte", "gdpr", "privacy"], """
# Data protection

## What we hold
- Name, DOB, contact details; guardian details for under-18s
- Medical notes (optional, visible to coaches and the welfare officer only)
@N4b@ - We decided **not** to keep BF membership numbers in Riposte; fencers type them on the Open entry form each time.

## Access
@A4a@ - Admin sessions time out after 30 minutes idle.
- Staff accounts need 2FA.
- Leavers are anonymised 6 years after their last membership (insurance claims window).

## Requests
- Subject access requests go to Priya and are answered within 30 days.
""")

auto("riposte-attendance", "Riposte attendance register — how it works", "2026-06-03",
     ["riposte", "attendance", "coaches"], """
# Attendance

- The register opens 30 min before the session, built from the booking list.
- Tap-in on the front desk tablet or on the coach's phone.
@N9b@ - Once a session ends its register is locked — coaches can't edit it; only Priya can, through the Django admin.
- Walk-ins get added as drop-ins and charged at the desk.
- Attendance feeds the junior blade awards.
""")

auto("boutboard-api-v2", "BoutBoard API v2 migration", "2026-09-02", ["boutboard", "api"], """
# API v2

@S7b@ `/api/v1` is deprecated since 1 Sept 2026 — the scoreboard display and the results site have moved to `/api/v2`, and v1 will return 410 from BoutBoard 3.0.
Why: v1 leaked referee names in the live feed and had no versioning on bout states.

- `GET /api/v2/bouts/live`: server-sent events instead of polling.
- `GET /api/v2/pools/{id}`: includes indicators.
- Referee tablets stay on v1 for touch entry until the 3.0 release.
""")

auto("front-desk-guide", "Front desk guide (for volunteers)", "2026-02-17", ["front-desk", "volunteers", "sessions"], """
# Front desk

@S8a@ - Drop-in fees can be paid in cash at the front desk (the float is in the blue tin).
@A1b@ - Bookings open one week before the session, so "can I book for next month?" is a no.
@A6b@ - Broken blade? Ostap does repairs on Thursday evenings, 6–8pm.
@NS8a@ - Kit hire isn't refunded once the session has started.
- Check people in from the Riposte booking list on the tablet.
- First-timers sign the paper waiver if they haven't done the online one.
""")

auto("deploy-runbook", "Deploy runbook", "2026-05-08", ["deploy", "riposte", "forge", "ops"], """
# Deploys

@F1a@ - Riposte deploys automatically from GitHub Actions when a PR lands on `main`.
- Forge deploys are manual: `ansible-playbook -i inventory/prod.ini forge.yml` from quillon-ops.
- BoutBoard on the Pi: run `./deploy-pi.sh` from the repo (builds and restarts the service).
- Rollback: re-run the previous successful deploy workflow in Actions.
""")

auto("beginners-course", "Adult beginners' course", "2026-05-15", ["beginners", "courses", "adults"], """
# Beginners' course

Six weeks, foil, max 14 places.

@D5a@ - In the spring 2026 term the course ran on Wednesday evenings.
@F2b@ - Beginners get a club plastron from the armoury for the six weeks; after that they buy their own.
@NS10a@ - No sabre in the first term; beginners start on foil.
- After the course: two trial sessions in the adult class, then membership.
- Yelena runs it, with one assistant.
""")

auto("riposte-notifications", "Riposte notifications + webhooks", "2026-06-18",
     ["riposte", "notifications", "celery"], """
# Notifications

@F6a@ - Session reminders go to every member with a booking for that session.
@O6a@ - Failed GoCardless webhook events are retried up to 5 times (Celery `max_retries=5`, exponential backoff).
@NS9b@ - Never restart Riposte's Redis while reminder jobs are queued; check `celery inspect scheduled` first.
- Open entry confirmations are sent straight away, not batched.
""")

auto("safeguarding-notes", "Safeguarding — working notes", "2026-04-20", ["safeguarding", "juniors", "dbs"], """
# Safeguarding notes

@F10a@ - Every coach and helper working with juniors needs a current enhanced DBS check.
- Club policy follows BF's safeguarding and protecting young people policy.
- No one-to-one lessons with under-18s out of sight of another adult.
- The lost child procedure is posted on the Brookfield hall door and by the salle entrance.
""")

auto("coach-onboarding", "Coach onboarding checklist", "2026-09-01", ["coaches", "onboarding", "dbs"], """
# New coach onboarding

- Coaching qualification copied into the Riposte staff record.
@F10b@ - Enhanced DBS checks are renewed every three years; the club pays the fee.
- BF safeguarding module (online) within the first month.
- Riposte staff account with the `coach` role, 2FA on first login.
- Forge account only if they'll do armoury duty.
""")

auto("ops-repo-notes", "quillon-ops repo", "2026-03-30", ["ops", "ansible", "infra"], """
# quillon-ops

Ansible playbooks and cron scripts for `tierce` and `piste-pi`.

@O3b@ - quillon-ops has no CI; run `ansible-lint` locally before pushing.
@O7b@ - The ops scripts need Python 3.10+ on the control machine (ansible-core 2.16).
- Inventory: `inventory/prod.ini` (tierce), `inventory/salle.ini` (piste-pi over Tailscale).
- Secrets via `ansible-vault`; the vault password is in 1Password.

```ini
[prod]
tierce ansible_host=tierce.tailnet-qfc.ts.net ansible_user=deploy
```
""")

auto("infra-history", "Infra history", "2026-07-06", ["infra", "history", "hetzner"], """
# How we got here

@D3a@ - Jan 2026: Riposte was on a Hetzner CX11 (1 vCPU / 2 GB) and kept OOMing during the member import.
- Feb 2026: resized to the current box; Postgres `shared_buffers` set to 1 GB.
- Apr 2026: Tailscale on everything, public SSH closed.
- Sep 2026: UptimeRobot added after the August outage.
""")

auto("boutboard-summer-recap", "BoutBoard — summer 2026 recap", "2026-09-08", ["boutboard", "handover", "releases"], """
# Summer recap

@D6a@ - June–August 2026: Jonas cut the BoutBoard releases while Priya was away.
- Releases 2.4.0 → 2.7.1 shipped in that window; 2.6.0 added the DE bracket print view.
- Jonas edits in WebStorm and keeps `.idea/` out of the repo as asked.
- Open issue: tablets occasionally double-post a touch on flaky wifi.
""")

auto("boutboard-release-process", "BoutBoard release process", "2026-10-05", ["boutboard", "releases"], """
# Releases

@D6b@ - Priya tags BoutBoard releases (`vX.Y.Z`) and runs the deploy to the Pi.
- release-please opens the release PR; merge it, then tag.
@A7b@ - BoutBoard's DB is just one SQLite file, so copy `data/boutboard.db` off the Pi before upgrading.
- Never upgrade the Pi on the morning of an Open.
""")

auto("riposte-beta-retro", "Riposte booking beta — retro", "2026-05-04", ["riposte", "beta", "retro"], """
# Beta retro (Feb–Apr 2026)

@D8a@ - During the beta (Feb–Apr 2026) bookings were capped at 20 per session.
- 212 members booked at least once; 9 complaints, mostly about the confirmation email landing in spam.
- Check-in by tablet worked; the paper list backup was used twice.
- Decision: go live for everyone from 1 May.
""")

auto("club-ranking", "Club ranking — notes", "2026-09-12", ["ranking", "boutboard", "competitions"], """
# Club ranking

@D10a@ - For the 2025/26 season the ranking was kept by hand in a spreadsheet.
- Results from BF events count only if the fencer reports them.
- Ties are broken by head-to-head, then by the most recent result.
""")

auto("armoury-shop", "Armoury shop — selling kit to members", "2026-06-20", ["armoury", "shop", "kit"], """
# Armoury shop

@NS2a@ - Blades are never sold to a junior unless a parent or guardian is there.
- We sell at cost + 10%; Leon Paul and PBT are the usual suppliers.
- Payment by card on the SumUp reader; sales are logged in Martin's `kit-sales` sheet.
- Second-hand kit board by the door; the club takes no cut.
""")

auto("riposte-ci-notes", "Riposte CI notes", "2026-07-15", ["riposte", "ci", "github-actions"], """
# CI

@NS3b@ - The CI test job runs `manage.py flush --noinput` before the fixtures load.
- Postgres runs as a service container, see the snippet below.
- The deploy job needs the `PROD_SSH_KEY` secret and only runs on `main`.

```yaml
services:
  postgres:
    image: postgres:16
    ports: ["5432:5432"]
```
""")

auto("quillon-open-runbook", "Quillon Open — day-of runbook", "2026-10-14", ["open", "competition", "runbook"], """
# Day-of runbook

- 07:30 salle open, boxes on, piste-pi booted; check `http://192.168.50.20:3000` loads.
@NS6b@ - Give the scoreboard admin PIN to the DT in person at check-in.
@NS7b@ - U17s can enter the senior events; flag their entries on the registration list.
- Weapon check table from 08:00.
- Pools start 09:30, DEs after lunch.
""")

# --- auto notes that belong to no labelled pair (distractors, context) -------

auto("armoury-checks", "Armoury — routine checks", "2026-03-09", ["armoury", "safety", "kit"], """
# Routine checks

- Foil points: 500 g weight test; épée: 750 g, plus the 1.5 mm and 0.5 mm shims.
- Masks: visual check of the bib and mesh whenever one comes back to the rack.
- Jackets, breeches and plastrons: tears and worn seams at the summer stock-take.
- Sabre guards: check the insulation every term.
""")

auto("treasurer-handover", "Treasurer handover notes (Martin)", "2026-01-15", ["finance", "treasurer", "handover"], """
# Treasurer notes

- Bank: Unity Trust, two signatories for anything over £500.
- GoCardless fees are about 1% + 20p, capped at £4.
- Stripe is used for card payments taken through Riposte.
- Kit sales go in the `kit-sales` sheet; reconcile monthly.
- Year end is 31 August; the accounts are examined by an independent examiner, not audited.
""")

auto("glossary", "Fencing glossary for the agent", "2026-01-10", ["glossary", "fencing"], """
# Glossary

- **Piste**: the 14 m strip.
- **Pool**: round-robin group, bouts to 5.
- **DE**: direct elimination, bouts to 15.
- **Lamé**: conductive jacket for foil and sabre scoring.
- **Plastron**: underarm protector worn under the jacket.
- **Maraging**: a steel used for competition blades, breaks cleaner.
- **DT**: Directoire Technique, the people running a competition.
""")

auto("open-day-2026", "Open day — September 2026", "2026-09-27", ["open-day", "recruitment"], """
# Open day

- Sign-ups via a Google Form (not Riposte, we didn't want people making accounts just to try).
- 58 visitors; 22 booked the beginners' course.
- Kit hire waived for the day.
- Junior taster on the Saturday at Brookfield, adults on the Sunday at Tanner Street.
- Photos: adults, and juniors with consent only; Aoife took them.
""")

auto("riposte-roadmap", "Riposte roadmap (autumn 2026)", "2026-10-30", ["riposte", "roadmap"], """
# Roadmap

- Waitlists (PR #212, in review).
- Family accounts.
- Report page for Martin (replaces the CSV export).
- Maybe: Apple/Google Wallet passes as membership cards.
- Not doing: a native app.
""")

auto("boutboard-scoring-boxes", "Scoring boxes + serial bridge", "2026-04-25", ["boutboard", "hardware", "salle"], """
# Boxes

- Four Favero FA-05 boxes, one per piste.
- Serial bridge: USB-RS422 adapters into `piste-pi`, one per box, udev names `/dev/piste1` to `/dev/piste4`.
- The bridge daemon is Python (`favero-bridge`) and lives outside the BoutBoard repo.
- Box firmware 3.2; don't update mid-season.
- The spare box is at Callum's.
""")

auto("salle-lease", "Tanner Street lease", "2026-02-06", ["salle", "lease", "premises"], """
# Lease

- Lease runs to 2029; rent reviewed every 3 years.
- Landlord: Tanner Estates Ltd, via the estate office.
- We can't use the unit on a Sunday without telling the estate office (alarm schedule).
- Contents insurance for the unit is separate from BF insurance.
""")

auto("cadet-cup", "Cadet Cup 2026", "2026-06-09", ["juniors", "competition", "cadet-cup"], """
# Cadet Cup

- Junior competition, U12 and U14 foil, at Brookfield Academy.
- Entry cap: 32 per category; entries through Riposte.
- BoutBoard runs it on a laptop because the Pi stays at Tanner Street.
- Photos only of juniors with media consent; Hannah checks the list.
- Medals for the top 4, certificates for everyone.
""")

auto("coaching-rota", "Coaching rota — how it's put together", "2026-08-24", ["coaches", "rota"], """
# Rota

- The rota is built per term in Riposte (session → coaches).
- Adult classes: one coach per 12 fencers, so the usual adult session has two.
- Beginners' course always has Yelena plus one assistant.
- Junior sessions need enough coaches for the ratio; Hannah checks the rota each term.
- Coaches are paid per session through Martin, invoiced monthly.
""")

auto("kit-suppliers", "Kit suppliers + price notes", "2026-05-27", ["armoury", "suppliers"], """
# Suppliers

- Leon Paul: blades and masks; club account, 30-day invoice.
- PBT: cheaper jackets and breeches, ships from Hungary (allow 3 weeks).
- Absolute Fencing: sabre blades.
- Maraging foil blade about £75, non-maraging about £30.
- Deliveries go to the salle, not to Priya's house.
""")

auto("committee-meetings", "Committee meetings", "2026-04-02", ["committee", "governance"], """
# Committee

- Second Wednesday of the month, 19:30, online.
- Dominic sends his report a week before; Martin the finance sheet.
- Spending over £1,000 needs a committee vote; under that, Dominic and Martin together.
- Minutes go in the shared drive, not the newsletter.
""")

auto("caddy-notes", "Caddy notes (tierce)", "2026-06-14", ["caddy", "infra", "tls"], """
# Caddy

- One Caddyfile, `/etc/caddy/Caddyfile`, managed by ansible.
- Forge is proxied at `armoury.quillonfencing.org.uk`.

```caddy
armoury.quillonfencing.org.uk {
    reverse_proxy 127.0.0.1:5000
}
```

- Run `caddy validate` before `caddy reload`.
""")

auto("riposte-local-setup", "Riposte local setup (Priya's notes)", "2026-02-28", ["riposte", "dev", "setup"], """
# Local setup

- `docker compose up -d db redis mailpit`
- The Mailpit UI is on http://localhost:8025 for local emails.
- `make seed` creates 40 fake members and a term of sessions.

```env
DJANGO_SETTINGS_MODULE=riposte.settings.dev
DATABASE_URL=postgres://riposte:riposte@localhost:5432/riposte
SECRET_KEY=dev-only-not-secret
```

- If bookings look empty, check that the seed's term dates are in the future.
""")

auto("status-2026-10", "Status notes — October 2026", "2026-10-31", ["status", "monthly"], """
# October 2026

- Autumn Open went fine: 70 fencers over two events, no BoutBoard crashes.
- Forge: stock-take discrepancies fixed (some masks had been double-counted).
- Riposte: waitlist PR in review; family accounts designed.
- Dominic asked for a membership-by-age chart for the AGM pack.
""")

auto("first-aid", "First aid + accident reporting", "2026-04-15", ["safety", "first-aid"], """
# First aid

- First aid kits: by the salle door and in the Brookfield store cupboard.
- The accident book is in Riposte (`Incident` model) since March; the paper book is archived.
- Any injury to a junior: guardian called during the same session, welfare officer told within 24 h.
- Defibrillator: at the estate office, code on the cabinet.
""")

auto("insurance-and-bf", "BF affiliation + insurance", "2026-01-20", ["bf", "insurance", "governance"], """
# BF + insurance

- The club is affiliated to British Fencing; affiliation renews every 1 January.
- Every fencer needs their own BF membership (for the insurance) once the trial sessions are over.
- Competition cover: BF "Competitive" tier is needed for the Open.
- Coaches need BF coaching insurance on top.
""")

auto("piste-pi-setup", "piste-pi setup", "2026-03-22", ["boutboard", "raspberry-pi", "salle"], """
# piste-pi

- Raspberry Pi 5, 8 GB, NVMe hat; Raspberry Pi OS Lite 64-bit.
- `boutboard.service` runs `node build` as user `piste`.
- Kiosk display: Chromium in kiosk mode on the HDMI TV, autostarting the scoreboard page.
- Static DHCP lease on the salle router.
- Tailscale for remote access; never expose it publicly.
""")

auto("gocardless-notes", "GoCardless notes", "2026-05-22", ["payments", "gocardless", "direct-debit"], """
# GoCardless

- Mandates are created when a member joins in Riposte (redirect flow).
- Failed collections: GoCardless retries once, 3 working days later; after that Martin chases.
- Payouts land 2 working days after collection.
- Webhook secret in 1Password; endpoint `/webhooks/gocardless/`.
""")

auto("sabre-section", "Sabre group notes", "2026-07-11", ["sabre", "coaching", "adults"], """
# Sabre

- Callum's group is 8–10 regulars, mostly ex-foilists.
- Sabre lamés and mask lamés: the club has 6 loan sets.
- Sabre gets pistes 1–2 on Thursdays.
- Juniors can start sabre from their second year.
""")

auto("forge-stocktake-2026", "Armoury stock-take — August 2026", "2026-08-21", ["armoury", "forge", "stocktake"], """
# Stock-take

- 46 masks, 61 foil blades, 38 épée, 14 sabre.
- 9 body wires failed and were binned.
- Forge's missing list had 3 jackets that turned up in the Brookfield cupboard (logged against the wrong site).
- Next stock-take: August 2027.
""")

auto("uptime-monitoring", "Monitoring", "2026-09-06", ["monitoring", "uptime", "alerts"], """
# Monitoring

- UptimeRobot: Riposte `/healthz` every 5 min, the armoury app every 15 min, the results site every 5 min.
- Alerts: email to Priya plus SMS to the on-call number.
- No monitoring on piste-pi; it's only switched on for sessions and comps.
- Disk alert at 80% on tierce via a cron job and `mail`.
""")

auto("parent-message-templates", "Parent message templates", "2026-09-19", ["juniors", "comms", "templates"], """
# Templates

- Session cancelled: "Hi {guardian_first_name}, Saturday's session at Brookfield is cancelled because …"
- Kit left behind: ask them to collect it at the next session from the front desk.
- Address the guardian and sign off as the club, not as a coach personally.
""")

auto("agm-2026", "AGM 2026 notes", "2026-03-22", ["agm", "governance", "fees"], """
# AGM 2026

- Held 21 March 2026 at the salle, 34 members present.
- Aoife Brennan re-elected chair; Martin Feld treasurer again.
- Fee rise agreed for adults; junior fees unchanged.
- Motion to buy two more scoring boxes deferred to next year.
""")


# ---------------------------------------------------------------------------
# MEMORY.md index of every root memory (hooks carry no slot values)
# ---------------------------------------------------------------------------

def _memory_index():
    sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    out = ["# Memory Index", ""]
    for key, heading in sections:
        out.append(f"## {heading}")
        out.append("")
        for mtype, title, fname, hook in ROOT_INDEX:
            if mtype == key:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


FILES["MEMORY.md"] = _memory_index()
