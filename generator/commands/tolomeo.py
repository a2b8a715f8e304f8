"""``playaid tolomeo ACTION``: table helpers for Tolomeo, one sub-action each.

Each action is a ``(help, description, configure, run)`` entry in :data:`ACTIONS`; adding one is
adding an entry. Today there is ``events``, a dealer that turns up the astronomical event cards
one at a time and keeps the order of the rest to itself, saved after every card. The dealer's
state is the rules core's :class:`~playaid.rules.tolomeo.events.Dealer`, and every sentence it
says comes from :mod:`playaid.rules.tolomeo.text`; this module owns the seed, the save file and
the loop at the table. Its own help prose is marked with ``N_`` for the message catalog.
"""

from __future__ import annotations

import argparse
import textwrap

from playaid.rules.text import N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any

    from playaid.generator.cli import Streams


HELP = N_("Tolomeo helpers: turn up the astronomical event cards one at a time, with or without the Eclipsis")
DESCRIPTION = N_("Helpers for a game of Tolomeo. Pick an action; 'playaid tolomeo ACTION --help' tells more.")
EXAMPLES = N_("""\
examples:
  playaid tolomeo events                                turn up one event card per round: Enter for the next
  playaid tolomeo events --eclipsis --seed 7 --no-save  with the Eclipsis; the seed gives the same deal every time
  yes '' | playaid tolomeo events --no-save             every card in turn, without a save
  playaid tolomeo events --json --seed 7                the whole order at once, for programs: a spoiler

Continue a saved deal with 'playaid tolomeo events --resume tolomeo-events.json'.""")

#: Seeds given on the command line: any whole number in this range. A seed picked for the user is
#: drawn from the whole of it by the operating system's source of randomness, so that nobody can find
#: the deal by trying every seed against the cards turned so far.
SEED_LIMIT = 2**64
#: Where a deal is saved unless --save says otherwise.
DEFAULT_SAVE = "tolomeo-events.json"
FORMAT = "playaid-tolomeo-events"
FORMAT_VERSION = 1


#: What the dealer's help says of the tool itself; the rules it states come from the text source.
_ABOUT_THE_TOOL = N_("Which cards are in the deck is no secret, only their order. Press Enter for the next card; "
                     "quit stops. The deal is saved after every card (default {save}); whoever opens the save, or "
                     "deals again with its seed, sees the whole order.")


def _events_description() -> str:
    from playaid.rules import tolomeo as t
    from playaid.rules.text import ENGLISH, plain

    dealer = t.DEALER
    return "\n\n".join((
        " ".join((t.say(dealer["about"]), t.say(dealer["places"]), t.say(dealer["lay_out_eclipsis"]),
                  ENGLISH(_ABOUT_THE_TOOL, save=DEFAULT_SAVE))),
        " ".join((t.say(dealer["without"]), plain(t.say(t.ECLIPSIS_SETUP)))),
    ))


def seed(text: str) -> int:
    """An argparse type: a whole number 0 <= N < 2**64, with a one-line complaint otherwise."""
    raw = text.strip()
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 20 or int(raw) >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {SEED_LIMIT - 1}, not {text[:30]!r}")
    return int(raw)


def picked_seed() -> int:
    """A seed for a deal the user gave none for: any of the :data:`SEED_LIMIT` seeds ``--seed``
    takes, each as likely, from the operating system's source of randomness."""
    import random

    return random.SystemRandom().randrange(SEED_LIMIT)


def configure_events(parser: argparse.ArgumentParser) -> None:
    from playaid.rules import tolomeo as t
    from playaid.rules.text import ENGLISH

    parser.add_argument("--eclipsis", action="store_true", help=t.say(t.DEALER["eclipsis_option"]))
    parser.add_argument("--seed", type=seed, metavar="N",
                        help=N_("deal reproducibly from seed N (without it a seed is picked and kept in the save)"))
    parser.add_argument("--save", metavar="FILE",
                        help=ENGLISH(N_("where the deal is saved after every card (default: {save})"),
                                     save=DEFAULT_SAVE))
    parser.add_argument("--no-save", action="store_true",
                        help=N_("deal without saving (the deal cannot be resumed)"))
    parser.add_argument("--resume", metavar="FILE", help=N_("continue the deal saved in FILE"))
    parser.add_argument("--json", action="store_true",
                        help=N_('print the whole deck order at once, {"deck": [places, top first], "seed": N, '
                                '"eclipsis": bool}, for programs and replays: it reveals every card to come'))


# --------------------------------------------------------------------------------------------
# The deal: a seed, with or without the Eclipsis, and how many times a card was turned up


class Deal:
    """A deal at the table: its seed, whether the Eclipsis is in, and the rules core's dealer, whose
    ``turned`` counts the steps taken (the setup card, then each round's end)."""

    def __init__(self, seed: int, eclipsis: bool, turned: int = 0) -> None:
        import random

        from playaid.rules import tolomeo as t

        self.seed, self.eclipsis = seed, eclipsis
        self.dealer = t.Dealer.resume(t.deal_events(random.Random(seed), eclipsis=eclipsis), turned)

    def step(self) -> list[str]:
        """Turn up what comes next, and say what the players do."""
        from playaid.rules import tolomeo as t

        self.dealer, step = self.dealer.step()
        return t.dealt(step)

    def face_up(self) -> str:
        from playaid.rules import tolomeo as t

        track = self.dealer.track
        if track is None:
            return t.say(t.DEALER["none_yet"])
        if track.current is None:
            return t.say(t.DEALER["used_up"])
        return t.say(t.DEALER["face_up"], place=track.current, round=self.dealer.turned)

    def check(self) -> str:
        """A short fingerprint of the deck, so that a changed or damaged save is noticed."""
        import hashlib

        text = f"{self.seed}:{self.eclipsis}:{self.dealer.deck.to_list()}"
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]

    def to_json(self) -> bytes:
        import json

        data: dict[str, Any] = {"format": FORMAT, "version": FORMAT_VERSION, "seed": self.seed,
                                "eclipsis": self.eclipsis, "turned": self.dealer.turned, "check": self.check()}
        data["checksum"] = checksum(data)
        return (json.dumps(data) + "\n").encode("utf-8")


def checksum(data: dict[str, Any]) -> str:
    """The checksum a saved deal carries of its whole content (the count of cards turned up
    included, which ``check``, the deck's fingerprint, leaves out), as a le Roy save does."""
    from playaid.automata.session import checksum as of

    return of(data)


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
    if isinstance(data, dict) and "checksum" in data and data["checksum"] != checksum(data):
        raise UsageError(f"{name} is damaged or was changed since playaid wrote it: its checksum does not match its "
                         "content")
    problem = _problem(data)
    if problem:
        raise UsageError(f"{name} is not a usable saved deal: {problem}")
    deal = Deal(data["seed"], data["eclipsis"], data["turned"])
    if deal.check() != data["check"]:
        raise UsageError(f"{name} is damaged: its seed does not give the deck it was saved with")
    return deal


def _problem(data: Any) -> str:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return N_("it is not a playaid Tolomeo event deal")
    if data.get("version") != FORMAT_VERSION:
        return f"its format version is not {FORMAT_VERSION}"
    extra = sorted(set(data) - {"format", "version", "seed", "eclipsis", "turned", "check", "checksum"}, key=str)
    if extra:
        return N_("it holds fields a deal does not have")
    s = data.get("seed")
    if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < SEED_LIMIT:
        return N_("its seed is missing or not a whole number")
    if not isinstance(data.get("eclipsis"), bool):
        return N_("it does not say whether the Eclipsis is in the deck")
    turned = data.get("turned")
    if isinstance(turned, bool) or not isinstance(turned, int) or not 0 <= turned <= 64:
        return N_("its count of cards turned up is missing")
    if not isinstance(data.get("check"), str):
        return "its check is missing"
    if turned > Deal(s, data["eclipsis"]).dealer.steps:
        return N_("it counts more cards turned up than the deck holds")
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
    if args.resume is not None:
        if not args.resume.strip():
            raise UsageError("--resume needs the name of a saved deal, e.g. --resume tolomeo-events.json")
        if args.seed is not None or args.eclipsis or args.save or args.no_save:
            raise UsageError("--resume continues a saved deal with its own seed and options; leave out --seed,"
                             " --eclipsis, --save and --no-save")
        from pathlib import Path

        path: Path | None = Path(args.resume)
        assert path is not None
        lock = _hold(path)
        try:
            deal = load(args.resume)
            io.out.write(f"{_say('resuming', file=_label(path))} {deal.face_up()}\n")
            return _loop(deal, path, io)
        finally:
            lock.release()
    if args.save and args.no_save:
        raise UsageError("choose --save FILE or --no-save, not both")
    path = None if args.no_save else _new_save(args.save or DEFAULT_SAVE)
    lock = None if path is None else _hold(path)
    try:
        n = args.seed if args.seed is not None else picked_seed()
        deal = Deal(n, args.eclipsis)
        if path is not None:
            _save(path, deal)  # before anything is printed: a save that fails is one line and nothing else
        io.out.write(_intro(deal, path, args.seed is not None))
        return _loop(deal, path, io)
    finally:
        if lock is not None:
            lock.release()


def _hold(path: Path) -> Any:
    """The deal's lock for the whole session (:func:`playaid.automata.locks.hold`): a second
    dealer on the same save is refused in one line naming the process dealing it."""
    from playaid.automata.locks import Held, clean_temporaries, hold
    from playaid.generator.errors import UsageError

    try:
        lock = hold(path)
    except Held as exc:
        who = f" (process {exc.pid})" if exc.pid is not None else ""
        raise UsageError(f"{_label(path)} is being dealt in another session{who}: go on there, or quit that one "
                         "first") from None
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot write {_label(path)}: {getattr(exc, 'strerror', None) or type(exc).__name__}") \
            from None
    clean_temporaries([path])
    return lock


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


def _say(key: str, **values: Any) -> str:
    """One sentence of the dealer (:data:`playaid.rules.tolomeo.text.DEALER`)."""
    from playaid.rules import tolomeo as t

    return t.say(t.DEALER[key], **values)


def _intro(deal: Deal, path: Path | None, seed_given: bool) -> str:
    lines = [_say("intro_eclipsis" if deal.eclipsis else "intro"),
             _say("lay_out_eclipsis" if deal.eclipsis else "lay_out")]
    if seed_given:
        lines.append(_say("seed", seed=deal.seed))
    lines.append(_say("not_saved") if path is None else _say("saved", file=_label(path)))
    lines.append(_say("first"))
    return "\n".join(lines) + "\n\n"


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
    where = _say("saved_in", file=_label(path)) if path else _say("nothing_saved")
    echo = not (hasattr(io.inp, "isatty") and io.inp.isatty())
    prompt = _say("prompt")
    try:
        while not deal.dealer.finished:
            io.out.write(prompt)
            io.out.flush()
            line = _read_line(io.inp)
            if not line:
                io.out.write(f"\n{_say('input_ended', where=where)}\n")
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
                io.out.write(_say("stopped", where=where) + "\n")
                return 0
            elif command in ("c", "card"):
                io.out.write(deal.face_up() + "\n")
            elif command in ("h", "help", "?"):
                io.out.write(_say("help") + "\n")
            else:
                io.out.write(_say("not_understood") + "\n")
        io.out.write(_say("over") + "\n")
        return 0
    except KeyboardInterrupt:
        io.err.write(f"\n{_say('interrupted', where=where)}\n")
        return 130


def _print_json(args: argparse.Namespace, io: Streams) -> int:
    import json
    import random

    from playaid.rules import tolomeo as t

    n = picked_seed() if args.seed is None else args.seed
    deck = t.deal_events(random.Random(n), eclipsis=args.eclipsis)
    io.out.write(json.dumps({"deck": deck.to_list(), "seed": n, "eclipsis": deck.has_eclipsis}) + "\n")
    return 0


ACTIONS: dict[str, tuple[str, Callable[[], str], Callable[[argparse.ArgumentParser], None], Callable[..., int]]] = {
    "events": (N_("turn up the astronomical event cards one at a time, saved after every card"),
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
