"""The built-in judge's verdicts kept between lint runs (``.memcli/cache/lint-verdicts.marshal``).

A pair's verdict is a function of what the judge reads and nothing else:
the two memories as parsed (path, frontmatter, body), which of the store's
names (``CandidateSet.names``) those texts contain, the store's common words
(``CandidateSet.common``) and the judge's own code. A pair's key is a digest
of the first two; the file's header holds a digest of the other two, and a
header that differs discards the whole file. So a verdict is reused only when
judging again would give the same one, and a second run over an unchanged
store judges nothing. The file keeps the pairs of the last run only: it never
grows past one run's candidates.

The file is the read caches' frame (``memcli.formats.cache_frame``: magic,
CRC-32, marshal blob) around one mapping::

    {"format": FORMAT, "header": (code digest, common words digest),
     "unrelated": bytes of array("Q") keys, "found": {key: (verdict, claim A, claim B, rule)}}

Deleting it loses nothing; any error reading it means "no cache".
"""

from __future__ import annotations

import hashlib
import marshal
from array import array
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import memcli
from memcli.lint.claims import subject_texts
from memcli.lint.judge import UNRELATED, BuiltinJudge, Judgement, Pair
from memcli.lint.judging import JudgeDefaults
from memcli.lint.pairing import pair_ends
from memcli.lint.slots import TITLED
from memcli.store import Memory
from memcli.store.parse_cache import read_framed, write_framed
from memcli.text import words

FORMAT = 1
FILE_NAME = "lint-verdicts.marshal"


def cache_path(state_dir: Path) -> Path:
    """Where the verdicts of a store's last lint run are kept (beside the read caches)."""
    return state_dir / "cache" / FILE_NAME


@lru_cache(maxsize=1)
def code_digest() -> str:
    """A digest of memcli's Python sources: a new version, or any edit, judges every pair afresh.

    The whole package rather than the judge's modules: what the judge
    imports changes as the code does, and 1.7 MB hash in a few milliseconds.
    """
    digest = hashlib.blake2b(digest_size=16)
    package = Path(memcli.__file__).resolve().parent
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def run_header(judge: BuiltinJudge) -> tuple[str, str]:
    """What every verdict of this run depends on besides its two memories: the code, switched-off guards and
    the store's common words."""
    from memcli.lint.conflicts.guards import SWITCHED_OFF  # ablation runs switch guards off by name

    common = hashlib.blake2b("\0".join(sorted(judge.common)).encode(), digest_size=16).hexdigest()
    return code_digest() + ":" + ",".join(sorted(SWITCHED_OFF)), common


def pair_keys(pairs: Sequence[Pair], names: frozenset[str], digests: Sequence[int] | None = None) -> array:
    """One 64-bit key per pair, from the digests of both memories as the judge reads them (``memory_digest``).

    The two digests are mixed arithmetically, not hashed again: they are
    already uniform, and hundreds of thousands of pairs are keyed per run.
    ``digests``: ``memory_digests`` of the pairs' memories (``pairing.pair_ends``), made beforehand.
    """
    items, ends = pair_ends(pairs)  # each memory once, by its index: digested once
    if digests is not None and len(digests) == len(items):
        digest: Sequence[int] = digests
    else:
        used = set(ends)
        digest = memory_digests(items, names, used.__contains__)
    # not symmetric: (A, B) and (B, A) differ
    return array("Q", ((digest[i] ^ (digest[j] * _ODD)) & _MASK for i, j in zip(ends[0::2], ends[1::2])))


def memory_digests(memories: Sequence[Memory], names: frozenset[str],
                   wanted: Callable[[int], bool] = lambda n: True) -> array:
    """The first 8 bytes of each memory's ``memory_digest`` as an int (0 for those not ``wanted``, by position)."""
    titled = frozenset(name[len(TITLED):] for name in names if name.startswith(TITLED))
    return array("Q", (int.from_bytes(memory_digest(m, names, titled)[:8], "little") if wanted(n) else 0
                       for n, m in enumerate(memories)))


_ODD = 0x9E3779B97F4A7C15  # an odd multiplier: distinct B digests stay distinct
_MASK = (1 << 64) - 1


def memory_digest(memory: Memory, names: frozenset[str], titled: frozenset[str] | None = None) -> bytes:
    """A digest of what the judge reads of one memory: its path, frontmatter, body, and the store's names in them.

    A name is a word (``slots.capitalised_words``, or ``slots.TITLED`` and a
    word: ``titled`` holds those words, found from ``names`` when not given),
    and the judge asks of a word of the memory's text whether it is one: the
    store's names that are not words of this text cannot change its reading.
    """
    if titled is None:
        titled = frozenset(name[len(TITLED):] for name in names if name.startswith(TITLED))
    meta = repr(memory.meta)  # insertion order is the file's: the same file gives the same text
    # the judge reads names in the body and the subject's texts (``claims.subject_texts``), not in other fields
    found = set(words(memory.body + "\n" + "\n".join(subject_texts(memory.meta, ""))))
    present = sorted(names.intersection(found)) + sorted(TITLED + word for word in titled.intersection(found))
    text = "\0".join((memory.rel, memory.file_name, meta, memory.body, " ".join(present)))
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


_UNRELATED = Judgement(UNRELATED)
Kept = tuple[set[int], dict[int, tuple]]  # the unrelated pairs' keys; the other pairs' (verdict, claims, rule)


def load(state_dir: Path, header: tuple[str, str]) -> Kept:
    """The last run's verdicts, or none when the file is missing, damaged, of another format or another header."""
    data = read_framed(cache_path(state_dir))
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("header") != header:
        return set(), {}
    unrelated, found = data.get("unrelated"), data.get("found")
    if not isinstance(unrelated, bytes) or len(unrelated) % 8 or not isinstance(found, dict):
        return set(), {}
    if not all(isinstance(v, tuple) and len(v) == 4 for v in found.values()):
        return set(), {}
    keys = array("Q")
    keys.frombytes(unrelated)
    return set(keys), found


def save(state_dir: Path, header: tuple[str, str], keys: array, results: Sequence[Judgement]) -> bool:
    """Keep this run's verdicts (atomically, replacing the last run's); ``False`` when the file cannot be written."""
    kept = [(key, r) for key, r in zip(keys, results) if not r.error]  # a failure is tried again next run
    unrelated = array("Q", (key for key, r in kept if r.verdict == UNRELATED))
    found = {key: (r.verdict, r.claim_a, r.claim_b, r.rule) for key, r in kept if r.verdict != UNRELATED}
    blob = marshal.dumps({"format": FORMAT, "header": header, "unrelated": unrelated.tobytes(), "found": found})
    return write_framed(cache_path(state_dir), blob)


class _Subset(Sequence[Pair]):
    """The pairs at some positions of a sequence (the judge's pair sequence stays compact)."""

    def __init__(self, pairs: Sequence[Pair], positions: Sequence[int]) -> None:
        self._pairs, self._positions = pairs, positions

    def __len__(self) -> int:
        return len(self._positions)

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self._pairs[p] for p in self._positions[index]]
        return self._pairs[self._positions[index]]

    def __iter__(self) -> Iterator[Pair]:
        return (self._pairs[p] for p in self._positions)


class CachingJudge(JudgeDefaults):
    """The built-in judge, deciding only the pairs whose verdict the last run did not leave (see the module)."""

    def __init__(self, judge: BuiltinJudge, state_dir: Path, *, keep: bool = True,
                 digests: Sequence[int] | None = None) -> None:
        self.judge_itself = judge
        self.state_dir = state_dir
        self.keep = keep  # write this run's verdicts for the next one
        self.name = judge.name
        self.digests = digests  # the pairs' memories' digests, when made beforehand (see ``pair_keys``)

    def judge(self, a: Memory, b: Memory) -> Judgement:
        """One pair's verdict, from the judge itself."""
        return self.judge_itself.judge(a, b)

    def judge_all(self, pairs: Sequence[Pair]) -> list[Judgement]:
        """Every pair's verdict, in order: the last run's where it holds, the judge's for the rest."""
        header = run_header(self.judge_itself)
        unrelated, found = load(self.state_dir, header)
        if not (unrelated or found):
            return self._judge_every_pair(pairs, header)
        keys = pair_keys(pairs, self.judge_itself.names, self.digests)
        results: list[Any] = [_UNRELATED if key in unrelated else Judgement(*found[key]) if key in found else None
                              for key in keys]
        del unrelated, found  # the judge's processes need not start with them
        missing = array("i", (n for n, result in enumerate(results) if result is None))
        if missing:
            for position, judgement in zip(missing, self.judge_itself.judge_all(_Subset(pairs, missing))):
                results[position] = judgement
        if self.keep and missing:
            save(self.state_dir, header, keys, results)
        return results

    def _judge_every_pair(self, pairs: Sequence[Pair], header: tuple[str, str]) -> list[Judgement]:
        """A first run (nothing kept): every pair judged, and keyed while the judge's processes work (this
        process only waits for them), off the run's critical path."""
        keyed: list[array] = []
        meanwhile = (lambda: keyed.append(pair_keys(pairs, self.judge_itself.names, self.digests))) if self.keep and pairs else None
        results = self.judge_itself.judge_all(pairs, meanwhile=meanwhile)
        if keyed:
            save(self.state_dir, header, keyed[0], results)
        return results
