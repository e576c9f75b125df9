#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and the pair table below."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_infra.md", "reference_branches.md", "reference_glossary.md", "user_marta.md"}
MARK = re.compile(r"^§([A-Z]+[0-9]+[ab])§ ")

# (id, class, claim_a_id, claim_b_id, note)
PAIRS = [
 ("V1", "value_slot", "V1a", "V1b", "trapnet MQTT broker port on the same host: 8883 vs 8884"),
 ("V2", "value_slot", "V2a", "V2b", "routeboard production DSN database name: routeboard vs routeboard_prod (same host and port)"),
 ("V3", "value_slot", "V3a", "V3b", "default domestic/residential visit slot: 45 vs 60 minutes"),
 ("V4", "value_slot", "V4a", "V4b", "station sensor heartbeat interval: 15 vs 30 minutes (the code-block HEARTBEAT_INTERVAL=2m is a test rig, noise)"),
 ("V5", "value_slot", "V5a", "V5b", "fieldkit Flutter version: 3.24 vs 3.22"),
 ("V6", "value_slot", "V6a", "V6b", "dosebook application record retention: 3 vs 5 years"),
 ("V7", "value_slot", "V7a", "V7b", "commercial contract payment terms: 30 vs 14 days (the auto note's claim is hard-wrapped; first line)"),
 ("V8", "value_slot", "V8a", "V8b", "fieldkit job photo size limit: 8 MB vs 12 MB"),
 ("V9", "value_slot", "V9a", "V9b", "Bristol daily job cap per tech: 9 (table row) vs 11"),
 ("V10", "value_slot", "V10a", "V10b", "trapnet low-battery threshold: 20% vs 25% (LOW_BATTERY_PCT=10 in a code block is test-rig noise)"),
 ("R1", "role_slot", "R1a", "R1b", "customer portal package manager: pnpm vs Yarn"),
 ("R2", "role_slot", "R2a", "R2b", "trapnet CI: GitHub Actions vs Buildkite"),
 ("R3", "role_slot", "R3a", "R3b", "customer portal hosting: Vercel vs Netlify"),
 ("R4", "role_slot", "R4a", "R4b", "dosebook database: PostgreSQL on pg-main vs MariaDB on the old app server"),
 ("R5", "role_slot", "R5a", "R5b", "trapnet reading fan-out/streaming: NATS JetStream vs Redpanda"),
 ("R6", "role_slot", "R6a", "R6b", "routeboard transactional email (visit reports): Postmark vs Mailgun"),
 ("R7", "role_slot", "R7a", "R7b", "fieldkit crash/error reporting: Sentry vs Bugsnag"),
 ("R8", "role_slot", "R8a", "R8b", "routeboard SMS reminder provider: Twilio vs Vonage (same sender ID)"),
 ("R9", "role_slot", "R9a", "R9b", "trapnet PR merge strategy: merge commit vs squash-merge"),
 ("R10", "role_slot", "R10a", "R10b", "ledgerline accounting system: Xero vs QuickBooks Online"),
 ("N1", "negation", "N1a", "N1b", "dosebook PRs: don't squash vs squash-merged"),
 ("N2", "negation", "N2a", "N2b", "fieldkit job close: cannot close until signed vs can close without signature"),
 ("N3", "negation", "N3a", "N3b", "rodenticide jobs: COSHH attached before the visit vs no up-front COSHH needed"),
 ("N4", "negation", "N4a", "N4b", "routeboard migrations: never during office hours vs safe during the working day"),
 ("N5", "negation", "N5a", "N5b", "trapnet rodent activity alerts: to supervisor, not to on-call vs page on-call"),
 ("N6", "negation", "N6a", "N6b", "fieldkit releases on Friday: never vs fine"),
 ("N7", "negation", "N7a", "N7b", "generated API client in fieldkit/lib/api: don't hand-edit vs can be hand-edited"),
 ("N8", "negation", "N8a", "N8b", "domestic customers: not sent paper invoices vs invoice posted as well"),
 ("N9", "negation", "N9a", "N9b", "bait station GPS: stored with the install record vs not stored"),
 ("N10", "negation", "N10a", "N10b", "production dump on a laptop: never vs pull it onto your laptop to debug"),
 ("S1", "stale_vs_change", "S1a", "S1b", "routeboard errors in Rollbar vs switched from Rollbar to Sentry, Rollbar cancelled"),
 ("S2", "stale_vs_change", "S2a", "S2b", "legacy-jobs MySQL read-only since March vs contract schedules written to it nightly (the auto note's claim is hard-wrapped)"),
 ("S3", "stale_vs_change", "S3a", "S3b", "uptime checks in Pingdom vs Pingdom cancelled, Better Stack now"),
 ("S4", "stale_vs_change", "S4a", "S4b", "trapnet HTTP ingest /api/v1/readings shut down vs gateways POST readings there"),
 ("S5", "stale_vs_change", "S5a", "S5b", "dev backlog on Trello vs no longer Trello, moved to Linear"),
 ("S6", "stale_vs_change", "S6a", "S6b", "fieldkit state management Provider vs migrated from Provider to Riverpod"),
 ("S7", "stale_vs_change", "S7a", "S7b", "ledgerline runs on Heroku hr-ledgerline vs that Heroku app was shut down"),
 ("S8", "stale_vs_change", "S8a", "S8b", "Cardiff techs still use paper job sheets vs paper job sheets no longer used in Cardiff"),
 ("S9", "stale_vs_change", "S9a", "S9b", "secrets in Doppler vs moved from Doppler to 1Password, Doppler closed"),
 ("S10", "stale_vs_change", "S10a", "S10b", "booking emails land in bookings@ Gmail vs that inbox retired, Zendesk now"),
 ("F1", "refinement", "V2a", "F1b", "routeboard database: the Postgres DSN vs PostgreSQL 16 with PostGIS (adds version/extension)"),
 ("F2", "refinement", "F2a", "F2b", "job photos to S3 vs the specific bucket, region and key layout"),
 ("F3", "refinement", "F3a", "F3b", "snap-trap triggers raise an alert vs trigger alerts batched to one push per site per 10 minutes"),
 ("F4", "refinement", "F4a", "F4b", "dosebook records product and quantity vs the full list of required fields (the fact is hard-wrapped)"),
 ("F5", "refinement", "F5a", "F5b", "deploys via Argo CD vs auto-sync on staging, manual sync in production"),
 ("F6", "refinement", "F6a", "F6b", "contract visits 6 weeks apart vs same plus the bank-holiday shift"),
 ("F7", "refinement", "F7a", "F7b", "card payments through Stripe vs Stripe Terminal readers and payment links"),
 ("F8", "refinement", "F8a", "F8b", "wasp nest flat fee vs the actual fee and the second-nest price"),
 ("F9", "refinement", "F9a", "F9b", "short PR descriptions vs what a (short) PR description contains"),
 ("F10", "refinement", "F10a", "F10b", "raw readings kept 90 days vs same, plus daily rollups kept indefinitely (other noun)"),
 ("O1", "other_subject", "O1a", "O1b", "retry counts: failed Xero pushes 5 vs failed reminder SMS 3"),
 ("O2", "other_subject", "O2a", "O2b", "Redis endpoints: trapnet dedupe cache :6379 vs routeboard Celery broker :6380"),
 ("O3", "other_subject", "O3a", "O3b", "Python versions: routeboard 3.12 vs dosebook 3.11"),
 ("O4", "other_subject", "O4a", "O4b", "depot opening time: Cardiff 07:30 (table row) vs Bristol 07:00"),
 ("O5", "other_subject", "R2a", "O5a", "CI: trapnet on GitHub Actions vs fieldkit builds on Codemagic"),
 ("O6", "other_subject", "V2a", "O6a", "routeboard production DSN vs staging DSN (pg-staging)"),
 ("O7", "other_subject", "O7a", "O7b", "follow-up interval: rat jobs 7 days vs mouse treatments 14 days"),
 ("O8", "other_subject", "R6a", "O8a", "email provider: routeboard transactional Postmark vs marketing Mailchimp"),
 ("O9", "other_subject", "V3a", "O9a", "slot length: residential visit 45 minutes vs commercial survey 90 minutes"),
 ("O10", "other_subject", "V8a", "O10a", "size limit: fieldkit job photos 8 MB vs portal sighting photos 5 MB"),
 ("D1", "dated_history", "D1a", "D1b", "single gateway per site during the spring 2026 pilot vs two gateways per site now"),
 ("D2", "dated_history", "D2a", "D2b", "fieldkit test builds via Firebase App Distribution until March vs managed Play / ABM now"),
 ("D3", "dated_history", "D3a", "D3b", "routeboard CI Bitbucket Pipelines in January vs GitHub Actions now"),
 ("D4", "dated_history", "D4a", "D4b", "EX postcodes covered from Bristol before Exeter opened vs Exeter covers them (the auto note's claim is hard-wrapped)"),
 ("D5", "dated_history", "D5a", "D5b", "Saturday callouts during the 2026 wasp season vs no Saturday callouts"),
 ("D6", "dated_history", "D6a", "R10a", "invoices in QuickBooks Desktop through 2025 vs Xero now"),
 ("D7", "dated_history", "D7a", "D7b", "magic-link sign-in during the portal beta (May-July) vs password + TOTP now"),
 ("D8", "dated_history", "D8a", "D8b", "public API limit 60/min back in February vs 300/min now"),
 ("D9", "dated_history", "D9a", "D9b", "fieldkit sync every 5 minutes in the first weeks vs every 2 minutes now"),
 ("D10", "dated_history", "D10a", "D10b", "weekly on-call rotation until October vs fortnightly now"),
 ("A1", "agreeing_duplicate", "A1a", "A1b", "trapnet readings in TimescaleDB on pg-ts"),
 ("A2", "agreeing_duplicate", "A2a", "A2b", "fieldkit minimum Android 8.0 / API 26"),
 ("A3", "agreeing_duplicate", "A3a", "A3b", "domestic payment due on completion, card reader or pay link"),
 ("A4", "agreeing_duplicate", "A4a", "A4b", "never commit .env, only .env.example"),
 ("A5", "agreeing_duplicate", "V9a", "A5b", "Bristol depot address Unit 4, Avonside Trade Park (table row)"),
 ("A6", "agreeing_duplicate", "A6a", "A6b", "routeboard staging URL"),
 ("A7", "agreeing_duplicate", "A7a", "A7b", "British English/spelling in customer-facing text"),
 ("A8", "agreeing_duplicate", "A8a", "A8b", "Postgres backups nightly 03:00 UTC, kept 30 days"),
 ("A9", "agreeing_duplicate", "A9a", "A9b", "RSPH Level 2 before working solo"),
 ("A10", "agreeing_duplicate", "O2b", "A10b", "routeboard Celery broker Redis on redis-rb:6380"),
 ("NS1", "negation_scope", "NS1a", "NS1b", "never issued without a PO number does not say when they are issued; same-day issue is compatible"),
 ("NS2", "negation_scope", "NS2a", "NS2b", "'not to the branch manager' is about spills only; branch managers still handle odour complaints"),
 ("NS3", "negation_scope", "NS3a", "NS3b", "never restart WITHOUT draining does not forbid the monthly restart (the auto note's claim is hard-wrapped)"),
 ("NS4", "negation_scope", "NS4a", "NS4b", "no need to photograph every station vs photograph the ones with activity: same rule"),
 ("NS5", "negation_scope", "NS5a", "NS5b", "completing a job doesn't need a signal vs first login of the day does"),
 ("NS6", "negation_scope", "NS6a", "NS6b", "follow-ups not for every job, but bedbug is in the included list"),
 ("NS7", "negation_scope", "NS7a", "NS7b", "the Xero push is not a Celery beat task; reminder SMS scheduling is"),
 ("NS8", "negation_scope", "NS8a", "NS8b", "never delete a SUBMITTED entry vs unsubmitted drafts auto-deleted"),
 ("NS9", "negation_scope", "NS9a", "NS9b", "mobile number not shown UNTIL the day vs shown on the day"),
 ("NS10", "negation_scope", "NS10a", "NS10b", "don't page for low-battery warnings vs page for a gateway offline over 30 minutes"),
]
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def strip_markers(body, path, where):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1)
            text = ln[m.end():]
            if cid in where:
                sys.exit(f"claim {cid} placed twice")
            where[cid] = (path, text)
            ln = text
        lines.append(ln)
    return "\n".join(lines) + "\n"


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    idx = []
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT_DESC else yq(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + strip_markers(body, fn, where)
        idx.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    for path, (title, created, tags, body) in AUTO.items():
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + strip_markers(body, path, where)
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + secs * 1000 + int(h[6:9], 16) % 1000
        stem = f"{cat}-{ms}-{h[9:13]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.8 + (int(h[13:15], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
              + "status: active\n---\n\n")
        files[path] = fm + strip_markers(body, path, where)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, cls, ca, cb, note in PAIRS:
        for c in (ca, cb):
            if c not in where:
                sys.exit(f"{pid}: claim {c} not placed")
            used.add(c)
        (pa, ta), (pb, tb) = where[ca], where[cb]
        if pb < pa:
            (pa, ta), (pb, tb) = (pb, tb), (pa, ta)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(ta)}", f"    claim_b: {yq(tb)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = set(where) - used
    if unused:
        sys.exit(f"placed but unused claims: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
