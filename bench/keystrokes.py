#!/usr/bin/env python3
"""Count the keys a careful player presses in a whole game against le Roy.

    python bench/keystrokes.py [--seed 3] [--code DIR] [--show]

The player is careful: at every question they look at the board and give its true answer. Where
the question offers a suggestion that is that answer, they press Enter (one key); anything else
they type, then press Enter (its length plus one). The board is played by this script, the same
for every version of the automaton: the same black dice each round, the same VP for each card,
event, spot and cube, free banners that stay none while he plays alone after the player passed,
a cathedral that the player also fills (one cube of theirs each round), a few dice taken from
le Roy and a pass when their own dice run out. Questions the automaton
answers itself cost nothing; the last Enter that leaves the finished game is counted.

``--code DIR`` runs the automaton found in DIR (a checkout laid out as ``DIR/playaid/rules``,
``DIR/playaid/automata``) instead of the installed one: how the figure before a change is
measured, from an extracted commit (run it with ``python -S`` so that the installed playaid
stays out of the way). ``--show`` prints each question with what was typed.
"""

from __future__ import annotations

import argparse
import sys
import zlib


def _pick(*parts: object) -> int:
    """A number fixed by what identifies a question (never by the order questions come in)."""
    return zlib.crc32(":".join(map(str, parts)).encode())


class Board:
    """The table the careful player looks at, as the script plays it. An answer may come as
    several ways of saying it, the shortest first: the player types the first one the question
    reads (one its hint tells of)."""

    def __init__(self) -> None:
        self.free = 11                 # free cathedral spaces (the player's board)
        self.round_seen = 0
        self.turns: dict[int, int] = {}  # your turns in each round
        self.seen: dict[str, int] = {}
        self.banners = (0, -1)         # the round and the free banners last answered

    def answer(self, s) -> str | list[str]:
        st = s.ctx.state
        key = s.pending.key
        n = self.seen[key] = self.seen.get(key, 0) + 1
        if st.round != self.round_seen:  # a new round: the player put one cube on the cathedral in the last
            if self.round_seen and self.free:
                self.free -= 1
            self.round_seen = st.round
        pick = _pick(key, st.round, st.his_turn, n)
        if key == "rounds":
            return "6"
        if key == "first":
            return "you"
        if key == "cards":
            return "tithe builders"
        if key == "meeple":
            return s.pending.default  # where the player chooses: the best free place, as suggested
        if key == "meeples":  # no meeple moved but his: the question's word for that, where it has one
            return ["=", " ".join(f"{r}/{p}" for r, p in st.board.counts().values())]
        if key == "black":
            return "none" if pick % 2 else f"{pick % 6 + 1} {pick // 7 % 6 + 1}"
        if key == "your_turn":
            turn = self.turns[st.round] = self.turns.get(st.round, 0) + 1
            if turn > 4:
                return "pass"
            if turn == 2 and st.dice:
                return f"take {st.dice[-1]}"
            return "done"
        if key == "sell":
            return "none" if pick % 3 == 0 else ["W3", "R2 Y4", "Y5"][pick % 3]
        if key == "banners":  # none free stays none free while he plays alone (you passed): he resolves nothing
            if not (st.player_out and self.banners == (st.round, 0)):
                self.banners = (st.round, pick % 3)
            return str(self.banners[1])
        if key == "event_vp":
            return str(pick % 4)
        if key == "cathedral":
            free, self.free = self.free, max(0, self.free - 2)
            return str(free)
        if key == "cubes_vp":
            return str(1 + pick % 3)
        if key == "tradesman_vp":
            return str(pick % 5)
        if key == "character":
            return str(pick % 6)
        if key == "builders":
            return "yes" if self.free else "no"
        if key == "end_characters":
            return str(2 * st.characters)
        if key == "final_you":
            return "72"
        if key == "finish":
            return ""
        raise SystemExit(f"no board answer for the question {key!r}")


def play(seed: int, show: bool = False) -> tuple[int, int, int]:
    """A whole game of ``seed``: the keys pressed, the questions asked, and how many were typed."""
    from playaid.automata.session import Session

    s = Session.start(seed)
    board = Board()
    keys = asked = typed = 0
    while not s.finished:
        ask = s.pending
        answers = board.answer(s)
        if isinstance(answers, str):
            answers = [answers]
        for answer in answers:  # the first way of saying it that this automaton reads
            try:
                value = ask.parse(answer)
                break
            except Exception:  # noqa: BLE001 - a word this version does not take
                continue
        accepted = False
        if ask.default:
            try:
                accepted = ask.parse(ask.default) == value
            except Exception:  # noqa: BLE001 - a suggestion that does not read is no suggestion
                accepted = False
        cost = 1 if accepted or not answer else len(answer) + 1
        typed += not accepted and bool(answer)
        keys += cost
        asked += 1
        if show:
            print(f"{cost:3}  {ask.key:15} [{ask.default}] > {'' if accepted else answer}")
        s.answer("" if accepted else answer)
    return keys + 1, asked, typed  # the Enter that leaves the finished game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--code", metavar="DIR", help="run the automaton found in DIR")
    parser.add_argument("--show", action="store_true", help="print each question and what was typed")
    args = parser.parse_args(argv)
    if args.code:
        sys.path.insert(0, args.code)
    keys, asked, typed = play(args.seed, args.show)
    print(f"seed {args.seed}: {keys} keys for {asked} questions asked ({typed} typed, the rest Enter)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
