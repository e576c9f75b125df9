"""File bodies for the set249 memory store (a freelance translation & subtitling agency).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: root Claude Code auto-memory files (+ MEMORY.md), remnic facts under facts/,
free notes under auto/.
"""
from datetime import datetime, timezone

FILES = {}        # store-relative path -> full text (with markers)
FLAT = set()      # root files whose frontmatter is intentionally not strict YAML
ROOT_INDEX = []   # (section, title, filename, hook)
LAYOUT = {}       # path -> root|facts|auto


def _add(path, text, layout):
    if path in FILES:
        raise SystemExit(f"duplicate path {path}")
    FILES[path] = text.rstrip("\n") + "\n"
    LAYOUT[path] = layout


def root(fname, name, description, type_, title, hook, section, body, flat=False):
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {type_}\n---\n\n"
    _add(fname, fm + body.strip("\n"), "root")
    ROOT_INDEX.append((section, title, fname, hook))
    if flat:
        FLAT.add(fname)


def fact(ts, category, hex4, tags, body, confidence=0.9):
    dt = datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000)
    stem = f"{category}-{ms}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n\n")
    _add(f"facts/{dt.strftime('%Y-%m-%d')}/{stem}.md", fm + body.strip("\n"), "facts")


def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    _add(f"auto/{slug}.md", fm + body.strip("\n"), "auto")


# =====================================================================================
# Root: Claude Code auto-memory
# =====================================================================================

root("reference_orderdesk.md", "orderdesk-overview",
     "Orderdesk client portal — stack, runtime, integrations and account rules",
     "reference", "Orderdesk overview", "client portal stack, integrations, gotchas", "Reference", r"""
# Orderdesk

Client-facing portal: quotes, orders, uploads, client accounts. Repo `kestrel-lingua/orderdesk`. Priya owns it, Leo helps since June.

## Runtime
@od_stack@ - Stack: Django 5.1 on Python 3.12, Celery 5 with Redis as broker
@od_db@ - Database: Postgres 16 at `od-db.internal:5433`
@od_host@ - Hosting: DigitalOcean droplet `od-prod-1` (fra1), 4 vCPU / 8 GB RAM
- Static files: whitenoise, no CDN (traffic is tiny)
- Redis: local, `127.0.0.1:6379`, db 0 for Celery, db 1 for the cache

## Integrations
@od_mail@ - Transactional email: Postmark, server `orderdesk-tx`
@od_errors@ - Errors: Sentry, project `orderdesk-prod`
- Payments: Stripe Checkout links on accepted quotes (see the Stripe memory)
- Glossa lookup for term suggestions in the quote form (read-only token)

## Accounts
@od_session@ - Sessions expire after 8 h of inactivity (staff and client logins alike)
- Clients log in with email + password, 2FA optional; staff 2FA is mandatory
- One client account can have several "contacts"; quotes belong to the account, not the contact

## Gotchas
- The quote PDF uses WeasyPrint, which needs `libpango` on the box — the deploy breaks quietly without it.
- `Order.status` is a plain CharField, not an enum. Don't "fix" this without a data migration.
""")

root("reference_cueline.md", "cueline-overview",
     "Cueline subtitling pipeline — stack, GPU box, limits",
     "reference", "Cueline overview", "subtitling pipeline stack, box and limits", "Reference", r"""
# Cueline

Subtitling pipeline: ingest → transcode (ffmpeg) → ASR draft → spotting/translation by freelancers → QC → export.
Repo `kestrel-lingua/cueline`. Priya built it in late 2025; Marta's team is the main internal user.

## Stack
@cue_py@ - Python 3.11 + FastAPI, deps managed with uv
@cue_queue@ - Queue: RQ workers on Redis (`cue-redis:6379`), one worker per job type
@cue_asr@ - ASR: faster-whisper `large-v2` (int8) on the GPU box
- Transcode: ffmpeg 6; proxies are 720p H.264 with burnt-in timecode
- Storage: B2 bucket `kl-media` for sources/proxies, `kl-subs` for finished files

## Box
@cue_gpu@ - GPU box `cue-gpu-1`: Hetzner GEX44, RTX 4000 SFF Ada with 20 GB VRAM
- API and workers both run on cue-gpu-1; there's no separate app server (yet)

## Limits
@cue_upload@ - Upload limit: 8 GB per file (tus resumable uploads)
- Max runtime per job: no hard limit, but anything over 3 h gets split into reels
- Inputs: MOV, MXF, MP4. ProRes and DNxHR are fine, XDCAM needs the `--xdcam` flag
""")

root("reference_roster.md", "roster-overview",
     "Roster freelancer portal — what it is, stack, where it runs",
     "reference", "Roster overview", "freelancer portal stack and services", "Reference", r"""
# Roster

Freelancer portal: profiles, language pairs, availability, POs, invoices from linguists. Repo `kestrel-lingua/roster`.

@ro_pm@ - Package manager: pnpm 9 (workspace: `apps/web`, `packages/ui`)
- Framework: Next.js 15 (app router) + Prisma
@ro_db@ - DB: Supabase Postgres, project `roster-prod`
@ro_host@ - Hosting: Vercel (team `kestrel`), preview deploy for every PR
@ro_err@ - Error tracking: Bugsnag (free tier)
- Auth: magic links, the emails go out via Resend
- File uploads (CVs, certificates): max 10 MB, PDF only

Hana is the main user; linguists log in maybe once a month to update availability and upload invoices.
""")

root("reference_glossa.md", "glossa-overview",
     "Glossa termbase service — binary, port, CI, auth, exports",
     "reference", "Glossa overview", "termbase service layout, auth and exports", "Reference", r"""
# Glossa

Termbase service. Holds client glossaries and our own termbase, exports TBX, feeds the DeepL glossaries.
Repo `kestrel-lingua/glossa`. Small enough that Priya rewrites bits of it for fun.

@gl_bin@ - Single static Go binary (Go 1.23), Caddy in front for TLS
@gl_port@ - Listens on `127.0.0.1:8090`; Caddy proxies `glossa.kestrel-lingua.pt` to it
- Storage: SQLite (`/var/lib/glossa/glossa.db`), replicated to B2 with Litestream
@gl_ci@ - CI: Woodpecker on the office NAS runner (`ci.kestrel.lan`)
@gl_auth@ - Auth: bearer token on every endpoint; tokens live in `/etc/glossa/tokens.toml`
@gl_tbx@ - TBX exports are emailed to freelancers at project kickoff

## Endpoints
- `GET /v1/terms/search?q=&src=&tgt=` — fuzzy search, used by Orderdesk and by the freelancers
- `POST /v1/terms` — create/update; `POST /v1/import` — TBX/CSV import
- `GET /v1/export/{glossary}.tbx`
""")

root("project_infra.md", "infra-overview",
     "Infra map: boxes, backups and monitoring across the apps",
     "project", "Infra map", "where things run and how they are looked after", "Project", r"""
Where things run and how they're looked after. Rui maintains this; ask him before changing anything on the boxes.

## Boxes
- `cue-gpu-1` — Cueline (API, workers, ASR), Falkenstein
- NAS (Synology DS923+, Porto office) — Metabase, internal wiki, file shares
- Roster and DNS are managed services (see their own memories)

## Backups
@inf_backup@ - od-prod-1: restic → B2 bucket `kl-backups`, nightly at 02:30 UTC
- NAS: Hyper Backup to B2 every Sunday at 05:00
- Glossa: Litestream streams continuously; a full snapshot is taken every 24 h

## Monitoring
@inf_mon@ - Monitoring: Uptime Kuma on the NAS pings every public endpoint every 60 s
- Disk alerts: a cron on each box mails Rui when `/` passes 85 %

**Why:** Rui is the only one who touches the boxes, so this file is the map he asked everyone to keep current.
""", flat=True)

root("feedback_git_workflow.md", "git-workflow",
     "Git rules per repo: merge strategy, branches, commit style",
     "feedback", "Git workflow", "merge strategy and branch rules per repo", "Feedback", r"""
Branch/merge rules differ per repo — check before pressing the merge button.

@git_od@ - `orderdesk`: squash-merge; the PR title becomes the commit subject
@git_cue@ - `cueline`: never squash — Marta bisects timing regressions commit by commit
- `glossa`: plain merge commits, nobody has strong feelings
- `roster`: short-lived branches, one PR per ticket

Commit messages: English, imperative, no ticket prefix unless Jonas asks for one.

**Why:** Priya set these per repo after the March bisect session, when a squashed cueline change hid which commit shifted every cue by a frame.
**How to apply:** Look at the repo before merging; never change a repo's merge settings without asking Priya.
""", flat=True)

root("feedback_deploys.md", "deploy-rules",
     "Deploy rules that came out of real incidents (migrations, Friday releases)",
     "feedback", "Deploy rules", "incident-driven rules for shipping the apps", "Feedback", r"""
Deploy rules that came out of real incidents.

@dep_migrate@ Never let the orderdesk deploy run `manage.py migrate` by itself — migrations get applied
by hand, right after a fresh backup.
**Why:** In April an auto-applied migration locked `orders_order` for 11 minutes during business hours.
**How to apply:** Flag migrations in the PR description so Priya knows one is coming.

@dep_fri@ No Cueline deploys on Fridays after 15:00 — nobody wants a broken pipeline going into a festival weekend.
**Why:** Berlinale week in February: a Friday-evening deploy broke the STL export and Marta's team lost a Saturday.
**How to apply:** Late Friday fixes wait for Monday unless Jonas says a client delivery depends on it.

Glossa can be deployed any time, it restarts in under a second.
""")

root("user_ines.md", "user-profile",
     "Who the manager is and how she wants to be answered",
     "user", "Inês (manager)", "who the manager is and how she works", "User", r"""
Inês Moreira, founder and managing director. Translator by training (PT/DE/EN), not a developer.

- Prefers short answers with the decision first, details after.
- Reads everything on her phone between client calls — keep tables narrow.
- Writes in PT or EN, sometimes mixed; answer in EN unless she writes a whole message in PT.
- Makes the final call on prices, freelancer rates and anything a client will see.
""")

root("feedback_answer_style.md", "answer-style",
     "Keep answers short and lead with the action",
     "feedback", "Answer style", "short answers, action first", "Feedback", r"""
Keep answers short; lead with what changed or what to do.

**Why:** Inês and Jonas skim; Priya reads diffs, not prose.
**How to apply:** For code changes: a one-line summary, then the diff. For ops questions: the command first, the explanation after.
""")

root("project_rate_card.md", "client-rate-card",
     "Client rate card — prices we quote, surcharges, minimums",
     "project", "Client rate card", "what we charge clients and the surcharges", "Project", r"""
# Client rate card (2026)

Prices we quote to clients, ex VAT. Jonas and Inês update it; Orderdesk reads the numbers from `settings.PRICING`.

| Item | Price | Notes |
|---|---|---|
| Standard translation | €0.14 / word | general, marketing, e-commerce |
| Legal / technical translation | €0.18 / word | |
@rc_min@ | Minimum order (translation) | €35 | covers ~250 words |
@rc_rush@ | Rush translation (< 24 h) | +50 % on the word rate | |
| Weekend delivery | +25 % | on top of rush if both apply |
| Subtitling, from template | €6 / runtime min | |
| Subtitling, origination | €9 / runtime min | incl. spotting |
| Subtitling rush (< 48 h) | +30 % | |

@rc_public@ The rate card is public — it's been on the website's pricing page since October.

Volume discounts are negotiated per client, never on this card.
""")

root("project_freelancer_pay.md", "freelancer-pay",
     "What we pay freelance linguists and how payouts work",
     "project", "Freelancer pay", "linguist rates, invoice approval and payouts", "Project", r"""
# Freelancer pay

What we pay linguists and how. Hana runs this, Inês signs off rate changes.

@fp_terms@ Freelancer invoices are paid net 30 after approval.

## Rates
@fp_rate@ - Standard rate: €0.09 per source word
- Legal/technical: €0.12 per source word
- Subtitling: €4.50 per runtime minute from template, €7 for origination
- Review (second linguist): €30 per hour, or €0.03/word on big jobs
@fp_test@ - Onboarding test translations (~300 words) are paid a flat €25

## Process
- Linguists upload their invoice to Roster against the PO
@fp_auto@ - Roster auto-approves freelancer invoices under €200 if they match the PO
@fp_wise@ - Payouts go out as a Wise Business batch every Thursday
- Currency is EUR for everyone, including the two UK-based linguists
""")

root("reference_subtitle_specs.md", "subtitle-specs",
     "Subtitle specs: limits used by the default QC profile",
     "reference", "Subtitle specs", "limits of the default subtitle profile", "Reference", r"""
# Subtitle specs — Cueline default QC profile

Used for every client without their own style guide. Client profiles override these (see the festival and kids notes).

@ss_len@ - Max line length: 42 characters (default profile)
- Max 2 lines per event
@ss_cps@ - Reading speed: 17 cps max (adult content)
- Min duration: 1 s (25 frames at 25 fps)
@ss_dur@ - Max duration: 7 s per subtitle event
@ss_gap@ - Minimum gap between events: 2 frames
- Shot changes: snap in/out cues to the cut when they're within 7 frames of it
@ss_fmt@ - Delivery format: SRT (UTF-8, CRLF) unless the client asks for something else
- Italics for off-screen voices and song lyrics; no colours
""", flat=True)

root("feedback_translation_qa.md", "translation-qa",
     "Four-eyes review on every translation",
     "feedback", "Translation QA", "second-linguist review rule", "Feedback", r"""
@qa_4eyes@ Every translation gets a second-linguist review before it's delivered (four-eyes,
no exceptions, not even for rush jobs).
**Why:** The one time we skipped it (a rush e-commerce job in 2025) the client found a wrong product size in the first paragraph.
**How to apply:** When building anything in Orderdesk or Roster that moves a job to "delivered", require a reviewer assignment first. Don't add a "skip review" flag, even if someone asks for one in a hurry.

Reviewers are picked in Roster by language pair and domain; Hana keeps the list of who reviews whom.
""")

root("reference_people.md", "team",
     "Who's who at the agency and what each person owns",
     "reference", "Who's who", "people, roles and ownership", "Reference", r"""
# Who's who

- **Inês Moreira** — founder / managing director, Porto. Approves prices, rates, hiring.
- **Jonas Albrecht** — Berlin lead, PM for the streaming and festival accounts.
- **Marta Kowalczyk** — subtitling QC lead (Berlin), main Cueline user.
- **Hana Sato** — vendor manager (Porto): freelancer onboarding, POs, payouts.
- **Priya Raman** — contract developer, owns Orderdesk, Cueline and Glossa.
- **Leo Brandt** — junior developer since June 2026, mostly Orderdesk and Roster.
- **Rui Figueiredo** — part-time sysadmin (two days a week): boxes, backups, DNS.
- **Sofia Lopes** — external accountant, not on the team chat.

## Notes
@ppl_leo@ - Until Leo joined in June, Priya carried the Orderdesk pager on her own.
- Marta and Jonas read PT fairly well; Priya doesn't, so write Orderdesk UI copy in EN and let Inês translate.
""")

root("project_oncall.md", "on-call",
     "On-call: who carries the pager for which app",
     "project", "On-call", "who carries the pager for which app", "Project", r"""
# On-call

| App | Who | When |
|---|---|---|
@oc_od@ | Orderdesk | weekly rotation, Priya ⇄ Leo | handover Mon 10:00 in #ops |
| Roster | Leo | business hours only |
| Cueline (weekdays) | Priya | 08:00–20:00 |
@oc_cue_we@ | Cueline (weekends) | Rui | Sat 08:00 – Mon 08:00 |
| Glossa | nobody — best effort | |

Incidents get a short write-up in `auto/` within a week. Pages come from the uptime checks and from Cueline's dead-letter alert.
""", flat=True)

root("feedback_client_comms.md", "client-comms",
     "How we talk to clients — names, reply times, attachments, tone",
     "feedback", "Client communication", "rules for anything a client sees", "Feedback", r"""
How we talk to clients. Inês is strict about this.

@cc_names@ Never reveal a freelancer's name to the client — deliveries go out signed
"Kestrel Lingua QA", and that's final.
**Why:** Two clients poached linguists directly in 2025.
**How to apply:** Inês reviews any change to Orderdesk's client-facing templates; ask her before touching them.

@cc_reply@ PMs answer new client requests within 4 business hours.

@cc_attach@ Never email client files as attachments; send the Orderdesk download link instead.
**Why:** NDA clauses, and two clients' mail servers bounce anything over 10 MB anyway.

Tone: formal in DE ("Sie"), friendly-formal in PT, plain in EN. No emojis in client emails.
""")

root("feedback_mt_policy.md", "mt-policy",
     "Machine translation rules — where DeepL is allowed and where not",
     "feedback", "MT policy", "where machine translation is and isn't allowed", "Feedback", r"""
Machine translation rules (Inês, after the March review with Jonas).

@mt_legal@ Never run legal documents through DeepL or any other MT engine, not even for a first draft.
**Why:** Confidentiality clauses in the legal MSAs, and the reviewer time saved was close to zero anyway.

Marketing and e-commerce copy goes through DeepL first, then a full post-edit; that's where MT actually pays off.

@mt_subs@ Don't use DeepL on subtitles without a full human pass afterwards.
**How to apply:** In Cueline an MT draft must never be exported straight to a client format — the export button stays disabled until a linguist has saved the file.
""")

root("project_offices.md", "offices",
     "The two offices — addresses, hours, closures",
     "project", "Offices", "addresses, hours and closures", "Project", r"""
# Offices

| Office | Address | Hours |
|---|---|---|
@off_porto@ | Porto | Rua de Cedofeita 112 | 09:00–18:00 (WET) |

Berlin: see the auto note on the October move; the PMs there work CET hours.

- Porto closes at 13:00 on 24 and 31 December.
- Each office follows its own public holidays (PT vs Berlin); Orderdesk shows the right calendar per PM.
- Visitors in Porto: ring "Kestrel" on the 2nd floor.
""")

root("reference_storage.md", "storage-buckets",
     "B2 buckets — what lives where and how long it is kept",
     "reference", "Storage buckets", "what each bucket holds and its lifecycle", "Reference", r"""
# Storage buckets (Backblaze B2, eu-central)

@st_media@ - `kl-media`: client source video, deleted 90 days after delivery (B2 lifecycle rule)
- `kl-subs`: delivered subtitle files, kept 5 years
- `kl-backups`: restic repositories (od-prod-1, NAS)
- `kl-litestream`: Glossa's SQLite replica
- `kl-docs`: translation source/target documents, kept 2 years, then moved to cold storage

Application keys are per bucket; Rui has the master key in Bitwarden.
""")

root("project_quotes.md", "quotes-process",
     "How quotes are made, who makes them, when they lapse",
     "project", "Quotes", "how quotes are built and who sends them", "Project", r"""
# Quotes

@q_valid@ Quotes are valid for 30 days from issue.

- Translation quotes are per source word (CAT analysis, repetitions counted once); subtitling per runtime minute.
- Jonas quotes streaming and festival work, Inês everything else.
- A quote turns into an order when the client clicks "accept" in Orderdesk; the Stripe link is generated then.

**Why this file exists:** the agent kept inventing quote rules from the rate card; these are the ones that actually apply.
""")

root("reference_tooling.md", "internal-tools",
     "Internal tools the team uses day to day",
     "reference", "Internal tools", "the non-app tools the team relies on", "Reference", r"""
# Internal tools

@tl_cat@ - CAT tool: memoQ 11 (server licence, 12 seats)
@tl_chat@ - Team chat: Slack (`#ops`, `#subs`, `#quotes`)
- Subtitle editor: EZTitles for Marta and Jonas; freelancers may use Subtitle Edit
- Passwords: Bitwarden organisation, one collection per app
- Wiki: Outline at `wiki.kestrel.lan` (NAS)
- Reporting: Metabase on the NAS
- Time tracking: none, on purpose
""")

root("feedback_python_style.md", "python-style",
     "Python code style for the Django and FastAPI repos",
     "feedback", "Python style", "lint, typing and error-handling conventions", "Feedback", r"""
Python code style for orderdesk and cueline.

- ruff for lint + format, line length 100
- type hints on everything public; `mypy --strict` only in cueline
- no bare `except:`; log and re-raise

**Why:** Priya reviews everything and wants diffs that pass `ruff check` without discussion.
**How to apply:** Run `ruff check --fix && ruff format` before proposing a diff.
""")

root("project_roster_onboarding.md", "freelancer-onboarding",
     "Onboarding flow for new freelance linguists in Roster",
     "project", "Freelancer onboarding", "steps a new linguist goes through", "Project", r"""
Onboarding flow for new freelance linguists.

@onb_test@ New linguists must pass a test translation before they're activated in Roster.

1. Linguist applies via the website form → Roster creates a "pending" profile.
2. Hana checks CV and references.
3. Test translation goes out; the language lead grades it.
4. NDA + data processing agreement signed in Roster.
5. Activation: the profile becomes visible to PMs in job search.

**Why:** Inês wants the flow written down before Leo rebuilds the onboarding screens.
**How to apply:** Keep the steps in this order when touching Roster's onboarding code.
""")

root("feedback_testing.md", "testing",
     "Testing prefs: real databases, factories, no ORM mocks",
     "feedback", "Testing", "how tests are written in each repo", "Feedback", r"""
- orderdesk: pytest + pytest-django, factory_boy, real Postgres in CI (no SQLite shortcuts)
- cueline: pytest; ASR tests use a tiny whisper model on CPU and a 20-second fixture clip
- glossa: `go test ./...`, table-driven
- roster: vitest for units, Playwright e2e against a local build

**Why:** A SQLite-only test suite hid a Postgres JSONB bug in orderdesk last year.
**How to apply:** Never mock the ORM; if a test needs data, use a factory.
""", flat=True)

root("project_festival_season.md", "festival-season",
     "Festival season — why spring and autumn are busy and what changes then",
     "project", "Festival season", "how festival weeks change the workload", "Project", r"""
Festival season drives our busiest months: Berlinale (Feb), IndieLisboa (Apr/May), Locarno (Aug), Doclisboa (Oct).

- Jonas runs festival intake; Marta plans QC capacity two weeks ahead.
- Standby pool: 8 subtitlers who've agreed to 48 h turnarounds during festival weeks.
- Festival clients usually need DCP-compatible subtitles (Interop XML) as well as SRT.

**How to apply:** During festival weeks festival jobs jump the Cueline queue; Jonas decides the order.
""")

root("reference_stripe.md", "client-payments",
     "How clients pay (Stripe) and where the money lands",
     "reference", "Client payments", "Stripe checkout and webhook basics", "Reference", r"""
- Orderdesk creates a Stripe Checkout session when a quote is accepted; card and SEPA debit are enabled.
- Webhook endpoint: `/stripe/webhook/`, signing secret in the env file.
- Stripe retries failed webhooks for up to 3 days.
- Payouts from Stripe land in the Millennium BCP account every 2 business days.
""")

root("project_metabase.md", "reporting",
     "Metabase reporting setup and its data source",
     "project", "Reporting", "how the dashboards get their data", "Project", r"""
Reporting setup.

@mb_pg@ Metabase keeps its own application DB in a Postgres 15 container on the NAS.

- Data source: a nightly `pg_dump` of Orderdesk restored into a reporting schema at 05:00 UTC — never point Metabase at the live Orderdesk DB.
- Dashboards: revenue per client, words per language pair, on-time delivery rate.
- Inês looks at "on-time delivery" every Monday.
""")

root("feedback_secrets.md", "secrets-handling",
     "Never put secrets in memory, commits or PRs",
     "feedback", "Secrets", "where secrets may and may not go", "Feedback", r"""
Never paste secrets into memory files, commits or PR descriptions.

**Why:** The cueline repo was briefly public in January (mis-click) and had a B2 key in an old commit.
**How to apply:** Env files live on the boxes and in Bitwarden only; reference variable names, not values.
""")

root("project_cueline_qc.md", "cueline-qc",
     "How subtitle QC works in Cueline and the rules around it",
     "project", "Cueline QC", "automated checks and QC rules for subtitles", "Project", r"""
# Cueline QC

@qc_marta@ Every subtitle file goes through Marta's QC pass before delivery.

## Automated checks (run before Marta sees the file)
@qc_dur@ - events longer than 7000 ms are flagged as errors
- overlapping events are errors, gaps under the minimum are warnings
- cps over the profile limit → warning, over limit + 3 → error

## Rules
@qc_fn@ Forced narratives are always burned into the proxy and the delivery master.

@qc_asr@ Don't send the ASR draft to freelancers before the timing pass is done.
- QC notes are written in EN whatever the subtitle language.
""")

root("reference_dns.md", "dns",
     "DNS zone and what each record points at",
     "reference", "DNS", "zone layout and who can edit it", "Reference", r"""
DNS is on Cloudflare (zone `kestrel-lingua.pt`); Rui and Inês have access.

- `orderdesk.` → proxied A record
- `glossa.` → A record, not proxied (TBX downloads were timing out through the proxy)
- `cue.` → cue-gpu-1, not proxied
- `roster.` → CNAME, managed from the hosting dashboard
- MX: Google Workspace
""")

root("feedback_incident_response.md", "incident-triage",
     "Where incidents and complaints get routed",
     "feedback", "Incident triage", "what goes to on-call and what doesn't", "Feedback", r"""
@ir_sync@ Subtitle sync complaints go to Marta, not to on-call — they're a QC problem,
not an outage.
**Why:** In September on-call got paged at 2am because a client said "subs are late" on one reel; it was a frame-rate mismatch, nothing was down.
**How to apply:** When triaging, ask: is a service down or slow? → on-call. Is a file wrong? → Marta (subtitles) or the PM (translations).

Write-ups go in `auto/` as `<app>-incident-YYYY-MM.md`.
""")

root("project_invoicing.md", "client-invoicing",
     "Client invoicing rules and per-client quirks",
     "project", "Client invoicing", "payment terms, reminders and client quirks", "Project", r"""
Client invoicing rules.

@inv_terms@ Client payment terms are two weeks from the invoice date.
@inv_po@ - Never issue an invoice to Helix Streaming without their PO number on it
- Nordlys Play wants one invoice per episode batch, not per episode.
- Reminders: first at due date + 3 days, second at + 14, then Inês calls.
- Late fees: we don't charge them, even though the T&Cs allow it.
""")

root("reference_clients.md", "clients",
     "Main client accounts and what they buy",
     "reference", "Clients", "the main accounts and what they buy", "Reference", r"""
Main accounts (by revenue, 2026 YTD):

1. Helix Streaming — subtitles EN→PT/DE, about 60 % of subtitle volume
2. Nordlys Play — Nordic streamer, EN/NO→PT-PT
3. Andrade & Berg (legal) — PT↔DE contracts
4. Casa Lume (e-commerce) — product copy in 6 languages
5. Festival clients — seasonal

Key contacts are in Orderdesk, not here.
""")

root("project_sworn.md", "sworn-translations",
     "Whether we do certified translations",
     "project", "Certified translations", "the decision on certified work", "Project", r"""
@sw_no@ We don't offer sworn/certified translations — Inês' call, the liability isn't worth it.

**Why:** Clients asked about it repeatedly in Q2; the insurance quote was the deciding factor.
**How to apply:** If a client asks, PMs reply with the standard canned text in Orderdesk.
""")

root("feedback_freelancer_data.md", "freelancer-data",
     "What freelancers may do with client material",
     "feedback", "Freelancer data rules", "handling of client material by freelancers", "Feedback", r"""
@fd_llm@ Freelancers must not paste client text into ChatGPT or any other public LLM.
**Why:** NDA terms with almost every client; one legal client audits this.
**How to apply:** Put the rule in the freelancer handbook and on the Roster NDA screen; don't build LLM features into Roster.

- Freelancer CVs are deleted 2 years after the linguist's last job.
- Freelancers see the client's industry, not the client's name, unless the client asks otherwise.
""")

root("project_backlog.md", "backlog",
     "Ideas Inês wants eventually, no dates",
     "project", "Backlog", "wanted features without dates", "Project", r"""
Things Inês wants eventually, no dates:

- Client self-service re-delivery (download old files from `kl-subs`)
- Roster: availability calendar sync with Google Calendar
- Glossa: term approval workflow with client reviewers
- Cueline: speaker diarization for SDH

**How to apply:** Don't start any of these without a go from Inês; mention them when a related change is being made.
""")

root("reference_asr.md", "asr-notes",
     "Notes on how ASR drafts are produced and where they fail",
     "reference", "ASR notes", "languages, VAD and weak spots of the drafts", "Reference", r"""
ASR notes for Cueline.

- Languages we run ASR on: EN, PT, DE, ES, FR. Nordic languages go straight to manual transcription.
- VAD: silero, min silence 500 ms; long files are cut into 30-min chunks.
- Word timestamps are on; spotting uses them to pre-place cues.
- Music-heavy reels get bad drafts — Marta flags those and the subtitler starts from scratch.
""")


# =====================================================================================
# remnic facts
# =====================================================================================

fact("2026-01-08T10:12:44.207Z", "fact", "a41c", ["offices", "porto"], r"""
@f_a5@ The Porto office opens at 9 am and closes at 6 pm, Monday to Friday.
""", 0.93)

fact("2026-01-15T16:03:09.881Z", "fact", "0be7", ["cueline", "asr", "history"], r"""
@f_d2a@ During the 2025 pilot Cueline sent audio to Google Speech-to-Text (roughly €1.30 per hour of audio).
""", 0.88)

fact("2026-01-21T09:47:31.054Z", "preference", "7d13", ["qa", "legal", "review"], r"""
@f_f1b@ For legal jobs the reviewer has to be a native speaker of the target language with a law background.
""", 0.95)

fact("2026-01-29T14:20:58.602Z", "decision", "c2f0", ["quotes", "festival"], r"""
@f_f9b@ Festival package quotes expire on the festival's submission deadline when that comes before the usual 30 days.
""", 0.9)

fact("2026-02-04T11:31:17.339Z", "fact", "e95a", ["offices", "berlin"], r"""
@f_s9@ The Berlin team works out of Betahaus in Kreuzberg (4 fixed desks, meeting room bookable).
""", 0.9)

fact("2026-02-12T08:55:02.713Z", "fact", "31b8", ["invoicing", "clients"], r"""
@f_inv14@ Client invoices are due 14 days after issue.
""", 0.94)

fact("2026-02-20T17:09:40.118Z", "fact", "5fd2", ["glossa", "infra"], r"""
@f_a10@ Glossa ships as one statically linked Go binary, with Caddy terminating TLS.
""", 0.91)

fact("2026-02-26T13:44:25.490Z", "fact", "b06e", ["subtitles", "delivery", "broadcast"], r"""
@f_f6b@ Broadcast clients also get an EBU-STL file next to the SRT.
""", 0.89)

fact("2026-03-04T10:05:51.276Z", "fact", "9c47", ["pricing", "subtitling"], r"""
@f_o4@ Subtitling jobs have a minimum fee of €60 no matter how short the runtime.
""", 0.92)

fact("2026-03-09T15:38:12.934Z", "decision", "42aa", ["tools", "chat"], r"""
@f_s10@ We left Slack for a self-hosted Mattermost in March; the old Slack workspace is read-only now.
""", 0.96)

fact("2026-03-12T09:26:33.501Z", "fact", "d8e1", ["translation", "tools"], r"""
@f_r1b@ All translation projects are prepped in Trados Studio 2024; freelancers receive .sdlppx packages.
""", 0.9)

fact("2026-03-18T12:14:06.067Z", "fact", "17c9", ["orderdesk", "ci", "history"], r"""
@f_d8@ Orderdesk CI ran on GitLab CI until the repos moved to GitHub in February.
""", 0.87)

fact("2026-03-25T16:52:49.722Z", "decision", "6a3d", ["pricing", "website"], r"""
@f_n10b@ Inês decided not to publish prices publicly; clients only ever see rates in their individual quote.
""", 0.93)

fact("2026-03-31T11:18:27.385Z", "preference", "f2c6", ["intake", "ocr"], r"""
@f_ns5a@ We don't accept scanned PDFs without the OCR surcharge (+€15 per file).
""", 0.88)

fact("2026-04-01T08:41:59.150Z", "fact", "8b5e", ["orderdesk", "django", "history"], r"""
@f_d1@ Orderdesk ran Django 4.2 LTS until the upgrade in March 2026.
""", 0.9)

fact("2026-04-09T14:02:18.843Z", "fact", "2e91", ["freelancers", "rates", "cat"], r"""
@f_f5b@ Fuzzy matches of 75–94% are paid at 60% of the standard word rate, 100% matches at 20%.
""", 0.91)

fact("2026-04-15T10:29:44.316Z", "preference", "c7b4", ["clients", "delivery", "email"], r"""
@f_n5b@ Every delivery email names the translator and the reviewer so the client knows who worked on it.
""", 0.86)

fact("2026-04-24T09:13:35.978Z", "fact", "40df", ["cueline", "releases"], r"""
@f_ns1b@ Cueline ships on Fridays — weekly release train, usually tagged around 11:00.
""", 0.89)

fact("2026-05-05T15:57:21.604Z", "fact", "9a02", ["glossa", "history"], r"""
@f_d7@ In January Glossa still ran on port 8000 as a dev server inside tmux.
""", 0.84)

fact("2026-05-07T11:46:03.257Z", "decision", "e3f8", ["mt", "legal", "deepl"], r"""
@f_n1b@ Legal jobs get a DeepL pre-translation pass, then a full post-edit by the legal reviewer.
""", 0.9)

fact("2026-05-13T13:21:48.090Z", "fact", "1fb6", ["cueline", "jobs"], r"""
@f_o6a@ Cueline retries a failed transcode 3 times before it marks the job as failed.
""", 0.92)

fact("2026-05-19T10:08:14.531Z", "fact", "7ec0", ["cueline", "qc", "subtitles"], r"""
@f_v2b@ Cueline's default QC profile flags any subtitle line longer than 39 characters.
""", 0.91)

fact("2026-05-22T16:34:57.168Z", "fact", "b5a9", ["mt", "subtitles", "festival"], r"""
@f_ns4b@ We use DeepL for first drafts on low-budget festival subtitle jobs.
""", 0.87)

fact("2026-05-28T09:59:30.445Z", "fact", "03e4", ["roster", "errors"], r"""
@f_s6@ Roster dropped Bugsnag in May; its errors go to Sentry now (project `roster-web`).
""", 0.94)

fact("2026-06-03T14:47:11.802Z", "fact", "d61f", ["pricing", "rush"], r"""
@f_v5b@ Rush translation orders (delivery in under 24 hours) carry a 40% surcharge on the per-word price.
""", 0.9)

fact("2026-06-08T12:25:39.067Z", "preference", "58c2", ["billing", "qa"], r"""
@f_ns9a@ We never bill the QA pass separately.
""", 0.88)

fact("2026-06-11T10:40:02.694Z", "fact", "ab37", ["cueline", "asr"], r"""
@f_d2b@ Cueline's draft transcripts come from faster-whisper running locally on `cue-gpu-1`.
""", 0.92)

fact("2026-06-15T19:22:46.310Z", "fact", "4c80", ["orderdesk", "hosting", "migration"], r"""
@f_s1@ Migrated Orderdesk from DigitalOcean to a Hetzner CX32 in Falkenstein over the weekend of 13–14 June.
""", 0.97)

fact("2026-06-19T08:16:25.953Z", "fact", "e0d5", ["subtitles", "qc"], r"""
@f_a9@ All subtitle deliveries are QC'd by Marta's team first; no file leaves without it.
""", 0.93)

fact("2026-06-26T15:33:58.219Z", "fact", "3b6a", ["freelancers", "payouts"], r"""
@f_r10b@ We pay freelance linguists through Payoneer mass payouts.
""", 0.89)

fact("2026-06-30T11:04:17.876Z", "fact", "f47e", ["backups", "orderdesk"], r"""
@f_f4a@ od-prod-1 is backed up with restic to the `kl-backups` bucket on Backblaze B2.
""", 0.95)

fact("2026-07-03T13:50:41.532Z", "decision", "86cd", ["invoicing", "orderdesk"], r"""
@f_s8@ We no longer use InvoiceXpress — since July Orderdesk generates the client invoices itself (ATCUD + QR code).
""", 0.96)

fact("2026-07-07T09:37:08.198Z", "fact", "21e3", ["clients", "delivery", "email"], r"""
@f_ns6b@ We email clients a delivery notification as soon as QA signs off.
""", 0.9)

fact("2026-07-09T14:21:27.512Z", "fact", "c0f9", ["orderdesk", "database"], r"""
@f_v1b@ Orderdesk's `DATABASE_URL` is `postgres://orderdesk@od-db.internal:5432/orderdesk` (lives in `/etc/orderdesk/env`).
""", 0.9)

fact("2026-07-15T10:55:52.761Z", "fact", "95b1", ["freelancers", "rates"], r"""
@f_a6@ Standard freelancer pay is 9 euro cents per new word.
""", 0.92)

fact("2026-07-22T16:12:35.437Z", "fact", "6f28", ["glossa", "ci"], r"""
@f_r6b@ Glossa's tests and release builds run on GitHub Actions (`go test ./...` then goreleaser).
""", 0.88)

fact("2026-07-30T12:48:19.004Z", "fact", "da4b", ["orderdesk", "deploy"], r"""
@f_f3b@ The orderdesk `deploy` job only starts once the test job is green, and it reaches od-prod-1 over Tailscale SSH.
""", 0.91)

fact("2026-08-04T09:31:44.660Z", "preference", "0c5e", ["glossa", "freelancers", "tbx"], r"""
@f_n8b@ Never send TBX exports to freelancers — they get read-only access to Glossa search instead.
""", 0.9)

fact("2026-08-11T14:06:27.325Z", "fact", "7a19", ["orderdesk", "email"], r"""
@f_r2b@ Orderdesk sends order confirmations and quote emails through Amazon SES (eu-west-1).
""", 0.89)

fact("2026-08-18T11:43:03.981Z", "fact", "b2d7", ["orderdesk", "deps"], r"""
@f_s5@ Switched orderdesk from Poetry to uv in August — `uv.lock` replaced `poetry.lock`.
""", 0.95)

fact("2026-08-20T15:19:50.648Z", "fact", "4e6b", ["storage", "retention", "media"], r"""
@f_v8b@ Client source media in `kl-media` is purged 60 days after delivery; if a client needs
a re-edit after that, they have to upload the master again.
""", 0.9)

fact("2026-08-26T10:27:36.314Z", "fact", "e81a", ["invoicing", "clients"], r"""
@f_ns2b@ Client invoices are issued the day the client accepts the delivery.
""", 0.9)

fact("2026-08-31T17:02:14.972Z", "fact", "c34d", ["monitoring", "infra"], r"""
@f_s3@ Uptime Kuma was shut down in August; Better Stack runs the uptime checks and the status page now.
""", 0.96)

fact("2026-09-02T08:49:57.639Z", "fact", "19f0", ["intake", "sftp", "orderdesk"], r"""
@f_s4@ The SFTP drop has been read-only since September; new translation source files come in through Orderdesk uploads only.
""", 0.95)

fact("2026-09-07T13:35:40.305Z", "fact", "a7c3", ["offices", "berlin", "history"], r"""
@f_d5@ Through summer 2026 (June to August) the Berlin office closed at 17:00 on Fridays.
""", 0.87)

fact("2026-09-09T10:14:23.981Z", "preference", "5d28", ["freelancers", "invoices"], r"""
@f_n7b@ No freelancer invoice gets approved without Hana checking it by hand, whatever the amount.
""", 0.91)

fact("2026-09-15T16:41:06.648Z", "fact", "f90e", ["cueline", "asr", "upgrade"], r"""
@f_s7@ Upgraded Cueline's ASR from whisper large-v2 to large-v3-turbo on 14 Sep; WER on the PT test set went down ~3 points.
""", 0.96)

fact("2026-09-24T11:28:49.314Z", "fact", "63b1", ["cueline", "uploads"], r"""
@f_v10b@ Cueline's upload endpoint rejects files over 5 GB — bigger masters have to come in via Aspera.
""", 0.9)

fact("2026-09-30T14:55:32.990Z", "fact", "8d44", ["cueline", "queue"], r"""
@f_r5b@ Cueline's transcode and ASR jobs are dispatched through Dramatiq with a Redis broker.
""", 0.89)

fact("2026-10-05T09:02:15.657Z", "fact", "2a7f", ["backups", "orderdesk"], r"""
@f_v4b@ The Orderdesk nightly restic backup kicks off at 03:15 UTC, after the Celery beat cleanup job.
""", 0.9)

fact("2026-10-06T12:37:58.323Z", "fact", "d3c8", ["translation", "certified", "de"], r"""
@f_n4b@ We offer certified (sworn) PT↔DE translations through Dr. Kessler, apostille cover page included.
""", 0.86)

fact("2026-10-09T15:44:41.996Z", "fact", "7b0a", ["glossa", "auth"], r"""
@f_f8b@ Glossa's search endpoint accepts the read-only freelancer token; write endpoints need an admin token.
""", 0.92)

fact("2026-10-14T10:21:24.662Z", "fact", "e52b", ["roster", "js", "deps"], r"""
@f_r4b@ Roster's JS dependencies are installed with Yarn 4 (Berry, `nodeLinker: node-modules`).
""", 0.88)

fact("2026-10-20T13:08:07.329Z", "fact", "91fd", ["orderdesk", "celery"], r"""
@f_o6b@ Orderdesk's Celery task for quote reminder emails retries up to 5 times with exponential backoff.
""", 0.9)

fact("2026-10-23T17:51:50.995Z", "fact", "46e2", ["cueline", "gpu", "maintenance"], r"""
@f_ns7b@ cue-gpu-1 reboots every Sunday at 23:00 for kernel and security updates.
""", 0.88)

fact("2026-10-28T11:39:33.661Z", "preference", "0f7d", ["subtitles", "forced-narratives"], r"""
@f_n6b@ Do not burn in forced narratives: Cueline exports them as a separate FN subtitle track.
""", 0.91)

fact("2026-11-04T09:16:16.328Z", "fact", "c8a5", ["roster", "hosting"], r"""
@f_r9b@ Roster is deployed on Fly.io, region `fra`, two shared-cpu machines.
""", 0.89)

fact("2026-11-10T14:33:59.994Z", "fact", "3e0c", ["cueline", "git"], r"""
@f_n9b@ cueline PRs are squash-merged so `main` stays linear.
""", 0.87)

fact("2026-11-19T10:50:42.661Z", "fact", "b91d", ["intake", "ocr"], r"""
@f_ns5b@ We accept scanned PDFs; ABBYY FineReader does the OCR before prep.
""", 0.9)

fact("2026-11-24T16:27:25.328Z", "fact", "6c2e", ["billing", "qa"], r"""
@f_ns9b@ QA is billed to clients as part of the per-word rate.
""", 0.9)

# ---- unlabelled distractor facts -------------------------------------------------

fact("2026-01-13T12:00:31.118Z", "fact", "2d4f", ["cueline", "infra"], r"""
Cueline's API listens on `127.0.0.1:8000`; only Caddy talks to it.
""", 0.9)

fact("2026-02-09T09:45:12.774Z", "fact", "a90b", ["pricing", "transcription"], r"""
Transcription-only jobs have a €25 minimum.
""", 0.88)

fact("2026-03-02T14:10:55.203Z", "fact", "5e16", ["roster", "runtime"], r"""
Roster runs on Node 20 LTS.
""", 0.86)

fact("2026-04-17T11:22:40.590Z", "fact", "cc31", ["subtitles", "kids"], r"""
Kids' subtitles are capped at 37 characters per line.
""", 0.9)

fact("2026-05-26T15:05:18.447Z", "preference", "18ad", ["subtitles", "tools", "festival"], r"""
Jonas prefers EZTitles for the final spotting pass on festival films.
""", 0.85)

fact("2026-06-22T10:31:02.936Z", "fact", "9f6c", ["roster", "auth"], r"""
Roster sessions (magic-link login) last 30 days.
""", 0.88)

fact("2026-07-27T13:58:47.211Z", "fact", "40b2", ["glossa", "termbase"], r"""
Glossa holds about 48k term entries across 23 language pairs.
""", 0.84)

fact("2026-08-14T16:20:33.705Z", "fact", "e7d0", ["payments", "stripe"], r"""
Client card payments via Stripe carry a 1.5% + €0.25 fee that we absorb.
""", 0.87)

fact("2026-09-18T09:09:09.372Z", "preference", "71c5", ["qc", "subtitles"], r"""
Marta wants QC notes in English even for PT and DE files.
""", 0.9)

fact("2026-10-02T11:47:56.048Z", "fact", "d2e9", ["clients", "helix", "media"], r"""
Helix Streaming sends their masters via Aspera, never through the Cueline upload form.
""", 0.88)

fact("2026-10-17T14:14:28.553Z", "preference", "3a84", ["git", "reviews"], r"""
Priya prefers small PRs (under ~400 changed lines) and reviews them within a day.
""", 0.86)

fact("2026-11-12T08:38:21.890Z", "fact", "57fb", ["infra", "nas"], r"""
The office NAS is a Synology DS923+ with 4 × 8 TB disks in SHR-1.
""", 0.9)

fact("2026-11-26T15:59:04.127Z", "decision", "8e1f", ["freelancers", "onboarding"], r"""
Inês decided that freelancers get paid for the test translation even if they fail it.
""", 0.9)


# =====================================================================================
# auto/ free notes
# =====================================================================================

auto("hana-vendor-faq", "Vendor FAQ", "2026-09-03", ["freelancers", "faq", "payments"], r"""
# Vendor FAQ (Hana's answers, collected)

**Q:** How fast do we pay freelancers?
@v3b@ **A:** Net 21 — linguist invoices are paid 21 days after approval.

**Q:** Do freelancers invoice in EUR?
**A:** Yes, EUR only, the UK folks too.

**Q:** Who approves a rate change for a linguist?
**A:** Inês, after Hana proposes it.

**Q:** Can a linguist work for a client directly after a project with us?
**A:** Not for 12 months — it's in the framework agreement.
""")

auto("quotes-faq", "Quotes quick answers for PMs", "2026-06-17", ["quotes", "faq", "pricing"], r"""
# Quotes — quick answers for PMs

- Quotes are built in Orderdesk from the CAT analysis export
@v7b@ - min order value for a translation job is 40 EUR, no exceptions
@a8@ - a quote stays valid 30 days (Orderdesk marks it expired on day 31)
- discounts: only Inês can approve them, and only per client
- currency: EUR, except Nordlys, who get NOK quotes from Jonas by hand

## FAQ
**Does the client see the word count breakdown?** Yes, repetitions and fuzzy bands are on the PDF.
**Can we quote in hours?** Only for review-only jobs.
""")

auto("orderdesk-dev-setup", "Orderdesk local dev setup", "2026-04-08", ["orderdesk", "dev-setup"], r"""
# Orderdesk local dev setup

For whoever joins next (and future Priya).

@v9b@ - Python 3.11 for orderdesk (that's what `.python-version` pins)
@s5_stale@ - Deps: Poetry (`poetry install --with dev`), venv in `.venv`
- Postgres + Redis via `docker compose up -d db redis`
- `make seed` loads two fake clients and a dozen orders
@r8b@ - We rebase-merge orderdesk PRs, no squashing, so migration commits stay separate

```bash
docker compose up -d db redis
make seed
python manage.py runserver 8001
```

Port 8001 locally because Cueline's API grabs 8000 on Priya's machine.
""")

auto("glossa-runbook", "Glossa runbook", "2026-08-12", ["glossa", "runbook"], r"""
# Glossa runbook

@v6b@ Glossa's HTTP port is 8088 — check with `ss -ltnp | grep glossa` when Caddy throws 502s.

## Restart
```bash
sudo systemctl restart glossa
journalctl -u glossa -n 50
```

## Restore from Litestream
1. Stop glossa.
2. `litestream restore -o /var/lib/glossa/glossa.db s3://kl-litestream/glossa.db`
3. Start glossa, hit `/healthz`.

## Common issues
- 401 on search from Orderdesk: the read-only token was rotated and Orderdesk's env wasn't updated.
- TBX export timeouts for the big Helix glossary (~18k entries): raise Caddy's `read_timeout`, don't paginate.
""")

auto("orderdesk-faq", "Orderdesk FAQ for client support", "2026-07-21", ["orderdesk", "faq", "support"], r"""
# Orderdesk FAQ (client support)

**Q:** How big can order attachments be?
@o10@ **A:** 50 MB per file; nobody has hit that yet with Word or InDesign files.

**Q:** How long does a login session last?
@a2@ **A:** 480 minutes idle and you're logged out — same for staff and clients.

**Q:** Can a client add a colleague?
**A:** Yes, as a contact on the same account; quotes stay visible to all contacts.

**Q:** Why can't a client cancel an accepted order?
**A:** Once accepted, cancellation goes through the PM so we can pay the linguist for work already done.
""")

auto("orderdesk-incident-2026-10", "Orderdesk incident 2026-10-21 quote page 500s", "2026-10-22", ["orderdesk", "incident"], r"""
# Orderdesk incident — 2026-10-21, quote page 500s

- 09:40 Jonas reports clients can't open quotes
- 09:52 Priya confirms, rolls nothing back yet

@r3b@ Orderdesk exceptions land in Rollbar; the 500s on the quote page showed up there first.

- Cause: a WeasyPrint upgrade pulled a newer pango; the PDF preview crashed on fonts with ligatures
- 10:25 pinned WeasyPrint, redeployed, fixed
- Follow-up: add a PDF render smoke test to CI
""")

auto("cueline-ops", "Cueline ops notes", "2026-10-11", ["cueline", "ops", "on-call"], r"""
# Cueline ops notes

@r7b@ - Weekend incidents on Cueline: Jonas is on call Sat/Sun, Rui only as backup
@ns3b@ - On-call handles Cueline outages (API down, queue stuck, GPU box unreachable)
@a7@ - cue-gpu-1 has a 20GB VRAM card (the RTX 4000 SFF Ada)
@o7@ - `kl-media` cleanup sweep (lifecycle rule check) runs at 04:00 UTC
- Dead-letter alert fires when more than 5 jobs sit in `failed` for an hour
- Disk: `/srv/cueline/scratch` fills up with proxies; the cleanup cron keeps 3 days

## Useful
```bash
systemctl status cueline-api cueline-worker@asr cueline-worker@transcode
nvidia-smi --query-gpu=memory.used --format=csv
```
""")

auto("orderdesk-deploy", "How orderdesk deploys", "2026-05-14", ["orderdesk", "deploy", "ci"], r"""
# How orderdesk deploys

@od_gha@ Orderdesk deploys from GitHub Actions on every push to `main`.

@n2b@ - `deploy.sh` runs `python manage.py migrate --noinput` automatically right after `collectstatic`
- then it restarts gunicorn and the Celery workers via systemd
- rollback = redeploy the previous commit; there's no blue/green

```bash
sudo systemctl restart orderdesk-web orderdesk-celery
sudo journalctl -u orderdesk-web -f
```
""")

auto("freelancer-handbook-draft", "Freelancer handbook draft v0.3", "2026-07-01", ["freelancers", "handbook", "draft"], r"""
# Freelancer handbook (draft v0.3)

## Tools
- You'll get access to Roster on day one; Cueline access only if you do subtitling.
@n3b@ - Linguists may use ChatGPT for terminology research and to rephrase client sentences, as long as they check the output
- Spellcheck and QA tools (Xbench, Verifika) are fine.

## Subtitling
@ns10b@ - Subtitlers receive the ASR draft as their starting point
- Timing is done against the 720p proxy with burnt-in timecode.

## Payment
- Upload your invoice in Roster against the PO number.
""")

auto("client-file-intake", "Client file intake", "2026-02-11", ["intake", "clients", "files"], r"""
# Client file intake

@s4_stale@ - Clients drop translation source files on `sftp.kestrel-lingua.pt` (one chrooted account per client)
- Video for subtitling comes via the Cueline upload or Aspera for big masters
- Scanned stuff: see the OCR notes in Orderdesk
- Filenames: we never rename client files on intake; renaming happens at delivery
""")

auto("month-end-close", "Month-end close", "2026-03-30", ["finance", "month-end"], r"""
# Month-end close

@s8_stale@ - Client invoices are generated in InvoiceXpress; the SAF-T export goes to our accountant
  (Sofia) by the 5th of the following month
- Freelancer POs for the month get closed in Roster on the last working day
- Sofia gets the Millennium BCP and Stripe statements by the 5th as well
- Inês checks the revenue dashboard in Metabase before signing off
""")

auto("roster-neon-migration", "Roster DB migration", "2026-04-22", ["roster", "database", "migration"], r"""
# Roster DB migration

@s2@ Roster's database moved off Supabase to Neon in April; the Supabase project is paused.

- Why: free-tier pausing, and we only ever used plain Postgres anyway.
- Prisma migrations re-ran cleanly; ~40k rows, dump/restore took 3 min.
- Leftover: delete the old project after 90 days if nobody complains.
""")

auto("berlin-move", "Berlin office move", "2026-10-02", ["offices", "berlin"], r"""
# Berlin office move

@s9@ Berlin office moved from Betahaus to our own room at Oranienstraße 12 on 1 October.

@ber_hours@ - Opening hours in Berlin: 09:30–18:30, Mon–Fri
- Post goes to the new address from now on; Jonas updated the Orderdesk footer
- Internet: 500 Mbit fibre; Marta's QC workstation is wired
""")

auto("kids-content", "Kids content", "2026-05-29", ["subtitles", "kids", "profiles"], r"""
# Kids' content (Nordlys Kids, Helix Junior)

@f2b@ - Kids' titles use a 13 cps ceiling instead of the usual 17
- no italics for off-screen voices in kids' titles (readability)
- the swear-word list is client-specific; Cueline profile `kids-nordlys` has it
""")

auto("backup-restore-drill", "Restore drill October", "2026-10-13", ["backups", "drill"], r"""
# Restore drill — October

@f4b@ - Retention for od-prod-1: 7 daily, 4 weekly, 12 monthly (`restic forget --prune` on Sundays)
- Drill on 2026-10-12: restored last night's snapshot to a scratch box, full restore took 41 min
- Glossa: restored from Litestream in under a minute
- Todo: write down where the B2 app key lives for Rui's stand-in
""")

auto("streaming-accounts", "Streaming accounts", "2026-08-06", ["clients", "streaming"], r"""
# Streaming accounts

Helix Streaming and Nordlys Play.

@f7b@ - For the streaming accounts the 4-hour reply window also covers Saturday mornings (09–13)
- Both send weekly episode batches on Mondays; deliveries due Thursday 18:00 CET
- Helix wants WebVTT with top positioning for on-screen text; Nordlys takes SRT
""")

auto("festival-delivery-notes", "Festival deliveries", "2026-06-02", ["festival", "subtitles", "delivery"], r"""
# Festival deliveries

@o8@ - Festival profile: 40 characters per line, two lines max
@d9@ - Feb–May 2026: rush surcharge waived for festival clients (Inês' call for the season)
- DCP subtitles: Interop XML; Jonas checks them on the screening-room projector
- Deadlines are hard; a late delivery means the film screens without subtitles
""")

auto("cueline-beta-retro", "Cueline beta retro", "2026-04-02", ["cueline", "retro", "history"], r"""
# Cueline beta retro (Jan–Mar)

@d6@ - During the beta (Jan–Mar 2026) the upload cap was 2 GB
- ASR drafts saved Marta's team roughly a third of spotting time on EN content
- Biggest complaint: proxy generation was slow for ProRes 4444
- Decision: open Cueline to all subtitling freelancers from April
""")

auto("payments-history", "How we have paid people", "2026-05-02", ["freelancers", "payouts", "history"], r"""
# How we've paid people (history)

@d3@ - Jan–Mar 2026: freelancers were paid by SEPA transfer straight from the Millennium BCP account
- Each payout was a manual transfer entered by Hana, about 60 a month
- The switch in April was about time, not fees: Hana was losing a day a month to it
""")

auto("rates-2026-review", "2026 rate review", "2026-04-06", ["rates", "pricing", "history"], r"""
# 2026 rate review

@d4@ - Until the April 2026 increase freelancers got €0.08/word
- The client standard rate went from €0.12 to €0.14 per word at the same time
- Legal rates unchanged
- Next review: March 2027
""")

auto("cueline-qc-checklist", "QC checklist", "2026-03-16", ["qc", "subtitles", "checklist"], r"""
# QC checklist (Marta's)

- [ ] file opens in EZTitles without warnings
@a3@ - gap between consecutive subtitles ≥ 80 ms (2 frames at 25 fps)
- [ ] cps within the profile limit
- [ ] no line break inside a name or a number
- [ ] italics consistent for off-screen voices
- [ ] file name follows the client's pattern
""")

auto("gpu-box-maintenance", "cue-gpu-1 maintenance", "2026-07-24", ["cueline", "gpu", "maintenance"], r"""
# cue-gpu-1 maintenance

@ns7a@ - Don't restart cue-gpu-1 while a render job is running — check `/queues` first
- NVIDIA driver pinned; upgrade only after testing on the spare box at Rui's place
- Scratch disk is the second NVMe; the OS disk is small
""")

auto("roster-dev-notes", "Roster dev notes", "2026-07-08", ["roster", "dev"], r"""
# Roster dev notes

@ns8a@ - never merge to main without a green preview build
- Prisma: `prisma migrate dev` locally, never `db push` against prod
- Feature flags live in a `flags` table, read once per request
""")

auto("roster-release-notes", "Roster release cadence", "2026-09-21", ["roster", "releases"], r"""
# Roster release cadence

@ns8b@ - We merge to main in roster several times a day, mostly small PRs
- Every merge to main goes live within minutes; there's no release branch
- The changelog for Hana is posted in #ops on Fridays
""")

# ---- unlabelled distractor notes -----------------------------------------------------

auto("caddy-notes", "Caddy notes", "2026-03-05", ["infra", "caddy"], r"""
# Caddy notes

Caddy runs on each box and does TLS for everything public.

```caddy
cue.kestrel-lingua.pt {
    reverse_proxy 127.0.0.1:8000
    request_body {
        max_size 10GB
    }
}
```

- `max_size` has to stay above Cueline's own upload limit or tus chunks get cut
- Caddy reloads with `systemctl reload caddy`; no downtime
""")

auto("tailscale-acl", "Tailscale", "2026-06-24", ["infra", "tailscale", "access"], r"""
# Tailscale

- Tailnet uses GitHub SSO
- Tags: `tag:prod` (od-prod-1, cue-gpu-1), `tag:nas`
- Only Rui, Priya and the deploy key can SSH into `tag:prod`
- Leo has `tag:nas` only, for Metabase
""")

auto("new-client-checklist", "New client checklist", "2026-02-18", ["clients", "checklist"], r"""
# New client checklist

1. Create the account in Orderdesk (billing address, VAT number, PO required yes/no)
2. Ask for glossaries/style guides → import into Glossa
3. NDA countersigned before any file is opened
4. Agree file format and delivery channel
5. Subtitling clients: create a Cueline profile if they have their own spec, otherwise the default profile applies
""")

auto("style-guide-pt-pt", "PT-PT style notes", "2026-01-27", ["style", "pt"], r"""
# PT-PT style notes

- PT-PT spelling, never PT-BR, unless the client explicitly orders PT-BR
- "você" sparingly; prefer impersonal constructions in UI text
- Decimal comma; thin space as thousands separator in legal docs
- Quotes: « » for legal and literary, " " for marketing
""")

auto("de-style-notes", "DE style notes", "2026-02-02", ["style", "de"], r"""
# DE style notes

- "Sie" in all client-facing text unless the brand guide says "du" (Casa Lume uses du)
- Subtitles: „…" quotes; for the Swiss version no ß (ss instead)
- Gender-inclusive forms: follow the client; default is no gender star
""")

auto("subtitle-positioning", "Subtitle positioning", "2026-04-28", ["subtitles", "positioning"], r"""
# Subtitle positioning

- Default: bottom centre
- Move to top when on-screen text or burnt-in captions sit at the bottom
- WebVTT: `line:10%`; SRT: `{\an8}` tag (only for clients whose players support it)
- Never position mid-screen
""")

auto("metabase-dashboards", "Metabase dashboards", "2026-05-18", ["reporting", "metabase"], r"""
# Metabase dashboards

- "Revenue by client" — monthly, ex VAT
- "Words per pair" — from Orderdesk order lines
- "On-time delivery" — delivered_at <= due_at; target 97 %
- Metabase is at `http://nas.kestrel.lan:3000`; Leo and Inês have accounts
""")

auto("stripe-webhooks", "Stripe webhooks in Orderdesk", "2026-06-05", ["orderdesk", "stripe"], r"""
# Stripe webhooks in Orderdesk

- Events we handle: `checkout.session.completed`, `charge.refunded`
- The handler is idempotent by event id (`StripeEvent` table)
- Test locally with `stripe listen --forward-to localhost:8001/stripe/webhook/`
""")

auto("holiday-calendar-2026", "Office closures 2026", "2026-01-05", ["offices", "holidays"], r"""
# Office closures 2026

Porto: 1 Jan, Good Friday (3 Apr), 25 Apr, 1 May, 10 Jun, 24 Jun (São João), 15 Aug, 5 Oct, 1 Nov, 1 Dec, 8 Dec, 25 Dec.
Berlin: 1 Jan, 8 Mar, Good Friday, Easter Monday, 1 May, Ascension, Whit Monday, 3 Oct, 25–26 Dec.

- Streaming deliveries still go out on closure days; Jonas arranges cover.
""")

auto("tm-maintenance", "TM maintenance", "2026-03-23", ["translation-memory", "maintenance"], r"""
# TM maintenance

- One TM per client + one master TM per language pair
- Quarterly cleanup: remove segments with broken tags, merge duplicates
- Never push client A's segments into client B's TM, even for the same pair
- Hana exports TMX backups to `kl-docs` monthly
""")

auto("asr-eval-notes", "ASR eval", "2026-08-28", ["cueline", "asr", "eval"], r"""
# ASR eval (PT, DE, EN test sets)

- Test set: 3 × 20 min per language, hand-corrected transcripts
- Metric: WER after normalisation (lowercase, no punctuation)
- PT is always the worst — European Portuguese is underrepresented in training data
- Re-run the eval whenever the model or the VAD settings change
""")

auto("glossa-incident-2026-04", "Glossa incident April 2026", "2026-04-14", ["glossa", "incident"], r"""
# Glossa incident — April 2026

- Symptom: Orderdesk term suggestions empty for ~2 h
- Cause: disk full, SQLite went read-only; Litestream kept retrying
- Fix: cleaned old logs, added logrotate
- Nobody got paged — Glossa has no on-call, and that's fine for now
""")

auto("onboarding-dev", "Dev onboarding", "2026-06-01", ["onboarding", "dev"], r"""
# Dev onboarding (written for Leo, June 2026)

- Repos: orderdesk, cueline, roster, glossa (GitHub org `kestrel-lingua`)
- Start with orderdesk: read `docs/architecture.md`, run the test suite, fix one "good first issue"
- Access: GitHub, Tailscale (tag:nas), Bitwarden collection "dev"
- Ask Priya, not Rui, about app code; Rui only for the boxes
""")

auto("client-helix-streaming", "Helix Streaming", "2026-03-11", ["clients", "helix"], r"""
# Helix Streaming

- Biggest subtitle client; EN → PT-PT, DE, ES
- Delivery: WebVTT plus their own JSON sidecar; forced narratives per their spec v4.2
- PO number mandatory on invoices (see the invoicing rules)
- Escalation goes to their localization manager, not the ops inbox
""")

auto("berlinale-2026-retro", "Berlinale 2026 retro", "2026-03-02", ["festival", "retro"], r"""
# Berlinale 2026 retro

- 14 films, 9 language pairs, all delivered on time
- The Friday-evening STL bug cost Marta's team a Saturday (see the deploy rules)
- Standby pool worked; next year book subtitlers two weeks earlier
- DCP subtitle checks in the screening room caught two timing offsets
""")

auto("gdpr-notes", "GDPR notes", "2026-02-24", ["gdpr", "compliance"], r"""
# GDPR notes

- Controller: Kestrel Lingua, Lda. (Porto); processors: B2, Stripe, our hosting providers, the email providers
- Freelancers sign a DPA in Roster during onboarding
- Invoice PDFs are kept 10 years (Portuguese tax law); freelancer CVs 2 years after the last job
- Data subject requests go to Inês; answer within 30 days
""")

auto("env-files", "Env files", "2026-05-11", ["infra", "config", "secrets"], r"""
# Env files (names only, values live in Bitwarden)

Cueline (`/srv/cueline/.env`):

```dotenv
REDIS_URL=redis://cue-redis:6379/0
B2_BUCKET_MEDIA=kl-media
B2_BUCKET_SUBS=kl-subs
ASR_DEVICE=cuda
MAX_UPLOAD_BYTES=...
```

Glossa reads `/etc/glossa/glossa.toml` plus the tokens file; no env vars.
""")

auto("roster-feature-ideas", "Roster ideas", "2026-08-19", ["roster", "ideas"], r"""
# Roster ideas (Hana's list)

- Availability calendar with public holidays imported per country
- Rate history per linguist
- "Preferred reviewer" pairs
- Bulk PO creation for festival weeks
""")

auto("deepl-glossaries", "DeepL glossaries", "2026-07-13", ["mt", "deepl", "glossa"], r"""
# DeepL glossaries

- Glossa pushes client glossaries to DeepL nightly at 01:30 UTC (only for clients where MT is allowed)
- DeepL glossaries are one-directional, so EN→DE and DE→EN are separate
- Max 10 glossaries per client in the DeepL account; we're at 7 for Casa Lume
""")

auto("weekly-ops-sync", "Weekly ops sync notes", "2026-11-23", ["meetings", "ops"], r"""
# Weekly ops sync — notes (rolling)

**2026-11-23**
- Festival season over; the Cueline queue is back to normal
- Leo finishing the Roster onboarding screens
- Rui: cue-gpu-1 NVMe at 71 %, fine for now

**2026-11-16**
- Helix added two new series from January
- Decided: no Cueline feature work in December, bugfixes only
""")


# =====================================================================================
# MEMORY.md (index of every root memory; hooks carry no slot values)
# =====================================================================================

def _memory_index():
    order = ["User", "Feedback", "Project", "Reference"]
    out = ["# Memory Index", ""]
    for sec in order:
        items = [r for r in ROOT_INDEX if r[0] == sec]
        if not items:
            continue
        out.append(f"## {sec}")
        out.append("")
        for _, title, fname, hook in items:
            out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out)


_add("MEMORY.md", _memory_index(), "root")
