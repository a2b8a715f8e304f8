"""The session engine as the site's Play le Roy page calls it: JSON in, JSON out.

The page runs this module in the browser through Pyodide, unpacked from the archive that the
same build packs ``le-roy.pyz`` from (:func:`playaid.generator.pyz.page_archive`). A :class:`Game`
holds one game and answers the page with one JSON text per call:

- :meth:`Game.start` a new game (a seed, le Roy's dice rolled or typed, the language);
- :meth:`Game.load` a save: the bytes ``--save`` writes, read by the one loader of every surface
  (:func:`playaid.automata.session.from_bytes`), which migrates an older format when that is
  faithful and otherwise refuses it by its format, word for word as ``--resume`` does;
- :meth:`Game.answer`, :meth:`Game.undo`, :meth:`Game.redo`.

Each reply holds the view (``"view"``: the question with its suggestion, the other answers and the
field it wants, what le Roy said since the last answer, the state line's parts, the rulings named,
whether undo and redo can act) and the save (``"save"``: the text ``--save`` writes, which the page
keeps in the browser's storage after every answer and exports as it is); or ``"error"``, one line,
with nothing changed. :meth:`Game.transcript` is the transcript, byte for byte the file
``playaid solo troyes`` writes beside its save.

Every word of a view comes from the text source (:mod:`playaid.rules.troyes.text`) through the
session's :class:`~playaid.rules.text.Text`. Standard library only.
"""

from __future__ import annotations

import json
import re
import secrets

from playaid.automata.files import MAX_INPUT_BYTES
from playaid.automata.leroy import (
    LE_ROY, YOU, Ask, BadAnswer, Banners, Black, Cards, Counts, Dice, Enter, Number, Place, PlayerTurn,
    State, TwoBlack, Who, YesNo, marks_after,
)
from playaid.automata.language import LANGUAGES
from playaid.automata.session import SaveError, Session, from_bytes, language
from playaid.rules import troyes as tr
from playaid.rules.shared import RULING_MARK, short
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_MARK = re.compile(RULING_MARK + r"([A-Z][0-9]+)(?![0-9])")
#: The largest seed the command line takes (``--seed``), and how its refusal writes it.
SEED_LIMIT, SEED_LIMIT_SHOWN = 2**63, "2^63 - 1"


class Game:
    """One game as the page plays it; every public method returns a reply as JSON text."""

    def __init__(self) -> None:
        self.session: Session | None = None

    # --- starting and loading ---------------------------------------------------------------

    def start(self, options: str = "{}") -> str:
        """A new game. ``options``: JSON with ``seed`` (a whole number, as text or not; empty or
        missing: a new one), ``manual_dice`` (bool) and ``lang`` (a code of ``--lang``)."""
        from playaid.rules.text import ENGLISH

        try:
            chosen = json.loads(options) if options else {}
        except ValueError:
            chosen = None
        if not isinstance(chosen, dict):
            chosen = {}
        lang = chosen.get("lang") or "en"
        if lang not in LANGUAGES:
            return _error(ENGLISH(T.NO_LANGUAGE, lang=short(str(lang)), langs=", ".join(LANGUAGES)))
        t = language(lang)
        seed = chosen.get("seed")
        if seed is None or (isinstance(seed, str) and not seed.strip()):
            seed = secrets.randbelow(1_000_000)
        elif isinstance(seed, bool) or not isinstance(seed, (int, str)):
            return _error(t(T.NOT_A_SEED, text=short(str(seed))))
        else:
            try:
                seed = int(seed)
            except ValueError:
                return _error(t(T.NOT_A_SEED, text=short(str(seed))))
            if not 0 <= seed < SEED_LIMIT:
                return _error(t(T.SEED_RANGE, high=SEED_LIMIT_SHOWN))
        self.session = Session.start(seed, bool(chosen.get("manual_dice")), lang, game=secrets.token_hex(6))
        return self._reply()

    def load(self, save: Any, name: str = "", lang: str = "") -> str:
        """Continue the game a save holds. ``save``: its bytes (or text, or a JavaScript
        ``Uint8Array``); ``name``: what a refusal calls it (a file's name; empty: the game kept
        in this browser); ``lang``: the page's language, which the game goes on in (empty: the
        save's own, as ``--resume`` without ``--lang``). A save that is refused leaves the game
        as it was."""
        from playaid.rules.text import ENGLISH

        if lang and lang not in LANGUAGES:
            return _error(ENGLISH(T.NO_LANGUAGE, lang=short(str(lang)), langs=", ".join(LANGUAGES)))
        t = language(lang) if lang else ENGLISH
        if hasattr(save, "to_bytes"):  # a JavaScript Uint8Array, as Pyodide hands it over
            save = save.to_bytes()
        raw = save.encode("utf-8", "surrogatepass") if isinstance(save, str) else bytes(save)
        name = name or t(T.PAGE_STORED_SAVE)
        if len(raw) > MAX_INPUT_BYTES:
            return _error(t(T.PAGE_TOO_LARGE, name=name, limit=MAX_INPUT_BYTES // 1024))
        try:
            session = from_bytes(raw, name, lang=lang or None)
        except SaveError as exc:
            return _error(str(exc))
        if not session.game:
            session.game = secrets.token_hex(6)
        self.session = session
        return self._reply(session.text(T.PAGE_CONTINUING, name=name, step=len(session.answers), seed=session.seed))

    # --- playing ------------------------------------------------------------------------------

    def answer(self, text: str) -> str:
        """Answer the question (an empty answer takes the suggestion); a refusal changes nothing."""
        s = self._session()
        try:
            s.answer(text)
        except BadAnswer as exc:
            return _error(marks_after(s.text(T.PAGE_NOT_UNDERSTOOD, problem=exc)))
        return self._reply()

    def undo(self) -> str:
        """Take back the last answer (after the final one, the game reopens)."""
        s = self._session()
        if not s.answers:
            return _error(s.text(T.NOTHING_TO_UNDO))
        last, question = s.answers[-1], s.asked[-1]
        back = s.undo()
        self.session = back
        return self._reply(back.text(T.UNDONE, answer=back.shown(last), question=question))

    def redo(self) -> str:
        """Give again the answer last taken back."""
        s = self._session()
        if not s.undone or s.finished:
            return _error(s.text(T.NOTHING_TO_REDO))
        try:
            again = s.redo()
        except BadAnswer as exc:
            return self._reply(str(exc))
        return self._reply(s.text(T.REDONE, answer=again))

    def view(self) -> str:
        """The reply for the game as it stands (the page shows it after loading)."""
        return self._reply()

    # --- what the page shows and keeps --------------------------------------------------------

    def save(self) -> str:
        """The save, as text: exactly what ``playaid solo troyes --save`` writes."""
        return self._session().to_json().decode("utf-8")

    def transcript(self) -> str:
        """The transcript, as text: exactly the file ``playaid solo troyes`` writes beside its save."""
        return self._session().transcript_bytes().decode("utf-8")

    def _session(self) -> Session:
        if self.session is None:
            self.session = Session.start(secrets.randbelow(1_000_000), game=secrets.token_hex(6))
        return self.session

    def _reply(self, note: str | None = None) -> str:
        s = self._session()
        return json.dumps({"view": describe(s, note), "save": self.save()}, ensure_ascii=False)


def _error(message: str) -> str:
    return json.dumps({"error": " ".join(message.split())}, ensure_ascii=False)


def describe(s: Session, note: str | None = None) -> dict[str, Any]:
    """What the page shows of a session, every word in the session's language."""
    t = s.text
    ask = s.pending
    assert s.ctx is not None
    # Left out of what the page shows (the transcript keeps them): the terminal's keys, where the
    # page has buttons, and a state line the page's bar already shows as it stands.
    left_out = {t(T.INTRO), s.ctx.state_line(), *s.ctx.states_said}
    said = _lines([line for line in s.said if line.strip() not in left_out], t)
    question = None if ask is None else _question(s, ask)
    texts = [line["text"] for line in said]
    if question is not None:
        texts += [question["text"], question["hint"]]
    return {
        "seed": s.seed, "step": len(s.answers), "lang": s.lang, "manual_dice": s.manual_dice,
        "finished": s.finished, "note": note, "last": _last(s), "said": said, "question": question,
        "over": t(T.PAGE_OVER) if s.finished else None,
        "state": _state(s), "rulings": _rulings(texts, t),
        "can_undo": bool(s.answers), "can_redo": bool(s.undone) and not s.finished,
        "saved": t(T.PAGE_SAVED, seed=s.seed, step=len(s.answers)),
        "file": f"le-roy-{s.seed}.json", "transcript_file": f"le-roy-{s.seed}.transcript.txt",
    }


def _last(s: Session) -> dict[str, str] | None:
    """The last question answered and its answer as the transcript shows it, or None."""
    if not s.answers:
        return None
    line = s.transcript[len(s.transcript) - len(s.said) - 1]
    return {"question": s.asked[-1], "answer": line.rsplit(" > ", 1)[-1]}


def _lines(lines: list[str], t: Any) -> list[dict[str, Any]]:
    """Lines as the page sets them: the text, its indent, and whether it is a row of the board
    diagram (shown in a fixed-width font, so its places line up)."""
    header = T.board_diagram(tr.Board.empty(), t)[0].strip()
    rows = len(tr.Building)
    out: list[dict[str, Any]] = []
    diagram = 0
    for line in lines:
        text = line.lstrip(" ")
        if text and text == header:
            diagram = rows + 1
        if diagram:
            out.append({"text": line, "indent": 0, "diagram": True})
        else:
            out.append({"text": text, "indent": (len(line) - len(text)) // 2, "diagram": False})
        diagram = max(0, diagram - 1)
    return out


def _choice(reader: Any, value: Any) -> dict[str, str]:
    shown = reader.show(value)
    return {"label": shown, "answer": shown}


def _question(s: Session, ask: Ask) -> dict[str, Any]:
    """The question, its suggestion, the other answers as buttons, and the field it wants, if any.

    Each other answer is what the reader shows for a value, which it reads back as that value;
    a choice of several (the cards in play) is a set of toggles whose answers are joined. A
    question whose answer only the board shows has no suggestion (``""``): the page then offers
    no big button, only the answers and the field."""
    t = s.text
    reader = ask.reader
    choices: list[dict[str, str]] = []
    toggles: list[dict[str, str]] = []
    field: str | None = "text"
    if isinstance(reader, YesNo):
        choices, field = [_choice(reader, True), _choice(reader, False)], None
    elif isinstance(reader, Who):
        choices, field = [_choice(reader, YOU), _choice(reader, LE_ROY)], None
    elif isinstance(reader, Enter):
        field = None
    elif isinstance(reader, PlayerTurn):
        choices = [_choice(reader, ("done", ())), _choice(reader, ("pass", ()))]
    elif isinstance(reader, Banners):
        choices, field = [_choice(reader, "no_event")], "number"
    elif isinstance(reader, Number):
        field = "number"
    elif isinstance(reader, Cards):
        choices = [_choice(reader, ())]
        toggles = [{"label": t(card.label), "answer": str(n)} for n, card in enumerate(tr.ModifiedCard, 1)]
        field = None
    elif isinstance(reader, Dice):
        choices = [_choice(reader, "roll")] if reader.roll else []
        if reader.expect is None:
            choices.append(_choice(reader, ()))
    elif isinstance(reader, Black):
        choices = [_choice(reader, ())]
    elif isinstance(reader, TwoBlack):
        choices = [{"label": t(T.ANSWER_ROLL), "answer": t(T.ANSWER_ROLL)}]
    elif isinstance(reader, Place):
        board = reader.board()
        for building in tr.Building:
            place = board.best_free(building)
            if place is not None:
                choices.append(_choice(reader, (building, place)))
    elif isinstance(reader, Counts):
        if reader.last is not None:  # the meeples as last known: one tap if nothing has changed
            choices = [_choice(reader, reader.last)]
    else:  # pragma: no cover - every reader of leroy.py is named above
        raise TypeError(f"no page layout for {type(reader).__name__}")
    suggestion = ask.default
    if suggestion:
        choices = [c for c in choices if c["answer"].casefold() != suggestion.casefold()]
    return {"key": ask.key, "text": ask.text.strip(), "suggestion": suggestion, "choices": choices,
            "toggles": toggles, "field": field, "hint": ask.hint}


def _state(s: Session) -> dict[str, Any]:
    """The state line, whole and by parts, and his dice as tiles: letter, value, colour, name."""
    t = s.text
    assert s.ctx is not None
    st = s.ctx.state or State()
    parts = T.state_parts(at=st.at, round=st.round, rounds=st.rounds, turn=st.his_turn, dice=st.dice,
                          points=st.points, characters=st.characters, cathedral=st.cathedral, lang=t)
    dice = [{"text": T.die_text(d, t), "colour": d.colour.value, "name": t(T.PAGE_DIE, colour=t(d.colour.label), value=d.value)}
            for d in st.dice] if "dice" in parts else None
    return {"line": s.ctx.state_line(), "parts": parts, "dice": dice}


def _rulings(texts: list[str], t: Any) -> list[dict[str, str]]:
    """Every ruling whose mark the texts show, in words: its mark, its topic and what playaid does."""
    values = T.message_values(t)
    found: dict[str, dict[str, str]] = {}
    for text in texts:
        for key in _MARK.findall(text):
            if key in tr.RULING and key not in found:
                ruling = tr.RULING[key]
                found[key] = {"mark": ruling.mark, "topic": t(ruling.topic, **values),
                              "ruling": t(ruling.ruling, **values)}
    return list(found.values())
