"""``playaid tolomeo ACTION``: table helpers for Tolomeo, one sub-action each.

Each action is a ``(help, configure, run)`` entry in :data:`ACTIONS`; adding one is adding an
entry. Today there is ``events``, which deals the astronomical event deck.
"""

from __future__ import annotations

import argparse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from generator.cli import Streams

HELP = "Tolomeo helpers: deal the astronomical event deck (with or without the Eclipsis)"
DESCRIPTION = "Helpers for a game of Tolomeo. Pick an action; 'playaid tolomeo ACTION --help' tells more."
EXAMPLES = """\
examples:
  playaid tolomeo events                       deal the twelve event cards; prints the seed used
  playaid tolomeo events --eclipsis --seed 7   add the Eclipsis the rulebook's way, repeatably
  playaid tolomeo events --json                {"deck": [...], "seed": N, "eclipsis": false}"""

#: Seeds given on the command line: any whole number in this range.
SEED_LIMIT = 2**64
#: Seeds picked for the user are short enough to type back.
PICKED_SEEDS = 1_000_000


def seed(text: str) -> int:
    """An argparse type: a whole number 0 <= N < 2**64, with a one-line complaint otherwise."""
    raw = text.strip()
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 20 or int(raw) >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {SEED_LIMIT - 1}, not {text[:30]!r}")
    return int(raw)


def configure_events(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--eclipsis", action="store_true",
                        help="add the Eclipsis: two cards set aside unseen, the Eclipsis shuffled into the "
                             "other ten, one set-aside card under the deck and one on top")
    parser.add_argument("--seed", type=seed, metavar="N",
                        help="deal reproducibly from seed N (without it a seed is picked and printed)")
    parser.add_argument("--json", action="store_true", help='print {"deck": [...], "seed": N, "eclipsis": bool}')


def run_events(args: argparse.Namespace, io: Streams) -> int:
    import json
    import random

    from rules import tolomeo as t

    picked = args.seed is None
    n = random.SystemRandom().randrange(PICKED_SEEDS) if picked else args.seed
    deck = t.deal_events(random.Random(n), eclipsis=args.eclipsis)
    if args.json:
        io.out.write(json.dumps({"deck": deck.to_list(), "seed": n, "eclipsis": deck.has_eclipsis}) + "\n")
        return 0
    names = ["ECLIPSIS" if c == t.ECLIPSIS else str(c) for c in deck.cards]
    with_e = "with the Eclipsis" if deck.has_eclipsis else "without the Eclipsis"
    lines = [f"Tolomeo event deck, {with_e} (seed {n}; deal it again with --seed {n})",
             "top  " + "  ".join(names) + "  bottom",
             f"Stack the event cards face down in this order, then reveal the top one (card {deck.cards[0]})."]
    if deck.has_eclipsis:
        lines.append(f"The Eclipsis is card {deck.eclipsis_position} of {len(deck.cards)}: it strikes when"
                     " revealed at the end of a round.")
    io.out.write("\n".join(lines) + "\n")
    return 0


ACTIONS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None], Callable[..., int]]] = {
    "events": ("deal the astronomical event deck, reproducibly for a seed", configure_events, run_events),
}


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", parser_class=type(parser))
    for name, (help_text, configure_action, _) in ACTIONS.items():
        action = sub.add_parser(name, help=help_text, description=help_text[0].upper() + help_text[1:] + ".",
                                epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
        configure_action(action)


def run(args: argparse.Namespace, io: Streams) -> int:
    from generator.errors import UsageError

    if args.action is None:
        raise UsageError(f"choose an action: {', '.join(ACTIONS)} (see 'playaid tolomeo --help')")
    return ACTIONS[args.action][2](args, io)
