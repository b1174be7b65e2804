"""7 Wonders Duel referee verdict: is this build, wonder or discard legal, what does it cost, what follows.

``check_duel(doc) -> dict`` takes the document of ``referee.duel.action`` (the Duel
table at the START of the turn, ``age``, ``action`` and an optional ``layout``) and
returns the base game's verdict shape::

    {"legal": true, "player": "Bo", "action": "build", "card": "Fortifications",
     "reasons": [{"text": "...", "rule": "Rulebook, Trading",
                  "citation": [{"book": "duel", "section": "trading"}]}],
     "free": null | "<chain card>",
     "cost": {"bank": 5, "opponent": 0} | null when illegal,
     "options": [{"bank", "opponent", "buys": [{"resource", "count", "price"}],
                  "choices": [{"source", "resource"}], "removed": [...]}],
     "gain": 0,                                   # coins the player takes
     "after": {"coins": {"Ana": 7, "Bo": 2}, "conflict": 2, "progress_token": false,
               "play_again": false, "victory": null | "military" | "science"}}

A wonder verdict also carries ``"wonder"``.  ``options`` lists every cheapest way to
pay (usually one); ``cost`` is the first.  Each reason cites its rule (``referee.core.citations``):
``duel, <section>`` (a section of the Duel rulebook) or ``card: <name>``.  ``after`` is given for a legal action only.

``Verdict.build_effects(payment, free, gain)`` is the one method an expansion's referee may call on a
``Verdict`` it makes itself: the verdict on its action once paid (the coins, shields, science pair and
Wonder effects of the build), for an effect that builds a card without Duel's turn (Agora's Property
Fraud and Treason build one free: ``Payment(0, 0)``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from scoring.duel import DuelTable
from scoring.duel.catalogue import CountRule
from scoring.duel.document import SUPREMACY_SYMBOLS, DuelCity

from scoring.duel.score import KIND_WORD, resource_word, symbol_word
from scoring.core.i18n import _, display, ngettext

from referee.core.citations import present
from referee.core.expansion import city_pawn
from referee.duel.check import Payment, card_payments, discard_value, wonder_payments
from referee.duel.action import DuelAction, Structure, card_age, parse_check

RULE = {
    "access": "duel, Описание хода",
    "deck": "duel, Одна колода на эпоху",
    "build": "duel, Строительство здания",
    "free": "duel, Бесплатное строительство",
    "coins": "duel, Стоимость в монетах",
    "resources": "duel, Стоимость в ресурсах",
    "trade": "duel, Торговля",
    "production": "duel, Производство",
    "discard": "duel, 2. Сброс карты за монеты",
    "wonder": "duel, Строительство чуда света",
    "seven": "duel, 7 чудес, не больше!",
    "draft": "duel, Фаза выбора чудес света",
    "wonders": "duel, Чудеса света",
    "military": "duel, ВОЕННОЕ ДЕЛО",
    "tokens": "duel, Военные жетоны",
    "military_supremacy": "duel, Военное превосходство",
    "strategy": "duel, Стратегия",
    "science": "duel, НАУКА И ПРОГРЕСС",
    "science_supremacy": "duel, Научное превосходство",
    "theology": "duel, Теология",
    "play_again_lost": "duel, Описание эпохи (Примечания)",
    "guilds": "duel, Карты гильдий",
    "yellow": "duel, Карты I, II и III эпохи",
    "tokens_fact": "duel, Военные жетоны",        # shared/facts/duel.md 70: each token triggers once
    "seven_fact": "duel, 7 чудес, не больше!",     # shared/facts/duel.md 74: the eighth leaves the game
}


def reason(text: str, rule: str) -> dict:
    return {"text": text, "rule": rule}


def _resources(counts) -> str:
    """``[(resource, n), ...]`` → "2 wood, 1 papyrus" in the current language."""
    return ", ".join(_("{n} {resource}").format(n=n, resource=resource_word(r)) for r, n in counts)


def check_duel(doc: Any, parse=None) -> dict:
    """Referee one Duel action; raise ``BadInput`` (every problem with its path) when malformed.
    ``parse``: the game's parser (``Game.parse``: the expansions played read their fields and name
    their cards, wonders and progress tokens); Duel's own by default."""
    table, age, action, structure = parse_check(doc, parse)
    return present(Verdict(table, age, action, structure).run(), "duel")


class Verdict:
    def __init__(self, table: DuelTable, age: int, action: DuelAction, structure: Structure | None):
        self.table, self.age, self.a, self.structure = table, age, action, structure
        self.city = table.cities[action.seat]
        self.opp = table.opponent(action.seat)
        self.reasons: list[dict] = []

    # -- the verdict dict --------------------------------------------------------

    def _out(self, legal: bool, free: str | None = None, options: list[Payment] = (), gain: int = 0,
             after: dict | None = None) -> dict:
        """The verdict dict; a refusal (``refuse``) takes no coins: ``gain`` and ``after`` stay at their defaults."""
        a = self.a
        out = {"legal": legal, "player": self.city.name, "action": a.kind,
               "card": a.card.name if a.card else None, "reasons": self.reasons, "free": free,
               "cost": options[0].cost_json() if legal and options else None,
               "options": [o.to_json() for o in options], "gain": gain}
        if a.kind == "wonder":
            out["wonder"] = a.wonder.name
        if legal:
            out["after"] = after
        return out

    def refuse(self, text: str, rule: str, options: list[Payment] = ()) -> dict:
        self.reasons.append(reason(text, rule))
        return self._out(False, options=options)

    # -- entry -------------------------------------------------------------------

    def run(self) -> dict:
        refused = self._check_card_taken()
        if refused is not None:
            return refused
        if self.a.kind == "discard":
            return self._discard()
        if self.a.kind == "wonder":
            return self._wonder()
        return self._build()

    def _check_card_taken(self) -> dict | None:
        """The age card played must be in the current age's deck and, with a layout, accessible."""
        card, s = self.a.card, self.structure
        if card is not None and card_age(card) != self.age:
            return self.refuse(_("{card} is an age {card_age} card and this is age {age}: the structure holds only "
                                 "the current age's cards").format(
                card=display(card), card_age="I" * card_age(card), age="I" * self.age), RULE["deck"])
        if s is None:
            return None
        if card is None:
            open_ = ", ".join(s.label(p) for p in s.accessible())
            self.reasons.append(reason(_("any accessible card may be used; accessible now: {cards}").format(cards=open_),
                                       RULE["access"]))
            return None
        pos = s.where(card)
        if pos is None:
            return self.refuse(_("{card} is not in the age {age} structure given in \"layout\" "
                                 "(it was taken or is face down there)").format(card=display(card), age="I" * self.age),
                               RULE["access"])
        over = s.covering(pos)
        if over:
            return self.refuse(_("{card} ({row}.{column}) is covered by {covering}: only a card with no card on it "
                                 "is accessible").format(card=display(card), row=pos[0], column=pos[1],
                                                         covering=_both([s.label(p) for p in over])),
                               RULE["access"])
        self.reasons.append(reason(_("{card} ({row}.{column}) has no card on it: accessible").format(
            card=display(card), row=pos[0], column=pos[1]), RULE["access"]))
        return None

    # -- discard -----------------------------------------------------------------

    def _discard(self) -> dict:
        city = self.city
        value = discard_value(city)
        yellow = city.count("yellow")
        # two sentences, so that the card is named in the accusative by the phrase («сбрасывает карту «…»»)
        text = (ngettext(
            "{player} discards {card} and takes 2 + {n} yellow card = {coins} coins from the bank: always allowed",
            "{player} discards {card} and takes 2 + {n} yellow cards = {coins} coins from the bank: always allowed",
            yellow) if self.a.card else ngettext(
            "{player} discards the card and takes 2 + {n} yellow card = {coins} coins from the bank: always allowed",
            "{player} discards the card and takes 2 + {n} yellow cards = {coins} coins from the bank: always allowed",
            yellow))
        self.reasons.append(reason(text.format(player=city.name, card=display(self.a.card) if self.a.card else "",
                                               n=yellow, coins=value), RULE["discard"]))
        zero = Payment(0, 0)
        coins = self._coins(city.coins + value, self.opp.coins)
        return self._out(True, options=[zero], gain=value, after=self._after(coins, self.table.conflict))

    # -- build a card ------------------------------------------------------------

    def _build(self) -> dict:
        card = self.a.card
        options = card_payments(self.table, self.a.seat, card)
        first = options[0]
        if first.chain:
            self.reasons.extend(reason(t, r) for t, r in first.reasons)
            return self._effects(options, free=first.chain, gain=first.gain)
        self.reasons.append(self._cost_reason(display(card), card.coins, card.cost))
        return self._pay(options, card.cost)

    def _cost_reason(self, name: str, coins: int, cost: tuple[str, ...]) -> dict:
        if not coins and not cost:
            return reason(_("{name} costs nothing: it is built free").format(name=name), RULE["free"])
        resources = _resources((r, cost.count(r)) for r in dict.fromkeys(cost))
        if coins and cost:
            text = ngettext("{name} costs {n} coin (to the bank) and {resources}",
                            "{name} costs {n} coins (to the bank) and {resources}", coins)
        elif coins:
            text = ngettext("{name} costs {n} coin (to the bank)", "{name} costs {n} coins (to the bank)", coins)
        else:
            text = _("{name} costs {resources}")
        return reason(text.format(name=name, n=coins, resources=resources),
                      RULE["coins"] if coins else RULE["resources"])

    def _pay(self, options: list[Payment], cost: tuple[str, ...]) -> dict:
        city = self.city
        first = options[0]
        own = Counter(cost) - Counter({r: n for r, n, _ in first.buys}) - Counter(first.removed) \
            - Counter(r for _, r in first.choices)
        if own and not first.flat:   # a coin price instead of the whole cost (Engineering) uses no resource
            self.reasons.append(reason(_("{player} produces {resources} (brown and grey cards)").format(
                player=city.name, resources=_resources(sorted(own.items()))), RULE["production"]))
        self.reasons.extend(reason(t, r) for t, r in first.reasons)
        bought = ", ".join(_("{n} {resource} at {price}").format(n=n, resource=resource_word(r), price=p)
                           for r, n, p in first.buys)
        what = (_("{player} buys {bought}").format(player=city.name, bought=bought) if first.buys
                else _("{player} needs no resource to build it").format(player=city.name) if first.flat
                else _("{player} produces every resource needed").format(player=city.name))
        ways = (_("; {n} ways cost the same, listed in options").format(n=len(options)) if len(options) > 1 else "")
        fields = dict(what=what, total=first.total, bank=first.bank, opponent=self.opp.name,
                      to_opponent=first.opponent, ways=ways, coins=city.coins)
        if first.total > city.coins:
            return self.refuse(ngettext(
                "{what}; pays {total} (bank {bank}, {opponent} {to_opponent}), but holds only {coins} coin{ways}",
                "{what}; pays {total} (bank {bank}, {opponent} {to_opponent}), but holds only {coins} coins{ways}",
                city.coins).format(**fields), RULE["trade"], options)
        self.reasons.append(reason(ngettext(
            "{what}; pays {total} (bank {bank}, {opponent} {to_opponent}) of the {coins} coin held{ways}",
            "{what}; pays {total} (bank {bank}, {opponent} {to_opponent}) of the {coins} coins held{ways}",
            city.coins).format(**fields), RULE["trade"]))
        return self._effects(options, free=None, gain=0)

    # -- build a wonder ----------------------------------------------------------

    def _wonder(self) -> dict:
        table, wonder = self.table, self.a.wonder
        most = table.catalogue.dealt["wonders_built_max"]
        built = sum(len(c.wonders) for c in table.cities)
        if built >= most:
            counts = ", ".join(f"{c.name} {len(c.wonders)}" for c in table.cities)
            self.reasons.append(reason(_("{n} wonders are already built ({counts}): only {most} can be built in a "
                                         "game; the eighth went back to the box when the seventh was built").format(
                n=built, counts=counts, most=most), RULE["seven"]))
            return self.refuse(_("{wonder} cannot be built").format(wonder=display(wonder)), RULE["seven_fact"])
        own = table.catalogue.dealt["wonders_per_player"]
        if len(self.city.wonders) >= own:
            return self.refuse(_("{player} has built all {n} wonders drafted: each player drafts {n}").format(
                player=self.city.name, n=own), RULE["draft"])
        options = wonder_payments(table, self.a.seat, wonder)
        # a name may end in s ("The Pyramids"): the sentences never put a possessive 's on it
        text = (_("{player} pays the cost of {wonder} itself, not the card's, and tucks {card} under it")
                if self.a.card else
                _("{player} pays the cost of {wonder} itself, not the card's, and tucks the age card under it"))
        self.reasons.append(reason(text.format(player=self.city.name, wonder=display(wonder),
                                               card=display(self.a.card) if self.a.card else ""), RULE["wonder"]))
        self.reasons.append(self._cost_reason(display(wonder), 0, wonder.cost))
        if built + 1 == most:
            self.reasons.append(reason(_("{wonder} is the {n}th wonder built in this game: the last wonder not built "
                                         "returns to the box").format(wonder=display(wonder), n=most), RULE["seven"]))
        return self._pay(options, wonder.cost)

    # -- what the action does ----------------------------------------------------

    def build_effects(self, payment: Payment, free: str | None = None, gain: int = 0) -> dict:
        """The verdict on this action once paid with ``payment`` (what the built card or Wonder gives:
        coins, shields, a science pair or supremacy, a Wonder's effects; seed 003, Строительство здания),
        for an expansion's effect that builds without Duel's cost check (the module's docstring)."""
        return self._effects([payment], free=free, gain=gain)

    def _effects(self, options: list[Payment], free: str | None, gain: int) -> dict:
        city, opp = self.city, self.opp
        pay = options[0]
        # Urbanism's chain coins (``gain``) are explained by the chain reasons
        mine, theirs = city.coins - pay.total + gain, opp.coins + pay.opponent
        income = self._income()
        if income:
            gain += income
            mine += income
        play_again = library = False
        if self.a.kind == "wonder":
            theirs, play_again, library = self._wonder_effects(theirs)
        conflict, theirs, victory = self._military(theirs)
        progress, science = self._science()
        progress = progress or library
        return self._out(True, free=free, options=options, gain=gain,
                         after=self._after(self._coins(mine, theirs), conflict, progress,
                                           play_again, victory or science))

    def _coins(self, mine: int, theirs: int) -> dict:
        """Both treasuries after the action, in seat order."""
        by_seat = {self.city.seat: mine, self.opp.seat: theirs}
        return {self.table.cities[s].name: by_seat[s] for s in (0, 1)}

    def _after(self, coins: dict, conflict: int, progress: bool = False, play_again: bool = False,
               victory: str | None = None) -> dict:
        return {"coins": coins, "conflict": conflict, "progress_token": progress, "play_again": play_again,
                "victory": victory}

    def _income(self) -> int:
        """Coins the card or wonder gives when built."""
        city, opp = self.city, self.opp
        thing = self.a.wonder if self.a.kind == "wonder" else self.a.card
        effect = thing.effect
        total = 0
        rule = RULE["wonders"] if self.a.kind == "wonder" else f"card: {thing.name}"
        if effect.coins:
            total += effect.coins
            self.reasons.append(reason(_("{player} takes {n} coins from the bank ({source})").format(
                player=city.name, n=effect.coins, source=display(thing)), rule))
        after = replace(city, cards=city.cards + ((self.a.card,) if self.a.kind == "build" else ()),
                        wonders=city.wonders + ((self.a.wonder,) if self.a.kind == "wonder" else ()))
        if effect.coins_per:
            n = _count(after, effect.coins_per)
            coins = n * effect.coins_per.amount
            total += coins
            self.reasons.append(reason(ngettext(
                "{source}: {amount} coin per one of the {kinds} in {player}'s city, counted now with the new build "
                "({n}) → coins: {coins}",
                "{source}: {amount} coins per one of the {kinds} in {player}'s city, counted now with the new build "
                "({n}) → coins: {coins}", effect.coins_per.amount).format(
                source=display(thing), amount=effect.coins_per.amount, kinds=_kinds(effect.coins_per),
                player=city.name, n=n, coins=coins), RULE["yellow"]))
        if effect.guild_coins:
            counts = (_count(after, effect.guild_coins), _count(opp, effect.guild_coins))
            n = max(counts)
            coins = n * effect.guild_coins.amount
            total += coins
            richest = city.name if counts[0] >= counts[1] else opp.name
            self.reasons.append(reason(ngettext(
                "{source}: {amount} coin per one of the {kinds} in the city with most of them ({player} {mine}, "
                "{opponent} {theirs}: {richest}) → coins: {coins}",
                "{source}: {amount} coins per one of the {kinds} in the city with most of them ({player} {mine}, "
                "{opponent} {theirs}: {richest}) → coins: {coins}", effect.guild_coins.amount).format(
                source=display(thing), amount=effect.guild_coins.amount, kinds=_kinds(effect.guild_coins),
                player=city.name, mine=counts[0], opponent=opp.name, theirs=counts[1], richest=richest, coins=coins),
                RULE["guilds"]))
        return total

    def _wonder_effects(self, theirs: int) -> tuple[int, bool, bool]:
        """The wonder's own effects: coins, discards, the extra turn, a progress token (seed 003, Чудеса света)."""
        city, opp, wonder = self.city, self.opp, self.a.wonder
        effect = wonder.effect
        if effect.opponent_loses:
            lost = min(effect.opponent_loses, theirs)
            theirs -= lost
            self.reasons.append(reason(ngettext(
                "{opponent} loses {n} coin to the bank ({wonder}: {most}, as many as they have)",
                "{opponent} loses {n} coins to the bank ({wonder}: {most}, as many as they have)", lost).format(
                opponent=opp.name, n=lost, wonder=display(wonder), most=effect.opponent_loses), RULE["wonders"]))
        if effect.discard_opponent:
            held = [display(c) for c in opp.cards if c.colour == effect.discard_opponent]
            colour = _(KIND_WORD[effect.discard_opponent])
            text = (_("{player} puts one of {opponent}'s {colour} in the discard pile ({cards})").format(
                player=city.name, opponent=opp.name, colour=colour, cards=", ".join(held)) if held else
                _("{opponent} has none of the {colour}: {wonder} discards nothing").format(
                    opponent=opp.name, colour=colour, wonder=display(wonder)))
            self.reasons.append(reason(text, RULE["wonders"]))
        if effect.build_from_discard:
            self.reasons.append(reason(_("{player} may build one card of the discard pile free at once").format(
                player=city.name), RULE["wonders"]))
        if effect.progress_from_box:
            # The Great Library: «Случайным образом возьмите три жетона прогресса из тех, что были сброшены во время
            # подготовки к игре. Выберите один, сыграйте его, а другие два верните в коробку» (seed 003, Чудеса
            # света): a progress token is taken; the tokens returned to the box at setup (ПОДГОТОВКА 4: 5 of the
            # 10 go on the board) always hold 3
            self.reasons.append(reason(_("{player} draws 3 progress tokens discarded at setup, keeps one and "
                                         "returns two to the box").format(player=city.name), RULE["wonders"]))
        theology = next((display(t) for t in city.progress if t.effect.play_again_wonders), None)
        play_again = effect.play_again or theology is not None
        if effect.play_again:
            self.reasons.append(reason(_("{wonder}: {player} plays again at once").format(
                wonder=display(wonder), player=city.name), RULE["wonders"]))
        elif theology:
            self.reasons.append(reason(_("{token}: every wonder {player} builds lets them play again").format(
                token=theology, player=city.name), RULE["theology"]))
        if play_again and self._empties_structure():
            # «Если на игрока действует эффект, позволяющий ему снова походить в конце эпохи (когда структура карт
            # пуста), эффект теряется» (seed 003, Описание эпохи, Примечания)
            play_again = False
            self.reasons.append(reason(_("the card taken was the last one in the age {age} structure: the age ends "
                                         "and the extra turn is lost").format(age="I" * self.age),
                                       RULE["play_again_lost"]))
        return theirs, play_again, bool(effect.progress_from_box)

    def _empties_structure(self) -> bool:
        """The action takes the last card of the age's structure (known only from a ``layout``)."""
        return self.structure is not None and len(self.structure.cards) == 1

    def _military(self, theirs: int) -> tuple[int, int, str | None]:
        """Move the Conflict pawn; military tokens; military supremacy (seed 003, ВОЕННОЕ ДЕЛО)."""
        table, city, opp = self.table, self.city, self.opp
        start = table.conflict
        thing = self.a.wonder if self.a.kind == "wonder" else self.a.card
        shields = thing.effect.shields
        if not shields:
            return start, theirs, None
        rule_shields = RULE["wonders"] if self.a.kind == "wonder" else f"card: {thing.name}"
        fields = dict(thing=display(thing), n=shields)
        strategy = next((t for t in city.progress if t.effect.extra_shield_red), None)
        if strategy and self.a.kind == "build" and thing.colour == "red":
            shields += strategy.effect.extra_shield_red
            self.reasons.append(reason(ngettext(
                "{thing} has {n} shield, +{extra} from {token} (a new red card) = {total}",
                "{thing} has {n} shields, +{extra} from {token} (a new red card) = {total}", fields["n"]).format(
                extra=strategy.effect.extra_shield_red, token=display(strategy), total=shields, **fields),
                RULE["strategy"]))
        elif strategy and self.a.kind == "wonder":
            self.reasons.append(reason(ngettext(
                "{thing} has {n} shield; {token} gives no extra shield to a wonder",
                "{thing} has {n} shields; {token} gives no extra shield to a wonder", shields).format(
                token=display(strategy), **fields), RULE["strategy"]))
        else:
            self.reasons.append(reason(ngettext("{thing} has {n} shield", "{thing} has {n} shields", shields)
                                       .format(**fields), rule_shields))
        step = 1 if self.a.seat == 0 else -1         # positive: toward players[1]'s capital
        capital = table.catalogue.capital
        end = max(-capital, min(capital, start + step * shields))
        end, stopped = city_pawn(table, self.a.seat, start, end)     # what an expansion puts on the track
        moved = abs(end - start)
        self.reasons.append(reason(ngettext(
            "the Conflict pawn moves {n} space toward {opponent}'s capital: from {start} to {end}",
            "the Conflict pawn moves {n} spaces toward {opponent}'s capital: from {start} to {end}", moved).format(
            n=moved, opponent=opp.name, start=pawn_space(table, start), end=pawn_space(table, end)), RULE["military"]))
        self.reasons.extend(stopped)
        theirs, lost = token_losses(table, opp, start, end, theirs)
        self.reasons.extend(lost)
        if abs(end) == capital:
            self.reasons.append(reason(_("the pawn reaches {opponent}'s capital: {player} wins at once by military "
                                         "supremacy").format(opponent=opp.name, player=city.name),
                                       RULE["military_supremacy"]))
            return end, theirs, "military"
        return end, theirs, None

    def _science(self) -> tuple[bool, str | None]:
        """Pairs of identical symbols and scientific supremacy (seed 003, НАУКА И ПРОГРЕСС)."""
        city, card = self.city, self.a.card
        if self.a.kind != "build" or not card.effect.science:
            return False, None
        symbol = card.effect.science
        held = city.science_symbols
        progress = False
        if symbol in held:
            taken = sum(len(c.progress) for c in self.table.cities)
            library = sum(1 for c in self.table.cities for w in c.wonders if w.effect.progress_from_box)
            left = self.table.catalogue.dealt["progress_on_board"] - max(0, taken - library)
            if left > 0:
                progress = True
                self.reasons.append(reason(_("{card} makes a pair of {symbol} symbols: {player} takes one of the "
                                             "progress tokens on the board now").format(
                    card=display(card), symbol=symbol_word(symbol), player=city.name), RULE["science"]))
            else:
                self.reasons.append(reason(_("{card} makes a pair of {symbol} symbols, but no progress token is left "
                                             "on the board").format(card=display(card), symbol=symbol_word(symbol)),
                                           RULE["science"]))
        different = len(set(held) | {symbol})
        if different >= SUPREMACY_SYMBOLS:
            self.reasons.append(reason(_("{player} now holds {n} different science symbols: scientific supremacy, the "
                                         "game ends at once").format(player=city.name, n=different),
                                       RULE["science_supremacy"]))
            return progress, "science"
        self.reasons.append(reason(ngettext(
            "{player} holds {n} different science symbol ({most} win at once)",
            "{player} holds {n} different science symbols ({most} win at once)", different).format(
            player=city.name, n=different, most=SUPREMACY_SYMBOLS), RULE["science_supremacy"]))
        return progress, None


def _count(city: DuelCity, rule: CountRule) -> int:
    return sum(city.count(kind) for kind in rule.count)


def _both(items: list[str]) -> str:
    """"A and B" (two things), else a comma list."""
    if len(items) == 2:
        return _("{first} and {second}").format(first=items[0], second=items[1])
    return ", ".join(items)


def _kinds(rule: CountRule) -> str:
    """What a card counts, as people read it ("brown and grey cards", "wonders")."""
    return _(KIND_WORD[rule.count if len(rule.count) > 1 else rule.count[0]])


def token_losses(table: DuelTable, opp: DuelCity, start: int, end: int, theirs: int) -> tuple[int, list[dict]]:
    """(``opp``'s coins, the reasons) after the pawn's move from ``start`` to ``end``: the military token of each
    zone it enters on ``opp``'s side takes its coins, as many as they have (seed 003, Военные жетоны); a zone the
    pawn was in before has lost its token already.  Also a Pantheon Divinity's shields (Mars)."""
    reasons = []
    for token in table.catalogue.military_tokens:
        if token.victim != opp.seat or not token.coins:     # an expansion's token takes no coins
            continue
        lo, hi = sorted(token.spaces, key=abs)
        inside_before = abs(start) >= abs(lo) and (start > 0) == (lo > 0) and start != 0
        inside_after = abs(end) >= abs(lo) and (end > 0) == (lo > 0) and end != 0
        if inside_before or not inside_after:
            continue
        lost = min(token.coins, theirs)
        theirs -= lost
        reasons.append(reason(_(
            "the pawn enters the zone {low}–{high} on {opponent}'s side: its token takes {coins} coins from "
            "{opponent}, who loses {lost} (as many as they have) and the token goes back to the box (if the pawn "
            "had been in this zone before, the token is already gone)").format(
            low=abs(lo), high=abs(hi), opponent=opp.name, coins=token.coins, lost=lost), RULE["tokens"]))
    return theirs, reasons


def pawn_space(table: DuelTable, space: int) -> str:
    """Where the Conflict pawn stands, in words: "the centre", "2 toward Bo's capital" (Agora's Conspiracies
    say their moves the same way)."""
    if space == 0:
        return _("the centre")
    toward = table.cities[1] if space > 0 else table.cities[0]
    return _("{n} toward {player}'s capital").format(n=abs(space), player=toward.name)
