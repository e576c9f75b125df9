"""The built-in judge over a run's candidate pairs, on every core (``BuiltinJudge.judge_all``).

The pairs are met in the locality order (``judge.locality_order``: breadth
first over the pair graph, so a memory's pairs come close together and its
claim lines are read once, then forgotten after its last pair). Many pairs
are judged in forked children that share that order from its two ends
(``memcli.parallel.take_from_ends``): each takes the next stretch when it
is ready for more, so both end together however the machine serves them,
where two fixed halves left one core idle while the slower half finished.
Each child works out the order itself (it is the same everywhere), so the
parent forks at once. Each verdict depends on its pair alone, so who judged
it, and in what order, changes none; a pair judged twice where the two ends
met gives the same verdict twice.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Sequence

from memcli import parallel
from memcli.lint import judge as judge_module
from memcli.lint.judge import BuiltinJudge, Judgement, Pair, locality_order
from memcli.lint.pairing import pair_ends

Found = list[tuple[int, str, "str | None", "str | None", str]]  # (pair index, verdict, claim A, claim B, rule)


def judge_all(judge: BuiltinJudge, pairs: Sequence[Pair], meanwhile: Callable[[], object] | None = None) -> list[Judgement]:
    """Every pair's verdict, in pair order; ``meanwhile()`` runs in this process while children judge (before
    judging here when there are none)."""
    memories, ends = pair_ends(pairs)
    nodes = len(memories)
    total = len(pairs)
    if total >= judge_module.PARALLEL_PAIRS and parallel.workers() > 1:
        parallel.give_back_memory()  # each child starts with this process's resident memory

        def work(cursor: parallel.Cursor) -> Found:
            return judge_stretches(judge, pairs, ends, nodes, locality_order(ends, nodes), cursor, cursor.forward,
                                   cursor.beyond)

        # the children make no reference cycles: no collector
        found, missing = parallel.take_from_ends(work, total, collect=False, meanwhile=meanwhile)
    else:
        if meanwhile is not None:
            meanwhile()
        found, missing = [], [range(total)] if total else []
    if missing:  # no child, or one failed: its positions are judged here
        todo = bytearray(total)
        for stretch in missing:
            todo[stretch.start:stretch.stop] = b"\1" * len(stretch)
        found.append(judge_stretches(judge, pairs, ends, nodes, locality_order(ends, nodes), missing, True,
                                     lambda position: position >= total or not todo[position]))
    results = [judge_module._UNRELATED] * total
    for part in found:
        for index, verdict, claim_a, claim_b, rule in part:
            results[index] = Judgement(verdict, claim_a, claim_b, rule)
    return results


def judge_stretches(judge: BuiltinJudge, pairs: Sequence[Pair], ends: array, nodes: int, order: array,
                    stretches: Iterable[range], forward: bool, beyond: Callable[[int], bool]) -> Found:
    """The pairs at the positions of ``stretches`` of ``order`` that are not unrelated, as plain data.

    ``forward``: the stretches run up the order (else down). A memory is forgotten once its next pair in
    that direction is ``beyond`` this worker's reach (done by another, or past the end).
    """
    uses = next_uses(order, ends, nodes, forward)
    unrelated = judge_module._UNRELATED
    found: Found = []
    for stretch in stretches:
        for position in stretch:
            index = order[position]
            pair = pairs[index]
            judgement = judge.judge(pair.a, pair.b)
            if judgement is not unrelated:
                found.append((index, judgement.verdict, judgement.claim_a, judgement.claim_b, judgement.rule))
            if beyond(uses[2 * position]):
                judge.forget(pair.a)
            if beyond(uses[2 * position + 1]):
                judge.forget(pair.b)
    return found


def next_uses(order: array, ends: array, nodes: int, forward: bool) -> array:
    """For position p of ``order`` and each end k (0: A, 1: B) of its pair, at ``2p + k``: the next position,
    going ``forward`` (up) or not (down), whose pair holds that memory again; ``len(order)`` (up) or -1 (down)
    when none does. ``ends[2i]`` and ``ends[2i + 1]`` are pair i's memories as ids below ``nodes``."""
    total = len(order)
    uses = array("i", bytes(8 * total))
    last = array("i", [total if forward else -1]) * nodes
    for position in range(total - 1, -1, -1) if forward else range(total):
        index = order[position]
        a, b = ends[2 * index], ends[2 * index + 1]
        uses[2 * position], uses[2 * position + 1] = last[a], last[b]
        last[a] = last[b] = position
    return uses
