#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py + the file skeletons below."""
import os, shutil, hashlib, datetime, json, re
from claims import PAIRS
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); STORE = os.path.join(ROOT, "store")

# root overview files: name -> (description, type, title, intro, [(section, [filler lines])])
OVERVIEW = {
 "reference_sweepbook.md": ("sweepbook: bookings, job scheduling, reminders (Rails app)", "reference", "sweepbook",
   "sweepbook is the booking and scheduling app for sweeps and install visits. Repo `hearthline/sweepbook`.",
   [("Stack", ["- Sidekiq for background jobs, cron via sidekiq-cron"]),
    ("Hosting", ["- Domain: `book.hearthline.co.uk`"]),
    ("Booking rules", ["- Install survey visits are booked by the office, never online", "- Postcode check: only HR, GL, WR and NP postcodes are offered online"]),
    ("Notifications", ["- Confirmation email is sent immediately on booking"]),
    ("API", ["- Token auth per device (`Authorization: Bearer …`)", "- `/api/v2/jobs?date=YYYY-MM-DD` returns the day's jobs per van"]),
    ("Delivery", ["- Branch names: `feature/<linear-id>-short-slug`", "```", "bin/kamal deploy -d production", "bin/rails db:migrate:status", "```"]),
    ("Observability", ["- Uptime check on `/up` every minute"])]),
 "reference_certify.md": ("certify: sweep certificates, install commissioning, HETAS paperwork", "reference", "certify",
   "certify produces sweep certificates and install commissioning certificates. Repo `hearthline/certify`.",
   [("Stack", []), ("Hosting", ["- Health check: `GET /healthz`"]), ("Certificates", ["- Template per certificate kind: sweep, install, nest removal"]),
    ("HETAS", ["- Dan's HETAS registration number lives in the settings table, not in code"]),
    ("Delivery", ["- Two approvals required (see workflow notes)"]), ("Observability", [])]),
 "reference_stovequote.md": ("stovequote: quoting tool for stove and liner installs", "reference", "stovequote",
   "stovequote builds quotes from survey data and photos. Next.js app, repo `hearthline/stovequote`.",
   [("Stack", ["- Next.js 15 app router, Prisma"]), ("Quotes", ["- Quote numbers: `Q-<year>-<4 digits>`", "- Accepted quotes create an install job in sweepbook"]),
    ("Survey photos", ["- Photos are stored in the `hl-survey-photos` bucket"]), ("Delivery", ["- Preview deploys per PR"])]),
 "reference_vanstock.md": ("vanstock: Android app for van stock and parts", "reference", "vanstock",
   "vanstock is the Kotlin/Compose Android app each sweep uses to count van stock (cowls, liners, registers, brushes).",
   [("Build", ["- Kotlin 2.0, Gradle version catalogue in `gradle/libs.versions.toml`"]), ("Stock", ["- Cowls are counted per model, not per size"]),
    ("Sync", []), ("Devices", ["- MDM: Google's Android Enterprise, managed by Ed"])]),
 "reference_infra.md": ("infra: hosting, backups, secrets, environments", "reference", "Infrastructure",
   "Shared infrastructure notes across all Hearthline apps.",
   [("Hosting", ["- sweepbook: Hetzner (see reference_sweepbook.md)"]), ("Backups", ["- Restore test: first Monday of every month"]),
    ("Secrets", ["- Claude gets secrets via `.env.local` files only, never the vault"]), ("Environments", ["- Production and review apps only"]),
    ("Observability", ["- Grafana dashboards at `grafana.hearthline.internal`"])]),
 "reference_business.md": ("business rules: prices, deposits, service levels, payments", "reference", "Business rules",
   "What the office (Kate) and Ed have told us about how the business runs. Amounts include VAT unless said otherwise.",
   [("Prices", ["- Bird nest removal: quoted per job"]), ("Booking", ["- Sweep season peaks September to December"]),
    ("Stove installs", []), ("Cancellations", []), ("Payments", []), ("Service levels", []), ("Marketing", ["- Review requests go out a week after each job"]),
    ("Staff", ["- Three sweeps, one installer (Dan), office (Kate)"])]),
 "feedback_workflow.md": ("how Ed wants Claude to work: git, deploys, databases", "feedback", "Working rules",
   "Collected corrections and preferences from Ed.",
   [("Git", ["- Rebase feature branches on `main` before asking for review"]), ("Deploys", ["- Announce deploys in #dev on Google Chat"]),
    ("Databases", ["- Claude never runs writes against production"])]),
}
FLAT = {"reference_sweepbook.md", "reference_certify.md", "reference_stovequote.md", "reference_vanstock.md"}  # unquoted ': ' on purpose

TITLES = {}
def root_meta(path):
    t = path[:-3].split("_", 1)
    return t[0], t[1]

# extra files that carry no labelled claim: path -> body (frontmatter generated)
FILLER = {
 "user_owner.md": "Ed Pryce owns Hearthline Sweeps & Stoves (Ross-on-Wye). He codes evenings and weekends and prefers short answers.",
 "feedback_answers.md": "Keep answers short; lead with the command or the diff, explanation after.\n**Why:** Ed reads on his phone between jobs.",
 "feedback_migrations.md": "Always write reversible migrations in sweepbook (`change` with reversible blocks, or `up`/`down`).",
 "project_winter_readiness.md": "Before October: check reminder templates, reprint certificate stock, test the on-call phone divert.",
 "project_certify_v2.md": "certify v2 adds nest-removal certificates and a landlord portal link. Target: before the January peak.",
 "reference_glossary.md": "- Register plate: the steel plate sealing the chimney above a stove\n- Cowl: the cap at the chimney pot\n- Twin-wall: insulated flue pipe used where there is no chimney\n- Smoke test: pressure/smoke check of the flue after sweeping or installing",
 "reference_contacts.md": "- Office: Kate Lloyd, 01989 000 111\n- Installer: Dan Morgan\n- Accountant: Wye Valley Accounts (quarterly VAT)",
 "auto/chimney-types.md": "# Chimney types we see\nMost Herefordshire cottages have unlined stone flues; a stove going into one needs a liner.\nClay-lined 1930s flues can often be used as is after a smoke test.",
 "auto/rails-upgrade-notes.md": "# Rails upgrade notes\nThe 7.1 → 7.2 upgrade needed `config.active_record.default_column_serializer` set explicitly.\n```ruby\nconfig.load_defaults 7.2\n```",
 "auto/sidekiq-queues.md": "# Sidekiq queues\nQueues in sweepbook: `default`, `mailers`, `reminders`, `exports`. `reminders` has its own process so a backlog of exports never delays texts.",
 "auto/postcode-coverage.md": "# Postcode coverage\nThe online booking postcode list is a YAML file in `config/coverage.yml`. Ed edits it by hand twice a year.",
 "auto/landlord-portal-ideas.md": "# Landlord portal ideas\nLetting agents want one page with all their properties' certificate dates. Parked until certify v2.",
 "auto/cowl-models.md": "# Cowl models\nWe stock Colt Top Hat, Colt Cowl and Brewer Cap Pro. vanstock lists them by model; sizes are a variant.",
 "auto/claude-permissions.md": "# What Claude can run\nAllowed without asking: tests, linters, `bin/rails routes`, read-only git. Ask first: anything touching production or the vault.",
 "auto/test-data.md": "# Test data\nSeed data uses the \"Test Cottage\" and \"Test Barn\" customers. Never use real customer names in fixtures.",
 "auto/google-chat-bots.md": "# Google Chat bots\nDeploy notices and Sentry alerts post to #dev; booking notices to #office.",
 "auto/certificate-wording.md": "# Certificate wording\nHETAS-style wording for sweep certificates comes from the Guild template; Ed doesn't want it paraphrased.",
 "auto/van-names.md": "# Vans\nVans are named after rivers: Wye, Lugg, Monnow, Arrow. vanstock uses the names as IDs.",
 "auto/review-requests.md": "# Review requests\nReview request emails link to Google reviews only; the Trustpilot link was dropped.",
 "auto/brush-sizes.md": "# Brush sizes\nStandard kit per van: 300 mm and 400 mm round brushes, a 150 mm liner brush, rods in 1 m lengths.",
 "auto/vat-notes.md": "# VAT notes\nAll domestic prices are quoted including VAT. Trade invoices show VAT separately.",
 "auto/dependabot.md": "# Dependabot\nDependabot PRs are grouped weekly per repo; Claude may merge patch bumps once CI is green.",
 "auto/linting.md": "# Linting\nsweepbook: RuboCop (standard config). certify: ruff + mypy. stovequote: ESLint + Prettier.\n```\nbundle exec rubocop -a\n```",
}
FACT_FILLER = [
 ("2026-01-09","fact","Ed's working hours on the code are evenings after 19:00 and Sunday mornings."),
 ("2026-01-19","preference","Ed prefers British spelling in customer-facing text (\"colour\", \"cancelled\")."),
 ("2026-02-09","fact","The office phone is answered 08:30-16:30 Monday to Friday."),
 ("2026-02-16","decision","Customer-facing dates are written like \"Tue 14 Oct\" everywhere."),
 ("2026-03-02","fact","The depot is at Unit 4, Model Farm, Ross-on-Wye; deliveries go there."),
 ("2026-03-09","fact","Kate handles all complaints; Claude drafts replies but never sends them."),
 ("2026-04-01","preference","When adding a feature flag, default it off in production."),
 ("2026-04-20","fact","The Guild of Master Chimney Sweeps membership number is printed in the certificate footer."),
 ("2026-05-18","fact","Ed wants PR descriptions to list manual test steps."),
 ("2026-06-02","decision","Install commissioning certificates include the appliance serial number."),
 ("2026-06-22","fact","Bird nest removals are only booked outside the nesting season (March to August)."),
 ("2026-07-20","fact","The review-app domain is `*.review.hearthline.co.uk`."),
 ("2026-08-11","preference","Keep SQL in reports readable: CTEs over nested subqueries."),
 ("2026-09-22","fact","October is the busiest month for sweeps; don't plan big releases then."),
 ("2026-10-13","decision","The landlord portal is postponed to 2027."),
 ("2026-11-10","fact","Winter on-call rota runs from 1 November to 31 March."),
 ("2026-01-23","fact","certify's sweep certificate template has a field for the flue condition (good / fair / poor)."),
 ("2026-03-13","preference","Name Sidekiq jobs after what they do (`SendReminderJob`), not after the model."),
 ("2026-05-26","fact","stovequote adds the liner length from the survey to the quote automatically."),
 ("2026-07-29","fact","vanstock shows a red badge on any item below its minimum stock level."),
 ("2026-09-29","decision","Sweep reminders include a link to reschedule online."),
 ("2026-11-17","fact","The installer van (Arrow) carries twin-wall sections as well as liners."),
]

def fact_fm(path, date, tags):
    stem = os.path.basename(path)[:-3]; cat = stem.split("-")[0]; ms = int(stem.split("-")[1])
    ts = datetime.datetime.fromtimestamp(ms/1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms%1000:03d}Z"
    return ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\nconfidenceTier: %s\ntags:\n%s\nstatus: active\n---\n"
            % (stem, cat, ts, ts, "0.9" if cat == "fact" else "0.85", "explicit" if cat != "fact" else "implied", "\n".join("  - " + t for t in tags)))

def tags_for(text):
    t = [k for k in ("sweepbook", "certify", "stovequote", "vanstock", "quote-pdf", "xero") if k in text.lower()]
    return t or ["hearthline"]

def slug_title(slug): return slug.replace("-", " ").capitalize()

def main():
    if os.path.exists(STORE): shutil.rmtree(STORE)
    files = {}  # path -> dict(kind, sections or lines)
    for p, (desc, typ, title, intro, secs) in OVERVIEW.items():
        files[p] = {"kind": "overview", "secs": [[s, list(l)] for s, l in secs]}
    single = {}  # path -> list of lines
    def place(path, line, pre=(), post=()):
        if "#" in path:
            p, sec = path.split("#")
            for s in files[p]["secs"]:
                if s[0] == sec:
                    s[1].insert(0, line); return p
            raise SystemExit("no section " + path)
        single.setdefault(path, []).extend(list(pre) + [line] + list(post)); return path
    labels = []
    for pid, label, cls, A, B, note in PAIRS:
        pa = place(A[0], A[1], *(A[2:] if len(A) > 2 else ()))
        pb = place(B[0], B[1], *(B[2:] if len(B) > 2 else ()))
        ca, cb = A[1].split("\n")[0], B[1].split("\n")[0]
        if pb < pa: pa, pb, ca, cb = pb, pa, cb, ca
        labels.append((pid, label, cls, pa, pb, ca, cb, note))
    out = {}
    for p, (desc, typ, title, intro, secs) in OVERVIEW.items():
        body = [f"# {title}", "", intro]
        for s, lines in files[p]["secs"]:
            body += ["", f"## {s}"] + [x for l in lines for x in l.split("\n")]
        d = desc if p in FLAT else json.dumps(desc, ensure_ascii=False)
        out[p] = f"---\nname: {root_meta(p)[1]}\ndescription: {d}\ntype: {typ}\n---\n\n" + "\n".join(body) + "\n"
    for p, lines in list(single.items()) + [(k, [v]) for k, v in FILLER.items()]:
        text = "\n".join(x for l in lines for x in l.split("\n"))
        if p.startswith("facts/"):
            out[p] = fact_fm(p, p.split("/")[1], tags_for(text)) + "\n" + text + "\n"
        elif p.startswith("auto/"):
            slug = p[5:-3]
            created = "2026-%02d-%02d" % (1 + int(hashlib.md5(slug.encode()).hexdigest()[:2], 16) % 10, 1 + int(hashlib.md5(slug.encode()).hexdigest()[2:4], 16) % 27)
            if not text.startswith("# "): text = f"# {slug_title(slug)}\n\n" + text
            out[p] = f"---\ntitle: {slug_title(slug)}\ncreated: {created}\ntags: [{', '.join(tags_for(text))}]\n---\n\n" + text + "\n"
        else:
            typ, topic = root_meta(p)
            first = text.split("\n")[0].lstrip("-# ")
            desc = (first[:90].rsplit(" ", 1)[0] + "…") if len(first) > 90 else first
            out[p] = f"---\nname: {topic}\ndescription: {json.dumps(desc, ensure_ascii=False)}\ntype: {typ}\n---\n\n" + text + "\n"
    for i, (d, cat, text) in enumerate(FACT_FILLER):
        from claims import fa
        out[fa(d, cat, "filler%d" % i)] = None; p = fa(d, cat, "filler%d" % i)
        out[p] = fact_fm(p, d, tags_for(text)) + "\n" + text + "\n"
    roots = sorted(p for p in out if "/" not in p)
    idx = ["# Memory index", ""]
    for p in roots:
        typ, topic = root_meta(p)
        hook = {"reference": "reference notes", "feedback": "how to work", "project": "project state", "user": "who we work with"}[typ]
        idx.append(f"- [{topic.replace('_', ' ').capitalize()}]({p}) — {hook}: {topic.replace('_', ' ')}")
    out["MEMORY.md"] = "\n".join(idx) + "\n"
    for p, t in out.items():
        fp = os.path.join(STORE, p); os.makedirs(os.path.dirname(fp), exist_ok=True); open(fp, "w").write(t)
    q = lambda s: json.dumps(s, ensure_ascii=False)
    L = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, pa, pb, ca, cb, note in labels:
        L += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}", f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note if not note.startswith(pid) else note)}"]
    open(os.path.join(ROOT, "labels.yaml"), "w").write("\n".join(L) + "\n")
    print(len(out), "files;", len(labels), "pairs")
main()
