#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set79 (Fenlight Stage Hire) from the claim tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content import ROOT, AUTO          # noqa: E402
from content_facts import FACTS        # noqa: E402

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^@([A-Za-z0-9]+)@(.*)$")

# (pair id, label, class, claim id 1, claim id 2, note after the id)
C, NC = "contradiction", "non_contradiction"
PAIRS = [
 ("V1", C, "value_slot", "V1o", "V1p", "rigbook production Postgres port: 5432 (overview) vs 5433 in the DATABASE_URL DSN, same host"),
 ("V2", C, "value_slot", "V2o", "V2p", "handheld scanner sync interval: every 2 vs every 10 minutes on depot Wi-Fi"),
 ("V3", C, "value_slot", "V3o", "V3p", "rigbook weekly hire: 3 vs 4 days' rate"),
 ("V4", C, "value_slot", "V4o", "V4p", "vanplan optimiser cap per van per day: 12 vs 8 drops (hard-wrapped claim)"),
 ("V5", C, "value_slot", "V5o", "V5p", "hire-stock PAT retest interval: 3 vs 6 months"),
 ("V6", C, "value_slot", "V6o", "V6p", "rigbook Ruby version: 3.3.5 vs 3.2.4"),
 ("V7", C, "value_slot", "V7o", "V7p", "patchbay fixture upload limit: 25 vs 50 MB"),
 ("V8", C, "value_slot", "V8o", "V8p", "rigbook Sidekiq Redis: redis-1:6379 vs redis-1:6380 (the code-block line with 6379 is the cache, not a claim)"),
 ("V9", C, "value_slot", "V9o", "V9p", "damage waiver: 8% (table row) vs 10% of hire value"),
 ("V10", C, "value_slot", "V10o", "V10p", "nightly Postgres backup retention: 30 vs 14 days (hard-wrapped claim)"),
 ("R1", C, "role_slot", "R1o", "R1p", "error tracking for the apps: Sentry vs Honeybadger"),
 ("R2", C, "role_slot", "R2o", "R2p", "rigbook transactional email provider: Postmark vs Amazon SES (hard-wrapped claim)"),
 ("R3", C, "role_slot", "R3o", "R3p", "CI for every repo: GitHub Actions vs Buildkite"),
 ("R4", C, "role_slot", "R4o", "R4p", "patchbay package manager: uv vs Poetry"),
 ("R5", C, "role_slot", "R5o", "R5p", "container registry for rigbook images: GitHub Container Registry vs Docker Hub"),
 ("R6", C, "role_slot", "R6o", "R6p", "vanplan travel-time source: Google Routes API vs self-hosted OSRM"),
 ("R7", C, "role_slot", "R7o", "R7p", "tallyline accounting target: QuickBooks Online vs Xero"),
 ("R8", C, "role_slot", "R8o", "R8p", "patchbay hosting: Fly.io vs Kamal on the OVH app servers"),
 ("R9", C, "role_slot", "R9o", "R9p", "Maren's editor: Neovim vs VS Code"),
 ("R10", C, "role_slot", "R10o", "R10p", "production secrets manager read by Kamal: Bitwarden Secrets Manager vs 1Password"),
 ("N1", C, "negation", "N1o", "N1p", "cables tracked individually by barcode vs not tracked individually (counted by bundle)"),
 ("N2", C, "negation", "N2o", "N2p", "cross-hired kit as a separate quote line vs never a separate line"),
 ("N3", C, "negation", "N3o", "N3p", "rigbook Friday deploys allowed before 12:00 vs no Friday deploys at all"),
 ("N4", C, "negation", "N4o", "N4p", "hoist LOLER inspections done in-house vs not done in-house (Hoistcheck, present tense)"),
 ("N5", C, "negation", "N5o", "N5p", "drivers get the route by SMS at 06:00 vs are not sent the route by SMS"),
 ("N6", C, "negation", "N6o", "N6p", "customers can cancel confirmed bookings in the portal (up to 7 days out) vs can't, whatever the date"),
 ("N7", C, "negation", "N7o", "N7p", "run the full RSpec suite before every push vs don't run the whole suite before pushing"),
 ("N8", C, "negation", "N8o", "N8p", "VAT charged on damage charges vs damage charges raised without VAT"),
 ("N9", C, "negation", "N9o", "N9p", "patch sheets include DMX addresses vs don't include them"),
 ("N10", C, "negation", "N10o", "N10p", "always squash-merge vs never squash-merge"),
 ("S1", C, "stale_vs_change", "S1o", "S1p", "uptime/logs on Better Stack (overview) vs moved off Better Stack to Grafana Cloud, account cancelled"),
 ("S2", C, "stale_vs_change", "S2o", "S2p", "kitlog on MySQL 8 vs migrated from MySQL to Postgres 16, MySQL read-only"),
 ("S3", C, "stale_vs_change", "S3o", "S3p", "tallyline nightly export via cron on app-2 vs no longer from cron; systemd timer on deploy-1"),
 ("S4", C, "stale_vs_change", "S4o", "S4p", "driver app via Firebase App Distribution vs moved to private Google Play app, Firebase links dead"),
 ("S5", C, "stale_vs_change", "S5o", "S5p", "Cambridge depot at Cowley Road vs relocated from Cowley Road to Milton Business Park"),
 ("S6", C, "stale_vs_change", "S6o", "S6p", "deposits through Stripe Checkout vs Stripe no longer used (Adyen pay-by-link)"),
 ("S7", C, "stale_vs_change", "S7o", "S7p", "certificates stored in AWS safecheck-certs vs that bucket deprecated/read-only, new ones on OVH"),
 ("S8", C, "stale_vs_change", "S8o", "S8p", "patchbay PDFs via wkhtmltopdf vs switched from wkhtmltopdf to WeasyPrint"),
 ("S9", C, "stale_vs_change", "S9o", "S9p", "on-call paging via Opsgenie vs Opsgenie shut down, pages via incident.io"),
 ("S10", C, "stale_vs_change", "S10o", "S10p", "kitlog labels on Zebra ZD421 vs ZD421s retired, Brother QL printers now"),
 ("F1", NC, "refinement", "F1o", "F1p", "TC22 handhelds at every depot; the other note gives the count per depot"),
 ("F2", NC, "refinement", "F2o", "F2p", "fleet of Lutons plus one 7.5 t lorry; the note says which jobs the lorry takes"),
 ("F3", NC, "refinement", "F3o", "F3p", "every PAT failure opens a kitlog quarantine ticket; dimmer failures additionally DM Isla"),
 ("F4", NC, "refinement", "A1o", "F4p", "deploys by Kamal 2 from deploy-1; the runbook gives the exact destination flags"),
 ("F5", NC, "refinement", "F5o", "F5p", "invoices raised on the return date; long hires also get interim invoices, the final one still on the return date"),
 ("F6", NC, "refinement", "F6o", "F6p", "patchbay supports MVR imports; only the fixture layer is read"),
 ("F7", NC, "refinement", "F7o", "F7p", "imperative commit subjects; in ops-scripts also a tool prefix"),
 ("F8", NC, "refinement", "F8o", "F8p", "Peterborough opened 2026-08-17; the note adds the soft-launch detail (same date)"),
 ("F9", NC, "refinement", "F9o", "F9p", "quotes expire after 14 days; festival quotes same expiry, manual extension possible"),
 ("F10", NC, "refinement", "F10o", "F10p", "every fixture has a barcode tag; Norwich moving heads carry an RFID tag on top of it"),
 ("O1", NC, "other_subject", "V1o", "O1p", "Postgres port: rigbook production on pg-main:5432 vs safecheck's local docker Postgres on localhost:5433"),
 ("O2", NC, "other_subject", "V2o", "O2p", "refresh interval: scanner sync every 2 minutes vs the stock dashboard's cache every 10 minutes"),
 ("O3", NC, "other_subject", "V3p", "O3p", "4 days' rate per week: what rigbook charges customers vs what Stage Electrics bills us for cross-hire"),
 ("O4", NC, "other_subject", "V4o", "O4p", "drops per day: cap for a single van (12) vs the 7.5 t lorry (4)"),
 ("O5", NC, "other_subject", "V5o", "O5p", "PAT interval: hire stock (3 months) vs office and workshop kit (12 months)"),
 ("O6", NC, "other_subject", "V6p", "O6p", "Ruby 3.2.4: rigbook (dev setup note) vs tallyline; same value, different app"),
 ("O7", NC, "other_subject", "V7p", "O7p", "50 MB upload limit: patchbay fixture files vs rigbook portal venue plans"),
 ("O8", NC, "other_subject", "V8o", "O8p", "Redis :6379: rigbook/tallyline Sidekiq on redis-1 vs vanplan session tokens on redis-2"),
 ("O9", NC, "other_subject", "V9p", "O9p", "10% of hire value: damage waiver on quotes vs our cross-hire handling mark-up"),
 ("O10", NC, "other_subject", "V10o", "O10p", "retention: nightly backups 30 days vs WAL archives 7 days"),
 ("D1", NC, "dated_history", "R1o", "D1p", "errors went to Rollbar during the January trial only; Sentry is the present tool"),
 ("D2", NC, "dated_history", "R6o", "D2p", "spreadsheet of drive times until March 2026; Google Routes API now"),
 ("D3", NC, "dated_history", "V3o", "D3p", "5 days' rate was the 2025 weekly price; 3 days' rate now"),
 ("D4", NC, "dated_history", "D4o", "D4p", "before Peterborough opened its area was served from Cambridge; now from Peterborough"),
 ("D5", NC, "dated_history", "V2o", "D5p", "30-second sync was during the January 2026 stocktake; 2 minutes normally"),
 ("D6", NC, "dated_history", "R7o", "D6p", "Sage 50 CSV exports until the 2025 year-end; QuickBooks Online now"),
 ("D7", NC, "dated_history", "N10o", "D7p", "merge commits for the kitlog rewrite branch, Feb–Apr 2026 only; squash-merge is the standing rule"),
 ("D8", NC, "dated_history", "R8o", "D8p", "patchbay on a Raspberry Pi during the 2025 beta; Fly.io now"),
 ("D9", NC, "dated_history", "N4o", "D9p", "LOLER subcontracted until the end of 2025; in-house now"),
 ("D10", NC, "dated_history", "V8o", "D10p", "Redis on app-1:6379 up to the September move; redis-1:6379 now"),
 ("A1", NC, "agreeing_duplicate", "A1o", "A1p", "Kamal 2 from deploy-1 for the apps, restated"),
 ("A2", NC, "agreeing_duplicate", "A2o", "A2p", "loading at 07:00 and first drops from 08:30, restated in words"),
 ("A3", NC, "agreeing_duplicate", "A3o", "A3p", "hoist LOLER every 6 months = twice a year"),
 ("A4", NC, "agreeing_duplicate", "A4o", "A4p", "account customers pay 30 days from invoice"),
 ("A5", NC, "agreeing_duplicate", "A5o", "A5p", "kitlog on Python 3.12"),
 ("A6", NC, "agreeing_duplicate", "A6o", "A6p", "announce production deploys with the tag in #releases"),
 ("A7", NC, "agreeing_duplicate", "A7o", "A7p", "patch-sheet links expire after 30 days = a month"),
 ("A8", NC, "agreeing_duplicate", "A8o", "A8p", "OVHcloud Gravelines, app-1 and app-2 as app servers"),
 ("A9", NC, "agreeing_duplicate", "A9o", "A9p", "Ipswich holds its own chain hoists (four 1 t)"),
 ("A10", NC, "agreeing_duplicate", "A10o", "A10p", "only Maren approves production database/schema changes"),
 ("NS1", NC, "negation_scope", "NS1o", "NS1p", "never invoiced without a photo is not never invoiced; damage charges are still invoiced separately"),
 ("NS2", NC, "negation_scope", "NS2o", "NS2p", "never scrapped without sign-off; 90-day items only go on the scrap list"),
 ("NS3", NC, "negation_scope", "NS3o", "NS3p", "'not to on-call' negates the direction for scanner faults; portal outages still go to on-call"),
 ("NS4", NC, "negation_scope", "NS4o", "NS4p", "never rebuilt without anonymising first; weekly rebuild still happens"),
 ("NS5", NC, "negation_scope", "N2o", "NS5p", "never shown with the supplier's name; says nothing against a separate cross-hire line"),
 ("NS6", NC, "negation_scope", "N5o", "NS6p", "no SMS for route changes after 06:00; the 06:00 route SMS itself still goes out"),
 ("NS7", NC, "negation_scope", "N7o", "NS7p", "never run the system specs with a live mail key; running the full suite is still required"),
 ("NS8", NC, "negation_scope", "N4o", "NS8p", "never on hire without a current LOLER certificate; nothing about who inspects"),
 ("NS9", NC, "negation_scope", "NS9o", "NS9p", "no Saturday deliveries; Saturday-morning collections stand"),
 ("NS10", NC, "negation_scope", "NS10o", "NS10p", "quotes under £5,000 never held; approval only for quotes over £5,000"),
]


def fact_path(i, date, cat):
    h = hashlib.sha1(f"set79-{i}-{date}-{cat}".encode()).hexdigest()
    d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    ms = int(d.timestamp() * 1000) + (8 * 3600 + int(h[4:10], 16) % (10 * 3600)) * 1000 + int(h[10:13], 16) % 1000
    return f"facts/{date}/{cat}-{ms}-{h[:4]}.md", ms


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def strip_markers(body, path, claims):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, text)
            out.append(text)
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims, files = {}, {}

    index = []
    for fn in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fn]
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + strip_markers(body, fn, claims)
        index.append((typ, title, fn, hook))
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    mem = ["# Memory index", ""]
    for typ in ["user", "feedback", "project", "reference"]:
        mem.append(f"## {typ.capitalize()}")
        for t, title, fn, hook in index:
            if t == typ:
                mem.append(f"- [{title}]({fn}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)

    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + strip_markers(body, p, claims)

    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        p, ms = fact_path(i, date, cat)
        stem = os.path.basename(p)[:-3]
        tier = "explicit" if conf >= 0.85 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso(ms)}\nupdated: {iso(ms)}\n"
              f"source: extraction\nconfidence: {conf}\nconfidenceTier: {tier}\ntags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        if p in files:
            sys.exit("duplicate fact path " + p)
        files[p] = fm + strip_markers(body, p, claims)

    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    used = set()
    lines = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        used.update([c1, c2])
        if p1 > p2:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {yq(t1)}", f"    claim_b: {yq(t2)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"unused claim markers: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
