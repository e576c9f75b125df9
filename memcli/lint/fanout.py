"""Judging a run's candidate pairs on every core, in an order that meets each memory's pairs close together.

``BuiltinJudge.judge_all`` (``memcli.lint.judge``) judges through ``judged``.
The pairs are met in the locality order (``locality_order``: each pair at
the later of its two memories' ranks in a breadth first walk over the pair
graph, so a memory's pairs come close together and its claim lines are read
once, then forgotten after its last pair). Many pairs are
judged in forked children that share that order from its two ends
(``memcli.parallel.take_from_ends``): each takes the next stretch when it is
ready for more, so both end together however the machine serves them, where
two fixed halves left one core idle while the slower half finished. Each
child works out the order itself (it is the same everywhere), so the parent
forks at once. Each verdict depends on its pair alone, so who judged it, and
in what order, changes none; a pair judged twice where the two ends met
gives the same verdict twice.
"""

from __future__ import annotations

from array import array
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Protocol

from memcli import parallel
from memcli.lint.pairing import pair_ends
from memcli.store import Memory

Found = list[tuple[int, str, "str | None", "str | None", str]]  # (pair index, verdict, claim A, claim B, rule)


class PairJudge(Protocol):
    """What ``judged`` needs of a judge (the built-in one)."""

    def judge(self, a: Memory, b: Memory) -> Any:
        """A verdict with ``verdict``, ``claim_a``, ``claim_b`` and ``rule``."""

    def forget(self, memory: Memory) -> None:
        """Drop what was kept about ``memory``."""


def judged(judge: PairJudge, pairs: Sequence[Any], unrelated: object, many: int,
           meanwhile: Callable[[], object] | None = None) -> Iterator[tuple[int, str, str | None, str | None, str]]:
    """``(pair index, verdict, claim A, claim B, rule)`` of each pair (objects with ``a`` and ``b``) whose verdict
    is not ``unrelated`` (the judge's own object for it), in no set order; a pair may come twice, with the same
    verdict. From ``many`` pairs' work (``work_reaches``) they are judged in forked
    children; ``meanwhile()`` runs in this process while they judge (before judging here when there are none)."""
    memories, ends = pair_ends(pairs)
    nodes = len(memories)
    total = len(pairs)
    if parallel.workers() > 1 and work_reaches(memories, ends, many):
        parallel.give_back_memory()  # each child starts with this process's resident memory

        def work(cursor: parallel.Cursor) -> Found:
            return judge_stretches(judge, memories, unrelated, ends, locality_order(ends, nodes), cursor,
                                   cursor.forward, cursor.beyond)

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
        found.append(judge_stretches(judge, memories, unrelated, ends, locality_order(ends, nodes), missing, True,
                                     lambda position: position >= total or not todo[position]))
    for part in found:
        yield from part


# a pair's work grows with both bodies' length (its sentence pairs): a pair of notes under this many characters
# counts one, and longer ones count the product of their lengths in these units
_WORK_UNIT = 500


def work_reaches(memories: Sequence[Memory], ends: array, many: int) -> bool:
    """Whether judging the pairs of ``ends`` is at least ``many`` pairs' work of short notes: worth a fork.

    A folder of 87 long notes (a real one, about 10 kB each) makes only 341 pairs
    but 71,537 sentence pairs to compare; counted by pairs alone, it was
    judged on one core for seconds while the other idled.
    """
    pairs = len(ends) // 2
    if pairs >= many:
        return True
    units = [len(memory.body) // _WORK_UNIT + 1 for memory in memories]
    work = 0
    for k in range(pairs):
        work += units[ends[2 * k]] * units[ends[2 * k + 1]]
        if work >= many:
            return True
    return False


def judge_stretches(judge: PairJudge, memories: Sequence[Memory], unrelated: object, ends: array, order: array,
                    stretches: Iterable[range], forward: bool, beyond: Callable[[int], bool]) -> Found:
    """The pairs at the positions of ``stretches`` of ``order`` whose verdict is not ``unrelated``, as plain data.

    Pair k is ``memories[ends[2k]]`` against ``memories[ends[2k + 1]]`` (no pair object made for each of
    282,000 pairs). ``forward``: the stretches run up the order (else down). A memory is forgotten once its
    next pair in that direction is ``beyond`` this worker's reach (done by another, or past the end).
    """
    uses = next_uses(order, ends, len(memories), forward)
    found: Found = []
    for stretch in stretches:
        for position in stretch:
            index = order[position]
            a, b = memories[ends[2 * index]], memories[ends[2 * index + 1]]
            judgement = judge.judge(a, b)
            if judgement is not unrelated:
                found.append((index, judgement.verdict, judgement.claim_a, judgement.claim_b, judgement.rule))
            if beyond(uses[2 * position]):
                judge.forget(a)
            if beyond(uses[2 * position + 1]):
                judge.forget(b)
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


def locality_order(ends: array, nodes: int) -> array:
    """Pair indices, so a memory's pairs come close together and a stretch of the order reads few memories.

    ``ends[2k]`` and ``ends[2k + 1]`` are the two memories (as ids below
    ``nodes``) of pair ``k``. The memories are ranked in the order a breadth
    first walk over the pair graph meets them; a pair comes at the rank of
    the later of its two memories (then of the earlier). So the pairs before
    any point of the order touch only the memories ranked up to it: the
    child judging from the front reads each of those once, and the two
    children read fewer memories both (at 50,000 memories, 63,600 claim
    readings where the breadth first order of the pairs themselves took
    70,100, and a third fewer memories kept at once).
    """
    rank = meeting_ranks(ends, nodes)
    first, second = map(rank.__getitem__, ends[0::2]), map(rank.__getitem__, ends[1::2])
    keys = [a * nodes + b if a > b else b * nodes + a for a, b in zip(first, second)]
    return array("i", sorted(range(len(keys)), key=keys.__getitem__))


def meeting_ranks(ends: array, nodes: int) -> list[int]:
    """Each memory's position in the order a breadth first walk over the pair graph meets it (the walk starts
    from each pair's A in turn while one is left unmet; a memory's partners are met in the order of its pairs)."""
    partners: list[list[int]] = [[] for _ in range(nodes)]
    for a, b in zip(ends[0::2], ends[1::2]):
        partners[a].append(b)
        partners[b].append(a)
    rank = [-1] * nodes
    met = 0
    for first in ends[::2]:
        if rank[first] >= 0:
            continue
        rank[first] = met
        met += 1
        queue = deque([first])
        while queue:
            for other in partners[queue.popleft()]:
                if rank[other] < 0:
                    rank[other] = met
                    met += 1
                    queue.append(other)
    return rank
