"""Errors of the command-line layer (the rules core has its own in ``playaid.rules.errors``)."""

from __future__ import annotations


class UsageError(Exception):
    """Bad input from the user: reported as one line on stderr with exit status 2.

    ``prog`` names the command that refused it (``playaid score``); the CLI fills it in.
    """

    def __init__(self, message: str, prog: str | None = None) -> None:
        super().__init__(message)
        self.prog = prog
