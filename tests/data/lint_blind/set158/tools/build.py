#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content_*.py and the pair table below."""
import datetime, hashlib, json, os, re, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
FLAT_DESC = {"reference_infra.md", "reference_shop.md", "reference_glossary.md", "reference_vanrun.md"}

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}

# (pair id, class, claim id, claim id, note)
PAIRS = [
    ("V1", "value_slot", "V1a", "V1b", "blockorder Postgres port: 5432 vs 5433 on db.brackleys.internal"),
    ("V2", "value_slot", "V2a", "V2b", "sirloin/fore rib minimum hanging: 28 vs 35 days"),
    ("V3", "value_slot", "V3a", "V3b", "online Christmas order cut-off: 14 vs 18 December"),
    ("V4", "value_slot", "V4a", "V4b", "home delivery radius: 12 vs 20 miles"),
    ("V5", "value_slot", "V5a", "V5b", "free home delivery threshold: £40 vs £50"),
    ("V6", "value_slot", "V6a", "V6b", "walk-in chiller alarm threshold: 5°C vs 8°C"),
    ("V7", "value_slot", "V7a", "V7b", "hangroom sensor publish interval: 5 minutes vs 60 seconds (b hard-wrapped)"),
    ("V8", "value_slot", "V8a", "V8b", "Christmas order deposit: 25% vs 50%"),
    ("V9", "value_slot", "V9a", "V9b", "blockorder Python version: 3.12 (table row) vs 3.11"),
    ("V10", "value_slot", "V10a", "V10b", "collection reminder SMS lead time: 24 hours vs 2 hours"),
    ("R1", "role_slot", "R1a", "R1b", "blockorder error tracking: Sentry vs Bugsnag"),
    ("R2", "role_slot", "R2a", "R2b", "blockorder transactional email: Postmark vs Mailgun (b hard-wrapped)"),
    ("R3", "role_slot", "R3a", "R3b", "blockorder dependency manager: uv vs Poetry"),
    ("R4", "role_slot", "R4a", "R4b", "blockorder CI: GitHub Actions vs Woodpecker CI"),
    ("R5", "role_slot", "R5a", "R5b", "blockorder hosting: Fly.io vs Render"),
    ("R6", "role_slot", "R6a", "R6b", "blockorder background job runner: Celery vs RQ"),
    ("R7", "role_slot", "R7a", "R7b", "customer SMS provider: Twilio vs Textlocal"),
    ("R8", "role_slot", "R8a", "R8b", "blockorder online card payments: Stripe Checkout vs SumUp online checkout"),
    ("R9", "role_slot", "R9a", "R9b", "vanrun route optimisation: OpenRouteService vs Google Routes API"),
    ("R10", "role_slot", "R10a", "R10b", "accounting package the nightly takings go into: Xero vs QuickBooks"),
    ("N1", "negation", "N1a", "N1b", "never squash-merge blockorder PRs vs blockorder PRs get squash-merged"),
    ("N2", "negation", "N2a", "N2b", "never sell frozen mince vs surplus mince frozen and sold from the farm-shop freezer"),
    ("N3", "negation", "N3a", "N3b", "don't deploy blockorder on a Friday vs Friday afternoon is the usual deploy time"),
    ("N4", "negation", "N4a", "N4b", "Christmas orders not delivered (collection only) vs delivered on 22 December (b hard-wrapped)"),
    ("N5", "negation", "N5a", "N5b", "raw and cooked never share a display cabinet vs cooked ham/pies at the end of the raw serve-over"),
    ("N6", "negation", "N6a", "N6b", "out-of-hours hangroom alarms page Gareth vs out of hours they page nobody"),
    ("N7", "negation", "N7a", "N7b", "wholesale accounts not charged for delivery vs £7.50 per drop"),
    ("N8", "negation", "N8a", "N8b", "no Saturday collection slots vs Saturday slots 8:00-12:00"),
    ("N9", "negation", "N9a", "N9b", "online orders never for same-day collection vs same-day fine before 10am"),
    ("N10", "negation", "N10a", "N10b", "game not sold online vs pheasant and venison listed online from 1 October"),
    ("S1", "stale_vs_change", "S1a", "S1b", "phone orders typed into the Counter Orders sheet vs sheet read-only since April, phone orders go into blockorder (b hard-wrapped)"),
    ("S2", "stale_vs_change", "S2a", "S2b", "renderer is Lathams vs Lathams stopped collecting, Midland Rendering now"),
    ("S3", "stale_vs_change", "S3a", "S3b", "vanrun backend on Heroku vs moved to the VPS, Heroku app shut down"),
    ("S4", "stale_vs_change", "S4a", "S4b", "price labels from the Brother QL-820 vs QL-820 retired, labels from the scales"),
    ("S5", "stale_vs_change", "S5a", "S5b", "counter card payments on Worldpay vs Worldpay swapped for SumUp Solo, contract ended"),
    ("S6", "stale_vs_change", "S6a", "S6b", "killing at Hollins abattoir vs Hollins closed, Thorne's at Leek now"),
    ("S7", "stale_vs_change", "S7a", "S7b", "MQTT broker on the Pi 4 vs Pi 4 decommissioned, Pi 5 does MQTT"),
    ("S8", "stale_vs_change", "S8a", "S8b", "newsletter from Mailchimp vs Mailchimp deprecated, moved to Buttondown"),
    ("S9", "stale_vs_change", "S9a", "S9b", "drivers use a printed run sheet vs paper run sheets no longer printed"),
    ("S10", "stale_vs_change", "S10a", "S10b", "shared counter admin login vs shared login retired, own Google accounts"),
    ("F1", "refinement", "F1a", "F1b", "Christmas collection 21-24 December; Christmas Eve collection stops at 1pm"),
    ("F2", "refinement", "F2a", "F2b", "home deliveries Tuesday and Friday; which villages each day covers"),
    ("F3", "refinement", "F3a", "F3b", "blockorder on PostgreSQL; Postgres 16 with pg_trgm"),
    ("F4", "refinement", "F4a", "F4b", "sausages made Monday and Thursday; gluten-free ones first thing Monday"),
    ("F5", "refinement", "F5a", "F5b", "chiller temperatures twice a day; at 7:30 and 17:30 (b hard-wrapped)"),
    ("F6", "refinement", "F6a", "F6b", "backups to Backblaze B2; nightly pg_dump to bucket brackleys-backups, 30 days"),
    ("F7", "refinement", "F7a", "F7b", "wholesale on 30-day terms; two named pubs on 30-day terms, invoiced Mondays"),
    ("F8", "refinement", "F8a", "F8b", "reminder SMS 24 hours before; what the reminder text contains"),
    ("F9", "refinement", "F9a", "F9b", "driver app is Flutter; Flutter 3.24, Android only"),
    ("F10", "refinement", "F10a", "F10b", "blockorder tests are pytest; pytest-django and pytest -n auto"),
    ("O1", "other_subject", "O1a", "O1b", "hanging days: topside/silverside/brisket 14 vs rump 21 (different cuts)"),
    ("O2", "other_subject", "O2a", "O2b", "delivery radius: home 12 miles vs wholesale drops up to 30 miles"),
    ("O3", "other_subject", "O3a", "O3b", "retry counts: failed SMS 3 times vs label print jobs 5 times"),
    ("O4", "other_subject", "O4a", "O4b", "alarm threshold: walk-in chiller 5°C vs serve-over counter 8°C"),
    ("O5", "other_subject", "O5a", "O5b", "ports on pi.brackleys.internal: Grafana 3000 vs haccp-diary 5000"),
    ("O6", "other_subject", "O6a", "O6b", "deposit: Christmas orders 50% vs hog roast bookings £50"),
    ("O7", "other_subject", "O7a", "O7b", "order cut-off: Christmas 14 December vs Easter lamb 31 March"),
    ("O8", "other_subject", "O8a", "O8b", "error/crash reporting: blockorder Sentry vs vanrun driver app Crashlytics"),
    ("O9", "other_subject", "O9a", "O9b", "Python version: blockorder 3.12 vs haccp-diary 3.11"),
    ("O10", "other_subject", "O10a", "O10b", "customer texts: collection reminder 24 hours before vs van 30 minutes away"),
    ("D1", "dated_history", "D1a", "D1b", "2025 Christmas orders via Google Form vs Christmas orders through blockorder now"),
    ("D2", "dated_history", "D2a", "D2b", "until May also Wednesdays vs deliveries Tuesday and Friday"),
    ("D3", "dated_history", "D3a", "D3b", "chamber 1 at 4°C in January during repair vs held at 1-3°C"),
    ("D4", "dated_history", "D4a", "D4b", "15-minute slots over Easter weekend vs slots are 30 minutes"),
    ("D5", "dated_history", "D5a", "D5b", "WooCommerce shop back in 2025 vs blockorder is the online shop"),
    ("D6", "dated_history", "D6a", "D6b", "Sunday opening in the June-August BBQ season vs closed Sundays"),
    ("D7", "dated_history", "D7a", "D7b", "Christmas 2025 turkeys from Lane End vs this year's from Ashford Hill"),
    ("D8", "dated_history", "D8a", "D8b", "steak mince £9.50/kg until the June review vs £10.40/kg now"),
    ("D9", "dated_history", "D9a", "D9b", "8 drops per run during the August heatwave vs up to 14 drops (a hard-wrapped)"),
    ("D10", "dated_history", "D10a", "D10b", "Tomasz drives the Friday run vs Sian drove it while he was off in October"),
    ("A1", "agreeing_duplicate", "A1a", "A1b", "opening hours Tue-Sat 8:00-17:30, said twice"),
    ("A2", "agreeing_duplicate", "A2a", "A2b", "Gareth signs off every price change, said twice"),
    ("A3", "agreeing_duplicate", "A3a", "A3b", "confirmation emails from orders@brackleysbutchers.co.uk, said twice"),
    ("A4", "agreeing_duplicate", "A4a", "A4b", "blockorder admin path /staff/, said twice"),
    ("A5", "agreeing_duplicate", "A5a", "A5b", "hog roast includes a carver/chef for four hours, said twice"),
    ("A6", "agreeing_duplicate", "A6a", "A6b", "chamber humidity 80-85%, said twice"),
    ("A7", "agreeing_duplicate", "A7a", "A7b", "monthly probe check in iced and boiling water, said twice"),
    ("A8", "agreeing_duplicate", "A8a", "A8b", "MQTT broker pi.brackleys.internal:1883, said twice"),
    ("A9", "agreeing_duplicate", "A9a", "A9b", "loyalty: ten stamps = £5 off, said twice"),
    ("A10", "agreeing_duplicate", "A10a", "A10b", "kill number and ear tag on every beef label, said twice"),
    ("NS1", "negation_scope", "NS1a", "NS1b", "invoices never go out WITHOUT kill/batch numbers is not 'never go out'; they go out every Monday"),
    ("NS2", "negation_scope", "NS2a", "NS2b", "no paging of Gareth is scoped to shop hours; out-of-hours alarms do page him"),
    ("NS3", "negation_scope", "NS3a", "NS3b", "never squash-MERGE PRs vs autosquash of fixup commits before review (not a merge strategy)"),
    ("NS4", "negation_scope", "NS4a", "NS4b", "never migrate PRODUCTION without go-ahead vs migrate on staging without asking"),
    ("NS5", "negation_scope", "NS5a", "NS5b", "no online changes AFTER 20 December vs changes online from the account page"),
    ("NS6", "negation_scope", "NS6a", "NS6b", "scale prices never changed WITHOUT the PLU file via the back-office PC vs changes pushed on Tuesday mornings"),
    ("NS7", "negation_scope", "NS7a", "NS7b", "lamb never hangs in CHAMBER 1 vs lamb hangs 7 days in the hangroom"),
    ("NS8", "negation_scope", "NS8a", "NS8b", "agent never pushes to MAIN vs pushes feature branches freely"),
    ("NS9", "negation_scope", "NS9a", "NS9b", "venison never on the counter WITHOUT the carcass tag vs on the counter from 1 October"),
    ("NS10", "negation_scope", "NS10a", "NS10b", "MARKETING texts need the ticked box vs service reminder texts go to everyone"),
]

# claim id reused from another pair (same line, different file pair)
ALIAS = {"F8a": "V10a", "O2a": "V4a", "O4a": "V6a", "O6a": "V8b", "O7a": "V3a", "O8a": "R1a",
         "O9a": "V9a", "O10a": "V10a", "NS2a": "N6a", "NS3a": "N1a", "NS4a": "NS4a", "F2a": "D2b"}

MARK = re.compile(r"^@@([A-Za-z0-9]+)@@ ?")


def hex4(key):
    return hashlib.sha1(key.encode()).hexdigest()[:4]


def strip_markers(relpath, body, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                raise SystemExit(f"claim {cid} placed twice")
            claims[cid] = (relpath, line)
        out.append(line)
    return "\n".join(out)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims = {}
    files = {}
    # root
    index = ["# Memory Index", ""]
    for fn in sorted(ROOT):
        title, name, desc, typ, body = ROOT[fn]
        text = strip_markers(fn, body, claims)
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + text
        index.append(f"- [{title}]({fn}) — {desc[0].lower() + desc[1:]}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        secs = 7 * 3600 + (i * 2477) % (11 * 3600)
        ts = d + datetime.timedelta(seconds=secs, milliseconds=(i * 137) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = f"{cat}-{epoch}-{hex4(date + body)}"
        rel = f"facts/{date}/{stem}.md"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
        conf = {"fact": ("0.9", "explicit"), "preference": ("0.85", "explicit"), "decision": ("0.95", "explicit")}[cat]
        tagl = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf[0]}\nconfidenceTier: {conf[1]}\ntags:\n{tagl}status: active\n---\n\n")
        files[rel] = fm + strip_markers(rel, body, claims)
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[rel] = fm + strip_markers(rel, body, claims)
    for rel, text in files.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as fh:
            fh.write(text)

    def claim(cid):
        cid = ALIAS.get(cid, cid)
        return claims[cid]

    out = [f"now: {NOW}", "pairs:"]
    for pid, cls, ca, cb, note in PAIRS:
        pa, la = claim(ca)
        pb, lb = claim(cb)
        if pa == pb:
            raise SystemExit(f"{pid}: both claims in {pa}")
        if pb < pa:
            pa, la, pb, lb = pb, lb, pa, la
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(la, ensure_ascii=False)}",
                f"    claim_b: {json.dumps(lb, ensure_ascii=False)}",
                f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    unused = set(claims) - {ALIAS.get(c, c) for p in PAIRS for c in (p[2], p[3])}
    if unused:
        raise SystemExit(f"unused claim markers: {sorted(unused)}")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
