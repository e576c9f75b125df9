#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and the pair table below."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@([A-Za-z0-9]+)@")

C, NC = "contradiction", "non_contradiction"
PAIRS = [
 # value_slot
 ("V1", C, "value_slot", "V1a", "V1b", "slurmdbd MariaDB endpoint on slurmdb01: port 3306 vs 3307"),
 ("V2", C, "value_slot", "V2a", "V2b", "/home quota per user: 50 GB vs 100 GB"),
 ("V3", C, "value_slot", "V3a", "V3b", "scratch purge age: 60 vs 30 days without access"),
 ("V4", C, "value_slot", "V4a", "V4b", "compute partition max walltime: 48 h (table row) vs 72 hours"),
 ("V5", C, "value_slot", "V5a", "V5b", "Heron Slurm version: 23.11.6 vs 24.05.3"),
 ("V6", C, "value_slot", "V6a", "V6b", "rcportal production Postgres DSN: port 5432 vs 5433 on pgsql02"),
 ("V7", C, "value_slot", "V7a", "V7b", "Kite GPUs per user: 4 vs 8 (b hard-wrapped)"),
 ("V8", C, "value_slot", "V8a", "V8b", "OnDemand desktop session default length: 4 vs 8 hours"),
 ("V9", C, "value_slot", "V9a", "V9b", "default python module: 3.11.5 vs 3.12.4"),
 ("V10", C, "value_slot", "V10a", "V10b", "MATLAB licence server port on lic-matlab: 27000 vs 27010 (b's file also has the value in a code block, noise)"),
 # role_slot
 ("R1", C, "role_slot", "R1a", "R1b", "log aggregation for nodes: Graylog vs Loki"),
 ("R2", C, "role_slot", "R2a", "R2b", "password manager for Ansible vault / service credentials: Bitwarden vs 1Password"),
 ("R3", C, "role_slot", "R3a", "R3b", "supported container runtime on Heron: Apptainer (only) vs rootless Podman"),
 ("R4", C, "role_slot", "R4a", "R4b", "paging provider for critical alerts: PagerDuty vs Opsgenie"),
 ("R5", C, "role_slot", "R5a", "R5b", "docs site generator: MkDocs Material vs Sphinx"),
 ("R6", C, "role_slot", "R6a", "R6b", "CI for ansible-heron checks: GitLab CI vs Jenkins"),
 ("R7", C, "role_slot", "R7a", "R7b", "build tool for central software in /apps: EasyBuild vs Spack"),
 ("R8", C, "role_slot", "R8a", "R8b", "Heron compute node provisioning: Warewulf 4 vs xCAT"),
 ("R9", C, "role_slot", "R9a", "R9b", "rcportal merge strategy: merge commits, never fast-forward vs fast-forward only"),
 ("R10", C, "role_slot", "R10a", "R10b", "rcportal outgoing mail provider: university SMTP relay vs Amazon SES"),
 # negation
 ("N1", C, "negation", "N1a", "N1b", "scontrol reconfigure during the working day: do not vs fine mid-day"),
 ("N2", C, "negation", "N2a", "N2b", "ansible-heron MRs: always squash-merge vs never squash"),
 ("N3", C, "negation", "N3a", "N3b", "user SSH to compute nodes with a running job: allowed vs not permitted"),
 ("N4", C, "negation", "N4a", "N4b", "sudo on login nodes for the RSE group: have it vs nobody outside RC, RSE included"),
 ("N5", C, "negation", "N5a", "N5b", "scratch backups: not backed up vs backed up weekly to tape"),
 ("N6", C, "negation", "N6a", "N6b", "GPU sessions in OnDemand Jupyter: not supported vs GPU tick box on Kite L40S nodes"),
 ("N7", C, "negation", "N7a", "N7b", "closing tickets without user confirmation: never vs fine once verified"),
 ("N8", C, "negation", "N8a", "N8b", "user crontabs on login nodes: allowed vs cannot have them"),
 ("N9", C, "negation", "N9a", "N9b", "Ansible against all of Heron at once: never vs site.yml across the whole cluster on maintenance days"),
 ("N10", C, "negation", "N10a", "N10b", "login node reboots: never without 24 h notice vs can be rebooted without notice"),
 # stale_vs_change
 ("S1", C, "stale_vs_change", "S1a", "S1b", "project storage: lives on the Isilon vs migrated from Isilon to CephFS"),
 ("S2", C, "stale_vs_change", "S2a", "S2b", "support tickets: arrive in RT vs RT shut down, TOPdesk now"),
 ("S3", C, "stale_vs_change", "S3a", "S3b", "login node OS: CentOS 7.9 vs reinstalled with Rocky 9.4, CentOS 7 gone"),
 ("S4", C, "stale_vs_change", "S4a", "S4b", "software requests on Slack #hpc-software vs no longer taken on Slack"),
 ("S5", C, "stale_vs_change", "S5a", "S5b", "faculty usage reports from sreport cron vs replaced by XDMoD, cron no longer runs"),
 ("S6", C, "stale_vs_change", "S6a", "S6b", "DTN runs Globus Connect Server v4 endpoint vs v4 endpoint decommissioned, GCS 5.4"),
 ("S7", C, "stale_vs_change", "S7a", "S7b", "module system: Environment Modules (Tcl) vs switched to Lmod"),
 ("S8", C, "stale_vs_change", "S8a", "S8b", "Kite NVIDIA driver 535 / CUDA 12.2 default vs upgraded to 550 / cuda 12.4"),
 ("S9", C, "stale_vs_change", "S9a", "S9b", "/home backups to Spectrum Protect vs switched to Rubrik"),
 ("S10", C, "stale_vs_change", "S10a", "S10b", "docs source on GitHub vs moved to university GitLab, GitHub repo archived"),
 # refinement
 ("F1", NC, "refinement", "F1a", "F1b", "412 Heron nodes vs of those 412, 24 are high-memory: same count, more detail"),
 ("F2", NC, "refinement", "F2a", "F2b", "--gres=gpu:N vs gpu:a100:N for A100s specifically (b hard-wrapped)"),
 ("F3", NC, "refinement", "F3a", "F3b", "maintenance first Tuesday vs first Tuesday 08:00-18:00"),
 ("F4", NC, "refinement", "F4a", "F4b", "rcportal is a Django app vs Django 5.1 on Python 3.12 behind gunicorn"),
 ("F5", NC, "refinement", "F5a", "F5b", "1 TB default project allocation vs 1 TB default raisable to 10 TB free"),
 ("F6", NC, "refinement", "F6a", "F6b", "test Ansible changes on staging first vs staging nodes named, sit a day"),
 ("F7", NC, "refinement", "F7a", "F7b", "first response within one working day vs P1 within 1 hour, rest one working day"),
 ("F8", NC, "refinement", "F8a", "F8b", "OnDemand URL vs same URL needs VPN off campus"),
 ("F9", NC, "refinement", "F9a", "F9b", "32 A100s vs 32 A100s over 8 nodes, 4 per node"),
 ("F10", NC, "refinement", "F10a", "F10b", "acknowledge the service in papers vs the exact acknowledgement text"),
 # other_subject
 ("O1", NC, "other_subject", "O1a", "O1b", "warning email lead time: scratch purge 7 days vs account expiry 30 days"),
 ("O2", NC, "other_subject", "O2a", "O2b", "login hosts: Heron login1/login2 alias vs Kite's own login node"),
 ("O3", NC, "other_subject", "O3a", "O3b", "max walltime: Heron long 14 days vs Kite gpu 24 hours"),
 ("O4", NC, "other_subject", "V5a", "O4a", "Slurm version: Heron 23.11.6 vs Kite's separate controller 23.02.7"),
 ("O5", NC, "other_subject", "V9a", "F4b", "Python version: default python module 3.11.5 vs rcportal's runtime Python 3.12"),
 ("O6", NC, "other_subject", "V6b", "O6a", "rcportal DSN: production (pgsql02:5433) vs staging (pgsql-test:5432)"),
 ("O7", NC, "other_subject", "O7a", "O7b", "retry counts: Globus failed files 3 times vs rcportal LDAP sync 5 times"),
 ("O8", NC, "other_subject", "O8a", "O8b", "account lifetime: external collaborators 12 months vs taught-course students 6 months after course"),
 ("O9", NC, "other_subject", "R8a", "O9a", "provisioning tool: Heron Warewulf vs Kite xCAT"),
 ("O10", NC, "other_subject", "N8a", "O10a", "crontabs: users on login nodes vs service accounts on heron-mgmt01"),
 # dated_history
 ("D1", NC, "dated_history", "D1a", "V7a", "GPUs per user: 2 during the 2025 pilot vs 4 now"),
 ("D2", NC, "dated_history", "D2a", "V3a", "scratch purge: 90 days until March 2026 vs 60 days now"),
 ("D3", NC, "dated_history", "D3a", "V9b", "default python module: 3.9.6 before Rocky 9 migration vs 3.12.4 now"),
 ("D4", NC, "dated_history", "D4a", "V5b", "Heron Slurm: 23.02 in January 2026 (23.11 in May) vs 24.05.3 now"),
 ("D5", NC, "dated_history", "D5a", "F3b", "maintenance day: last Thursday Oct 2025-Feb 2026 vs first Tuesday now"),
 ("D6", NC, "dated_history", "D6a", "D6b", "OnDemand access: 40 pilot users during the beta vs every account holder now"),
 ("D7", NC, "dated_history", "D7a", "R10b", "rcportal mail: sendmail cron until v2 (May 2026) vs SES now"),
 ("D8", NC, "dated_history", "D8a", "D8b", "faculty allocation: 2M core-hours in the 2025 round vs 3M now"),
 ("D9", NC, "dated_history", "D9a", "D9b", "Kite GPU power: capped at 300 W last winter vs full 400 W now"),
 ("D10", NC, "dated_history", "D10a", "D10b", "DefMemPerCPU: 2000 MB until May 2026 vs 4000 MB now"),
 # agreeing_duplicate
 ("A1", NC, "agreeing_duplicate", "A1a", "A1b", "maintenance notice on hpc-announce: at least 7 days = a week"),
 ("A2", NC, "agreeing_duplicate", "A2a", "A2b", "Grafana at grafana.hpc.kestrel.ac.uk:3000, both"),
 ("A3", NC, "agreeing_duplicate", "A3a", "A3b", "Heron fairshare uses Fair Tree, both"),
 ("A4", NC, "agreeing_duplicate", "A4a", "A4b", "SSH needs password + Duo, keys alone not enough, both"),
 ("A5", NC, "agreeing_duplicate", "A5a", "A5b", "rcportal deploy triggered by tag push in GitLab CI, both"),
 ("A6", NC, "agreeing_duplicate", "A6a", "A6b", "on-call handover Monday 10:00 = Mondays 10am"),
 ("A7", NC, "agreeing_duplicate", "A7a", "A7b", "PI free tier 50,000 core-hours = 50k CPU hours a year"),
 ("A8", NC, "agreeing_duplicate", "A8a", "A8b", "/scratch 2.4 PB usable, both"),
 ("A9", NC, "agreeing_duplicate", "A9a", "A9b", "Heron interconnect HDR100 InfiniBand, both"),
 ("A10", NC, "agreeing_duplicate", "A10a", "A10b", "user correspondence goes through the ticket, both"),
 # negation_scope
 ("NS1", NC, "negation_scope", "NS1a", "NS1b", "never delete leaver home without PI sign-off vs deleted after 90 days once PI signed off (b hard-wrapped)"),
 ("NS2", NC, "negation_scope", "NS2a", "NS2b", "don't page for a single dead node vs page when >5% of nodes down"),
 ("NS3", NC, "negation_scope", "NS3a", "NS3b", "Lustre quota questions to Kwame, not to on-call vs on-call paged for outages, not questions"),
 ("NS4", NC, "negation_scope", "NS4a", "NS4b", "no compute jobs on login nodes (compiling fine) vs users compile on login nodes"),
 ("NS5", NC, "negation_scope", "NS5a", "NS5b", "never reboot a node with jobs vs drained nodes rebooted once the last job has left"),
 ("NS6", NC, "negation_scope", "NS6a", "NS6b", "software installed within five working days vs commercial packages never before licence check"),
 ("NS7", NC, "negation_scope", "NS7a", "NS7b", "don't merge your own MR vs any member can merge once someone other than the author approved"),
 ("NS8", NC, "negation_scope", "NS8a", "NS8b", "never created without a PI sponsor vs created automatically when the sponsoring PI approves"),
 ("NS9", NC, "negation_scope", "NS9a", "NS9b", "don't tell users to use --exclusive unless needed vs benchmarks always --exclusive"),
 ("NS10", NC, "negation_scope", "NS10a", "NS10b", "never identifiable patient data on scratch vs scratch right for climate intermediates"),
]

def epoch_ms(date, key):
    h = int(hashlib.sha1(key.encode()).hexdigest(), 16)
    base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    return int(base.timestamp() * 1000) + 8 * 3600 * 1000 + h % (10 * 3600 * 1000)

def strip_markers(body, path, claims):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1); line = line[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims, files = {}, {}
    for fname, d in ROOT.items():
        desc = d["desc"] if d["flat"] else q(d["desc"])
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (d["name"], desc, d["type"])
        files[fname] = fm + strip_markers(d["body"], fname, claims)
    idx = ["- [%s](%s) — %s" % (d["title"], f, d["hook"]) for f, d in ROOT.items()]
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    for path, d in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (q(d["title"]), d["created"], ", ".join(d["tags"]))
        files[path] = fm + strip_markers(d["body"], path, claims)
    for i, (date, cat, tags, body) in enumerate(FACTS):
        ms = epoch_ms(date, body)
        hx = hashlib.md5(body.encode()).hexdigest()[:4]
        stem = "%s-%d-%s" % (cat, ms, hx)
        path = "facts/%s/%s.md" % (date, stem)
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = [0.9, 0.85, 0.95, 0.8][i % 4]
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
              stem, cat, iso, iso, conf, tier, "\n".join("  - " + t for t in tags))
        files[path] = fm + strip_markers(body, path, claims)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text)
    lines = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, ia, ib, note in PAIRS:
        (pa, ca), (pb, cb) = claims[ia], claims[ib]
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        assert pa != pb, pid
        assert (pa, pb) not in used, (pid, pa, pb)
        used.add((pa, pb))
        lines += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
                  "    claim_a: %s" % q(ca), "    claim_b: %s" % q(cb), "    note: %s" % q(pid + ": " + note)]
    unused = set(claims) - {x for p in PAIRS for x in p[3:5]}
    assert not unused, unused
    with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print("files:", len(files), "pairs:", len(PAIRS), "claims:", len(claims))

if __name__ == "__main__":
    main()
