"""Start or resume a solo game against le Roy: shared by ``playaid solo troyes`` and ``le-roy.pyz``.

Standard library only, so the standalone file runs on a bare Python 3.11+.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

from playaid.rules import __version__
from playaid.rules.shared import printable, short
from playaid.rules.text import ENGLISH, N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import IO, NoReturn

LANGS = ("en",)
DESCRIPTION = N_("Play the King's Challenge, the solo variant of Troyes, against le Roy: the automaton "
                 "rolls his dice, looks up his table and tells you what to do on the board. It asks only "
                 "what it cannot know; press Enter to accept the suggestion in [brackets].")
EXAMPLES = N_("""\
examples:
  {prog} --seed 7                 a new game with reproducible dice
  {prog} --manual-dice            you roll le Roy's dice and type them in
  {prog} --resume le-roy-7.json   continue a saved game where it stopped

The game is saved after every answer (default file: le-roy-SEED.json in this folder), with the
previous save kept as FILE.bak and the transcript beside it as le-roy-SEED.transcript.txt.
At any question: undo, status, help or quit.""")
STARTED = N_("playaid {version}, le Roy automaton. Seed {seed} (the same seed gives the same dice).")
SAVING = N_("Saving after every answer to {path}; continue later with --resume {path}.")
INTERRUPTED = N_("interrupted: the game is saved after every answer; continue with --resume")


class CliError(Exception):
    """A one-line refusal, exit status 2."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=_seed, metavar="N", help=N_("seed for le Roy's dice (default: a new one, printed)"))
    parser.add_argument("--manual-dice", action="store_true", help=N_("type in le Roy's dice instead of letting "
                                                                       "the automaton roll them"))
    parser.add_argument("--save", metavar="FILE", help=N_("where to save after every step (default: le-roy-SEED.json)"))
    parser.add_argument("--resume", metavar="FILE", help="continue the game saved in FILE")
    parser.add_argument("--lang", default="en", metavar="LANG", help="language of the automaton (en)")


def _seed(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {short(text)}") from None
    if not 0 <= n < 2**63:
        raise argparse.ArgumentTypeError("a seed is a whole number from 0 to 2^63 - 1")
    return n


def run(args: argparse.Namespace, inp: IO[str], out: IO[str]) -> int:
    """Start or resume a game. Raises CliError (one line) for anything the user must fix."""
    import secrets

    from playaid.automata.session import SaveError, Session, Store, drive, load, transcript_path

    if args.lang not in LANGS:
        raise CliError(f"language {short(args.lang)} is not available (available: {', '.join(LANGS)})")
    if args.resume:
        if args.seed is not None or args.manual_dice:
            raise CliError("--resume continues a saved game with its own seed and options; "
                           "leave out --seed and --manual-dice")
        path = Path(args.resume)
        try:
            session, raw = load(path)
        except SaveError as exc:
            raise CliError(str(exc)) from None
        store_path = Path(args.save) if args.save else path
        store = Store(store_path, raw if store_path == path else None)
        out.write(f"Resuming {path} at step {len(session.answers)} (seed {session.seed}).\n")
        if session.finished:
            out.write("\n".join(session.transcript[-2:]) + "\n")
            out.write(f"This game is over. Transcript: {transcript_path(path)}\n")
            return 0
        # Show where the game stands before asking again.
        for line in session.transcript[-6:]:
            out.write(line + "\n")
        session.new_lines()
    else:
        seed = args.seed if args.seed is not None else secrets.randbelow(1_000_000)
        store_path = Path(args.save) if args.save else Path(f"le-roy-{seed}.json")
        try:
            exists = store_path.exists()
        except (OSError, ValueError):
            raise CliError(f"{short(str(store_path))} is not a usable file name") from None
        if exists:
            raise CliError(f"{store_path} already exists: continue it with --resume {store_path}, "
                           "or choose another file with --save")
        if store_path.parent and not store_path.parent.is_dir():
            raise CliError(f"cannot save in {store_path.parent}: no such folder")
        session = Session.start(seed, args.manual_dice, args.lang)
        store = Store(store_path)
        out.write(ENGLISH(STARTED, version=__version__, seed=seed) + "\n")
        out.write(ENGLISH(SAVING, path=store_path) + "\n\n")
    try:
        store.save(session)
    except OSError as exc:
        raise CliError(f"cannot write {store.path}: {exc.strerror or exc}") from None
    echo = not (hasattr(inp, "isatty") and inp.isatty())
    try:
        return drive(session, store, inp, out, echo)
    except OSError as exc:
        raise CliError(f"cannot write {store.path}: {exc.strerror or exc}") from None


class _Parser(argparse.ArgumentParser):
    """Raises on errors (one line for the user) and prints help to the injected stream."""

    out: IO[str] | None = None

    def error(self, message: str) -> NoReturn:
        raise CliError(f"{message} (see '{self.prog} --help')")

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        if message:
            (self.out or file or sys.stdout).write(message)


def main(argv: Sequence[str] | None = None, prog: str = "le-roy.pyz", stdin: IO[str] | None = None,
         stdout: IO[str] | None = None, stderr: IO[str] | None = None) -> int:
    """The standalone automaton's entry point."""
    inp, out, err = stdin or sys.stdin, stdout or sys.stdout, stderr or sys.stderr
    parser = _Parser(prog=prog, description=textwrap.fill(DESCRIPTION, 88), epilog=EXAMPLES.format(prog=prog),
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.out = out
    parser.add_argument("--version", action="version", version=f"{prog} (playaid {__version__})")
    add_arguments(parser)
    try:
        try:
            args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
        except SystemExit as exc:
            return int(exc.code or 0)
        return run(args, inp, out)
    except CliError as exc:
        err.write(printable(f"{prog}: error: {' '.join(str(exc).split())}", limit=400) + "\n")
        return 2
    except KeyboardInterrupt:
        err.write("\n" + ENGLISH(INTERRUPTED) + "\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(prog="python -m playaid.automata.cli"))
