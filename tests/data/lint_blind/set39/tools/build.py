import hashlib, json, os, shutil, calendar, time, sys
sys.path.insert(0, os.path.dirname(__file__))
import content
import pairs  # noqa: registers PAIRS
from content import FILES, PAIRS

BASE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_seatdesk.md", "reference_tillsync.md", "reference_glossary.md", "reference_infra.md", "feedback_deploy_status.md"}


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def path_of(key):
    lay, meta, _ = FILES[key]
    if lay == "root":
        return key
    if lay == "auto":
        return key
    ep = calendar.timegm(time.strptime(meta["date"] + " " + meta["time"], "%Y-%m-%d %H:%M:%S")) * 1000
    ep += int(hashlib.md5(key.encode()).hexdigest()[:3], 16) % 1000
    hx = hashlib.sha1(key.encode()).hexdigest()[:4]
    return "facts/%s/%s-%d-%s.md" % (meta["date"], meta["category"], ep, hx)


def render(key):
    lay, meta, body = FILES[key]
    if lay == "root":
        d = meta["description"] if key in FLAT else yq(meta["description"])
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (meta["name"], d, meta["type"])
        return fm + body
    if lay == "auto":
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (yq(meta["title"]), meta["created"], ", ".join(meta["tags"]))
        return fm + body
    p = path_of(key)
    stem = os.path.basename(p)[:-3]
    ep = int(stem.split("-")[1])
    ts = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ep / 1000)) + ".%03dZ" % (ep % 1000)
    tags = "".join("  - %s\n" % t for t in meta["tags"])
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: 0.9\n"
          "confidenceTier: explicit\ntags:\n%sstatus: active\n---\n\n") % (stem, meta["category"], ts, ts, tags)
    return fm + body


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    roots = []
    for key in FILES:
        p = os.path.join(STORE, path_of(key))
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(render(key))
        if FILES[key][0] == "root":
            roots.append(key)
    with open(os.path.join(STORE, "MEMORY.md"), "w") as f:
        for k in sorted(roots, key=lambda k: (k.split("_")[0] != "user", k)):
            m = FILES[k][1]
            f.write("- [%s](%s) — %s\n" % (m["title"], k, m["hook"]))
    out = ["now: 2026-11-28", "pairs:"]
    for pr in PAIRS:
        pa, pb = path_of(pr["ka"]), path_of(pr["kb"])
        ca, cb = pr["ca"], pr["cb"]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lab = "contradiction" if pr["cls"] in ("value_slot", "role_slot", "negation", "stale_vs_change") else "non_contradiction"
        out += ["  - a: " + pa, "    b: " + pb, "    label: " + lab, "    class: " + pr["cls"],
                "    claim_a: " + yq(ca), "    claim_b: " + yq(cb), "    note: " + yq(pr["note"])]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("files", len(FILES) + 1, "pairs", len(PAIRS))


main()
