"""The composition root: which judge, extractor and similarity a command uses, decided in one place.

The capabilities declare what they consume (lint's ``Judge``, extract's
``Extractor``, patterns' ``Similarity``) and take one object through a
parameter; none of them imports ``memcli.models`` or knows which backends
exist. This module does: the CLI (and, through it, the nightly pipeline)
asks it for the objects and hands them down.

Backends are registered by name, as pip registers its version-control
backends: one registry of judges (``lint.judge``) and one of extract
backends (``extract.backend``). Each entry is a factory that imports its
backend's module only when it builds one, so importing this module costs
only the standard library: ``memcli.config`` takes the two settings'
choices from the registries' names. Adding a backend is one class (in its
room) and one registered factory here::

    @JUDGES.register("mine")
    def _mine(store: Store) -> Judge:
        from memcli.lint.mine import MyJudge
        return MyJudge(store.config["lint.model"])

``tests/architecture`` lets this module's factories import any floor (they
run only when a command builds a backend) and checks that its module level
imports only the standard library; no capability imports this module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from memcli.consolidate.pipeline import Backends
    from memcli.extract.candidates import Extractor
    from memcli.lint.lint_run import Judge
    from memcli.patterns.recall_db import Similarity
    from memcli.store import Memory, Store

T = TypeVar("T")
Factory = Callable[["Store"], T]


class Registry(Generic[T]):
    """Backends by name, in the order registered; each name's factory builds the backend for a store."""

    def __init__(self, setting: str) -> None:
        self.setting = setting  # the configuration key whose value names one of them
        self._factories: dict[str, Factory[T]] = {}

    def register(self, name: str) -> Callable[[Factory[T]], Factory[T]]:
        """A decorator that registers a factory under ``name`` (a name registered twice is a mistake)."""

        def add(factory: Factory[T]) -> Factory[T]:
            if name in self._factories:
                raise ValueError(f"{self.setting}: a backend called {name!r} is already registered")
            self._factories[name] = factory
            return factory

        return add

    def unregister(self, name: str) -> None:
        """Forget ``name`` (tests that register a backend for one run)."""
        del self._factories[name]

    @property
    def names(self) -> tuple[str, ...]:
        """The registered names, in order: the setting's choices."""
        return tuple(self._factories)

    def __contains__(self, name: object) -> bool:
        return name in self._factories

    def __iter__(self) -> Iterator[str]:
        return iter(self._factories)

    def build(self, name: str, store: Store) -> T:
        """The backend called ``name`` for ``store`` (config and the CLI check names; a caller of the core API may
        not have)."""
        factory = self._factories.get(name)
        if factory is None:
            from memcli.errors import UsageError

            raise UsageError(f'{self.setting} expects one of {", ".join(self._factories)}; got "{name}"')
        return factory(store)


JUDGES: Registry[Judge | None] = Registry("lint.judge")
EXTRACT_BACKENDS: Registry[Extractor | None] = Registry("extract.backend")


# -------------------------------------------------------------------- judges (``lint.judge``, ``--judge``)


@JUDGES.register("builtin")
def _builtin_judge(store: Store) -> Judge:
    from memcli.lint.judge import BuiltinJudge

    return BuiltinJudge()


@JUDGES.register("claude")
def _claude_judge(store: Store) -> Judge:
    from memcli.models.model_judge import model_judge

    return model_judge(store, "claude")


@JUDGES.register("llm")
def _llm_judge(store: Store) -> Judge:
    from memcli.models.model_judge import model_judge

    return model_judge(store, "llm")


@JUDGES.register("none")
def _no_judge(store: Store) -> None:
    return None  # file findings only: lint looks for no candidate pairs


# -------------------------------------------------------------------- extract backends (``extract.backend``)


@EXTRACT_BACKENDS.register("rules")
def _rules_only(store: Store) -> None:
    return None  # the rules always run; nothing on top of them


@EXTRACT_BACKENDS.register("claude")
def _claude_extractor(store: Store) -> Extractor:
    from memcli.models.extractor import model_extractor

    return model_extractor(store, "claude")


@EXTRACT_BACKENDS.register("llm")
def _llm_extractor(store: Store) -> Extractor:
    from memcli.models.extractor import model_extractor

    return model_extractor(store, "llm")


# -------------------------------------------------------------------- what a command asks for


def judge_for(store: Store, judge: str | None = None, judge_cmd: str | None = None) -> Judge | None:
    """The judge to use: ``--judge-cmd``, else ``--judge``, else ``lint.judge_cmd``, else ``lint.judge``.

    ``None`` for ``none``. The external command is not a named backend: its
    own setting (``lint.judge_cmd``) chooses it, over any name.
    """
    from memcli.lint.judge_cmd import CommandJudge

    timeout = store.config["lint.judge_timeout"]
    if judge_cmd:
        return CommandJudge(judge_cmd, timeout)
    if judge is None and store.config["lint.judge_cmd"]:
        return CommandJudge(store.config["lint.judge_cmd"], timeout)
    return JUDGES.build(judge or store.config["lint.judge"], store)


def extractor_for(store: Store) -> Extractor | None:
    """What ``extract.backend`` adds to the rules' candidates (``None``: the rules alone)."""
    return EXTRACT_BACKENDS.build(store.config["extract.backend"], store)


def similarity_for(store: Store) -> Similarity | None:
    """Local embeddings for recall when ``recall.semantic`` is ``auto``, ``memcli[semantic]`` is installed and a
    checked model is found (``recall.model_dir`` or the Hugging Face cache), else ``None`` (full text alone)."""
    if store.config["recall.semantic"] == "off":
        return None
    from memcli.models.semantic import load_similarity  # imports the embedding model only when installed

    return load_similarity(store.config["recall.semantic"], store.state_dir, store.config["recall.model_dir"],
                           store.root)


def night_backends(store: Store) -> Backends:
    """The nightly run's judge and extractor, from the store's configuration."""
    from memcli.consolidate.pipeline import Backends

    return Backends(judge=judge_for(store), extractor=extractor_for(store))


def model_verdict_for(store: Store) -> Callable[[Memory, Memory], dict | None]:
    """The cached verdict a model judge gave on a pair (``lint explain``), read through the models room."""
    from memcli.models.model_judge import cached_verdict

    names = tuple(name for name in JUDGES.names if name not in ("builtin", "none"))
    return lambda a, b: cached_verdict(store, a, b, names)
