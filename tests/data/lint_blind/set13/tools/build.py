"""Regenerate store/ and labels.yaml for set13 (Brightfield Solar)."""
import os, sys, json, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
import content_root, content_root2, content_root3, content_facts, content_auto, content_auto2, pairs  # noqa

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    # MEMORY.md index
    order = ["User", "Feedback", "Systems", "Projects", "Reference"]
    lines = ["# Memory", ""]
    for sec in order:
        ent = [e for e in lib.ROOT_INDEX if e[0] == sec]
        if not ent:
            continue
        lines.append(f"## {sec}")
        for _, title, f, hook in ent:
            lines.append(f"- [{title}]({f}) — {hook}")
        lines.append("")
    lib.FILES["MEMORY.md"] = "\n".join(lines)
    for path, text in lib.FILES.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text)
    out = ["now: 2026-11-28", "pairs:"]
    for p in lib.PAIRS:
        fa, ca, fb, cb = p["fa"], p["ca"], p["fb"], p["cb"]
        if fb < fa:
            fa, ca, fb, cb = fb, cb, fa, ca
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {lib.LABEL[p['cls']]}", f"    class: {p['cls']}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(p['note'])}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    with open(os.path.join(BASE, "tools", "flat_descriptions.txt"), "w") as fh:
        fh.write("\n".join(sorted(lib.FLAT_DESC)) + "\n")
    print(f"files: {len(lib.FILES)}  pairs: {len(lib.PAIRS)}  flat: {sorted(lib.FLAT_DESC)}")

if __name__ == "__main__":
    main()
