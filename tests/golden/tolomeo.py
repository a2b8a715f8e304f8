"""Golden files of Tolomeo: a seeded playthrough of the rules engine, and a seeded deal of the event dealer.

The playthrough (OpenSpiel's playthroughs are the model) plays a whole game on Side B with the
Eclipsis, every choice drawn from one ``random.Random(SEED)``. Before each action it shows the
state, then the legal actions, each one checked by the engine itself (an action the engine refuses
is not listed), then the action taken and what it caused: studies and their bonus actions, the
hand limit, bonus point cards, the round's end and the Eclipsis.

What the rulebook leaves to the players' own components is made up here for the test, never in
the rules core (†K4, †K5, †V4): the colours of the board, the constellation deck (five cards of
each constellation and five Tolomeo cards, 65 in all), what each event card and bonus point card
shows. Studies made in one action take their bonus actions after the action, in order.
"""

from __future__ import annotations

import io
import itertools
import random
from dataclasses import dataclass, replace

from playaid.rules import tolomeo as t
from playaid.rules.errors import RulesError

SEED = 7
PLAYERS = ("red", "blue", "green")
SIDE = t.Side.B
START = {"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo",
         "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}
#: Our board's colours: Aries red as the rulebook says, the others in turn (†K4).
COLOURS = t.Colours.of({c: ("red", "yellow", "green", "blue")[c.index % 4] for c in t.ZODIAC})
#: Our deck of 65: five of each constellation, five Tolomeo cards (†K5).
DECK = tuple(t.Card(c) for c in t.ZODIAC for _ in range(5)) + (t.TOLOMEO,) * 5
#: What our event cards show, by place (†V4): Mars on four of them, as the rulebook counts.
EVENTS = {1: ["moon", "mars"], 2: ["sun", "venus"], 3: ["moon", "mercury"], 4: ["mars", "jupiter"],
          5: ["moon", "saturn"], 6: ["sun", "mercury"], 7: ["mars", "venus"], 8: ["moon", "jupiter"],
          9: ["sun", "saturn"], 10: ["mars", "mercury"], 11: ["moon", "venus"], 12: ["sun", "jupiter"]}
#: Our sheets' conversion table (†P4): it agrees with the one value printed, 3 planets = 4 points.
def SHEET_POINTS(studied: int) -> int:
    return studied + 1 if studied else 0


#: Our bonus point cards: the 2-point card and one 1-point card per player (line 55, †V4).
BONUS_CARDS = (t.BonusCard.of(2, ["moon", "sun", "mars"]), t.BonusCard.of(1, ["moon", "mercury"]),
               t.BonusCard.of(1, ["venus", "jupiter"]), t.BonusCard.of(1, ["saturn", "sun"]))


@dataclass(frozen=True)
class Table:
    """Everything on the table: the engine's own states, and the hands and bonus cards around them."""

    pos: t.Position
    row: t.CardRow
    hands: dict[str, tuple[t.Card, ...]]
    bonus: tuple[t.BonusCard, ...]
    taken: dict[str, tuple[t.BonusCard, ...]]
    track: t.EventTrack
    clock: t.Clock


def cards_text(cards) -> str:
    return ", ".join(map(str, cards)) or "-"


def board_text(board: t.Board) -> str:
    return "; ".join(f"{c} " + ", ".join(f"{o} {n}" for o, n in row.items()) for c, row in board.pawns.items()) or "-"


# ------------------------------------------------------------------ legal actions, as the engine allows them


def payments(c: t.Constellation, hand: tuple[t.Card, ...]) -> list[tuple[t.Card, ...]]:
    """The distinct sets of cards in ``hand`` that pay for one pawn on ``c``."""
    found = []
    for k in range(1, 4):
        for combo in sorted(set(itertools.combinations(sorted(hand, key=str), k)), key=lambda cs: [str(x) for x in cs]):
            try:
                t.payment(c, combo, COLOURS)
            except RulesError:
                continue
            found.append(combo)
    return found


def legal(table: Table, player: str) -> list[tuple[str, object]]:
    """Every action ``player`` may take now, as (words, action); each one tried on the engine."""
    pos, hand = table.pos, table.hands[player]
    found: list[tuple[str, object]] = []
    if table.row.deck or table.row.discard:
        found.append(("draw the top card", ("top",)))
    found += [(f"take face-up {card}", ("take", i)) for i, card in enumerate(table.row.face_up)]
    comet_cards = sorted({c for c in hand if t.comet_card_ok(pos.sky, c)}, key=str)
    for card in comet_cards:
        found.append((f"comet: discard {card}, new face-up cards", ("refresh", card)))
        for source in pos.board.pawns:
            if not pos.board.count(source, player):
                continue
            for steps in (t.COMET_PAWN_MOVE, -t.COMET_PAWN_MOVE):
                for study in [None, *pos.studyable(player, source.step(steps))]:
                    try:
                        t.comet_move(pos, player, card, source, steps, study)
                    except RulesError:
                        continue
                    said = f"comet: discard {card}, move a pawn {source} -> {source.step(steps)}"
                    found.append((said + (f", study {study}" if study else ""), ("comet", card, source, steps, study)))
    supply_empty = pos.supply(player) == 0
    sources = [c for c in pos.board.pawns if pos.board.count(c, player)] if supply_empty else [None]
    for c in t.ZODIAC:
        for paid in payments(c, hand):
            for source in sources:
                for study in [None, *pos.studyable(player, c)]:
                    placement = t.Placement(c, paid, source if source is not c else None, study)
                    try:
                        t.watch(pos, player, [placement], COLOURS)
                    except RulesError:
                        continue
                    said = f"watch {c} with {cards_text(paid)}" + (f" (pawn from {source})" if source else "")
                    found.append((said + (f", study {study}" if study else ""), ("watch", (placement,))))
    if not supply_empty:  # configurations: the cheapest payment for each pawn, drawn from one hand
        pairs = [(c, c) for c in pos.sky.conjunctions()] + list(pos.sky.oppositions())
        for a, b in pairs:
            for first in payments(a, hand):
                rest = list(hand)
                for card in first:
                    rest.remove(card)
                second = payments(b, tuple(rest))
                if not second:
                    continue
                placements = (t.Placement(a, first), t.Placement(b, second[0]))
                try:
                    t.watch(pos, player, placements, COLOURS)
                except RulesError:
                    continue
                found.append((f"watch {a} with {cards_text(first)} and {b} with {cards_text(second[0])}",
                              ("watch", placements)))
                break
    return found


def choose(rng: random.Random, table: Table, player: str, actions):
    """The policy: a study when one is on offer, else mostly watches near one's own pawns."""
    def weight(action) -> int:
        kind = action[1][0]
        if kind == "watch":
            if any(p.study for p in action[1][1]):
                return 40
            return 6 if any(table.pos.board.count(p.constellation, player) for p in action[1][1]) else 2
        if kind == "comet":
            return 30 if action[1][4] else 1
        return 3 if kind in ("top", "take") else 1
    return rng.choices(actions, weights=[weight(a) for a in actions])[0]


# ------------------------------------------------------------------ carrying the actions out


def pay(table: Table, player: str, cards) -> Table:
    row = t.CardRow(table.row.face_up, table.row.deck, table.row.discard + tuple(cards))
    return replace(table, row=row, hands={**table.hands, player: t.pay_from_hand(table.hands[player], cards)})


def draw(table: Table, player: str, how, rng: random.Random) -> tuple[Table, t.Card]:
    if how[0] == "top":
        row, card = table.row.draw_top(rng)
    else:
        row, card = table.row.take(how[1], COLOURS, rng)
    return replace(table, row=row, hands={**table.hands, player: table.hands[player] + (card,)}), card


def bonus(table: Table, turn: t.Turn, player: str, planet: t.Planet, rng: random.Random, out: list[str],
          depth: int = 0) -> tuple[Table, t.Turn]:
    """The bonus action of ``planet`` on Side B, as far as it goes (†A14)."""
    action = t.bonus_action(SIDE, planet)
    out.append(f"    bonus action, {planet}: {t.bonus_effect(action)}")
    rivals = [p for p in PLAYERS if p != player]
    if planet is t.Planet.MOON:
        chosen = {r: rng.sample(table.hands[r], min(t.MOON_B_DISCARDS, len(table.hands[r]))) for r in rivals}
        hands, pile = t.moon_b(table.hands, player, chosen)
        table = replace(table, hands=hands, row=t.CardRow(table.row.face_up, table.row.deck, table.row.discard + pile))
        out.append(f"      discarded: {cards_text(pile)}")
    elif planet in (t.Planet.MERCURY, t.Planet.VENUS):
        for _ in range(t.MERCURY_B_DRAWS if planet is t.Planet.MERCURY else t.VENUS_B_DRAWS):
            options = ([("top",)] if table.row.deck or table.row.discard else []) + [
                ("take", i) for i in range(len(table.row.face_up))]
            if not options:
                out.append("      no card left to draw")
                break
            table, card = draw(table, player, rng.choice(options), rng)
            out.append(f"      {player} draws {card}")
    elif planet is t.Planet.SUN:
        turn = turn.gain(SIDE, planet)
    elif planet is t.Planet.MARS:
        targets = [c for c, row in table.pos.board.pawns.items() if set(row) - {player}]
        if targets:
            target = rng.choice(targets)
            pos, moved = t.mars_b(table.pos, player, target)
            table = replace(table, pos=pos)
            out.append(f"      {target}: " + (", ".join(f"{o} {n}" for o, n in moved.items()))
                       + f" moved to {t.opposite(target)}")
        else:
            out.append("      no rival pawn on the board")
    elif planet is t.Planet.JUPITER:
        hands, drawn = t.jupiter_b(table.hands, player, rng)
        table = replace(table, hands=hands)
        out.append("      drawn: " + (", ".join(f"{card} from {r}" for r, card in drawn.items()) or "-"))
    elif planet is t.Planet.SATURN and depth == 0:
        others = [p for p in table.pos.studied_by(player) if p is not t.Planet.SATURN]
        if others:
            again = rng.choice(others)
            t.saturn(SIDE, table.pos.studied_by(player), again)
            out.append(f"      Saturn uses {again} again")
            table, turn = bonus(table, turn, player, again, rng, out, depth + 1)
        else:
            out.append("      no other planet studied yet")
    return table, turn


def act(table: Table, turn: t.Turn, player: str, action, rng: random.Random, out: list[str]) -> tuple[Table, t.Turn]:
    kind = action[0]
    studies: tuple[t.Study, ...] = ()
    if kind in ("top", "take"):
        table, card = draw(table, player, action, rng)
        if kind == "top":
            out.append(f"    {player} draws {card}")
    elif kind == "refresh":
        table = pay(table, player, [action[1]])
        table = replace(table, row=table.row.refresh(COLOURS, rng))
    elif kind == "comet":
        _, card, source, steps, study = action
        pos, done = t.comet_move(table.pos, player, card, source, steps, study)
        table = replace(pay(table, player, [card]), pos=pos)
        studies = (done,) if done else ()
    else:
        result = t.watch(table.pos, player, action[1], COLOURS)
        for placement in action[1]:
            table = pay(table, player, placement.cards)
        table = replace(table, pos=result.position)
        studies = result.studies
        if result.configuration:
            out.append(f"    by {result.configuration}")
    turn = turn.act()
    for study in studies:
        out.append(f"    {player} studies {study.planet} on {study.constellation}")
        table, turn = bonus(table, turn, player, study.planet, rng, out)
    return table, turn


def end_turn(table: Table, turn: t.Turn, player: str, rng: random.Random,
             out: list[str]) -> tuple[Table, t.Turn | None]:
    studied = table.pos.studied_by(player)
    for i, card in enumerate(table.bonus):
        if card.claimable(studied):
            card, rest, turn = turn.claim(table.bonus, studied, i)
            table = replace(table, bonus=rest, taken={**table.taken, player: table.taken[player] + (card,)})
            out.append(f"    takes the bonus point card worth {card.points} ({cards_text(card.planets)})")
            break
    hand = table.hands[player]
    discards = tuple(rng.sample(hand, max(0, len(hand) - t.HAND_LIMIT)))
    kept, turn = turn.end(hand, discards)
    if discards:
        out.append(f"    hand limit {t.HAND_LIMIT}: discards {cards_text(discards)}")
        table = replace(table, row=t.CardRow(table.row.face_up, table.row.deck, table.row.discard + discards))
    return replace(table, hands={**table.hands, player: kept}), turn


# ------------------------------------------------------------------ the game


def playthrough(seed: int = SEED) -> str:
    rng = random.Random(seed)
    out: list[str] = []
    deck = list(DECK)
    rng.shuffle(deck)
    hands, row = t.deal_setup(deck, len(PLAYERS), COLOURS, rng)
    events = t.deal_events(rng, eclipsis=True)
    table = Table(t.Position(t.Sky.setup(START), t.Board.of()), row, dict(zip(PLAYERS, hands)),
                  BONUS_CARDS, dict.fromkeys(PLAYERS, ()), t.EventTrack.start(events), t.Clock())
    out += [f"Tolomeo playthrough, seed {seed}: players {', '.join(PLAYERS)}, Side {SIDE.value}, with the Eclipsis.",
            "Made by tests/golden/tolomeo.py; every choice is drawn from random.Random(seed) among the legal actions.",
            "", "SETUP",
            f"  sky: {table.pos.sky!r}",
            f"  event deck, top first: {', '.join(map(str, events.cards))}; face up: {table.track.current}",
            *(f"  {p}: {cards_text(table.hands[p])}" for p in PLAYERS),
            f"  face up: {cards_text(table.row.face_up)}",
            "  bonus point cards: " + "; ".join(f"{c.points} ({cards_text(c.planets)})" for c in table.bonus)]
    over = False
    while not over:
        out += ["", f"ROUND {table.clock.round}"]
        while True:
            out.append(f"Game turn {table.clock.game_turn} (the d4 shows {table.clock.die})")
            for player in PLAYERS:
                turn: t.Turn | None = t.Turn(player)
                while turn is not None:
                    pos = table.pos
                    out.append(f"  {player}'s {'extra ' if turn.extra else ''}turn")
                    out.append(f"    board: {board_text(pos.board)}")
                    out.append(f"    {player}: hand {cards_text(table.hands[player])}; supply {pos.supply(player)};"
                               f" studied {cards_text(pos.studied_by(player))}")
                    out.append(f"    face up: {cards_text(table.row.face_up)}; deck {len(table.row.deck)},"
                               f" discards {len(table.row.discard)}")
                    actions = legal(table, player)
                    out.append(f"    legal ({len(actions)}): " + " | ".join(words for words, _ in actions))
                    words, action = choose(rng, table, player, actions)
                    out.append(f"    action: {words}")
                    table, turn = act(table, turn, player, action, rng, out)
                    table, turn = end_turn(table, turn, player, rng, out)
            studied = {p: table.pos.studied_by(p) for p in PLAYERS}
            if t.game_over(studied):
                out.append("  Someone has studied every planet: the game turn is played out and the game ends"
                           " (\u2020E7).")
                over = True
                break
            if table.clock.last_game_turn:
                break
            table = replace(table, clock=table.clock.next_game_turn())
        if over:
            break
        end = t.end_of_round(table.pos.sky, table.pos.board, table.track, table.clock, EVENTS)
        out.append(f"End of round {table.clock.round}: " + (
            f"{cards_text(end.moved)} step clockwise, the comet counterclockwise" if end.moved else "no card moves"))
        if end.eclipsis is not None:
            back = ", ".join(f"{o} {n}" for o, n in end.eclipsis.returned.items()) or "-"
            out.append("  The Eclipsis: " + "; ".join(f"{s.constellation} {s.fate}" for s in end.eclipsis.steps)
                       + f"; back to supply: {back}")
        if end.game_over:
            out.append("  No event card moved the planets: the game ends (\u2020E8).")
            break
        out.append(f"  sky: {end.sky!r}; face up: {end.track.current if end.track.current else 'none, last round'}")
        table = replace(table, pos=t.Position(end.sky, end.board, table.pos.studied), track=end.track, clock=end.clock)
    out += ["", "FINAL SCORE"]
    sheet = {"players": [{"name": p, "side": SIDE.value, "studied": [x.value for x in table.pos.studied_by(p)],
                          "bonus_cards": [c.to_dict() for c in table.taken[p]], "pawns_on_board": table.pos.board.on_board(p),
                          "planet_points": SHEET_POINTS(len(table.pos.studied_by(p)))} for p in PLAYERS]}
    from playaid.generator.reports import tolomeo as report

    out.append("  (our sheets' conversion table: one point more than the planets studied, as 3 give 4)")
    out += [f"  {line}".rstrip() for line in report.render(t.score_sheet(sheet)).splitlines()]
    return "\n".join(out) + "\n"


def dealer_transcript() -> str:
    """A whole seeded deal of ``playaid tolomeo events`` with the Eclipsis, word for word."""
    from playaid.generator.cli import main

    out = io.StringIO()
    main(["tolomeo", "events", "--eclipsis", "--seed", "7", "--no-save"], stdout=out, stderr=io.StringIO(),
         stdin=io.StringIO("\n" * 20))
    return out.getvalue()


def files() -> dict[str, str]:
    """Every golden file this module owns: name -> text."""
    return {f"tolomeo-seed-{SEED}.playthrough.txt": playthrough(),
            "tolomeo-events-seed-7-eclipsis.transcript.txt": dealer_transcript()}
