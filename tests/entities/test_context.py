"""``memcli context``: trust order, section contents, project scope, and budget accounting (property tests)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli.clock import make_clock
from memcli.context import MIN_CUT, SECTIONS, Offer, build_context, pack
from memcli.store import Store
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.entities.helpers import NOW, entity, entity_path, memory


def context_store(tmp_path):
    return make_store(tmp_path, {
        "auto/pin.md": memory("pin", "The mill project ships v2 in June", type="project", project="mill", pinned="true"),
        "auto/pin-other.md": memory("pin-other", "The lathe project is paused", type="project", project="lathe",
                                    pinned="true"),
        "auto/pin-pref.md": memory("pin-pref", "I prefer metric units everywhere", type="preference", pinned="true"),
        "auto/me.md": memory("me", "I am Sam, the machine shop lead", type="identity"),
        "auto/pref-speed.md": memory("pref-speed", "I prefer conservative spindle speeds", type="preference"),
        "auto/pref-ui.md": memory("pref-ui", "I prefer dark mode in every editor", type="preference", confidence=0.9),
        "auto/note.md": memory("note", "The spindle bearings were replaced in March", type="episodic", project="mill"),
        "auto/lathe.md": memory("lathe", "The lathe spindle speed tops out at 3000 rpm", type="knowledge",
                                project="lathe"),
        "auto/grad.md": memory("grad", "max spindle speed = 24000 rpm", status="graduated", graduated_to="p-speed"),
        entity_path("Parameter", "p-speed"): entity("p-speed", "Parameter", "max spindle speed = 24000 rpm",
                                                    project="mill", name="max spindle speed", value=24000, unit="rpm"),
        entity_path("Decision", "d-coolant"): entity("d-coolant", "Decision", "Flood coolant at high spindle speed"),
        entity_path("Decision", "d-cand"): entity("d-cand", "Decision", "Spindle speed doubles", status="candidate"),
        entity_path("Fact", "f-hall"): entity("f-hall", "Fact", "The mill sits in hall B"),
    })


def build(root, prompt, **options):
    return build_context(Store.open(root, make_clock(NOW)), prompt, **options)


def ids(pack_):
    return {s.spec.name: [i.id for i in s.items] for s in pack_.sections}


def test_sections_in_trust_order_each_memory_once(tmp_path):
    root = context_store(tmp_path)
    result = build(root, "spindle speed", project="mill")
    assert ids(result) == {
        "pinned": ["pin", "pin-pref"],  # the project's own pinned state first, then global; not the lathe's
        "identity": ["me"],
        "preferences": ["pref-speed", "pref-ui"],  # the prompt-relevant preference first
        "entities": ["p-speed", "d-coolant"],  # active and relevant only: not the candidate, not the hall fact
        "recalled": ["note"],  # recall hits not already included; the graduated memory is not live
    }
    assert result.text == (
        "## Pinned project state\n"
        "- The mill project ships v2 in June\n"
        "- I prefer metric units everywhere\n"
        "\n"
        "## Identity\n"
        "- I am Sam, the machine shop lead\n"
        "\n"
        "## Preferences\n"
        "- I prefer conservative spindle speeds\n"
        "- I prefer dark mode in every editor\n"
        "\n"
        "## Relevant entities\n"
        "- [Parameter] max spindle speed = 24000 rpm\n"
        "- [Decision] Flood coolant at high spindle speed\n"
        "\n"
        "## Recalled memories\n"
        "- The spindle bearings were replaced in March\n")
    assert result.total_chars == len(result.text)


def test_without_a_project_every_scope_counts(tmp_path):
    root = context_store(tmp_path)
    result = ids(build(root, "spindle speed"))
    assert result["pinned"] == ["pin", "pin-other", "pin-pref"]  # by confidence (equal), then id
    assert "lathe" in result["recalled"]


def test_cli_text_is_the_pack_and_json_lists_every_item(tmp_path):
    root = context_store(tmp_path)
    env = {"MEMCLI_NOW": NOW}
    text = memcli_subprocess(["--dir", str(root), "context", "spindle speed", "--project", "mill"], env=env)
    assert text.returncode == 0 and text.stderr == b""
    doc = json.loads(memcli_subprocess(["--dir", str(root), "context", "spindle speed", "--project", "mill",
                                        "--format", "json"], env=env).stdout)
    assert doc["budget"] == 4000
    assert doc["total_chars"] == len(text.stdout.decode()) == len(build(root, "spindle speed", project="mill").text)
    assert [s["name"] for s in doc["sections"]] == ["pinned", "identity", "preferences", "entities", "recalled"]
    entities = doc["sections"][3]["items"]
    assert entities[0] == {"id": "p-speed", "kind": "entity", "score": 1.0, "chars": 44,
                           "text": "[Parameter] max spindle speed = 24000 rpm"}
    for section in doc["sections"]:
        for item in section["items"]:
            assert set(item) == {"id", "kind", "score", "chars", "text"}
            assert item["chars"] == len(item["text"]) + 3
            assert f"- {item['text']}\n" in text.stdout.decode()


def test_a_small_budget_is_never_exceeded_and_long_items_are_cut(tmp_path):
    long_text = "The spindle speed log " + "with many measured values " * 40
    root = make_store(tmp_path, {"auto/long.md": memory("long", long_text, type="knowledge")})
    result = build(root, "spindle speed", budget=200)
    assert result.total_chars <= 200
    (item,) = result.sections[-1].items
    assert item.text.endswith("…") and len(item.text) >= MIN_CUT
    assert long_text.startswith(item.text[:-1])
    cli_doc = json.loads(cli(["--dir", str(root), "context", "spindle speed", "--budget", "200", "--format", "json"]).stdout)
    assert cli_doc["total_chars"] == result.total_chars <= 200


def test_unused_share_flows_forward_never_backward(tmp_path):
    files = {entity_path("Fact", f"f{i}"): entity(f"f{i}", "Fact", f"spindle fact number {i} about speed")
             for i in range(30)}
    files.update({f"auto/pin{i}.md": memory(f"pin{i}", f"pinned line {i} of the project state", pinned="true")
                  for i in range(30)})
    root = make_store(tmp_path, files)
    result = build(root, "spindle speed", budget=1000)
    spent = {s.spec.name: len(s.text) for s in result.sections}
    assert spent["pinned"] <= 200  # 20% of 1000: no backward flow though recalled has nothing
    assert spent["identity"] == spent["preferences"] == 0
    # Entities get 15% plus what pinned, identity and preferences left unused (>= the 100 of identity + preferences).
    assert 150 < spent["entities"] <= 1000 - spent["pinned"]
    assert result.total_chars <= 1000


def test_bad_budget_and_empty_prompt_exit_2(tmp_path):
    root = make_store(tmp_path)
    for value in ("0", "-5", "abc", "1.5"):
        done = memcli_subprocess(["--dir", str(root), "context", "x", "--budget", value])
        assert done.returncode == 2 and done.stdout == b""
        assert done.stderr.decode() == f'memcli: error: --budget expects a positive integer; got "{value}"\n'
    done = memcli_subprocess(["--dir", str(root), "context", "  "])
    assert done.returncode == 2 and done.stderr == b"memcli: error: context: PROMPT must be non-empty\n"


def test_an_empty_pack_warns_and_writes_nothing(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": memory("a", "unrelated words entirely", type="knowledge")})
    before = snapshot(root)
    result = cli(["--dir", str(root), "context", "spindle"])
    assert result.exit_code == 0 and result.stdout == "\n"
    assert result.stderr == "memcli: warning: nothing relevant fits in the context pack (budget 4000 characters)\n"
    assert snapshot(root) == before


# -- property tests ---------------------------------------------------------------------------

_text = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zl", "Zp")),
                min_size=1, max_size=300).map(lambda s: " ".join(s.split()) or "x")
_raw_offer = st.tuples(st.integers(0, 40), _text, st.floats(0, 5, allow_nan=False))
_raw_offers = st.fixed_dictionaries({spec.name: st.lists(_raw_offer, max_size=8) for spec in SECTIONS})


@pytest.mark.slow
@given(raw=_raw_offers, budget=st.integers(1, 3000))
@settings(max_examples=400, deadline=None)
def test_pack_never_exceeds_the_budget(raw, budget):
    # Ids are unique; keys (files) may repeat within and across sections.
    offers = {name: [Offer(f"k{key}", f"{name}-{n}", "memory", score, text) for n, (key, text, score) in enumerate(rows)]
              for name, rows in raw.items()}
    key_of = {o.id: o.key for rows in offers.values() for o in rows}
    result = pack(offers, budget)
    assert result.total_chars == len(result.text) <= budget
    keys, used, carry = [], 0, 0
    for index, section in enumerate(result.sections):
        share = budget - used if index == len(SECTIONS) - 1 else budget * section.spec.percent // 100 + carry
        spent = len(section.text)
        assert spent <= share
        carry, used = share - spent, used + spent
        if section.items:
            header = ("\n" if any(s.items for s in result.sections[:index]) else "") + f"## {section.spec.title}\n"
            assert section.text == header + "".join(f"- {i.text}\n" for i in section.items)
            assert spent == len(header) + sum(i.chars for i in section.items)
        # Items keep the section's order and never repeat a key already packed.
        offered = [o.id for o in offers[section.spec.name]]
        positions = [offered.index(i.id) for i in section.items]
        assert positions == sorted(positions)
        keys += [key_of[i.id] for i in section.items]
    assert len(keys) == len(set(keys))


_kinds = st.sampled_from(["identity", "preference", "knowledge", "project", "episodic", "fact"])
_words = st.lists(st.sampled_from("spindle speed coolant pump mill lathe feed rate hall bearing log".split()),
                  min_size=1, max_size=60).map(" ".join)
_memories = st.lists(st.tuples(_kinds, _words, st.booleans()), max_size=12)
_entities = st.lists(st.tuples(st.sampled_from(["Fact", "Decision", "Parameter"]), _words), max_size=6)


@pytest.mark.slow
@given(memories=_memories, entities=_entities, budget=st.integers(1, 2500),
       prompt=st.sampled_from(["spindle speed", "coolant", "hall log feed", "nothing matches"]))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_context_on_random_stores_never_exceeds_the_budget(memories, entities, budget, prompt):
    files = {}
    for n, (kind, body, pinned) in enumerate(memories):
        files[f"auto/m{n}.md"] = memory(f"m{n}", body, type=kind, **({"pinned": "true"} if pinned else {}))
    for n, (kind, body) in enumerate(entities):
        files[entity_path(kind, f"e{n}")] = entity(f"e{n}", kind, body)
    with tempfile.TemporaryDirectory() as folder:
        root = make_store(Path(folder), files)
        result = build(root, prompt, budget=budget)
        doc = result.to_dict()
        assert doc["total_chars"] == len(result.text) <= budget
        included = [i["id"] for s in doc["sections"] for i in s["items"]]
        assert len(included) == len(set(included))
        assert sum(i["chars"] for s in doc["sections"] for i in s["items"]) <= doc["total_chars"]


_vocabulary = st.sampled_from("Spindle spindles speed SPEEDS speeding coolant cooled cooling hall halls the of a "
                              "running runs ran flushed flush_rate bearing-log x 24000 rpm naïve Überlauf".split())


@given(prompt=st.lists(_vocabulary, min_size=1, max_size=5).map(" ".join),
       text=st.lists(_vocabulary, max_size=30).map(" ".join))
@settings(max_examples=300, deadline=None)
def test_prompt_overlap_matches_content_terms(prompt, text):
    from memcli.context import PromptTerms
    from memcli.text import content_terms

    terms = set(content_terms(prompt))
    expected = len(terms & set(content_terms(text))) / len(terms) if terms else 0.0
    assert PromptTerms(prompt).overlap(text) == expected


def test_a_warm_pack_is_answered_from_the_caches_without_parsing_the_store(tmp_path, monkeypatch):
    import memcli.store.files as files_module
    import memcli.store.store as store_module

    root = context_store(tmp_path)
    for n in range(30):  # memories no section offers whole-store: a warm pack must not read them
        (root / "auto" / f"other{n}.md").write_text(f"---\nid: other{n}\ntype: episodic\n---\nLog entry {n}\n")
    first = build(root, "spindle speed", project="mill")  # fills the summary cache and the recall index
    walks, reads = [], []
    real_walk, real_read = files_module.list_memory_files, store_module.read_file
    monkeypatch.setattr(store_module, "list_memory_files", lambda *a, **k: walks.append(1) or real_walk(*a, **k))
    monkeypatch.setattr(store_module, "read_file", lambda item, cap: reads.append(item.rel) or real_read(item, cap))
    monkeypatch.setattr(Store, "scan", lambda *a, **k: (_ for _ in ()).throw(AssertionError("a full scan")))
    second = build(root, "spindle speed", project="mill")
    assert second == first
    assert len(walks) == 1, "the recall index and the summaries share one walk of the store"
    from memcli.patterns.recall import recall

    hits = {Path(h.path).relative_to(root).as_posix() for h in recall(Store.open(root, make_clock(NOW)), "spindle speed",
                                                                      limit=50, project="mill")}
    assert hits and not any("other" in rel for rel in hits)
    assert reads == [], "recall's hits bring their live text from the recall index: no file is parsed"


def test_recalled_memories_are_packed_with_their_live_text_as_the_file_says_now(tmp_path):
    root = make_store(tmp_path, {
        "auto/cool.md": memory("cool", "Coolant flows at 4 l/min on the mill.\n"
                                       "Coolant flows at 2 l/min. (superseded 2026-05-01: measured again)\n"
                                       "  Check   the coolant   filter weekly.  ", type="knowledge"),
        "auto/other.md": memory("other", "The lathe sits in hall A", type="knowledge"),
    })
    first = ids_and_texts(build(root, "coolant"))
    assert first["recalled"] == [("cool", "Coolant flows at 4 l/min on the mill. Check the coolant filter weekly.")]
    path = root / "auto" / "cool.md"
    before = path.stat()
    # the same size and the same mtime second: only the nanoseconds tell the versions apart
    path.write_text(path.read_text().replace("4 l/min on the mill", "5 l/min on the saw."))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns + 1))
    assert path.stat().st_size == before.st_size
    second = ids_and_texts(build(root, "coolant"))
    assert second["recalled"] == [("cool", "Coolant flows at 5 l/min on the saw.. Check the coolant filter weekly.")]


def ids_and_texts(pack_):
    return {s.spec.name: [(i.id, i.text) for i in s.items] for s in pack_.sections}
