"""Start or resume a solo game against le Roy: shared by ``playaid solo troyes`` and ``le-roy.pyz``.

Both entry points call :func:`run`, so they say the same things, Ctrl-C and the end of the input
included. On a terminal, answers are read with the standard library's ``readline`` where it
exists (line editing, the arrow keys, the history of answers). Standard library only, so the
standalone file runs on a bare Python 3.11+.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

from playaid.automata.language import LANGUAGES
from playaid.rules import __version__
from playaid.rules.shared import printable, short
from playaid.rules.text import ENGLISH, N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import IO, Any, NoReturn

    from playaid.automata.session import Session

DESCRIPTION = N_("Play the King's Challenge, the solo variant of Troyes, against le Roy: the automaton "
                 "rolls his dice, looks up his table, tells you what to do on the board and keeps his "
                 "score. It asks only what it cannot know; press Enter to accept a suggestion in "
                 "[brackets], and type what only your board shows, which is never suggested.")
EXAMPLES = N_("""\
examples:
  {prog} --seed 7                 a new game with reproducible dice
  {prog} --manual-dice            you roll le Roy's dice and type them in
  {prog} --resume le-roy-7.json   continue a saved game where it stopped
  {prog} --history                your record, and your saved games to resume

The game is saved after every answer (default file: le-roy-SEED.json in this folder), with the
previous save kept as FILE.bak and the transcript beside it as le-roy-SEED.transcript.txt.
At any question: undo, redo, status, why, help or quit. Finished games are added to your history
(--history-file, or $PLAYAID_HISTORY; by default under $XDG_DATA_HOME/playaid/).""")


class CliError(Exception):
    """A one-line refusal, exit status 2."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=_seed, metavar="N", help=N_("seed for le Roy's dice (default: a new one, printed)"))
    parser.add_argument("--manual-dice", action="store_true", help=N_("type in le Roy's dice instead of letting "
                                                                       "the automaton roll them"))
    parser.add_argument("--save", metavar="FILE", help=N_("where to save after every step (default: le-roy-SEED.json)"))
    parser.add_argument("--resume", metavar="FILE", help=N_("continue the game saved in FILE (or in its FILE.bak)"))
    parser.add_argument("--lang", metavar="LANG", help=ENGLISH(N_("language of the automaton: {langs} (default: en; a resumed game goes on in "
                                     "its own unless --lang is given)"), langs=", ".join(LANGUAGES)))
    parser.add_argument("--history", action="store_true",
                        help=N_("print your record against le Roy and your saved games, each with the command "
                                "that resumes it, and stop"))
    parser.add_argument("--history-file", metavar="FILE", help=N_("the history of finished games (default: "
                                                                   "$PLAYAID_HISTORY, else under "
                                                                   "$XDG_DATA_HOME/playaid/)"))


def _seed(text: str) -> int:
    from playaid.rules.text import ENGLISH as t
    from playaid.rules.troyes import text as T

    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(t(T.NOT_A_SEED, text=short(text))) from None
    if not 0 <= n < 2**63:
        raise argparse.ArgumentTypeError(t(T.SEED_RANGE, high="2^63 - 1"))
    return n


def _history_path(args: argparse.Namespace) -> Path:
    from playaid.automata import history

    return Path(args.history_file) if getattr(args, "history_file", None) else history.default_path()


#: The most saved games ``--history`` lists; older ones are counted.
MAX_LISTED = 10


def _print_record(args: argparse.Namespace, out: IO[str], prog: str) -> int:
    """``--history``: games, wins and the best margin, then the saved games the history knows, the
    latest first, each with the command that resumes it."""
    import shlex

    from playaid.automata import history
    from playaid.automata.files import FileProblem, shown
    from playaid.automata.session import language
    from playaid.rules.troyes import text as T

    t = language(args.lang or "en")
    path = _history_path(args)
    try:
        found = history.record(path)
        games = history.saved_games(path)
    except FileProblem as exc:
        raise CliError(str(exc)) from None
    if found is None:
        out.write(t(T.NO_RECORD, path=shown(path)) + "\n")
    else:
        from playaid.automata.leroy import marks_after

        out.write(marks_after(t(T.RECORD, count=found["games"], wins=found["wins"], best=f"{found['best']:+d}",
                                rule=T.win_rule(t))) + "\n")
    if games:
        out.write(t(T.SAVED_GAMES) + "\n")
    here = Path.cwd().resolve()
    for game in games[:MAX_LISTED]:
        save = game["save"]
        named = save.relative_to(here) if save.is_relative_to(here) else save
        command = printable(f"{prog} --resume {shlex.quote(str(named))}")
        if "margin" in game:
            line = t(T.SAVED_FINISHED, save=printable(str(named)), seed=game["seed"], you=game["you"],
                     le_roy=game["le_roy"], margin=f"{game['margin']:+d}", command=command)
        else:
            line = t(T.SAVED_PLAYING, save=printable(str(named)), seed=game["seed"], command=command)
        out.write(f"  {line}\n")
    if len(games) > MAX_LISTED:
        out.write("  " + t(T.SAVED_MORE, count=len(games) - MAX_LISTED) + "\n")
    return 0


def _terminal(inp: IO[str], out: IO[str]) -> bool:
    """True when the player types at a terminal: answers are then read with readline, if it exists."""
    try:
        if inp is not sys.stdin or out is not sys.stdout or not (inp.isatty() and out.isatty()):
            return False
    except (AttributeError, ValueError):
        return False
    try:
        import readline  # noqa: F401  (input() then edits lines and keeps their history)
    except ImportError:
        pass
    return True


def run(args: argparse.Namespace, inp: IO[str], out: IO[str], err: IO[str] | None = None,
        prog: str = "le-roy.pyz") -> int:
    """Start or resume a game. Raises CliError (one line) for anything the user must fix; Ctrl-C
    says where the game is saved, on ``err``, and returns 130. ``prog`` is the command that runs
    the automaton, as ``--history`` names it in the command that resumes each game."""
    from playaid.rules.troyes import text as T

    from playaid.automata.language import LanguageError
    from playaid.automata.session import language

    err = err or sys.stderr
    if args.lang is not None and args.lang not in LANGUAGES:
        raise CliError(ENGLISH(T.NO_LANGUAGE, lang=short(args.lang), langs=", ".join(LANGUAGES)))
    try:
        t = language(args.lang or "en")
    except LanguageError as exc:
        raise CliError(str(exc)) from None
    if args.history:
        return _print_record(args, out, prog)
    where: list[Path] = []
    try:
        return _play(args, inp, out, where)
    except KeyboardInterrupt:
        from playaid.automata.files import shown

        err.write("\n" + t(T.INTERRUPTED, path=shown(where[0]) if where else "-") + "\n")
        return 130


def _play(args: argparse.Namespace, inp: IO[str], out: IO[str], where: list[Path]) -> int:
    import secrets

    from playaid.automata import history
    from playaid.automata.console import EndlessInput, drive
    from playaid.automata.files import shown
    from playaid.automata.locks import Held, clean_temporaries, hold
    from playaid.automata.session import (
        SaveError, SaveFailed, Session, Store, backup_path, language, load, original_path, transcript_path,
    )
    from playaid.rules.troyes import text as T

    t = language(args.lang or "en")
    resume = args.resume is not None
    if resume:
        if not args.resume.strip():
            raise CliError(t(T.RESUME_EMPTY))
        if args.seed is not None or args.manual_dice:
            raise CliError(t(T.RESUME_ALONE))
        path = Path(args.resume)
        original = original_path(path)
        store_path = Path(args.save) if args.save else (original or path)
    else:
        seed = args.seed if args.seed is not None else secrets.randbelow(1_000_000)
        store_path = Path(args.save) if args.save else Path(f"le-roy-{seed}.json")
        try:
            exists = store_path.exists()
        except (OSError, ValueError):
            raise CliError(t(T.NOT_A_FILE_NAME, path=short(str(store_path)))) from None
        if exists:
            raise CliError(t(T.ALREADY_EXISTS, path=shown(store_path)))
        if store_path.parent and not store_path.parent.is_dir():
            raise CliError(t(T.NO_FOLDER, folder=shown(store_path.parent)))
    try:
        lock = hold(store_path)  # for the whole session: a second one on this save is refused
    except Held as exc:
        if exc.pid is None:
            raise CliError(t(T.SESSION_HELD_ELSEWHERE, path=shown(store_path))) from None
        raise CliError(t(T.SESSION_HELD, path=shown(store_path), pid=exc.pid)) from None
    except (OSError, ValueError) as exc:
        problem = getattr(exc, "strerror", None) or type(exc).__name__
        raise CliError(t(T.CANNOT_WRITE, path=shown(store_path), problem=problem)) from None
    try:
        clean_temporaries([store_path, backup_path(store_path), transcript_path(store_path)])
        if resume:
            session, store = _resumed(args, path, original, store_path, out)
            t = language(session.lang)
        else:
            session = Session.start(seed, args.manual_dice, args.lang or "en", game=secrets.token_hex(6))
            store = Store(store_path)
            out.write(t(T.STARTED, version=__version__, seed=seed) + "\n")
            out.write(t(T.SAVING, path=shown(store_path)) + "\n\n")
        where.append(store.path)
        try:
            store.save(session)
        except SaveFailed as exc:
            raise CliError(_failed(t, exc, store, first=True)) from None
        history_path = _history_path(args)
        try:  # where the game is, so that --history can list it
            history.saved(history_path, session.game, session.seed, store.path, resumed=bool(args.resume))
        except (OSError, ValueError) as exc:
            problem = getattr(exc, "strerror", None) or type(exc).__name__
            out.write(t(T.NOT_RECORDED, path=shown(history_path), problem=problem) + "\n")

        def note(action: str, s: Session) -> None:
            try:
                if action == "finished":
                    assert s.ctx is not None and s.ctx.result is not None
                    history.finished(history_path, s.game, s.seed, s.ctx.result, __version__, save=store.path)
                    out.write(t(T.RECORDED, path=shown(history_path)) + "\n")
                else:
                    history.reopened(history_path, s.game)
            except (OSError, ValueError) as exc:
                problem = getattr(exc, "strerror", None) or type(exc).__name__
                out.write(t(T.NOT_RECORDED, path=shown(history_path), problem=problem) + "\n")

        terminal = _terminal(inp, out)
        echo = not terminal and not (hasattr(inp, "isatty") and inp.isatty())
        try:
            return drive(session, store, inp, out, echo, terminal=terminal,
                         on_finish=lambda s: note("finished", s), on_reopen=lambda s: note("reopened", s))
        except SaveFailed as exc:
            raise CliError(_failed(t, exc, store)) from None
        except EndlessInput:
            out.write("\n")
            raise CliError(t(T.ENDLESS_INPUT, limit=MAX_INPUT_KB, path=shown(store.path))) from None
        except OSError as exc:
            raise CliError(t(T.CANNOT_WRITE, path=shown(store.path), problem=exc.strerror or exc)) from None
    finally:
        lock.release()


#: What the refusal of an endless line calls its bound, in KB (the cap on every file playaid reads).
MAX_INPUT_KB = 1024


def _resumed(args: argparse.Namespace, path: Path, original: Path | None, store_path: Path,
             out: IO[str]) -> tuple[Session, Any]:
    """The saved game ``path`` holds, and where it goes on saving; a save newer than the backup
    being resumed is moved aside first, never overwritten."""
    import os

    from playaid.automata.files import shown
    from playaid.automata.session import SaveError, Store, language, load
    from playaid.rules.troyes import text as T

    try:
        session, raw = load(path, args.lang)
    except SaveError as exc:
        raise CliError(str(exc)) from None
    t = language(session.lang)
    out.write(t(T.RESUMING, path=shown(path), step=len(session.answers), seed=session.seed) + "\n")
    if store_path == original:
        out.write(t(T.RESUMING_BACKUP, path=shown(path), save=shown(store_path)) + "\n")
        kept = _keep_newer(original, raw)
        if kept is not None:
            out.write(t(T.KEPT_NEWER, save=shown(original), kept=shown(kept)) + "\n")
    store = Store(store_path, raw if store_path in (path, original) else None)
    if not session.game:
        session.game = f"{session.seed}:{os.path.abspath(store_path)}"
    assert session.ctx is not None
    if session.finished:
        out.write("\n".join(session.transcript[-6:]) + "\n")
    else:  # where the game stands, then the question again
        out.write("\n".join(session.where_it_stands()) + "\n")
    session.new_lines()
    return session, store


def _keep_newer(save: Path, backup: bytes) -> Path | None:
    """Move ``save`` aside (to ``NAME.newer.json``, or ``NAME.newer-2.json``...) when it holds a
    game that can be continued, other than ``backup``, the backup about to be resumed into its
    place; where it went. A damaged save (the reason to resume its backup) is left to be replaced."""
    import os

    from playaid.automata.session import SaveError, from_bytes

    try:
        current = save.read_bytes()
    except OSError:
        return None
    if current == backup:
        return None
    try:
        from_bytes(current, save)
    except SaveError:
        return None
    stem, dot, ext = save.name.rpartition(".") if "." in save.name else (save.name, "", "")
    for n in range(1, 1000):
        kept = save.with_name(f"{stem}.newer{'' if n == 1 else f'-{n}'}{dot}{ext}")
        if not kept.exists():
            os.replace(save, kept)
            return kept
    return None  # pragma: no cover - a thousand kept games


def _failed(t: Any, exc: Any, store: Any, first: bool = False) -> str:
    """What a file that could not be written means for the game: which file, and what is saved."""
    from playaid.automata.files import shown
    from playaid.rules.troyes import text as T

    if exc.committed:
        return t(T.TRANSCRIPT_FAILED, path=shown(exc.path), problem=exc.problem, save=shown(store.path))
    if first:
        return t(T.CANNOT_WRITE, path=shown(exc.path), problem=exc.problem)
    return t(T.WRITE_FAILED, path=shown(exc.path), problem=exc.problem, save=shown(store.path))


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
    # The command that resumes a game, as --history gives it: the standalone file as it was run.
    command = prog
    if argv is None and sys.argv and sys.argv[0].endswith(".pyz"):
        import shlex

        command = f"python3 {shlex.quote(sys.argv[0])}"
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
        return run(args, inp, out, err, prog=command)
    except CliError as exc:
        err.write(printable(f"{prog}: error: {' '.join(str(exc).split())}", limit=400) + "\n")
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(prog="python -m playaid.automata.cli"))
