"""A solo session against le Roy: answers in, instructions out, saved after every step.

A save holds the seed, every answer so far and the random generator's state. Resuming replays
the answers from the seed (which must land on exactly the saved random state, or the save is
refused as damaged), so the game continues with the same future dice; ``undo`` replays all but
the last answer. Saves are written atomically (temporary file, then rename) and the previous
good save is kept beside it as ``FILE.bak``; the transcript is written beside the save as
``<name>.transcript.txt``.

Standard library only: this module runs inside the standalone ``le-roy.pyz``.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path

from playaid.automata.files import FileProblem, read_bytes, write_atomic
from playaid.automata.leroy import Ask, BadAnswer, Context, play
from playaid.rules import __version__
from playaid.rules.shared import printable, short

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import IO, Any

#: Lone surrogates: what Python makes of bytes that are not UTF-8 when it reads a terminal.
_UNDECODABLE = re.compile("[\ud800-\udfff]")

FORMAT = "playaid-le-roy-session"
FORMAT_VERSION = 1
COMMANDS_HELP = ("Commands at any question: undo (take back your last answer), status (le Roy's "
                 "dice, VP tally, meeples), help, quit (the game is saved; continue with --resume).")


class SaveError(Exception):
    """A save that cannot be read or does not replay; the message is one line for the user."""


@dataclass
class Session:
    """A running game: its options, the answers given, what has been said, the next question."""

    seed: int
    manual_dice: bool = False
    lang: str = "en"
    answers: list[str] = field(default_factory=list)
    transcript: list[str] = field(default_factory=list)
    pending: Ask | None = None
    ctx: Context | None = None
    _gen: Any = None
    _fresh: int = 0

    @classmethod
    def start(cls, seed: int, manual_dice: bool = False, lang: str = "en") -> Session:
        s = cls(seed, manual_dice, lang)
        s.ctx = Context(random.Random(seed), manual_dice)
        s._gen = play(s.ctx)
        s._advance(None, first=True)
        return s

    @classmethod
    def replay(cls, seed: int, manual_dice: bool, lang: str, answers: Sequence[str]) -> Session:
        s = cls.start(seed, manual_dice, lang)
        for n, answer in enumerate(answers, 1):
            # Saves written before undecodable answers were refused may hold one; only a question
            # that takes any text could have accepted it, so dropping the stray bytes replays alike.
            answer = _UNDECODABLE.sub("", answer)
            if s.finished:
                raise SaveError(f"answer {n} comes after the end of the game")
            try:
                s.answer(answer)
            except BadAnswer as exc:
                raise SaveError(f"answer {n} ({short(answer)}) does not fit its question: {exc}") from None
        s._fresh = len(s.transcript)
        return s

    @property
    def finished(self) -> bool:
        return self.pending is None

    def _advance(self, value: Any, first: bool = False) -> None:
        assert self.ctx is not None
        try:
            self.pending = next(self._gen) if first else self._gen.send(value)
        except StopIteration:
            self.pending = None
        self.transcript.extend(self.ctx.lines)
        self.ctx.lines.clear()

    def answer(self, raw: str) -> None:
        """Answer the pending question (an empty answer takes the default); BadAnswer if it does not fit.

        Text that is not valid Unicode (bytes that were not UTF-8, read with ``surrogateescape``)
        is refused before it can reach a save or a transcript.
        """
        ask = self.pending
        if ask is None:
            raise BadAnswer("the game is over")
        if _UNDECODABLE.search(raw):
            raise BadAnswer("that answer holds bytes that are not UTF-8 text; type it again")
        text = raw.strip() or ask.default
        value = ask.parse(text)  # raises BadAnswer with a hint
        self.transcript.append(f"{ask.text} [{ask.default}] > {printable(text)}")
        self._fresh = len(self.transcript)  # the player has just seen the question and typed this
        self.answers.append(text)
        self._advance(value)

    def new_lines(self) -> list[str]:
        """What was said since the last call (for printing as the game goes)."""
        lines = self.transcript[self._fresh:]
        self._fresh = len(self.transcript)
        return lines

    def rng_state(self) -> list[Any]:
        assert self.ctx is not None
        version, internal, gauss = self.ctx.rng.getstate()
        return [version, list(internal), gauss]

    def to_json(self) -> bytes:
        data = {
            "format": FORMAT, "version": FORMAT_VERSION, "playaid": __version__,
            "seed": self.seed, "manual_dice": self.manual_dice, "lang": self.lang,
            "steps": len(self.answers), "finished": self.finished,
            "answers": self.answers, "rng": self.rng_state(),
        }
        return (json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8")

    def transcript_text(self) -> str:
        return "\n".join(self.transcript) + "\n"

    def transcript_bytes(self) -> bytes:
        return self.transcript_text().encode("utf-8", "backslashreplace")

    def status(self) -> str:
        assert self.ctx is not None
        items = self.ctx.status or {"status": "nothing yet"}
        return "; ".join(f"{k}: {v}" for k, v in items.items())


def load(path: Path) -> tuple[Session, bytes]:
    """Read and replay a save; every problem is a one-line SaveError naming the backup."""
    bak = backup_path(path)
    tail = f" (the previous good save, if any, is {bak}: resume from it with --resume {bak})"
    try:
        raw = read_bytes(path, what="save file")
    except FileProblem as exc:
        raise SaveError(str(exc)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveError(f"{path} is damaged or truncated: it is not a complete save{tail}") from None
    problem = _check(data)
    if problem:
        raise SaveError(f"{path} is not a usable save: {problem}{tail}")
    try:
        session = Session.replay(data["seed"], data["manual_dice"], data["lang"], data["answers"])
    except SaveError as exc:
        raise SaveError(f"{path} does not replay: {exc}{tail}") from None
    if session.rng_state() != data["rng"]:
        raise SaveError(f"{path} is damaged: its dice do not match its answers{tail}")
    return session, raw


def _check(data: Any) -> str:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "it is not a le Roy session"
    if data.get("version") != FORMAT_VERSION:
        return f"save format {short(data.get('version'))} is not {FORMAT_VERSION}"
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        return "its seed is missing or not a whole number"
    if not isinstance(data.get("manual_dice"), bool) or data.get("lang") != "en":
        return "its options are missing"
    answers = data.get("answers")
    if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
        return "its answers are missing"
    if data.get("steps") != len(answers):
        return "it is truncated (step count and answers disagree)"
    rng = data.get("rng")
    if not (isinstance(rng, list) and len(rng) == 3 and isinstance(rng[1], list)):
        return "its random state is missing"
    return ""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def transcript_path(path: Path) -> Path:
    stem = path.name[:-5] if path.name.endswith(".json") else path.name
    return path.with_name(stem + ".transcript.txt")


class Store:
    """Where a session lives on disk: the save, its backup and its transcript."""

    def __init__(self, path: Path, previous: bytes | None = None) -> None:
        self.path = path
        self.previous = previous

    def save(self, session: Session) -> None:
        data = session.to_json()
        if self.previous is not None and self.previous != data:
            write_atomic(backup_path(self.path), self.previous)
        write_atomic(self.path, data)
        write_atomic(transcript_path(self.path), session.transcript_bytes())
        self.previous = data


def drive(session: Session, store: Store, inp: IO[str], out: IO[str], echo: bool) -> int:
    """Ask, read, answer, save, print: until the game ends or the input does."""

    def show(lines: Sequence[str]) -> None:
        for line in lines:
            out.write(line + "\n")
        out.flush()

    show(session.new_lines())
    while not session.finished:
        ask = session.pending
        assert ask is not None
        out.write(f"{ask.text} [{ask.default}] > ")
        out.flush()
        line = inp.readline()
        if not line:
            out.write(f"\nThe input ended. The game is saved in {store.path}; continue with --resume {store.path}\n")
            return 0
        raw = line.strip()
        if echo:
            out.write(raw + "\n")
        command = raw.lower()
        if command == "undo":
            if not session.answers:
                out.write("  Nothing to undo yet.\n")
                continue
            session = Session.replay(session.seed, session.manual_dice, session.lang, session.answers[:-1])
            store.save(session)
            out.write("  Took back your last answer.\n")
            continue
        if command in ("quit", "exit"):
            out.write(f"Saved in {store.path}; continue with --resume {store.path}\n")
            return 0
        if command in ("help", "?"):
            out.write(f"  {ask.hint}. {COMMANDS_HELP}\n")
            continue
        if command == "status":
            out.write(f"  {session.status()}\n")
            continue
        try:
            session.answer(raw)
        except BadAnswer as exc:
            out.write(f"  Not understood: {exc}. Try again (or type help).\n")
            continue
        store.save(session)
        show(session.new_lines())
    out.write(f"The game is over. Transcript: {transcript_path(store.path)}\n")
    return 0
