"""Regenerate store/ and labels.yaml for set11 (Fennwick Clinic Systems)."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C
from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")

CLASSES = {
    "V": ("contradiction", "value_slot"),
    "R": ("contradiction", "role_slot"),
    "N": ("contradiction", "negation"),
    "S": ("contradiction", "stale_vs_change"),
    "F": ("non_contradiction", "refinement"),
    "O": ("non_contradiction", "other_subject"),
    "D": ("non_contradiction", "dated_history"),
    "A": ("non_contradiction", "agreeing_duplicate"),
    "NS": ("non_contradiction", "negation_scope"),
}

NOTES = {
    "V1": "booker Postgres endpoint: pg-booker.fcs.internal port 5432 vs 5433",
    "V2": "remindr SMS retry count: 3 vs 6 (the auto note's claim line starts a hard-wrapped sentence)",
    "V3": "chartvault Elixir/OTP version: 1.16/26 vs 1.17/27",
    "V4": "claimsbridge daily claims batch time: 18:00 vs 21:30",
    "V5": "labsync MLLP listener port on labsync.fcs.internal: 2575 vs 2576",
    "V6": "frontdesk receptionist idle session timeout: 15 vs 30 minutes (the feedback claim line starts a hard-wrapped sentence)",
    "V7": "chartvault backup retention: 14 vs 35 days",
    "V8": "booker referral letter upload size cap: 10 MB vs 25 MB",
    "V9": "pocketclinic minimum iOS version: 15.0 vs 16.0",
    "V10": "booker prod replica count: 6 vs 4",
    "R1": "booker event bus: RabbitMQ vs NATS JetStream",
    "R2": "pocketclinic mobile CI: Bitrise vs Codemagic",
    "R3": "remindr email provider: Postmark vs Amazon SES",
    "R4": "frontdesk package manager: pnpm vs Yarn 4",
    "R5": "chartvault hosting: own k8s-lds cluster vs AWS ECS Fargate",
    "R6": "fcs-platform merge method: squash-merge only vs rebase-merge",
    "R7": "claimsbridge clearing house: Healthlink Exchange vs MedClear (fictional tools, no lexicon)",
    "R8": "booker error tracker: Sentry vs Bugsnag",
    "R9": "labsync results store: ClickHouse vs TimescaleDB",
    "R10": "frontdesk feature-flag service: Unleash vs Flagsmith",
    "N1": "booker sends the booking confirmation SMS vs booker does not send SMS",
    "N2": "always run frontdesk Playwright suite before merging vs don't run it before merging",
    "N3": "chartvault attachments encrypted per tenant vs not encrypted per tenant",
    "N4": "decided to vendor the HL7 parser vs decided not to vendor it",
    "N5": "never mock the database in booker tests vs booker tests mock the database",
    "N6": "claimsbridge validates every claim before submission vs does not validate claims itself",
    "N7": "pocketclinic stores the NHS number on the device vs never stores it on the device",
    "N8": "remindr SMS includes the clinician's name vs never includes it",
    "N9": "prefix commit subjects with the Jira key vs no Jira keys in commit subjects",
    "N10": "never deploy booker to prod on a Friday vs Friday booker deploys are fine",
    "S1": "frontdesk bundler webpack 5 (present) vs migrated from webpack to Vite",
    "S2": "labsync polls the SFTP drop (present, hard-wrapped) vs SFTP drop shut down",
    "S3": "booker image built by Jenkins job (present) vs Jenkins shut down, GitHub Actions now",
    "S4": "integrators read chartvault /api/v1 (present) vs /api/v1 deprecated, 410 Gone",
    "S5": "paging via Opsgenie (present) vs moved paging from Opsgenie to PagerDuty",
    "S6": "booking widget served from booker1 VM (present) vs booker1 VM shut down",
    "S7": "claimsbridge uses the clearing house SOAP endpoint (present) vs no longer uses SOAP",
    "S8": "pocketclinic push via OneSignal (present) vs switched from OneSignal to Expo push",
    "S9": "runbooks in Confluence space OPS (present) vs Confluence read-only, runbooks moved",
    "S10": "frontdesk login via Auth0 (present) vs Auth0 no longer used, Keycloak",
    "F1": "chartvault writes an audit entry per record read; the other details table, fields",
    "F2": "remindr sends the reminder 24 h before; the other adds the overnight hold until 08:00",
    "F3": "all DB backups in B2; the other names chartvault's bucket and client-side encryption",
    "F4": "frontdesk only needs Chrome on clinic PCs; the other pins Chrome 120+ on managed Windows",
    "F5": "labsync acknowledges every HL7 message; the other details AA/AE/AR and commit order",
    "F6": "run make check in remindr; the other lists what make check runs",
    "F7": "claimsbridge logs every submission; the other lists the logged fields",
    "F8": "on-call rotates weekly; the other gives the Monday 09:30 handover",
    "F9": "pocketclinic staged rollouts; the other gives the Android percentages and days",
    "F10": "prefers short answers; the other says summary first, under ~10 lines",
    "O1": "Postgres endpoint of chartvault (5432) vs claimsbridge (pg-claims:5434)",
    "O2": "retry counts: claimsbridge clearing-house submissions (5) vs remindr email sends (2)",
    "O3": "CI: labsync on GitHub Actions vs analytics dbt project on the data team's GitLab CI",
    "O4": "session length: admin console 8 h vs pocketclinic background logout 5 min",
    "O5": "Node version: frontdesk Node 22 vs pocketclinic pinned to Node 20",
    "O6": "Redis endpoint: remindr queue (6379) vs booker cache (6380)",
    "O7": "claimsbridge replicas: 1 in staging vs 3 in prod",
    "O8": "code owners: frontdesk @clinical-apps vs pocketclinic @mobile",
    "O9": "timezone: claimsbridge stores UTC vs remindr schedules in Europe/London",
    "O10": "nightly backup time: chartvault 01:00 vs booker 02:30",
    "D1": "booker on a single VM during the Jan-Feb pilot vs runs on k8s-lds now",
    "D2": "remindr used Twilio until March 2026 vs MessageBird now",
    "D3": "chartvault on Postgres 14 in January vs Postgres 16.4 now",
    "D4": "frontdesk deployed by hand through Q1 vs automatic Argo CD deploys now",
    "D5": "pocketclinic Android-only in the 2025 beta vs ships on iOS and Android",
    "D6": "labsync parsed only HL7 v2.3 up to v3.2 vs accepts v2.3-v2.5.1 now",
    "D7": "single on-call person until the May incident vs primary + secondary now",
    "D8": "staging shared prod Redis in its first two months vs own Redis now",
    "D9": "reminders 48 h ahead last winter vs 24 h now",
    "D10": "chartvault deploy freeze during the October DSPT audit vs several deploys a week",
    "A1": "never commit .env/credentials (two wordings)",
    "A2": "chartvault is the system of record for patient notes (two wordings)",
    "A3": "remindr dependencies managed with uv (two wordings)",
    "A4": "labsync is a Rust service (two wordings)",
    "A5": "Grafana at grafana.fcs.internal, folder per service (two wordings)",
    "A6": "Priya is the platform lead (two wordings)",
    "A7": "booker API timestamps are UTC ISO-8601 with Z (two wordings)",
    "A8": "claimsbridge is a Go service (two wordings)",
    "A9": "tickets in Jira project FCS (two wordings)",
    "A10": "pocketclinic is an Expo managed-workflow app (two wordings)",
    "NS1": "never run chartvault migrations during clinic hours vs migrations run as a PreSync job",
    "NS2": "never restart labsync mid-batch (hard-wrapped) vs restart pods one at a time",
    "NS3": "public availability endpoint never returns patient names vs authenticated appointment endpoint returns them",
    "NS4": "don't page on-call for staging alerts vs page on-call for prod SEV1/SEV2",
    "NS5": "remindr never sends SMS in quiet hours vs sends an SMS reminder for every confirmed appointment",
    "NS6": "never force-push to main/release vs force-pushing your own feature branch is normal",
    "NS7": "don't deploy claimsbridge on month-end cut-off day vs claimsbridge deploys via Argo CD Tue/Thu",
    "NS8": "don't log full HL7 payloads vs labsync logs control ID, facility, type",
    "NS9": "don't write to prod databases from an agent vs agent may run read-only queries on replicas",
    "NS10": "never send real email to patients from staging vs staging sends all email to Mailpit",
}

TOKEN = re.compile(r"^<<([A-Z]+\d+[ab])>>$")


def subst(body, path, where):
    out = []
    for line in body.split("\n"):
        m = TOKEN.match(line)
        if m:
            key = m.group(1)
            if key in where:
                raise SystemExit(f"claim {key} used twice: {where[key]} and {path}")
            where[key] = path
            out.append(C[key])
        else:
            if "<<" in line:
                raise SystemExit(f"stray token in {path}: {line}")
            out.append(line)
    return "\n".join(out)


WORDS = {"uk": "UK", "db": "DB", "prs": "PRs", "oncall": "On-call", "ci": "CI", "dspt": "DSPT", "fhir": "FHIR",
         "dna": "DNA", "sms": "SMS", "qr": "QR", "q4": "Q4", "v3": "v3", "2026": "2026"}


def title_of(name):
    words = name.split("-")
    out = [WORDS.get(w, w) for w in words]
    if out[0] == words[0]:
        out[0] = out[0].capitalize()
    return " ".join(out)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}

    # root
    for fname, name, desc, typ, body in ROOT:
        path = fname
        text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n" + subst(body, path, where).lstrip("\n")
        files[path] = text

    # MEMORY.md
    groups = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    idx = ["# Memory Index", ""]
    for t, head in groups.items():
        idx.append(f"## {head}")
        for fname, name, desc, typ, body in ROOT:
            if typ == t:
                idx.append(f"- [{title_of(name)}]({fname}) — {desc}")
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx)

    # remnic facts
    for date, time, cat, conf, tags, body in FACTS:
        dt = datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
        h = hashlib.sha1((date + time + body).encode()).hexdigest()
        ms = int(h[4:8], 16) % 1000
        epoch = int(dt.timestamp()) * 1000 + ms
        stem = f"{cat}-{epoch}-{h[:4]}"
        path = f"facts/{date}/{stem}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = [
            "---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
            "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:",
        ] + [f"  - {t}" for t in tags] + ["status: active", "---", "", ""]
        files[path] = "\n".join(fm) + subst(body, path, where)

    # auto notes
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + subst(body, path, where)

    missing = sorted(set(C) - set(where))
    if missing:
        raise SystemExit(f"claims never placed: {missing}")

    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    # labels
    keys = sorted({k[:-1] for k in C}, key=lambda k: (list(CLASSES).index(re.match(r"[A-Z]+", k).group(0)), int(re.search(r"\d+", k).group(0))))
    out = ["now: 2026-11-28", "pairs:"]
    seen = set()
    for k in keys:
        pre = re.match(r"[A-Z]+", k).group(0)
        label, cls = CLASSES[pre]
        pa, pb = where[k + "a"], where[k + "b"]
        ca, cb = C[k + "a"], C[k + "b"]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        if (pa, pb) in seen:
            raise SystemExit(f"duplicate file pair {pa} {pb} ({k})")
        seen.add((pa, pb))
        out += [
            f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {json.dumps(ca, ensure_ascii=False)}",
            f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
            f"    note: {json.dumps(k + ': ' + NOTES[k], ensure_ascii=False)}",
        ]
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"files: {len(files)}  pairs: {len(keys)}")


if __name__ == "__main__":
    main()
