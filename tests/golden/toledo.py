"""Golden file of the Toledo turn engine: one seeded game, step by step, in the style of OpenSpiel's playthroughs.

Each turn shows the state (every player, then the board), the actions the rules allow, and the
action taken; inside a move turn each step shows the same: the moves, circles, trades and
challenges open, and the one chosen, with what the engine made of it (where the piece landed,
what a trade gave, how a duel went). Nothing is decided here that the engine would refuse: the
legal actions are found by trying each candidate on the immutable state, and a player picks
among them with a seeded generator.

What the rulebook leaves unknown is invented from the seed and said so at the top: the deck's
make-up, the sword tiles, the paintings, the track. The chance of the game (the deck's order,
each reshuffle, the colour and pose of a card turned for a duel) comes from a second generator,
so that the players' choices and the cards never share one.
"""

from __future__ import annotations

import random

from playaid.rules import toledo as t
from playaid.rules.errors import RulesError

SEED = 18
PLAYERS = ("red", "blue", "green")
TRACK = ". . T1 . . / . A2 . T2 . / . . . ."
PALETTE = ("purple", "brown", "teal")
#: A game ends by the rules long before this; the cap only keeps a broken engine from looping.
MAX_TURNS = 200
KIND_LETTER = {t.SpaceKind.STEEL: "S", t.SpaceKind.GEM: "G", t.SpaceKind.SWORDSMITH: "W",
               t.SpaceKind.FENCING: "F", t.SpaceKind.TAVERN: "T", t.SpaceKind.ARTIST: "A"}


def _cards(values) -> str:
    return " ".join(map(str, values)) or "-"


class Playthrough:
    """One seeded game: the board, the deck and the discard pile, the stocks of tiles, the transcript."""

    def __init__(self, seed: int) -> None:
        self.choose = random.Random(f"{seed}-players")
        self.chance = random.Random(f"{seed}-chance")
        self.lines: list[str] = []
        deck = [v for v in range(t.MIN_CARD, t.MAX_CARD + 1)
                for _ in range(t.MOVEMENT_CARDS // (t.MAX_CARD - t.MIN_CARD + 1))]
        self.chance.shuffle(deck)
        self.deck: tuple[int, ...] = tuple(deck)
        self.discard: tuple[int, ...] = ()
        self.swords = [t.Sword(self.chance.randint(3, 12), steel=self.chance.randint(1, 3),
                               gems=self.chance.randint(0, 2)) for _ in range(t.SWORD_TILES)]
        self.paintings = sorted(self.chance.randint(t.MIN_PAINTING, t.MAX_PAINTING) for _ in range(t.PAINTINGS))
        hands = [self.draw(t.STARTING_HAND) for _ in PLAYERS]
        self.board = t.Board.setup(t.Track.parse(TRACK), PLAYERS, hands, t.Palette(PALETTE))

    # ---- chance

    def draw(self, n: int) -> tuple[int, ...]:
        drawn, self.deck, self.discard = t.draw(self.deck, self.discard, n, self.chance)
        return drawn

    def turn_up(self) -> tuple[int, t.DuelCard] | None:
        """One card for a duel round: its value, and the colour and pose its foot shows."""
        drawn = self.draw(1)
        if not drawn:
            return None
        colour = self.chance.choice((None, *PALETTE))
        return drawn[0], t.DuelCard(colour, self.chance.choice(list(t.Pose)))

    # ---- the transcript

    def say(self, line: str) -> None:
        self.lines.append(line)

    def state(self) -> None:
        for p in self.board.players:
            skills = sorted(p.fencing) + (["move skill"] if p.move_skill else [])
            swords = " ".join(str(s.value) for s in p.swords) or "-"
            presented = ", ".join(str(s.value) if s else "no sword" for s in p.presented) or "-"
            self.say(f"  {p.name}: hand {_cards(p.hand)} | steel {p.steel}, gems {p.gems}, swords {swords}, "
                     f"skills {', '.join(skills) or '-'}, paintings {_cards(p.paintings)} | "
                     f"Cathedral {p.cathedral}, Alcazar {p.in_alcazar} ({presented}) | tiles left {len(p.tiles)}")
        b = self.board
        for row in t.Row:
            cells = []
            for pos in range(1, len(b.track) + 1):
                space = b.track.space(pos)
                if space.row is not row:
                    continue
                tile = b.tile(pos)
                if tile is not None:
                    cell = f"{KIND_LETTER[tile.kind]}{tile.circles}:{tile.owner}"
                elif space.kind is not None:
                    cell = f"{KIND_LETTER[space.kind]}{space.circles}"
                else:
                    cell = "."
                sitting = list(b.sitting(pos)) + [f"+{who}" for who, at in b.loose if at == pos]
                if sitting:
                    cell += "[" + " ".join(sitting) + "]"
                cells.append(f"{pos} {cell}")
            self.say(f"  {row.value:>6}: " + "  ".join(cells))
        self.say(f"  deck {len(self.deck)}, discard pile {len(self.discard)}")

    # ---- a whole turn

    def placements(self, name: str) -> list[tuple[int, t.SpaceKind, int]]:
        found = []
        for pos in range(1, len(self.board.track) + 1):
            for kind, circles in self.board.player(name).tiles:
                try:
                    t.place_tile(self.board, name, pos, kind, circles)
                except RulesError:
                    continue
                found.append((pos, kind, circles))
        return found

    def turn(self, number: int, name: str) -> None:
        self.say("")
        self.say(f"Turn {number}: {name}")
        self.state()
        me = self.board.player(name)
        moves = t.Turn.begin(self.board, name).legal_moves()
        places = self.placements(name)
        returns = [pos for pos in range(1, len(self.board.track) + 1) if name in self.board.sitting(pos)]
        can_draw = bool(self.deck or self.discard)
        spaces = sorted({p for p, _, _ in places})
        self.say("  legal: " + " | ".join([
            f"take {t.CARDS_PER_DRAW_ACTION} cards" if can_draw else "no card to take",
            f"place a tile ({len(me.tiles)} tiles, spaces {' '.join(map(str, spaces))})" if places
            else "no tile to place",
            ("move (" + ", ".join(_move(m) for m in moves) + ")") if moves else "no move",
            ("return the piece on " + " or ".join(map(str, returns))) if returns else "no piece to return",
        ]))
        weights = {"draw": (4 if len(me.hand) < 4 else 1) if can_draw else 0,
                   "place": 3 if places and len(me.tiles) > 2 else (1 if places else 0),
                   "move": 6 if moves else 0, "return": 0.3 if returns else 0}
        action = self.choose.choices(list(weights), list(weights.values()))[0]
        if action == "draw":
            cards = self.draw(t.CARDS_PER_DRAW_ACTION)
            self.board = t.take_cards(self.board, name, cards)
            note = "" if len(cards) == t.CARDS_PER_DRAW_ACTION else " (both piles are empty \u2020M8)"
            self.say(f"  action: take cards: {_cards(cards)}{note}")
        elif action == "place":
            pos, kind, circles = self.choose.choice(places)
            self.board = t.place_tile(self.board, name, pos, kind, circles)
            self.say(f"  action: place {kind.value} ({circles} circle{'s' if circles > 1 else ''}) on space {pos}")
        elif action == "return":
            pos = self.choose.choice(returns)
            self.board = t.return_piece(self.board, name, pos)
            self.say(f"  action: bring the piece on space {pos} back to the Cathedral")
        else:
            self.say("  action: move and trade")
            self.move_turn(name)

    # ---- a move turn, step by step

    def move_turn(self, name: str) -> None:
        turn = t.Turn.begin(self.board, name)
        while True:
            options = self.options(turn)
            self.say("    legal: " + " | ".join(label for label, _ in options))
            weights = [{"take": 6, "trade": 6, "challenge": 4, "move": 2, "end": 2}[label.split()[0]]
                       for label, _ in options]
            label, step = options[self.choose.choices(range(len(options)), weights)[0]]
            if label == "end turn":
                done = turn.finish()
                self.discard += done.discards
                self.board = done.board
                self.say(f"    action: end turn; to the discard pile: {_cards(done.discards)}")
                return
            turn = step(turn)

    def options(self, turn: t.Turn) -> list[tuple[str, object]]:
        name, b = turn.player, turn.board
        found: list[tuple[str, object]] = []
        if turn.pending is not None:
            for rival in t.challengeable(b, name, turn.pending):
                if self.deck or self.discard:
                    found.append((f"challenge {rival} on {turn.pending}", self.challenger(turn.pending, rival)))
        for move in turn.legal_moves():
            found.append((f"move {_move(move)}", self.mover(move)))
        for who, pos in b.loose:
            if who == name and pos != turn.pending:
                try:
                    turn.take_circle(pos)
                except RulesError:
                    continue
                found.append((f"take the circle on {pos}", self.sitter(pos)))
        for pos in turn.may_trade:
            trade = self.trade_for(turn, pos)
            if trade is not None:
                found.append((f"trade at {pos}", trade))
        if turn.cards_played and not [p for who, p in b.loose if who == name]:
            found.append(("end turn", None))
        return found

    def mover(self, move: tuple[int, int, bool]):
        start, value, skill = move

        def step(turn: t.Turn) -> t.Turn:
            me = turn.me
            present = None
            if start + value == turn.board.track.alcazar and me.swords:
                present = max(me.swords, key=lambda s: s.value)
            turn = turn.move(start, value, skill=skill, present=present)
            dest = start + value
            landing = turn.landing(dest) if dest != turn.board.track.alcazar else t.Landing.ALCAZAR
            where = "the Alcazar" if dest == turn.board.track.alcazar else f"space {dest}"
            carried = f", presenting the sword of {present.value}" if present else ""
            if landing is t.Landing.ALCAZAR and present is None:
                carried = ", with no sword"
            self.say(f"    action: move {_move(move)} to {where}: {t.say(landing.label)}{carried}")
            return turn

        return step

    def sitter(self, pos: int):
        def step(turn: t.Turn) -> t.Turn:
            self.say(f"    action: take the circle on {pos}")
            return turn.take_circle(pos)

        return step

    def challenger(self, pos: int, rival: str):
        def step(turn: t.Turn) -> t.Turn:
            me, other = turn.me, turn.board.player(rival)
            faces: list[t.DuelCard] = []
            values: list[int] = []
            while True:
                card = self.turn_up()
                if card is None:
                    break
                values.append(card[0])
                faces.append(card[1])
                try:
                    t.resolve_duel(faces, me.fencing, other.fencing, turn.board.palette)
                except RulesError:
                    continue
                break
            turn = turn.challenge(pos, rival, faces)
            duel = turn.duel
            self.discard += tuple(values)
            held = lambda colours: ", ".join(sorted(colours)) or "no fencing tile"  # noqa: E731
            self.say(f"    action: challenge {rival} on {pos} ({name_of(turn)} holds {held(me.fencing)}; "
                     f"{rival} holds {held(other.fencing)})")
            for r in duel.rounds:
                self.say(f"      round {r.number}: {values[r.number - 1]} {r.card} to the {r.winner.value}, "
                         f"{r.explain()} ({r.score[0]}:{r.score[1]})")
            a, d = duel.score
            self.say("      " + t.say(t.DUEL_WINNER[duel.winner], won=max(a, d), lost=min(a, d)) + " "
                     + t.say(t.DUEL_ATTACKER_WINS if duel.winner is t.Side.ATTACKER else t.DUEL_DEFENDER_WINS))
            return turn

        return step

    def trade_for(self, turn: t.Turn, pos: int):
        """The one trade a player makes at ``pos``, if the rules allow one, as a step."""
        b, me = turn.board, turn.me
        kind = b.kind(pos)
        tile = b.tile(pos)
        own = tile is not None and tile.owner == turn.player
        price = t.trade_price(kind, b.track.row(pos), own)
        paying = [c for c in me.hand if c >= price]
        pay = None if own else (min(paying) if paying else None)
        if not own and pay is None:
            return None
        kwargs: dict[str, object] = {}
        if kind is t.SpaceKind.SWORDSMITH:
            ready = [s for s in self.swords if s.steel <= me.steel and s.gems <= me.gems]
            if not ready:
                return None
            kwargs["sword"] = max(ready, key=lambda s: s.value)
        elif kind is t.SpaceKind.FENCING:
            held = set(me.fencing) | ({t.MOVE_SKILL} if me.move_skill else set())
            wanted = [c for c in (*PALETTE, t.MOVE_SKILL) if c not in held]
            if not wanted:
                return None
            kwargs["skill"] = self.choose.choice(wanted)
            if me.skills >= t.MAX_SKILL_TILES:
                kwargs["give_up"] = t.MOVE_SKILL if me.move_skill else sorted(me.fencing)[0]
        elif kind is t.SpaceKind.ARTIST:
            if not self.paintings:
                return None
            kwargs["painting"] = self.paintings[-1]
        try:
            turn.trade(pos, pay, **kwargs, drawn=(1,) * t.TAVERN_CARDS if kind is t.SpaceKind.TAVERN else ())
        except RulesError:
            return None

        def step(turn: t.Turn) -> t.Turn:
            if kind is t.SpaceKind.TAVERN:
                kwargs["drawn"] = self.draw(t.TAVERN_CARDS)
            turn = turn.trade(pos, pay, **kwargs)
            if kind is t.SpaceKind.SWORDSMITH:
                self.swords.remove(kwargs["sword"])
            if kind is t.SpaceKind.ARTIST:
                self.paintings.pop()
            paid = "free, at their own business" if own else f"pays a {pay}"
            if kind is t.SpaceKind.SWORDSMITH:
                sword = kwargs["sword"]
                got = f"the sword of {sword.value} for {sword.steel} steel and {sword.gems} gems"
            elif kind is t.SpaceKind.FENCING:
                got = f"the {_skill(kwargs['skill'])} tile" + (
                    f", giving up the {_skill(kwargs['give_up'])} tile" if "give_up" in kwargs else "")
            elif kind is t.SpaceKind.TAVERN:
                got = f"the cards {_cards(kwargs['drawn'])}"
            elif kind is t.SpaceKind.ARTIST:
                got = f"a painting of {kwargs['painting']}"
            else:
                got = "a steel counter" if kind is t.SpaceKind.STEEL else "a gem"
            self.say(f"    action: trade at {pos} ({t.say(kind.label)}): {paid}, takes {got}")
            return turn

        return step

    # ---- the game

    def play(self) -> str:
        self.say(f"TOLEDO: one seeded game of the turn engine (seed {SEED})")
        self.say(f"Players, in seat order: {', '.join(PLAYERS)}. Fencing colours: {', '.join(PALETTE)} "
                 f"(the third is this playthrough's name for it, \u2020D8).")
        self.say(f"Track (bottom / middle / top): {TRACK}; the Alcazar is step {self.board.track.alcazar}.")
        self.say(f"Deck: {t.MOVEMENT_CARDS} movement cards, as many of each value, and a card's colour and pose "
                 "drawn when it is turned for a duel: the rulebook gives no make-up (\u2020M10).")
        self.say("Sword tiles (value/steel/gems): " + " ".join(f"{s.value}/{s.steel}/{s.gems}" for s in self.swords)
                 + " (the rulebook lists none, \u2020A13)")
        self.say(f"Paintings, bottom to top: {_cards(self.paintings)}")
        self.say("Board: S steel merchant, G gem merchant, W swordsmith, F fencing master, T tavern, A artist; "
                 "the digit counts circles, :name is the owner, [...] who sits there, +name a piece waiting "
                 "for its circle \u2020M7.")
        seats, number, last = list(PLAYERS), 0, None
        seat = 0
        while number < MAX_TURNS:
            number += 1
            name = seats[seat % len(seats)] if last is None else last.pop(0)
            self.turn(number, name)
            if last is None:
                trigger = t.game_end_trigger(self.board)
                if trigger is not None:
                    last = list(t.final_turns(seats, trigger))
                    self.say("")
                    self.say(f"{trigger} has {self.board.player(trigger).in_alcazar} pieces in the Alcazar: "
                             f"one more turn \u2020E5 each for {', '.join(last)}.")
                seat += 1
            if last is not None and not last:
                break
        else:
            self.say(f"(stopped after {MAX_TURNS} turns)")
        self.say("")
        self.say("FINAL SCORE")
        self.state()
        result = t.final_score([(p.name, p.holdings()) for p in self.board.players])
        for p in result.players:
            self.say(f"  {t.say(t.REPORT['player'], name=p.name, count=p.total)} "
                     f"(presented {p.presented_points}, kept {p.kept_points}, paintings {p.painting_points}, "
                     f"gems {p.gem_points}, move skill {p.move_skill_penalty}); "
                     + t.say(t.REPORT["ties"], count=p.cards_in_hand, value=p.card_value_total))
        self.say(t.winner_text(result))
        return "\n".join(self.lines) + "\n"


def name_of(turn: t.Turn) -> str:
    return turn.player


def _skill(name: object) -> str:
    return "move skill" if name == t.MOVE_SKILL else str(name)


def _move(move: tuple[int, int, bool]) -> str:
    start, value, skill = move
    return f"{start}+{value}" + (" with the move skill" if skill else "")


def files() -> dict[str, str]:
    """Every golden file this module owns: name -> text."""
    return {f"toledo-seed-{SEED}.transcript.txt": Playthrough(SEED).play()}
