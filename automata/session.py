"""A solo session against le Roy: answers in, instructions out, saved after every answer.

The session engine owns one rule for every question: a question whose answer the state already
gives (:attr:`~playaid.automata.leroy.Ask.known`) is answered here without being asked, and
leaves no answer in the save. Every other answer is kept canonically: the question's id and
the answer's normalised JSON value (``["sell", ["R5", "W3"]]``), not the keystrokes, so a save
outlives a change of wording, of language or of which questions are asked.

A save (format :data:`FORMAT_VERSION`) holds the seed, the answers, the answers taken back
(for ``redo``) and the random generator's state. Resuming replays the answers from the seed,
which must land on exactly the saved random state, or the save is refused as damaged. A save of
another format is never called damaged: it is migrated when that can be done faithfully, else
refused with one line naming its format and the playaid that wrote it. ``undo`` replays all
but the last answer; ``redo`` gives a taken-back answer again; undo after the final answer
reopens the game.

Only the save is flushed to the disk (``fsync``) before it replaces the previous one, kept as
``FILE.bak``; the backup and the transcript (``<name>.transcript.txt``) are rewritten from the
session and need not be durable. Standard library only: this module runs inside ``le-roy.pyz``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from playaid.automata.files import FileProblem, read_bytes, write_atomic
from playaid.automata.language import LANGUAGES, text_for
from playaid.automata.leroy import Ask, BadAnswer, Context, fold, play
from playaid.rules import __version__
from playaid.rules.shared import printable, short
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from playaid.rules.text import Text

#: A ruling's mark in a line: its key.
_MARK = re.compile("\u2020([A-Z][0-9]+)(?![0-9])")
#: Lone surrogates: what Python makes of bytes that are not UTF-8 when it reads a terminal.
_UNDECODABLE = re.compile("[\ud800-\udfff]")

FORMAT = "playaid-le-roy-session"
#: 2: canonical answers ``[id, value]``; 1 (playaid 0.1.0): the keystrokes typed, replayed.
FORMAT_VERSION = 2
#: The lines shown again after an undo: the context of the question you are back at.
CONTEXT_LINES = 8
#: Answers (the question's id) that format 1 asked with the same meaning and in the same
#: order as format 2 does, from the first question on: what a migration can carry over.
_V1_SAME = ("rounds", "first")


class SaveError(Exception):
    """A save that cannot be read or does not replay; the message is one line for the user."""


def language(code: str) -> Text:
    """The text of a language the automaton speaks (``en``, ``it``; see
    :mod:`playaid.automata.language`), with the words a player types filled in wherever a message
    names them (:func:`playaid.rules.troyes.text.answer_words`)."""
    return T.speaking(text_for(code))


#: The commands a player may type at any question, by what they do.
_COMMANDS = {"undo": T.COMMAND_UNDO, "redo": T.COMMAND_REDO, "quit": T.COMMAND_QUIT, "help": T.COMMAND_HELP,
             "status": T.COMMAND_STATUS, "why": T.COMMAND_WHY}


def command(typed: str, t: Text) -> str | None:
    """The command ``typed`` is (``undo``, ``redo``, ``quit``, ``help``, ``status``, ``why``), in
    English or in the language of ``t``, by its word or another (``exit``, ``?``); None for an answer.

    >>> command("Annulla", language("en")), command(" UNDO ", language("en")), command("?", language("en"))
    (None, 'undo', 'help')
    """
    from playaid.rules.text import ENGLISH

    said = fold(typed)
    for name, message in _COMMANDS.items():
        options = {fold(t(message)), fold(ENGLISH(message))}
        if name in T.ALSO:
            options |= {fold(w) for x in (t, ENGLISH) for w in x(T.ALSO[name]).split("|") if w.strip()}
        if said in options:
            return name
    return None


@dataclass
class Session:
    """A running game: its options, the answers given, what has been said, the next question."""

    seed: int
    manual_dice: bool = False
    lang: str = "en"
    game: str = ""
    answers: list[list[Any]] = field(default_factory=list)   #: [question id, canonical value]
    undone: list[list[Any]] = field(default_factory=list)    #: answers taken back, the last on top
    asked: list[str] = field(default_factory=list)           #: the question each answer answered
    transcript: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)            #: every line said since the last answer
    context: list[str] = field(default_factory=list)         #: the end of it: what led to the pending question
    known: list[tuple[str, Any]] = field(default_factory=list)  #: questions answered from the state
    pending: Ask | None = None
    ctx: Context | None = None
    _gen: Any = None
    _fresh: int = 0

    @classmethod
    def start(cls, seed: int, manual_dice: bool = False, lang: str = "en", game: str = "") -> Session:
        s = cls(seed, manual_dice, lang, game)
        s.ctx = Context(_rng(seed), manual_dice, text=language(lang))
        s._gen = play(s.ctx)
        s._advance(None, first=True)
        return s

    @classmethod
    def replay(cls, seed: int, manual_dice: bool, lang: str, answers: Sequence[Sequence[Any]],
               game: str = "", undone: Sequence[Sequence[Any]] = ()) -> Session:
        """The game these canonical answers give; SaveError (one line) when one does not fit."""
        s = cls.start(seed, manual_dice, lang, game)
        t = s.text
        for n, item in enumerate(answers, 1):
            if s.pending is None:
                raise SaveError(t(T.AFTER_THE_END, number=n))
            key, data = item
            if key != s.pending.key:
                raise SaveError(t(T.WRONG_QUESTION, number=n, key=short(key), asked=s.pending.key))
            try:
                s.give(s.pending.reader.load(data))
            except BadAnswer as exc:
                raise SaveError(t(T.DOES_NOT_FIT, number=n, answer=short(data), problem=exc)) from None
        s.undone = [list(a) for a in undone]
        s._fresh = len(s.transcript)
        return s

    @property
    def text(self) -> Text:
        return language(self.lang)

    @property
    def finished(self) -> bool:
        return self.pending is None

    def _advance(self, value: Any, first: bool = False) -> None:
        """Send ``value`` and run to the next question that must be asked, answering known ones."""
        assert self.ctx is not None
        start = len(self.transcript)
        try:
            ask = next(self._gen) if first else self._gen.send(value)
            while ask.is_known:
                self.known.append((ask.key, ask.reader.dump(ask.known)))
                self.transcript.extend(self.ctx.lines)
                self.ctx.lines.clear()
                ask = self._gen.send(ask.known)
        except StopIteration:
            ask = None
        self.pending = ask
        self.transcript.extend(self.ctx.lines)
        self.ctx.lines.clear()
        self.said = self.transcript[start:]
        self.context = self.said[-CONTEXT_LINES:]

    def answer(self, raw: str) -> None:
        """Answer the pending question (an empty answer takes the suggestion); BadAnswer if it does not fit.

        Text that is not valid Unicode (bytes that were not UTF-8, read with ``surrogateescape``)
        is refused before it can reach a save or a transcript.
        """
        ask = self.pending
        if ask is None:
            raise BadAnswer(self.text(T.ALREADY_OVER))
        if _UNDECODABLE.search(raw):
            raise BadAnswer(self.text(T.NOT_TEXT))
        if len(raw) > MAX_ANSWER:
            raise BadAnswer(self.text(T.ANSWER_TOO_LONG, limit=MAX_ANSWER))
        self.give(ask.parse(raw))  # raises BadAnswer with a hint

    def give(self, value: Any) -> None:
        """Give the pending question an answer already read: record it canonically, and go on."""
        ask = self.pending
        assert ask is not None
        data = ask.reader.dump(value)
        self.transcript.append(ask.prompt + printable(ask.reader.show(value)))
        self._fresh = len(self.transcript)  # the player has just seen the question and typed this
        item = [ask.key, data]
        if self.undone and self.undone[-1] == item:
            self.undone.pop()  # the same answer again: the rest can still be redone
        else:
            self.undone.clear()
        self.answers.append(item)
        self.asked.append(ask.text.strip())
        self._advance(value)

    def undo(self) -> Session:
        """The game without the last answer, which ``redo`` can give again."""
        back = Session.replay(self.seed, self.manual_dice, self.lang, self.answers[:-1], self.game)
        back.undone = [*self.undone, self.answers[-1]]
        return back

    def redo(self) -> str:
        """Give again the answer last taken back, and return it as the transcript shows it.

        An answer taken back that no longer fits its question (a save written by another playaid,
        or edited) raises BadAnswer, one line saying so, and every answer taken back is forgotten."""
        assert self.pending is not None and self.undone
        key, data = self.undone[-1]
        try:
            if key != self.pending.key:
                raise BadAnswer(key)
            value = self.pending.reader.load(data)
        except BadAnswer:
            self.undone.clear()
            raise BadAnswer(self.text(T.REDO_GONE, answer=short(data), question=short(key))) from None
        shown = self.pending.reader.show(value)
        self.give(value)
        return shown

    def shown(self, item: Sequence[Any]) -> str:
        """A canonical answer as the transcript shows it (for ``undo``)."""
        assert self.pending is not None
        return self.pending.reader.show(self.pending.reader.load(item[1]))

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
        data: dict[str, Any] = {
            "format": FORMAT, "version": FORMAT_VERSION, "playaid": __version__, "game": self.game,
            "seed": self.seed, "manual_dice": self.manual_dice, "lang": self.lang,
            "steps": len(self.answers), "finished": self.finished,
            "answers": self.answers, "undone": self.undone, "rng": self.rng_state(),
        }
        data["checksum"] = checksum(data)
        return (json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")

    def transcript_text(self) -> str:
        return "\n".join(self.transcript) + "\n"

    def transcript_bytes(self) -> bytes:
        return self.transcript_text().encode("utf-8", "backslashreplace")

    def why(self) -> list[str]:
        """The rulings of the last step in words, each by its mark: those the lines said since the
        last answer and the question pending (its hint too) show. What ``why`` prints."""
        from playaid.rules import troyes as tr

        t = self.text
        texts = [*self.said, *((self.pending.text, self.pending.hint) if self.pending else ())]
        keys = dict.fromkeys(k for text in texts for k in _MARK.findall(text) if k in tr.RULING)
        if not keys:
            return [t(T.WHY_NONE)]
        values = T.message_values(t)
        lines = []
        for k in keys:
            ruling = t(tr.RULING[k].ruling, **values)  # after a colon, so it starts in lower case
            lines.append(t(T.WHY_LINE, mark=tr.RULING[k].mark, topic=t(tr.RULING[k].topic, **values),
                           ruling=ruling[:1].lower() + ruling[1:]))
        return lines

    def where_it_stands(self) -> list[str]:
        """The state line as it is now, then what led to the pending question without the state
        line said before it (which the state may have moved past): what a player coming back to
        the question sees, after an undo or on resuming. One state line, never two that disagree."""
        assert self.ctx is not None
        return [self.ctx.state_line(), *(line for line in self.context if line not in self.ctx.states_said)]

    def status(self) -> str:
        """The state line and the buildings, as ``status`` shows them."""
        assert self.ctx is not None
        return "\n".join(self.ctx.status())


def checksum(data: dict[str, Any]) -> str:
    """The checksum a save carries of its content (every field but the checksum itself): the
    SHA-256 of that content written compactly, in the order of its fields. A save damaged or
    edited in a way that still parses and replays is told apart by it; laying the file out again
    (spaces, new lines) changes nothing.

    >>> checksum({"seed": 7}) == checksum({"seed": 7, "checksum": "?"}) != checksum({"seed": 8})
    True
    """
    import hashlib

    content = {k: v for k, v in data.items() if k != "checksum"}
    body = json.dumps(content, separators=(",", ":"), ensure_ascii=False).encode("utf-8", "surrogatepass")
    return "sha256:" + hashlib.sha256(body).hexdigest()


def _rng(seed: int) -> Any:
    import random

    return random.Random(seed)


def load(path: Path, lang: str | None = None) -> tuple[Session, bytes]:
    """Read and replay a save; every problem is a one-line SaveError naming the backup, in ``lang``.

    The game goes on in ``lang`` when it is given (the answers are kept as they are, whatever
    the language they were typed in), else in the save's own language."""
    t = language(lang or "en")

    try:
        raw = read_bytes(path, what="save file")
    except FileProblem as exc:
        raise SaveError(str(exc)) from None
    return from_bytes(raw, path, t(T.SAVE_TAIL, backup=backup_path(path)), lang), raw


def from_bytes(raw: bytes, name: object, tail: str = "", lang: str | None = None) -> Session:
    """The game a save's bytes hold, replayed: the one loader of every surface.

    ``name`` is what a refusal calls the save (a path, a file's name); ``tail`` ends every
    refusal that blames the save's bytes (the CLI points at the backup). A save of another
    format is migrated when that is faithful, else refused by its format (:func:`_migrate`).
    The game goes on in ``lang`` when it is given, else in the save's own language; refusals
    are in ``lang`` (English when none is given).
    """
    t = language(lang or "en")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveError(t(T.SAVE_DAMAGED, path=name, tail=tail)) from None
    migrated = False
    if isinstance(data, dict) and data.get("format") == FORMAT and data.get("version") != FORMAT_VERSION:
        data, migrated = _migrate(name, data), True
    elif isinstance(data, dict) and "checksum" in data and data["checksum"] != checksum(data):
        raise SaveError(t(T.SAVE_CHANGED, path=name, tail=tail))
    problem = _check(data, migrated)
    if problem:
        raise SaveError(t(T.SAVE_NOT_USABLE, path=name, problem=t(problem), tail=tail))
    try:
        session = Session.replay(data["seed"], data["manual_dice"], lang or data["lang"], data["answers"],
                                 str(data.get("game", "")), data.get("undone", []))
    except SaveError as exc:
        raise SaveError(t(T.SAVE_NO_REPLAY, path=name, problem=exc, tail=tail)) from None
    if data.get("rng") is not None and session.rng_state() != data["rng"]:
        raise SaveError(t(T.SAVE_WRONG_DICE, path=name, tail=tail))
    return session


def _migrate(path: object, data: dict[str, Any]) -> dict[str, Any]:
    """A save of another format, as this format, when that can be done faithfully; else SaveError.

    Format 1 kept the keystrokes typed at each question and replayed them through the questions
    of its day. Its first two questions (the rounds, who starts) are asked alike today; every
    later one is not (the cards in play come next, and whole questions have gone), so a format 1
    save carries over only while it holds no more than those two answers. Its random state is
    the seed's own until the first setup roll, so it is left to the replay to check.
    """
    from playaid.rules.text import ENGLISH as t

    version, written = data.get("version"), printable(str(data.get("playaid", "?")), limit=40)
    values = {"path": path, "version": printable(str(version), limit=40), "playaid": written, "ours": __version__,
              "current": FORMAT_VERSION}
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise SaveError(t(T.SAVE_NEWER, **values))
    answers = data.get("answers")
    if version == 1 and isinstance(answers, list) and len(answers) <= len(_V1_SAME) \
            and all(isinstance(a, str) for a in answers):
        probe = Session.start(0)
        converted = []
        for key, typed in zip(_V1_SAME, answers):
            assert probe.pending is not None and probe.pending.key == key
            try:
                value = probe.pending.parse(typed)
            except BadAnswer:
                break
            converted.append([key, probe.pending.reader.dump(value)])
            probe.give(value)
        else:
            return {**data, "version": FORMAT_VERSION, "answers": converted, "steps": len(converted),
                    "undone": [], "rng": None}
    raise SaveError(t(T.SAVE_OLD, **values))


def _check(data: Any, migrated: bool = False) -> Any:
    """What makes ``data`` no usable save (a message of the text source), or ``""``. Only a save
    migrated from another format here (``migrated``) may lack the random state: its replay is
    checked against the seed instead."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return T.NOT_A_SESSION
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        return T.SEED_MISSING
    if not isinstance(data.get("manual_dice"), bool) or data.get("lang") not in LANGUAGES:
        return T.OPTIONS_MISSING
    answers, undone = data.get("answers"), data.get("undone", [])
    for items in (answers, undone):
        if not isinstance(items, list) or not all(
                isinstance(a, list) and len(a) == 2 and isinstance(a[0], str) for a in items):
            return T.ANSWERS_MISSING
    if data.get("steps") != len(answers):
        return T.STEPS_DISAGREE
    rng = data.get("rng")
    if rng is not None and not (isinstance(rng, list) and len(rng) == 3 and isinstance(rng[1], list)):
        return T.RNG_MISSING
    if rng is None and not migrated:
        return T.RNG_MISSING
    return ""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def original_path(path: Path) -> Path | None:
    """The save a backup belongs to (``g.json`` for ``g.json.bak``), or None for a save."""
    return path.with_name(path.name[:-4]) if path.name.endswith(".bak") and len(path.name) > 4 else None


def transcript_path(path: Path) -> Path:
    stem = path.name[:-5] if path.name.endswith(".json") else path.name
    return path.with_name(stem + ".transcript.txt")


class SaveFailed(Exception):
    """A file of the session could not be written: ``path`` (the backup, the save or the
    transcript), the system's reason (``problem``), and whether the save itself was committed
    (``committed``: only the transcript failed, after the save was written)."""

    def __init__(self, path: Path, problem: str, committed: bool) -> None:
        super().__init__(f"{path}: {problem}")
        self.path, self.problem, self.committed = path, problem, committed


class Store:
    """Where a session lives on disk: the save (flushed to the disk), its backup and its transcript."""

    def __init__(self, path: Path, previous: bytes | None = None) -> None:
        self.path = path
        self.previous = previous

    def save(self, session: Session) -> None:
        """Write the backup, then the save, then the transcript; SaveFailed names the one that failed."""
        data = session.to_json()
        if self.previous is not None and self.previous != data:
            _write(backup_path(self.path), self.previous, durable=False, committed=False)
        _write(self.path, data, durable=True, committed=False)
        self.previous = data
        _write(transcript_path(self.path), session.transcript_bytes(), durable=False, committed=True)


def _write(path: Path, data: bytes, *, durable: bool, committed: bool) -> None:
    try:
        write_atomic(path, data, durable=durable)
    except OSError as exc:
        raise SaveFailed(path, exc.strerror or type(exc).__name__, committed) from None


#: The longest answer read: no question takes more (a whole setup roll is 17 characters).
MAX_ANSWER = 200
