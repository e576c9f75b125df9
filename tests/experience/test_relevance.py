"""The relevance engine: every scoring rule of docs/contracts.md §9, the threshold, the ranking and the top-3 cut."""

from __future__ import annotations

import random

import pytest

from memcli.experience import relevance as r
from memcli.experience.relevance import Node


def node(nid: str = "k", *, priority: str = "MEDIUM", status: str = "active", confidence: float = 1.0, tools=(),
         files=(), actions=(), contexts=(), label: str | None = None, rel: str | None = None) -> Node:
    return Node(nid, rel or f"knowledge/{nid}.md", label or nid, priority, "checklist", status, confidence, tuple(tools),
                tuple(files), r.usable_keywords(actions), r.usable_keywords(contexts))


def score_of(n: Node, tool: str = "Edit", path: str | None = "/proj/src/app.py", cwd: str | None = "/proj", **tool_input) -> r.Match:
    if path is not None:
        tool_input = {"file_path": path, **tool_input}
    return r.score(n, r.make_call(tool, tool_input, cwd))


# --------------------------------------------------------------------------- each weight


def test_tool_name_scores_040_and_wildcard_020():
    assert score_of(node(tools=["Edit"])).tool == pytest.approx(0.4)
    assert score_of(node(tools=["*"])).tool == pytest.approx(0.2)
    assert score_of(node(tools=["Write"])).tool == 0
    assert score_of(node(tools=["edit"])).tool == 0  # tool names are exact


def test_file_pattern_scores_040_once_however_many_match():
    m = score_of(node(files=["**/*.py", "**/app.py", "src/*"]))
    assert m.file == pytest.approx(0.4)
    assert m.score == pytest.approx(0.4)


def test_action_and_context_keywords_score_010_each_case_insensitively():
    m = score_of(node(actions=["VERSION"], contexts=["Release"]), new_string="bump version for the release")
    assert (m.action, m.context) == (pytest.approx(0.1), pytest.approx(0.1))
    m = score_of(node(actions=["version"], contexts=["release"]), new_string="nothing relevant")
    assert (m.action, m.context) == (0, 0)


def test_keyword_is_a_substring_of_any_value_of_the_tool_input():
    nested = {"edits": [{"old_string": "a", "new_string": "Deploy-Pipeline"}]}
    m = score_of(node(actions=["pipeline"]), **nested)
    assert m.action == pytest.approx(0.1)


def test_keywords_do_not_match_the_input_keys():
    # "file_path", "content" and "command" are keys of nearly every call.
    m = score_of(node(actions=["file_path", "content"]), content="hello")
    assert m.action == 0


def test_short_keywords_and_stop_words_never_match():
    """A reference bug: a correction's keyword "to" (from "you forgot to ...") matched every call."""
    m = score_of(node(actions=["to", "the", "a", "py"]), new_string="to the moon with a py script")
    assert m.action == 0
    assert r.usable_keywords(["to", "The", "ab", "abc", "  Bump  "]) == ("abc", "bump")


def test_priority_multipliers_and_confidence():
    base = dict(tools=["Edit"], files=["**/*.py"])  # base 0.8
    assert score_of(node(priority="CRITICAL", **base)).score == pytest.approx(1.6)
    assert score_of(node(priority="HIGH", **base)).score == pytest.approx(1.0)  # 1.2 capped
    assert score_of(node(priority="MEDIUM", **base)).score == pytest.approx(0.8)
    assert score_of(node(priority="LOW", **base)).score == pytest.approx(0.4)
    assert score_of(node(priority="MEDIUM", confidence=0.5, **base)).score == pytest.approx(0.4)
    assert score_of(node(priority="CRITICAL", confidence=0.5, **base)).score == pytest.approx(0.8)


def test_cap_at_one_except_critical():
    full = dict(tools=["Edit"], files=["**/*.py"], actions=["alpha"], contexts=["beta"])
    assert score_of(node(priority="HIGH", **full), new_string="alpha beta").score == 1.0
    assert score_of(node(priority="CRITICAL", **full), new_string="alpha beta").score == pytest.approx(2.0)


def test_unknown_priority_counts_as_medium():
    assert r.multiplier("URGENT") == 1.0


# --------------------------------------------------------------------------- globs


@pytest.mark.parametrize("pattern, path, expected", [
    ("**/plugin.json", "/proj/plugin.json", True),
    ("**/plugin.json", "/proj/a/b/c/plugin.json", True),
    ("**/plugin.json", "/proj/a/plugin.json.bak", False),
    ("*.py", "/proj/deep/down/x.py", True),  # no "/": the file name
    ("plugin.json", "/proj/x/plugin.json", True),
    ("src/*.py", "/proj/src/app.py", True),  # relative to cwd
    ("src/*.py", "/proj/src/pkg/app.py", False),  # "*" stays in one component
    ("src/**/*.py", "/proj/src/pkg/deep/app.py", True),
    ("src/**/*.py", "/proj/src/app.py", True),  # "**/" may be zero directories
    ("**/src/**/*.py", "/elsewhere/src/x/y.py", True),
    ("**/*version*", "/proj/lib/_version.py", True),
    ("/proj/*.md", "/proj/README.md", True),
    ("/proj/*.md", "/proj/docs/README.md", False),
    ("docs/", "/proj/docs/a/b.md", True),
    ("[!a]*.md", "/proj/b.md", True),
    ("[!a]*.md", "/proj/a.md", False),
    ("?.md", "/proj/x.md", True),
    ("?.md", "/proj/xy.md", False),
    ("**/*", "/anything/at/all", True),
])
def test_glob_semantics(pattern, path, expected):
    assert r.pattern_matches(pattern, r.make_call("Edit", {"file_path": path}, "/proj")) is expected


def test_relative_file_path_is_resolved_against_cwd():
    call = r.make_call("Edit", {"file_path": "src/app.py"}, "/home/u/proj")
    assert call.file_path == "/home/u/proj/src/app.py"
    assert r.pattern_matches("/home/u/proj/src/*.py", call)
    assert r.pattern_matches("src/*.py", call)


def test_file_path_else_notebook_path_else_path():
    assert r.call_file_path({"notebook_path": "/a/n.ipynb", "path": "/a"}) == "/a/n.ipynb"
    assert r.call_file_path({"path": "/a/b"}) == "/a/b"
    assert r.call_file_path({"file_path": 3, "path": "/a/b"}) == "/a/b"
    assert r.call_file_path({"command": "ls"}) == ""


def test_no_file_no_file_points():
    assert score_of(node(files=["**/*"]), path=None, command="ls").file == 0


def test_unicode_paths_and_patterns():
    call = r.make_call("Edit", {"file_path": "/projet/données/résumé.md"}, "/projet")
    assert r.pattern_matches("**/résumé.md", call)
    assert r.pattern_matches("données/*.md", call)


# --------------------------------------------------------------------------- threshold, ranking, cut


def test_threshold_is_inclusive_at_070():
    # tool 0.4 + context... MEDIUM: 0.4 + 0.4 = 0.8 passes; 0.4 + 0.1 + 0.1 = 0.6 does not; HIGH 0.4 + 0.1 → 0.75 passes.
    nodes = [node("pass", tools=["Edit"], files=["**/*.py"]),
             node("fail", tools=["Edit"], actions=["alpha"], contexts=["beta"]),
             node("high", priority="HIGH", tools=["Edit"], actions=["alpha"]),
             node("edge", priority="LOW", confidence=0.875, tools=["Edit"], files=["**/*.py"], actions=["alpha"], contexts=["beta"])]
    chosen = {m.node.id for m in r.relevant(nodes, r.make_call("Edit", {"file_path": "/p/a.py", "x": "alpha beta"}, "/p"))}
    assert chosen == {"pass", "high"}
    exact = node("exact", priority="HIGH", confidence=7 / 9, tools=["Edit"], files=["**/*.py"])  # 0.8 × 1.5 × 7/9 = 0.9333
    assert r.relevant([exact], r.make_call("Edit", {"file_path": "/p/a.py"}, "/p"))
    at_seven = node("seven", priority="LOW", confidence=1.0, tools=["Edit"], files=["**/*.py"], actions=["alpha"], contexts=["beta"])
    at_seven = at_seven._replace(priority="MEDIUM", confidence=0.7)  # 1.0 × 1.0 × 0.7 = 0.7 exactly
    assert r.relevant([at_seven], r.make_call("Edit", {"file_path": "/p/a.py", "x": "alpha beta"}, "/p"))


def test_statuses_draft_and_active_inject_archived_and_deprecated_never():
    nodes = [node(s, status=s, priority="CRITICAL", tools=["Edit"], files=["**/*.py"]) for s in
             ("draft", "active", "archived", "deprecated", "superseded")]
    chosen = {m.node.id for m in r.select(nodes, "Edit", {"file_path": "/p/a.py"}, "/p")}
    assert chosen == {"draft", "active"}


def test_critical_first_then_score_then_file_name_and_top_three():
    nodes = [
        node("b-medium", tools=["Edit"], files=["**/*.py"], actions=["alpha"]),  # 0.9
        node("a-high", priority="HIGH", tools=["Edit"], files=["**/*.py"]),  # 1.0 (capped)
        node("z-critical", priority="CRITICAL", confidence=0.5, tools=["Edit"], files=["**/*.py"]),  # 0.8
        node("c-high", priority="HIGH", tools=["Edit"], files=["**/*.py"]),  # 1.0, after a-high by name
        node("d-medium", tools=["Edit"], files=["**/*.py"]),  # 0.8: fourth, cut
    ]
    chosen = [m.node.id for m in r.select(nodes, "Edit", {"file_path": "/p/a.py", "x": "alpha"}, "/p")]
    assert chosen == ["z-critical", "a-high", "c-high"]


def test_dedup_by_label_keeps_the_first_ranked():
    nodes = [node("one", label="Same Lesson", tools=["Edit"], files=["**/*.py"]),
             node("two", label="same   lesson", priority="HIGH", tools=["Edit"], files=["**/*.py"]),
             node("three", label="Other", tools=["Edit"], files=["**/*.py"])]
    chosen = [m.node.id for m in r.select(nodes, "Edit", {"file_path": "/p/a.py"}, "/p")]
    assert chosen == ["two", "three"]


def test_reference_fixture_node_scores():
    """The triads fixture: a Write of plugin.json selects the CRITICAL checklist, not the deprecated one."""
    checklist = node("test_checklist_critical", priority="CRITICAL", tools=["Write", "Edit"],
                     files=["**/plugin.json", "**/marketplace.json", "**/*version*"], actions=["version", "bump"],
                     contexts=["deployment", "release"])
    wildcard = node("test_wildcard_match", confidence=0.9, tools=["*"], files=["**/*"])
    deprecated = node("test_deprecated_node", priority="CRITICAL", status="deprecated", confidence=0.25, tools=["Write"],
                      files=["**/*.py"])
    call = r.make_call("Write", {"file_path": ".claude-plugin/plugin.json", "content": '{"version": "0.8.0"}'}, "/repo")
    matches = r.rank(r.relevant([checklist, wildcard, deprecated], call))
    assert [m.node.id for m in matches] == ["test_checklist_critical"]
    assert matches[0].score == pytest.approx((0.4 + 0.4 + 0.1) * 2.0)
    assert r.score(wildcard, call).score == pytest.approx(0.6 * 0.9)  # under the threshold


# --------------------------------------------------------------------------- recall on a generated set


def test_every_critical_lesson_whose_tool_and_file_match_is_injected():
    """Recall: on a generated knowledge set, no CRITICAL lesson matching tool and file is ever left out.

    (With docs/contracts.md §9's formula this holds for confidence ≥ 0.4375, or ≥ 0.5834
    for a ``*`` tool entry; the generated confidences are 0.6–1.0.)
    """
    rng = random.Random(20260517)
    tools = ["Write", "Edit", "MultiEdit", "Bash", "NotebookEdit", "Task"]
    names = ["plugin.json", "marketplace.json", "app.py", "schema.sql", "README.md", "Dockerfile", "notes.txt"]
    dirs = ["", "src/", "src/pkg/", "migrations/", "docs/deep/er/"]
    nodes = []
    for i in range(400):
        pattern_kind = rng.random()
        name = rng.choice(names)
        if pattern_kind < 0.4:
            pattern = f"**/{name}"
        elif pattern_kind < 0.7:
            pattern = "*." + name.rsplit(".", 1)[-1] if "." in name else name
        else:
            pattern = rng.choice(dirs) + "**/" + ("*" + name[-3:])
        nodes.append(node(f"n{i:03d}", label=f"Lesson {i}", priority=rng.choice(r.PRIORITIES),
                          status=rng.choice(["active", "active", "draft", "archived"]), confidence=round(rng.uniform(0.6, 1.0), 2),
                          tools=rng.sample(tools, rng.randint(1, 2)) if rng.random() > 0.1 else ["*"], files=[pattern],
                          actions=rng.sample(["version", "bump", "deploy", "migration"], rng.randint(0, 2))))
    calls = 0
    for _ in range(600):
        tool = rng.choice(tools)
        path = "/proj/" + rng.choice(dirs) + rng.choice(names)
        call = r.make_call(tool, {"file_path": path, "new_string": rng.choice(["bump version", "x", "deploy now"])}, "/proj")
        selected = r.rank(r.relevant(nodes, call))
        must = [n for n in nodes if n.priority == "CRITICAL" and n.status in ("active", "draft")
                and (tool in n.tool_names or "*" in n.tool_names) and any(r.pattern_matches(p, call) for p in n.file_patterns)]
        ids = [m.node.id for m in selected]
        for lesson in must:
            # Injected, unless the three slots went to CRITICAL lessons scoring at least as high.
            own = r.score(lesson, call).score
            crowded = len(selected) == r.MAX_ITEMS and all(
                m.node.priority == "CRITICAL" and m.score >= own - 1e-9 for m in selected)
            assert lesson.id in ids or crowded, (call, lesson, ids)
            calls += lesson.id in ids
    assert calls > 100  # the generated set really exercised the property


# --------------------------------------------------------------------------- the text


def test_text_names_label_priority_and_content_within_10000_chars():
    big = "- [ ] " + "x" * 20_000
    nodes = [node(f"n{i}", priority="CRITICAL", tools=["Edit"], files=["**/*.py"])._replace(content=big, label=f"L{i}")
             for i in range(3)]
    matches = r.select(nodes, "Edit", {"file_path": "/p/a.py"}, "/p")
    text = r.pre_tool_use_text(matches, "Edit")
    assert len(text) <= r.MAX_CONTEXT_CHARS
    for i in range(3):
        assert f"[CRITICAL] L{i}" in text  # long items are clipped, never dropped for it
    assert "truncated" in text


def test_fit_drops_lowest_ranked_items_first():
    items = ["first " + "a" * 4000, "second " + "b" * 4000, "third " + "c" * 4000]
    text = r.fit("header", items, ["footer note"])
    assert "first" in text and "second" in text and "third" not in text and "footer note" in text
    assert len(text) <= r.MAX_CONTEXT_CHARS


def test_the_hook_and_the_engine_agree_on_read_only_tools():
    from memcli import hook

    assert hook.READ_ONLY_TOOLS == r.READ_ONLY_TOOLS == {"Read", "Grep", "Glob", "LS"}
