"""The exceptions the rules core raises.

Every rule violation is a :class:`RulesError` (a :class:`ValueError`), with a message that says
what was wrong and what is allowed, so that the command line can print it as one line.
"""


class RulesError(ValueError):
    """Something the rules do not allow, or input that does not describe a game state."""


class InvalidNotation(RulesError):
    """Text or data that cannot be read as the thing it should describe."""


class IllegalPayment(RulesError):
    """A payment or bid that the coins or cards at hand cannot make exactly."""


class IllegalBid(RulesError):
    """A bid or pass that the auction rules forbid at this moment."""


class IllegalPlacement(RulesError):
    """A card, tile or piece put where the rules do not let it go."""


class IllegalAction(RulesError):
    """An action taken out of turn, in the wrong phase, or without its preconditions."""
