"""The Duel catalogue's own suite (tests/test_duel_catalogue.py: the box, the printed cards, wonders, tokens,
the military track, the layouts, the names in three languages) run again on a catalogue parsed afresh from the
data file by each test (README "Mutation testing"): that suite reads one catalogue loaded when it is imported,
which a mutant of the loader never reaches.

Known values are those of tests/test_duel_catalogue.py (seed 003, the Duel rulebook; ../shared/facts/duel.md).
"""
import copy

import pytest

import test_duel_catalogue as suite
from scoring.duel.catalogue import CountRule, Effect, parse_catalogue


def cases():
    out = []
    for name, fn in vars(suite).items():
        if not name.startswith("test_") or not callable(fn):
            continue
        marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "parametrize"]
        if not marks:
            out.append(pytest.param(fn, {}, id=name))
            continue
        names, values = marks[0].args[0], marks[0].args[1]
        keys = [k.strip() for k in (names.split(",") if isinstance(names, str) else names)]
        for i, value in enumerate(values):
            row = value if len(keys) > 1 else (value,)
            out.append(pytest.param(fn, dict(zip(keys, row)), id=f"{name}[{i}]"))
    return out


@pytest.mark.parametrize(("check", "arguments"), cases())
def test_the_catalogue_suite_on_a_catalogue_parsed_afresh(check, arguments, monkeypatch):
    monkeypatch.setattr(suite, "CAT", parse_catalogue(copy.deepcopy(suite.RAW)))
    check(**arguments)


def fresh():
    return parse_catalogue(copy.deepcopy(suite.RAW))


# the printed guilds (Duel rulebook, Guild cards): cost; VP at the end and coins when built, per card (or
# per 3 coins, or 2 VP per wonder) in the city that has the most
GUILDS = {
    "Merchants Guild": (("clay", "glass", "papyrus", "wood"), CountRule(("yellow",), 1), CountRule(("yellow",), 1)),
    "Shipowners Guild": (("clay", "glass", "papyrus", "stone"), CountRule(("brown", "grey"), 1),
                         CountRule(("brown", "grey"), 1)),
    "Builders Guild": (("clay", "glass", "stone", "stone", "wood"), CountRule(("wonder",), 2), None),
    "Magistrates Guild": (("clay", "papyrus", "wood", "wood"), CountRule(("blue",), 1), CountRule(("blue",), 1)),
    "Scientists Guild": (("clay", "clay", "wood", "wood"), CountRule(("green",), 1), CountRule(("green",), 1)),
    "Moneylenders Guild": (("stone", "stone", "wood", "wood"), CountRule(("coins",), 1, 3), None),
    "Tacticians Guild": (("clay", "papyrus", "stone", "stone"), CountRule(("red",), 1), CountRule(("red",), 1)),
}


def test_the_printed_guilds():
    cat = fresh()
    assert {g.name for g in cat.guilds} == set(GUILDS)
    for name, (cost, vp, coins) in GUILDS.items():
        guild = cat.card(name)
        assert (guild.cost, guild.effect) == (cost, Effect(guild_vp=vp, guild_coins=coins)), name


def test_the_printed_age_three_yellow_cards_and_the_fixed_prices():
    # Duel rulebook, commercial buildings: 3 VP and coins when built per own card (or wonder)
    cat = fresh()
    expected = {
        "Arena": (("clay", "stone", "wood"), 0, Effect(vp=3, coins_per=CountRule(("wonder",), 2))),
        "Chamber of Commerce": (("papyrus", "papyrus"), 0, Effect(vp=3, coins_per=CountRule(("grey",), 3))),
        "Lighthouse": (("clay", "clay", "glass"), 0, Effect(vp=3, coins_per=CountRule(("yellow",), 1))),
        "Port": (("glass", "papyrus", "wood"), 0, Effect(vp=3, coins_per=CountRule(("brown",), 2))),
        "Customs House": ((), 4, Effect(fixed_price=("papyrus", "glass"))),
        "Stone Reserve": ((), 3, Effect(fixed_price=("stone",))),
    }
    for name, (cost, coins, effect) in expected.items():
        card = cat.card(name)
        assert (card.cost, card.coins, card.effect) == (cost, coins, effect), name
