#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (bodies with ⟦ID:side⟧ claim markers) and PAIRS."""
import hashlib, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content as C

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"⟦([A-Z]+\d+):([12])⟧")

CLASS_LABEL = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction",
    "other_subject": "non_contradiction", "dated_history": "non_contradiction",
    "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction",
}
PREFIX = {"V": "value_slot", "R": "role_slot", "N": "negation", "S": "stale_vs_change",
          "F": "refinement", "O": "other_subject", "D": "dated_history", "A": "agreeing_duplicate",
          "NS": "negation_scope"}

NOTES = {
 "V1": "fixturedesk Postgres endpoint: pg-main:5432 vs pg-main:5433",
 "V2": "Division 1 time control: 75+15 vs 90+15",
 "V3": "congress Open entry fee: £38 vs £42",
 "V4": "gradesub monthly run day: 3rd vs 10th of the month",
 "V5": "fixturedesk Python version: 3.11 vs 3.12",
 "V6": "Saturday junior group ratio: 12 vs 16 children per coach",
 "V7": "B2 backup retention: 30 vs 14 days (hard-wrapped claim)",
 "V8": "league default time: 30 vs 60 minutes",
 "V9": "Major section cap: 60 (table row) vs 48",
 "V10": "rota-bot reminder lead time: 7 vs 3 days",
 "R1": "provider for congress entry confirmation email: Postmark vs Amazon SES",
 "R2": "fixturedesk error tracking: Sentry vs Rollbar",
 "R3": "CI for all repos: GitHub Actions vs Woodpecker CI",
 "R4": "congress site package manager: pnpm vs npm",
 "R5": "congress payment provider: Stripe Checkout vs SumUp",
 "R6": "juniorbook hosting: Fly.io vs the Hetzner VPS",
 "R7": "congress-entries merge strategy: rebase-merge vs merge commit",
 "R8": "congress pairing program: Swiss Manager vs Vega",
 "R9": "Hannah's editor: VS Code vs Helix",
 "R10": "gradesub submission log store: SQLite vs shared Postgres",
 "N1": "gradesub merges: don't squash vs squash-merge only",
 "N2": "rapidplay league results: never submitted for grading vs included in the monthly upload",
 "N3": "juniorbook stores children's dates of birth vs does not",
 "N4": "fixturedesk overdue-result reminder emails: sent vs not sent",
 "N5": "league arbiters: not paid vs paid £15 per match night",
 "N6": "fixturedesk migrations on match nights: never vs fine",
 "N7": "junior results with full names on the website: published vs never",
 "N8": "fixturedesk game scores: no PGN stored vs Division 1 PGNs uploaded to it",
 "N9": "gradesub batches: no approval step vs Colin must approve each batch",
 "N10": "late congress withdrawals: never refunded vs refunded minus £5",
 "S1": "congress site hosting: Netlify (stale) vs moved to Cloudflare Pages",
 "S2": "results submission form (stale) vs the form shut down, captain portal now",
 "S3": "gradesub upload via portal CSV (stale) vs switched to the ECF rating API",
 "S4": "junior bookings on a Google Form (stale) vs the form no longer used",
 "S5": "rota swaps by editing the sheet (stale) vs the sheet is read-only",
 "S6": "membership via GoCardless (stale) vs migrated off GoCardless to Stripe Billing",
 "S7": "fixturedesk on Django 4.2 (stale) vs upgraded to 5.1",
 "S8": "rota questions in Slack #arbiters (stale) vs Slack left, channel archived",
 "S9": "uptime checks in UptimeRobot (stale) vs UptimeRobot deprecated, Better Stack",
 "S10": "tables pushed by the WordPress plugin (stale) vs WordPress site retired",
 "F1": "Division 1 six boards; the other adds rating order and 40-point leeway",
 "F2": "online entries close the Sunday before; the other adds the 23:59 time and waiting list",
 "F3": "juniorbook sends a confirmation email; the other lists what it contains",
 "F4": "uv for Python; the other adds `uv sync --frozen` in CI",
 "F5": "rapidplay league 25 minutes each; the other adds the 10-second increment",
 "F6": "two floor arbiters per congress round; the other adds the chief arbiter in the control room",
 "F7": "fixturedesk exports results to gradesub; the other adds schedule and format",
 "F8": "junior sessions Saturday mornings; the other adds hours and room",
 "F9": "secrets in 1Password; the other names the vault and `op inject`",
 "F10": "four congress sections; the other names them",
 "O1": "time control: Division 1 vs junior league",
 "O2": "database endpoint: fixturedesk on pg-main vs juniorbook on pg-juniors (both :5432)",
 "O3": "retry counts: gradesub failed upload (5) vs fixturedesk nightly export (3)",
 "O4": "entry fee: Open section vs Minor section",
 "O5": "Python version: fixturedesk 3.12 vs gradesub 3.10",
 "O6": "group cap: Saturday junior groups vs the adult improvers' class",
 "O7": "retention: database dumps vs congress entry exports",
 "O8": "email provider: transactional email vs the club newsletter",
 "O9": "error tracking: fixturedesk vs juniorbook",
 "O10": "pairing program: the congress vs the December junior rapidplay",
 "D1": "congress payments: PayPal for the 2025 congress vs SumUp now",
 "D2": "table recalculation: nightly cron until the January 2026 rewrite vs on every save",
 "D3": "Division 1 time control: 90+30 in 2024-25 vs 90+15 now",
 "D4": "fixturedesk hosting: DigitalOcean before January 2026 vs Hetzner",
 "D5": "junior group cap: 10 per coach in the first term vs 16 now",
 "D6": "rota reminders by hand until April vs rota-bot reminders",
 "D7": "congress venue: St Barnabas in 2025 vs the Corn Exchange",
 "D8": "grading upload: by hand in 2025 vs gradesub on the ECF API",
 "D9": "floor arbiters: one per round in 2025 vs two now",
 "D10": "Hannah's editor: PyCharm back in January vs Helix",
 "A1": "Caddy reverse proxy with automatic TLS",
 "A2": "match points 2/1/0",
 "A3": "Pauline Reyes chief arbiter",
 "A4": "Colin owns gradesub",
 "A5": "enhanced DBS for every junior coach",
 "A6": "deploy fixturedesk with ./deploy.sh on the VPS",
 "A7": "Kestrel Town home venue: Railway Institute, Station Road",
 "A8": "public entries list: name, club and rating only",
 "A9": "short PR descriptions with a testing checklist",
 "A10": "rota-bot triggered hourly by a systemd timer",
 "NS1": "'never go out without section and rating' is not 'never sent'; confirmations are sent automatically",
 "NS2": "'send to Colin, not to the ECF office' negates a direction; queries reaching the office first is not a conflict",
 "NS3": "'never squash the release-branch merge' is scoped to release merges; feature PRs are squash-merged",
 "NS4": "'can't enter the Open without the organiser's OK' vs 1800+ juniors welcome in the Open",
 "NS5": "'don't publish pairings until results are in' vs pairings are published on the live page",
 "NS6": "'no photos of under-12s without consent' vs junior session photos are posted",
 "NS7": "'no Docker for local development' vs gradesub runs in Docker on the VPS",
 "NS8": "'to the home captain, not the league secretary' negates a direction; the secretary keeps the venue list",
 "NS9": "'never deletes a result, only voids it' vs voided results are dropped from the table",
 "NS10": "'not through the entries site' negates a channel; late entries are still accepted",
}


def cls_of(pid):
    return PREFIX[re.match(r"[A-Z]+", pid).group(0)]


def epoch_for(date, key):
    h = int(hashlib.sha1(key.encode()).hexdigest(), 16)
    d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    secs = 7 * 3600 + h % (14 * 3600)
    ms = int(d.timestamp()) * 1000 + secs * 1000 + (h >> 20) % 1000
    return ms, "%04x" % ((h >> 40) % 65536)


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def build_files():
    files = {}
    for fn, title, name, desc, typ, body, flat in C.ROOT:
        files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body}"
    idx = ["# Memory index", ""]
    for fn, title, name, desc, typ, body, flat in sorted(C.ROOT, key=lambda r: (r[4], r[0])):
        idx.append(f"- [{title}]({fn}) — {desc}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    for slug, title, created, tags, body in C.AUTO:
        tg = ", ".join(tags)
        files[f"auto/{slug}.md"] = f"---\ntitle: {title}\ncreated: {created}\ntags: [{tg}]\n---\n\n{body}"
    for date, cat, tags, conf, body in C.FACTS:
        ms, hx = epoch_for(date, body)
        stem = f"{cat}-{ms}-{hx}"
        tier = "explicit" if conf >= 0.9 else "implied"
        tg = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso(ms)}\nupdated: {iso(ms)}\n"
              f"source: extraction\nconfidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tg}status: active\n---\n\n")
        files[f"facts/{date}/{stem}.md"] = fm + body
    return files


def main():
    files = build_files()
    sides = {}  # pid -> {side: (path, text)}
    out = {}
    for path, text in files.items():
        lines = []
        for line in text.split("\n"):
            ids = MARK.findall(line)
            clean = MARK.sub("", line)
            for pid, side in ids:
                if side in sides.setdefault(pid, {}):
                    sys.exit(f"duplicate marker {pid}:{side}")
                sides[pid][side] = (path, clean)
            lines.append(clean)
        out[path] = "\n".join(lines)
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in out.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    order = list(PREFIX)
    def key(pid):
        m = re.match(r"([A-Z]+)(\d+)", pid)
        return (order.index(m.group(1)), int(m.group(2)))
    missing = set(NOTES) ^ set(sides)
    if missing:
        sys.exit(f"pairs without notes or markers: {sorted(missing)}")
    y = ["now: 2026-11-28", "pairs:"]
    def q(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    for pid in sorted(sides, key=key):
        s = sides[pid]
        if set(s) != {"1", "2"}:
            sys.exit(f"{pid} lacks a side: {s}")
        (pa, ca), (pb, cb) = sorted([s["1"], s["2"]])
        c = cls_of(pid)
        y += [f"  - a: {pa}", f"    b: {pb}", f"    label: {CLASS_LABEL[c]}", f"    class: {c}",
              f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(y) + "\n")
    print(f"wrote {len(out)} files, {len(sides)} pairs")


if __name__ == "__main__":
    main()
