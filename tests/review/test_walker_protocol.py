"""``memcli.walker`` with a scripted screen: keys, help, quitting, Ctrl-C, wrapping — no terminal needed."""

from __future__ import annotations

import io

from memcli.walker import Action, LineInput, Outcome, WalkSummary, side_by_side, walk, wrap

YES = Action("y", "yes", "say yes")


class Script:
    """A screen that plays back keys; ``KeyboardInterrupt`` where the script says ``^C``."""

    width = 60

    def __init__(self, keys: list[str]) -> None:
        self.keys = list(keys)
        self.shown: list[str] = []

    def show(self, text: str) -> None:
        self.shown.append(text)

    def key(self, prompt: str) -> str | None:
        self.shown.append(prompt)
        if not self.keys:
            return None
        key = self.keys.pop(0)
        if key == "^C":
            raise KeyboardInterrupt
        return key


class Numbers:
    """A queue of three numbers; ``y`` counts as "said yes"."""

    noun = "number"
    labels = ("said yes",)
    dry_run = False

    def __init__(self) -> None:
        self.applied: list[int] = []

    def items(self) -> list[int]:
        return [1, 2, 3]

    def render(self, item: int, position: int, total: int, width: int) -> list[str]:
        return [f"Number {position}/{total}: {item}"]

    def actions(self, item: int) -> list[Action]:
        return [YES]

    def apply(self, item: int, action: Action, screen) -> Outcome:
        self.applied.append(item)
        return Outcome(f"yes to {item}", "said yes")


def test_keys_help_unknown_and_the_summary():
    queue, screen = Numbers(), Script(["?", "x", "y", "s", "y"])
    summary = walk(queue, screen)
    assert queue.applied == [1, 3]
    assert summary == WalkSummary("number", 3, 3, (("said yes", 2), ("skipped", 1)), None)
    assert summary.text() == "Reviewed 3 of 3 number(s): said yes 2, skipped 1"
    text = "\n".join(screen.shown)
    assert "[y] yes  [s] skip  [q] quit  [?] help > " in text
    assert "  y  yes — say yes" in text and "  s  skip — leave it for later" in text
    assert "(unknown key 'x'; press ? for help)" in text


def test_quit_and_end_of_input_keep_what_was_decided():
    queue = Numbers()
    summary = walk(queue, Script(["y", "q"]))
    assert queue.applied == [1] and summary.text() == "Reviewed 1 of 3 number(s): said yes 1, skipped 0 (quit early)"
    assert walk(Numbers(), Script(["y"])).stopped == "quit"  # the script runs out: end of input


def test_ctrl_c_stops_keeps_decisions_and_says_interrupted():
    queue = Numbers()
    summary = walk(queue, Script(["y", "^C"]))
    assert queue.applied == [1] and summary.interrupted
    assert summary.text().endswith("(interrupted; every decision taken is kept)")


def test_line_input_reads_one_answer_per_line():
    out = io.StringIO()
    screen = LineInput(io.StringIO("yes please\n\nsure\n"), out)
    assert [screen.key("> "), screen.key("> "), screen.key("> "), screen.key("> ")] == ["y", " ", "s", None]


def test_long_names_wrap_whole_and_pairs_stack_when_narrow():
    name = "auto/" + "x" * 150 + ".md"
    lines = wrap(name, 40, "  ", "File ")
    assert all(len(line) <= 40 for line in lines)
    assert "".join(line[5 if i == 0 else 2:] for i, line in enumerate(lines)) == name
    assert side_by_side(["A: a.md"], ["B: b.md"], 60) == ["A: a.md", "", "B: b.md"]
    wide = side_by_side(["A: a.md"], ["B: b.md"], 120)
    assert wide == ["A: a.md" + " " * (58 - len("A: a.md")) + " │ B: b.md"]
