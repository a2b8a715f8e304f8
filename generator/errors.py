"""Errors of the command-line layer (the rules core has its own in ``playaid.rules.errors``)."""

from __future__ import annotations

from playaid.rules.errors import Refusal

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from playaid.rules.text import Message, Said


class UsageError(Refusal):
    """Bad input from the user: reported as one line on stderr with exit status 2, in the
    session's language (a message of the text source and its values, as a
    :class:`~playaid.rules.errors.Refusal` holds them).

    ``prog`` names the command that refused it (``playaid score``); the CLI fills it in.
    """

    def __init__(self, message: Message | Said | Any, /, prog: str | None = None, **values: Any) -> None:
        super().__init__(message, **values)
        self.prog = prog
