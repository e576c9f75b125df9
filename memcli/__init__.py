"""memcli: a directory of markdown files with YAML frontmatter as an agent's long-term memory."""

__version__ = "0.1.0"
