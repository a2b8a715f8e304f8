"""Golden files of the le Roy automaton: two seeded games, their answers, transcripts and playthroughs.

A transcript is what the player sees. A playthrough (OpenSpiel's word) is the engine's record of
the same game, one step per question: where the game stands, what was said, the question and the
answers it accepts, the answer given. Together the two games roll every row of le Roy's table
(tests/test_leroy.py checks it), so a change to any row's words or effects shows in a diff here.
"""

from __future__ import annotations

from playaid.automata.session import Session

SEED = 7
#: The short session's answers by question (the docs show it); the rest take the suggestion.
SHORT_POLICY = {"rounds": "1", "black": "5,2", "sell": "W4,R3", "banners": "1", "cathedral": "1",
                "char_you": "3", "char_roy": "2", "final_you": "48"}


def _short_answer(s: Session, turns: list[int]) -> str:
    assert s.pending is not None and s.ctx is not None
    key = s.pending.key
    if key == "your_turn":
        turns.append(1)
        if len(turns) == 2:
            return "buy " + s.ctx.status["le Roy's dice"].split(", ")[-1]
        if len(turns) == 5:
            return "pass"
    return SHORT_POLICY.get(key, "")


def _play(policy) -> tuple[Session, list[str]]:
    """Play a game from the seed, answering with ``policy(session)``; return it and its playthrough."""
    s = Session.start(SEED)
    steps = [f"# le Roy, seed {SEED}: one step per question (state, question, accepted answers, answer, "
             "what follows)", "", "said:"]
    steps += [f"  {line}" if line else "" for line in s.new_lines()]
    while not s.finished:
        ask = s.pending
        assert ask is not None
        state = s.status()
        answer = policy(s) or ask.default
        s.answer(answer)
        said = s.new_lines()
        steps += ["", f"step {len(s.answers)} [{ask.key}]", f"state: {state}",
                  f"question: {ask.text.strip()} [{ask.default}]", f"accepts: {ask.hint}", f"answer: {answer}"]
        if said:
            steps += ["said:"] + [f"  {line}" if line else "" for line in said]
    return s, steps


def short_session() -> Session:
    turns: list[int] = []
    return _play(lambda s: _short_answer(s, turns))[0]


def full_session() -> Session:
    return _play(lambda s: "")[0]


def files() -> dict[str, str]:
    """Every golden file this module owns: name -> text."""
    found = {}
    turns: list[int] = []
    for name, policy in (("le-roy-seed-7-one-round", lambda s: _short_answer(s, turns)),
                         ("le-roy-seed-7-full", lambda s: "")):
        session, steps = _play(policy)
        found[f"{name}.answers"] = "\n".join(session.answers) + "\n"
        found[f"{name}.transcript.txt"] = session.transcript_text()
        found[f"{name}.playthrough.txt"] = "\n".join(steps) + "\n"
    return found
