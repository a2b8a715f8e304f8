"""The jinja2 templates of playaid (``<name>.<ext>.jinja``), loaded with ``PackageLoader("playaid.templates", "")``."""
