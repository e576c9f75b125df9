"""The nightly consolidation: orchestrates the capability rooms, owns no rules of its own."""
