"""A broken Duel data file is refused with every problem named, word for word; an expansion's additions
join the catalogue (README "Mutation testing").

The data file is read afresh by each test (``parse_catalogue``), so a mutant of the loader is reached.
The box's facts are the Duel rulebook's (seed 003, СОСТАВ ИГРЫ: 23/23/20 age cards, 7 guilds, 12 wonders,
10 progress tokens, 4 military tokens; 20 cards dealt per age, age III 17 + 3 guilds).
"""
import copy
import json
from dataclasses import replace
from importlib import resources

import pytest

from scoring.core.errors import CatalogueError
from scoring.duel.catalogue import (
    CountRule, Effect, Layout, parse_catalogue, parse_layout, validate_catalogue, with_additions,
)

RAW = json.loads(resources.files("scoring").joinpath("data/duel.json").read_text(encoding="utf-8"))


def data():
    return copy.deepcopy(RAW)


def entry(d, kind, name):
    return next(x for x in d[kind] if x["name"] == name)


def message(d):
    with pytest.raises(CatalogueError) as caught:
        parse_catalogue(d)
    return str(caught.value)


def problems(d):
    text = message(d)
    assert text.startswith("duel: ")
    return set(text.removeprefix("duel: ").split("; "))


# -- the box's counts ---------------------------------------------------------

def test_a_missing_age_one_card_is_named_with_the_count_found_and_the_count_printed():
    d = data()
    d["cards"].remove(entry(d, "cards", "Lumber Yard"))
    assert message(d) == "duel: age 1 holds 22 cards, not 23"


@pytest.mark.parametrize(("kind", "name", "said"), [
    ("cards", "Merchants Guild", "6 guilds, not 7"),
    ("wonders", "The Appian Way", "11 wonders, not 12"),
    ("progress", "Agriculture", "9 progress, not 10"),
])
def test_a_missing_guild_wonder_or_token_is_counted(kind, name, said):
    d = data()
    d[kind].remove(entry(d, kind, name))
    assert message(d) == f"duel: {said}"


def test_a_missing_military_token_breaks_the_count_and_the_two_on_each_side():
    d = data()
    del d["military_tokens"][0]
    assert problems(d) == {"3 military_tokens, not 4", "two military tokens on each side"}


def test_military_tokens_all_on_one_side_are_refused():
    # Duel rulebook: two tokens in each player's half of the track
    d = data()
    for t in d["military_tokens"]:
        t["spaces"] = sorted(abs(s) for s in t["spaces"])
    assert message(d) == "duel: two military tokens on each side"


def test_every_problem_is_named_at_once():
    d = data()
    d["cards"].remove(entry(d, "cards", "Lumber Yard"))
    d["wonders"].remove(entry(d, "wonders", "The Appian Way"))
    assert problems(d) == {"age 1 holds 22 cards, not 23", "11 wonders, not 12"}


# -- the cards' places ----------------------------------------------------------

def test_a_guild_outside_age_three_is_refused():
    d = data()
    entry(d, "cards", "Merchants Guild")["age"] = 2
    assert message(d) == "duel: guilds belong to age III"


@pytest.mark.parametrize("colour", ["brown", "grey"])
def test_age_three_holds_no_raw_or_manufactured_goods(colour):
    d = data()
    entry(d, "cards", "Chamber of Commerce")["colour"] = colour
    assert message(d) == "duel: age III holds no brown or grey cards (seed 003, Примечание)"


def test_a_name_used_twice_is_refused():
    cat = parse_catalogue(data())
    twin = replace(cat.progress[0], name=cat.cards[0].name)
    with pytest.raises(CatalogueError) as caught:
        validate_catalogue(replace(cat, progress=(twin,) + cat.progress[1:]), data())
    assert str(caught.value) == "duel: a name is used twice"


# -- chains (Duel rulebook, free construction through chains) --------------------

def test_an_unknown_chain_symbol_breaks_the_chain_it_was_meant_for():
    d = data()
    entry(d, "cards", "Stable")["chain_gives"] = "saddle"
    assert problems(d) == {
        "Stable: unknown chain symbol 'saddle'",
        "Horse Breeders: chain symbol 'horseshoe' is not given by one card of an earlier age",
        "chain symbol 'horseshoe' is not both given and needed",
    }


def test_an_unknown_chain_symbol_needed_is_named():
    d = data()
    entry(d, "cards", "Horse Breeders")["chain_needs"] = "saddle"
    assert problems(d) == {
        "Horse Breeders: unknown chain symbol 'saddle'",
        "Horse Breeders: chain symbol 'saddle' is not given by one card of an earlier age",
        "chain symbol 'horseshoe' is not both given and needed",
    }


def test_a_chain_given_in_the_same_age_is_refused():
    d = data()
    entry(d, "cards", "Stable")["age"] = 2        # the pair swap ages: the deck sizes hold
    entry(d, "cards", "Sawmill")["age"] = 1
    assert message(d) == "duel: Horse Breeders: chain symbol 'horseshoe' is not given by one card of an earlier age"


def test_a_chain_given_twice_is_refused():
    d = data()
    entry(d, "cards", "Garrison")["chain_gives"] = "horseshoe"
    assert problems(d) == {
        "Horse Breeders: chain symbol 'horseshoe' is not given by one card of an earlier age",
        "Barracks: chain symbol 'sword' is not given by one card of an earlier age",
        "chain symbol 'sword' is not both given and needed",
    }


def test_a_chain_symbol_given_but_never_needed_is_refused():
    d = data()
    del entry(d, "cards", "Horse Breeders")["chain_needs"]
    assert message(d) == "duel: chain symbol 'horseshoe' is not both given and needed"


def test_a_chain_symbol_nobody_uses_is_refused():
    d = data()
    d["chain_symbols"].append("saddle")
    assert message(d) == "duel: chain symbol 'saddle' is not both given and needed"


def test_giver_is_none_for_a_symbol_no_card_gives():
    cat = parse_catalogue(data())
    assert cat.giver("horseshoe").name == "Stable"
    assert cat.giver("saddle") is None


# -- science (Duel rulebook: each symbol twice on green cards; Law's token the seventh) --

def test_a_science_symbol_on_three_things_and_one_on_none_are_both_named():
    d = data()
    entry(d, "progress", "Law")["effect"]["science"] = "globe"
    globe = [c["name"] for c in d["cards"] if c.get("effect", {}).get("science") == "globe"]
    assert sorted(globe) == ["Observatory", "University"]
    assert problems(d) == {f"science symbol 'globe' on {globe + ['Law']}", "science symbol 'scales' on []"}


def test_a_science_symbol_on_a_card_that_is_not_green_is_refused():
    d = data()
    entry(d, "cards", "Workshop")["colour"] = "blue"
    assert message(d) == "duel: only green cards carry science symbols"


# -- layouts ------------------------------------------------------------------------

def test_a_missing_layout_is_named():
    d = data()
    del d["layouts"]["2"]
    assert message(d) == "duel: age 2 layout does not hold 20 cards"


def test_age_three_layout_holds_the_guilds_too():
    d = data()
    d["dealt"]["guilds"] = 2
    assert message(d) == "duel: age 3 layout does not hold 19 cards"


def test_a_deck_smaller_than_the_cards_dealt_is_refused():
    d = data()
    d["dealt"]["1"] = 24
    d["layouts"]["1"]["rows"].append([2, 4, 6, 8])    # 20 + 4 slots
    assert message(d) == "duel: age 1: fewer cards than are dealt"


def test_a_last_row_face_down_is_refused():
    d = data()
    d["layouts"]["1"]["face_up_rows"] = [1, 3]
    assert message(d) == "duel: age 1 layout: the last row must be face up and accessible"


def test_a_layout_where_every_card_is_covered_is_refused():
    cat = parse_catalogue(data())
    layout = cat.layouts[2]
    covered = Layout(2, tuple(replace(p, covered_by=((9, 9),)) for p in layout.positions))
    with pytest.raises(CatalogueError) as caught:
        validate_catalogue(replace(cat, layouts={**cat.layouts, 2: covered}), data())
    assert str(caught.value) == "duel: age 2 layout: the last row must be face up and accessible"


# -- entries refused while they are read ----------------------------------------------

@pytest.mark.parametrize(("field", "value"), [("colour", "pink"), ("colour", None), ("age", 4), ("age", None)])
def test_a_card_of_an_unknown_colour_or_age_is_refused(field, value):
    d = data()
    entry(d, "cards", "Lumber Yard")[field] = value
    assert message(d) == "card 'Lumber Yard': unknown colour or age"


@pytest.mark.parametrize(("kind", "name", "where"), [
    ("cards", "Lumber Yard", "card 'Lumber Yard'"),
    ("wonders", "The Appian Way", "wonder 'The Appian Way'"),
    ("progress", "Agriculture", "progress token 'Agriculture'"),
])
def test_unknown_effect_keys_are_named_sorted(kind, name, where):
    d = data()
    entry(d, kind, name)["effect"].update({"zeal": 1, "awe": 2})
    assert message(d) == f"{where}: unknown effect keys ['awe', 'zeal']"


def test_a_bad_cost_is_named_with_its_card_or_wonder():
    d = data()
    entry(d, "cards", "Lumber Yard")["cost"] = 3
    assert message(d) == "card 'Lumber Yard': cost must be an object, got 3"
    d = data()
    entry(d, "wonders", "The Appian Way")["cost"]["iron"] = 1
    assert message(d) == "wonder 'The Appian Way': bad cost entry 'iron': 1"


def test_an_unknown_resource_produced_or_fixed_is_refused():
    d = data()
    entry(d, "cards", "Caravansery")["effect"]["produce"] = ["wood/iron"]
    assert message(d) == "card 'Caravansery': unknown resource in 'wood/iron'"
    d = data()
    entry(d, "cards", "Customs House")["effect"]["fixed_price"] = ["papyrus", "iron"]
    assert message(d) == "card 'Customs House': unknown resource in fixed_price ('papyrus', 'iron')"


def test_an_unknown_science_symbol_is_refused():
    d = data()
    entry(d, "cards", "Workshop")["effect"]["science"] = "cog"
    assert message(d) == "card 'Workshop': unknown science symbol 'cog'"


def test_a_wonder_discarding_an_unknown_colour_is_refused():
    d = data()
    entry(d, "wonders", "The Appian Way")["effect"]["discard_opponent"] = "pink"
    assert message(d) == "wonder 'The Appian Way': unknown colour 'pink'"


@pytest.mark.parametrize("guild", [
    {"count": ["coin"], "vp": 1},
    {"count": [], "vp": 1},
    {"vp": 1},
    {"count": ["blue"], "vp": "1"},
    {"count": ["blue"], "vp": 1, "coins": "1"},
])
def test_a_guild_counting_something_unknown_or_paying_a_non_number_is_refused(guild):
    d = data()
    entry(d, "cards", "Magistrates Guild")["effect"]["guild"] = guild
    assert message(d) == f"card 'Magistrates Guild': bad count {guild!r}"


def test_a_count_rule_reads_every_countable_kind_its_amount_and_per():
    d = data()
    every = ["brown", "grey", "blue", "green", "yellow", "red", "purple", "wonder", "coins"]
    entry(d, "cards", "Magistrates Guild")["effect"]["guild"] = {"count": every, "vp": 2, "per": 3}
    entry(d, "cards", "Port")["effect"]["coins_per"] = {"count": ["brown"], "coins": 2, "per": 2}
    cat = parse_catalogue(d)
    assert cat.card("Magistrates Guild").effect == Effect(guild_vp=CountRule(tuple(every), 2, 3))
    assert cat.card("Port").effect == Effect(vp=3, coins_per=CountRule(("brown",), 2, 2))


def test_a_catalogue_without_a_title_or_notes_takes_its_game_and_none():
    d = data()
    del d["title"], d["notes"]
    cat = parse_catalogue(d)
    assert (cat.game, cat.title, cat.notes, cat.structure) == ("duel", "duel", (), "")


# -- an expansion's additions ---------------------------------------------------------

def test_an_expansion_adds_cards_wonders_and_tokens_named_like_the_base_games():
    base = parse_catalogue(data())
    cat = with_additions(
        base,
        cards=[{"name": "Test Hall", "age": 2, "colour": "blue", "coins": 1, "cost": {"stone": 2},
                "effect": {"vp": 3, "influence": 2}, "chain_gives": "moon", "ru": ["Тестовый зал"]}],
        wonders=[{"name": "Test Tower", "cost": {"glass": 1, "wood": 1}, "effect": {"shields": 1, "curse": 1},
                  "aliases": ["Tower of Tests"]}],
        progress=[{"name": "Testing", "effect": {"coins": 2, "bonus": 1}, "uk": ["Тестування"]}])
    hall, tower, token = cat.card("Тестовый зал"), cat.wonder("Tower of Tests"), cat.token("Тестування")
    assert (hall.name, hall.age, hall.colour, hall.coins, hall.cost, hall.effect, hall.chain_gives,
            hall.chain_needs) == ("Test Hall", 2, "blue", 1, ("stone", "stone"), Effect(vp=3), "moon", None)
    assert (tower.name, tower.cost, tower.effect) == ("Test Tower", ("glass", "wood"), Effect(shields=1))
    assert (token.name, token.effect) == ("Testing", Effect(coins=2))
    assert cat.card("Lumber Yard") is base.card("Lumber Yard")
    assert len(cat.cards) == len(base.cards) + 1
    assert (cat.military_tokens, cat.layouts, cat.structure) == (base.military_tokens, base.layouts, "")
    assert base.card("Test Hall") is None and base.wonder("Test Tower") is None and base.token("Testing") is None


def test_an_expansion_entry_without_cost_coins_or_effect_takes_the_defaults():
    cat = with_additions(parse_catalogue(data()), cards=[{"name": "Bare", "age": 1, "colour": "red"}],
                         wonders=[{"name": "Bare Wonder", "cost": {"wood": 1}}], progress=[{"name": "Bare Token"}])
    assert (cat.card("Bare").coins, cat.card("Bare").cost, cat.card("Bare").effect) == (0, (), Effect())
    assert cat.wonder("Bare Wonder").effect == Effect()
    assert cat.token("Bare Token").effect == Effect()


def test_an_expansions_military_tokens_and_structures_replace_the_base_games():
    base = parse_catalogue(data())
    rows = {"rows": [[1, 3], [2]], "face_up_rows": [2]}
    cat = with_additions(base, military_tokens=[{"name": "lose 3", "spaces": [-4, -2], "coins": 3},
                                                {"name": "no coins", "spaces": [2, 4]}],
                         layouts={"1": rows}, structure="agora")
    assert [(t.name, t.spaces, t.coins, t.victim) for t in cat.military_tokens] == [
        ("lose 3", (-4, -2), 3, 0), ("no coins", (2, 4), 0, 1)]
    assert cat.layouts == {1: parse_layout(1, rows)} and cat.structure == "agora"


@pytest.mark.parametrize(("kind", "entry_", "where"), [
    ("cards", {"name": "Bad", "age": 1, "colour": "red", "cost": {"iron": 1}}, "card 'Bad'"),
    ("wonders", {"name": "Bad", "cost": {"iron": 1}}, "wonder 'Bad'"),
])
def test_an_expansion_entry_with_a_bad_cost_is_refused(kind, entry_, where):
    with pytest.raises(CatalogueError) as caught:
        with_additions(parse_catalogue(data()), **{kind: [entry_]})
    assert str(caught.value) == f"{where}: bad cost entry 'iron': 1"


@pytest.mark.parametrize(("kind", "entry_", "where"), [
    ("cards", {"name": "Bad", "age": 1, "colour": "green", "effect": {"science": "cog"}}, "card 'Bad'"),
    ("wonders", {"name": "Bad", "cost": {}, "effect": {"science": "cog"}}, "wonder 'Bad'"),
    ("progress", {"name": "Bad", "effect": {"science": "cog"}}, "progress token 'Bad'"),
])
def test_an_expansion_entry_with_an_unknown_science_symbol_is_refused(kind, entry_, where):
    with pytest.raises(CatalogueError) as caught:
        with_additions(parse_catalogue(data()), **{kind: [entry_]})
    assert str(caught.value) == f"{where}: unknown science symbol 'cog'"


def test_an_expansion_spelling_that_means_a_base_card_is_refused():
    with pytest.raises(CatalogueError) as caught:
        with_additions(parse_catalogue(data()),
                       cards=[{"name": "Lumber Mill", "age": 1, "colour": "brown", "aliases": ["Lumber Yard"]}])
    assert str(caught.value).startswith("duel: ") and "Lumber Yard" in str(caught.value)


# -- what the loader keeps ------------------------------------------------------------

def test_the_loader_keeps_the_title_the_layouts_ages_and_the_military_tokens_names():
    # Duel rulebook, military track: 2 and 5 coins lost in each half, nearer the capital the dearer
    cat = parse_catalogue(data())
    assert cat.title == "7 Wonders Duel"
    assert [cat.layouts[age].age for age in (1, 2, 3)] == [1, 2, 3]
    assert [(t.name, t.coins, t.victim) for t in cat.military_tokens] == [
        ("lose 5 coins (players[0]'s side)", 5, 0), ("lose 2 coins (players[0]'s side)", 2, 0),
        ("lose 2 coins (players[1]'s side)", 2, 1), ("lose 5 coins (players[1]'s side)", 5, 1)]


def test_a_card_entry_without_an_effect_has_none():
    d = data()
    del entry(d, "cards", "Lumber Yard")["effect"]
    assert parse_catalogue(d).card("Lumber Yard").effect == Effect()


def test_a_wonder_or_token_with_an_unknown_science_symbol_is_refused():
    d = data()
    entry(d, "wonders", "The Appian Way")["effect"]["science"] = "cog"
    assert message(d) == "wonder 'The Appian Way': unknown science symbol 'cog'"
    d = data()
    entry(d, "progress", "Law")["effect"]["science"] = "cog"
    assert message(d) == "progress token 'Law': unknown science symbol 'cog'"


def test_a_deck_holding_exactly_the_cards_dealt_is_accepted():
    d = data()
    d["dealt"]["1"] = 23
    d["layouts"]["1"]["rows"].append([2, 4, 6])       # 20 + 3 slots, the new last row face up too
    d["layouts"]["1"]["face_up_rows"] = [1, 3, 5, 6]
    assert len(parse_catalogue(d).layouts[1].positions) == 23


def test_misspellings_are_answered_with_the_closest_name():
    cat = parse_catalogue(data())
    assert (cat.suggest_card("Lumber Yar"), cat.suggest_wonder("Apian Way"), cat.suggest_token("Agricultur")) == (
        "Lumber Yard", "The Appian Way", "Agriculture")


def test_an_expansion_card_that_needs_a_chain_symbol_keeps_it():
    cat = with_additions(parse_catalogue(data()),
                         cards=[{"name": "Stud Farm", "age": 3, "colour": "red", "chain_needs": "horseshoe"}])
    assert (cat.card("Stud Farm").chain_gives, cat.card("Stud Farm").chain_needs) == (None, "horseshoe")


def test_structures_without_an_id_and_additions_without_structures_keep_the_catalogues_structure():
    base = parse_catalogue(data())
    rows = {"rows": [[1, 3], [2]], "face_up_rows": [2]}
    assert with_additions(base, layouts={"1": rows}).structure == ""
    agora = with_additions(base, layouts={"1": rows}, structure="agora")
    assert with_additions(agora, cards=[{"name": "Later", "age": 1, "colour": "red"}]).structure == "agora"


def test_two_expansions_added_to_one_base_do_not_see_each_others_names():
    # each expansion's catalogue is the base game's plus its own entries: one spelling may mean a card in
    # one and another card in the other
    base = parse_catalogue(data())
    one = with_additions(base, cards=[{"name": "First Hall", "age": 1, "colour": "blue", "aliases": ["Hall"]}],
                         wonders=[{"name": "First Wonder", "cost": {}, "aliases": ["Great"]}],
                         progress=[{"name": "First Token", "aliases": ["Token"]}])
    two = with_additions(base, cards=[{"name": "Second Hall", "age": 1, "colour": "blue", "aliases": ["Hall"]}],
                         wonders=[{"name": "Second Wonder", "cost": {}, "aliases": ["Great"]}],
                         progress=[{"name": "Second Token", "aliases": ["Token"]}])
    assert [c.card("Hall").name for c in (one, two)] == ["First Hall", "Second Hall"]
    assert [c.wonder("Great").name for c in (one, two)] == ["First Wonder", "Second Wonder"]
    assert [c.token("Token").name for c in (one, two)] == ["First Token", "Second Token"]
    assert base.card("Hall") is None and base.wonder("Great") is None and base.token("Token") is None


# -- every wonder and progress token, whole (Duel rulebook, "Wonders" and "Progress tokens") -----------

WOOD_CLAY_STONE, GLASS_PAPYRUS = frozenset({"wood", "clay", "stone"}), frozenset({"glass", "papyrus"})
WONDERS = {
    "The Appian Way": Effect(coins=3, opponent_loses=3, play_again=True, vp=3),
    "Circus Maximus": Effect(discard_opponent="grey", shields=1, vp=3),
    "The Colossus": Effect(shields=2, vp=3),
    "The Great Library": Effect(progress_from_box=True, vp=4),
    "The Great Lighthouse": Effect(produce=(WOOD_CLAY_STONE,), vp=4),
    "The Hanging Gardens": Effect(coins=6, play_again=True, vp=3),
    "The Mausoleum": Effect(build_from_discard=True, vp=2),
    "Piraeus": Effect(produce=(GLASS_PAPYRUS,), play_again=True, vp=2),
    "The Pyramids": Effect(vp=9),
    "The Sphinx": Effect(play_again=True, vp=6),
    "The Statue of Zeus": Effect(discard_opponent="brown", shields=1, vp=3),
    "The Temple of Artemis": Effect(coins=12, play_again=True),
}
TOKENS = {
    "Agriculture": Effect(coins=6, vp=4),
    "Architecture": Effect(fewer_resources=("wonder", 2)),
    "Economy": Effect(receives_trade=True),
    "Law": Effect(science="scales"),
    "Masonry": Effect(fewer_resources=("blue", 2)),
    "Mathematics": Effect(vp_per_token=3),
    "Philosophy": Effect(vp=7),
    "Strategy": Effect(extra_shield_red=1),
    "Theology": Effect(play_again_wonders=True),
    "Urbanism": Effect(coins=6, chain_coins=4),
}


def test_every_printed_wonder_and_progress_token_whole():
    cat = parse_catalogue(data())
    assert {w.name: w.effect for w in cat.wonders} == WONDERS
    assert {t.name: t.effect for t in cat.progress} == TOKENS


def test_the_age_two_yellow_cards_that_produce_a_choice():
    # Duel rulebook, commercial buildings: Forum one of glass/papyrus, Caravansery one of wood/clay/stone
    cat = parse_catalogue(data())
    assert cat.card("Forum").effect == Effect(produce=(GLASS_PAPYRUS,))
    assert cat.card("Caravansery").effect == Effect(produce=(WOOD_CLAY_STONE,))
    assert cat.card("Sawmill").effect == Effect(produce=(frozenset({"wood"}), frozenset({"wood"})))


def test_a_choice_or_fixed_price_of_all_five_resources_is_read():
    d = data()
    entry(d, "cards", "Caravansery")["effect"]["produce"] = ["wood/clay/stone/glass/papyrus"]
    entry(d, "cards", "Customs House")["effect"]["fixed_price"] = ["wood", "clay", "stone", "glass", "papyrus"]
    cat = parse_catalogue(d)
    assert cat.card("Caravansery").effect.produce == (frozenset({"wood", "clay", "stone", "glass", "papyrus"}),)
    assert cat.card("Customs House").effect.fixed_price == ("wood", "clay", "stone", "glass", "papyrus")


def test_an_age_three_yellow_card_counting_something_unknown_is_refused():
    d = data()
    bad = {"count": ["iron"], "coins": 2}
    entry(d, "cards", "Port")["effect"]["coins_per"] = bad
    assert message(d) == f"card 'Port': bad count {bad!r}"
