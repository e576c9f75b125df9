"""The model backends a store's configuration asks for, built from ``memcli.toml`` values."""

from __future__ import annotations

from memcli.lint.judge import BuiltinJudge
from memcli.models.backends import backend_for
from memcli.models.cache import AnswerCache
from memcli.models.extractor import ModelExtractor
from memcli.models.judge import CACHE_NAME, ModelJudge
from memcli.store import Store


def model_judge(store: Store, name: str) -> ModelJudge:
    """``--judge claude|llm``: ``lint.model``, ``lint.judge_timeout``, ``lint.max_model_pairs``, the verdict cache."""
    backend = backend_for(name, store.config["lint.model"], store.config["lint.judge_timeout"])
    cache = AnswerCache(store.state_dir, CACHE_NAME)
    return ModelJudge(backend, cache, store.config["lint.max_model_pairs"], BuiltinJudge())


def model_extractor(store: Store, name: str) -> ModelExtractor:
    """``extract.backend = claude|llm``: ``extract.model`` and ``extract.timeout``."""
    return ModelExtractor(backend_for(name, store.config["extract.model"], store.config["extract.timeout"]))
