"""Optional model backends behind the same interfaces as the built-in rules.

- ``backends``: Claude Code's CLI (``claude -p``) and the ``llm`` CLI, run
  with the request on stdin, their answers read back as JSON;
- ``prompts``: the fixed, versioned prompts and answer schemas;
- ``model_judge``: a lint judge (``--judge claude|llm``) with a verdict cache
  and a per-run budget; the built-in judge takes over when the model fails;
- ``extractor``: model candidates (``extract.backend = claude|llm``), each
  backed by a sentence quoted from the transcript;
- ``semantic``: local embeddings (``memcli[semantic]``) for recall, run by
  ``minilm``; ``source``: where that model's files come from
  (``recall.model_dir`` or the Hugging Face cache at a pinned revision) and
  the SHA-256 check each file passes before use.

Nothing here is imported unless a command asks for a model; the hook never
imports this package. This module imports nothing itself.
"""
