#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with {{ID}} claim markers) and PAIRS."""
import datetime, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(__file__))
from content import ROOT, FACTS, AUTO

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_claimdesk.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}

CLS = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
       "stale_vs_change": "contradiction", "refinement": "non_contradiction",
       "other_subject": "non_contradiction", "dated_history": "non_contradiction",
       "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}

# (pair id, class, claim id 1, claim id 2, note)
PAIRS = [
 ("V1", "value_slot", "V1r", "V1f", "claimdesk Postgres port: 5432 vs 5433 on the same host"),
 ("V2", "value_slot", "V2r", "V2a", "standard clearcoat bake duration: 30 vs 40 minutes at 60 °C"),
 ("V3", "value_slot", "V3r", "V3f", "maximum courtesy car loan per claim: 14 vs 21 days"),
 ("V4", "value_slot", "V4r", "V4a", "claimdesk photo size limit: 15 MB vs 8 MB per image"),
 ("V5", "value_slot", "V5r", "V5a", "jobboard Node version: 20 (20.18.0) vs 22 (22.11.0)"),
 ("V6", "value_slot", "V6r", "V6f", "failed customer SMS retries in notify: 3 vs 5"),
 ("V7", "value_slot", "V7r", "V7f", "workshop tablet sign-out: 8 hours vs 30 minutes idle (claim_b hard-wrapped)"),
 ("V8", "value_slot", "V8r", "V8a", "loanfleet Sidekiq Redis database: 2 vs 4 (same host:port)"),
 ("V9", "value_slot", "V9r", "V9f", "Basingstoke courtesy cars: 14 (table row) vs 18"),
 ("V10", "value_slot", "V10r", "V10f", "claim photo retention after closure: 6 vs 3 years"),
 ("R1", "role_slot", "R1r", "R1a", "jobboard package manager: pnpm vs Yarn"),
 ("R2", "role_slot", "R2r", "R2f", "partsbridge CI: GitHub Actions vs Buildkite"),
 ("R3", "role_slot", "R3r", "R3f", "claimdesk error tracking: Sentry vs Rollbar"),
 ("R4", "role_slot", "R4r", "R4f", "customer email provider for notify: Postmark vs Amazon SES (claim_b hard-wrapped)"),
 ("R5", "role_slot", "R5r", "R5a", "loanfleet hosting: Render vs Fly.io, both stated as present"),
 ("R6", "role_slot", "R6r", "R6f", "Dev's editor: Neovim vs VS Code"),
 ("R7", "role_slot", "R7r", "R7a", "PR merge strategy: rebase-and-merge vs squash-merge"),
 ("R8", "role_slot", "R8r", "R8a", "claimdesk job queue: Celery/RabbitMQ vs RQ/Redis"),
 ("R9", "role_slot", "R9r", "R9f", "boothlog reading store: InfluxDB vs TimescaleDB"),
 ("R10", "role_slot", "R10r", "R10f", "secrets manager: Doppler vs Infisical (same hv-prod name)"),
 ("N1", "negation", "N1r", "N1f", "under-25 drivers: never loaned a courtesy car vs 21-24 allowed with insurer cover"),
 ("N2", "negation", "N2r", "N2a", "claimdesk Friday-afternoon deploys: don't vs every Friday 4pm (claim_a hard-wrapped)"),
 ("N3", "negation", "N3r", "N3f", "estimate sent without photos: never vs sent first, photos follow"),
 ("N4", "negation", "N4r", "N4f", "boothlog writing PLC registers: never vs writes the bake setpoint"),
 ("N5", "negation", "N5r", "N5a", "customer SMS on Sundays: none vs seven days a week incl. Sundays"),
 ("N6", "negation", "N6r", "N6f", "prod migrations from a laptop: never vs Marta is fine with it"),
 ("N7", "negation", "N7r", "N7a", "partsbridge orders without approval: never vs auto-orders small parts unapproved"),
 ("N8", "negation", "N8r", "N8f", "ADAS calibration: always in-house vs we don't do it ourselves"),
 ("N9", "negation", "N9r", "N9f", "full claimdesk suite before pushing: run it vs don't run it"),
 ("N10", "negation", "N10r", "N10a", "courtesy car fuel: full tank out vs not refuelled before handover"),
 ("S1", "stale_vs_change", "S1r", "S1f", "logs on Papertrail vs moved to Grafana Loki, Papertrail cancelled"),
 ("S2", "stale_vs_change", "S2r", "S2a", "Audatex nightly SFTP import vs SFTP drop shut down, REST webhook now"),
 ("S3", "stale_vs_change", "S3r", "S3f", "paper job cards for technician time vs tablets since May, paper no longer used"),
 ("S4", "stale_vs_change", "S4r", "S4a", "Parts Alliance orders over EDI vs switched to REST API, EDI mailbox read-only"),
 ("S5", "stale_vs_change", "S5r", "S5f", "weekly summary in Slack vs team moved to Teams, Slack read-only"),
 ("S6", "stale_vs_change", "S6r", "S6a", "boothlog on Raspberry Pi vs Pis retired, runs on IOT2050 gateways"),
 ("S7", "stale_vs_change", "S7r", "S7f", "WhatsApp updates via 360dialog vs deprecated, contract ended"),
 ("S8", "stale_vs_change", "S8r", "S8a", "claimdesk on Django 4.2 vs upgraded to 5.1, 4.2 shims removed"),
 ("S9", "stale_vs_change", "S9r", "S9f", "out-of-hours paging through PagerDuty vs PagerDuty cancelled, Opsgenie now"),
 ("S10", "stale_vs_change", "S10a", "S10f", "courtesy keys in Keytrak cabinet vs no longer Keytrak, Traka locker"),
 ("F1", "refinement", "F1r", "F1f", "£250 excess hold at handover; refinement: released 48 h after a clean return"),
 ("F2", "refinement", "F2r", "F2a", "estimates lock on authorisation; refinement: supplementaries become new revisions"),
 ("F3", "refinement", "F3r", "F3f", "SMS via Twilio with alphanumeric sender; refinement: UK long number fallback"),
 ("F4", "refinement", "V2r", "F4f", "standard bake cycle; refinement: timer starts at setpoint (no duration restated)"),
 ("F5", "refinement", "N9r", "F5a", "run the full suite before pushing; refinement: what the full suite command is"),
 ("F6", "refinement", "F6r", "F6f", "nightly pg_dump to B2; refinement: times and 35-day retention"),
 ("F7", "refinement", "F7r", "F7f", "full UK licence at handover; refinement: DVLA check code also needed"),
 ("F8", "refinement", "F8r", "F8f", "job stage list; refinement: QC needs a second technician's sign-off"),
 ("F9", "refinement", "F9r", "F9f", "commit message style; refinement: app prefix on the subject"),
 ("F10", "refinement", "F10r", "F10a", "Winchester opened with one booth; refinement: which booth and its boothlog id"),
 ("O1", "other_subject", "V1r", "O1f", "Postgres port: claimdesk 5432 vs loanfleet's own cluster on 5433"),
 ("O2", "other_subject", "O2r", "R3f", "error tracking: jobboard on Sentry vs claimdesk on Rollbar"),
 ("O3", "other_subject", "V6r", "O3a", "retry count: customer SMS 3 vs supplier order submissions 5"),
 ("O4", "other_subject", "V3r", "O4f", "loan length: our courtesy cars 14 days vs insurer-arranged hire cars 30 days"),
 ("O5", "other_subject", "V5r", "O5f", "Node version: jobboard 20 vs notify 22"),
 ("O6", "other_subject", "R1r", "O6a", "package manager: jobboard pnpm vs notify npm"),
 ("O7", "other_subject", "V2r", "O7f", "bake: clearcoat 60 °C/30 min vs primer-filler 70 °C/20 min"),
 ("O8", "other_subject", "V4r", "O8a", "photo size cap: claimdesk 15 MB vs loanfleet damage-check 5 MB"),
 ("O9", "other_subject", "R5r", "O9f", "hosting: loanfleet on Render vs boothlog dashboard on Fly.io"),
 ("O10", "other_subject", "V8r", "O10f", "same Redis host: loanfleet Sidekiq db 2 vs notify BullMQ db 3"),
 ("D1", "dated_history", "R4r", "D1a", "email provider Postmark now; Mailgun until April 2026"),
 ("D2", "dated_history", "R3r", "D2f", "claimdesk errors in Sentry now; only emailed in January 2026"),
 ("D3", "dated_history", "D3f", "V9f", "Basingstoke courtesy fleet 18 now; 10 until the March top-up (fact vs fact)"),
 ("D4", "dated_history", "R9r", "D4a", "booth readings in InfluxDB now; CSV on SD card during the Feb-Apr trial"),
 ("D5", "dated_history", "V5r", "D5f", "jobboard on Node 20 now; Node 18 until the February upgrade"),
 ("D6", "dated_history", "R7r", "D6a", "rebase-and-merge now; plain merge commits in Bitbucket before January"),
 ("D7", "dated_history", "R2r", "D7a", "partsbridge CI now; built by hand on a laptop in Q1 2026"),
 ("D8", "dated_history", "V3r", "D8f", "courtesy loan limit 14 days; 7 days at Winchester during August 2026"),
 ("D9", "dated_history", "V6r", "D9f", "SMS retried up to 3 times now; not retried before the March Twilio move"),
 ("D10", "dated_history", "V10r", "D10a", "photo retention 6 years now; no retention rule on the NAS in 2025"),
 ("A1", "agreeing_duplicate", "F6r", "A1a", "nightly Postgres dumps to Backblaze B2, reworded"),
 ("A2", "agreeing_duplicate", "F3r", "A2f", "customer SMS via Twilio with HarrowVale sender, reworded"),
 ("A3", "agreeing_duplicate", "F7r", "A3f", "full UK licence at handover, restated as 'no car unless'"),
 ("A4", "agreeing_duplicate", "A4r", "A4f", "booth over-temperature alarm at 80 °C"),
 ("A5", "agreeing_duplicate", "A5r", "A5a", "Parts Alliance next-day cut-off: 15:00 = 3pm"),
 ("A6", "agreeing_duplicate", "A6r", "A6f", "Marta signs off anything customer-facing"),
 ("A7", "agreeing_duplicate", "A7r", "A7a", "every loanfleet booking carries a claimdesk claim number"),
 ("A8", "agreeing_duplicate", "A8r", "A8a", "claimdesk on Python 3.12"),
 ("A9", "agreeing_duplicate", "A9r", "A9f", "hvbr.co.uk DNS in Cloudflare"),
 ("A10", "agreeing_duplicate", "A10r", "A10f", "PRs kept under about 400 changed lines"),
 ("NS1", "negation_scope", "NS1r", "NS1f", "'never issued without the excess line' does not forbid automatic invoicing at ready"),
 ("NS2", "negation_scope", "NS2r", "NS2f", "'booth alarms not to the on-call developer' negates a direction for booth alarms only; estimate outages do page on-call"),
 ("NS3", "negation_scope", "NS3r", "NS3f", "never force-push to main vs force-push your own feature branches"),
 ("NS4", "negation_scope", "NS4r", "NS4f", "not abroad vs anywhere on the UK mainland"),
 ("NS5", "negation_scope", "N3r", "NS5f", "'never sent without photos' vs sent without the customer's signature"),
 ("NS6", "negation_scope", "N7r", "NS6f", "'never without approval' vs approved orders sent without waiting for the batch"),
 ("NS7", "negation_scope", "N5r", "NS7f", "'no customer SMS on Sundays' vs reminder emails queued on Sunday evening"),
 ("NS8", "negation_scope", "NS8r", "NS8f", "never stores card numbers vs stores the Stripe payment-method id"),
 ("NS9", "negation_scope", "NS9r", "NS9a", "never handed over before authorisation vs reserved before authorisation"),
 ("NS10", "negation_scope", "NS10r", "NS10f", "don't ask before read-only commands vs ask before writes to prod"),
]

MARK = re.compile(r"^\{\{([A-Za-z0-9]+)\}\}")


def strip(body, path, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out)


def epoch_for(date, key):
    h = int(hashlib.sha1(key.encode()).hexdigest(), 16)
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    d += datetime.timedelta(hours=7, seconds=h % (11 * 3600), milliseconds=(h >> 40) % 1000)
    return d, int(d.timestamp() * 1000), hashlib.md5(key.encode()).hexdigest()[:4]


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims, files = {}, {}
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + strip(body, fn, claims)
        files[fn] = text
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    for i, (date, cat, tags, body, conf, tier) in enumerate(FACTS):
        d, ms, hx = epoch_for(date, f"{i}:{body}")
        stem = f"{cat}-{ms}-{hx}"
        path = f"facts/{date}/{stem}.md"
        ts = d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + strip(body, path, claims)
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + strip(body, path, claims)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    used = set()
    out = ["now: 2026-11-28", "pairs:"]
    q = lambda s: json.dumps(s, ensure_ascii=False)
    for pid, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        used.update([c1, c2])
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {CLS[cls]}", f"    class: {cls}",
                f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    assert not unused, unused
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
