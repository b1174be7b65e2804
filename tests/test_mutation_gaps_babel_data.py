"""The Babel data file's loader (``scoring.expansions.babel.catalogue``): a broken file is refused with a message
that names the tile, project or token at fault and what is wrong, word for word, as mutation testing of the module
asked for (README "Mutation testing"; ``test_babel_catalogue.py`` reads a part of some of these messages).

Seed 004 (the Babel rulebook): 24 tiles, 5 Great Projects per age, each project's reward one token or some coins;
tile 19 lowers victory tokens (+5 → +3, +3 → +1, +1 → nothing), tile 22 doubles defeats.
"""
import copy
import json
from importlib import resources

import pytest

from scoring.core.errors import CatalogueError
from scoring.core.i18n import use_language
from scoring.expansions.babel.catalogue import babel_catalogue, parse_babel_catalogue
from scoring.games import catalogue

BASE = catalogue("7w")
RAW = json.loads(resources.files("scoring").joinpath("data/babel.json").read_text(encoding="utf-8"))


def tile(d, number):
    return next(t for t in d["tiles"] if t["number"] == number)["effects"][0]


def token(d, tid):
    return next(t for t in d["tokens"] if t["id"] == tid)


def project(d, name):
    return next(p for p in d["projects"] if p["name"] == name)


def setting(get, key, value):
    def change(d):
        get(d)[key] = value
    return change


BROKEN = {
    # tiles
    "an unknown effect kind": (setting(lambda d: tile(d, 7), "kind", "teleport"),
                               "babel: tile 7: unknown effect kind 'teleport'"),
    "an unknown effect key": (setting(lambda d: tile(d, 7), "colour", "red"),
                              "babel: tile 7: unknown effect keys ['colour']"),
    "a tax on nothing": (setting(lambda d: tile(d, 1), "on", "grey-ish"),
                         "babel: tile 1: tax needs 'on' one of ('brown', 'grey', 'blue', 'yellow', 'red', 'green', "
                         "'purple', 'chain', 'stage'), got 'grey-ish'"),
    "a bonus on nothing": (setting(lambda d: tile(d, 5), "on", None),
                           "babel: tile 5: bonus needs 'on' one of ('brown', 'grey', 'blue', 'yellow', 'red', "
                           "'green', 'purple', 'chain', 'stage'), got None"),
    "no resources on nothing": (setting(lambda d: tile(d, 2), "on", "x"),
                                "babel: tile 2: no_resources needs 'on' one of ('brown', 'grey', 'blue', 'yellow', "
                                "'red', 'green', 'purple', 'chain', 'stage'), got 'x'"),
    "coins for resources on nothing": (setting(lambda d: tile(d, 8), "on", "x"),
                                       "babel: tile 8: coins_for_resources needs 'on' one of ('brown', 'grey', "
                                       "'blue', 'yellow', 'red', 'green', 'purple', 'chain', 'stage'), got 'x'"),
    "a tax of no whole number": (setting(lambda d: tile(d, 1), "coins", "two"),
                                 "babel: tile 1: expected a whole number, got 'two'"),
    "a bonus of true coins": (setting(lambda d: tile(d, 24), "coins", True),
                              "babel: tile 24: expected a whole number, got True"),
    "a disabling tile without cards": (setting(lambda d: tile(d, 4), "cards", []),
                                       "babel: tile 4: disabled names no cards"),
    "an unlimiting tile without cards": (setting(lambda d: tile(d, 20), "cards", []),
                                         "babel: tile 20: unlimited names no cards"),
    "a trade price of other goods": (setting(lambda d: tile(d, 9), "goods", "luxury"),
                                     "babel: tile 9: bad trade price change 'luxury' -1"),
    "a trade price changed by 2": (setting(lambda d: tile(d, 11), "change", 2),
                                   "babel: tile 11: bad trade price change 'raw' 2"),
    "a free resource of nothing": (setting(lambda d: tile(d, 17), "choice", []),
                                   "babel: tile 17: bad free resource choice ()"),
    "a free resource of coins": (setting(lambda d: tile(d, 18), "choice", ["ore", "coin"]),
                                 "babel: tile 18: bad free resource choice ('ore', 'coin')"),
    "a victory map without the 5": (setting(lambda d: tile(d, 19), "map", {"1": 0, "3": 1}),
                                    "babel: tile 19: bad victory token map {'1': 0, '3': 1}"),
    "a victory raised": (setting(lambda d: tile(d, 19), "map", {"1": 0, "3": 4, "5": 3}),
                         "babel: tile 19: bad victory token map {'1': 0, '3': 4, '5': 3}"),
    "a victory below nothing": (setting(lambda d: tile(d, 19), "map", {"1": -1, "3": 1, "5": 3}),
                                "babel: tile 19: bad victory token map {'1': -1, '3': 1, '5': 3}"),
    "a victory map of no whole number": (setting(lambda d: tile(d, 19), "map", {"1": 0, "3": "1", "5": 3}),
                                         "babel: tile 19: expected a whole number, got '1'"),
    "no defeat doubled": (setting(lambda d: tile(d, 22), "per_defeat", 0),
                          "babel: tile 22: per_defeat must be 1 or more"),
    "a tile without effect": (setting(lambda d: next(t for t in d["tiles"] if t["number"] == 7), "effects", []),
                              "babel: tile 7: no effect"),
    "a tile numbered in words": (setting(lambda d: next(t for t in d["tiles"] if t["number"] == 7), "number", "7"),
                                 "babel: tile '7': expected a whole number, got '7'"),
    # projects
    "a project of age 4": (setting(lambda d: project(d, "Obelisk"), "age", 4),
                           "babel: project 'Obelisk': age must be 1, 2 or 3, got 4"),
    "a project of no colour": (setting(lambda d: project(d, "Obelisk"), "colour", "pink"),
                               "babel: project 'Obelisk': unknown colour 'pink'"),
    "a cost in coins": (setting(lambda d: project(d, "Obelisk")["cost"], "resources", {"coin": 1}),
                        "babel: project 'Obelisk': bad cost resource 'coin': 1"),
    "a cost of no papyrus": (setting(lambda d: project(d, "Obelisk")["cost"], "resources", {"papyrus": 0}),
                             "babel: project 'Obelisk': bad cost resource 'papyrus': 0"),
    "a cost of coins in words": (setting(lambda d: project(d, "Obelisk")["cost"], "coins", "one"),
                                 "babel: project 'Obelisk': expected a whole number, got 'one'"),
    "a reward of a token and coins": (setting(lambda d: project(d, "Obelisk"), "reward",
                                              {"token": "shield", "coins": 2}),
                                      "babel: project 'Obelisk': a reward is one token or some coins, got "
                                      "{'token': 'shield', 'coins': 2}"),
    "a reward of nothing": (setting(lambda d: project(d, "River Port"), "reward", {}),
                            "babel: project 'River Port': a reward is one token or some coins, got {}"),
    "a reward of an unknown token": (setting(lambda d: project(d, "Obelisk"), "reward", {"token": "victory-2"}),
                                     "babel: project 'Obelisk': reward token 'victory-2' is not a known token"),
    "an unknown penalty": (setting(lambda d: project(d, "Obelisk"), "penalty", {"kind": "exile"}),
                           "babel: project 'Obelisk': unknown penalty {'kind': 'exile'}"),
    "a discard of no colour": (setting(lambda d: project(d, "Obelisk"), "penalty", {"kind": "discard"}),
                               "babel: project 'Obelisk': discard penalty needs a colour, got {'kind': 'discard'}"),
    "a discard of no victory token": (setting(lambda d: project(d, "Triumphal Arches"), "penalty",
                                              {"kind": "discard_victory_tokens", "count": 0}),
                                      "babel: project 'Triumphal Arches': discard_victory_tokens needs a count, got "
                                      "{'kind': 'discard_victory_tokens', 'count': 0}"),
    "six projects of age 2": (setting(lambda d: project(d, "Archives"), "age", 2),
                              "babel: projects: age 2 has 6 projects, not 5"),
    # tokens
    "an unknown score key": (setting(lambda d: token(d, "shield"), "score", {"shields": 1, "coins": 2}),
                             "babel: token 'shield': unknown score keys ['coins']"),
    "a guild token of no colour": (setting(lambda d: token(d, "guild")["score"]["per_card"], "colour", "gold"),
                                   "babel: token 'guild': bad per_card {'colour': 'gold', 'of': ['left', 'self', "
                                   "'right'], 'vp': 1}"),
    "a guild token of the opponents": (setting(lambda d: token(d, "guild")["score"]["per_card"], "of",
                                               ["self", "across"]),
                                       "babel: token 'guild': bad per_card {'colour': 'purple', 'of': ['self', "
                                       "'across'], 'vp': 1}"),
    "a guild token of no whole vp": (setting(lambda d: token(d, "guild")["score"]["per_card"], "vp", 1.5),
                                     "babel: token 'guild': expected a whole number, got 1.5"),
    "a wonder token of the opponents": (setting(lambda d: token(d, "wonder")["score"]["per_stage"], "of",
                                                ["across"]),
                                        "babel: token 'wonder': bad per_stage {'of': ['across'], 'vp': 1}"),
    "a wonder token of no whole vp": (setting(lambda d: token(d, "wonder")["score"]["per_stage"], "vp", None),
                                      "babel: token 'wonder': expected a whole number, got None"),
    "points in words": (setting(lambda d: token(d, "victory-3")["score"], "points", "3"),
                        "babel: token 'victory-3': expected a whole number, got '3'"),
    "shields in words": (setting(lambda d: token(d, "shield")["score"], "shields", "1"),
                         "babel: token 'shield': expected a whole number, got '1'"),
    "science sets in words": (setting(lambda d: token(d, "science")["score"], "per_science_set", "3"),
                              "babel: token 'science': expected a whole number, got '3'"),
    "an unknown row": (setting(lambda d: token(d, "victory-3"), "row", "glory"),
                       "babel: token 'victory-3': unknown score pad row 'glory'"),
    "points without a row": (setting(lambda d: token(d, "victory-3"), "row", None),
                             "babel: token 'victory-3': a token that scores points needs a row, and only such a "
                             "token has one"),
    "a row without points": (setting(lambda d: token(d, "shield"), "row", "military"),
                             "babel: token 'shield': a token that scores points needs a row, and only such a token "
                             "has one"),
    "a token in the tower row": (setting(lambda d: token(d, "victory-3"), "row", "tower"),
                                 "babel: token victory-3: the tower row holds tower points only"),
    # the tower
    "tower points that fall": (setting(lambda d: d["tower"], "points", {"0": 0, "1": 2, "2": 5, "3": 5}),
                               "babel: tower.points: points must start at 0 and grow, got (0, 2, 5, 5)"),
    "tower points from 1": (setting(lambda d: d["tower"], "points", {"0": 1, "1": 2, "2": 5, "3": 10}),
                            "babel: tower.points: points must start at 0 and grow, got (1, 2, 5, 10)"),
    "tower points in words": (setting(lambda d: d["tower"]["points"], "1", "2"),
                              "babel: tower.points: expected a whole number, got '2'"),
    "visible tiles in words": (setting(lambda d: d["tower"]["visible"], "5", "4"),
                               "babel: tower.visible: expected a whole number, got '4'"),
    "participation in words": (setting(lambda d: d["participation"]["per_players"], "5", "4"),
                               "babel: participation: expected a whole number, got '4'"),
    # the cards a tile names
    "a trade card left unlimited": (lambda d: tile(d, 20)["cards"].append("Marketplace"),
                                    "babel: tile 20: Marketplace is not a single-resource brown card"),
    "a single brown card disabled": (lambda d: tile(d, 3)["cards"].append("Lumber Yard"),
                                     "babel: tile 3: Lumber Yard is not a double or mixed brown card"),
    "a blue card disabled": (lambda d: tile(d, 4)["cards"].append("Altar"),
                             "babel: tile 4: Altar is neither brown nor a trade card"),
    "two problems of the cards at once": (lambda d: (tile(d, 4)["cards"].append("Altar"),
                                                     tile(d, 3)["cards"].append("Lumbr Yard")),
                                          "babel: tile 3: 'Lumbr Yard' is not a 1st-edition card; tile 4: Altar is "
                                          "neither brown nor a trade card"),
    # the names
    "a spelling of two projects": (lambda d: project(d, "Obelisk")["aliases"].append("River Port"),
                                   None),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_data_file_is_refused_saying_where_and_why(case):
    change, said = BROKEN[case]
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(CatalogueError) as exc:
        parse_babel_catalogue(data, BASE)
    if said is None:        # the name index's own sentence, after the file's name
        assert str(exc.value).startswith("babel: ") and "River Port" in str(exc.value)
    else:
        assert str(exc.value) == said


def test_the_shipped_data_file_loads_as_the_catalogue():
    cat = parse_babel_catalogue(copy.deepcopy(RAW), BASE)
    assert [t.number for t in cat.tiles] == list(range(1, 25))
    assert cat.tile(24).effect("bonus").coins_in_age(2) == 5          # seed 004, 24: 5 coins in every age
    assert cat.tile(5).effect("bonus").coins_in_age(2) == 2           # seed 004, 5: as many coins as the age
    assert cat.tile(7).effect("bonus") is None
    assert cat.project("") is None and cat.token("") is None
    assert cat.project("Atlantis") is None and cat.token("victory-2") is None
    assert babel_catalogue().tower_points == (0, 2, 5, 10)            # seed 004, Конец игры


def test_the_catalogue_keeps_every_field_of_the_file():
    """The loaded catalogue holds the file as it is written: each project's colour, cost, reward, penalty,
    sources and effect line, each token's score, row, text, sources and Russian and Ukrainian names, each tile's
    summary and sources, the score pad rows and the notes."""
    cat = parse_babel_catalogue(copy.deepcopy(RAW), BASE)
    for raw in RAW["projects"]:
        p = cat.project(raw["name"])
        resources = sorted(r for r, n in raw["cost"].get("resources", {}).items() for _ in range(n))
        assert (p.name, p.age, p.colour, p.cost.coins, list(p.cost.resources)) == (
            raw["name"], raw["age"], raw["colour"], raw["cost"].get("coins", 0), resources)
        assert (p.reward.token, p.reward.coins) == (raw["reward"].get("token"), raw["reward"].get("coins", 0))
        assert (p.penalty.kind, p.penalty.colour, p.penalty.count) == (
            raw["penalty"]["kind"], raw["penalty"].get("colour"), raw["penalty"].get("count", 0))
        assert (list(p.sources), p.effect) == (raw["sources"], raw["effect"])
        assert (list(p.aliases), list(p.ru), list(p.uk)) == (raw["aliases"], raw["ru"], raw["uk"])
    for raw in RAW["tokens"]:
        t = cat.token(raw["id"])
        assert (t.id, t.name, t.row, t.text, list(t.sources)) == (
            raw["id"], raw["name"], raw.get("row"), raw["text"], raw["sources"])
        assert (list(t.ru), list(t.uk)) == (raw["ru"], raw["uk"])
        s = raw["score"]
        assert (t.score.points, t.score.shields, t.score.per_science_set) == (
            s.get("points", 0), s.get("shields", 0), s.get("per_science_set", 0))
        assert t.score.per_card == ((s["per_card"]["colour"], tuple(s["per_card"]["of"]), s["per_card"]["vp"])
                                    if "per_card" in s else None)
        assert t.score.per_stage == ((tuple(s["per_stage"]["of"]), s["per_stage"]["vp"]) if "per_stage" in s else None)
    for raw in RAW["tiles"]:
        t = cat.tile(raw["number"])
        assert (t.summary, list(t.sources)) == (raw["summary"], raw["sources"])
        [effect] = t.effects
        e = raw["effects"][0]
        assert (effect.kind, effect.on, effect.goods, effect.change, list(effect.cards), list(effect.choice)) == (
            e["kind"], e.get("on"), e.get("goods"), e.get("change", 0), e.get("cards", []), e.get("choice", []))
        assert effect.victory == tuple(sorted((int(k), v) for k, v in e.get("map", {}).items()))
        assert effect.per_defeat == e.get("per_defeat", 1)
    assert (cat.rows, list(cat.notes)) == (RAW["rows"], RAW["notes"])


@pytest.mark.parametrize("spelling,token", [("жетон Науки", "science"), ("Science token", "science"),
                                            ("victory-3", "victory-3")])
def test_a_token_is_found_by_any_of_its_names(spelling, token):
    assert babel_catalogue().token(spelling).id == token


def test_a_misspelt_project_or_token_is_suggested_by_its_printed_name():
    cat = parse_babel_catalogue(copy.deepcopy(RAW), BASE)
    assert cat.suggest_project("Rivr Port") == "River Port"
    assert cat.suggest_token("victroy-3") == "victory-3"
    assert cat.project("Речной Порт").name == "River Port"


def test_a_tile_without_coins_gives_none():
    # seed 004, 7: the neighbours' chains, no coins; a tax of a fixed amount is that amount
    cat = babel_catalogue()
    assert cat.tile(7).effects[0].coins_in_age(3) == 0


def loads(change):
    data = copy.deepcopy(RAW)
    change(data)
    return parse_babel_catalogue(data, BASE)


def removing(get, *keys):
    def change(d):
        for key in keys:
            del get(d)[key]
    return change


BROKEN_TOO = {
    "a victory tile without its map": (removing(lambda d: tile(d, 19), "map"),
                                       "babel: tile 19: bad victory token map None"),
    "defeats doubled in words": (setting(lambda d: tile(d, 22), "per_defeat", "2"),
                                 "babel: tile 22: expected a whole number, got '2'"),
    "a cost resource counted in words": (setting(lambda d: project(d, "Obelisk")["cost"], "resources",
                                                 {"papyrus": "1"}),
                                         "babel: project 'Obelisk': expected a whole number, got '1'"),
    "a project without reward": (removing(lambda d: project(d, "Obelisk"), "reward"),
                                 "babel: project 'Obelisk': a reward is one token or some coins, got {}"),
    "a project without penalty": (removing(lambda d: project(d, "Obelisk"), "penalty"),
                                  "babel: project 'Obelisk': unknown penalty {}"),
    "a missing token": (lambda d: d.__setitem__("tokens", [t for t in d["tokens"] if t["id"] != "guild"]),
                        "babel: tokens: expected exactly ['victory-1', 'victory-3', 'victory-5', 'shield', "
                        "'double-shield', 'science', 'guild', 'wonder', 'free-build', 'free-stage', 'any-project', "
                        "'penalty-1', 'penalty-2', 'penalty-3', 'resource-block'], got ['victory-1', 'victory-3', "
                        "'victory-5', 'shield', 'double-shield', 'science', 'wonder', 'free-build', 'free-stage', "
                        "'any-project', 'penalty-1', 'penalty-2', 'penalty-3', 'resource-block']"),
    "a tile without effects": (removing(lambda d: next(t for t in d["tiles"] if t["number"] == 7), "effects"),
                               "babel: tile 7: no effect"),
    "a tile numbered twice": (setting(lambda d: next(t for t in d["tiles"] if t["number"] == 2), "number", 1),
                              "babel: tiles: tiles must be numbered 1..24 once each, got [1, 1, 3, 4, 5, 6, 7, 8, "
                              "9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]"),
    "two unknown cards on one tile": (lambda d: tile(d, 3)["cards"].extend(["Lumbr Yard", "Sawmil"]),
                                      "babel: tile 3: 'Lumbr Yard' is not a 1st-edition card; tile 3: 'Sawmil' is "
                                      "not a 1st-edition card"),
}


@pytest.mark.parametrize("case", sorted(BROKEN_TOO))
def test_more_broken_data_files(case):
    change, said = BROKEN_TOO[case]
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(CatalogueError) as exc:
        parse_babel_catalogue(data, BASE)
    assert str(exc.value) == said


def test_the_limits_the_loader_accepts():
    all_resources = ["wood", "stone", "clay", "ore", "glass", "cloth", "papyrus"]
    assert loads(setting(lambda d: tile(d, 21), "choice", all_resources)).tile(21).effects[0].choice == tuple(
        all_resources)
    assert loads(setting(lambda d: tile(d, 19), "map", {"1": 1, "3": 3, "5": 5})).tile(19).effects[0].victory == (
        (1, 1), (3, 3), (5, 5))
    assert loads(setting(lambda d: tile(d, 22), "per_defeat", 1)).tile(22).effects[0].per_defeat == 1
    arches = loads(setting(lambda d: project(d, "Triumphal Arches")["penalty"], "count", 1)).project("Triumphal Arches")
    assert arches.penalty.count == 1
    wonder = loads(setting(lambda d: token(d, "wonder")["score"]["per_stage"], "of", ["left", "self", "right"]))
    assert wonder.token("wonder").score.per_stage == (("left", "self", "right"), 1)


def test_what_a_file_may_leave_out():
    def leave_out(d):
        for key in ("cost", "sources", "effect"):
            del project(d, "Belvedere")[key]
        del project(d, "Obelisk")["cost"]["coins"]
        del project(d, "Obelisk")["cost"]["resources"]
        for key in ("score", "row", "text", "sources", "ru", "uk"):
            token(d, "shield").pop(key, None)
        for key in ("summary", "sources"):
            del next(t for t in d["tiles"] if t["number"] == 7)[key]
        del d["rows"], d["notes"]
    cat = loads(leave_out)
    belvedere, obelisk = cat.project("Belvedere"), cat.project("Obelisk")
    assert (belvedere.cost.coins, belvedere.cost.resources, belvedere.sources, belvedere.effect) == (0, (), (), "")
    assert (obelisk.cost.coins, obelisk.cost.resources) == (0, ())
    shield = cat.token("shield")
    assert (shield.score.shields, shield.row, shield.text, shield.sources, shield.ru, shield.uk) == (0, None, "", (),
                                                                                                     (), ())
    assert (cat.tile(7).summary, cat.tile(7).sources) == ("", ())
    assert (cat.rows, cat.notes) == ({}, ())


def test_a_token_s_russian_name_finds_it_in_a_fresh_catalogue():
    assert parse_babel_catalogue(copy.deepcopy(RAW), BASE).token("жетон Науки").id == "science"


def test_a_token_prints_no_name_so_it_is_named_in_the_reader_s_language():
    # babel.json, names_sources: the tokens print pictures, no words; a card is named as printed in the box
    from scoring.core.i18n import display, use_box
    cat = parse_babel_catalogue(copy.deepcopy(RAW), BASE)
    with use_language("ru"), use_box("en"):
        assert display(cat.token("science")) == "жетон Науки"
        assert display(cat.project("River Port")) == "River Port"
