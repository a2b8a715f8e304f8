"""``playaid tolomeo ACTION``: table helpers for Tolomeo, one sub-action each.

Each action is a ``(help, description, configure, run)`` entry in :data:`ACTIONS`; adding one is
adding an entry. Today there is ``events``, a dealer that turns up the astronomical event cards
one at a time and keeps the order of the rest to itself, saved after every card.
"""

from __future__ import annotations

import argparse
import textwrap

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any

    from playaid.generator.cli import Streams

HELP = "Tolomeo helpers: turn up the astronomical event cards one at a time, with or without the Eclipsis"
DESCRIPTION = "Helpers for a game of Tolomeo. Pick an action; 'playaid tolomeo ACTION --help' tells more."
EXAMPLES = """\
examples:
  playaid tolomeo events                       turn up one event card per round: Enter for the next
  playaid tolomeo events --eclipsis --seed 7   with the Eclipsis, and the same deal every time
  yes '' | playaid tolomeo events --no-save    every card in turn, without a save
  playaid tolomeo events --json --seed 7       the whole order at once, for programs: a spoiler

Continue a saved deal with 'playaid tolomeo events --resume tolomeo-events.json'."""

#: Seeds given on the command line: any whole number in this range.
SEED_LIMIT = 2**64
#: Seeds picked for the user are drawn from this range.
PICKED_SEEDS = 1_000_000
#: Where a deal is saved unless --save says otherwise.
DEFAULT_SAVE = "tolomeo-events.json"
FORMAT = "playaid-tolomeo-events"
FORMAT_VERSION = 1


def _events_description() -> str:
    from playaid.rules import tolomeo as t

    e3 = t.RULING["E3"].mark
    return (
        "Turn up the astronomical event cards one at a time, at each round's end, and keep the order of the "
        "rest hidden: nobody at the table learns what is coming, as when the deck is shuffled face down "
        f"({e3}). The rulebook does not number the event cards, so playaid names places: before the first "
        f"card, lay your {t.EVENT_CARDS} event cards face up in a row in any order (the Eclipsis apart) and "
        "count from the left; a card turned up leaves its place empty, so the numbers never change. Which "
        "cards are in the deck is no secret, only their order. Press Enter for the next card; quit stops. "
        f"The deal is saved after every card (default {DEFAULT_SAVE}); whoever opens the save, or deals "
        "again with its seed, sees the whole order.\n\n"
        f"Without playaid: shuffle the {t.EVENT_CARDS} event cards face down ({e3}); with the Eclipsis, set "
        f"{t.ECLIPSIS_SET_ASIDE} aside unseen, shuffle the Eclipsis into the other "
        f"{t.EVENT_CARDS - t.ECLIPSIS_SET_ASIDE}, then put one set-aside card at the bottom and the other "
        "on top.")


def seed(text: str) -> int:
    """An argparse type: a whole number 0 <= N < 2**64, with a one-line complaint otherwise."""
    raw = text.strip()
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 20 or int(raw) >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {SEED_LIMIT - 1}, not {text[:30]!r}")
    return int(raw)


def configure_events(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--eclipsis", action="store_true",
                        help="add the Eclipsis the rulebook's way: two cards set aside unseen, the Eclipsis "
                             "shuffled into the other ten, one set-aside card under the deck and one on top")
    parser.add_argument("--seed", type=seed, metavar="N",
                        help="deal reproducibly from seed N (without it a seed is picked and kept in the save)")
    parser.add_argument("--save", metavar="FILE", help=f"where the deal is saved after every card (default: "
                                                       f"{DEFAULT_SAVE})")
    parser.add_argument("--no-save", action="store_true", help="deal without saving (the deal cannot be resumed)")
    parser.add_argument("--resume", metavar="FILE", help="continue the deal saved in FILE")
    parser.add_argument("--json", action="store_true",
                        help='print the whole deck order at once, {"deck": [places, top first], "seed": N, '
                             '"eclipsis": bool}, for programs and replays: it reveals every card to come')


# --------------------------------------------------------------------------------------------
# The deal: a seed, with or without the Eclipsis, and how many times a card was turned up


class Deal:
    """A deal in progress: ``turned`` counts the steps taken (the setup card, then each round's end)."""

    def __init__(self, seed: int, eclipsis: bool, turned: int = 0) -> None:
        import random

        from playaid.rules import tolomeo as t

        self.seed, self.eclipsis, self.turned = seed, eclipsis, 0
        self.deck = t.deal_events(random.Random(seed), eclipsis=eclipsis)
        self.track: Any = None
        for _ in range(turned):
            self.step()

    @property
    def steps(self) -> int:
        """Every step of a deal: the setup card, then one per card after it, then the empty deck."""
        from playaid.rules import tolomeo as t

        return len([c for c in self.deck.cards if c != t.ECLIPSIS]) + 1

    @property
    def finished(self) -> bool:
        return self.turned >= self.steps

    def step(self) -> list[str]:
        """Turn up what comes next, and say what the players do."""
        from playaid.rules import tolomeo as t

        if self.track is None:
            self.track = t.EventTrack.start(self.deck)
            self.turned = 1
            return [f"Setup: turn up the card in place {self.track.current} and lay it face up on the event deck;",
                    "its planets move at the end of round 1."]
        round_no = self.turned
        self.track, struck = self.track.advance()
        self.turned += 1
        lines = [f"End of round {round_no}: the face-up card's planets step clockwise, the comet steps"
                 " counterclockwise."]
        if struck:
            x2 = t.RULING["X2"].mark
            lines.append(f"Then turn up the Eclipsis: it strikes at once, on the moved sky ({x2}) ('playaid"
                         " eclipsis' tells which pawns go back); discard it.")
        if self.track.current is None:
            lines.append(f"No event card is left ({t.RULING['E2'].mark}): round {round_no + 1} is the last, "
                         "and the game ends with it.")
        else:
            lines.append(f"Turn up the card in place {self.track.current}: its planets move at the end of "
                         f"round {round_no + 1}.")
        return lines

    def face_up(self) -> str:
        if self.track is None:
            return "No event card is turned up yet."
        if self.track.current is None:
            return "The event deck is used up: this is the last round."
        return f"The face-up event card is the one from place {self.track.current} (round {self.turned})."

    def check(self) -> str:
        """A short fingerprint of the deck, so that a changed or damaged save is noticed."""
        import hashlib

        text = f"{self.seed}:{self.eclipsis}:{self.deck.to_list()}"
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]

    def to_json(self) -> bytes:
        import json

        data = {"format": FORMAT, "version": FORMAT_VERSION, "seed": self.seed, "eclipsis": self.eclipsis,
                "turned": self.turned, "check": self.check()}
        return (json.dumps(data) + "\n").encode("utf-8")


def load(path: str) -> Deal:
    """Read a saved deal; anything damaged, truncated or edited is one UsageError line."""
    import json

    from playaid.automata.files import FileProblem, label, read_text
    from playaid.generator.errors import UsageError

    name = label(path)
    try:
        text = read_text(path, what="saved deal")
    except FileProblem as exc:
        raise UsageError(str(exc)) from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise UsageError(f"{name} is damaged or truncated: it is not a complete saved deal") from None
    problem = _problem(data)
    if problem:
        raise UsageError(f"{name} is not a usable saved deal: {problem}")
    deal = Deal(data["seed"], data["eclipsis"], data["turned"])
    if deal.check() != data["check"]:
        raise UsageError(f"{name} is damaged: its seed does not give the deck it was saved with")
    return deal


def _problem(data: Any) -> str:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "it is not a playaid Tolomeo event deal"
    if data.get("version") != FORMAT_VERSION:
        return f"its format version is not {FORMAT_VERSION}"
    extra = sorted(set(data) - {"format", "version", "seed", "eclipsis", "turned", "check"}, key=str)
    if extra:
        return "it holds fields a deal does not have"
    s = data.get("seed")
    if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < SEED_LIMIT:
        return "its seed is missing or not a whole number"
    if not isinstance(data.get("eclipsis"), bool):
        return "it does not say whether the Eclipsis is in the deck"
    turned = data.get("turned")
    if isinstance(turned, bool) or not isinstance(turned, int) or not 0 <= turned <= 64:
        return "its count of cards turned up is missing"
    if not isinstance(data.get("check"), str):
        return "its check is missing"
    if turned > Deal(s, data["eclipsis"]).steps:
        return "it counts more cards turned up than the deck holds"
    return ""


# --------------------------------------------------------------------------------------------
# The command


def run_events(args: argparse.Namespace, io: Streams) -> int:
    from playaid.generator.errors import UsageError

    if args.json:
        if args.resume or args.save or args.no_save:
            raise UsageError("--json prints the whole order at once and saves nothing: leave out --resume,"
                             " --save and --no-save")
        return _print_json(args, io)
    if args.resume:
        if args.seed is not None or args.eclipsis or args.save or args.no_save:
            raise UsageError("--resume continues a saved deal with its own seed and options; leave out --seed,"
                             " --eclipsis, --save and --no-save")
        from pathlib import Path

        deal = load(args.resume)
        path: Path | None = Path(args.resume)
        io.out.write(f"Resuming {_label(path)}. {deal.face_up()}\n")
    else:
        if args.save and args.no_save:
            raise UsageError("choose --save FILE or --no-save, not both")
        path = None if args.no_save else _new_save(args.save or DEFAULT_SAVE)
        import random

        n = args.seed if args.seed is not None else random.SystemRandom().randrange(PICKED_SEEDS)
        deal = Deal(n, args.eclipsis)
        if path is not None:
            _save(path, deal)  # before anything is printed: a save that fails is one line and nothing else
        io.out.write(_intro(deal, path, args.seed is not None))
    return _loop(deal, path, io)


def _label(path: Path) -> str:
    """A file name as a message shows it: escaped, and cut only when absurdly long (a user types it
    back after --resume)."""
    import os

    from playaid.rules.shared import printable

    return printable(os.fspath(path), limit=400)


def _new_save(name: str) -> Path:
    from pathlib import Path

    from playaid.generator.errors import UsageError

    path = Path(name)
    if "\x00" in name:
        raise UsageError(f"{_label(path)} is not a usable file name")
    try:
        exists, folder = path.exists() or path.is_symlink(), path.parent.is_dir()
    except (OSError, ValueError):
        raise UsageError(f"{_label(path)} is not a usable file name") from None
    if exists:
        raise UsageError(f"{_label(path)} already exists: continue that deal with --resume {_label(path)}, or"
                         " choose another file with --save")
    if not folder:
        raise UsageError(f"cannot save in {_label(path.parent)}: no such folder")
    return path


def _save(path: Path, deal: Deal) -> None:
    from playaid.automata.files import write_atomic
    from playaid.generator.errors import UsageError

    try:
        write_atomic(path, deal.to_json())
    except OSError as exc:
        raise UsageError(f"cannot write {_label(path)}: {exc.strerror or type(exc).__name__}") from None
    except (ValueError, UnicodeError):  # a NUL byte or a lone surrogate in the name
        raise UsageError(f"{_label(path)} is not a usable file name") from None


def _intro(deal: Deal, path: Path | None, seed_given: bool) -> str:
    from playaid.rules import tolomeo as t

    with_e = "with the Eclipsis" if deal.eclipsis else "without the Eclipsis"
    apart = " (the Eclipsis apart)" if deal.eclipsis else ""
    lines = [
        f"Tolomeo event dealer, {with_e}: one card at a time; the order of the rest stays hidden.",
        f"Lay your {t.EVENT_CARDS} event cards face up in a row, in any order{apart}, and count places",
        "from the left; a card turned up leaves its place empty, so the numbers never change.",
    ]
    if seed_given:
        lines.append(f"Seed {deal.seed}: the same seed always gives the same deal.")
    if path is None:
        lines.append("Nothing is saved (--no-save): this deal cannot be resumed.")
    else:
        lines.append(f"Saved after every card in {_label(path)} (continue with --resume {_label(path)});")
        lines.append("whoever opens that file can learn the order.")
    lines.append("Press Enter to turn up the first card.")
    return "\n".join(lines) + "\n\n"


PROMPT = "Enter: next event card (help, card, quit) > "
#: The longest answer read as one; anything longer is drained in pieces and not understood.
LINE_LIMIT = 200


def _read_line(inp: Any) -> str:
    """One answer, '' at the end of the input. Bytes that are not UTF-8 and lines of any length are
    read without a traceback and in bounded memory; they come back as a line nobody typed."""
    garbled = "\ufffd\n"
    try:
        line = inp.readline(LINE_LIMIT)
        if len(line) < LINE_LIMIT or line.endswith("\n"):
            return line
        while True:  # the rest of an endless line, piece by piece
            more = inp.readline(LINE_LIMIT)
            if not more or more.endswith("\n"):
                return garbled
    except UnicodeDecodeError:
        return garbled


def _loop(deal: Deal, path: Path | None, io: Streams) -> int:
    where = f"the deal is saved in {_label(path)}; continue with --resume {_label(path)}" if path else \
        "nothing was saved (--no-save)"
    echo = not (hasattr(io.inp, "isatty") and io.inp.isatty())
    try:
        while not deal.finished:
            io.out.write(PROMPT)
            io.out.flush()
            line = _read_line(io.inp)
            if not line:
                io.out.write(f"\nThe input ended: {where}.\n")
                return 0
            if echo:
                io.out.write("\n")
            command = line.strip().lower()
            if command in ("", "n", "next"):
                said = deal.step()
                if path is not None:
                    _save(path, deal)
                io.out.write("\n".join(said) + "\n\n")
            elif command in ("q", "quit", "exit"):
                io.out.write(f"Stopped: {where}.\n")
                return 0
            elif command in ("c", "card"):
                io.out.write(deal.face_up() + "\n")
            elif command in ("h", "help", "?"):
                io.out.write("Press Enter at the end of each round to turn up the next event card; 'card' shows"
                             " which one is face up; 'quit' stops.\n")
            else:
                io.out.write("Not understood: press Enter for the next card, or type help or quit.\n")
        io.out.write("Every event card has been turned up: the deal is over.\n")
        return 0
    except KeyboardInterrupt:
        io.err.write(f"\ninterrupted: {where}\n")
        return 130


def _print_json(args: argparse.Namespace, io: Streams) -> int:
    import json
    import random

    from playaid.rules import tolomeo as t

    n = random.SystemRandom().randrange(PICKED_SEEDS) if args.seed is None else args.seed
    deck = t.deal_events(random.Random(n), eclipsis=args.eclipsis)
    io.out.write(json.dumps({"deck": deck.to_list(), "seed": n, "eclipsis": deck.has_eclipsis}) + "\n")
    return 0


ACTIONS: dict[str, tuple[str, Callable[[], str], Callable[[argparse.ArgumentParser], None], Callable[..., int]]] = {
    "events": ("turn up the astronomical event cards one at a time, saved after every card",
               _events_description, configure_events, run_events),
}


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", parser_class=type(parser))
    for name, (help_text, describe, configure_action, _) in ACTIONS.items():
        description = "\n\n".join(textwrap.fill(part, 88) for part in describe().split("\n\n"))
        action = sub.add_parser(name, help=help_text, description=description,
                                epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
        configure_action(action)


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.generator.errors import UsageError

    if args.action is None:
        raise UsageError(f"choose an action: {', '.join(ACTIONS)} (see 'playaid tolomeo --help')")
    return ACTIONS[args.action][3](args, io)
