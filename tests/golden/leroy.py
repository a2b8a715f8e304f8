"""Golden files of the le Roy automaton: seeded games, their answers, transcripts and playthroughs,
and a whole game as a player played it at the terminal.

A transcript is what the game said and asked, with each answer as the save keeps it. A
playthrough (OpenSpiel's word) is the engine's record of the same game, one step per question:
where the game stands, what was said, the question and the answers it accepts, the answer given;
questions the state answered (``known``) are listed too, though nobody was asked. Together the
games roll every row of le Roy's table (tests/test_leroy.py checks it), so a change to any row's
words or effects shows in a diff here.

The table game (``le-roy-seed-11-table``) is a session played in tmux next to a board: what was
typed, commands and all (``.keys``; ``^C`` marks a Ctrl-C, after which the game was resumed with
``--resume``), what the screen showed (``.screen.txt``: the terminal's text, long lines unwrapped),
then ``--history``, and the transcript and canonical answers of the game it left.
"""

from __future__ import annotations

import io
import json
import os
import tempfile
from pathlib import Path

from playaid.automata.session import Session

HERE = Path(__file__).parent
#: What a plain board shows, for each question only the board can answer (the automaton offers no
#: suggestion there): no card changed against him, no black dice, none of your dice to sell, no
#: free banner, no VP, the cathedral with 2 free spaces when first asked and then as he left it,
#: the meeples as he last knew them, and 0 VP for you at the end. These are the very answers the
#: automaton used to suggest, so a game played by them is the one its Enter used to play.
PLAIN_BOARD = {"cards": "none", "black": "none", "sell": "none", "banners": "0", "event_vp": "0", "cubes_vp": "0",
               "tradesman_vp": "0", "character": "0", "end_characters": "0", "final_you": "0", "builders": "yes",
               "meeples": "same"}


def board(s: Session) -> str:
    """The answer a careful player gives on a plain board: the suggestion where there is one
    (an empty answer), else what the board shows (:data:`PLAIN_BOARD`)."""
    ask = s.pending
    assert ask is not None and s.ctx is not None and s.ctx.state is not None
    if ask.default:
        return ""
    if ask.key == "cathedral":
        return str(2 if s.ctx.state.cathedral is None else s.ctx.state.cathedral)
    return PLAIN_BOARD[ask.key]
SEED = 7
#: The short session's answers by question (the docs show it); the rest take the suggestion.
SHORT_POLICY = {"rounds": "1", "cards": "3", "black": "5 2", "sell": "W4 R3", "banners": "1",
                "cubes_vp": "3", "character": "2", "event_vp": "2", "tradesman_vp": "4", "end_characters": "5",
                "final_you": "48"}
#: The table game: its seed, and where its keystrokes are kept.
TABLE_SEED = 11
TABLE = "le-roy-seed-11-table"


def _short_answer(s: Session, turns: list[int]) -> str:
    assert s.pending is not None and s.ctx is not None and s.ctx.state is not None
    key = s.pending.key
    if key == "cathedral" and s.ctx.state.cathedral is None:
        return "3"  # then the suggestion: what is left after his cubes
    if key == "your_turn":
        turns.append(1)
        if len(turns) == 2:
            return "buy " + str(s.ctx.state.dice[-1])
        if len(turns) == 5:
            return "pass"
    return SHORT_POLICY.get(key) or board(s)


def _play(policy) -> tuple[Session, list[str]]:
    """Play a game from the seed, answering with ``policy(session)``; return it and its playthrough.
    The session's ``typed`` lists each answer as the transcript shows it: what a player types."""
    s = Session.start(SEED)
    s.typed = []
    steps = [f"# le Roy, seed {SEED}: one step per question (state, question, accepted answers, answer, "
             "what follows)", "", "said:"]
    steps += [f"  {line}" if line else "" for line in s.new_lines()]
    known = len(s.known)
    while not s.finished:
        ask = s.pending
        assert ask is not None and s.ctx is not None
        state = s.ctx.state_line()
        answer = policy(s) or ask.default or board(s)
        before = len(s.transcript)
        s.answer(answer)
        s.typed.append(s.transcript[before][len(ask.prompt):])
        said = s.new_lines()
        steps += ["", f"step {len(s.answers)} [{ask.key}]", f"state: {state}",
                  f"question: {ask.prompt.strip().removesuffix('>').strip()}", f"accepts: {ask.hint}",
                  f"answer: {answer}",
                  f"saved as: {json.dumps(s.answers[-1], ensure_ascii=False)}"]
        steps += [f"known: {key} = {json.dumps(value)} (not asked)" for key, value in s.known[known:]]
        known = len(s.known)
        if said:
            steps += ["said:"] + [f"  {line}" if line else "" for line in said]
    return s, steps


def short_session() -> Session:
    turns: list[int] = []
    return _play(lambda s: _short_answer(s, turns))[0]


def full_session() -> Session:
    return _play(board)[0]


def _answers(session: Session) -> str:
    return "".join(json.dumps(a, ensure_ascii=False) + "\n" for a in session.answers)


def typed(session: Session) -> str:
    """What a player types to give the game's answers: each answer as the transcript shows it."""
    return "".join(line + "\n" for line in session.typed)


def read_keys(name: str) -> str:
    """What a player types to play a golden game, one answer a line."""
    return (HERE / f"{name}.keys").read_text(encoding="utf-8")


def read_answers(name: str) -> list[list[object]]:
    """The canonical answers of a golden game, one JSON ``[id, value]`` a line."""
    return [json.loads(line) for line in (HERE / f"{name}.answers").read_text(encoding="utf-8").splitlines()]


class _Interrupted(io.StringIO):
    """Standard input that ends with a Ctrl-C: once its lines are read, reading raises KeyboardInterrupt."""

    def readline(self, *args: object) -> str:
        line = super().readline(*args)
        if not line:
            raise KeyboardInterrupt
        return line


def table_keys() -> list[str]:
    return (HERE / f"{TABLE}.keys").read_text(encoding="utf-8").splitlines()


def table_game() -> tuple[str, str, str]:
    """Type the table game's keys again: the screen (stdout and stderr as they came), the transcript
    and the canonical answers of the save it leaves. ``^C`` ends a run as Ctrl-C does; the next run
    resumes the save."""
    from playaid.automata.cli import main

    runs: list[list[str]] = [[]]
    for key in table_keys():
        if key == "^C":
            runs.append([])
        else:
            runs[-1].append(key)
    screen = io.StringIO()
    cwd = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)
        try:
            for n, keys in enumerate(runs):
                last = n == len(runs) - 1
                stdin = io.StringIO("".join(k + "\n" for k in keys)) if last else _Interrupted(
                    "".join(k + "\n" for k in keys))
                argv = ["--seed", str(TABLE_SEED)] if n == 0 else ["--resume", f"le-roy-{TABLE_SEED}.json"]
                argv += ["--history-file", "history.jsonl"]
                screen.write(f"$ playaid solo troyes {' '.join(argv)}\n")
                main(argv, prog="playaid solo troyes", stdin=stdin, stdout=screen, stderr=screen)
            screen.write("$ playaid solo troyes --history --history-file history.jsonl\n")
            main(["--history", "--history-file", "history.jsonl"], prog="playaid solo troyes", stdout=screen,
                 stderr=screen)
            transcript = Path(f"le-roy-{TABLE_SEED}.transcript.txt").read_text(encoding="utf-8")
            answers = "".join(json.dumps(a, ensure_ascii=False) + "\n"
                              for a in json.loads(Path(f"le-roy-{TABLE_SEED}.json").read_text())["answers"])
        finally:
            os.chdir(cwd)
    return screen.getvalue(), transcript, answers


def files() -> dict[str, str]:
    """Every golden file this module owns: name -> text."""
    found = {}
    turns: list[int] = []
    for name, policy in (("le-roy-seed-7-one-round", lambda s: _short_answer(s, turns)),
                         ("le-roy-seed-7-full", board)):
        session, steps = _play(policy)
        found[f"{name}.answers"] = _answers(session)
        found[f"{name}.keys"] = typed(session)
        found[f"{name}.transcript.txt"] = session.transcript_text()
        found[f"{name}.playthrough.txt"] = "\n".join(steps) + "\n"
    if (HERE / f"{TABLE}.keys").exists():
        screen, transcript, answers = table_game()
        found[f"{TABLE}.screen.txt"] = screen
        found[f"{TABLE}.transcript.txt"] = transcript
        found[f"{TABLE}.answers"] = answers
    return found
