#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with §ID§ claim markers) and PAIRS."""
import json, os, random, re, shutil, datetime
from content import ROOT, AUTO, FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
FLAT = {"reference_people.md", "reference_glossary.md", "reference_stock.md"}  # unquoted ": " in description

C, N = "contradiction", "non_contradiction"
PAIRS = [
 ("V1", C, "value_slot", "V1a", "V1b", "jobdesk Postgres endpoint port: 5432 vs 5433 on pg01"),
 ("V2", C, "value_slot", "V2a", "V2b", "proofhub proof link lifetime: 7 vs 14 days"),
 ("V3", C, "value_slot", "V3a", "V3b", "litho plate imaging resolution: 2400 vs 2540 dpi"),
 ("V4", C, "value_slot", "V4a", "V4b", "same-day courier cut-off: 14:30 vs 15:00"),
 ("V5", C, "value_slot", "V5a", "V5b", "quotr Ruby version: 3.2 vs 3.3.4"),
 ("V6", C, "value_slot", "V6a", "V6b", "pressmon MQTT broker port: 1883 vs 8883 (1883 said to be blocked)"),
 ("V7", C, "value_slot", "V7a", "V7b", "Postgres dump retention on the NAS: 30 vs 14 days (b hard-wrapped)"),
 ("V8", C, "value_slot", "V8a", "V8b", "jobdesk artwork upload limit: 2 GB vs 500 MB per file"),
 ("V9", C, "value_slot", "V9a", "V9b", "XL 106 rated speed: 18,000 (table row) vs 15,000 sheets/h"),
 ("V10", C, "value_slot", "V10a", "V10b", "Citysprint API timeout in dispatch: 30s (env line in code block) vs 10 seconds"),
 ("R1", C, "role_slot", "R1a", "R1b", "proofhub package manager: pnpm vs yarn"),
 ("R2", C, "role_slot", "R2a", "R2b", "CI for all repos: GitLab CI vs Buildkite, both on ci01 (b hard-wrapped)"),
 ("R3", C, "role_slot", "R3a", "R3b", "jobdesk error tracking: Sentry vs Rollbar"),
 ("R4", C, "role_slot", "R4a", "R4b", "proofhub transactional email provider: Postmark vs Amazon SES"),
 ("R5", C, "role_slot", "R5a", "R5b", "platequeue job queue: Redis + RQ vs RabbitMQ"),
 ("R6", C, "role_slot", "R6a", "R6b", "quotr hosting: Heroku vs Docker Compose on Hetzner app02 (no change recorded)"),
 ("R7", C, "role_slot", "R7a", "R7b", "Callum's editor: PyCharm vs Helix"),
 ("R8", C, "role_slot", "R8a", "R8b", "merge strategy for all repos: rebase + fast-forward vs squash-merge"),
 ("R9", C, "role_slot", "R9a", "R9b", "pressmon reading store: InfluxDB 2 vs TimescaleDB"),
 ("R10", C, "role_slot", "R10a", "R10b", "pallet carrier: Palletways vs Pall-Ex (no lexicon likely lists either)"),
 ("N1", C, "negation", "N1a", "N1b", "never alembic downgrade on production vs runbook says downgrade -1 on prod"),
 ("N2", C, "negation", "N2a", "N2b", "no proof to customer without CSR check vs proofhub sends straight to customer, no CSR step"),
 ("N3", C, "negation", "N3a", "N3b", "dispatch must never book Saturday delivery on its own vs books it automatically for urgent Friday jobs"),
 ("N4", C, "negation", "N4a", "N4b", "Indigo not used for uncoated over 300gsm vs uncoated 350gsm cards run on the Indigo"),
 ("N5", C, "negation", "N5a", "N5b", "jobdesk tickets never deleted, only cancelled vs duplicates can be deleted from admin"),
 ("N6", C, "negation", "N6a", "N6b", "pve01 not on the UPS vs pve01 sits on the APC UPS"),
 ("N7", C, "negation", "N7a", "N7b", "don't run tests against shared staging DB vs jobdesk tests run against staging Postgres"),
 ("N8", C, "negation", "N8a", "N8b", "Harrison Retail deliveries never need a signature vs every delivery must be signed for"),
 ("N9", C, "negation", "N9a", "N9b", "preflight warnings never block plating vs platequeue holds jobs with warnings"),
 ("N10", C, "negation", "N10a", "N10b", "quotr totals always rounded up to the pound vs never rounded"),
 ("S1", C, "stale_vs_change", "S1a", "S1b", "next-day parcels Yodel (present) vs switched Yodel -> DPD, account closed"),
 ("S2", C, "stale_vs_change", "S2a", "S2b", "passwords in Vaultwarden (present) vs moved to 1Password, Vaultwarden shut down"),
 ("S3", C, "stale_vs_change", "S3a", "S3b", "proofhub hosted on Vercel (present) vs migrated from Vercel to app02 in July"),
 ("S4", C, "stale_vs_change", "S4a", "S4b", "platequeue writes Prinergy JDF (present) vs Prinergy replaced by Apogee in May"),
 ("S5", C, "stale_vs_change", "S5a", "S5b", "ticket PDFs via wkhtmltopdf (present) vs wkhtmltopdf deprecated, switched to WeasyPrint"),
 ("S6", C, "stale_vs_change", "S6a", "S6b", "paper prices from Antalis feed (present) vs no longer used, Premier Paper API since October"),
 ("S7", C, "stale_vs_change", "S7a", "S7b", "dashboards on Grafana Cloud (present) vs Grafana Cloud shut down, self-hosted Grafana"),
 ("S8", C, "stale_vs_change", "S8a", "S8b", "jobdesk sign-in via Google Workspace (present) vs moved to Entra ID; both root files"),
 ("S9", C, "stale_vs_change", "S9a", "S9b", "label printer GK420d (present) vs GK420d retired, ZD421 now"),
 ("S10", C, "stale_vs_change", "S10a", "S10b", "deploy jobdesk with fab (present instruction) vs Fabric scripts deleted, Kamal now"),
 ("F1", N, "refinement", "F1a", "F1b", "promised dispatch time exists vs how it is derived from the courier cut-off (b hard-wrapped)"),
 ("F2", N, "refinement", "F2a", "F2b", "digital presses Indigo + Iridesse vs white/metallic only on the Iridesse"),
 ("F3", N, "refinement", "F3a", "F3b", "backups go to the NAS vs NAS also synced offsite to B2 weekly"),
 ("F4", N, "refinement", "F4a", "F4b", "same-day courier Citysprint vs which Citysprint service is booked by distance"),
 ("F5", N, "refinement", "F5a", "F5b", "preflight with PitStop Server vs which PitStop profiles per press type"),
 ("F6", N, "refinement", "F6a", "F6b", "quotes valid 30 days vs the 30 days count from issue date"),
 ("F7", N, "refinement", "F7a", "F7b", "approve or reject vs a third option 'approve with changes' (adds, does not deny)"),
 ("F8", N, "refinement", "F8a", "F8b", "rush jobs shown red vs rule that sets the rush flag automatically"),
 ("F9", N, "refinement", "F9a", "F9b", "keep commit messages short vs subject under 60 chars, imperative, ticket prefix"),
 ("F10", N, "refinement", "F10a", "F10b", "alerts on press downtime vs threshold and shift scope of the downtime alert"),
 ("O1", N, "other_subject", "O1a", "O1b", "retry counts: Citysprint booking 3 times vs bounced proof email 5 times"),
 ("O2", N, "other_subject", "O2a", "O2b", "press speed: Indigo 120 ppm (table row) vs Iridesse 80 ppm"),
 ("O3", N, "other_subject", "O3a", "O3b", "Node version: proofhub 20 vs pressmon wallboard 22"),
 ("O4", N, "other_subject", "O4a", "R4b", "email provider: quotr via Postmark vs proofhub via SES (different apps)"),
 ("O5", N, "other_subject", "O5a", "O5b", "approval cut-off: digital 11:00 same-day vs litho 15:00 for next plate run"),
 ("O6", N, "other_subject", "O6a", "O6b", "dpi: proof PDFs 150 dpi vs digital RIP 812 dpi"),
 ("O7", N, "other_subject", "O7a", "R7b", "editor: Marek uses Neovim vs Callum uses Helix"),
 ("O8", N, "other_subject", "O8b", "R5a", "queue/broker: dispatch label events on NATS vs platequeue on Redis + RQ"),
 ("O9", N, "other_subject", "O9a", "O9b", "retention: Loki logs 31 days vs raw press readings 90 days"),
 ("O10", N, "other_subject", "N8a", "O10b", "signature rule: Harrison Retail never vs Brightwater Foods always"),
 ("D1", N, "dated_history", "D1a", "D1b", "January pilot: three trade customers vs now open to all customers"),
 ("D2", N, "dated_history", "D2a", "D2b", "until May Indigo day shift only vs now two shifts"),
 ("D3", N, "dated_history", "D3a", "D3b", "in 2025 labels via Shipmondo vs now straight from carrier APIs"),
 ("D4", N, "dated_history", "D4a", "D4b", "pg01 ran Postgres 13 until 14 Feb vs Postgres 16 now"),
 ("D5", N, "dated_history", "D5a", "D5b", "2025 digital minimum charge £35 vs £45 now"),
 ("D6", N, "dated_history", "D6a", "D6b", "year-prefixed job numbers now vs plain 5-digit numbers before 2026"),
 ("D7", N, "dated_history", "D7a", "D7b", "up to March Citysprint booked by phone vs now booked through the API"),
 ("D8", N, "dated_history", "D8a", "D8b", "1 Gbps FTTP now vs 80 Mbps FTTC until February"),
 ("D9", N, "dated_history", "D9a", "D9b", "pressmon polls every 5 s now vs once a minute during the 2025 beta"),
 ("D10", N, "dated_history", "D10a", "D10b", "approvals logged with IP + timestamp now vs timestamp only before August"),
 ("A1", N, "agreeing_duplicate", "A1a", "A1b", "printed tickets carry a QR code to the job"),
 ("A2", N, "agreeing_duplicate", "A2a", "A2b", "dispatch on app01 port 8085"),
 ("A3", N, "agreeing_duplicate", "A3a", "A3b", "quotr adds 20% VAT per line"),
 ("A4", N, "agreeing_duplicate", "A4a", "A4b", "Ruth is production manager, not a developer; answer in press terms"),
 ("A5", N, "agreeing_duplicate", "A5a", "A5b", "every change goes through an MR, no direct push to main"),
 ("A6", N, "agreeing_duplicate", "A6a", "A6b", "courier labels are 4x6 / 6x4 inch thermal"),
 ("A7", N, "agreeing_duplicate", "A7a", "A7b", "pressmon alerts go to Slack #press-floor"),
 ("A8", N, "agreeing_duplicate", "A8a", "A8b", "servers run on Europe/London time"),
 ("A9", N, "agreeing_duplicate", "A9a", "A9b", "artwork spec PDF/X-4 with 3 mm bleed"),
 ("A10", N, "agreeing_duplicate", "A10a", "A10b", "jobdesk staging URL"),
 ("NS1", N, "negation_scope", "NS1a", "NS1b", "plates never remade WITHOUT a reprint ticket vs scratched plate remade, ticket raised by press minder"),
 ("NS2", N, "negation_scope", "NS2a", "NS2b", "press mechanical faults not to on-call developer vs on-call handles pressmon/broker outages"),
 ("NS3", N, "negation_scope", "NS3a", "NS3b", "artwork never deleted, archived after 90 days vs moved to cold storage after 90 days"),
 ("NS4", N, "negation_scope", "NS4a", "NS4b", "no reminder emails at weekends vs reminder after 24 working hours"),
 ("NS5", N, "negation_scope", "NS5a", "NS5b", "never books a courier BEFORE Packed vs books automatically once Packed"),
 ("NS6", N, "negation_scope", "NS6a", "NS6b", "no Slack for customer-facing comms vs internal alerts go to Slack"),
 ("NS7", N, "negation_scope", "NS7a", "NS7b", "runs over 1,000 not on the Indigo vs runs under 1,000 on the Indigo"),
 ("NS8", N, "negation_scope", "NS8a", "NS8b", "no production deploys after 12:00 Fridays vs jobdesk deploys Friday mornings before 11:00"),
 ("NS9", N, "negation_scope", "NS9a", "NS9b", "don't email proofs as PDF attachments vs proofs emailed as a proofhub link"),
 ("NS10", N, "negation_scope", "NS10a", "NS10b", "trade discount never on courier charges vs trade gets 15% off print lines"),
]

MARK = re.compile(r"^§([A-Za-z0-9]+)§")

def strip(body, path, claims):
    out = []
    for line in body.rstrip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1); line = line[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def main():
    rnd = random.Random(61)
    if os.path.exists(STORE): shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, claims = {}, {}
    index = []
    for fn, title, name, desc, typ, hook, body in ROOT:
        d = desc if fn in FLAT and ": " in desc else json.dumps(desc, ensure_ascii=False)
        if fn in FLAT:  # make the description carry an unquoted ": " like some real files do
            d = {"reference_people.md": "Who's who: names, roles, who to ask",
                 "reference_glossary.md": "Print jargon: make-ready, NCR, SRA3 and friends",
                 "reference_stock.md": "Paper stock: house sheets and codes"}[fn]
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + strip(body, fn, claims)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    for slug, title, created, tags, body in AUTO:
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + strip(body, p, claims)
    for date, cat, tags, body in FACTS:
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        d = d + datetime.timedelta(seconds=rnd.randint(7 * 3600, 18 * 3600), milliseconds=rnd.randint(0, 999))
        ms = int(d.timestamp() * 1000)
        stem = f"{cat}-{ms}-{rnd.randrange(16**4):04x}"
        p = f"facts/{date}/{stem}.md"
        iso = d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = {"fact": 0.9, "preference": 0.85, "decision": 0.95}[cat]
        tier = "explicit" if cat != "fact" else rnd.choice(["explicit", "implied"])
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[p] = fm + strip(body, p, claims)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, "w").write(text)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        (px, lx), (py, ly) = claims[x], claims[y]
        if py < px: (px, lx), (py, ly) = (py, ly), (px, lx)
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {px}", f"    b: {py}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(lx)}", f"    claim_b: {q(ly)}", f"    note: {q(pid + ': ' + note)}"]
    open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")
    used = {c for p in PAIRS for c in p[3:5]}
    unused = sorted(set(claims) - used)
    print(f"files: {len(files)}  claims: {len(claims)}  pairs: {len(PAIRS)}  unused markers: {unused}")

if __name__ == "__main__":
    main()
