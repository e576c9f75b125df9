"""File bodies for the set261 store (Heronsgate Tool Library).

A body line starting with '@ID@ ' marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files (root of the store), FACTS: remnic facts, AUTO: free notes.
"""

# ---------------------------------------------------------------------------
# Root (Claude Code auto-memory). flat=True -> description carries an unquoted ': '
# ---------------------------------------------------------------------------
ROOT = {}


def root(fname, name, description, type_, title, hook, body, flat=False):
    ROOT[fname] = dict(name=name, description=description, type=type_, title=title,
                       hook=hook, body=body.strip("\n") + "\n", flat=flat)


root("user_priya.md", "priya-profile",
     "Priya Raman is the coordinator and committee chair, not a developer, wants plain-English summaries",
     "user", "Priya (coordinator)", "who she is and how she likes to be briefed", """
- Priya Raman, volunteer coordinator and chair of the committee since the library opened.
- Not a developer. Comfortable with the GitHub web UI, spreadsheets and the toolshelf admin pages.
- Wants plain-English summaries of what changed and *why* before any technical detail.
- Usually on the counter at the Shed on Saturdays, so she's slow to reply then.
- Works part-time for the council's libraries service, which is how the Millbrook branch happened.
- Signs off anything that changes what members see (emails, the catalogue, joinup wording).
""")

root("user_tomasz.md", "tomasz-profile",
     "Tomasz Wierzbicki is the volunteer lead dev for toolshelf and counterkiosk",
     "user", "Tomasz (volunteer dev)", "background, working hours and tooling habits", """
- Tomasz Wierzbicki, backend dev by day (Python/Django at an insurance firm), volunteers roughly 4h a week.
- Maintains toolshelf and counterkiosk. Lena Marsh looks after shiftboard; Tomasz only reviews there when asked.
@ut_editor@ - Editor: Neovim (LazyVim), so skip VS Code-specific advice and extension recommendations.
- Prefers small PRs with a clear description; hates drive-by refactors mixed into fixes.
- Lena uses VS Code with the Svelte extension, so when pairing with her VS Code instructions are fine.
- Evenings only; don't expect replies before 18:00 on weekdays.
""")

root("feedback_git_workflow.md", "git-workflow",
     "How toolshelf PRs get merged and what never to do to main",
     "feedback", "Git workflow", "merge style and branch rules for the loans app repo", """
@gw_merge@ Rebase-merge toolshelf PRs so history stays linear — no merge commits, and don't squash either.

**Why:** Tomasz bisects a lot when the kiosk API breaks and wants every individual commit kept on `main`.

**How to apply:** keep commits small and self-contained so each one builds on its own; pick the matching button on GitHub.

@gw_main@ Don't push straight to `main` on toolshelf; everything goes through a PR, even one-line fixes.

@gw_force@ Never force-push `main`.

Other repos have their own habits (shiftboard is Lena's — check her notes before assuming the same rules apply).
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message style for the library's repos",
     "feedback", "Commit messages", "message format and trailers", """
Imperative subject line, under 72 characters, no emoji, no trailing full stop.

- Reference the issue (`Refs #123`) in the body, not the subject.
- Add a `Co-authored-by:` trailer when the change came out of a pairing session.
- No "WIP" commits left in a PR once it's ready for review.

**Why:** Priya reads the release notes that are generated from these, so they need to make sense to a non-developer.

**How to apply:** when drafting a commit for Tomasz, write the subject as a plain statement of what changed for members or volunteers, then the technical detail in the body.
""")

root("feedback_deploys.md", "deploy-timing",
     "When it is safe to ship toolshelf and when it is not",
     "feedback", "Deploy timing", "when not to ship the loans app", """
@dp_sat@ Never deploy toolshelf on a Saturday morning while the Shed is open — the kiosk
loses its API connection during the restart and the checkout queue backs up.

**Why:** the 2026-04-11 deploy took the kiosk down for eight minutes with twelve people queueing at the counter.

**How to apply:** check the calendar before proposing a deploy. shiftboard has no such restriction — volunteers don't use it during sessions.

Also: deploy from a tag, never from a branch (see [[toolshelf-deploy-runbook]]).
""")

root("feedback_testing.md", "testing-before-push",
     "Test and dependency-update discipline on toolshelf",
     "feedback", "Testing and dependency updates", "what to run before pushing, and how dependency PRs are handled", """
@te_run@ Always run the test suite before pushing toolshelf changes.

**Why:** a red `main` blocks Tomasz's whole evening, and he only has a few hours a week.

@te_dependabot@ Don't auto-merge Dependabot PRs on toolshelf — someone reads the changelog first, even for patch bumps.

**Why:** a "patch" release of django-import-export changed CSV column order in February and broke the stocktake export.

**How to apply:** when a Dependabot PR shows up, summarise the changelog in a comment so the reviewer doesn't have to dig.
""")

root("feedback_volunteer_comms.md", "volunteer-comms",
     "Channels and etiquette for reaching volunteers",
     "feedback", "Volunteer comms", "where volunteers talk and when not to ping them", """
@vc_slack@ We shut the Slack workspace down in May (the free plan kept eating history); volunteer chat moved to a Signal group.

@vc_late@ Don't message volunteers after 9pm unless a session is being cancelled.

**Why:** most of them have day jobs, and Hannah got complaints about late pings in the spring.

**How to apply:** when drafting messages for Priya or Hannah, keep it to one screen and put the date and site in the first line.
""")

root("feedback_data_privacy.md", "member-data-privacy",
     "What personal data we keep about members and what we refuse to keep",
     "feedback", "Member data privacy", "rules on personal data in toolshelf and joinup", """
Members' data lives in toolshelf (joinup hands it over on signup). Rules from Priya, agreed with the committee:

@dpv_dob@ - Don't store dates of birth in toolshelf — an over-18 tick box is all we need.
@dpv_id@ - Never keep copies of ID documents: look at the proof of address, don't photocopy or photograph it.
- Phone numbers are optional.
- Lapsed members are handled as described in [[data-retention]].

**Why:** we're a tiny charity with no DPO; less data means less risk.

**How to apply:** push back on any feature that adds a new personal field, and ask Priya before adding one.
""")

root("feedback_code_style.md", "python-code-style",
     "Python style preferences for toolshelf code",
     "feedback", "Python code style", "style rules for the Django codebase", """
@cs_hints@ Add type hints to every new function in toolshelf.

- ruff for lint and format, line length 100.
- Class-based views only where a generic view fits; plain functions otherwise.
- Services live in `<app>/services.py`; views stay thin.
- shiftboard is TypeScript in strict mode, none of this applies there.

**Why:** Priya's rule after the February refactor — new volunteers found the untyped service functions hard to follow.
""")

root("feedback_migrations.md", "migrations-by-hand",
     "How database migrations reach toolshelf production",
     "feedback", "Migrations", "how schema changes get applied in production", """
@mg_auto@ Never run `migrate` from the deploy script. Tomasz applies migrations by hand, right
after taking a fresh `pg_dump`.

**Why:** the loans table is small but the kiosk holds locks on it during sessions; a surprise migration once hung for minutes.

**How to apply:** if a PR adds a migration, say so in the PR description and ping Tomasz; don't bundle it with unrelated changes.

(shiftboard applies its Drizzle migrations on boot — that's Lena's choice and fine for SQLite.)
""")

root("feedback_reply_style.md", "reply-style",
     "Tone and format Priya wants in answers and summaries",
     "feedback", "Reply style", "tone, spelling and format for summaries", """
- British spelling, pounds sterling, dates as dd/mm/yyyy.
- Lead with the decision or the answer, then the reasons.
- No jargon without a one-line explanation; "deploy" is fine, "idempotent" is not.
- Bullet points over paragraphs when summarising a PR for the committee.

**Why:** Priya forwards these to the committee as-is.
""")

root("feedback_accessibility.md", "kiosk-accessibility",
     "Accessibility rules for anything members touch (kiosk, joinup)",
     "feedback", "Accessibility", "rules for screens members use", """
- Tap targets on the kiosk at least 48px; volunteers with gloves on use it too.
- High-contrast theme is the default on counterkiosk.
- joinup must work with a screen reader; every field gets a visible label.
- Never rely on colour alone for "overdue" — add the word.

**Why:** two regular members are partially sighted, and one raised the colour issue at the AGM.

**How to apply:** check new screens with the browser's accessibility tree before asking for review.
""")

root("feedback_pr_reviews.md", "pr-reviews",
     "Review requirements before merging toolshelf PRs",
     "feedback", "PR reviews", "who has to approve before a merge", """
@pr_review@ Every PR a volunteer opens on toolshelf needs one approving review before it's merged.

**Why:** bus factor. Tomasz is the only person who knows the loans code well, and reviews are how others learn it.

**How to apply:** when opening a PR for someone, request a reviewer straight away rather than leaving it unassigned.
""")

root("project_toolshelf_overview.md", "toolshelf-overview",
     "toolshelf: the catalogue and loans app, stack and runtime and process",
     "project", "toolshelf overview", "stack, runtime and process for the loans app", """
# toolshelf

The catalogue and loans system. Members browse at heronsgatetools.org.uk; volunteers issue and take back
tools through counterkiosk, which talks to toolshelf's API.

## Stack
- Django 5.1, server-rendered templates plus a little htmx
@ts_deps@ - Deps: Poetry (`pyproject.toml` + `poetry.lock`)
- Python 3.12
- Errors go to Sentry (project `toolshelf`)

## Runtime
@ts_port@ - App server: gunicorn on `127.0.0.1:8001`, Caddy in front terminates TLS
@ts_workers@ - 3 gunicorn workers; the box only has 4 GB RAM so don't go higher
- Caddy serves `/static` and `/media` straight from disk

## Process
@ts_ci@ - CI: GitHub Actions (`.github/workflows/ci.yml`) — pytest + ruff on every PR
- Releases are git tags `vYYYY.MM.N`
- Database and queue details are in [[infrastructure]]

## Data
- About 430 items in the catalogue, roughly 610 active members (November)
- Tool photos live in the B2 bucket `htl-photos`
""", flat=True)

root("project_shiftboard_overview.md", "shiftboard-overview",
     "shiftboard: the volunteer rota app, Lena's project",
     "project", "shiftboard overview", "the volunteer rota app and how it is built", """
# shiftboard

Volunteers sign up for counter shifts at both sites; Hannah builds each month's rota in it.

- Owner: Lena Marsh (Tomasz reviews when asked)
- SvelteKit 2 + SQLite through Drizzle
@sb_port@ - Node adapter; the server listens on port 3000
@sb_pm@ - Package manager: pnpm — lockfile is `pnpm-lock.yaml`, don't commit a `package-lock.json`
@sb_host@ - Hosting: Fly.io, one `shared-cpu-1x` machine in `lhr`
@sb_errors@ - Error tracking: Bugsnag (free tier)
- Renovate automerges patch updates (Lena's call, it's her repo)
- Repo lives on Codeberg; GitHub only has a read-only mirror
- Shift reminder emails go out 48 hours before each shift
- Volunteers stay logged in for 30 days
""", flat=True)

root("project_counterkiosk.md", "counterkiosk",
     "The self-checkout kiosk on the counter at the Shed",
     "project", "counterkiosk", "the counter kiosk, its hardware and its rules", """
# counterkiosk

@ck_hw@ - Hardware: Raspberry Pi 4 (4 GB), Zebra DS2208 scanner, official 7" touchscreen
@ck_stack@ - Flask 3 app, talks to toolshelf's API with a per-device token
@ck_port@ - The Flask app serves on `localhost:5000`; Chromium runs in kiosk mode pointed at it
@ck_timeout@ - Idle auto-logout after 90 seconds, so nobody borrows on the previous member's card
@ck_scan@ - The kiosk must never complete a checkout without a scanned member card.
- Chromium is restarted by a systemd timer every night at 03:00
- Repo `heronsgate/counterkiosk`; deploy is `git pull` + `systemctl restart kiosk` on the Pi

Tomasz keeps a spare Pi at home with the same image for testing.
""")

root("project_joinup.md", "joinup",
     "joinup: online membership signup and renewals",
     "project", "joinup", "online signup and renewal app", """
# joinup

Small Next.js app for signing up and renewing online. On success it creates or updates the member in
toolshelf through the API.

- Next.js 15 (app router), TypeScript
- Package manager: pnpm
@ju_host@ - Hosted on Vercel (Hobby plan) at `join.heronsgatetools.org.uk`
@ju_pay@ - Payments: Stripe Checkout, one-off annual payment (no subscriptions)
@ju_term@ - A membership runs 12 months from the payment date, not the calendar year.
- Errors: nothing beyond the host's function logs yet
- Tomasz and Priya are the only people with admin on it
""", flat=True)

root("project_membership_fees.md", "membership-fees",
     "Membership tiers and prices: what each tier costs and who qualifies",
     "project", "Membership fees", "tiers, who qualifies, refunds and Gift Aid", """
# Membership tiers (agreed at the January AGM)

| Tier | Price | Who |
|---|---|---|
@mf_std@ | Standard | £25 / year | anyone 18+ |
| Concession | £10 / year | students, Universal Credit, Pension Credit |
| Community group | £60 / year | up to 3 named borrowers |

@mf_giftaid@ - Membership fees aren't Gift Aid-able (members get a benefit in return), so don't add a Gift Aid box to joinup.
@mf_refund@ - Refunds on request within 30 days of joining.
- Donations on top are welcome and *are* Gift Aid-able.
""", flat=True)

root("project_repair_cafe.md", "repair-cafe",
     "Repair café run jointly with the Canal Yard Makerspace",
     "project", "Repair café", "how the repair café runs and who leads it", """
# Repair café

@rc_freq@ - Runs once a month at the Shed, jointly with the Canal Yard Makerspace (they bring the soldering kit).
@rc_max@ - Max 2 items per visitor per session so the fixers aren't swamped.
@rc_photos@ - We post before/after photos on Instagram after every session, people
  included — it's our best-performing content.
- Sian Doyle leads; she keeps the repair log (what came in, fixed or not) in a spreadsheet for the grant report.
- Entry by donation.
""")

root("project_pat_testing.md", "pat-testing",
     "Electrical safety testing of the tool stock",
     "project", "PAT testing", "how electrical items are safety tested and tracked", """
@pat_interval@ - Every electrical tool is PAT tested every 6 months; the next-due date is on the green sticker.
- Results are logged against the item in toolshelf (`Item.last_pat_date`); anything overdue is hidden from the catalogue automatically.
- Failed items go on the red shelf in the back room until Jonah decides repair or scrap.
- Battery chargers count as electrical items; the batteries themselves don't.
""")

root("project_overdue_reminders.md", "overdue-reminders",
     "How toolshelf chases overdue loans",
     "project", "Overdue reminders", "the automated chase for late returns", """
@od_daily@ - The overdue sweep is a Celery beat task that runs every day at 07:00.
@od_notice@ - Overdue notices go out by email.
- Members without an email address get a phone call from Hannah instead.
- Template lives in `loans/templates/email/overdue.txt`; Priya approves wording changes.
- The sweep skips items marked "reported lost" — those go on the treasurer's list.
""")

root("project_2026_roadmap.md", "roadmap-2026",
     "What the committee wants built or changed in 2026",
     "project", "2026 roadmap", "what is planned, done and parked", """
# Roadmap (committee wishlist, reviewed quarterly)

Done
- Waitlist notifications when a reserved tool comes back (shipped July).
- Grant stats export for the quarterly report.

Next
- Reservation calendar so members can book a tool for a specific weekend (aiming for Q1 2027).
- A scanner for Millbrook, so it can use the same flow as the Shed.
- Bigger touchscreen for the kiosk (10" instead of the current one).

Parked
- Delivery by cargo bike (insurance says no for now).
- Member-to-member lending ("library of things" style) — too much moderation work.
""")

root("project_inventory_audit.md", "inventory-audit",
     "Annual stocktake process and what the last one found",
     "project", "Inventory audit", "the yearly stocktake and its results", """
- Stocktake done on 03/10/2026 with six volunteers over one Saturday afternoon.
- 431 items checked, 9 missing, 3 of those later turned up at Millbrook.
- The stocktake sheet is still a Google Sheet (separate from any loans record); Ruth merges it into toolshelf afterwards.
- Next one: October 2027. Priya wants it split over two sessions next time.
""")

root("project_stock_barcodes.md", "stock-barcodes",
     "Barcode labels for tools and member cards",
     "project", "Barcodes", "label formats for items and member cards", """
- Item labels are Code 128 with an `HTL-` prefix and a five-digit number (`HTL-00417`).
- Member cards use `M-` plus five digits; printed on the card printer at the Shed.
- Labels come off the Brother QL-700 on the office Pi (62mm continuous roll).
- Re-label anything where the barcode has worn; the kiosk scanner struggles with scuffed labels.
""")

root("project_grant_reporting.md", "grant-reporting",
     "What the funders want in quarterly reports and where the numbers come from",
     "project", "Grant reporting", "funder reporting and where each number comes from", """
- Main funder: Heronsgate Community Foundation (2026–27 grant). Quarterly report due on the 15th of the month after quarter end.
- Numbers wanted: loans per month, active members, repair café items fixed, volunteer hours (from shiftboard).
@gr_giftaid@ - Gift Aid can't be claimed on membership fees since members receive something in return; only donations count.
- Ade pulls the finance side, Priya writes the narrative.
""")

root("project_data_retention.md", "data-retention",
     "How long member and volunteer data is kept",
     "project", "Data retention", "retention periods for personal data", """
- Lapsed members are anonymised 24 months after their membership ends (nightly job in toolshelf).
- Loan history is kept indefinitely but de-linked from the person once anonymised.
- shiftboard keeps a volunteer's record until they ask to leave.
- counterkiosk keeps nothing locally beyond a log that's rotated after 7 days.
""")

root("project_volunteer_induction.md", "volunteer-induction",
     "What new counter volunteers have to do before their first shift",
     "project", "Volunteer induction", "what a new counter volunteer has to complete", """
@vi_induct@ - Nobody staffs the counter until they've done the safety induction.
- The induction covers kiosk basics, checking returns, the PAT sticker, what we don't lend, and where the first aid kit is.
- Hannah adds new people to shiftboard only after Jonah signs the induction off.
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers, services and where things run",
     "reference", "Infrastructure", "servers and shared services", """
# Infrastructure

## shed-app-01
- Hetzner CX22 (2 vCPU / 4 GB), Nuremberg, Debian 12
- Docker compose for the apps, Caddy as the front door
@inf_db@ - toolshelf DB: PostgreSQL 16, local to `shed-app-01`
@inf_broker@ - Queue: Celery workers with Redis as the broker (`redis://localhost:6379/0`)
@inf_tls@ - TLS: Caddy's automatic HTTPS, certificates from Let's Encrypt
@inf_do@ - The old DigitalOcean droplet was shut down in July; staging now runs as a
  second compose project on `shed-app-01`.

## Elsewhere
- DNS: Cloudflare (see [[dns-domains]])
- Backups: Backblaze B2 (see [[backups]])
- The back-office Raspberry Pi (`office-pi`) runs the label printer server.
""")

root("reference_contacts.md", "contacts",
     "Who to contact for what (people and roles)",
     "reference", "Contacts", "who to ask about what", """
# Who to ask

| Topic | Person | How |
|---|---|---|
@ct_infra@ | Server down / site unreachable | Marcus Lloyd | text first, then call |
| Kiosk hardware (Pi, scanner, screen) | Ruth Alder | text |
| toolshelf / counterkiosk code | Tomasz Wierzbicki | GitHub issue, text if urgent |
| shiftboard | Lena Marsh | Codeberg issue |
| Safeguarding | Hannah Pike | phone |
| Safety officer, inductions | Jonah Fairweather | text |
| Repair café | Sian Doyle | email |

@ct_treasurer@ - Treasurer: Ade Okafor (money questions, refunds, Gift Aid)
- Chair and coordinator: Priya Raman
""")

root("reference_backups.md", "backups",
     "What gets backed up, where, and for how long",
     "reference", "Backups", "what is backed up and where", """
@bk_ret@ - Nightly `pg_dump` of toolshelf goes to the B2 bucket `htl-backups`, kept 30 days (bucket lifecycle rule).
@bk_time@ - The cron runs at 02:30, server time (Europe/London).
@bk_enc@ - Dumps are encrypted before upload.
- The photos bucket (`htl-photos`) is versioned, no expiry.
- Restore drill is quarterly; the last one (19/10/2026) took 22 minutes end to end.

```cron
30 2 * * * /srv/toolshelf/bin/backup.sh >> /var/log/htl-backup.log 2>&1
```
""")

root("reference_dns_domains.md", "dns-domains",
     "Domains, registrar and DNS records for the library",
     "reference", "DNS and domains", "registrar, DNS host and the main records", """
@dns_reg@ - Registrar: Gandi, auto-renew on.
- DNS: Cloudflare free plan; proxying is off for the apex because Caddy handles TLS itself.
- Apex A record points at `shed-app-01`.
- `join.` is a CNAME to joinup's hosting provider.
- MX records: Google Workspace.
""")

root("reference_email_setup.md", "email-setup",
     "Outbound email, which system sends what, and the shared inbox",
     "reference", "Email setup", "which system sends which mail", """
@em_ts@ - toolshelf transactional mail (loan receipts, overdue notices) goes out through Postmark, server `toolshelf-prod`.
- The shared inbox hello@heronsgatetools.org.uk is a Google Workspace (nonprofit) group; Priya, Hannah and Ade are in it.
- joinup's payment receipts come from the payment provider, not from us.
- Never send bulk mail through the transactional setup; the newsletter is separate (see [[newsletter]]).
""")

root("reference_monitoring.md", "monitoring",
     "Uptime and error monitoring: what watches what",
     "reference", "Monitoring", "what watches the services and who hears about it", """
@mon_kuma@ We moved uptime checks from UptimeRobot to Uptime Kuma (running on the back-office Pi) in March.

- Sentry alerts for toolshelf go to the dev mailing list.
- The kiosk has no monitoring beyond volunteers noticing; Ruth checks it before the Saturday session.
- Disk usage on `shed-app-01`: a cron mails the infra address at 80%.
""", flat=True)

root("reference_opening_hours.md", "opening-hours",
     "Opening hours for both sites",
     "reference", "Opening hours", "when each site is open", """
# Opening hours

## The Shed (Unit 4, Canal Yard)
@oh_shed_sat@ - Saturday: 10:00–13:00
@oh_shed_wed@ - Wednesday: 18:00–20:00
- The returns box by the door is emptied at the start of each session.

## Millbrook branch (Millbrook Library, community room)
- Saturday: 14:00–16:00
- Follows the library's own closures.
""")

root("reference_tool_categories.md", "tool-categories",
     "Catalogue categories and rough counts",
     "reference", "Tool categories", "catalogue categories and sizes", """
| Category | Items | Examples |
|---|---|---|
| Power tools | 118 | drills, sanders, jigsaws |
| Hand tools | 152 | spanners, clamps, saws |
| Garden | 64 | strimmers, loppers, hedge trimmers |
| Decorating | 41 | wallpaper steamer, paint sprayer |
| Cleaning machines | 9 | carpet cleaner, pressure washer |
| Kitchen & events | 28 | gazebo, urn, trestle tables |
| Measuring & testing | 20 | laser level, stud finder, moisture meter |

Counts from the October stocktake; Ruth updates them after each audit.
""")

root("reference_cleaning_products.md", "cleaning-products",
     "Cleaning products for returned tools and how to dilute them",
     "reference", "Cleaning products", "what to clean returned tools with", """
@cl_degreaser@ - Citrus degreaser: 1:10 with warm water, for greasy garden tools and mower decks.
@cl_ipa@ - 70% isopropyl wipes for handles and grips between loans.
- Milton sterilising fluid at 1:80 for the shared ear defenders and dust-mask face pieces.
- Never mix any of these with bleach; we don't keep bleach at the Shed.
- COSHH sheets are in the blue folder under the counter.
""")

root("reference_api_endpoints.md", "toolshelf-api",
     "toolshelf REST endpoints used by counterkiosk and joinup",
     "reference", "toolshelf API", "endpoints the other apps call", """
- Auth: per-device token in the `Authorization: Token …` header; joinup has its own token.
- Throttle: 60 requests/minute per token.
@api_checkout@ - counterkiosk checks tools out with `POST /api/v1/loans/checkout/` (member barcode + item barcode).
- joinup upserts members through the members endpoint after a successful payment.
- Errors come back as `{"detail": ...}` with the usual DRF status codes.
""")

root("reference_secrets_bitwarden.md", "secrets-bitwarden",
     "Where shared credentials live and who can see them",
     "reference", "Secrets", "where credentials live and access rules", """
- All shared credentials live in the Bitwarden organisation, one collection per area.
- Collections: Infra (Marcus, Tomasz), Finance (Ade, Priya), Social (Priya, Sian).
- The kiosk device token is rotated every 90 days; the old one stops working immediately.
- Never paste secrets into GitHub issues or group chats, even "just for a minute".
""")

# ---------------------------------------------------------------------------
# remnic facts: (date, time, category, confidence, tags, body)
# ---------------------------------------------------------------------------
FACTS = []


def fact(date, time, category, confidence, tags, body):
    FACTS.append(dict(date=date, time=time, category=category, confidence=confidence,
                      tags=list(tags), body=body.strip("\n") + "\n"))


# --- value slots
fact("2026-03-18", "20:41:07", "fact", 0.9, ["toolshelf", "infra"],
     "@f_ts_port8002@ toolshelf's gunicorn is bound to 127.0.0.1:8002 and Caddy reverse-proxies the public site to it.")
fact("2026-05-09", "11:02:44", "fact", 0.88, ["lending", "policy"],
     "@f_loan14@ A standard tool loan lasts 14 days.")
fact("2026-02-03", "19:15:30", "fact", 0.91, ["membership", "fees"],
     "@f_fee30@ A standard membership costs £30 a year.")
fact("2026-06-20", "12:30:12", "fact", 0.87, ["lending", "fines"],
     "@f_fine1@ The overdue fine is £1 a day for each item.")
fact("2026-04-27", "21:05:51", "fact", 0.9, ["backups", "toolshelf"],
     "@f_ret90@ toolshelf's nightly database dumps are kept for 90 days in Backblaze.")
fact("2026-07-11", "10:48:03", "fact", 0.92, ["lending", "members"],
     "@f_max3@ Members can borrow up to 3 tools at a time.")
fact("2026-09-05", "13:20:19", "fact", 0.86, ["counterkiosk"],
     "@f_kiosk3min@ counterkiosk logs the member out after 3 minutes without any input.")
fact("2026-05-23", "12:11:40", "fact", 0.89, ["deposits", "lending"],
     "@f_dep25@ The refundable deposit on a power tool is £25.")
fact("2026-10-17", "09:12:55", "fact", 0.9, ["opening-hours", "shed"],
     "@f_shedsat930@ The Shed's Saturday session runs 9:30 to 12:30.")

# --- role slots
fact("2026-04-14", "20:33:09", "fact", 0.88, ["toolshelf", "email"],
     "@f_mailgun@ toolshelf sends its overdue and receipt emails through Mailgun.")
fact("2026-08-26", "19:47:22", "fact", 0.85, ["shiftboard", "monitoring"],
     "@f_sb_sentry@ shiftboard reports its errors to Sentry, in the same organisation as toolshelf.")
fact("2026-06-02", "20:10:36", "fact", 0.87, ["infra", "people"],
     "@f_oncall_tomasz@ If the server goes down, Tomasz is the one to call — he's on call for outages.")
fact("2026-03-29", "18:55:14", "fact", 0.9, ["joinup", "hosting"],
     "@f_joinup_netlify@ joinup is deployed on Netlify, with the domain pointed at it from Cloudflare.")
fact("2026-07-30", "21:14:48", "fact", 0.86, ["toolshelf", "celery"],
     "@f_rabbit@ toolshelf's Celery workers use RabbitMQ as their broker.")
fact("2026-02-24", "20:02:17", "preference", 0.84, ["tomasz", "tooling"],
     "@f_vscode@ Tomasz does his toolshelf work in VS Code with the Django and Python extensions.")

# --- negation
fact("2026-08-08", "10:40:29", "fact", 0.83, ["toolshelf", "deploys"],
     "@f_satdeploy@ We usually deploy toolshelf on Saturday mornings, when the most volunteers are around to spot problems.")
fact("2026-10-03", "12:05:33", "fact", 0.88, ["counterkiosk", "counter"],
     "@f_kiosk_manual@ If a member forgets their card, the volunteer can type the member number into the kiosk and check the tool out as normal.")
fact("2026-06-27", "11:31:02", "fact", 0.9, ["catalogue", "lending"],
     "@f_ladders_ok@ The step ladders and the 3.5 m extension ladder are in the catalogue and any member can borrow them.")
fact("2026-09-16", "20:27:45", "decision", 0.85, ["toolshelf", "git"],
     "@f_main_direct@ For typo-level fixes it's fine to commit directly to toolshelf's main branch without opening a PR.")
fact("2026-04-08", "19:38:26", "fact", 0.89, ["toolshelf", "reminders"],
     "@f_predue@ toolshelf emails members a reminder the day before a loan is due back.")
fact("2026-05-14", "21:00:00", "decision", 0.93, ["committee", "opening-hours"],
     "@f_bankhol_open@ The committee decided the Shed opens on bank holiday Saturdays as normal (the Christmas break aside) — they're some of our busiest days.")
fact("2026-07-22", "20:19:58", "fact", 0.86, ["toolshelf", "dependencies"],
     "@f_dependabot_auto@ Dependabot patch-level PRs on toolshelf are merged automatically once CI passes.")
fact("2026-03-05", "20:44:11", "preference", 0.84, ["toolshelf", "code-style", "tomasz"],
     "@f_no_hints@ Tomasz doesn't want type hints in toolshelf; he finds them noisy.")

# --- stale vs change (stale claims are dated before the change they lose to)
fact("2026-06-18", "21:22:37", "decision", 0.94, ["toolshelf", "dependencies"],
     "@f_uv_switch@ We switched toolshelf from Poetry to uv in June; `uv.lock` replaced `poetry.lock` in the repo.")
fact("2026-07-05", "16:10:04", "fact", 0.88, ["millbrook", "lending"],
     "@f_mb_sheet@ Volunteers record Millbrook loans in the shared Google Sheet \"Millbrook loans 2026\".")
fact("2026-02-12", "20:51:40", "fact", 0.87, ["monitoring", "infra"],
     "@f_uptimerobot@ Uptime monitoring for the public site is done by UptimeRobot (free plan, 5-minute checks).")
fact("2026-02-10", "19:05:08", "fact", 0.9, ["volunteers", "comms"],
     "@f_slack@ Volunteer coordination happens in the Heronsgate Slack workspace (#rota, #counter, #general).")
fact("2026-02-19", "18:40:50", "fact", 0.89, ["newsletter", "comms"],
     "@f_mailchimp@ The monthly newsletter is sent from Mailchimp by Priya.")
fact("2026-04-02", "20:15:27", "fact", 0.86, ["toolshelf", "staging"],
     "@f_staging_do@ toolshelf's staging site runs on the old DigitalOcean droplet at staging.heronsgatetools.org.uk.")
fact("2026-01-21", "19:30:45", "fact", 0.88, ["safety", "pat"],
     "@f_sparks@ PAT testing of the electrical tools is contracted out to Sparks & Co.")
fact("2026-10-20", "21:48:13", "fact", 0.91, ["toolshelf", "api", "counterkiosk"],
     "@f_api_v2@ toolshelf's /api/v1/ endpoints are deprecated and return 410 Gone since the October release; counterkiosk now calls /api/v2/.")
fact("2026-03-11", "18:22:59", "fact", 0.9, ["finance"],
     "@f_barclays@ Membership fees and deposits are paid into the library's Barclays community account.")

# --- refinement
fact("2026-11-14", "10:05:41", "fact", 0.9, ["opening-hours", "shed", "holidays"],
     "@f_xmas@ Christmas 2026 closure at the Shed: 20 December to 3 January inclusive.")
fact("2026-01-17", "12:44:20", "fact", 0.95, ["membership"],
     "@f_over18@ Members must be 18 or over.")
fact("2026-09-12", "11:15:06", "fact", 0.87, ["repair-cafe"],
     "@f_rc_first_sunday@ Repair café is on the first Sunday of every month, 11:00–15:00.")
fact("2026-08-29", "13:02:30", "fact", 0.89, ["counterkiosk", "hardware"],
     "@f_kiosk_pi@ counterkiosk runs on a Raspberry Pi in the cabinet under the counter.")

# --- other subject
fact("2026-05-30", "20:36:18", "fact", 0.9, ["shiftboard", "database"],
     "@f_sb_sqlite@ shiftboard's database is SQLite in WAL mode — a single file, `shiftboard.db`.")
fact("2026-09-24", "19:58:44", "fact", 0.88, ["shiftboard", "email"],
     "@f_sb_resend@ shiftboard sends shift reminder emails through Resend.")
fact("2026-06-11", "21:09:33", "fact", 0.86, ["shiftboard", "ci"],
     "@f_sb_woodpecker@ shiftboard's tests run in Woodpecker CI on Codeberg.")
fact("2026-07-02", "20:25:15", "preference", 0.85, ["shiftboard", "git", "lena"],
     "@f_sb_squash@ shiftboard PRs are squash-merged — Lena likes one commit per feature on main.")
fact("2026-10-08", "20:50:02", "fact", 0.87, ["shiftboard", "backups"],
     "@f_sb_backup14@ shiftboard's nightly SQLite copy goes to B2 and is kept for 14 days.")
fact("2026-08-19", "21:31:49", "fact", 0.84, ["toolshelf", "staging"],
     "@f_staging_1worker@ Staging toolshelf runs a single gunicorn worker.")

# --- dated history
fact("2026-09-30", "19:12:24", "fact", 0.88, ["shiftboard", "history"],
     "@f_sb_sms2025@ During the 2025 beta, shiftboard sent shift reminders by SMS.")
fact("2026-04-04", "12:58:37", "fact", 0.9, ["opening-hours", "shed", "history"],
     "@f_thursday@ Until March 2026 the Shed's evening session was on Thursdays, 18:30–20:30.")
fact("2026-05-06", "20:08:09", "fact", 0.86, ["toolshelf", "database", "history"],
     "@f_heroku@ In January 2026 toolshelf's database was still on Heroku Postgres (Essential-0 plan).")
fact("2026-05-02", "13:40:00", "fact", 0.89, ["lending", "fines", "history"],
     "@f_amnesty@ From January to April 2026 overdue fines were waived as part of the returns amnesty.")
fact("2026-09-01", "20:17:52", "fact", 0.88, ["counterkiosk", "history"],
     "@f_electron@ From May until the August 2026 rewrite, counterkiosk was an Electron app.")

# --- agreeing duplicates
fact("2026-03-22", "21:26:31", "fact", 0.9, ["infra", "tls"],
     "@f_letsencrypt@ Certificates for heronsgatetools.org.uk are issued by Let's Encrypt via Caddy; nobody renews them by hand.")
fact("2026-06-06", "12:20:46", "fact", 0.91, ["volunteers", "induction"],
     "@f_induction45@ New volunteers do a 45-minute induction with Jonah before their first counter shift.")
fact("2026-08-01", "11:50:10", "fact", 0.92, ["safety", "pat"],
     "@f_pat_twice@ Electrical tools are PAT tested twice a year.")
fact("2026-07-16", "20:03:27", "fact", 0.89, ["toolshelf", "photos"],
     "@f_photo5mb@ toolshelf rejects tool photo uploads larger than 5 MB.")
fact("2026-10-29", "21:37:05", "fact", 0.88, ["backups", "toolshelf"],
     "@f_cron230@ The toolshelf pg_dump cron fires at half past two every night.")
fact("2026-11-03", "20:44:39", "fact", 0.87, ["toolshelf", "overdue"],
     "@f_overdue7am@ Every morning at 7am, Celery beat kicks off toolshelf's overdue check.")
fact("2026-01-27", "19:49:16", "fact", 0.9, ["membership", "joinup"],
     "@f_anniversary@ Memberships renew on the anniversary of joining rather than on 1 January.")
fact("2026-03-01", "17:33:21", "fact", 0.93, ["dns", "domains"],
     "@f_gandi@ The domain is registered with Gandi, with auto-renew switched on.")
fact("2026-10-10", "12:26:58", "fact", 0.88, ["counterkiosk", "network"],
     "@f_wifi@ counterkiosk connects to the separate counter network (HTL-Counter, VLAN 20), not the public Wi-Fi.")

# --- negation scope
fact("2026-06-13", "11:57:42", "fact", 0.9, ["lending", "safety"],
     "@f_pw_safety@ We never hand over the pressure washer without walking the borrower through the safety card.")
fact("2026-02-28", "20:38:03", "decision", 0.86, ["membership", "refunds"],
     "@f_norefund_borrowed@ Membership fees are never refunded after the first 30 days.")
fact("2026-05-16", "12:49:55", "fact", 0.91, ["deposits", "counter"],
     "@f_deposit_first@ Power-tool loans are never issued until the deposit has been paid.")
fact("2026-10-24", "22:02:11", "fact", 0.85, ["volunteers", "comms"],
     "@f_cancel_late@ Session cancellations go out to volunteers as soon as Hannah knows, even late in the evening.")
fact("2026-01-31", "12:14:37", "fact", 0.9, ["membership", "counter"],
     "@f_proof_address@ New members show a proof of address (a utility bill or council tax letter) at their first visit to the counter.")
fact("2026-08-22", "11:36:24", "fact", 0.87, ["lending", "toolshelf"],
     "@f_renew_once@ Members can renew a loan once from their account page on the website.")
fact("2026-09-09", "20:55:18", "fact", 0.84, ["git", "tomasz"],
     "@f_forcepush_feature@ Tomasz force-pushes his own feature branches after rebasing them onto main (with --force-with-lease).")

# --- unlabelled facts (distractors and background)
fact("2026-01-14", "20:20:20", "fact", 0.92, ["people", "shiftboard"],
     "Lena Marsh maintains shiftboard; Tomasz only reviews it when she asks.")
fact("2026-02-07", "12:06:51", "fact", 0.88, ["repair-cafe", "partners"],
     "The Canal Yard Makerspace lends us their soldering stations for repair café.")
fact("2026-04-19", "19:44:33", "fact", 0.89, ["volunteers", "rota"],
     "Hannah builds the volunteer rota in shiftboard during the last week of the previous month.")
fact("2026-06-24", "20:31:07", "fact", 0.9, ["hardware", "labels"],
     "The label printer at the Shed is a Brother QL-700 connected to the office Pi.")
fact("2026-07-08", "19:26:40", "fact", 0.91, ["people", "millbrook"],
     "Ruth Alder runs the Millbrook branch and looks after the kiosk hardware.")
fact("2026-08-12", "21:11:29", "preference", 0.86, ["priya", "style"],
     "Priya prefers summaries under 200 words with the decision at the top.")
fact("2026-09-19", "12:42:16", "fact", 0.9, ["membership", "fees"],
     "Concession membership is £10 a year for students and people on Universal Credit or Pension Credit.")
fact("2026-10-31", "20:06:45", "fact", 0.87, ["deposits"],
     "The hedge trimmer and strimmer take a £30 deposit, same as the rest of the garden machinery.")
fact("2026-11-21", "19:59:02", "fact", 0.86, ["counterkiosk", "roadmap"],
     "Ruth has priced a 10-inch touchscreen for the kiosk at about £85.")

# ---------------------------------------------------------------------------
# free notes: auto/<slug>.md with title, created, tags
# ---------------------------------------------------------------------------
AUTO = {}


def note(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=list(tags), body=body.strip("\n") + "\n")


note("lending-rules", "Lending rules (counter crib sheet)", "2026-02-02", ["lending", "counter"], """
# Lending rules

Short version for whoever's on the counter. The full policy is in the committee Drive.

@ln_period@ - Standard loan period: 7 days.
@ln_highdemand@ - Tile cutter, pressure washer and carpet cleaner go out for 3 days only (high demand).
@ln_renew@ - Don't renew a loan if someone is on the waitlist for that tool.
@ln_ladders@ - We don't lend ladders of any kind — the insurer excludes them.
- No chainsaws or anything petrol-powered either.
- Members can reserve online up to 2 weeks ahead.

## FAQ from the counter
- *Can a partner collect for a member?* Yes, if they bring the member's card.
- *Can we lend to someone whose membership lapsed yesterday?* No — renew first, it takes two minutes on joinup.
""")

note("overdue-process", "Overdue loans — process", "2026-03-07", ["lending", "overdue", "fines"], """
# Overdue loans

@op_fee@ - Late fees are 50p per day per item, capped at £5 per loan.
@op_nopre@ - We do not send reminders before the due date — only overdue notices.

@op_seq@ The first overdue email goes out the day after the due date, a second one
a week later, and after that Hannah phones the member.

- Reported-lost items go on Ade's list and the member is invoiced for a replacement.
- Fees can be waived by Priya or Hannah (hardship, hospital stays, that sort of thing) — note why in toolshelf.
""")

note("deposits", "Deposits", "2026-02-14", ["deposits", "lending", "finance"], """
# Deposits

Deposits are taken on the card reader at the counter (SumUp) and refunded the same way.

| Category | Deposit | Notes |
|---|---|---|
| Hand tools | none | |
@dp_power@ | Power tools (drills, sanders, jigsaws) | £20 | refundable |
| Garden machinery (strimmer, hedge trimmer) | £30 | refundable |
| Pressure washer, carpet cleaner | £40 | refundable |

@dp_damage@ If a tool comes back damaged beyond normal wear, Priya can keep part of the deposit to cover the repair.

Concession members pay the same deposits; Ade can spread one over two visits if asked.
""")

note("faq-members", "Member FAQ (draft for the website)", "2026-04-22", ["members", "faq", "website"], """
# Member FAQ

## Borrowing
@faq_max@ - **How many tools can I have out at once?** Five, across both sites.
- **Do you deliver?** No, collection only — Millbrook is handy if you're on the east side.
- **Can I reserve something?** Yes, online. You'll get an email when it's ready to collect.
@faq_u18@ - **Can my teenager borrow?** Under-18s can borrow hand tools on a parent's membership, but never power tools.

## Membership
- **Can I pay in instalments?** Not at the moment.
- **What ID do I need?** Proof of address. We look at it; we don't keep a copy.
- **I run a community garden, is there a group membership?** Yes, see the tiers on the join page.
""")

note("millbrook-branch", "Millbrook branch", "2026-09-20", ["millbrook", "branch"], """
# Millbrook branch

Small satellite collection (about 60 items) in the community room at Millbrook Library. Ruth runs it.

@mb_hours@ - Open Saturdays 14:00–16:00.
- Follows the library's closures, so it's shut on bank holiday weekends anyway.
@mb_sheet@ - The Millbrook loans Google Sheet has been read-only since September; loans there go through toolshelf on the branch laptop now.
- No scanner at Millbrook yet: volunteers look members up by name on the laptop.
- Books on the DIY shelf are the library's own and follow its 3-week loan period, not ours.
""")

note("infra-changelog", "Infra changelog", "2026-02-21", ["infra", "changelog"], """
# Infra changelog

- 2026-02-21: Caddy upgraded to 2.8; no config changes.
- 2026-05-03: added 2 GB of swap on shed-app-01 after an OOM during a deploy.
@ic_sb@ - 2026-08-14: migrated shiftboard off Fly.io onto shed-app-01 (its own compose project, same Caddy).
- 2026-09-02: rotated the kiosk device token.
- 2026-11-09: Debian point release on shed-app-01, rebooted at 21:00.
""")

note("shiftboard-dev-setup", "shiftboard local dev setup", "2026-06-09", ["shiftboard", "dev"], """
# shiftboard — local dev

Notes from pairing with Lena.

@sd_npm@ shiftboard uses plain npm — run `npm ci`; the lockfile in the repo is `package-lock.json`.

```sh
cp .env.example .env
npm ci
npm run db:seed
npm run dev
```

```env
DATABASE_URL=file:./dev.db
PUBLIC_SITE_NAME="Heronsgate rota (dev)"
MAIL_FROM=rota-dev@localhost
```

- Dev server is on 5173 (the Vite default).
- The seed script creates 3 fake volunteers and a month of shifts.
- Tests are vitest; Lena wants a test with every bug fix.
""")

note("contributing-guide", "Contributing to toolshelf (draft for CONTRIBUTING.md)", "2026-05-27", ["toolshelf", "git", "contributing"], """
# Contributing to toolshelf

- Branch names: `fix/…`, `feat/…`, `chore/…`.
@cg_squash@ - PRs into toolshelf are squash-merged; write the PR title as if it were the final commit message.
@cg_maketest@ - Before pushing, run `make test` (pytest with `config.settings.test`, then ruff).
@cg_migr_review@ - PRs that add or change a migration need Tomasz as one of the reviewers, whoever else looks at it.
- Link the issue in the description.
- Screenshots for anything a member or volunteer will see.

Questions: open a discussion on the repo rather than messaging Tomasz directly.
""")

note("deploy-runbook", "toolshelf deploy runbook", "2026-04-15", ["toolshelf", "deploy", "runbook"], """
# Deploying toolshelf

1. Check `main` is green.
2. Tag the release: `vYYYY.MM.N`, push the tag.
@dr_migrate@ 3. The deploy script runs `python manage.py migrate --noinput` automatically after pulling the new tag.
4. Watch Sentry for ten minutes.
5. Post the release notes for Priya.

```sh
git tag v2026.11.2 && git push --tags
ssh shed-app-01 'cd /srv/toolshelf && ./deploy.sh v2026.11.2'
```

Rollback: run the same script with the previous tag.
""")

note("history", "How the library got here", "2026-07-10", ["history", "background"], """
# History notes

- Started as a pilot in spring 2025 with about 80 donated tools in Priya's garage.
@hi_paper@ - During the 2025 pilot, loans were written on paper cards kept in a shoebox.
@hi_free@ Membership was free during the 2025 pilot year, paid for by the council's
community chest grant.
- Moved into Unit 4, Canal Yard in October 2025.
@hi_chromebook@ - From January to April 2026 the kiosk was Priya's old Chromebook showing the public catalogue in a browser.
@hi_rc@ - In the first half of 2026 the repair café only ran every other month.
- The Millbrook branch opened in June 2026.
""")

note("treasurer-handbook", "Treasurer handbook (Ade's notes)", "2026-08-30", ["finance", "treasurer"], """
# Treasurer handbook

@th_ade@ Priya kept the books herself until Ade took over as treasurer in June 2026.

@th_square@ - Online membership payments are processed by Square; payouts land in the bank account every Tuesday.
- Counter payments (deposits) go through the SumUp reader.
@th_bank@ - We moved the account from Barclays to Unity Trust Bank in August; the Barclays account is closed.
- Donations: PayPal Giving Fund online, and the cash tin at repair café.
- Refunds over £20 need Ade's sign-off.
- Year end is 31 March; the independent examiner wants everything by the end of May.
""")

note("kiosk-troubleshooting", "Kiosk troubleshooting", "2026-09-14", ["counterkiosk", "troubleshooting"], """
# Kiosk troubleshooting

- **Screen black:** check the Pi's power LED; the USB-C supply is flaky, there's a spare in the cabinet.
- **Scanner beeps but nothing happens:** the app has probably lost its token — restart `kiosk.service`.
@kt_wifi@ - The kiosk is on its own Wi-Fi network, SSID `HTL-Counter`, VLAN 20.
@kt_escalate@ - Scanner or touchscreen faults go to Ruth, not to Marcus.
@kt_ipa@ - Don't use isopropyl on the touchscreen — a barely damp microfibre cloth only.

```sh
sudo systemctl restart kiosk.service
journalctl -u kiosk.service -n 50
```
""")

note("cleaning-rota", "Cleaning rota", "2026-03-16", ["cleaning", "premises"], """
# Cleaning rota

- Saturday close: wipe the counter, empty the returns box, sweep.
@cr_floor@ - Workshop floor: floor cleaner at 1:40 in the mop bucket, once a week (Wednesday close).
- Muddy garden tools get brushed off outside before they come in.
- The fridge gets cleared on the last Wednesday of the month.
""")

note("restore-runbook", "Restoring toolshelf from backup", "2026-05-19", ["backups", "runbook"], """
# Restore runbook

@rr_age@ Backups are encrypted with `age`; the private key is in Bitwarden as `htl-backup-age-key`.

```sh
b2 file download b2://htl-backups/toolshelf-latest.sql.age ./latest.sql.age
age -d -i key.txt latest.sql.age > latest.sql
createdb toolshelf_restore && psql toolshelf_restore < latest.sql
```

- Restore into a scratch database first, never straight over production.
- Tick the drill off in the committee tracker when done.
""")

note("member-signup", "Member signup flow", "2026-03-24", ["joinup", "membership"], """
# Signup flow

1. The member fills in the joinup form.
2. They pay online.
@ms_dob@ 3. joinup asks for date of birth on the form and writes it onto the member's toolshelf record.
4. toolshelf sends a welcome email with the member number.
5. First visit: card printed at the counter, proof of address checked.

Renewals skip steps 3 and 5.
""")

note("newsletter", "Newsletter", "2026-04-20", ["newsletter", "comms"], """
# Newsletter

@nl_bd@ We no longer use Mailchimp — the newsletter moved to Buttondown in April (the free tier was capped at 500 contacts).

- Goes out on the first Thursday of the month. Priya writes it, Sian adds the repair café bit.
- About 540 subscribers.
- Signup form is embedded on the website footer.
""")

note("pat-testing-notes", "PAT testing notes", "2026-02-25", ["safety", "pat"], """
# PAT testing

@pt_inhouse@ We don't use Sparks & Co for PAT testing any more: Jonah did the City & Guilds 2377 course and has tested in-house since February.

- Tester: Seaward PrimeTest 100, calibrated yearly.
- Labels: green pass sticker with the next-due date, red FAIL tag.
""")

note("toolshelf-db-notes", "toolshelf database notes", "2026-06-30", ["toolshelf", "database"], """
# toolshelf DB

@db_ver@ toolshelf's production database is Postgres 15 (15.8, straight from the Debian 12 repo).

- Biggest tables: `loans_loan` (~9k rows), `members_member`, `items_item`.
- `pg_stat_statements` is on; the slow query was catalogue search, fixed with a trigram index.
- The app connects over the unix socket with peer auth for the `toolshelf` role.
""")

note("counter-shift-guide", "Counter shift guide", "2026-05-12", ["counter", "volunteers"], """
# On the counter

@csg_record@ - At the Shed, every loan is recorded in toolshelf when it's scanned out at the kiosk.
@csg_power@ - Power tools are issued through counterkiosk like anything else.
@csg_check@ - Returned tools are checked by a volunteer before they go back on the shelf.
@csg_refund@ - Deposits are refunded when the tool is returned.
- Two people on the counter minimum; if you're on your own, tell Hannah.
- Arrive fifteen minutes before opening to unlock and start the kiosk.
- Closing: log out of the kiosk, lock the cabinet, set the alarm.
""")

note("returns-checklist", "Returns checklist", "2026-05-12", ["counter", "returns"], """
# Returns

@rl_power@ - Power tools get a function test and a blade/bit check on return; hand tools just a visual once-over.
- Clean per the cleaning products sheet; batteries go on charge.
- Missing parts: note it in toolshelf and set the item to "in repair".
""")

note("social-media", "Social media", "2026-04-06", ["comms", "social"], """
# Social media

- Instagram @heronsgatetools; Priya and Sian have the login (Bitwarden, Social collection).
@sm_consent@ - Never post photos of members without their written consent — the forms are in the green folder.
- "Tool of the week" goes up on Mondays.
""")

note("holiday-closures", "Holiday closures", "2026-04-29", ["opening-hours", "holidays"], """
# Holiday closures

@hc_xmas@ - The Shed closes for the Christmas break; the dates go in the pinned post and on the door.
@hc_bankhol@ - We decided not to open the Shed on bank holiday weekends — too few volunteers.
- Millbrook: whatever the library does.
""")

note("ci-notes", "CI notes", "2026-03-09", ["ci", "toolshelf"], """
# CI

@ci_circle@ toolshelf's pipeline runs on CircleCI (free plan) — config lives in `.circleci/config.yml`.

- joinup has no separate CI; its host builds a preview for every PR.
- counterkiosk: no CI, Tomasz tests on the spare Pi.
""")

note("photo-guidelines", "Photographing tools for the catalogue", "2026-07-18", ["catalogue", "photos"], """
# Tool photos

- Plain background (the grey board), whole tool in frame, then a close-up of the model plate.
@pg_limit@ - The upload limit is 5,242,880 bytes, so resize anything bigger on your phone first.
- Landscape, please.
""")

# ---- unlabelled notes (background and distractors)
note("volunteer-rota-faq", "Rota FAQ for volunteers", "2026-05-04", ["shiftboard", "volunteers", "faq"], """
# Rota FAQ

**How do I swap a shift?** Offer it in shiftboard; anyone can pick it up, Hannah gets notified.

**Can I sign up for both sites on the same Saturday?** Yes, if the times don't overlap.

**How far ahead is the rota?** Hannah publishes next month's rota in the last week of this month.

**I can't log in.** Use "email me a link" on the login page; there are no passwords.
""")

note("committee-meetings", "Committee meetings", "2026-01-12", ["committee", "governance"], """
# Committee

- Meets on the first Tuesday of the month at the Shed, 19:30.
- Quorum is four of the seven trustees.
- AGM in January; the 2026 one agreed the membership tiers and the new deposit table.
- Minutes go in the shared Drive, folder "Committee / Minutes".
""")

note("insurance", "Insurance", "2026-02-16", ["insurance", "governance"], """
# Insurance

- Public liability cover £5m, through a community-sector broker; renews in September.
- The policy excludes petrol-powered tools, so none in the catalogue.
- Volunteers are covered as long as they've done the induction.
- Any accident at the Shed goes in the accident book *and* gets emailed to Priya the same day.
""")

note("grant-ideas", "Grant ideas", "2026-06-03", ["funding"], """
# Possible funding

- Community Foundation "Green Neighbourhoods" round — deadline usually March.
- Supermarket community grants (blue token scheme) for the Millbrook scanner.
- Local councillor ward budgets — Ade says ask in October.

Nothing applied for yet except the Foundation renewal.
""")

note("makerspace-partnership", "Canal Yard Makerspace", "2026-03-03", ["partners", "repair-cafe"], """
# Canal Yard Makerspace

- Next door in Unit 6. They run their own Discord for members.
- Makerspace members get £5 off our standard membership.
- They bring soldering stations and a 3D printer for parts to repair café.
- Contact: Deji, who runs their Tuesday open night.
""")

note("label-printer", "Label printer setup", "2026-06-24", ["hardware", "labels"], """
# Label printer

- Brother QL-700 on `office-pi`, shared over CUPS (port 631 on the office network only).
- toolshelf's "print label" button sends a PNG to it through a tiny print API on the Pi.
- 62mm continuous roll; a roll lasts about three months.

```sh
lpstat -p
lp -d QL700 -o media=62mm label.png
```
""")

note("kiosk-hardware-shopping", "Kiosk hardware shopping list", "2026-11-21", ["counterkiosk", "hardware"], """
# Kiosk hardware wishlist

- 10-inch touchscreen, about £85.
- Spare scanner cable (the coiled ones fail).
- Official Pi power supply, because the generic one browns out.

Ruth to order once the committee signs off in December.
""")

note("security-incident-2026-06", "Phishing attempt, June 2026", "2026-06-16", ["security", "incident"], """
# Phishing attempt on the shared inbox (June 2026)

- Fake "domain renewal" email sent to hello@; Ade nearly clicked it.
- Nothing compromised. We turned on 2FA for everyone in the Google Workspace.
- Lesson: real renewal notices come from the registrar to Marcus's address, never to hello@.
""")

note("accessibility-audit", "joinup accessibility audit", "2026-08-05", ["joinup", "accessibility"], """
# joinup accessibility audit

Done by a volunteer from the sight-loss charity over two evenings.

- Form labels were fine; error messages weren't announced to screen readers (fixed).
- The payment step opens in the same tab — good, keep it that way.
- Colour contrast on the "renew" button was too low (fixed in the next release).
""")

note("catalogue-search", "Catalogue search tips", "2026-07-25", ["toolshelf", "catalogue"], """
# Catalogue search

- Search matches names and tags; the trigram index makes typos work ("jigsw" finds jigsaws).
- Tag tools with the job as well as the name: "tile cutter" also gets "tiling".
- Items "in repair" are hidden from members but visible to volunteers.
""")

note("waitlist-feature", "Waitlist feature", "2026-07-14", ["toolshelf", "lending", "waitlist"], """
# Waitlist

- When a reserved tool is returned, the first person on the waitlist gets an email and 48 hours to collect.
- If they don't collect, it moves to the next person automatically.
- Volunteers can see the waitlist on the item page.
""")

note("volunteer-handbook-site", "Volunteer handbook site", "2026-04-11", ["docs", "volunteers"], """
# Volunteer handbook

- Written in MkDocs, repo `heronsgate/handbook`.
- Deployed to Netlify from `main` on every push.
- Anyone can suggest edits; Hannah approves.
""")

note("tool-donations", "Tool donations", "2026-03-27", ["donations", "catalogue"], """
# Accepting donations

- Yes: hand tools in working order, corded and cordless power tools (they get PAT tested before going out), garden tools.
- No: anything petrol-powered, welding kit, anything with asbestos risk (old sanding pads, etc.).
- Donors get a thank-you card; we don't give valuations.
- New items go in the "to be catalogued" crate; Ruth processes it every other week.
""")

note("stats-queries", "Stats queries for reports", "2026-07-01", ["toolshelf", "reporting"], """
# Stats for the grant report

Run on a read replica of the restore, never on production during opening hours.

```sql
SELECT date_trunc('month', checked_out_at) AS month, count(*)
FROM loans_loan GROUP BY 1 ORDER BY 1;
```

- "Active member" means at least one loan in the last 12 months.
- Volunteer hours come from shiftboard's CSV export.
""")

note("glossary", "Glossary", "2026-02-05", ["reference"], """
# Glossary

- **Item**: one physical thing with a barcode. **Tool** is used loosely for the same.
- **Loan**: an item out with a member. **Reservation**: a request for a specific collection date.
- **The Shed**: the main site at Unit 4, Canal Yard. **Millbrook**: the branch in Millbrook Library.
- **HTL-**: prefix on item barcodes.
""")

note("onboarding-devs", "Onboarding new developer volunteers", "2026-09-27", ["dev", "volunteers"], """
# New dev volunteers

- toolshelf and counterkiosk: ask Tomasz for access to the GitHub org.
- shiftboard: ask Lena for Codeberg access.
- joinup: Tomasz or Priya.
- Read the contributing notes and the code style memo first; pick a "good first issue".
- Nobody gets production shell access in their first three months.
""")

note("email-templates", "Email templates", "2026-08-16", ["toolshelf", "email", "templates"], """
# Email templates

- Templates are plain text with a short HTML version; Priya approves wording.
- Welcome, loan receipt, overdue (two variants), reservation ready, membership expiring.
- "Membership expiring" goes two weeks before the end date.
- Keep the sign-off as "The Heronsgate Tool Library volunteers".
""")

note("premises-unit4", "Unit 4 premises", "2026-01-19", ["premises"], """
# Unit 4, Canal Yard

- Lease from the Canal Yard Trust, peppercorn rent, renews every 3 years.
- Key holders: Priya, Hannah, Jonah, Marcus. Hannah keeps the list.
- The heating is on a timer for Wednesday evenings and Saturday mornings in winter.
- Bins go out Thursday night.
""")

note("first-aid", "First aid", "2026-02-09", ["safety"], """
# First aid

- Kit is on the wall by the sink; Jonah checks it monthly.
- Two volunteers hold a current first aid certificate (Jonah, Sian).
- Any injury goes in the accident book, however small.
""")

note("tool-of-the-week", "Tool of the week posts", "2026-05-18", ["comms", "social"], """
# Tool of the week

- Pick something seasonal (hedge trimmers in May, wallpaper steamer in January).
- One photo, two lines on what it's good for, link to the catalogue page.
- Check it's actually available that week before posting.
""")

note("sumup-reader", "Counter card reader", "2026-02-14", ["finance", "counter"], """
# SumUp reader

- Used at the counter for deposits and the occasional membership paid in person.
- Charged via USB; it lives in the kiosk cabinet overnight.
- Login on the volunteers' phone, not anyone's personal one.
""")

note("volunteer-recognition", "Volunteer recognition", "2026-11-07", ["volunteers"], """
# Thank-yous

- Christmas social for volunteers, usually the second Friday in December.
- 100-shift badge (Hannah tracks it from shiftboard).
- Volunteers get free membership after six months of regular shifts.
""")

note("carbon-savings", "Carbon and money saved", "2026-10-14", ["reporting", "impact"], """
# Impact numbers

- We use the borrowing-vs-buying estimate from the national tool library network.
- Rough figure for the grant report: each loan saves a member about £40 on average.
- Don't quote tonnes of CO2 without the source; the committee asked for caution.
""")
