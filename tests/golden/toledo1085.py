"""Golden files of the Toledo 1085 engine: seeded games played through the rules, OpenSpiel-style.

Each playthrough shuffles a full deck with ``random.Random(seed)`` and plays whole rounds through
:mod:`playaid.rules.toledo1085.play`: the allowance, the proposals, the Rogues' thefts, every
auction bid by bid, every placement, until someone completes all four sectors (†E4) or the deck
runs out (†D3); then the table is scored. At each step the file shows the state, the legal actions
or the question, and the action taken. The choices are the seeded policy's below (a player bids up
to a value it draws for the card, places at random, passes now and then), not good play: the file
pins what the engine allows and does, so a change to a rule shows up as a diff.

The rulebook does not print the prestige of sector and Nobility cards (†C6); this deck prints
1 to 5 in turn, which is illustrative only.
"""

from __future__ import annotations

import dataclasses
import itertools
import random

from playaid.rules import toledo1085 as t

#: (players, seed) of each playthrough: two that end when someone completes all four sectors
#: (†E4, the two-player game's proposals twice, †N2), one whose deck runs out (†D3).
GAMES = ((3, 7), (2, 11), (4, 1))
#: How often a player passes in placement although a card could be placed.
PASS_CHANCE = 0.15
MAX_ROUNDS = 30


def full_deck() -> list[t.Card]:
    """The deck without the Scepter (†C6): each sector's religion cards and common cards, Nobility, crowns."""
    religions = itertools.cycle(t.Religion)
    prestige = itertools.cycle(range(1, 6))
    cards: list[t.Card] = []
    for sector in t.Sector:
        cards += [t.SectorCard(sector, next(religions), next(prestige)) for _ in range(t.sector_religion_cards())]
    cards += [t.NobilityCard(next(religions), next(prestige)) for _ in range(t.nobility_cards())]
    cards += [t.CommonCard(kind, sector) for sector in (*t.Sector, None) for kind in t.CommonKind]
    return cards


def payments(bidder: t.Bidder) -> dict[int, t.Purse]:
    """Every value ``bidder`` can bid exactly, lending and minting what its placed cards allow,
    each with the payment of largest coins first."""
    p = bidder.purse
    lend, mint = min(bidder.moneylenders, p.silver), min(bidder.minters, p.vellum)
    reach = t.Purse(p.gold, p.silver - lend, p.vellum - mint, p.lent + lend, p.minted + mint)
    found: dict[int, t.Purse] = {}
    for combo in itertools.product(*(range(getattr(reach, f.name), -1, -1) for f in dataclasses.fields(t.Purse))):
        pay = t.Purse(*combo)
        found.setdefault(pay.value, pay)
    return dict(sorted(found.items()))


def spans(values: list[int]) -> str:
    """``0-3, 5, 7-9``."""
    out = []
    for _, run in itertools.groupby(enumerate(values), lambda iv: iv[1] - iv[0]):
        run = [v for _, v in run]
        out.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
    return ", ".join(out)


def tableau_text(tab: t.Tableau) -> str:
    if not tab.columns:
        return "no columns"
    cols = []
    for col in tab.columns:
        where = col.sector.value if col.sector else "undefined"
        done = " complete" if col.complete else ""
        cols.append(f"[{where} {col.total}{done}: {', '.join(map(str, col.cards))}]")
    return " ".join(cols)


class Playthrough:
    """One seeded game: the table's state and the lines written so far."""

    def __init__(self, players: int, seed: int) -> None:
        self.n = players
        self.rng = random.Random(seed)
        self.deck = full_deck()
        self.rng.shuffle(self.deck)
        self.tableaus = tuple(t.Tableau() for _ in range(players))
        self.hands: tuple[tuple[t.Card, ...], ...] = ((),) * players
        self.scepter = 0
        self.first: int | None = None
        self.lines = [f"Toledo 1085 playthrough: {players} players, seed {seed}.",
                      "The shuffled deck is the game's only chance; every choice is the seeded policy's.",
                      f"Setup: {len(self.deck)} cards shuffled face down; seat 0, the youngest, takes the Scepter."]

    def say(self, line: str) -> None:
        self.lines.append(line)

    # -- one round -------------------------------------------------------------------------------

    def play(self) -> list[str]:
        for number in range(1, MAX_ROUNDS + 1):
            last = self.round(number)
            if last:
                break
        self.score()
        return self.lines

    def round(self, number: int) -> bool:
        self.say("")
        self.say(f"ROUND {number}: the Scepter is with seat {self.scepter}; {len(self.deck)} cards in the deck.")
        bidders = [t.bidder_for_round(self.n, tab) for tab in self.tableaus]
        for seat, b in enumerate(bidders):
            uses = b.moneylenders or b.minters
            extra = f" (uses left: {b.moneylenders} Moneylender, {b.minters} Minter)" if uses else ""
            self.say(f"  Allowance, seat {seat}: {b.purse}{extra}")
        deal = t.deal(self.n, len(self.deck))
        offered = self.proposals(deal)
        bidders = self.thefts(bidders)
        self.auctions(offered, bidders)
        self.placement()
        self.scepter = t.to_the_right(self.scepter, self.n)
        self.say(f"  The Scepter moves to seat {self.scepter} (†P1); every leftover coin is discarded.")
        for seat in range(self.n):
            self.say(f"  Seat {seat}: {tableau_text(self.tableaus[seat])}; in hand: {len(self.hands[seat])}")
        if self.first is not None:
            self.say(f"The game ends: seat {self.first} completed all four sectors in this placement round (†E4).")
            return True
        if deal.last_round:
            self.say("The game ends: the deck ran out this round (†D3).")
            return True
        return False

    def proposals(self, deal: t.Deal) -> list[t.Card]:
        king = [self.deck.pop() for _ in range(deal.king)]
        self.say(f"  The King turns up {len(king)}: {', '.join(map(str, king))}")
        nobles: list[t.Card] = []
        draws = t.proposals(self.n).draws_per_player
        for seat in t.turn_order(self.scepter, self.n) * draws:
            drawn = [self.deck.pop() for _ in range(min(t.NOBLE_DRAW, len(self.deck)))]
            if not drawn:
                self.say(f"  Seat {seat} draws nothing: the deck is empty (†D3).")
                continue
            keep = self.rng.randrange(len(drawn))
            nobles.append(drawn[keep])
            boxed = [c for i, c in enumerate(drawn) if i != keep]
            self.say(f"  Seat {seat} draws {', '.join(map(str, drawn))}; lays {drawn[keep]} face down"
                     + (f", boxes {', '.join(map(str, boxed))}" if boxed else ""))
        if deal.last_round:
            self.say("  The deck is empty: this round is the last (†D3).")
        return king + nobles

    def thefts(self, bidders: list[t.Bidder]) -> list[t.Bidder]:
        for theft in t.thefts(self.tableaus, self.scepter):
            where = theft.sector.value if theft.sector else "no sector yet"
            able = [v for v in theft.victims if bidders[v].purse.vellum]
            broke = [v for v in theft.victims if v not in able]
            note = f"; seats {broke} hold no vellum (†R4)" if broke else ""
            self.say(f"  Rogue of seat {theft.thief} ({where}): may rob {list(able) or 'nobody'}{note}")
            if able and self.rng.random() < 0.75:
                victim = self.rng.choice(able)
                purses = t.steal([b.purse for b in bidders], theft.thief, victim)
                bidders = [dataclasses.replace(b, purse=p) for b, p in zip(bidders, purses)]
                self.say(f"    -> seat {theft.thief} takes {t.ROGUE_TAKES} vellum from seat {victim}")
            elif able:
                self.say("    -> no theft")
        return bidders

    def auctions(self, offered: list[t.Card], bidders: list[t.Bidder]) -> None:
        starter = self.scepter
        hands = [list(h) for h in self.hands]
        for k, card in enumerate(offered, 1):
            self.say(f"  Auction {k} of {len(offered)}: {card}, opened by seat {starter}")
            worth = [self.rng.randint(1, 7) for _ in range(self.n)]
            a = t.Auction.open(bidders, scepter=self.scepter, starter=starter)
            while not a.over:
                seat = a.turn
                can = payments(a.bidders[seat]) if a.bidders[seat].purse else {}
                floor = a.high_bid.value + 1 if a.high_bid is not None else (0 if seat == self.scepter else 1)
                values = [v for v in can if v >= floor]
                must = a.must_bid(seat)
                legal = ([] if must else ["pass"]) + ([f"bid {spans(values)}"] if values else [])
                wanted = [v for v in values if v <= worth[seat]]
                if must or wanted:
                    value = (wanted or values)[0]
                    a = a.bid(seat, can[value])
                    paid = f"{value} ({can[value]})" if value else "nothing (it counts as a bid, \u2020A3)"
                    self.say(f"    seat {seat}: {' | '.join(legal)} -> bid {paid}")
                else:
                    a = a.pass_(seat)
                    self.say(f"    seat {seat}: {' | '.join(legal)} -> pass")
            sale = a.settle()
            bidders = list(sale.bidders)
            if sale.winner is None:
                rest = len(offered) - k
                self.say(f"    nobody holds a coin: the card and the {rest} left are discarded unsold (†A4)")
                break
            hands[sale.winner].append(card)
            starter = sale.next_starter
            self.say(f"    sold to seat {sale.winner} for {sale.price}; seat {starter} opens the next")
        self.hands = tuple(tuple(h) for h in hands)
        for seat, b in enumerate(bidders):
            self.say(f"  After the auctions, seat {seat} holds {b.purse}")

    # -- placement -------------------------------------------------------------------------------

    def actions(self, p: t.Placement, seat: int) -> list[tuple[str, object]]:
        """Every legal action of ``seat``: (how it reads, what to do)."""
        tab = p.tableaus[seat]
        found: list[tuple[str, object]] = []
        for card in dict.fromkeys(p.hands[seat]):
            is_common = isinstance(card, t.CommonCard)
            if is_common and card.kind is t.CommonKind.JESTER:
                targets = t.jester_targets(p.tableaus, seat, card)
                for target in targets:
                    hit = p.tableaus[target.player].columns[target.column]
                    own = tab.column_of(hit.sector) if card.wild else None
                    for col in ((own,) if own is not None else tab.legal_columns(card)):
                        found.append((f"{card} eliminates seat {target.player}'s {hit.cards[target.index]}, "
                                      f"joins column {col + 1}", ("jester", card, target, col)))
                if targets:
                    continue
            if is_common and card.kind is t.CommonKind.HERALD:
                for rival in range(self.n):
                    if rival == seat:
                        continue
                    for target in t.heartache_targets(p.tableaus, seat, card, rival):
                        got = p.tableaus[rival].columns[target.column].cards[target.index]
                        for col in tab.legal_columns(got):
                            found.append((f"{card}: seat {rival} refuses, Heartache takes {got} to column {col + 1}",
                                          ("herald", card, t.Trade.heartache(target, col), None)))
            for col in tab.legal_columns(card):
                found.append((f"place {card} in column {col + 1}", ("place", card, None, col)))
        return found

    def placement(self) -> None:
        self.say("  Placement, from the Scepter holder to the right:")
        p = t.Placement.start(self.tableaus, self.hands, self.scepter)
        while not p.over:
            seat = p.turn
            legal = self.actions(p, seat)
            self.say(f"    seat {seat}, hand {', '.join(map(str, p.hands[seat]))}:")
            self.say(f"      legal: {' | '.join(text for text, _ in legal) or 'nothing to place'} | pass")
            if not legal or self.rng.random() < PASS_CHANCE:
                p = p.pass_(seat)
                self.say("      -> pass (done for this round)")
                continue
            text, (how, card, extra, col) = legal[self.rng.randrange(len(legal))]
            if how == "jester":
                p = p.jester(seat, card, extra, col)
            elif how == "herald":
                p = p.herald_trade(seat, card, extra)
            else:
                p = p.place(seat, card, col)
            self.say(f"      -> {text}")
            if self.first is None and (first := t.first_to_complete(p.tableaus, self.scepter)) is not None:
                self.first = first
                done = [s for s, tab in enumerate(p.tableaus) if tab.all_complete]
                if len(done) > 1:
                    self.say(f"      seats {done} complete all four sectors in one move; the first from"
                             " the Scepter holder is first (†F4)")
                self.say(f"      seat {first} is the first to complete all four sectors "
                         f"(+{t.FIRST_TO_COMPLETE_BONUS}, kept whatever happens next, †F1)")
        if p.discarded:
            self.say(f"    out of the game (†J2, †H1): {', '.join(map(str, p.discarded))}")
        self.tableaus, self.hands = p.tableaus, p.hands

    # -- the end ---------------------------------------------------------------------------------

    def score(self) -> None:
        entries = [t.Entry(f"seat {i}", tab, first_to_complete=(i == self.first))
                   for i, tab in enumerate(self.tableaus)]
        result = t.final_score(entries)
        self.say("")
        self.say("FINAL SCORE (cards still in hand score nothing)")
        for s in result.players:
            first = f", first to complete +{s.first_bonus}" if s.first_to_complete else ""
            self.say(f"  {s.name}: columns {s.column_points}, {s.three_religion_columns} with all three "
                     f"religions {s.end_bonus:+d}{first} = {s.total}")
        self.say(f"Winner{'s' if len(result.winners) > 1 else ''}: {', '.join(result.winners)}")


def files() -> dict[str, str]:
    """Every golden file this module owns: name -> text."""
    return {f"toledo1085-{n}p-seed-{seed}.playthrough.txt": "\n".join(Playthrough(n, seed).play()) + "\n"
            for n, seed in GAMES}
