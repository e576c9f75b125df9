#!/usr/bin/env python3
"""Regenerate set218/store/, set218/labels.yaml and set218/README.md from content.py + pairs.py."""
import hashlib
import os
import re
import shutil
import sys
from collections import Counter
from datetime import datetime, timezone

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"
errors = []


def strip_markers(path, body):
    """Return (clean_body, {claim_id: line})."""
    out, claims = [], {}
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                errors.append(f"marker {cid} twice in {path}")
            claims[cid] = text
            out.append(text)
        elif "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
            errors.append(f"stray marker in {path}: {line!r}")
            out.append(line)
        else:
            out.append(line)
    return "\n".join(out) + "\n", claims


def fact_path(f):
    dt = datetime.strptime(f["ts"], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    h = hashlib.md5(f["body"].encode()).hexdigest()
    ms = int(h[4:8], 16) % 1000
    epoch = int(dt.timestamp()) * 1000 + ms
    stamp = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms:03d}Z"
    stem = f"{f['category']}-{epoch}-{h[:4]}"
    return f"facts/{dt.strftime('%Y-%m-%d')}/{stem}.md", stem, stamp


def main():
    files = {}          # relpath -> text
    claim_loc = {}      # claim id -> (relpath, line)

    def add_claims(path, claims):
        for cid, line in claims.items():
            if cid in claim_loc:
                errors.append(f"claim {cid} placed twice ({claim_loc[cid][0]}, {path})")
            claim_loc[cid] = (path, line)

    # root memories
    for r in content.ROOT:
        body, claims = strip_markers(r["file"], r["body"])
        fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
        files[r["file"]] = fm + body
        add_claims(r["file"], claims)
    # MEMORY.md
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    mem = ["# Memory Index", ""]
    for t, head in groups:
        mem.append(f"## {head}")
        mem.append("")
        for r in content.ROOT:
            if r["type"] == t:
                mem.append(f"- [{r['title']}]({r['file']}) — {r['description']}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem).rstrip("\n") + "\n"

    # facts
    for f in content.FACTS:
        path, stem, stamp = fact_path(f)
        if path in files:
            errors.append(f"duplicate fact path {path}")
        body, claims = strip_markers(path, f["body"])
        tags = "".join(f"  - {t}\n" for t in f["tags"])
        fm = (f"---\nid: {stem}\ncategory: {f['category']}\ncreated: {stamp}\nupdated: {stamp}\n"
              f"source: extraction\nconfidence: {f['confidence']}\nconfidenceTier: explicit\n"
              f"tags:\n{tags}status: active\n---\n\n")
        files[path] = fm + body
        add_claims(path, claims)

    # auto notes
    for a in content.AUTO:
        path = f"auto/{a['slug']}.md"
        body, claims = strip_markers(path, a["body"])
        fm = f"---\ntitle: {a['title']}\ncreated: {a['created']}\ntags: [{', '.join(a['tags'])}]\n---\n\n"
        files[path] = fm + body
        add_claims(path, claims)

    # pairs
    used = set()
    out_pairs, seen_fp = [], {}
    for pid, cls, c1, c2, slot, v1, v2 in pairs_mod.PAIRS:
        for c in (c1, c2):
            if c not in claim_loc:
                errors.append(f"{pid}: claim {c} has no marker")
        if c1 not in claim_loc or c2 not in claim_loc:
            continue
        used.update([c1, c2])
        (p1, l1), (p2, l2) = claim_loc[c1], claim_loc[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 > p2:
            (p1, l1, v1), (p2, l2, v2) = (p2, l2, v2), (p1, l1, v1)
        fp = (p1, p2)
        if fp in seen_fp:
            errors.append(f"{pid}: file pair {fp} already used by {seen_fp[fp]}")
        seen_fp[fp] = pid
        out_pairs.append({
            "a": p1, "b": p2,
            "label": "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction",
            "class": cls, "claim_a": l1, "claim_b": l2,
            "note": f"{pid}: {slot}: {v2} vs {v1}",
        })
    for cid in claim_loc:
        if cid not in used:
            errors.append(f"unused marker {cid} in {claim_loc[cid][0]}")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)

    # write store
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for rel, text in files.items():
        full = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump({"now": datetime.strptime(NOW, "%Y-%m-%d").date(), "pairs": out_pairs}, fh,
                       sort_keys=False, allow_unicode=True, width=10000)

    write_readme(files, out_pairs, claim_loc)
    print(f"built {len(files)} files, {len(out_pairs)} pairs")


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def write_readme(files, out_pairs, claim_loc):
    n_root = sum(1 for p in files if layout(p) == "root")
    n_fact = sum(1 for p in files if layout(p) == "facts")
    n_auto = sum(1 for p in files if layout(p) == "auto")
    in_pair = {p["a"] for p in out_pairs} | {p["b"] for p in out_pairs}
    free = len(files) - len(in_pair)
    cross = sum(1 for p in out_pairs if layout(p["a"]) != layout(p["b"]))
    cls = Counter(p["class"] for p in out_pairs)
    order = ["value_slot", "role_slot", "negation", "stale_vs_change", "refinement", "other_subject",
             "dated_history", "agreeing_duplicate", "negation_scope"]
    rows = "\n".join(
        f"| `{c}` | {'contradiction' if c in pairs_mod.CONTRADICTION else 'non_contradiction'} | {cls[c]} |"
        for c in order)
    text = f"""# set218: Tidewell FM memory store (blind-written evaluation set)

This set was written blind. The author read only `BRIEF.md` in this folder and, for format, a handful of real
memory files under `/work/shared/data/claude-memory-realworld/` and `/work/shared/data/remnic-memories/`. Nothing
under `/work/main` (the detector's source, tests, docs or earlier evaluation sets) was opened, listed or run,
`memcli` was never run or imported, and no other `/work/helpers/set*` folder was read. The labels therefore reflect
how a person would judge the claims, not the detector's rules.

## The organisation

Tidewell FM is an invented community radio station on 97.3 MHz: studios A/B/C in the Old Library on Quay Street,
a transmitter in the Crane Hill reservoir compound, an Ofcom community licence with key commitments, volunteer
presenters on a rota, and outside broadcasts (carnival RSL, school events). Its software: **RotaDesk** (Django +
Postgres rota and show-swap app), **Wavefeed** (TypeScript/Fastify now-playing API, website player and RDS
RadioText feed), **AirLog** (Go off-air compliance logger on `logger01`, archive on `nas01`) and **Gearbox**
(small Flask OB kit booking app on `studio-srv`), plus Icecast on `stream01`. The memories were collected by a
coding agent and the station manager between 2026-01 and 2026-11; "now" is 2026-11-28.

## Layouts ({len(files)} files)

| Layout | Where | Files |
|---|---|---|
| Claude Code auto-memory | `store/*.md` (incl. `MEMORY.md`) | {n_root} |
| remnic facts | `store/facts/YYYY-MM-DD/<category>-<epoch_ms>-<hex4>.md` | {n_fact} |
| free notes | `store/auto/<slug>.md` | {n_auto} |

- {len(content.FLAT_DESCRIPTIONS)} root memories carry a `description` with an unquoted `: ` (not strict YAML):
  {', '.join(sorted(content.FLAT_DESCRIPTIONS))}.
- Long overview/reference files (`project_rotadesk_overview.md`, `reference_airlog.md`, `reference_licence.md`,
  `project_transmitter_site.md`, ...) carry many bullet claims whose subject comes from the file name or a heading.
- Hard-wrapped labelled claims (sentence continues on the next line; the claim is its first line): V2, R8, S2,
  S7, F7, F10, D7.
- Markdown table rows used as claims: V7, A1, O10 (`reference_licence.md`) and O5 (`project_studio_layout.md`).
- Code blocks (env excerpt, shell, workflow YAML) appear only as unlabelled noise.
- {free} files belong to no labelled pair; {cross} of {len(out_pairs)} pairs cross layouts.

## Distractor families (unlabelled, non-conflicting)

Other ports (Wavefeed `3000`, RotaDesk gunicorn `8001`, the green-room Icecast relay on `studio-srv` port 8000,
UECP `10001`); other silence timers (Studio A mAirList alarm 20 s, Icecast fallback 5 s, switch-back 60 s); other
retention values (B2 dumps 30 days, NAS snapshots); other bitrates (stream 128k/64k, prerecords 320k); other
arrival times (OB crews 90 min, guests 10 min); other notice periods (harbour car park 14 days, guests 48 h);
other power figures (transmitter 40 W forward power, carnival RSL 1 W ERP); other hosts and providers (stream01 on
Hetzner, website on Krystal, newsletter via Mailchimp, staging mail via Mailpit, podcasts on Buzzsprout, Wavefeed
errors in Sentry); other merge rules (per-repo git rules); other SMS senders (the transmitter GSM dialler); other
USB use (Studio B production PC); other capacities (Youth Hour's limit in Studio C); a dated Christmas breakfast
change; other CI (AirLog on GitHub Actions).

## Labels (`labels.yaml`, {len(out_pairs)} pairs)

| Class | Label | Pairs |
|---|---|---|
{rows}

Notes use ids V1..V10, R1..R10, N1..N10, S1..S10 (contradictions) and F, O, D, A, NS 1..10 (non-contradictions),
formatted `<id>: <slot>: <value b> vs <value a>`.

## Tools (`tools/`)

- `content.py` — all file bodies; a line starting `@ID@ ` marks a claim (stripped on build).
- `pairs.py` — the pair table (id, class, two claim ids, slot, values).
- `build.py` — regenerates `store/`, `labels.yaml` and this README; errors on unplaced/duplicate/unused markers,
  same-file pairs and repeated file pairs.
- `check.py` — validates paths, verbatim claim lines (exactly once, outside frontmatter and code fences),
  frontmatter parsing (the five flat descriptions must fail), fact ids/epochs, MEMORY.md coverage, class counts
  and `a < b` ordering.

Run: `python3 tools/build.py && python3 tools/check.py`.
"""
    with open(os.path.join(SET, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(text)


if __name__ == "__main__":
    main()
