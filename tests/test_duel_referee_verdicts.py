"""Duel referee verdicts word for word (``referee.duel.rules.check_duel``): one position of each rule the
verdict explains, with its whole outcome (legal, cost, gain, both treasuries in seat order, the Conflict pawn,
progress token, extra turn, victory) and every reason with its rule, in English; then every reason of every
position in Russian and Ukrainian is checked to be translated.

Mutation testing (README "Mutation testing") found the reasons asserted only by a word in them; these
positions fix each sentence and each number.  Sources: seed 003 (the Russian Duel rulebook, the section named
beside each group) and shared/facts/duel.md; the numbers were worked out by hand from them:
trading 2 + the opponent's brown and grey production (Торговля), discard 2 + yellow cards (2. Сброс карты за
монеты), military tokens once each, taking no more than the opponent holds (Военные жетоны), the pawn stopping
on the capital (Военное превосходство), a pair of symbols while a token is left on the board (НАУКА И ПРОГРЕСС).
"""
import re

import pytest

from referee.core.citations import present
from referee.duel.action import parse_check
from referee.duel.check import Payment
from referee.duel.rules import Verdict, check_duel
from scoring.core.i18n import use_language

A, B = "Antoine", "Bruno"


def doc(action, age=1, conflict=0, ana=(), bo=(), ana_coins=7, bo_coins=7, ana_wonders=(), bo_wonders=(),
        ana_progress=(), bo_progress=(), **extra):
    out = {"game": "duel", "conflict": conflict, "age": age, "action": action, "players": [
        {"name": A, "cards": list(ana), "wonders": list(ana_wonders), "progress": list(ana_progress),
         "coins": ana_coins},
        {"name": B, "cards": list(bo), "wonders": list(bo_wonders), "progress": list(bo_progress),
         "coins": bo_coins}]}
    out.update(extra)
    return out


def ok(cost, coins, gain=0, free=None, conflict=0, progress=False, again=False, victory=None):
    """A legal verdict's outcome: cost (bank, opponent), coins (Antoine, Bruno) after the action."""
    return {"legal": True, "free": free, "cost": {"bank": cost[0], "opponent": cost[1]}, "gain": gain,
            "after": {"coins": [(A, coins[0]), (B, coins[1])], "conflict": conflict, "progress_token": progress,
                      "play_again": again, "victory": victory}}


REFUSED = {"legal": False, "free": None, "cost": None, "gain": 0}

ANA_FOUR = ["The Pyramids", "The Great Lighthouse", "The Temple of Artemis", "The Statue of Zeus"]
TAKEN = {"ana_progress": ["Law", "Economy", "Masonry"], "bo_progress": ["Strategy", "Theology"]}
FIVE_SYMBOLS = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy"]

CASES = {
    # -- discard (seed 003, 2. Сброс карты за монеты: 2 coins + 1 per yellow card) --
    "discard1": (
        doc({"player": B, "discard": "Baths"}, bo=["Tavern"]),
        ok(cost=(0, 0), coins=(7, 10), gain=3),
        [
        ('Bruno discards Baths and takes 2 + 1 yellow card = 3 coins from the bank: always allowed',
         'Rulebook, Discard a card for coins')]),
    "discard0": (
        doc({"player": A, "discard": True}),
        ok(cost=(0, 0), coins=(9, 7), gain=2),
        [
        ('Antoine discards the card and takes 2 + 0 yellow cards = 2 coins from the bank: always allowed',
         'Rulebook, Discard a card for coins')]),
    # -- the structure (seed 003, Одна колода на эпоху; Описание хода: a card with no card on it is accessible) --
    "age": (
        doc({"player": A, "build": "Fortifications"}, age=1),
        REFUSED,
        [
        ("Fortifications is an age III card and this is age I: the structure holds only the current age's cards",
         'Rulebook, One deck an age')]),
    "lay_any": (
        doc({"player": A, "wonder": "The Pyramids"}, layout={"5.1": "Baths", "5.3": "Altar", "4.2": "Theater"},
            ana_coins=20),
        ok(cost=(8, 0), coins=(12, 7)),
        [
        ('any accessible card may be used; accessible now: Baths (5.1), Altar (5.3)', 'Rulebook, A turn'),
        ("Antoine pays the cost of The Pyramids itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 papyrus at 2, 3 stone at 2; pays 8 (bank 8, Bruno 0) of the 20 coins held',
         'Rulebook, Trading')]),
    "lay_one": (
        doc({"player": A, "build": "Theater"}, layout={"3.3": "Theater", "4.4": None}),
        REFUSED,
        [
        ('Theater (3.3) is covered by a face-down card (4.4): only a card with no card on it is accessible',
         'Rulebook, A turn')]),
    # row and column differ: each is named where it belongs
    "lay_row": (
        doc({"player": A, "build": "Theater"}, layout={"3.5": "Theater", "4.4": "Altar"}),
        REFUSED,
        [
        ('Theater (3.5) is covered by Altar (4.4): only a card with no card on it is accessible',
         'Rulebook, A turn')]),
    "lay_two": (
        doc({"player": A, "build": "Theater"}, layout={"3.3": "Theater", "4.2": None, "4.4": "Altar"}),
        REFUSED,
        [
        ('Theater (3.3) is covered by a face-down card (4.2) and Altar (4.4): only a card with no card on it is '
         'accessible', 'Rulebook, A turn')]),
    "lay_open": (
        doc({"player": A, "discard": "Altar"}, layout={"3.3": "Theater", "4.4": "Altar"}),
        ok(cost=(0, 0), coins=(9, 7), gain=2),
        [
        ('Altar (4.4) has no card on it: accessible', 'Rulebook, A turn'),
        ('Antoine discards Altar and takes 2 + 0 yellow cards = 2 coins from the bank: always allowed',
         'Rulebook, Discard a card for coins')]),
    "lay_gone": (
        doc({"player": A, "build": "Theater"}, layout={"5.1": "Baths"}),
        REFUSED,
        [
        ('Theater is not in the age I structure given in "layout" (it was taken or is face down there)',
         'Rulebook, A turn')]),
    # -- costs (seed 003, Стоимость в монетах / в ресурсах; Бесплатное строительство) --
    "free": (
        doc({"player": A, "build": "Lumber Yard"}),
        ok(cost=(0, 0), coins=(7, 7)),
        [
        ('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
        ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held',
         'Rulebook, Trading')]),
    "coin1": (
        doc({"player": A, "build": "Logging Camp"}),
        ok(cost=(1, 0), coins=(6, 7)),
        [
        ('Logging Camp costs 1 coin (to the bank)', 'Rulebook, Coin cost'),
        ('Antoine produces every resource needed; pays 1 (bank 1, Bruno 0) of the 7 coins held',
         'Rulebook, Trading')]),
    "coins2": (
        doc({"player": A, "build": "Palisade"}),
        ok(cost=(2, 0), coins=(5, 7), conflict=1),
        [
        ('Palisade costs 2 coins (to the bank)', 'Rulebook, Coin cost'),
        ('Antoine produces every resource needed; pays 2 (bank 2, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Palisade has 1 shield', 'the printed card: Palisade'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital",
         'Rulebook, Military')]),
    # -- trading (seed 003, Торговля: 2 + the opponent's brown and grey symbols; Экономика; Каменная кладка;
    # Урбанизм) --
    "buy": (
        doc({"player": A, "build": "Stable"}),
        ok(cost=(2, 0), coins=(5, 7), conflict=1),
        [
        ('Stable costs 1 wood', 'Rulebook, Resource cost'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 wood at 2; pays 2 (bank 2, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Stable has 1 shield', 'the printed card: Stable'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital",
         'Rulebook, Military')]),
    "own": (
        doc({"player": A, "build": "Stable"}, ana=["Lumber Yard"]),
        ok(cost=(0, 0), coins=(7, 7), conflict=1),
        [
        ('Stable costs 1 wood', 'Rulebook, Resource cost'),
        ('Antoine produces 1 wood (brown and grey cards)', 'Rulebook, Resources and production'),
        ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Stable has 1 shield', 'the printed card: Stable'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital",
         'Rulebook, Military')]),
    "forum": (
        doc({"player": B, "build": "Forum"}, age=2, ana=["Clay Pool"]),
        ok(cost=(6, 0), coins=(7, 1)),
        [
        ('Forum costs 3 coins (to the bank) and 1 clay', 'Rulebook, Coin cost'),
        ('clay at 2 + 1 = 3: Antoine produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('Bruno buys 1 clay at 3; pays 6 (bank 6, Antoine 0) of the 7 coins held', 'Rulebook, Trading')]),
    "ways": (
        doc({"player": A, "build": "Caravansery"}, age=2, ana=["Forum"]),
        ok(cost=(4, 0), coins=(3, 7)),
        [
        ('Caravansery costs 2 coins (to the bank) and 1 glass, 1 papyrus', 'Rulebook, Coin cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus from Forum: a "one of" production, used for itself; it never changes the opponent\'s price',
         'Rulebook, Trading'),
        ('Antoine buys 1 glass at 2; pays 4 (bank 4, Bruno 0) of the 7 coins held; 2 ways cost the same, listed '
         'in options', 'Rulebook, Trading')]),
    "ways_poor": (
        doc({"player": A, "build": "Caravansery"}, age=2, ana=["Forum"], ana_coins=3),
        REFUSED,
        [
        ('Caravansery costs 2 coins (to the bank) and 1 glass, 1 papyrus', 'Rulebook, Coin cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus from Forum: a "one of" production, used for itself; it never changes the opponent\'s price',
         'Rulebook, Trading'),
        ('Antoine buys 1 glass at 2; pays 4 (bank 4, Bruno 0), but holds only 3 coins; 2 ways cost the same, '
         'listed in options', 'Rulebook, Trading')]),
    "poor_one_coin": (
        doc({"player": A, "build": "Baths"}, ana_coins=1),
        REFUSED,
        [
        ('Baths costs 1 stone', 'Rulebook, Resource cost'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 stone at 2; pays 2 (bank 2, Bruno 0), but holds only 1 coin', 'Rulebook, Trading')]),
    "one_coin_held": (
        doc({"player": A, "build": "Stone Pit"}, ana_coins=1),
        ok(cost=(1, 0), coins=(0, 7)),
        [
        ('Stone Pit costs 1 coin (to the bank)', 'Rulebook, Coin cost'),
        ('Antoine produces every resource needed; pays 1 (bank 1, Bruno 0) of the 1 coin held', 'Rulebook, Trading')]),
    "economy": (
        doc({"player": B, "build": "Caravansery"}, age=2, ana=["Clay Pool", "Glassworks"], bo=["Shelf Quarry"],
            ana_progress=["Economy"]),
        ok(cost=(2, 5), coins=(12, 0)),
        [
        ('Caravansery costs 2 coins (to the bank) and 1 glass, 1 papyrus', 'Rulebook, Coin cost'),
        ('glass at 2 + 1 = 3: Antoine produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ("the 5 trading coins go to Antoine, who holds Economy; the card's coin cost still goes to the bank",
         'Rulebook, Progress tokens: Economy'),
        ('Bruno buys 1 glass at 3, 1 papyrus at 2; pays 7 (bank 2, Antoine 5) of the 7 coins held',
         'Rulebook, Trading')]),
    "masonry": (
        doc({"player": A, "build": "Senate"}, age=3, ana=["Quarry"], bo=["Clay Pool", "Clay Pit"],
            ana_progress=["Masonry"]),
        ok(cost=(2, 0), coins=(5, 7)),
        [
        ('Senate costs 2 clay, 1 papyrus, 1 stone', 'Rulebook, Resource cost'),
        ('Antoine produces 1 stone (brown and grey cards)', 'Rulebook, Resources and production'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Masonry removes clay, clay from the cost (the dearest)', 'Rulebook, Progress tokens: Masonry'),
        ('Antoine buys 1 papyrus at 2; pays 2 (bank 2, Bruno 0) of the 7 coins held', 'Rulebook, Trading')]),
    "urbanism": (
        doc({"player": B, "build": "Fortifications"}, age=3, bo=["Palisade"], bo_progress=["Urbanism"], bo_coins=0),
        ok(cost=(0, 0), coins=(7, 4), gain=4, free='Palisade', conflict=-2),
        [
        ("free: Palisade in Bruno's city shows the chain symbol of Fortifications (tower)",
         'Rulebook, Free construction (chains)'),
        ('Urbanism: Bruno takes 4 coins for building through a chain', 'Rulebook, Progress tokens: Urbanism'),
        ('Fortifications has 2 shields', 'the printed card: Fortifications'),
        ("the Conflict pawn moves 2 spaces toward Antoine's capital: from the centre to 2 toward Antoine's capital",
         'Rulebook, Military')]),
    "poor": (
        doc({"player": A, "build": "Aqueduct"}, age=2, ana=["Quarry"], ana_coins=3),
        REFUSED,
        [
        ('Aqueduct costs 3 stone', 'Rulebook, Resource cost'),
        ('Antoine produces 1 stone (brown and grey cards)', 'Rulebook, Resources and production'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 stone at 2; pays 4 (bank 4, Bruno 0), but holds only 3 coins', 'Rulebook, Trading')]),
    # -- wonders (seed 003, Строительство чуда света; 7 чудес, не больше!; Фаза выбора чудес света; Чудеса света;
    # Теология; Описание эпохи, Примечания: the extra turn is lost when the structure is empty) --
    "seven": (
        doc({"player": B, "wonder": "The Colossus"}, age=3, bo_coins=30, ana_wonders=ANA_FOUR,
            bo_wonders=["Circus Maximus", "Piraeus", "The Appian Way"]),
        REFUSED,
        [
        ('7 wonders are already built (Antoine 4, Bruno 3): only 7 can be built in a game; the eighth went back '
         'to the box when the seventh was built', 'Rulebook, Seven wonders, no more'),
        ('The Colossus cannot be built', 'Rulebook, Seven wonders, no more')]),
    "four": (
        doc({"player": B, "wonder": "The Sphinx"}, age=3, bo_coins=30, bo_wonders=["Circus Maximus", "Piraeus",
            "The Appian Way", "The Colossus"]),
        REFUSED,
        [
        ('Bruno has built all 4 wonders drafted: each player drafts 4', 'Rulebook, Choosing the wonders')]),
    "seventh": (
        doc({"player": B, "wonder": "The Colossus", "card": "Arsenal"}, age=3, bo_coins=30,
            ana_wonders=ANA_FOUR, bo_wonders=["Circus Maximus", "Piraeus"]),
        ok(cost=(6, 0), coins=(7, 24), conflict=-2),
        [
        ("Bruno pays the cost of The Colossus itself, not the card's, and tucks Arsenal under it",
         'Rulebook, Build a wonder'),
        ('The Colossus costs 3 clay, 1 glass', 'Rulebook, Resource cost'),
        ('The Colossus is the 7th wonder built in this game: the last wonder not built returns to the box',
         'Rulebook, Seven wonders, no more'),
        ('clay at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('glass from Piraeus: a "one of" production, used for itself; it never changes the opponent\'s price',
         'Rulebook, Trading'),
        ('Bruno buys 3 clay at 2; pays 6 (bank 6, Antoine 0) of the 30 coins held', 'Rulebook, Trading'),
        ('The Colossus has 2 shields', 'Rulebook, Wonders'),
        ("the Conflict pawn moves 2 spaces toward Antoine's capital: from the centre to 2 toward Antoine's capital",
         'Rulebook, Military')]),
    # the wonder's cost is paid with the city's own brown and grey production first (seed 003, Строительство чуда
    # света; Ресурсы и производство)
    "wonder_own": (
        doc({"player": A, "wonder": "The Pyramids"}, ana=["Quarry", "Press"], ana_coins=5),
        ok(cost=(4, 0), coins=(1, 7)),
        [
        ("Antoine pays the cost of The Pyramids itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
        ('Antoine produces 1 papyrus, 1 stone (brown and grey cards)', 'Rulebook, Resources and production'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 stone at 2; pays 4 (bank 4, Bruno 0) of the 5 coins held', 'Rulebook, Trading')]),
    "appian1": (
        doc({"player": A, "wonder": "The Appian Way"}, ana_coins=30, bo_coins=1),
        ok(cost=(10, 0), coins=(23, 0), gain=3, again=True),
        [
        ("Antoine pays the cost of The Appian Way itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Appian Way costs 2 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 10 (bank 10, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Antoine takes 3 coins from the bank (The Appian Way)', 'Rulebook, Wonders'),
        ('Bruno loses 1 coin to the bank (The Appian Way: 3, as many as they have)', 'Rulebook, Wonders'),
        ('The Appian Way: Antoine plays again at once', 'Rulebook, Wonders')]),
    "appian3": (
        doc({"player": A, "wonder": "The Appian Way"}, ana_coins=30, bo_coins=5),
        ok(cost=(10, 0), coins=(23, 2), gain=3, again=True),
        [
        ("Antoine pays the cost of The Appian Way itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Appian Way costs 2 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 10 (bank 10, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Antoine takes 3 coins from the bank (The Appian Way)', 'Rulebook, Wonders'),
        ('Bruno loses 3 coins to the bank (The Appian Way: 3, as many as they have)', 'Rulebook, Wonders'),
        ('The Appian Way: Antoine plays again at once', 'Rulebook, Wonders')]),
    "circus": (
        doc({"player": A, "wonder": "Circus Maximus"}, ana_coins=30, bo=["Glassworks", "Press", "Quarry"]),
        ok(cost=(11, 0), coins=(19, 7), conflict=1),
        [
        ("Antoine pays the cost of Circus Maximus itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('Circus Maximus costs 1 glass, 2 stone, 1 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 1 = 3: Bruno produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 1 = 3: Bruno produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 glass at 3, 2 stone at 3, 1 wood at 2; pays 11 (bank 11, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ("Antoine puts one of Bruno's grey cards in the discard pile (Glassworks, Press)", 'Rulebook, Wonders'),
        ('Circus Maximus has 1 shield', 'Rulebook, Wonders'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital",
         'Rulebook, Military')]),
    "circus0": (
        doc({"player": A, "wonder": "Circus Maximus"}, ana_coins=30, bo=["Quarry"]),
        ok(cost=(10, 0), coins=(20, 7), conflict=1),
        [
        ("Antoine pays the cost of Circus Maximus itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('Circus Maximus costs 1 glass, 2 stone, 1 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 1 = 3: Bruno produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 glass at 2, 2 stone at 3, 1 wood at 2; pays 10 (bank 10, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Bruno has none of the grey cards: Circus Maximus discards nothing', 'Rulebook, Wonders'),
        ('Circus Maximus has 1 shield', 'Rulebook, Wonders'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital",
         'Rulebook, Military')]),
    "zeus": (
        doc({"player": B, "wonder": "The Statue of Zeus"}, bo_coins=30, ana=["Quarry", "Glassworks"], conflict=2),
        ok(cost=(11, 0), coins=(7, 19), conflict=1),
        [
        ("Bruno pays the cost of The Statue of Zeus itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Statue of Zeus costs 1 clay, 2 papyrus, 1 stone, 1 wood', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 1 = 3: Antoine produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Bruno buys 1 clay at 2, 2 papyrus at 2, 1 stone at 3, 1 wood at 2; pays 11 (bank 11, Antoine 0) of the '
         '30 coins held', 'Rulebook, Trading'),
        ("Bruno puts one of Antoine's brown cards in the discard pile (Quarry)", 'Rulebook, Wonders'),
        ('The Statue of Zeus has 1 shield', 'Rulebook, Wonders'),
        ("the Conflict pawn moves 1 space toward Antoine's capital: from 2 toward Bruno's capital to 1 toward "
         "Bruno's capital", 'Rulebook, Military')]),
    "mausoleum": (
        doc({"player": A, "wonder": "The Mausoleum"}, ana_coins=30),
        ok(cost=(10, 0), coins=(20, 7)),
        [
        ("Antoine pays the cost of The Mausoleum itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Mausoleum costs 2 clay, 2 glass, 1 papyrus', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 clay at 2, 2 glass at 2, 1 papyrus at 2; pays 10 (bank 10, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Antoine may build one card of the discard pile free at once', 'Rulebook, Wonders')]),
    "library": (
        doc({"player": A, "wonder": "The Great Library"}, ana_coins=30),
        ok(cost=(10, 0), coins=(20, 7), progress=True),
        [
        ("Antoine pays the cost of The Great Library itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Great Library costs 1 glass, 1 papyrus, 3 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 glass at 2, 1 papyrus at 2, 3 wood at 2; pays 10 (bank 10, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Antoine draws 3 progress tokens discarded at setup, keeps one and returns two to the box',
         'Rulebook, Wonders')]),
    "piraeus": (
        doc({"player": A, "wonder": "Piraeus"}, ana_coins=30),
        ok(cost=(8, 0), coins=(22, 7), again=True),
        [
        ("Antoine pays the cost of Piraeus itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('Piraeus costs 1 clay, 1 stone, 2 wood', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 clay at 2, 1 stone at 2, 2 wood at 2; pays 8 (bank 8, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Piraeus: Antoine plays again at once', 'Rulebook, Wonders')]),
    "theology": (
        doc({"player": A, "wonder": "The Pyramids"}, ana_coins=30, ana_progress=["Theology"]),
        ok(cost=(8, 0), coins=(22, 7), again=True),
        [
        ("Antoine pays the cost of The Pyramids itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 papyrus at 2, 3 stone at 2; pays 8 (bank 8, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Theology: every wonder Antoine builds lets them play again', 'Rulebook, Progress tokens: Theology')]),
    "lost": (
        doc({"player": A, "wonder": "The Sphinx", "card": "Baths"}, layout={"5.1": "Baths"}, ana_coins=30),
        ok(cost=(8, 0), coins=(22, 7)),
        [
        ('Baths (5.1) has no card on it: accessible', 'Rulebook, A turn'),
        ("Antoine pays the cost of The Sphinx itself, not the card's, and tucks Baths under it", 'Rulebook, Build a wonder'),
        ('The Sphinx costs 1 clay, 2 glass, 1 stone', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 clay at 2, 2 glass at 2, 1 stone at 2; pays 8 (bank 8, Bruno 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('The Sphinx: Antoine plays again at once', 'Rulebook, Wonders'),
        ('the card taken was the last one in the age I structure: the age ends and the extra turn is lost',
         'Rulebook, An age, turn by turn')]),
    # the age card tucked under a wonder makes no pair of symbols (seed 003, Строительство чуда света:
    # «Использованная карта эпохи ничего не дает»)
    "tuck_green": (
        doc({"player": A, "wonder": "The Pyramids", "card": "Laboratory"}, age=2, ana=["Workshop"], ana_coins=20),
        ok(cost=(8, 0), coins=(12, 7)),
        [
        ("Antoine pays the cost of The Pyramids itself, not the card's, and tucks Laboratory under it",
         'Rulebook, Build a wonder'),
        ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 papyrus at 2, 3 stone at 2; pays 8 (bank 8, Bruno 0) of the 20 coins held',
         'Rulebook, Trading')]),
    # -- the Conflict pawn (seed 003, ВОЕННОЕ ДЕЛО; Военные жетоны: each once, as many coins as the opponent has;
    # Стратегия: +1 shield on a new red card, not on a wonder; Военное превосходство) --
    "tower": (
        doc({"player": A, "build": "Guard Tower"}),
        ok(cost=(0, 0), coins=(7, 7), conflict=1),
        [
        ('Guard Tower costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
        ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Guard Tower has 1 shield', 'the printed card: Guard Tower'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital",
         'Rulebook, Military')]),
    "tower_bo": (
        doc({"player": B, "build": "Guard Tower"}, conflict=1),
        ok(cost=(0, 0), coins=(7, 7)),
        [
        ('Guard Tower costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
        ('Bruno produces every resource needed; pays 0 (bank 0, Antoine 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Guard Tower has 1 shield', 'the printed card: Guard Tower'),
        ("the Conflict pawn moves 1 space toward Antoine's capital: from 1 toward Bruno's capital to the centre",
         'Rulebook, Military')]),
    "strat2": (
        doc({"player": A, "build": "Archery Range"}, age=2, ana=["Quarry", "Lumber Yard", "Press"],
            ana_progress=["Strategy"], conflict=-3),
        ok(cost=(0, 0), coins=(7, 7)),
        [
        ('Archery Range costs 1 papyrus, 1 stone, 1 wood', 'Rulebook, Resource cost'),
        ('Antoine produces 1 papyrus, 1 stone, 1 wood (brown and grey cards)', 'Rulebook, Resources and production'),
        ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Archery Range has 2 shields, +1 from Strategy (a new red card) = 3', 'Rulebook, Progress tokens: Strategy'),
        ("the Conflict pawn moves 3 spaces toward Bruno's capital: from 3 toward Antoine's capital to the centre",
         'Rulebook, Military')]),
    "back": (
        doc({"player": A, "build": "Guard Tower"}, conflict=-5),
        ok(cost=(0, 0), coins=(7, 7), conflict=-4),
        [
        ('Guard Tower costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
        ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Guard Tower has 1 shield', 'the printed card: Guard Tower'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from 5 toward Antoine's capital to 4 toward "
         "Antoine's capital", 'Rulebook, Military')]),
    "strat": (
        doc({"player": A, "build": "Guard Tower"}, ana_progress=["Strategy"], conflict=1),
        ok(cost=(0, 0), coins=(7, 5), conflict=3),
        [
        ('Guard Tower costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
        ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Guard Tower has 1 shield, +1 from Strategy (a new red card) = 2', 'Rulebook, Progress tokens: Strategy'),
        ("the Conflict pawn moves 2 spaces toward Bruno's capital: from 1 toward Bruno's capital to 3 toward "
         "Bruno's capital", 'Rulebook, Military'),
        ("the pawn enters the zone 3–5 on Bruno's side: its token takes 2 coins from Bruno, who loses 2 (as many "
         'as they have) and the token goes back to the box (if the pawn had been in this zone before, the token '
         'is already gone)', 'Rulebook, Military tokens')]),
    "strat_wonder": (
        doc({"player": B, "wonder": "The Colossus"}, conflict=-2, bo_coins=30, bo_progress=["Strategy"], ana_coins=1),
        ok(cost=(8, 0), coins=(0, 22), conflict=-4),
        [
        ("Bruno pays the cost of The Colossus itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('The Colossus costs 3 clay, 1 glass', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('glass at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Bruno buys 3 clay at 2, 1 glass at 2; pays 8 (bank 8, Antoine 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('The Colossus has 2 shields; Strategy gives no extra shield to a wonder',
         'Rulebook, Progress tokens: Strategy'),
        ("the Conflict pawn moves 2 spaces toward Antoine's capital: from 2 toward Antoine's capital to 4 toward "
         "Antoine's capital", 'Rulebook, Military'),
        ("the pawn enters the zone 3–5 on Antoine's side: its token takes 2 coins from Antoine, who loses 1 (as "
         'many as they have) and the token goes back to the box (if the pawn had been in this zone before, the '
         'token is already gone)', 'Rulebook, Military tokens')]),
    "strat_wonder1": (
        doc({"player": B, "wonder": "Circus Maximus"}, conflict=-2, bo_coins=30, bo_progress=["Strategy"]),
        ok(cost=(8, 0), coins=(5, 22), conflict=-3),
        [
        ("Bruno pays the cost of Circus Maximus itself, not the card's, and tucks the age card under it",
         'Rulebook, Build a wonder'),
        ('Circus Maximus costs 1 glass, 2 stone, 1 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Bruno buys 1 glass at 2, 2 stone at 2, 1 wood at 2; pays 8 (bank 8, Antoine 0) of the 30 coins held',
         'Rulebook, Trading'),
        ('Antoine has none of the grey cards: Circus Maximus discards nothing', 'Rulebook, Wonders'),
        ('Circus Maximus has 1 shield; Strategy gives no extra shield to a wonder',
         'Rulebook, Progress tokens: Strategy'),
        ("the Conflict pawn moves 1 space toward Antoine's capital: from 2 toward Antoine's capital to 3 toward "
         "Antoine's capital", 'Rulebook, Military'),
        ("the pawn enters the zone 3–5 on Antoine's side: its token takes 2 coins from Antoine, who loses 2 (as "
         'many as they have) and the token goes back to the box (if the pawn had been in this zone before, the '
         'token is already gone)', 'Rulebook, Military tokens')]),
    "zone_bo": (
        doc({"player": B, "build": "Walls"}, age=2, conflict=-4, bo=["Shelf Quarry"], ana_coins=9),
        ok(cost=(0, 0), coins=(4, 7), conflict=-6),
        [
        ('Walls costs 2 stone', 'Rulebook, Resource cost'),
        ('Bruno produces 2 stone (brown and grey cards)', 'Rulebook, Resources and production'),
        ('Bruno produces every resource needed; pays 0 (bank 0, Antoine 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Walls has 2 shields', 'the printed card: Walls'),
        ("the Conflict pawn moves 2 spaces toward Antoine's capital: from 4 toward Antoine's capital to 6 toward "
         "Antoine's capital", 'Rulebook, Military'),
        ("the pawn enters the zone 6–8 on Antoine's side: its token takes 5 coins from Antoine, who loses 5 (as "
         'many as they have) and the token goes back to the box (if the pawn had been in this zone before, the '
         'token is already gone)', 'Rulebook, Military tokens')]),
    "capital": (
        doc({"player": B, "build": "Pretorium"}, age=3, conflict=-7, bo_coins=8),
        ok(cost=(8, 0), coins=(7, 0), conflict=-9, victory='military'),
        [
        ('Pretorium costs 8 coins (to the bank)', 'Rulebook, Coin cost'),
        ('Bruno produces every resource needed; pays 8 (bank 8, Antoine 0) of the 8 coins held', 'Rulebook, Trading'),
        ('Pretorium has 3 shields', 'the printed card: Pretorium'),
        ("the Conflict pawn moves 2 spaces toward Antoine's capital: from 7 toward Antoine's capital to 9 toward "
         "Antoine's capital", 'Rulebook, Military'),
        ("the pawn reaches Antoine's capital: Bruno wins at once by military supremacy",
         'Rulebook, Military supremacy')]),
    # -- science (seed 003, НАУКА И ПРОГРЕСС: a pair takes a token while the board holds one; the Great Library's
    # token comes from the box, not the board; Научное превосходство: 6 different symbols) --
    "pair": (
        doc({"player": A, "build": "Laboratory"}, age=2, ana=["Workshop"], ana_coins=20),
        ok(cost=(6, 0), coins=(14, 7), progress=True),
        [
        ('Laboratory costs 2 glass, 1 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 glass at 2, 1 wood at 2; pays 6 (bank 6, Bruno 0) of the 20 coins held',
         'Rulebook, Trading'),
        ('Laboratory makes a pair of plumb symbols: Antoine takes one of the progress tokens on the board now',
         'Rulebook, Science and progress'),
        ('Antoine holds 1 different science symbol (6 win at once)', 'Rulebook, Scientific supremacy')]),
    "pair_none": (
        doc({"player": A, "build": "Laboratory"}, age=2, ana=["Workshop"], ana_coins=20, **TAKEN),
        ok(cost=(6, 0), coins=(14, 7)),
        [
        ('Laboratory costs 2 glass, 1 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 glass at 2, 1 wood at 2; pays 6 (bank 6, Bruno 0) of the 20 coins held',
         'Rulebook, Trading'),
        ('Laboratory makes a pair of plumb symbols, but no progress token is left on the board',
         'Rulebook, Science and progress'),
        ('Antoine holds 2 different science symbols (6 win at once)', 'Rulebook, Scientific supremacy')]),
    "pair_lib": (
        doc({"player": A, "build": "Laboratory"}, age=2, ana=["Workshop"], ana_coins=20, **TAKEN,
            bo_wonders=["The Great Library"]),
        ok(cost=(6, 0), coins=(14, 7), progress=True),
        [
        ('Laboratory costs 2 glass, 1 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 glass at 2, 1 wood at 2; pays 6 (bank 6, Bruno 0) of the 20 coins held',
         'Rulebook, Trading'),
        ('Laboratory makes a pair of plumb symbols: Antoine takes one of the progress tokens on the board now',
         'Rulebook, Science and progress'),
        ('Antoine holds 2 different science symbols (6 win at once)', 'Rulebook, Scientific supremacy')]),
    # six tokens taken beside the Great Library: its one came from the box, the other five emptied the board
    "pair_lib_none": (
        doc({"player": A, "build": "Laboratory"}, age=2, ana=["Workshop"], ana_coins=20,
            ana_progress=["Law", "Economy", "Masonry", "Agriculture"], bo_progress=["Strategy", "Theology"],
            bo_wonders=["The Great Library"]),
        ok(cost=(6, 0), coins=(14, 7)),
        [
        ('Laboratory costs 2 glass, 1 wood', 'Rulebook, Resource cost'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 2 glass at 2, 1 wood at 2; pays 6 (bank 6, Bruno 0) of the 20 coins held',
         'Rulebook, Trading'),
        ('Laboratory makes a pair of plumb symbols, but no progress token is left on the board',
         'Rulebook, Science and progress'),
        ('Antoine holds 2 different science symbols (6 win at once)', 'Rulebook, Scientific supremacy')]),
    "sci1": (
        doc({"player": A, "build": "Workshop"}, ana_coins=20),
        ok(cost=(2, 0), coins=(18, 7)),
        [
        ('Workshop costs 1 papyrus', 'Rulebook, Resource cost'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 papyrus at 2; pays 2 (bank 2, Bruno 0) of the 20 coins held', 'Rulebook, Trading'),
        ('Antoine holds 1 different science symbol (6 win at once)', 'Rulebook, Scientific supremacy')]),
    "sci_sup": (
        doc({"player": A, "build": "University"}, age=3, ana=FIVE_SYMBOLS, ana_coins=20),
        ok(cost=(6, 0), coins=(14, 7), victory='science'),
        [
        ('University costs 1 clay, 1 glass, 1 papyrus', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('glass at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 clay at 2, 1 glass at 2, 1 papyrus at 2; pays 6 (bank 6, Bruno 0) of the 20 coins held',
         'Rulebook, Trading'),
        ('Antoine now holds 6 different science symbols: scientific supremacy, the game ends at once',
         'Rulebook, Scientific supremacy')]),
    # -- coins from the build (seed 003, Карты I, II и III эпохи: counted with the new card; Карты гильдий: the city
    # with most, the builder's on a tie) --
    "tavern": (
        doc({"player": A, "build": "Tavern"}),
        ok(cost=(0, 0), coins=(11, 7), gain=4),
        [
        ('Tavern costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
        ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
        ('Antoine takes 4 coins from the bank (Tavern)', 'the printed card: Tavern')]),
    "lighthouse": (
        doc({"player": A, "build": "Lighthouse"}, age=3, ana=["Tavern"], ana_coins=20),
        ok(cost=(0, 0), coins=(22, 7), gain=2, free='Tavern'),
        [
        ("free: Tavern in Antoine's city shows the chain symbol of Lighthouse (amphora)",
         'Rulebook, Free construction (chains)'),
        ("Lighthouse: 1 coin per one of the yellow cards in Antoine's city, counted now with the new build (2) → "
         'coins: 2', 'Rulebook, Age I, II and III cards')]),
    # a chain with Urbanism (4 coins) to a card that pays when built: the player takes both
    "urbanism_income": (
        doc({"player": A, "build": "Lighthouse"}, age=3, ana=["Tavern"], ana_progress=["Urbanism"]),
        ok(cost=(0, 0), coins=(13, 7), gain=6, free="Tavern"),
        [
        ("free: Tavern in Antoine's city shows the chain symbol of Lighthouse (amphora)",
         'Rulebook, Free construction (chains)'),
        ('Urbanism: Antoine takes 4 coins for building through a chain', 'Rulebook, Progress tokens: Urbanism'),
        ("Lighthouse: 1 coin per one of the yellow cards in Antoine's city, counted now with the new build (2) → "
         'coins: 2', 'Rulebook, Age I, II and III cards')]),
    "chamber": (
        doc({"player": A, "build": "Chamber of Commerce"}, age=3, ana=["Glassworks", "Press"], ana_coins=20),
        ok(cost=(2, 0), coins=(24, 7), gain=6),
        [
        ('Chamber of Commerce costs 2 papyrus', 'Rulebook, Resource cost'),
        ('Antoine produces 1 papyrus (brown and grey cards)', 'Rulebook, Resources and production'),
        ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 papyrus at 2; pays 2 (bank 2, Bruno 0) of the 20 coins held', 'Rulebook, Trading'),
        ("Chamber of Commerce: 3 coins per one of the grey cards in Antoine's city, counted now with the new "
         'build (2) → coins: 6', 'Rulebook, Age I, II and III cards')]),
    "arena": (
        doc({"player": A, "build": "Arena"}, age=3, ana_wonders=["The Sphinx"], ana_coins=20),
        ok(cost=(6, 0), coins=(16, 7), gain=2),
        [
        ('Arena costs 1 clay, 1 stone, 1 wood', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 clay at 2, 1 stone at 2, 1 wood at 2; pays 6 (bank 6, Bruno 0) of the 20 coins held',
         'Rulebook, Trading'),
        ("Arena: 2 coins per one of the wonders in Antoine's city, counted now with the new build (1) → coins: 2",
         'Rulebook, Age I, II and III cards')]),
    "shipowners": (
        doc({"player": A, "build": "Shipowners Guild"}, age=3, ana=["Quarry"], bo=["Glassworks", "Press"],
            ana_coins=20),
        ok(cost=(8, 0), coins=(14, 7), gain=2),
        [
        ('Shipowners Guild costs 1 clay, 1 glass, 1 papyrus, 1 stone', 'Rulebook, Resource cost'),
        ('Antoine produces 1 stone (brown and grey cards)', 'Rulebook, Resources and production'),
        ('clay at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('glass at 2 + 1 = 3: Bruno produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 1 = 3: Bruno produces 1 on brown and grey cards', 'Rulebook, Trading'),
        ('Antoine buys 1 clay at 2, 1 glass at 3, 1 papyrus at 3; pays 8 (bank 8, Bruno 0) of the 20 coins held',
         'Rulebook, Trading'),
        ('Shipowners Guild: 1 coin per one of the brown and grey cards in the city with most of them (Antoine 1, '
         'Bruno 2: Bruno) → coins: 2', 'Rulebook, Guild cards')]),
    "merchants_tie": (
        doc({"player": B, "build": "Merchants Guild"}, age=3, ana=["Tavern"], bo=["Brewery"], bo_coins=20),
        ok(cost=(8, 0), coins=(7, 13), gain=1),
        [
        ('Merchants Guild costs 1 clay, 1 glass, 1 papyrus, 1 wood', 'Rulebook, Resource cost'),
        ('clay at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('glass at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('papyrus at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('wood at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
        ('Bruno buys 1 clay at 2, 1 glass at 2, 1 papyrus at 2, 1 wood at 2; pays 8 (bank 8, Antoine 0) of the 20'
         ' coins held', 'Rulebook, Trading'),
        ('Merchants Guild: 1 coin per one of the yellow cards in the city with most of them (Bruno 1, Antoine 1: '
         'Bruno) → coins: 1', 'Rulebook, Guild cards')]),
}


def outcome(v):
    out = {k: v[k] for k in ("legal", "free", "cost", "gain")}
    if "after" in v:
        out["after"] = dict(v["after"], coins=list(v["after"]["coins"].items()))
    return out


@pytest.mark.parametrize("name", CASES)
def test_the_verdict_word_for_word(name):
    position, expected, reasons = CASES[name]
    v = check_duel(position)
    assert outcome(v) == expected
    assert [(r["text"], r["rule"]) for r in v["reasons"]] == reasons
    assert ("after" in v) is v["legal"]
    action = position["action"]
    kind = next(k for k in ("build", "wonder", "discard") if k in action)
    card = action.get("card") if kind == "wonder" else action[kind] if isinstance(action[kind], str) else None
    assert (v["player"], v["action"], v["card"], v.get("wonder")) == (action["player"], kind, card, action.get("wonder"))


def test_a_refused_build_lists_every_cheapest_way_it_would_cost():
    """The Forum makes glass or papyrus: two ways of 4 coins, listed also when 3 coins are not enough."""
    ways = [{"bank": 4, "opponent": 0, "buys": [{"resource": r, "count": 1, "price": 2}],
             "choices": [{"source": "Forum", "resource": other}], "removed": []}
            for r, other in (("glass", "papyrus"), ("papyrus", "glass"))]
    for name in ("ways", "ways_poor"):
        v = check_duel(CASES[name][0])
        assert sorted(v["options"], key=str) == sorted(ways, key=str), name
    poor = check_duel(CASES["poor"][0])
    assert poor["options"] == [{"bank": 4, "opponent": 0, "buys": [{"resource": "stone", "count": 2, "price": 2}],
                                "choices": [], "removed": []}]


def test_build_effects_is_the_verdict_of_a_build_already_paid():
    """``Verdict.build_effects`` (an expansion's free build, e.g. Agora's Property Fraud): the card's effects
    (Guard Tower's shield moves the pawn, seed 003, ВОЕННОЕ ДЕЛО), no cost and no cost reason, the source of
    the free build in "free"."""
    table, age, action, structure = parse_check(doc({"player": A, "build": "Guard Tower"}, ana_coins=3))
    v = present(Verdict(table, age, action, structure).build_effects(Payment(0, 0), free="Property Fraud"), "duel")
    assert outcome(v) == ok(cost=(0, 0), coins=(3, 7), free="Property Fraud", conflict=1)
    assert [(r["text"], r["rule"]) for r in v["reasons"]] == [
        ('Guard Tower has 1 shield', 'the printed card: Guard Tower'),
        ("the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital",
         'Rulebook, Military')]


# words of the English sentences; the names of cards and wonders (in English where the box has no Ukrainian
# edition) are capitalised, so none of these appears in a translated sentence
ENGLISH = re.compile(r"\b(costs|coins?|bank|and|pays|holds|produces|buys|takes|loses|shields?|moves|spaces?|toward|"
                     r"capital|plays|again|symbols?|per|city|from|with|discards|cards?|only|free|nothing|built|"
                     r"wonders?|accessible|tokens?|pawn|zone|game|structure|age|ways)\b")


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_reason_is_translated(lang):
    """Each reason of each position reads in Russian and Ukrainian, its rule too (no English sentence left)."""
    for name, (position, _, reasons) in CASES.items():
        with use_language(lang):
            v = check_duel(position)
        assert len(v["reasons"]) == len(reasons), name
        for r, (text, rule) in zip(v["reasons"], reasons):
            assert r["text"] != text and r["rule"] != rule, (name, r["text"])
            assert not ENGLISH.search(r["text"]), (name, r["text"])


# sentences read as a native speaker writes them: a name stands in the nominative inside its quotes (never
# «+1 от «Стратегия»»), no verb agrees with a name that may be plural («Пирамиды», «Бани»), a count reads right
# for any number, each place on the Conflict track in the nominative, the chain symbol in the reader's words
NATIVE = {
    ("lay_two", 0): (
        "карта «Театр» (3.3) накрыта: карта рубашкой вверх (4.2) и Алтарь (4.4); доступна только ничем не накрытая "
        "карта",
        "карта «Theater» (3.3) накрита: карта сорочкою догори (4.2) і Altar (4.4); доступна лише нічим не накрита "
        "карта"),
    ("tuck_green", 0): (
        "Antoine платит стоимость самого чуда «Пирамиды», а не карты, и подкладывает под него карту «Лаборатория»",
        "Antoine сплачує вартість самого чуда «The Pyramids», а не карти, і підкладає під нього карту «Laboratory»"),
    ("tuck_green", 1): ("«Пирамиды»: стоимость — папирус ×1, камень ×3",
                        "«The Pyramids»: вартість — папірус ×1, камінь ×3"),
    ("strat2", 3): ("«Стрельбище»: 2 щита, +1 за жетон «Стратегия» (новая красная карта) = 3",
                    "«Archery Range»: 2 щити, +1 за жетон «Стратегія» (нова червона карта) = 3"),
    ("strat2", 4): ("маркер конфликта сдвигается на 3 клетки к столице игрока Bruno: 3 к столице игрока Antoine → "
                    "центр",
                    "маркер конфлікту зсувається на 3 клітинки до столиці гравця Bruno: 3 до столиці гравця Antoine → "
                    "центр"),
    ("sci1", 3): ("разных научных символов у игрока Antoine: 1 (при 6 — сразу победа)",
                  "різних наукових символів у гравця Antoine: 1 (за 6 — одразу перемога)"),
    ("lighthouse", 0): (
        "бесплатно: у игрока Antoine есть карта «Таверна» с символом цепочки (амфора), который нужен карте «Маяк»",
        "безкоштовно: гравець Antoine має карту «Tavern» із символом ланцюжка (амфора), який потрібен карті "
        "«Lighthouse»"),
    ("lighthouse", 1): ("«Маяк»: жёлтых карт в городе игрока Antoine, считая новую постройку, — 2 × 1 → монеты: 2",
                        "«Lighthouse»: жовтих карт у місті гравця Antoine, враховуючи нову будівлю, — 2 × 1 → монети: "
                        "2"),
    ("arena", 5): ("«Арена»: чудес в городе игрока Antoine, считая новую постройку, — 1 × 2 → монеты: 2",
                   "«Arena»: чудес у місті гравця Antoine, враховуючи нову будівлю, — 1 × 2 → монети: 2"),
    ("poor_one_coin", 2): ("Antoine покупает: камень ×1 по 2; платит 2 (банку 2, игроку Bruno 0), но монет у него только 1",
                           "Antoine купує: камінь ×1 по 2; сплачує 2 (банку 2, гравцеві Bruno 0), але монет у нього лише 1"),
    ("shipowners", 6): ("«Гильдия судовладельцев»: коричневых и серых карт больше всего у игрока Bruno (Antoine 1, "
                        "Bruno 2), по 1 за каждую → монеты: 2",
                        "«Shipowners Guild»: коричневих і сірих карт найбільше у гравця Bruno (Antoine 1, Bruno 2), "
                        "по 1 за кожну → монети: 2"),
}


@pytest.mark.parametrize("name, index", NATIVE)
def test_the_russian_and_ukrainian_sentences_word_for_word(name, index):
    for lang, expected in zip(("ru", "uk"), NATIVE[name, index]):
        with use_language(lang):
            v = check_duel(CASES[name][0])
        assert v["reasons"][index]["text"] == expected, lang


def test_no_name_takes_a_possessive_s():
    """"The Pyramids's own cost" never: a name ending in s reads as "the cost of The Pyramids itself"."""
    for name, (_, _, reasons) in CASES.items():
        for text, _ in reasons:
            assert "s's " not in text, (name, text)
