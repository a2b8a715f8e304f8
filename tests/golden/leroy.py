"""Golden files of the le Roy automaton: two seeded sessions, their answers and transcripts."""

from __future__ import annotations

from playaid.automata.session import Session

SEED = 7
#: The short session's answers by question (the docs show it); the rest take the suggestion.
SHORT_POLICY = {"rounds": "1", "black": "5,2", "sell": "W4,R3", "banners": "1", "cathedral": "1",
                "char_you": "3", "char_roy": "2", "final_you": "48"}


def short_session() -> Session:
    s = Session.start(SEED)
    turns = 0
    while not s.finished:
        assert s.pending is not None and s.ctx is not None
        key = s.pending.key
        if key == "your_turn":
            turns += 1
            if turns == 2:
                s.answer("buy " + s.ctx.status["le Roy's dice"].split(", ")[-1])
                continue
            if turns == 5:
                s.answer("pass")
                continue
        s.answer(SHORT_POLICY.get(key, ""))
    return s


def full_session() -> Session:
    s = Session.start(SEED)
    while not s.finished:
        s.answer("")
    return s


def files() -> dict[str, str]:
    """Every golden file this module owns: name -> text."""
    found = {}
    for name, session in (("le-roy-seed-7-one-round", short_session()), ("le-roy-seed-7-full", full_session())):
        found[f"{name}.answers"] = "\n".join(session.answers) + "\n"
        found[f"{name}.transcript.txt"] = session.transcript_text()
    return found
