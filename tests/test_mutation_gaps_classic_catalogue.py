"""The 1st edition's catalogue (``scoring.classic.catalogue``) against the printed cards, where the mutants of
its loader and look-ups called for it (README "Mutation testing"): which purchases a trading card makes
cheaper, and how many copies of a card without player marks (a guild, a leader) are in play.

"seed 000" is the 1st edition's Russian rulebook (shared/seeds/); the Leaders cards are those of
scoring/data/leaders.json (the Leaders rulebook, Leader cards).
"""
import json
from pathlib import Path

import pytest

from referee.registry import referee
from scoring.classic.catalogue import COUNTABLE, SPELLINGS_KEPT, Discount, Effect, PerCount, as_resource, base_board, base_effect, catalogue, parse_catalogue, with_cards
from scoring.core.errors import CatalogueError
from scoring.core.i18n import use_language
from scoring.expansions.leaders.catalogue import cards as leader_cards
from scoring.games import get

from test_mutation_gaps_check import ONE_COIN, legal
from test_referee_check_verdicts import option, trade, whole

DATA = Path(__file__).resolve().parents[1] / "scoring" / "data"

# the printed cards (seed 000, Торговля; the cards East Trading Post, West Trading Post, Marketplace):
# (card, resource, neighbour) -> whether that purchase costs 1 coin instead of 2
TRADING = {
    "East Trading Post": {"raw": {"right"}, "manufactured": set()},
    "West Trading Post": {"raw": {"left"}, "manufactured": set()},
    "Marketplace": {"raw": set(), "manufactured": {"left", "right"}},
}
RAW = ("wood", "stone", "clay", "ore")
MANUFACTURED = ("glass", "cloth", "papyrus")


@pytest.mark.parametrize("card", sorted(TRADING))
def test_each_trading_card_makes_only_its_printed_purchases_cheaper(card):
    discount = catalogue("7w").card(card).effect.discount
    for kind, resources in (("raw", RAW), ("manufactured", MANUFACTURED)):
        for resource in resources:
            for side in ("left", "right"):
                assert discount.applies(resource, side) is (side in TRADING[card][kind]), (card, resource, side)


def temple_with_the_marketplace():
    # the Temple of tests/test_mutation_gaps_check.py (Ira, 1 coin, buys Cid's clay through the East Trading
    # Post), Ira holding the Marketplace too: it lowers manufactured goods only, so the verdict is unchanged
    ira = dict(trade()[0], coins=1)
    ira["cards"] = ira["cards"] + ["Marketplace"]
    doc = {"game": "7w", "age": 2, "players": [ira] + trade()[1:],
           "action": {"player": "Ira", "build": "Temple"}}
    return referee(doc)


@pytest.mark.parametrize("lang", ("en", "ru", "uk"))
def test_the_marketplace_is_not_named_for_a_raw_material(lang):
    with use_language(lang):
        v = whole(temple_with_the_marketplace())
    assert v == legal("Ira", "Temple", {"bank": 0, "left": 0, "right": 1},
                      [option(0, 0, 1, [("right", "clay", 1, 1)])], ONE_COIN["temple", lang])


def test_a_guild_is_one_copy_at_every_player_count():
    # seed 000, Колоды эпох: each guild is in the box once; n + 2 of them are drawn at random
    cat = catalogue("7w")
    for guild in cat.guilds:
        for n in range(cat.min_players, cat.max_players + 1):
            assert guild.copies(n) == 1, (guild.name, n)
            assert cat.copies(guild.name, n) == 1, (guild.name, n)


def test_the_leaders_join_the_catalogue_as_white_cards_of_no_age():
    # the Leaders rulebook: leaders are white cards drafted apart from the three Ages (scoring/data/leaders.json)
    raw = leader_cards()         # the leaders in the base game's format (the base effects they hold)
    cat = with_cards(fresh(), raw, ["white"])
    leaders = [entry for entry in raw if entry["colour"] == "white"]      # the box adds guilds too
    assert len(leaders) > 30
    for entry in leaders:
        card = cat.card(entry["name"])
        assert (card.age, card.colour, card.players, card.coins) == (0, "white", (), entry.get("coins", 0)), entry["name"]
    assert cat.card("Lumber Yard").colour == "brown"
    with pytest.raises(CatalogueError) as caught:
        with_cards(fresh(), raw, [])
    assert str(caught.value) == f"card {leaders[0]['name']!r} (age 0): unknown colour"


def test_every_leader_is_one_copy_and_on_the_entry_screen():
    # a leader has no player marks: the one card of the box, drafted apart from the age decks
    leaders = [entry["name"] for entry in json.loads((DATA / "leaders.json").read_text(encoding="utf-8"))["leaders"]]
    game = get("7w")
    cat = game.catalogue_for({"expansions": ["leaders"]})
    for name in leaders:
        card = cat.card(name)
        assert card.players == () and card.copies(4) == 1 and cat.copies(name, 4) == 1, name
    screen = game.entry_screen(4, ["leaders"])
    white = [group for group in screen.card_groups if group["colour"] == "white"]
    assert len(white) == 1
    assert sorted(card["name"] for card in white[0]["cards"]) == sorted(leaders)
    assert all(card["copies"] == 1 for card in white[0]["cards"])


# -- the data file loaded afresh, against the printed cards ---------------------------------------
# (a catalogue loaded once at import time would hide a mutant of the loader: each test loads its own)

def fresh(data=None):
    return parse_catalogue(data or seven(), 3, 7)


def seven() -> dict:
    return json.loads((DATA / "7w.json").read_text(encoding="utf-8"))


def effect(card) -> dict:
    return {k: v for k, v in card.effect.__dict__.items() if v not in ((), 0, None, False)}


def test_printed_cards_read_from_the_data_file():
    # the printed cards of the 1st edition (player marks, coin and resource costs, chains, effects)
    cat = fresh()
    lumber, tree, east, market = (cat.card(n) for n in ("Lumber Yard", "Tree Farm", "East Trading Post", "Marketplace"))
    assert (lumber.age, lumber.colour, lumber.players, lumber.coins, lumber.cost) == (1, "brown", (3, 4), 0, ())
    assert effect(lumber) == {"produce": (frozenset({"wood"}),)}
    assert lumber.effect == Effect(produce=(frozenset({"wood"}),))       # nothing else: no coins, no shields
    assert cat.card("Stockade").effect == Effect(shields=1)
    assert cat.card("Baths").effect == Effect(vp=3)
    assert cat.card("Tavern").effect == Effect(coins=5)
    assert (tree.players, tree.coins, effect(tree)) == ((6,), 1, {"produce": (frozenset({"wood", "clay"}),)})
    assert effect(east) == {"discount": Discount("raw", frozenset({"right"}))}
    assert effect(cat.card("West Trading Post")) == {"discount": Discount("raw", frozenset({"left"}))}
    assert effect(market) == {"discount": Discount("manufactured", frozenset({"left", "right"}))}
    assert (east.chain_to, market.chain_to) == (("Forum",), ("Caravansery",))
    caravansery = cat.card("Caravansery")
    assert (caravansery.age, caravansery.cost, caravansery.chain_from) == (2, ("wood", "wood"), ("Marketplace",))
    assert effect(caravansery) == {"produce": (frozenset(RAW),)}
    forum = cat.card("Forum")
    assert (forum.cost, set(forum.chain_from)) == (("clay", "clay"), {"East Trading Post", "West Trading Post"})
    assert effect(forum) == {"produce": (frozenset(MANUFACTURED),)}
    assert effect(cat.card("Vineyard")) == {"income": PerCount(("brown",), ("left", "self", "right"), 1)}
    assert effect(cat.card("Lighthouse")) == {"income": PerCount(("yellow",), ("self",), 1),
                                              "score": PerCount(("yellow",), ("self",), 1)}
    temple = cat.card("Temple")
    assert (temple.cost, temple.chain_from, temple.chain_to, effect(temple)) == (
        ("clay", "glass", "wood"), ("Altar",), ("Pantheon",), {"vp": 3})
    workers = cat.card("Workers Guild")
    assert (workers.cost, workers.players) == (("clay", "ore", "ore", "stone", "wood"), ())
    assert effect(workers) == {"score": PerCount(("brown",), ("left", "right"), 1)}
    assert effect(cat.card("Scientists Guild")) == {"science": "any"}
    assert [(e.age, e.players) for e in cat.card_entries("Loom")] == [(1, (3, 6)), (2, (3, 5))]
    assert cat.card_entries("No Such Card") == ()


def test_printed_boards_read_from_the_data_file():
    cat = fresh()
    gizah = cat.wonder("Gizah").sides["A"]
    assert (gizah.produce, gizah.name) == ("stone", "A")
    assert [(s.number, s.cost, effect(s)) for s in gizah.stages] == [
        (1, ("stone", "stone"), {"vp": 3}), (2, ("wood", "wood", "wood"), {"vp": 5}),
        (3, ("stone",) * 4, {"vp": 7})]
    olympia = cat.wonder("Olympia").sides["B"]
    assert effect(olympia.stages[0]) == {"discount": Discount("raw", frozenset({"left", "right"}))}
    assert cat.side("а") == "A" and cat.side("б") == "B" and cat.side("в") == "B" and cat.side("C") is None


def spoilt(card: str, **changes) -> dict:
    data = seven()
    entry = next(c for c in data["cards"] if c["name"] == card)
    entry.update(changes)
    return data


@pytest.mark.parametrize(("data", "message"), [
    (spoilt("Lumber Yard", effect={"fly": 1}), "7w: card 'Lumber Yard' (age 1): unknown effect keys ['fly']"),
    (spoilt("Apothecary", effect={"science": "star"}), "card 'Apothecary' (age 1): unknown science symbol 'star'"),
    (spoilt("East Trading Post", effect={"discount": {"goods": "raw", "sides": ["up"]}}),
     "card 'East Trading Post' (age 1): bad discount {'goods': 'raw', 'sides': ['up']}"),
    (spoilt("East Trading Post", effect={"discount": {"goods": "gold", "sides": ["left"]}}),
     "card 'East Trading Post' (age 1): bad discount {'goods': 'gold', 'sides': ['left']}"),
    (spoilt("Lumber Yard", effect={"produce": ["wood/gold"]}), "card 'Lumber Yard' (age 1): unknown resource in 'wood/gold'"),
    (spoilt("Lumber Yard", cost={"gold": 1}), "card 'Lumber Yard' (age 1): bad cost entry 'gold': 1"),
    (spoilt("Vineyard", effect={"income": {"per": ["brown"], "of": ["self"], "coins": "1"}}),
     "card 'Vineyard' (age 2): bad count {'per': ['brown'], 'of': ['self'], 'coins': '1'}"),
    (spoilt("Vineyard", effect={"income": {"per": ["gold"], "of": ["self"], "coins": 1}}),
     "card 'Vineyard' (age 2): bad count {'per': ['gold'], 'of': ['self'], 'coins': 1}"),
    (spoilt("Vineyard", effect={"income": {"per": ["brown"], "of": ["far"], "coins": 1}}),
     "card 'Vineyard' (age 2): bad count {'per': ['brown'], 'of': ['far'], 'coins': 1}"),
    (spoilt("Lighthouse", effect={"score": {"per": ["yellow"], "of": ["self"], "vp": None}}),
     "card 'Lighthouse' (age 3): bad count {'per': ['yellow'], 'of': ['self'], 'vp': None}"),
    (spoilt("Lumber Yard", effect={"copy_guild": 1}), "card 'Lumber Yard' (age 1): a flag effect must be true or false"),
    (spoilt("Palace", effect={"vp_if_wonder_complete": "7"}),
     "card 'Palace' (age 3): vp_if_wonder_complete must be a number"),
    (spoilt("Palace", color="gold"), "card 'Palace' (age 3): unknown colour"),
])
def test_a_spoilt_data_file_is_refused_naming_the_card(data, message):
    with pytest.raises(CatalogueError) as caught:
        fresh(data)
    assert str(caught.value).removeprefix("7w: ") == message.removeprefix("7w: ")


def test_the_widest_printed_effects_are_accepted():
    # a choice of all seven resources and a count of everything countable are well-formed effects
    every = "/".join(RAW + MANUFACTURED)
    data = spoilt("Lumber Yard", effect={"produce": [every]})
    assert effect(fresh(data).card("Lumber Yard")) == {"produce": (frozenset(RAW + MANUFACTURED),)}
    counted = {"per": list(COUNTABLE), "of": ["left", "self", "right"], "vp": 1}
    data = spoilt("Vineyard", effect={"score": counted})
    assert effect(fresh(data).card("Vineyard")) == {"score": PerCount(COUNTABLE, ("left", "self", "right"), 1)}
    assert base_effect({"fly": 1, "vp": 2}) == {"vp": 2}


# -- the spellings remembered are bounded (a stranger's input cannot grow them further) ------------

def spellings(name: str):
    """Every upper/lower case spelling of ``name`` (each means the same card or board)."""
    letters = [i for i, ch in enumerate(name) if ch.isalpha()]
    for mask in range(2 ** len(letters)):
        chars = list(name.lower())
        for bit, i in enumerate(letters):
            if mask >> bit & 1:
                chars[i] = chars[i].upper()
        yield "".join(chars)


def test_the_remembered_spellings_stay_within_their_bound():
    cat = fresh()
    names = ("Lumber Yard", "Stone Pit", "Clay Pool", "Ore Vein", "Glassworks", "Scriptorium")
    many = [s for name in names for s in spellings(name)]
    assert len(many) > SPELLINGS_KEPT + 1
    for s in many:
        card = cat.card(s)
        assert card is not None and card.name.casefold() == s.casefold()
        cat.remember_present(s, card, 3)
    assert len(cat._spelled) == SPELLINGS_KEPT
    assert len(cat.present(3)) == SPELLINGS_KEPT
    boards = [s for name in ("Halikarnassos", "Alexandria") for s in spellings(name)]
    assert len(boards) > SPELLINGS_KEPT + 1
    for s in boards:
        assert cat.wonder(s).name.casefold() == s.casefold()
    assert len(cat._wonder_spelled) == SPELLINGS_KEPT


def test_a_card_out_of_play_is_never_remembered_as_present():
    # Tree Farm is marked 6+: with 3 players it is not in the game (seed 000, Состав игры)
    cat = fresh()
    cat.remember_present("Tree Farm", cat.card("Tree Farm"), 3)
    cat.remember_present("Lumber Yard", cat.card("Lumber Yard"), 3)
    assert cat.present(3) == {"Lumber Yard": cat.card("Lumber Yard")}
    assert cat.present(4) == {}


@pytest.mark.parametrize("spelling", [None, 3, ["Lumber Yard"], {"name": "Gizah"}])
def test_a_spelling_that_is_not_text_names_nothing(spelling):
    # a document's value of the wrong type: no card and no board, and no error
    cat = fresh()
    assert cat.card(spelling) is None and cat.wonder(spelling) is None and cat.side(spelling) is None


# -- the boards, the 2nd edition's sides, and what an expansion adds ------------------------------

def expansion(name):
    return next(e for e in get("7w").expansions if e.id == name)


def test_the_2nd_editions_sides_are_named_in_each_language():
    # seed 001: the boards' day and night sides (Russian день/ночь, Ukrainian день/ніч: scoring/data/7w2.json)
    raw = json.loads((DATA / "7w2.json").read_text(encoding="utf-8"))
    cat = parse_catalogue(raw, 3, 7)
    for wonder in cat.wonders:
        day, night = wonder.sides["day"], wonder.sides["night"]
        assert (day.wonder, day.side, day.name, night.side, night.name) == (wonder.name, "day", "day", "night", "night")
        assert day.ru == tuple(raw["side_names"]["day"]["ru"]) and night.uk == tuple(raw["side_names"]["night"]["uk"])
        assert [s.number for s in day.stages] == list(range(1, len(day.stages) + 1))
    assert cat.side("Ночь") == "night" and cat.side(" ніч ") == "night" and cat.side("day") == "day"
    # the 1st edition prints A and B alike in every box: no words of a language
    assert all(w.sides["B"].ru == () and w.sides["B"].uk == () for w in fresh().wonders)


def test_an_expansions_boards_and_cards_join_the_catalogue():
    base = fresh()
    leaders, cities = expansion("leaders"), expansion("cities")
    cat = with_cards(base, leaders.cards, leaders.colours, leaders.wonders)
    cat = with_cards(cat, cities.cards, cities.colours, cities.wonders, cities.max_players)
    assert (cat.game, cat.title, cat.min_players, cat.max_players) == ("7w", base.title, 3, 8)
    assert (cat.notes, cat.side_names, cat.side_aliases) == (base.notes, ("A", "B"), base.side_aliases)
    assert cat.cards[:len(base.cards)] == base.cards and len(cat.cards) == len(base.cards) + 46 + 30
    assert cat.wonders[:len(base.wonders)] == base.wonders
    # Roma (Leaders): its printed power replaces the starting resource; Petra (Cities): coin costs 7 and 14
    roma = cat.wonder("Roma")
    assert roma.sides["A"].produce is None and roma.sides["A"].name == "A"
    petra = cat.wonder("Petra")
    assert [(s.number, s.coins) for s in petra.sides["A"].stages] == [(1, 0), (2, 7), (3, 0)]
    assert [(s.number, s.coins) for s in petra.sides["B"].stages] == [(1, 0), (2, 14)]
    assert petra.sides["A"].stages[1].cost == ()
    assert cat.card("Lumber Yard") == base.card("Lumber Yard")
    assert cat.card(leaders.cards[0]["name"]).colour == "white"


def test_an_added_card_or_board_spelt_like_a_base_one_is_refused():
    base = fresh()
    with pytest.raises(CatalogueError) as caught:
        with_cards(base, [{"name": "Timber", "age": 0, "colour": "white", "aliases": ["lumber yard"]}], ["white"])
    assert str(caught.value) == "7w: the added card 'Timber' is spelt 'lumber yard', which already names 'Lumber Yard'"
    board = dict(expansion("leaders").wonders[0], name="Gizeh", aliases=["gizah"])
    with pytest.raises(CatalogueError) as caught:
        with_cards(base, [], [], [board])
    assert str(caught.value) == "7w: the added board 'Gizeh' is spelt 'gizah', which already names 'Gizah'"


def board(name="Gizah", **side):
    data = seven()
    entry = next(w for w in data["wonders"] if w["name"] == name)
    entry["sides"]["A"].update(side)
    return data


@pytest.mark.parametrize(("data", "message"), [
    (board(produce=None), "wonder Gizah A: unknown resource None"),
    (board(produce="gold"), "wonder Gizah A: unknown resource 'gold'"),
    (board(stages=[{"cost": {"stone": 2}, "effect": {"vp": 3}}, {"cost": {"gold": 1}, "effect": {}}]),
     "wonder Gizah A stage 2: bad cost entry 'gold': 1"),
    (board(stages=[{"cost": {"stone": 2}, "effect": {"vp": 3}}, {"cost": {}, "effect": {"fly": 1}}]),
     "wonder Gizah A stage 2: unknown effect keys ['fly']"),
])
def test_a_spoilt_board_is_refused_naming_its_side_and_stage(data, message):
    with pytest.raises(CatalogueError) as caught:
        fresh(data)
    assert str(caught.value) == message


def test_a_board_without_both_sides_is_refused():
    data = seven()
    del data["wonders"][0]["sides"]["B"]
    with pytest.raises(CatalogueError) as caught:
        fresh(data)
    assert str(caught.value) == f"wonder {data['wonders'][0]['name']}: sides ['A'], expected ['A', 'B']"


def test_an_added_board_may_lack_a_resource_but_not_name_an_unknown_one():
    roma = expansion("leaders").wonders[0]
    spoilt_roma = dict(roma, sides={**roma["sides"], "A": dict(roma["sides"]["A"], produce="gold")})
    with pytest.raises(CatalogueError) as caught:
        with_cards(fresh(), [], [], [spoilt_roma])
    assert str(caught.value) == "wonder Roma A: unknown resource 'gold'"


def test_a_chain_symbol_links_only_to_a_later_age():
    # seed 001, Цепочки зданий: a symbol makes free a card of a later Age; a card of Age I needing the
    # Baths' waterdrop (also Age I) is refused as needing a symbol no earlier card gives, and the Baths
    # gain no chain to it
    data = json.loads((DATA / "7w2.json").read_text(encoding="utf-8"))
    pool = next(c for c in data["cards"] if c["name"] == "Clay Pool")      # in Age I only
    pool["chain_needs"] = ["waterdrop"]
    with pytest.raises(CatalogueError) as caught:
        parse_catalogue(data, 3, 7)
    assert str(caught.value) == "7w2: Clay Pool: needs chain symbol 'waterdrop' that no earlier card gives"


def test_an_expansions_board_entry_becomes_a_base_board():
    # Cities: Petra A (clay; wood and stone: 3 VP; 7 coins: 7 VP; wood, papyrus, 2 stone: 7 VP); Leaders: Roma,
    # whose printed power replaces the starting resource (scoring/data/cities.json, leaders.json)
    petra = next(w for w in json.loads((DATA / "cities.json").read_text(encoding="utf-8"))["wonders"]
                 if w["name"] == "Petra")
    roma = next(w for w in json.loads((DATA / "leaders.json").read_text(encoding="utf-8"))["wonders"]
                if w["name"] == "Roma")
    cat = with_cards(fresh(), [], [], [base_board(petra), base_board(roma)])
    assert cat.wonder("The Al Khazneh in Petra").name == "Petra" and cat.wonder("Петра").name == "Petra"
    assert cat.wonder("The Colosseum of Rome").name == "Roma" and cat.wonder("Колизей").name == "Roma"
    side = cat.wonder("Petra").sides["A"]
    assert side.produce == "clay"
    assert [(s.cost, s.coins, s.effect) for s in side.stages] == [
        (("stone", "wood"), 0, Effect(vp=3)), ((), 7, Effect(vp=7)), (("papyrus", "stone", "stone", "wood"), 0, Effect(vp=7))]
    assert cat.wonder("Roma").sides["A"].produce is None
    assert fresh().wonder("The Colossus of Rhodes").name == "Rhodos"


def test_the_side_names_of_a_data_file():
    # a data file that names no sides has the boards' A and B
    data = seven()
    del data["side_names"]
    cat = fresh(data)
    assert cat.side_names == ("A", "B") and cat.side("A") == "A" and cat.side("B") == "B" and cat.side("а") is None
    assert all(set(w.sides) == {"A", "B"} for w in cat.wonders)
    # a mark of several letters is one spelling, not one per letter
    data = seven()
    data["side_names"]["A"] = {"printed": "Alpha", "ru": ["Альфа"], "uk": ["Альфа"]}
    cat = fresh(data)
    assert cat.side("alpha") == "A" and cat.side("альфа") == "A" and cat.side("а") is None and cat.side("l") is None
    assert cat.wonder("Gizah").sides["A"].name == "Alpha" and cat.wonder("Gizah").sides["A"].ru == ()   # shown as printed
    # one spelling for two sides is refused
    data = seven()
    data["side_names"]["A"]["uk"] = ["Б"]
    with pytest.raises(CatalogueError) as caught:
        fresh(data)
    assert str(caught.value) == "side name 'Б' means both 'A' and 'B'"


def test_the_title_and_notes_of_a_data_file():
    data = seven()
    cat = fresh(data)
    assert (cat.game, cat.title, cat.notes) == ("7w", "7 Wonders (1st edition, 2010)", tuple(data["notes"]))
    del data["title"], data["notes"]
    cat = fresh(data)
    assert (cat.title, cat.notes) == ("7w", ())


# -- the data file's self-checks (seed 000, Колоды эпох: 7 cards per player in each Age deck, the
#    third holding players + 2 guilds; a chain leads to the next Age) ------------------------------

def problems_of(data, name="7w") -> list[str]:
    with pytest.raises(CatalogueError) as caught:
        parse_catalogue(data, 3, 7)
    text = str(caught.value)
    assert text.startswith(f"{name}: ")
    return text.removeprefix(f"{name}: ").split("; ")


def test_a_chain_to_a_card_not_in_the_next_age_is_refused():
    data = spoilt("Altar", chain_to=["Pantheon"])       # printed: Altar (I) to Temple (II)
    assert problems_of(data) == ["Altar: chain to 'Pantheon' which is not in age 2"]


def test_a_chain_symbol_to_a_card_of_the_same_age_is_refused():
    data = json.loads((DATA / "7w2.json").read_text(encoding="utf-8"))
    next(c for c in data["cards"] if c["name"] == "Baths")["chain_to"] = ["Clay Pool"]
    assert problems_of(data, "7w2") == ["Baths: chain to 'Clay Pool' which is not in a later age"]
    data = json.loads((DATA / "7w2.json").read_text(encoding="utf-8"))
    next(c for c in data["cards"] if c["name"] == "Brickyard")["chain_needs"] = ["lighthouse"]   # Caravansery: II
    assert problems_of(data, "7w2") == ["Brickyard: needs chain symbol 'lighthouse' that no earlier card gives"]


def test_player_marks_and_deck_sizes_are_checked():
    found = problems_of(spoilt("Lumber Yard", players=[]))
    assert "Lumber Yard: no player counts" in found
    # a card without marks counts once: the 4-player deck lacks Lumber Yard's second copy (3+ and 4+)
    assert "age 1 deck for 4 players holds 27 cards, not 28" in found
    found = problems_of(spoilt("Lumber Yard", players=[3, 8]))
    assert "Lumber Yard: player count outside 3..7" in found
    assert "age 1 deck for 4 players holds 27 cards, not 28" in found


def test_the_guilds_in_the_box_are_enough_for_seven_players():
    # 10 guilds printed; 7 players draw 9 (seed 000, Колоды эпох)
    data = seven()
    guilds = [c for c in data["cards"] if c.get("color", c.get("colour")) == "purple"]
    assert len(guilds) == 10
    data["cards"].remove(guilds[0])
    assert len(fresh(data).guilds) == 9
    data["cards"].remove(guilds[1])
    assert problems_of(data) == ["8 guilds, need 9"]
    next(c for c in data["cards"] if c["name"] == "Altar")["chain_to"] = ["Pantheon"]
    assert problems_of(data) == ["Altar: chain to 'Pantheon' which is not in age 2", "8 guilds, need 9"]


def test_a_misspelling_is_answered_with_the_printed_name():
    cat = fresh()
    assert cat.suggest_card("Lumbr Yard") == "Lumber Yard" and cat.suggest_wonder("Alexandra") == "Alexandria"
    with pytest.raises(CatalogueError) as caught:
        fresh(spoilt("Lumber Yard", aliases=["Stone Pit"]))
    assert str(caught.value).startswith("7w: ") and "Stone Pit" in str(caught.value)


def test_a_resource_is_read_from_its_synonyms():
    assert [as_resource(t) for t in (" Lumber ", "Brick", "ткань", "gold", None, 3)] == [
        "wood", "clay", "cloth", None, None, None]
