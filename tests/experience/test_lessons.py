"""Lesson extraction: [PROCESS_KNOWLEDGE] blocks, user corrections, transcripts (docs/contracts.md §9 Stop rules)."""

from __future__ import annotations

import shutil

from memcli.experience import lessons as L
from tests.experience.util import transcript_line, write_transcript

FULL_BLOCK = """[PROCESS_KNOWLEDGE]
type: checklist
label: Version Bump Files
priority: CRITICAL
description: Files that change together
triad: deployment
trigger_conditions:
  tool_names: ["Write", "Edit"]
  file_patterns:
    - "**/plugin.json"
    - '**/marketplace.json'
  action_keywords: [version, bump]
checklist:
  - pyproject.toml
  - [ ] plugin.json
  - marketplace.json
[/PROCESS_KNOWLEDGE]"""


def test_block_with_every_part():
    (lesson,) = L.blocks_in("Done.\n" + FULL_BLOCK + "\nBye.", "t.jsonl:4")
    assert (lesson.label, lesson.process_type, lesson.priority, lesson.grouping) == (
        "Version Bump Files", "checklist", "CRITICAL", "deployment")
    assert lesson.trigger("tool_names") == ("Write", "Edit")
    assert lesson.trigger("file_patterns") == ("**/plugin.json", "**/marketplace.json")
    assert lesson.trigger("action_keywords") == ("version", "bump")
    assert lesson.trigger("context_keywords") == ()
    assert lesson.body == "- [ ] pyproject.toml\n- [ ] plugin.json\n- [ ] marketplace.json"
    assert lesson.source == "t.jsonl:4" and lesson.kind == "block"


def test_unquoted_inline_list_does_not_abort_extraction():
    """A reference bug: ``[Write, Edit]`` went to json.loads, raised, and every lesson of the Stop was lost."""
    text = ("[PROCESS_KNOWLEDGE]\nlabel: First\ntrigger_conditions:\n  tool_names: [Write, Edit]\n"
            "  file_patterns: [**/a.json, src/*.py]\n[/PROCESS_KNOWLEDGE]\n"
            "[PROCESS_KNOWLEDGE]\nlabel: Second\n[/PROCESS_KNOWLEDGE]")
    first, second = L.blocks_in(text)
    assert first.trigger("tool_names") == ("Write", "Edit")
    assert first.trigger("file_patterns") == ("**/a.json", "src/*.py")
    assert second.label == "Second"


def test_priority_defaults_to_medium_and_type_is_the_process_type():
    (lesson,) = L.blocks_in("[PROCESS_KNOWLEDGE]\ntype: warning\nlabel: X\nrisk: r\nmitigation: m\n[/PROCESS_KNOWLEDGE]")
    assert (lesson.priority, lesson.process_type, lesson.body) == ("MEDIUM", "warning", "Risk: r\nMitigation: m")
    (lesson,) = L.blocks_in("[PROCESS_KNOWLEDGE]\ntype: pattern\nlabel: P\npriority: bogus\npattern:\n  when: w\n  then: t\n[/PROCESS_KNOWLEDGE]")
    assert (lesson.priority, lesson.body) == ("MEDIUM", "When: w\nThen: t")
    (lesson,) = L.blocks_in("[PROCESS_KNOWLEDGE]\ntype: requirement\nlabel: R\nrequirement:\n  must: m\n  rationale: why\n[/PROCESS_KNOWLEDGE]")
    assert lesson.body == "Must: m\nRationale: why"


def test_block_without_label_or_closing_tag_is_ignored_and_the_others_kept():
    text = ("[PROCESS_KNOWLEDGE]\ntype: checklist\ndescription: no label\n[/PROCESS_KNOWLEDGE]\n"
            "[PROCESS_KNOWLEDGE]\nlabel: Never closed\n"
            "[PROCESS_KNOWLEDGE]\nlabel: Good one\nchecklist:\n- item\n[/PROCESS_KNOWLEDGE]")
    assert [lesson.label for lesson in L.blocks_in(text)] == ["Good one"]
    assert L.blocks_in(text)[0].body == "- [ ] item"


def test_garbage_inside_a_block_never_raises():
    text = "[PROCESS_KNOWLEDGE]\nlabel: G\ntrigger_conditions:\n  tool_names: [\"unclosed, 'x\n  : :\n- -\n\t\tweird\n[/PROCESS_KNOWLEDGE]"
    (lesson,) = L.blocks_in(text)
    assert lesson.label == "G"


def test_corrections_and_lessons_learned():
    text = ("You forgot to update marketplace.json. You missed the CHANGELOG.md entry! "
            "Don't forget to run the tests before committing.\nYou should have checked the lock file first.\n"
            "Lesson learned: always tag the release after the bump.")
    found = L.correction_lessons(text, "t:9")
    assert [f.label for f in found] == [
        "Don't forget: update marketplace.json", "Don't miss: the CHANGELOG.md entry",
        "Don't forget: run the tests before committing", "You should have checked the lock file first",
        "Lesson learned: always tag the release after the bump"]
    assert all(f.priority == "HIGH" and f.process_type == "requirement" for f in found)
    assert found[0].trigger("file_patterns") == ("**/marketplace.json",)
    assert found[2].trigger("file_patterns") == ()
    assert found[4].kind == "lesson_learned"


def test_correction_keywords_are_never_short_or_stop_words():
    (lesson,) = L.correction_lessons("you forgot to do it to the end of the file config.yaml")
    keywords = lesson.trigger("action_keywords")
    assert keywords and all(len(k) >= 3 and k not in ("to", "the", "end") for k in keywords)


def test_vague_or_empty_corrections_are_not_lessons():
    assert L.correction_lessons("I don't think you missed anything.") == []
    assert L.correction_lessons("you forgot to") == []
    assert L.correction_lessons("```\nyou forgot to update x.json\n```") == []  # code is not a correction


def test_same_lesson_twice_has_one_key():
    first = L.correction_lessons("You forgot to update marketplace.json.")[0]
    again = L.correction_lessons("don't forget to update   Marketplace.json")[0]
    assert first.key == again.key
    block = L.blocks_in("[PROCESS_KNOWLEDGE]\nlabel: Same\n[/PROCESS_KNOWLEDGE]")[0]
    block_again = L.blocks_in("[PROCESS_KNOWLEDGE]\nlabel:  same \nchecklist:\n- other\n[/PROCESS_KNOWLEDGE]")[0]
    assert block.key == block_again.key


def test_transcript_user_text_only_for_corrections(tmp_path):
    """A reference bug: corrections were detected in the assistant's own text."""
    path = write_transcript(tmp_path / "t.jsonl", [
        transcript_line("user", "Please bump the version."),
        transcript_line("assistant", [{"type": "text", "text": "Oops, you forgot to update assistant.json."},
                                      {"type": "thinking", "thinking": "you forgot to update thinking.json"}]),
        transcript_line("user", [{"type": "tool_result", "tool_use_id": "t", "content": "you forgot to update tool.json"}]),
        transcript_line("user", "Stop hook feedback:\nyou forgot to update hookfeedback.json", isMeta=True),
        transcript_line("user", "you forgot to update sidechain.json", isSidechain=True),
        transcript_line("user", [{"type": "text", "text": "You forgot to update marketplace.json."}]),
        "{not json at all, but it says you forgot something}",
    ])
    found, warnings = L.lessons_from_transcript(str(path))
    assert [f.label for f in found] == ["Don't forget: update marketplace.json"]
    assert found[0].source == f"{path}:6"
    assert warnings == [f"1 unreadable line(s) in {path} skipped"]


def test_blocks_come_from_any_conversation_text_but_not_tool_results(tmp_path):
    """A reference bug: blocks were only extracted when another block type was present too."""
    block = "[PROCESS_KNOWLEDGE]\nlabel: Alone\n[/PROCESS_KNOWLEDGE]"
    tool_block = "[PROCESS_KNOWLEDGE]\nlabel: From a file read\n[/PROCESS_KNOWLEDGE]"
    path = write_transcript(tmp_path / "t.jsonl", [
        transcript_line("assistant", [{"type": "text", "text": "Summary.\n" + block}]),
        transcript_line("user", [{"type": "tool_result", "tool_use_id": "t", "content": tool_block}]),
    ])
    found, _ = L.lessons_from_transcript(str(path))
    assert [f.label for f in found] == ["Alone"]


def test_real_transcripts_hold_no_false_lessons(tmp_path, shared_data):
    for name in ("claude-reliability__coverage-test-fix.jsonl", "claude-code-viewer__fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"):
        copy = tmp_path / name
        shutil.copy(shared_data / "claude-code-transcripts" / name, copy)
        found, warnings = L.lessons_from_transcript(str(copy))
        assert found == [] and warnings == []


def test_real_transcript_with_an_appended_correction_is_found(tmp_path, shared_data):
    copy = tmp_path / "t.jsonl"
    shutil.copy(shared_data / "claude-code-transcripts" / "claude-reliability__coverage-test-fix.jsonl", copy)
    lines = copy.read_text().splitlines()
    lines.append(transcript_line("user", "You forgot to add multiply_numbers to README.md."))
    copy.write_text("\n".join(lines) + "\n")
    found, _ = L.lessons_from_transcript(str(copy))
    assert [f.label for f in found] == ["Don't forget: add multiply_numbers to README.md"]
    assert found[0].source.endswith(f":{len(lines)}")


def test_payload_transcript_path_resolution(tmp_path):
    assert L.payload_transcript({"transcript_path": "t.jsonl", "cwd": "/work"}) == "/work/t.jsonl"
    assert L.payload_transcript({"transcript_path": 5}) is None
    assert L.payload_transcript({"transcript_path": "~/x.jsonl"}).endswith("/x.jsonl")


def test_payload_without_transcript_uses_last_assistant_message():
    payload = {"transcript_path": "/nope/t.jsonl",
               "last_assistant_message": "[PROCESS_KNOWLEDGE]\nlabel: From last message\n[/PROCESS_KNOWLEDGE]"}
    found, warnings = L.lessons_from_payload(payload)
    assert [f.label for f in found] == ["From last message"]
    assert warnings == ["transcript /nope/t.jsonl not found"]


def test_parse_list():
    assert L.parse_list('[Write, "Edit", \'Multi, Edit\']') == ["Write", "Edit", "Multi, Edit"]
    assert L.parse_list("[]") == []
    assert L.parse_list("Write") == ["Write"]
