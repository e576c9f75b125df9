"""File bodies for the set256 store (Copperdene Distillery).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/,
free notes under auto/.
"""
import hashlib
import json
import textwrap
from datetime import datetime, timezone

FILES = {}        # store-relative path -> full text (with markers)
FLAT = set()      # root files whose frontmatter is intentionally not strict YAML
ROOT_INDEX = []   # (title, filename, hook) for MEMORY.md


def _d(s):
    return textwrap.dedent(s).strip("\n") + "\n"


def _q(s):
    """Quote a YAML scalar only when it needs it."""
    if ": " in s or s.startswith(("'", '"', "[", "{", "&", "*", "!", "|", ">", "%", "@", "`")) or " #" in s:
        return json.dumps(s, ensure_ascii=False)
    return s


def root(fname, name, description, mtype, title, hook, body, flat=False):
    assert fname not in FILES, fname
    desc = description if flat else _q(description)
    if flat:
        assert ": " in description
        FLAT.add(fname)
    FILES[fname] = f"---\nname: {name}\ndescription: {desc}\ntype: {mtype}\n---\n\n" + _d(body)
    ROOT_INDEX.append((title, fname, hook))


def fact(date, time, category, tags, body, confidence=0.9):
    iso = f"{date}T{time}.000Z"
    dt = datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    hex4 = hashlib.sha1((iso + body).encode()).hexdigest()[:4]
    fid = f"{category}-{epoch}-{hex4}"
    path = f"facts/{date}/{fid}.md"
    assert path not in FILES, path
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    FILES[path] = (
        f"---\nid: {fid}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
        f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
        f"tags:\n{tag_lines}status: active\n---\n\n" + _d(body)
    )


def auto(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    FILES[path] = (
        f"---\ntitle: {_q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + _d(body)
    )


# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_profile.md", "ruth-profile",
     "Ruth Okafor: freelance developer who looks after the distillery's apps", "user",
     "Ruth Okafor (developer)", "who Ruth is, how she works, what she likes from the agent", """
    - Ruth Okafor, freelance Python/JS dev; works for the distillery two days a week (Tue + Thu).
    - Wrote StillLog from scratch in 2024; inherited Tourdesk from the agency (Brightkettle) in 2025.
    - Strong on Django/Postgres, less keen on frontend. Happy to review Svelte, would rather not write it.
    @R9a@ - Editor: Neovim (LazyVim), lives in tmux.
    - Likes terse answers, diffs over prose, and links to the exact file + line.
    - Based in Newcastle, on site roughly once a month (usually the week of the duty return).
    - Don't expect replies on Mon/Wed/Fri; leave a note in the PR instead.
    """, flat=True)

root("user_tomasz.md", "tomasz-manager",
     "Tomasz Rydel, operations manager and the agent's main non-technical contact", "user",
     "Tomasz Rydel (ops manager)", "how to work with the operations manager", """
    - Tomasz Rydel, operations manager since 2022, reports to Maren (owner).
    - Not a developer. Wants outcomes in plain English, no stack traces, no jargon.
    - Approves spend; anything with a monthly fee needs his OK first.
    - Owns the staff rota, supplier relationships and (with Helen) the HMRC relationship.
    - Keeps his own notes in Obsidian and drops exports into the shared drive now and then.
    - Prefers one summary at the end of a session to a stream of small messages.
    """)

root("feedback_deploys.md", "deploy-rules",
     "StillLog deploy rules: when to ship and what to check afterwards", "feedback",
     "Deploy rules", "when StillLog may be deployed and the post-deploy check", """
    @N1a@ Never deploy StillLog on a Friday.

    **Why:** nobody technical is on site at the weekend, and a broken Friday deploy in 2025 wasn't noticed
    until Monday's bottling run couldn't be saved.

    **How to apply:** after any deploy, load `/batches/` and `/bottling/` as a normal user, then watch the
    error tracker for ten minutes. Tell Tomasz in one line when it's out.
    """, flat=True)

root("feedback_git-workflow.md", "git-workflow",
     "Branching, PR and merge rules for the StillLog repo", "feedback",
     "Git workflow", "branching, PRs and merging on StillLog", """
    @N5a@ Do not push directly to `main` on StillLog; every change goes through a PR, even one-liners.

    **Why:** Ruth reviews everything that touches duty calculations, and the PR is where she does it.

    **How to apply:** branch as `fix/<thing>` or `feat/<thing>`, open the PR, wait for CI to go green, ping Ruth.

    Conventions:
    @R5a@ - Merge strategy for StillLog: squash-merge PRs into `main`, one commit per PR.
    - Delete the branch after merging.
    - Tourdesk is different: the agency repo keeps merge commits, leave that alone.
    """)

root("feedback_migrations.md", "migrations",
     "How to handle Django migrations on StillLog", "feedback",
     "Migrations", "writing vs applying StillLog migrations, and the duty app", """
    @N7b@ Never run migrations against the production StillLog database yourself;
    Ruth runs them after she has checked the previous night's backup.

    **Why:** a 2025 migration locked the `bottling_run` table for ~10 minutes in the middle of a bottling run.

    **How to apply:** write the migration, run it locally and on the test DB, and say in the PR that it needs applying.

    @NS10a@ Don't write migrations in the `duty` app without asking Ruth first — that schema maps onto the HMRC return.

    @F3b@ For migrations, include the reverse operation and a test that applies and unapplies it.
    """)

root("feedback_testing.md", "testing",
     "Test expectations for changes to the distillery apps", "feedback",
     "Testing", "what testing is expected before calling a change done", """
    @F3a@ Every StillLog change needs tests; run `pytest` before you say it's done.

    **Why:** the duty figures come straight out of StillLog and a silent regression means a wrong HMRC return.

    **How to apply:** run the suite in the web container (`docker compose exec web pytest -q`). For Tourdesk,
    unit tests are vitest (`pnpm test`); don't add end-to-end tests there unless Ruth asks.
    """)

root("feedback_secrets.md", "secrets",
     "Where secrets live and what never goes into git", "feedback",
     "Secrets", "where secrets live and what stays out of git", """
    @NS7a@ Never commit a real `.env` file to any of the repos.

    **Why:** the Tourdesk repo was briefly public in 2024 with a live API key in it.

    **How to apply:** secrets go in Bitwarden (collection "Apps"); on cd-app-01 they sit in `/srv/stilllog/.env`
    and `/srv/stocksync/.env`, mode 600. Never paste a secret into a memory file or a PR.
    """)

root("feedback_pr-descriptions.md", "pr-descriptions",
     "What Ruth wants in a PR description", "feedback",
     "PR descriptions", "what a PR description should contain", """
    @F7a@ PRs need a short description: what changed, why, and how to test it.

    **Why:** Ruth often reviews from her phone on her days off and can't run the branch.

    **How to apply:** three short headings, link the issue, keep it to roughly a screen.
    """)

root("feedback_copy-style.md", "copy-style",
     "Tone and spelling for customer-facing text (site, emails, labels)", "feedback",
     "Copy style", "tone and spelling for anything customers read", """
    Use British English in anything a customer sees ("flavour", "colour", "organise", "licence" as a noun).

    **Why:** Maren had a run of emails from guests pointing out US spellings on the booking site.

    **How to apply:** product names are always capitalised (Copperdene Dry Gin, Navy Strength, Sloe Gin);
    it's the "Distillery Tour", never "gin tour"; no exclamation marks in order or booking emails.
    """)

root("feedback_commit-messages.md", "commit-messages",
     "Commit message style for StillLog, stocksync and labelgen", "feedback",
     "Commit messages", "how to word commits", """
    Write commit subjects in the imperative ("Add bottling export"), roughly 60 chars max, no trailing full stop.

    **Why:** Ruth greps the log when she's reconciling a duty return and wants to skim it.

    **How to apply:** the body says why, not what; reference issues as `Refs #123`. No emoji, no co-author trailers.
    """)

root("feedback_paid-services.md", "paid-services",
     "Never sign up for or upgrade paid services without Tomasz", "feedback",
     "Paid services", "spending money on SaaS needs sign-off", """
    Don't sign up for, or upgrade, anything that costs money without Tomasz saying yes in writing.

    **Why:** an auto-renewing SaaS trial in 2025 turned into a monthly charge nobody used for half a year.

    **How to apply:** propose it with the monthly cost and a free alternative; free tiers are fine to try.
    """)

root("feedback_reporting.md", "reporting-to-people",
     "How to write updates for Tomasz versus Ruth", "feedback",
     "Reporting", "different update styles for the manager and the developer", """
    For Tomasz: outcome first, one paragraph, no jargon. For Ruth: file paths, commands, diffs.

    **Why:** Tomasz forwards the summaries to Maren; Ruth wants to check the work herself.

    **How to apply:** end each session with one message per audience if both were involved.
    """)

root("feedback_units.md", "units",
     "Units and conventions used in production and duty records", "feedback",
     "Units", "units for volumes and strength in records", """
    Record volumes in litres and strength as % ABV at 20 °C; duty maths is in litres of pure alcohol (LPA).

    **Why:** HMRC returns are in LPA, and Isla's old sheets mixed in degrees proof from the hydrometer tables.

    **How to apply:** label the unit whenever StillLog shows a volume; store ABV with one decimal place,
    never rounded to whole numbers.
    """)

root("project_stilllog-overview.md", "stilllog-overview",
     "StillLog, the in-house production, bottling and duty records app", "project",
     "StillLog overview", "what StillLog does, its stack and where it runs", """
    StillLog is the in-house production record: batches, still runs, cuts, bottling runs and the data behind
    the monthly duty return. Ruth wrote it; Isla and Callum use it every day.

    ## Stack
    @S3a@ - Framework: Django 4.2 LTS.
    - Python 3.12, repo `copperdene/stilllog` on GitHub.
    @R3a@ - Deps: managed with `uv` (`uv sync --frozen`), lockfile `uv.lock` committed.
    @V6a@ - Database: PostgreSQL 16 on the same box (local socket), db name `stilllog`.
    @R8a@ - Background jobs: Celery worker + Redis broker (`redis://127.0.0.1:6379/1`).
    @V1a@ - App server: gunicorn on `127.0.0.1:8000`, 3 workers, Caddy in front.
    @A6a@ - Uploads: max 10 MB per file (Caddy `request_body max_size`).
    @R1a@ - Errors: Sentry, project `stilllog` (DSN in `.env`).
    @O1a@ - CI: GitHub Actions (`ci.yml`: ruff + pytest on every push and PR).

    ## Hosting
    - Runs in Docker Compose on `cd-app-01` (Hetzner), next to stocksync and Metabase.
    - Caddy terminates TLS for `stilllog.copperdene.co.uk`.

    ## Data in
    @D10b@ - ABV readings are imported from the Anton Paar DMA 35 CSV export.
    - Bottling runs are created by Callum at the end of each run; stocksync picks them up from the API.
    - Cuts are entered by Isla from the spirit safe sheet.
    """)

root("project_tourdesk-overview.md", "tourdesk-overview",
     "Tourdesk, the online booking system for tours and Gin School", "project",
     "Tourdesk overview", "the booking site, its stack and integrations", """
    Tourdesk is the booking site at `book.copperdene.co.uk`. Brightkettle (agency) built it in 2023 and
    handed it to Ruth in 2025; it sells the Distillery Tour, Gin School and vouchers.

    @A2a@ - Runtime: SvelteKit on Node 20, pnpm.
    - Database: Neon Postgres (serverless), one branch per environment.
    @R2a@ - Hosting: Fly.io, app `cd-tourdesk`, region `lhr`, 2 shared-cpu machines.
    @R4a@ - CI: GitLab CI (`.gitlab-ci.yml`) runs lint, vitest and a Playwright smoke test.
    @R10a@ - Payments: Stripe Checkout; webhooks land on `/api/stripe/webhook`.
    @S1a@ - Email: booking confirmations go out through Mailgun (`mg.copperdene.co.uk`).
    - Errors: Sentry project `tourdesk`.
    - Private tour enquiries are a form only; Tomasz quotes those by hand.
    """)

root("project_stocksync.md", "stocksync",
     "stocksync: keeps the web shop and the shop till in line with bottled stock", "project",
     "stocksync", "the stock sync worker between StillLog, Shopify and the till", """
    stocksync is a small Python worker (Ruth, 2025) that pushes bottled stock from StillLog to the web shop
    (Shopify) and the shop till (Square).

    @F8a@ - Pulls bottling runs from the StillLog API (`/api/bottling-runs/`).
    @V7a@ - Runs every 15 minutes on cd-app-01.
    - Jobs go through RQ on the local Redis (db 0); failed jobs land in the `failed` registry.
    - Retries Shopify API calls up to 5 times with exponential backoff.
    - Health endpoint on `:8081/healthz`.
    - Square and Shopify location ids live in `.env`; never hard-code them.
    - Errors only go to stdout (`docker compose logs stocksync`); there is no error tracker for it.
    """, flat=True)

root("project_labelgen.md", "labelgen",
     "labelgen, the bottle and case label printing script", "project",
     "labelgen", "the label printing script in the bottling hall", """
    @S5a@ labelgen is a small Python script on the bottling-hall PC that sends its labels
    to the Dymo LabelWriter 5XL next to the filler; it takes batch number and bottling date from StillLog.

    - Deps: plain `pip install -r requirements.txt` in a venv (no uv or poetry here).
    - Batch codes look like `DG-26-041` (product, year, sequence).
    - Case labels: 6 x 70cl per case.
    - Ruth wants it folded into StillLog eventually; not a priority.
    """)

root("project_tours.md", "distillery-tour",
     "Distillery Tour basics: slots, group size, tickets and rules", "project",
     "Distillery Tour", "slots, group size, tickets and rules for the tour", """
    The Distillery Tour is the main visitor product; Dougie leads most of them.

    @F1a@ - Tours run daily at 11:00 and 14:30.
    @A9a@ - Each tour lasts 75 minutes.
    @V3a@ - Standard tour: max 14 guests per slot (the still room gets cramped beyond that).
    @F10a@ - Tickets: £18 adult.
    @N10a@ - A tasting of three gins is included in the ticket price.
    @A5a@ - Tasting pours are 25 ml each.
    @N3a@ - No under-18s on the Distillery Tour (licensing condition).
    - Private/corporate tours (evenings, up to 20 people) are quoted separately by Tomasz.
    - Every booking ends up in Tourdesk; walk-ins only if the slot has space.
    """, flat=True)

root("project_shop.md", "shop",
     "The distillery shop, its hours, policies and who runs it", "project",
     "Shop", "the on-site shop and its policies", """
    @A7b@ Priya Castell manages the shop; stock and pricing questions go to her.

    @V9a@ - Opening hours: Tuesday–Sunday, 10:00–17:00.
    @N8a@ - Payment: card and cash both fine at the till.
    @N4a@ - Dogs are welcome in the shop (water bowl by the door).
    @NS2a@ - Never sell Navy Strength without an ID check, whatever age they look.
    - Challenge 25 applies to every alcohol sale.
    - Till is a Square Register; stocksync keeps its stock counts in line.
    - Web shop (Shopify) orders are packed by Callum on Tuesdays and Thursdays.
    """)

root("project_gin-school.md", "gin-school",
     "Gin School sessions, who runs them and how they're booked", "project",
     "Gin School", "the make-your-own-gin sessions", """
    Gin School: guests make their own 70cl bottle on a mini copper still, guided by Isla.

    @F4b@ - Sessions: first and third Saturday of each month, 13:00–16:00.
    - £95 per person, includes the bottle and a tasting.
    - 18+ only, ID checked at the door.
    - Booked through Tourdesk like the tours.
    """)

root("project_staging.md", "staging",
     "Where StillLog staging lives and how to use it", "project",
     "StillLog staging", "the staging copy of StillLog and when to use it", """
    @S7a@ StillLog staging is a separate box, `cd-staging-01` (Hetzner CX11), with its own
    Postgres and a nightly copy of production data with personal details scrubbed.

    - URL: `staging.stilllog.copperdene.co.uk`, basic auth (creds in Bitwarden).
    - Use it for anything touching the duty app before it goes near production.
    """)

root("project_duty-returns.md", "duty-returns",
     "How the monthly alcohol duty return is prepared and filed", "project",
     "Duty returns", "how the alcohol duty return gets prepared", """
    Helen files the return in the HMRC portal; StillLog produces the figures (`duty` app, "Return" page).

    @S8b@ The `Spirit Ledger.xlsx` workbook is deprecated; since January receipts are entered in StillLog.

    - Figures are in litres of pure alcohol (LPA), split by duty band.
    - Small Producer Relief applies to everything we make; Helen checks the rates each February.
    - Ruth comes on site the week of the return in case the numbers look off.
    """)

root("project_newsletter.md", "newsletter",
     "The customer newsletter, who writes it and how it's sent", "project",
     "Newsletter", "the customer newsletter and its list", """
    @R6a@ The monthly newsletter goes out through Mailchimp (audience "Copperdene friends",
    about 2,400 contacts); Priya writes it and Tomasz signs it off.

    - Sign-ups come from the shop iPad form and the Shopify checkout opt-in.
    - Don't add Tourdesk guests to the list unless they ticked the box.
    """)

root("project_christmas-2026.md", "christmas-2026",
     "Christmas 2026 plans for the shop, web shop and events", "project",
     "Christmas 2026", "seasonal plans across shop, web and events", """
    - Gift box (Dry Gin + two glasses) is the main push this year; Callum is building 400.
    - Hexham Christmas market stall on two December weekends (see the auto note).
    - Tourdesk: tour gift vouchers on sale from 1 November.
    - Last posting date for web orders is set with Priya once the carriers publish theirs.
    - Extended shop hours were discussed; nothing decided yet.
    """)

root("project_open-doors.md", "open-doors",
     "The Open Doors weekend each September and what we learned", "project",
     "Open Doors weekend", "the annual open weekend", """
    - We take part in Northumberland Open Doors every September.
    - Free mini-tours, no booking; the shop stays open both days.
    - Parking is the bottleneck every year; see the 2026 retro in auto notes.
    - Next year: ask Low Fell Farm for the field as overflow parking.
    """)

root("project_sloe-harvest.md", "sloe-harvest",
     "Sloe picking and the sloe gin steep", "project",
     "Sloe harvest", "sloe picking and steeping", """
    - Sloes are picked locally in October, after the first frost if we can wait for it.
    - The steep happens in the two 1,000 L tanks at the back of the bottling hall.
    - 2026 harvest: 180 kg, bottling planned for late January.
    """)

root("project_wee-jean-trials.md", "pilot-trials",
     "Pilot still trials for new recipes", "project",
     "Pilot still trials", "recipe trials on the small still", """
    - Wee Jean is the 20 L pilot still; Isla uses it for recipe trials.
    - Trial runs are logged in StillLog as "trial" batches so they stay out of the duty figures.
    - Current trial: a coastal gin with sea buckthorn and rock samphire, aiming for spring 2027.
    - Charge for Wee Jean: 15 L.
    """)

root("project_rhubarb-release.md", "rhubarb-release",
     "The seasonal Rhubarb & Ginger gin release", "project",
     "Rhubarb & Ginger release", "the spring seasonal gin", """
    - Released each April; the rhubarb comes from a farm near Corbridge.
    - 2026 run: 1,800 bottles, sold out by August.
    - Labels need the "seasonal" flash on the front.
    """)

root("reference_products.md", "products",
     "Product list with sizes, strengths and shop prices", "reference",
     "Products", "the range with sizes, strengths and shop prices", """
    | Product | Size | ABV | Shop price | Status |
    |---|---|---|---|---|
    @V4a@ | Copperdene Dry Gin | 70cl | 41.3% | £36 | core |
    | Navy Strength | 50cl | 57% | £42 | core |
    | Sloe Gin | 50cl | 26% | £28 | core |
    | Rhubarb & Ginger | 70cl | 37.5% | £34 | seasonal (April) |
    | Miniatures (Dry, Navy, Sloe) | 5cl | as full size | £6 each | core |

    - Gift box (Dry Gin 70cl + two Copperdene glasses): £48.
    - Trade prices are on the price list in Drive; don't quote them from memory.
    """)

root("reference_infrastructure.md", "infrastructure",
     "Servers, domains, backups and monitoring", "reference",
     "Infrastructure", "servers, DNS, backups and monitoring", """
    - `cd-app-01`: Hetzner CX22, Debian 12; runs StillLog, stocksync, Metabase and Caddy.
    - Metabase: `127.0.0.1:3000` behind Caddy at `metabase.copperdene.co.uk` (Isla and Tomasz have logins).
    - DNS: Cloudflare for copperdene.co.uk; `stilllog.` is DNS-only because Caddy does TLS.
    - Shop site: Shopify on the apex domain.
    - Staff email: Google Workspace.
    @A4b@ - Offsite backups: Backblaze B2 bucket `copperdene-backups`.
    @S4a@ - Uptime: UptimeRobot checks StillLog, Tourdesk and the shop every 5 minutes.
    - Passwords: Bitwarden (Teams), one collection per app.
    """)

root("reference_people.md", "people",
     "Who's who at the distillery and what to ask them about", "reference",
     "People", "who does what at the distillery", """
    - Maren Holt: owner / MD; signs off anything over £1k.
    - Tomasz Rydel: operations manager, the agent's day-to-day contact.
    - Isla Brennock: head distiller; owns Agnes, Wee Jean, the recipes and StillLog production data.
    @A7a@ - Priya Castell: shop & visitor manager (shop, tours, Gin School bookings).
    - Dougie Fairbairn: lead tour guide, part-time Wed–Sun.
    - Callum Reid: bottling, warehouse and dispatch.
    - Helen Marsh: bookkeeper (Xero, the duty return), Tuesday mornings.
    - Ruth Okafor: freelance dev (StillLog, Tourdesk, stocksync, labelgen).
    """)

root("reference_stillroom.md", "stillroom",
     "Stillroom reference: stills, runs, cuts and cleaning", "reference",
     "Stillroom", "the stills, charges, cuts and cleaning", """
    @D6b@ - Agnes: 300 L copper pot still (Hoga, 2021) with a vapour basket; every production run goes through her.
    @A1a@ - Charge: 250 L of reduced spirit per gin run.
    @F6a@ - Heads cut: first 2 L off Agnes goes to the heads drum.
    @NS8a@ - Never open the spirit safe without a second person present.
    @V10a@ - CIP for Agnes: caustic soda at 2% w/v, 60 °C, 30 min, then a water rinse and a citric rinse.
    - The citric acid rinse is 1% w/v.
    - Wee Jean (20 L pilot still) is cleaned by hand; no CIP.
    - Run sheets live in StillLog (Runs → New).
    """, flat=True)

root("reference_oncall.md", "on-call",
     "Who to contact when something breaks, apps and plant", "reference",
     "On-call", "who gets called for which failure", """
    @R7a@ - StillLog down → Ruth is first contact (Signal, then phone).
    @NS3b@ - Every app alert pages the app on-call (phone + Signal).
    - Till or card reader problems → Priya, then Square support.
    - Power cut → Northern Powergrid on 105; Tomasz has the generator key.
    """)

root("reference_suppliers.md", "suppliers",
     "Who we buy spirit, botanicals, glass and packaging from", "reference",
     "Suppliers", "spirit, botanicals, glass and packaging suppliers", """
    | Item | Supplier | Format | Order cadence |
    |---|---|---|---|
    @S10a@ | NGS (96% wheat spirit) | Tennick Spirits, Hull | 1,000 L IBC | monthly |
    | Juniper, coriander, angelica | Botanica Wholesale, Bristol | 25 kg sacks | quarterly |
    | 70cl "Tall Flint" bottles | Glassworks North | pallets of 1,232 | every 6–8 weeks |
    | Synthetic T-top corks | Tapon UK | boxes of 2,000 | twice a year |
    | Gift boxes | Printwell, Gateshead | flat-packed | October |

    - Heather and lemon peel are bought locally; Isla has the contacts.
    """)

root("reference_shipping.md", "shipping",
     "How web and trade orders are shipped and where to", "reference",
     "Shipping", "carriers and destinations for web orders", """
    - Web orders up to 3 bottles: Royal Mail Tracked 48, signature on delivery.
    - 4+ bottles: DPD next day.
    @NS4b@ - Northern Ireland: yes, we ship there (DPD only).
    - Nothing outside the UK; the excise paperwork isn't worth it.
    - Trade orders: see the trade orders note.
    """)

root("reference_bottling-line.md", "bottling-line",
     "Bottling hall hours, line setup, QC and sanitising", "reference",
     "Bottling line", "bottling hall hours, line setup and QC", """
    @O9a@ - Bottling hall hours: Mon–Thu 07:30–15:30.
    - Line: 4-head gravity filler, hand corking, labels from labelgen applied by hand.
    @O10a@ - Filler and buffer tank sanitised with peracetic acid at 0.2% before each run.
    @A8a@ - QC: check fill height every 20 bottles.
    - Every bottling run keeps a retained 5cl sample, labelled with the batch code.
    - Callum creates the bottling run in StillLog and marks it `released` once QC passes.
    """)

root("reference_duty-glossary.md", "duty-glossary",
     "Duty and excise terms that come up in StillLog and the return", "reference",
     "Duty glossary", "excise terms used in StillLog", """
    - LPA: litres of pure alcohol, the unit for everything duty-related.
    - SPR: Small Producer Relief, a reduced duty rate for small producers.
    - Duty suspension: spirit in the bonded store isn't dutiable until it leaves.
    - Removal: spirit leaving bond for the shop, web orders or trade; this is what the return counts.
    """)

root("reference_repos.md", "repos",
     "Where the code for each app lives and who has access", "reference",
     "Repos", "where each app's code lives", """
    - StillLog: GitHub `copperdene/stilllog` (private); Ruth is admin, the agent has a fine-grained token.
    - stocksync: GitHub `copperdene/stocksync`.
    - labelgen: GitHub `copperdene/labelgen`, also checked out on the bottling-hall PC.
    - Tourdesk: the agency's repo; Ruth is maintainer, the agent has developer access.
    - Metabase has no repo; its config sits in the compose file.
    """)


# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------

F = fact
F("2026-04-14", "09:12:31", "fact", ["stilllog", "infra"],
  "@V1b@ StillLog's gunicorn binds to port 8010 on cd-app-01 and Caddy reverse-proxies stilllog.copperdene.co.uk to it.")
F("2026-02-19", "16:40:05", "fact", ["stilllog", "backups"],
  "@V2b@ The nightly StillLog database dump kicks off at 03:15 UK time.")
F("2026-05-30", "11:02:44", "fact", ["tours", "capacity"],
  "@V3b@ The standard distillery tour takes a maximum of 16 guests per slot.")
F("2026-03-08", "10:15:00", "fact", ["products", "abv"],
  "@V4b@ Copperdene Dry Gin is bottled at 43% ABV.", 0.85)
F("2026-06-21", "14:27:19", "fact", ["tourdesk", "refunds"],
  "@V5b@ Tour bookings can be cancelled for a full refund up to 24 h before the slot.")
F("2026-07-02", "08:55:12", "fact", ["stilllog", "postgres"],
  "@V6b@ StillLog's database is PostgreSQL 15 on cd-app-01.")
F("2026-09-03", "13:31:50", "fact", ["stilllog", "backups", "retention"],
  "@V8b@ StillLog database dumps are kept for 90 days in the backup bucket.")
F("2026-08-11", "07:48:03", "fact", ["stillroom", "cleaning"],
  "@V10b@ Isla makes up the caustic for Agnes's clean at 1.5% w/v.")
F("2026-05-12", "15:20:41", "fact", ["stilllog", "errors"],
  "@R1b@ StillLog exceptions are reported to Rollbar; the access token lives in Bitwarden.")
F("2026-01-22", "10:03:27", "fact", ["stilllog", "python", "dependencies"],
  "@R3b@ We manage StillLog's Python dependencies with Poetry.")
F("2026-04-03", "12:44:09", "fact", ["tourdesk", "ci"],
  "@R4b@ Tourdesk's tests run on CircleCI.")
F("2026-10-06", "09:30:00", "fact", ["newsletter", "marketing"],
  "@R6b@ The shop newsletter is sent with Buttondown.")
F("2026-06-30", "17:05:33", "decision", ["oncall", "stilllog"],
  "@R7b@ If StillLog goes down, call Tomasz first; he decides whether to get Ruth in.")
F("2026-03-17", "11:11:11", "preference", ["ruth", "tooling"],
  "@R9b@ Ruth does all her StillLog work in VS Code with the Python and Django extensions.")
F("2026-09-18", "16:22:47", "preference", ["stilllog", "deploys"],
  "@N1b@ StillLog deploys are fine on any weekday including Fridays; we ship whenever main is green.")
F("2026-05-07", "10:39:58", "decision", ["tours", "staff", "alcohol"],
  "@N2b@ Tour guides must not drink on shift, tastings included.")
F("2026-04-25", "13:14:15", "decision", ["shop", "visitors", "dogs"],
  "@N4b@ No dogs in the shop or on tours, except assistance dogs.")
F("2026-08-20", "15:58:02", "preference", ["stilllog", "git"],
  "@N5b@ Ruth is fine with small StillLog fixes being pushed straight to main.")
F("2026-07-15", "09:07:36", "decision", ["tourdesk", "sms", "reminders"],
  "@N6b@ We decided not to send SMS reminders from Tourdesk; email reminders only.")
F("2026-10-09", "14:45:21", "fact", ["stilllog", "migrations", "agent"],
  "@N7a@ Claude can run `manage.py migrate` on production StillLog itself after a deploy.")
F("2026-03-28", "12:00:54", "fact", ["shop", "payments"],
  "@N8b@ The shop doesn't take cash; card or phone payments only.")
F("2026-07-24", "10:26:40", "fact", ["tourdesk", "refunds"],
  "@N9b@ Tourdesk never issues refunds on its own; Priya approves each one by hand.")
F("2026-06-10", "18:12:09", "fact", ["tourdesk", "email"],
  "@S1b@ Switched Tourdesk transactional email from Mailgun to Postmark on 2026-06-10.")
F("2026-03-20", "08:33:17", "fact", ["production", "planning"],
  "@S2b@ The Stillroom Trello board has been read-only since March; the production schedule is in Notion now.")
F("2026-05-19", "11:49:25", "fact", ["monitoring", "infra"],
  "@S4b@ Retired UptimeRobot in May 2026; uptime checks now come from Better Stack.")
F("2026-07-09", "14:02:58", "fact", ["labelgen", "bottling", "printer"],
  "@S5b@ Replaced the bottling-hall Dymo with a Zebra ZD421 in July; labelgen now emits ZPL.")
F("2026-09-25", "10:18:44", "fact", ["tourdesk", "auth"],
  "@S9b@ Tourdesk no longer has a shared login; each staff member signs in with their Google account.")
F("2026-05-28", "15:37:12", "fact", ["suppliers", "ngs"],
  "@S10b@ We no longer buy neutral spirit from Tennick; since May it comes from Alcohols Ltd.")
F("2026-02-03", "09:21:08", "fact", ["tours", "schedule"],
  "@F1b@ On Mondays only the 14:30 tour runs; the morning is kept for cleaning the still room.")
F("2026-01-27", "17:44:30", "fact", ["stilllog", "backups"],
  "@F2a@ StillLog's database is dumped every night and shipped offsite.")
F("2026-01-15", "13:09:51", "fact", ["gin-school"],
  "@F4a@ Gin School runs on Saturdays.")
F("2026-04-29", "10:52:16", "fact", ["trade", "shipping"],
  "@F5b@ Trade orders under 6 cases go by DPD parcel instead of pallet.")
F("2026-08-26", "08:14:39", "fact", ["stillroom", "cuts"],
  "@F6b@ When Agnes has sat idle for over a week, Isla takes an extra half litre of heads.")
F("2026-06-04", "12:25:03", "fact", ["stocksync", "bottling"],
  "@F8b@ stocksync skips bottling runs that aren't `released`, so quarantined stock never reaches the shop.")
F("2026-01-09", "15:15:15", "fact", ["duty", "hmrc"],
  "@F9a@ We file the alcohol duty return monthly.")
F("2026-04-11", "11:34:27", "fact", ["tours", "pricing"],
  "@F10b@ Concession tour tickets (students, over-65s) are £15.")
F("2026-03-08", "10:21:42", "fact", ["products", "abv", "sloe"],
  "@O3a@ Sloe gin is bottled at 26% ABV.")
F("2026-04-02", "16:03:10", "fact", ["products", "abv", "seasonal"],
  "@O3b@ Rhubarb & Ginger is bottled at 37.5% ABV.")
F("2026-07-02", "09:04:48", "fact", ["tourdesk", "database"],
  "@O5a@ Tourdesk's database is Neon serverless Postgres 17.")
F("2026-02-12", "14:50:36", "fact", ["email", "it"],
  "@O6a@ Staff email is on Google Workspace (copperdene.co.uk).")
F("2026-06-30", "17:09:02", "fact", ["oncall", "stillroom", "boiler"],
  "@O7a@ Isla is first contact for any still or boiler fault.")
F("2026-04-08", "10:10:10", "fact", ["stilllog", "hosting"],
  "@D2b@ StillLog is hosted on a Hetzner CX22, `cd-app-01`, in Falkenstein.")
F("2026-11-02", "12:12:31", "fact", ["tours", "pricing"],
  "@D3b@ An adult tour ticket costs £18.")
F("2026-01-06", "09:45:57", "fact", ["shop", "christmas", "history"],
  "@D4a@ During the Christmas 2025 rush the shop stayed open until 19:00 on Thursdays.")
F("2026-09-01", "16:36:24", "fact", ["stilllog", "python"],
  "@D5b@ StillLog runs on Python 3.12.")
F("2026-02-24", "13:27:45", "fact", ["history", "stillroom"],
  "@D6a@ In 2019–2020 our only still was a 100 L alembic rented from a brewery in Alnwick.")
F("2026-01-08", "11:58:19", "fact", ["giftbox", "history"],
  "@D7a@ The 2025 Christmas gift box sold at £45.")
F("2026-10-14", "15:41:06", "fact", ["giftbox", "christmas"],
  "@D7b@ This year's gift box (Dry Gin + two glasses) is £48.")
F("2026-08-14", "10:47:29", "fact", ["stocksync", "infra", "history"],
  "@D9a@ Before August, stocksync ran as a systemd timer on cd-app-01.")
F("2026-05-05", "08:29:50", "fact", ["stillroom", "agnes"],
  "@A1b@ Agnes gets charged with 250 litres for a gin run.")
F("2026-03-03", "14:14:14", "fact", ["tourdesk", "node"],
  "@A2b@ Tourdesk's runtime is Node.js v20 LTS.")
F("2026-09-25", "10:31:07", "fact", ["tourdesk", "admin", "sessions"],
  "@A3b@ Tourdesk logs idle admin users out after half an hour.")
F("2026-05-21", "12:53:38", "fact", ["stilllog", "uploads", "caddy"],
  "@A6b@ Caddy caps StillLog request bodies at 10MB, so COA PDFs bigger than that fail.")
F("2026-06-13", "11:20:00", "fact", ["tours"],
  "@A9b@ Tours last an hour and a quarter.")
F("2026-02-10", "09:00:41", "fact", ["shop", "hours"],
  "@A10a@ The shop is shut on Mondays.")
F("2026-10-22", "17:26:52", "fact", ["tourdesk", "deploys"],
  "@NS1b@ Tourdesk deploys sometimes go out on Saturdays.")
F("2026-03-14", "15:03:33", "fact", ["products", "shop", "tours"],
  "@NS2b@ Navy Strength is on sale in the shop and at the end of tours.")
F("2026-05-16", "10:58:08", "decision", ["shipping", "northern-ireland"],
  "@NS4a@ We don't send gin to Northern Ireland by Royal Mail.")
F("2026-06-04", "12:31:46", "fact", ["stocksync", "shopify"],
  "@NS5b@ stocksync writes stock levels to the live Shopify store.")
F("2026-07-19", "13:42:21", "fact", ["tours", "photos"],
  "@NS6b@ Guests are welcome to take photos throughout the tour.")
F("2026-08-26", "08:20:13", "fact", ["stillroom", "spirit-safe"],
  "@NS8b@ The spirit safe is opened for every heads/hearts cut on Agnes.")
F("2026-02-27", "16:16:59", "decision", ["tours", "bookings", "phone"],
  "@NS9a@ We don't take tour bookings over the phone after 4pm.")
F("2026-01-20", "10:44:02", "fact", ["tours", "bookings"],
  "@NS9b@ Tour bookings are taken by phone as well as online.")
F("2026-10-09", "14:52:37", "fact", ["stilllog", "migrations", "agent"],
  "@NS10b@ Claude writes the Django migrations for StillLog feature work.")

# unlabelled facts
F("2026-01-12", "12:06:30", "fact", ["botanicals", "recipe"],
  "Copperdene Dry Gin uses nine botanicals, led by juniper and Northumbrian heather.")
F("2026-02-05", "10:27:14", "preference", ["isla", "reports"],
  "Isla wants yields reported in litres of pure alcohol, not in bottles.")
F("2026-03-11", "13:38:55", "fact", ["bookkeeping", "xero"],
  "Helen does the books in Xero and reconciles the Shopify and Square payouts weekly.")
F("2026-05-09", "09:54:20", "fact", ["shopify", "webhooks"],
  "Shopify retries a failed webhook up to 8 times over four hours before giving up on it.")
F("2026-06-17", "15:11:48", "fact", ["tourdesk", "errors"],
  "Tourdesk errors go to the Sentry project `tourdesk`.")
F("2026-08-05", "11:43:26", "fact", ["gin-school", "age"],
  "Gin School is 18+ only.")
F("2026-09-09", "14:08:37", "decision", ["private-tours"],
  "Private tours are capped at 20 guests.")
F("2026-11-12", "10:01:55", "fact", ["christmas", "hexham", "events"],
  "The Hexham Christmas market stall runs 10:00–16:00 on the two December weekends.")
F("2026-11-20", "16:47:03", "preference", ["tomasz", "communication"],
  "Tomasz wants one end-of-session summary rather than several small messages.")
F("2026-10-27", "09:36:18", "fact", ["shop", "square"],
  "The shop till is a Square Register with a contactless reader.")


# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------

auto("backups", "Backups (StillLog, Tourdesk, shop)", "2026-02-16", ["backups", "stilllog", "infra"], """
    # Backups

    ## StillLog
    @V2a@ - StillLog DB: `pg_dump -Fc` at 02:30 every night (cron on cd-app-01), then uploaded to B2.
    @F2b@ - Media (batch photos, COAs) is synced to B2 with `rclone` right after the DB dump, same job.
    @A4a@ - Bucket: `copperdene-backups` (B2, eu-central).
    @V8a@ - Retention: a B2 lifecycle rule deletes StillLog dumps after 35 days.

    ```sh
    rclone sync /srv/stilllog/media b2:copperdene-backups/media --fast-list --transfers 4
    ```

    ## Tourdesk
    - Neon keeps 7 days of point-in-time restore on our plan; we don't dump it ourselves.

    ## Shop
    - Shopify is SaaS; Priya exports products and customers as CSV on the 1st of each month.

    ## FAQ
    **How do I get yesterday's dump?** `rclone copy` it down from the bucket, then `pg_restore` into a scratch DB.
    **When was the last restore test?** 2026-10-13, into a scratch database on cd-app-01; took about four minutes.
    """)

auto("tourdesk-faq", "Tourdesk FAQ for the front desk", "2026-05-22", ["tourdesk", "faq", "bookings"], """
    # Tourdesk — questions Priya's team asks

    @V5a@ - **Can guests cancel a tour?** Yes — full refund up to 48 hours before the start time.
    @N9a@ - **Are refunds automatic?** Yes, Tourdesk refunds the guest's card as soon as they cancel.
    - **Can a guest move to another slot?** Yes, free of charge, as long as the new slot has space.
    - **Gin School cancellations?** Different rules, see the Gin School note.
    - **Gift vouchers?** Valid 12 months from purchase; the code goes in the "voucher" box at checkout.
    - **Guest says they got no confirmation?** Check spam first, then the Emails tab in the Tourdesk admin.
    """)

auto("stocksync-runbook", "stocksync runbook", "2026-08-17", ["stocksync", "runbook", "shopify", "square"], """
    # stocksync runbook

    @D9b@ - stocksync runs as a cron container in the main compose stack on cd-app-01.
    @V7b@ - Schedule: `*/10 * * * *`, i.e. every 10 min.
    - Logs: `docker compose logs --since 1h stocksync`.
    @NS5a@ - Never point a laptop copy of stocksync at the live Shopify store.
    - For local dev use the Shopify development store `copperdene-dev` and the Square sandbox.

    ## When stock looks wrong
    1. Check the last run in the logs ("synced N variants").
    2. Check the bottling run is `released` in StillLog.
    3. If Shopify rate-limited us, the job retries by itself; wait for the next run.

    ## Health
    ```sh
    curl -s localhost:8081/healthz   # expect: ok
    ```
    """)

auto("visitor-info", "Visitor info (website copy and phone script)", "2026-03-30", ["visitors", "shop", "tours", "website"], """
    # Visitor information

    Use this wording when people ring up, and for the "Visit us" page.

    @V9b@ - The shop is open Tue to Sun, 10am till 5:30pm.
    @A10b@ - Monday: shop closed.
    @N3b@ - Kids are welcome on the tour with a paying adult; they get a rhubarb soda instead of gin.
    - Parking: free in the yard; coaches park on the lane by arrangement.
    - Step-free access to the shop and the tasting room; the still room has two steps.
    - Nearest station: Hexham (taxi about 15 min).
    """)

auto("tourdesk-deploy", "Deploying Tourdesk", "2026-04-18", ["tourdesk", "deploy"], """
    # Deploying Tourdesk

    @R2b@ Tourdesk is deployed to Render (web service `tourdesk-web`) from the `main` branch.

    ## Steps
    1. Merge to main once CI is green.
    2. Watch the deploy log until the new release is live.
    3. Smoke test: book the 23:59 dummy slot with the 100% voucher, then cancel it.

    ## Rules
    @NS1a@ - Never deploy Tourdesk on a Saturday without a rollback plan in the PR description.
    - Saturday is the busiest booking day (Gin School plus two tours).
    - Env vars are set in the platform dashboard and mirrored in Bitwarden.
    """)

auto("stilllog-dev-notes", "StillLog dev notes", "2026-06-09", ["stilllog", "dev", "git"], """
    # StillLog — dev notes

    Odd things worth remembering when working on StillLog.

    @R5b@ - StillLog PRs get merged with **rebase and merge** so individual commits survive.
    @R8b@ - Async tasks in StillLog use django-q2 with the ORM broker; no Redis involved.
    @F7b@ - Template/CSS changes: add a before/after screenshot to the PR description.
    @NS7b@ - Commit `.env.example` whenever you add a setting.
    @D8b@ - Ruth signs off StillLog releases; Tomasz only gets the changelog.
    - Local dev: `docker compose -f compose.dev.yml up`, then `make seed` for a fake month of batches.
    - Don't rename fields in the `duty` app; they map onto the HMRC return boxes.
    - Timezone is Europe/London in the UI; the DB stores UTC.

    ```env
    DJANGO_SETTINGS_MODULE=stilllog.settings.dev
    DATABASE_URL=postgres://stilllog:stilllog@localhost:5432/stilllog
    ```
    """)

auto("tour-operations", "Tour operations", "2026-05-03", ["tours", "operations", "tourdesk"], """
    # Tour operations

    ## Bookings
    - Bookings come in through Tourdesk and by phone.
    @R10b@ - Online tour payments go through SumUp.
    - Walk-ins: check the Tourdesk admin for space and use the "manual booking" form.

    ## On the day
    @N10b@ - Tasting isn't part of the standard ticket: it's a £6 add-on chosen at booking.
    - Guide checks ID before the tasting for anyone who looks under 25.
    - Groups meet in the courtyard 10 minutes before the slot.

    ## After
    - Guides log the headcount in Tourdesk (it feeds the fire register).
    """)

auto("tour-guide-handbook", "Guide handbook summary", "2026-04-06", ["tours", "guides", "handbook"], """
    # Guide handbook — the bits people ask about

    @NS6a@ - No flash photography in the still room.
    @A5b@ - Pour 2.5cl per gin for the tasting.
    @N2a@ - Guides may have one tasting measure with the group at the end of the tour.
    - Guests need closed shoes; the still room floor gets wet.
    - Keep the still room door shut between groups.
    - Script order: history (2019, the rented still) → botanicals → Agnes → tasting.
    - First aider on shift is on the rota whiteboard.
    """)

auto("tourdesk-reminders", "Guest reminders", "2026-06-26", ["tourdesk", "reminders", "sms"], """
    # Guest reminders

    @N6a@ Tourdesk texts every guest an SMS reminder the day before their tour (via Twilio).

    - The booking confirmation email already has the parking map and the cancellation link.
    - Gin School guests get a "what to bring" email a week ahead.
    """)

auto("production-planning", "Production planning", "2026-02-09", ["production", "planning", "stillroom"], """
    # Production planning

    @S2a@ - The weekly production schedule lives on the Trello board "Stillroom".
    - Isla plans two gin runs a week on Agnes (Tue + Wed), plus sloe or rhubarb work in season.
    - Bottling is usually Thursday.
    - NGS gets ordered when the IBC drops below 300 L.
    """)

auto("stilllog-upgrade-2026", "StillLog upgrade (Django and Python), Aug 2026", "2026-08-30", ["stilllog", "upgrade", "django"], """
    # StillLog upgrade, August 2026

    @S3b@ We upgraded StillLog from Django 4.2 to 5.1 in August 2026 (PR #212), together with
    the Python bump; Ruth deployed it on a Tuesday morning with the bottling hall idle.

    @D5a@ - Before the August upgrade StillLog ran on Python 3.10.
    - Things that broke: the `USE_L10N` setting removal and a couple of `assertFormError` calls in tests.
    - Postgres was left alone.
    - Follow-up: remove the `pytz` shim (issue #219).
    """)

auto("reports", "Reports people get", "2026-04-20", ["reports", "sales", "stilllog"], """
    # Reports

    @S6a@ - Weekly sales report: emailed to Tomasz every Monday 07:00 by the `weekly_report` command.
    - Helen pulls the monthly VAT figures from Xero herself; nothing automated.
    - Isla's yield report is a StillLog page (Runs → Yields), in LPA.
    - Priya downloads the Tourdesk bookings CSV from the admin when she needs it.
    """)

auto("infra-changes-2026", "Infra changes log 2026", "2026-03-04", ["infra", "changelog"], """
    # Infra changes, 2026

    @D2a@ - Until March 2026 StillLog lived on a DigitalOcean droplet in London.
    - Mar: moved StillLog to Hetzner cd-app-01; DNS cut over on the 14th.
    - Aug: stocksync moved into the compose stack as a cron container.
    @S7b@ - Sept: shut down `cd-staging-01`; staging now runs as a second compose project (`stilllog-staging`) on cd-app-01.
    @S6b@ - Oct: retired the `weekly_report` email; Tomasz uses the Metabase dashboard instead.
    """)

auto("duty-and-excise", "Duty and excise notes", "2026-01-05", ["duty", "hmrc", "excise"], """
    # Duty & excise

    @S8a@ - Spirit receipts are recorded in `Spirit Ledger.xlsx` on the shared drive.
    @F9b@ - Each monthly return covers the previous calendar month and is due by the 15th.
    - Everything in the return is in LPA, two decimal places.
    - Duty is paid by Direct Debit a few days after filing.
    - Bonded store keys: Callum and Isla only.
    """)

auto("tourdesk-admin", "Tourdesk admin", "2026-03-12", ["tourdesk", "admin", "access"], """
    # Tourdesk admin

    @S9a@ - Staff log into the Tourdesk admin with the shared `frontdesk` account (password in Bitwarden).
    @A3a@ - Admin sessions time out after 30 minutes of inactivity.
    - Pages: Bookings, Slots, Vouchers, Emails, Reports.
    - To block a slot for a private hire, use Slots → Block.
    """)

auto("trade-orders", "Trade orders", "2026-04-23", ["trade", "wholesale", "shipping"], """
    # Trade orders

    @F5a@ - Trade orders ship on a pallet via Palletways.
    - About 30 pubs and bottle shops in the North East, plus two wholesalers.
    - Cases are 6 x 70cl.
    - Invoices come out of Xero; payment terms 30 days.
    - Minimum trade order: 2 cases.
    """)

auto("gin-school", "Gin School notes", "2026-02-01", ["gin-school", "visitors"], """
    # Gin School

    @O2a@ - Max 8 students per class (one mini still each).
    @O4b@ - Refunds: Gin School places are refundable up to 7 days before the session.
    - Each student picks botanicals from a tray of about 40; Isla steers the recipe.
    - Bottles are labelled on the day with labelgen's "custom" template.
    - The mini stills are 2 L copper alembics.
    """)

auto("security-cctv", "CCTV and security", "2026-05-14", ["security", "cctv", "gdpr"], """
    # CCTV and security

    @O8a@ - CCTV footage is kept for 30 days, then overwritten.
    - Cameras: yard, shop, bonded store door, still room.
    - Alarm company: Northumbria Alarms; Tomasz and Callum are keyholders.
    - Subject access requests go to Tomasz.
    """)

auto("tours-history", "Tour history and old prices", "2026-09-12", ["tours", "history"], """
    # How the tour has changed

    @D1a@ - 2025 season: tours ran Thursday to Sunday only.
    - Group size was 10 until the fire certificate was redone in 2024.

    | Year | Adult ticket | Notes |
    |---|---|---|
    @D3a@ | 2023 | £14 | first full year of tours |
    | 2024 | £16 | tasting moved to the end |
    | 2025 | £16 | Thu–Sun only |
    """)

auto("release-process", "StillLog release process", "2026-05-02", ["stilllog", "releases"], """
    # Releases

    @D8a@ - Jan–Apr 2026: Tomasz signed off every StillLog release himself.
    - Releases are tagged `vYYYY.MM.N`; the changelog is generated from PR titles.
    - Deploys run with `just deploy` from Ruth's machine.
    - Hotfix tags get a `-hotfix` suffix.
    """)

auto("bottling-sop", "Bottling SOP (short version)", "2026-03-19", ["bottling", "sop", "qc"], """
    # Bottling SOP

    1. Sanitise the filler and buffer tank (dilution is in the bottling-line reference).
    2. Check the batch is cleared for bottling in StillLog.
    3. Set the filler heads to the 70cl or 50cl gauge.

    @A8b@ - Every 20th bottle off the filler gets a fill-height check against the gauge.
    - Rejects go in the "seconds" crate.
    - Record the bottle count and breakages on the run sheet.
    """)

auto("alerts", "Alerts and escalation", "2026-07-07", ["alerts", "oncall", "boiler"], """
    # Alerts and escalation

    @NS3a@ - Boiler pressure alarms get escalated to Isla, not to the app on-call.
    - The boiler panel alarm also sounds in the still room and the office.
    - Fire alarm: everyone to the yard muster point; the duty manager calls 999 if needed.
    - Shop freezer alarm (the sloes live there) → Priya.
    """)

auto("densitometer", "Densitometer (Anton Paar DMA 35)", "2026-07-01", ["stillroom", "abv", "stilllog"], """
    # Densitometer

    - Bought in June 2026 to replace the glass hydrometers for routine checks.
    @D10a@ - Until June 2026 ABV readings were typed into StillLog by hand from the hydrometer sheet.
    - The DMA 35 writes one CSV per session; Isla drops it into StillLog (Runs → Import readings).
    - Calibrate with distilled water weekly and note it on the sheet by the sink.
    """)

# unlabelled free notes
auto("botanicals", "Botanicals", "2026-01-19", ["botanicals", "recipes"], """
    # Botanicals — Dry Gin

    Grams per litre of charge on Agnes:

    | Botanical | g/L |
    |---|---|
    | Juniper (Macedonian) | 22 |
    | Coriander seed | 8 |
    | Angelica root | 2 |
    | Orris root | 1 |
    | Cassia | 0.5 |
    | Lemon peel | 3 |
    | Bitter orange | 2 |
    | Heather tips | 4 |
    | Bog myrtle | 0.5 |

    - Heather and lemon peel go in the vapour basket; everything else steeps overnight.
    - Navy Strength uses the same recipe, just reduced less.
    - Keep sacks off the floor; juniper goes flat after about a year.
    """)

auto("sloe-gin-process", "Sloe gin process", "2026-10-30", ["sloe", "process"], """
    # Sloe gin

    - Sloes are frozen for 48 h to split the skins.
    - Steep for 12 weeks in Dry Gin with 250 g sugar per litre.
    - Filter through 5 µm, reduce with water to 26% ABV, bottle in 50cl.
    - Taste every two weeks from week 8; Isla decides when it's done.
    """)

auto("open-doors-2026-retro", "Open Doors 2026 retro", "2026-09-22", ["events", "retro"], """
    # Open Doors 2026 — retro

    - Mini-tours (20 min) ran every half hour on the Saturday, no booking needed.
    - About 600 visitors over the weekend; shop takings around £9k.
    - Parking overflowed by 11:30 on the Saturday.
    - Tourdesk wasn't used for the mini-tours, just a paper headcount.
    - Actions: overflow field, a borrowed second Square reader, more miniatures in stock.
    """)

auto("christmas-market-hexham", "Hexham Christmas market stall", "2026-11-10", ["events", "christmas", "hexham"], """
    # Hexham Christmas market

    - Stall hours: 10:00–16:00 Sat and Sun, 5–6 and 12–13 December.
    - Card only at the stall (spare Square reader on mobile data).
    - No tastings at the stall this year; the council licence only covers sealed bottles.
    - Staffing: Priya plus one of the guides.
    """)

auto("fire-safety", "Fire safety and ATEX", "2026-02-22", ["safety", "fire", "stillroom"], """
    # Fire safety

    - The still room is ATEX zone 2 around the spirit safe and receivers; nothing gets charged in there.
    - Max 30 people in the still room at once (fire certificate).
    - Extinguishers: CO2 by the still, foam in the bonded store.
    - Fire drill twice a year; last one 2026-10-07.
    - Ethanol spill: ventilate, absorbent pads, never hose it into the drains.
    """)

auto("waste-and-effluent", "Waste and effluent", "2026-03-25", ["waste", "cleaning", "environment"], """
    # Waste

    - Spent botanicals go to Low Fell Farm for compost every Wednesday.
    - Spent caustic is neutralised to pH 6–9 before it goes to drain (trade effluent consent).
    - Heads and tails are collected by a solvent recycler twice a year.
    - Cardboard and glass: council trade collection on Fridays.
    """)

auto("stilllog-data-model", "StillLog data model", "2026-02-26", ["stilllog", "models"], """
    # StillLog data model (rough)

    - `Batch` has many `Run`s; a run is one still charge.
    - `Cut` holds heads/hearts/tails volumes and ABV per run.
    - `BottlingRun` goes `draft` → `released` or `quarantined`.
    - `DutyReturn` (app `duty`) is generated monthly from removals.
    - Volumes are Decimal litres (2 dp); ABV is Decimal with 1 dp.

    ```python
    class BottlingRun(models.Model):
        status = models.CharField(max_length=12, choices=STATUS, default="draft")
        bottles = models.PositiveIntegerField()
    ```
    """)

auto("stilllog-api", "StillLog API", "2026-06-02", ["stilllog", "api", "stocksync"], """
    # StillLog API

    - DRF with token auth; one token per client (stocksync has its own).
    - `/api/bottling-runs/?status=released` is stocksync's main call.
    - Page size 50.
    - Throttle: 120 requests per minute per token.
    - Read-only apart from `/api/readings/import/` (used by the densitometer upload).
    """)

auto("square-pos", "Square POS (shop till)", "2026-04-14", ["shop", "square", "till"], """
    # Square POS

    - Square Register on the counter, plus a spare Square Reader for events.
    - End of day: Priya runs the close-of-day report; payouts land the next working day.
    - Square items are matched to Shopify variants by SKU; stocksync depends on that.
    - Staff discount is a 10% button; trade-at-the-door pricing needs Tomasz.
    """)

auto("shopify-notes", "Shopify notes", "2026-05-09", ["shopify", "webshop"], """
    # Shopify

    - Theme: Dawn, lightly customised by the agency in 2023.
    - Shopify Payments for cards; PayPal is also switched on.
    - Shopify retries failed webhooks 8 times over 4 hours.
    - Order confirmation emails are Shopify's own templates (Priya edits the wording).
    - Age gate popup on the site ("Are you over 18?").
    - Stock is owned by stocksync; don't edit stock by hand in the Shopify admin.
    """)

auto("dns-and-domains", "DNS and domains", "2026-03-15", ["dns", "cloudflare", "domains"], """
    # DNS

    - Registrar and DNS: Cloudflare.
    - `copperdene.co.uk` → Shopify.
    - `stilllog.copperdene.co.uk` → cd-app-01 (A record, not proxied).
    - `book.copperdene.co.uk` → Tourdesk (CNAME to the hosting platform).
    - SPF/DKIM for Google Workspace are in place; Tomasz gets the DMARC reports.
    - TLS: Caddy handles stilllog and metabase; Shopify handles the apex.
    """)

auto("bitwarden", "Bitwarden", "2026-01-28", ["security", "passwords"], """
    # Bitwarden

    - Organisation collections: Apps, Suppliers, Banking (Tomasz and Maren only), Shop.
    - The agent has no Bitwarden access; ask Ruth for a secret and never write it into memory.
    - 2FA is required for everyone.
    """)

auto("agent-faq", "Agent FAQ", "2026-04-02", ["agent", "faq"], """
    # Agent FAQ

    ## How do I get a shell on cd-app-01?
    `ssh deploy@cd-app-01` over Tailscale; Ruth adds your key for the session.

    ## Where do StillLog logs go?
    `docker compose logs web` on cd-app-01.

    ## How do I open a DB shell?
    ```sh
    sudo -u postgres psql stilllog
    ```

    ## Can I restart stocksync?
    Yes, `docker compose restart stocksync` is safe at any time.
    """)

auto("hmrc-visit-2026-09", "HMRC visit, Sept 2026", "2026-09-16", ["hmrc", "duty", "audit"], """
    # HMRC visit — 15 Sept 2026

    - Officer looked at the last six returns and the bonded store.
    - Happy with StillLog's records; asked for an audit trail export from the duty app (done).
    - Suggested recording densitometer calibration in StillLog too.
    - Next visit probably in about 18 months.
    """)

auto("label-compliance", "Label compliance checklist", "2026-03-02", ["labels", "compliance"], """
    # Label checklist

    - ABV to one decimal place at most, followed by "% vol".
    - Volume with the ℮ mark (70cl ℮, 50cl ℮).
    - Allergens: none in the core range; recheck if a recipe changes.
    - Pregnancy warning logo on every bottle.
    - Batch code on the back label.
    - Navy Strength needs the high-strength line.
    """)

auto("glossary", "Glossary", "2026-01-14", ["glossary"], """
    # Glossary

    - **NGS**: neutral grain spirit, bought at 96% ABV.
    - **Heads / hearts / tails**: the three cuts of a run; only hearts become gin.
    - **Charge**: the volume of reduced spirit loaded into the still.
    - **CIP**: clean-in-place.
    - **LPA**: litres of pure alcohol.
    - **Spirit safe**: the locked glass box where the cuts are made.
    - **COA**: certificate of analysis.
    """)

auto("private-tours", "Private and corporate tours", "2026-06-15", ["tours", "private", "corporate"], """
    # Private tours

    - Evenings only (after the shop shuts), Tue–Sat.
    - Up to 20 guests; £30 per head including a G&T on arrival.
    - 50% deposit at booking, refundable up to 14 days before.
    - Quoted by Tomasz; booked in Tourdesk as a blocked slot.
    """)

auto("events-bar", "Events bar (weddings, markets, festivals)", "2026-07-28", ["events", "bar"], """
    # Events bar

    - Personal licence holders: Tomasz and Priya.
    - Standard G&T: 35 ml gin, 150 ml tonic.
    - No doubles after 22:00.
    - Bar float £150; card readers borrowed from the shop.
    - Sloe gin served neat, 25 ml.
    """)

auto("energy-and-boiler", "Boiler and energy", "2026-02-14", ["boiler", "energy", "stillroom"], """
    # Boiler and energy

    - Steam boiler: 100 kW gas, serviced every 6 months.
    - Jacket pressure for Agnes: 1.5 bar.
    - Boiler water: test TDS daily, blow down at 3000 ppm.
    - Condenser chiller runs glycol at 30% v/v.
    - Electricity: roughly 4,200 kWh a month.
    """)

auto("tourdesk-data-retention", "Tourdesk data retention", "2026-08-08", ["tourdesk", "gdpr", "retention"], """
    # Tourdesk data retention

    - Booking records are kept 6 years (accounting).
    - Guest phone numbers and emails are deleted 2 years after the visit unless they joined the newsletter.
    - Abandoned checkouts are purged after 30 days.
    - The purge job runs nightly at 04:00.
    """)

auto("meeting-notes-2026-10", "Ops meeting notes, October 2026", "2026-10-19", ["meetings", "ops"], """
    # Ops meeting — 19 Oct 2026

    - Attendees: Maren, Tomasz, Isla, Priya, Ruth (video).
    - Christmas: 400 gift boxes, the Hexham stall, a voucher push on Tourdesk.
    - Isla wants one more pilot trial before February.
    - Ruth: the Tourdesk Node upgrade isn't urgent; waiting for the agency's notes.
    - Decision: no tour price rises before April 2027.
    - Action (Tomasz): quotes for overflow parking.
    """)
