"""The thin CLI layer: parse arguments, call the core modules, render their results."""
