"""Rewrite the golden le Roy transcripts after a deliberate change of wording or rules.

    python -m tests.golden.regenerate

Review the diff before committing: a golden file changes only when the game should.
"""

from __future__ import annotations

from pathlib import Path

from playaid.automata.session import Session

HERE = Path(__file__).parent
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


def main() -> None:
    for name, session in (("le-roy-seed-7-one-round", short_session()), ("le-roy-seed-7-full", full_session())):
        (HERE / f"{name}.answers").write_text("\n".join(session.answers) + "\n", encoding="utf-8")
        (HERE / f"{name}.transcript.txt").write_text(session.transcript_text(), encoding="utf-8")
        print(f"{name}: {len(session.answers)} answers, {len(session.transcript)} lines")


if __name__ == "__main__":
    main()
