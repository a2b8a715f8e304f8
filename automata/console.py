"""The session at a terminal, or fed by a pipe: ask, read a line, answer, save, print, until the
game ends and the player leaves or the input ends. Every line is read in bounded memory (an
answer is at most :data:`~playaid.automata.session.MAX_ANSWER` characters; an endless line stops
the session, saved).

Used by the automaton's command line (``playaid solo``, ``le-roy.pyz``); the site's Play le Roy
page, which has its own buttons, leaves it out. Standard library only: it runs inside
``le-roy.pyz``.
"""

from __future__ import annotations

from playaid.automata.files import MAX_INPUT_BYTES, shown
from playaid.automata.leroy import BadAnswer, marks_after
from playaid.automata.session import MAX_ANSWER, Session, Store, backup_path, command, transcript_path
from playaid.rules.shared import printable
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import IO

#: What :meth:`_Input.ask` gives for a line longer than any answer (read, and dropped).
TOO_LONG = "\x00too long"


class EndlessInput(Exception):
    """The input holds a line that does not end within :data:`~playaid.automata.files.MAX_INPUT_BYTES`
    (``< /dev/zero``, a binary file): it is no typed answer, and the session stops."""


class _Input:
    """Lines typed by the player: through ``input()`` (readline's editing and history) on a
    terminal, else read from the stream as they come, each in bounded memory."""

    def __init__(self, inp: IO[str], out: IO[str], terminal: bool) -> None:
        self.inp, self.out, self.terminal = inp, out, terminal

    def ask(self, prompt: str) -> str | None:
        """The next line without its end; :data:`TOO_LONG` for a line longer than any answer
        (read to its end piece by piece, never whole); None when the input has ended."""
        if self.terminal:
            try:
                line = input(prompt)
            except EOFError:
                return None
            return TOO_LONG if len(line) > MAX_ANSWER else line
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline(MAX_ANSWER + 2)
        if not line:
            return None
        if not line.endswith("\n") and len(line) > MAX_ANSWER:
            read = len(line)
            while not line.endswith("\n"):
                line = self.inp.readline(1 << 16)
                read += len(line)
                if not line:
                    break
                if read > MAX_INPUT_BYTES:
                    raise EndlessInput
            return TOO_LONG
        line = line.rstrip("\r\n")
        return TOO_LONG if len(line) > MAX_ANSWER else line


def drive(session: Session, store: Store, inp: IO[str], out: IO[str], echo: bool, *,
          terminal: bool = False, on_finish: Callable[[Session], None] | None = None,
          on_reopen: Callable[[Session], None] | None = None) -> int:
    """Ask, read, answer, save, print: until the game ends and you leave, or the input ends."""
    t = session.text
    reader = _Input(inp, out, terminal)

    def show(lines: Sequence[str]) -> None:
        for line in lines:
            out.write(line + "\n")
        out.flush()

    def note(line: str) -> None:
        show([f"  {printable(line)}"])  # a refusal may quote what was typed

    def back_at(s: Session) -> None:
        """After an undo: the state line, then what led to the question; the loop asks it again."""
        show(s.where_it_stands())

    def undo(s: Session) -> Session:
        last, question = s.answers[-1], s.asked[-1]
        back = s.undo()
        store.save(back)
        note(t(T.UNDONE, answer=back.shown(last), question=question))
        back_at(back)
        back.new_lines()
        return back

    show(session.new_lines())
    finished_before = session.finished
    while True:
        if session.finished:
            if not finished_before and on_finish is not None:
                on_finish(session)
            finished_before = True
            show([t(T.GAME_OVER, save=shown(store.path), backup=shown(backup_path(store.path)),
                    transcript=shown(transcript_path(store.path)))])
            line = reader.ask(f"{t(T.ASK_LEAVE)} [{t(T.ANSWER_LEAVE)}] > ")
            if line is not None and echo:
                out.write(("" if line is TOO_LONG else printable(line.strip())) + "\n")
            if line is not None and command(line, t) == "undo" and session.answers:
                session = undo(session)
                if on_reopen is not None:
                    on_reopen(session)
                finished_before = False
                continue
            return 0
        ask = session.pending
        assert ask is not None
        line = reader.ask(ask.prompt)
        if line is None:
            out.write("\n" + t(T.INPUT_ENDED, path=shown(store.path)) + "\n")
            return 0
        if line is TOO_LONG:
            if echo:
                out.write("\n")
            note(t(T.NOT_UNDERSTOOD, problem=t(T.ANSWER_TOO_LONG, limit=MAX_ANSWER)))
            continue
        raw = line.strip()
        if echo:
            out.write(printable(raw) + "\n")
        said = command(raw, t)
        if said == "undo":
            if not session.answers:
                note(t(T.NOTHING_TO_UNDO))
                continue
            session = undo(session)
            continue
        if said == "redo":
            if not session.undone:
                note(t(T.NOTHING_TO_REDO))
                continue
            try:
                again = session.redo()
            except BadAnswer as exc:
                store.save(session)
                note(str(exc))
                continue
            store.save(session)
            note(t(T.REDONE, answer=again))
            show(session.new_lines())
            continue
        if said == "quit":
            out.write(t(T.QUIT_SAVED, path=shown(store.path)) + "\n")
            return 0
        if said == "help":
            note(marks_after(t(T.HELP_LINE, hint=ask.hint, commands=t(T.COMMANDS_HELP))))
            continue
        if said == "status":
            show([f"  {line}" for line in session.status().splitlines()])
            continue
        if said == "why":
            show([f"  {line}" for line in session.why()])
            continue
        try:
            session.answer(raw)
        except BadAnswer as exc:
            note(marks_after(t(T.NOT_UNDERSTOOD, problem=exc)))
            continue
        store.save(session)
        show(session.new_lines())

