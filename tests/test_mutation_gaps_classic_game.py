"""The 1st edition behind the game interface (``scoring.classic.game``): the hooks the conformance
suite and the city screen read, checked against the rulebook (seed 000) and hand-worked tables.

The worked examples scored line by line, the refereed examples' verdicts, the malformed documents'
paths, the catalogue and the city screen as served, the random tables' legality, and the two
invariants of this game fed a game that breaks them."""
from __future__ import annotations

import copy
import random
import re
from dataclasses import replace

import pytest

from referee import registry as referees
from scoring import games
from scoring.classic.game import GAME, _blue_never_lowers, _coins_break_ties
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from tests.helpers import player, three

CATS = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds")


def lines(result):
    return [(p.name, p.total, [p.categories[c] for c in CATS]) for p in result.players]


# -- the worked examples ---------------------------------------------------------------------

def test_the_readme_example_scores_line_by_line():
    doc = GAME.examples()[0]
    assert doc["game"] == "7w" and "expansions" not in doc
    result = GAME.score(copy.deepcopy(doc))
    assert lines(result) == [
        # six victory tokens 1+1+3+3+5+5; 7 coins → 2; Rhodos A stage 1 (3); compass, gear and the
        # Scientists Guild as a tablet: one set, 1+1+1+7 (seed 000, 5 Научные постройки)
        ("Ira", 33, [18, 2, 3, 0, 10, 0, 0]),
        # three defeats; 9 coins → 3; Olympia B stage 2 (5); Altar 2; Spies Guild: Barracks and
        # Stockade next door (2); stage 3 copies Ira's Scientists Guild: one compass (1)
        ("Oleg", 10, [-3, 3, 5, 2, 1, 0, 2]),
        # three defeats; 4 coins → 1; Babylon A stage 1 (3); two tablets and the stage-2 wildcard: 3² = 9
        ("Sofia", 10, [-3, 1, 3, 0, 9, 0, 0]),
    ]
    assert result.winners == ("Ira",)
    assert [p.coins for p in result.players] == [7, 9, 4]


def test_the_free_city_example_scores_line_by_line():
    doc = GAME.examples()[1]
    assert doc["game"] == "7 чудес"                        # the Russian box's name is the same game
    result = GAME.score(copy.deepcopy(doc))
    assert lines(result) == [
        ("Ann", 7, [0, 1, 3, 3, 0, 0, 0]),                 # Rhodos A stage 1, Baths 3, 3 coins → 1
        ("Бен", 12, [0, 2, 8, 2, 0, 0, 0]),                # Gizah B stages 3 + 5, Altar 2, 6 coins → 2
        ("City", 1, [0, 0, 0, 0, 1, 0, 0]),                # the Free City's Apothecary: one compass
    ]
    assert [p.free_city for p in result.players] == [False, False, True]
    assert result.winners == ("Бен",)                      # the Free City never wins (2-player variant)


def test_the_expansions_examples_follow_the_base_games_unless_pad_only():
    own = GAME.examples()
    assert len(own) > 2
    assert own[2:] == tuple(x for e in GAME.expansions if not e.pad_only for x in e.examples())
    assert any(e.pad_only for e in GAME.expansions)        # Armada and Edifice: score pad only
    for doc in own[2:]:
        assert GAME.score(copy.deepcopy(doc)).winners


def test_the_refereed_university_and_its_turn():
    # seed 000, Торговля: Ira (Alexandria A: glass; Lumber Yard: wood) builds University
    # (2 wood, papyrus, glass), buying wood from Olympia (left) and papyrus from Ephesos (right), 2 each
    university, turn = GAME.referee_examples()[:2]
    referee = referees.referee_for(GAME)
    verdict = referee(copy.deepcopy(university))
    assert (verdict["legal"], verdict["player"], verdict["action"], verdict["card"]) == (True, "Ira", "build", "University")
    assert verdict["cost"] == {"bank": 0, "left": 2, "right": 2}
    assert [p["name"] for p in university["players"]] == ["Ira", "Oleg", "Sofia"]
    assert [p["coins"] for p in university["players"]] == [5, 3, 3]
    assert university["age"] == 3 and "action" not in turn and "action" in university
    whole = referee(copy.deepcopy(turn))
    # Sofia's first Ephesos stage costs 2 stone: no one at the table makes stone, so the turn is refused
    assert whole["legal"] is False and whole["age"] == 3
    assert [(v["player"], v["action"], v["legal"]) for v in whole["verdicts"]] == [
        ("Ira", "build", True), ("Oleg", "discard", True), ("Sofia", "stage", False)]
    assert whole["verdicts"][0]["cost"] == verdict["cost"]
    assert GAME.referee_examples()[2:] == tuple(x for e in GAME.expansions for x in e.referee_examples())


def test_the_malformed_documents_of_the_first_edition():
    base = 2                                              # the interface's own two: not an object, no list
    assert [b.path for b in GAME.bad_examples()[:base]] == ["", "players"]
    own = GAME.bad_examples()[base:base + 7]
    assert [b.path for b in own] == ["players[0].cards[0]", "players[1].coins", "players[2].wonder",
                                     "players[0].side", "players[1].military[0]", "players", "game"]
    for bad in own:
        with pytest.raises(BadInput) as exc:
            games.parse(copy.deepcopy(bad.doc))
        assert bad.path in [p.path for p in exc.value.problems], bad.why
    tail = GAME.bad_examples()[base + 7:]
    assert tail == tuple(x for e in GAME.expansions for x in e.bad_examples())


# -- the catalogue and the city screen -------------------------------------------------------

def test_the_catalogue_as_served(client):
    got = client.get("/api/catalogue/7w").get_json()
    assert got["game"] == "7w" and got["title"] == "7 Wonders (1st edition, 2010)"
    cards = {(c["name"], c["age"]): c for c in got["cards"]}
    # seed 000, the card list: players counts, costs and chains as printed
    assert cards[("Baths", 1)] == {"name": "Baths", "age": 1, "colour": "blue", "players": [3, 7], "coins": 0,
                                   "cost": ["stone"], "chain_to": ["Aqueduct"], "chain_from": [], "ru": ["Бани"]}
    assert cards[("Caravansery", 2)] == {
        "name": "Caravansery", "age": 2, "colour": "yellow", "players": [3, 5, 6], "coins": 0,
        "cost": ["wood", "wood"], "chain_to": ["Lighthouse"], "chain_from": ["Marketplace"], "ru": ["Караван-сарай"]}
    assert cards[("Tree Farm", 1)]["coins"] == 1 and cards[("Tree Farm", 1)]["players"] == [6]
    assert cards[("Loom", 1)]["players"] == [3, 6] and cards[("Loom", 2)]["players"] == [3, 5]
    assert cards[("Scientists Guild", 3)]["players"] == [] and cards[("Scientists Guild", 3)]["colour"] == "purple"
    assert [w["name"] for w in got["wonders"]] == ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Olympia",
                                                   "Halikarnassos", "Gizah"]
    gizah = got["wonders"][6]
    assert gizah["title"] == "The Pyramids of Giza" and "Гиза" in gizah["ru"]
    assert gizah["sides"] == {"A": {"produce": "stone", "stages": 3}, "B": {"produce": "stone", "stages": 4}}


def _cards(screen):
    return {c["name"]: c for g in screen.card_groups for c in g["cards"]}


def test_the_city_screen_for_three_players(client):
    got = client.get("/api/games/7w/entry?players=3").get_json()
    assert got["players"] == 3 and got["expansions"] == [] and got["sides"] == ["A", "B"]
    groups = [(g["id"], g["label"], g["kind"], g["age"], g["colour"]) for g in got["card_groups"]]
    assert groups[0] == ("age1-brown", "Age I · Raw materials", "names", 1, "brown")
    assert [g[0] for g in groups] == [
        "age1-brown", "age1-grey", "age1-blue", "age1-yellow", "age1-red", "age1-green",
        "age2-brown", "age2-blue", "age2-yellow", "age2-red", "age2-green",     # Age II's grey: Loom etc. of Age I
        "age3-blue", "age3-yellow", "age3-red", "age3-green", "age3-purple"]
    first = got["card_groups"][0]["cards"]
    # seed 000: the brown cards of Age I for three players (3+)
    assert [c["name"] for c in first] == ["Lumber Yard", "Stone Pit", "Clay Pool", "Ore Vein", "Clay Pit", "Timber Yard"]
    assert first[0] == {"name": "Lumber Yard", "ru": "Лесоповал", "aliases": [], "ages": [1], "copies": 1}
    guilds = got["card_groups"][-1]
    assert guilds["label"] == "Age III · Guilds" and len(guilds["cards"]) == 10
    assert {c["copies"] for c in guilds["cards"]} == {1}
    assert [b["name"] for b in got["boards"]][:2] == ["Rhodos", "Alexandria"]
    assert got["boards"][0] == {"name": "Rhodos", "title": "The Colossus of Rhodes",
                                "ru": ["Родос", "Колосс Родосский", "Колос Родосский"],
                                "sides": {"A": {"stages": 3, "produce": "ore"}, "B": {"stages": 2, "produce": "ore"}}}
    assert got["counters"] == [
        {"id": "stages", "label": "Wonder stages built", "min": 0, "max": "board"},
        {"id": "coins", "label": "Coins", "min": 0, "max": None},
        {"id": "shields", "label": "Shields at the end of ages I, II (and III)", "min": 0, "max": None,
         "per_age": 3, "optional": True}]
    assert got["tokens"] == [{"id": "military", "label": "Conflict tokens", "values": [-1, 1, 3, 5]}]
    assert got["options"] == []


def test_the_copies_on_the_city_screen_follow_the_player_count():
    # seed 000: Lumber Yard 3+ 4+; Loom Age I 3+ 6+ and Age II 3+ 5+; Stockade 3+ 7+; Tree Farm 6+
    seven = _cards(GAME.entry_screen(7))
    assert [(seven[n]["ages"], seven[n]["copies"]) for n in ("Lumber Yard", "Loom", "Stockade", "Tree Farm")] == [
        ([1], 2), ([1, 2], 4), ([1], 2), ([1], 1)]
    assert seven["Scientists Guild"]["copies"] == 1
    assert "Tree Farm" not in _cards(GAME.entry_screen(5)) and _cards(GAME.entry_screen(5))["Loom"]["copies"] == 3
    # two players play with the three-player decks and may take the Free City
    two = GAME.entry_screen(2)
    assert two.players == 2 and _cards(two)["Loom"]["copies"] == 2 and "Tree Farm" not in _cards(two)
    assert two.options == ({"id": "free_city", "label": "Free City (2-player variant)"},)
    assert GAME.entry_screen(4).options == ()
    assert games.get("7w2").entry_screen(2).options == ()    # the 2nd edition has no 2-player variant


@pytest.mark.parametrize("lang, labels", [
    ("ru", ["I эпоха · Сырьё", "Построено этапов чуда", "Монеты", "Щиты в конце I, II (и III) эпох",
            "Жетоны конфликтов", "Вольный город (вариант для двоих)"]),
    ("uk", ["I епоха · Сировина", "Збудовано етапів чуда", "Монети", "Щити наприкінці I, II (і III) епох",
            "Жетони конфліктів", "Вільне місто (варіант для двох)"]),
])
def test_the_city_screen_in_russian_and_ukrainian(lang, labels):
    with use_language(lang):
        screen = GAME.entry_screen(2)
    assert [screen.card_groups[0]["label"], *(c["label"] for c in screen.counters), screen.tokens[0]["label"],
            screen.options[0]["label"]] == labels
    assert screen.card_groups[-1]["label"] == {"ru": "III эпоха · Гильдии", "uk": "III епоха · Гільдії"}[lang]


def test_the_city_screen_with_expansions_adds_their_groups_and_boards_after():
    screen = GAME.entry_screen(3, ("cities", "leaders"))
    assert screen.expansions == ("cities", "leaders")
    ids = [g["id"] for g in screen.card_groups]
    # the base game's sixteen groups, then the leaders (no age) and the black cards by age
    assert ids[:16] == [g["id"] for g in GAME.entry_screen(3).card_groups]
    assert ids[16:] == ["age0-white", "age1-black", "age2-black", "age3-black"]
    assert screen.card_groups[16]["label"] == "Leaders" and screen.card_groups[17]["label"] == "Age I · Cities"
    assert _cards(screen)["Alexander"]["ages"] == [0]
    boards = {b["name"]: b for b in screen.boards}
    assert [b["name"] for b in screen.boards] == ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Olympia",
                                                  "Halikarnassos", "Gizah", "Petra", "Byzantium", "Roma"]
    assert "added" not in boards["Gizah"] and boards["Petra"]["added"] is True and boards["Roma"]["added"] is True
    assert [t["id"] for t in screen.tokens][:2] == ["military", "cities.debt"]


# -- the random tables of the conformance suite ------------------------------------------------

def _shields(cat, player_doc):
    side = cat.wonder(player_doc["wonder"]).sides[player_doc["side"]]
    return (sum(cat.card(c).effect.shields for c in player_doc["cards"])
            + sum(s.effect.shields for s in side.stages[:player_doc["stages"]]))


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_a_random_table_is_legal_for_its_player_count(n):
    cat = GAME.parse({"game": "7w", "players": [player("A", "Rhodos"), player("B", "Gizah"),
                                                player("C", "Babylon")]}).catalogue
    for seed in range(12):
        doc = GAME.random_document(random.Random(seed), n, expansions=())
        assert doc["game"] == "7w" and "expansions" not in doc
        GAME.parse(copy.deepcopy(doc))                         # no problem
        ps = doc["players"]
        assert [p["name"] for p in ps] == [f"P{i}" for i in range(n)]
        assert len({p["wonder"] for p in ps}) == n and not any(p.get("free_city") for p in ps)
        held = [c for p in ps for c in p["cards"]]
        for p in ps:
            board = cat.wonder(p["wonder"])
            assert p["side"] in board.sides and 0 <= p["stages"] <= len(board.sides[p["side"]].stages)
            assert 0 <= p["coins"] <= 40 and len(set(p["cards"])) == len(p["cards"])
            s1, s2 = p["shields"]
            assert 0 <= s1 <= s2 <= _shields(cat, p)
        for name in set(held):
            if not cat.card(name).is_guild:
                assert held.count(name) <= cat.copies(name, n), (seed, name)
        assert sum(cat.card(c).is_guild for c in held) <= n + 2


def test_the_random_tables_reach_every_edge():
    cat = GAME.parse(three()).catalogue
    coins, stages_full, stages_none, s1_zero, s2_full, guilds, sizes = set(), 0, 0, 0, 0, set(), set()
    for seed in range(60):
        doc = GAME.random_document(random.Random(seed), expansions=())
        ps = doc["players"]
        free = any(p.get("free_city") for p in ps)
        sizes.add("free" if free else len(ps))
        guilds.add(sum(cat.card(c).is_guild for p in ps for c in p["cards"]) - len(ps))
        for p in ps:
            coins.add(p["coins"])
            n_stages = len(cat.wonder(p["wonder"]).sides[p["side"]].stages)
            stages_full += p["stages"] == n_stages
            stages_none += p["stages"] == 0
            s1_zero += p["shields"][0] == 0
            s2_full += p["shields"][1] == _shields(cat, p) > 0
    assert sizes == {"free", 3, 4, 5, 6, 7}
    assert min(coins) == 0 and max(coins) == 40
    assert stages_full and stages_none and s1_zero and s2_full
    assert max(guilds) == 2                                    # as many guilds as players + 2, at most


def test_a_two_player_random_table_has_the_free_city():
    for seed in range(5):
        doc = GAME.random_document(random.Random(seed), 2, expansions=())
        ps = doc["players"]
        assert len(ps) == 3 and ps[2]["name"] == "Free City" and ps[2]["free_city"] is True
        assert not any(p.get("free_city") for p in ps[:2])
        assert GAME.score(copy.deepcopy(doc)).players[2].free_city
        second = games.get("7w2").random_document(random.Random(seed), 2, expansions=())
        assert not any(p.get("free_city") for p in second["players"])   # seed 001: no 2-player variant


def test_a_random_table_plays_the_expansions_asked_for():
    for seed in range(4):
        doc = GAME.random_document(random.Random(seed), 4, expansions=(games.get("7w").expansion("cities"),))
        assert doc["expansions"] == ["cities"]
        GAME.parse(copy.deepcopy(doc))
    seen = set()
    for seed in range(30):
        doc = GAME.random_document(random.Random(seed), 4)
        seen.add(tuple(doc.get("expansions", ())))
        assert not {"armada", "edifice"} & set(doc.get("expansions", ()))   # score pad only
    assert () in seen and len(seen) > 2


# -- the invariants, fed a game that breaks them -----------------------------------------------

# seed 000, the card list: the blue cards at three players and their points
BLUE_AT_THREE = {"Altar": 2, "Theater": 2, "Baths": 3, "Aqueduct": 5, "Temple": 3, "Statue": 4,
                 "Courthouse": 4, "Pantheon": 7, "Gardens": 5, "Town Hall": 6, "Senate": 6, "Palace": 8}


def _blue_table(missing: str | None):
    """Three cities holding every blue card of a three-player game but ``missing``."""
    blues = [b for b in BLUE_AT_THREE if b != missing]
    return three(player("Ira", "Rhodos", cards=blues[:4], coins=3),
                 player("Oleg", "Gizah", cards=blues[4:8], coins=3),
                 player("Sofia", "Babylon", cards=blues[8:], coins=3))


def _lower_per_blue(game, cost=5):
    """A game whose score wrongly takes ``cost`` points per blue card."""
    broken = copy.copy(game)

    def score(doc):
        real = game.score(doc)
        blues = [sum(c in BLUE_AT_THREE for c in p["cards"]) for p in doc["players"]]
        return replace(real, players=tuple(replace(p, categories={**p.categories,
                                                                        "civilian": p.categories["civilian"] - cost * b})
                                           for p, b in zip(real.players, blues)))
    broken.score = score
    return broken


def test_the_blue_card_invariant_names_the_card_the_seat_and_the_points():
    doc = _blue_table("Altar")                                # Altar: the only blue card still free
    broken = _lower_per_blue(GAME)
    for seed in range(6):
        assert _blue_never_lowers(GAME, doc, random.Random(seed)) is None
        why = _blue_never_lowers(broken, doc, random.Random(seed))
        m = re.fullmatch(r"adding (.+) to seat (\d): (-?\d+) → (-?\d+), expected at least (-?\d+)", why or "")
        assert m, why
        card, seat, before, after, want = m[1], int(m[2]), int(m[3]), int(m[4]), int(m[5])
        real = GAME.score(doc).players[seat].total
        held = len(doc["players"][seat]["cards"])             # blue cards only: 4, 4 and 3
        assert card == "Altar"
        assert before == real - 5 * held
        assert after == real + 2 - 5 * (held + 1)             # Altar's 2 points, then the wrong 5 off
        assert want == before + 2


def test_the_blue_card_invariant_has_nothing_to_add_when_every_blue_card_is_taken():
    doc = _blue_table(None)
    assert _blue_never_lowers(_lower_per_blue(GAME), doc, random.Random(0)) is None


def _wrong_winners(game, who):
    broken = copy.copy(game)
    broken.score = lambda doc: replace(game.score(doc), winners=who)
    return broken


def test_the_tie_break_invariant_names_the_winners_expected():
    # seed 000, Конец игры: most points wins; tied, most coins; still tied, a shared victory
    tied = three(player("Ira", "Rhodos", cards=["Altar"], coins=3),      # 2 + 1 = 3 points, 3 coins
                 player("Oleg", "Gizah", cards=["Theater"], coins=3),    # 2 + 1 = 3 points, 3 coins
                 player("Sofia", "Babylon", coins=0))
    assert _coins_break_ties(GAME, tied, random.Random(0)) is None
    assert _coins_break_ties(_wrong_winners(GAME, ("Ira",)), tied, random.Random(0)) == \
        "winners ('Ira',), expected ['Ira', 'Oleg']"
    richer = copy.deepcopy(tied)
    richer["players"][1]["coins"] = 5                         # 2 + 1 = 3 points still, 5 coins
    assert _coins_break_ties(GAME, richer, random.Random(0)) is None
    assert _coins_break_ties(_wrong_winners(GAME, ("Ira", "Oleg")), richer, random.Random(0)) == \
        "winners ('Ira', 'Oleg'), expected ['Oleg']"
    free_city = GAME.examples()[1]                            # the Free City never wins
    assert _coins_break_ties(GAME, free_city, random.Random(0)) is None
    assert _coins_break_ties(_wrong_winners(GAME, ("City",)), free_city, random.Random(0)) == \
        "winners ('City',), expected ['Бен']"


# -- the catalogues a document, a screen and a name look up -----------------------------------

def test_a_name_is_looked_up_among_the_cards_or_every_board_the_boxes_add():
    assert GAME.named("card", "Altar").effect.vp == 2                 # seed 000: Altar, 2 points
    assert GAME.named("board", "Rhodos").title == "The Colossus of Rhodes"
    assert GAME.named("board", "Roma").name == "Roma"                  # Leaders' board
    assert GAME.named("board", "Stonehenge").name == "Stonehenge"      # the Wonder Pack's: a board, no card
    assert GAME.named("card", "Roma") is None and GAME.named("board", "Altar") is None
    assert GAME.named("leader", "Altar") is None and GAME.named("card", "Atlantis") is None
    assert GAME.named("side", "Rhodos") is None and GAME.named("", "Roma") is None   # cards and boards only
    assert GAME.named("card", "altar") is None                         # the printed name exactly
    assert GAME.name_catalogue().wonder("Stonehenge") is not None
    second = games.get("7w2")                                          # no expansion of its own
    assert [w.name for w in second.board_catalogue().wonders] == [w.name for w in second.catalogue_for({}).wonders]
    assert second.board_catalogue().wonder("Stonehenge") is None


def test_a_documents_catalogue_holds_the_cards_and_boards_of_its_expansions(monkeypatch):
    import scoring.classic.game as module
    monkeypatch.setattr(module, "_EXTENDED", {})                       # built afresh in this test
    base = GAME.catalogue_for({"game": "7w", "players": []})
    assert base.wonder("Petra") is None and base.max_players == 7 and base.card("Residence") is None
    cities = GAME.catalogue_for({"expansions": ["cities"]})
    # Cities: its black cards, Petra and Byzantium, and eight players (seed 000, Cities)
    assert cities.card("Residence").colour == "black" and cities.wonder("Petra") is not None
    assert cities.max_players == 8 and cities.card("Altar").effect.vp == 2
    assert GAME.catalogue_for({"expansions": ["cities"]}) is cities     # built once
    both = GAME.catalogue_for({"expansions": ["cities", "leaders"]})
    assert both.card("Alexander").colour == "white" and both.wonder("Roma") is not None
    assert both.card("Residence") is not None
    pack = GAME.catalogue_for({"expansions": ["wonderpack"]})            # boards only
    assert pack.wonder("Stonehenge") is not None and pack.card("Residence") is None
    assert GAME.board_catalogue().wonder("Roma") is not None and GAME.board_catalogue().wonder("Stonehenge") is not None


def test_an_expansion_table_is_scored_with_its_rows():
    doc = next(d for d in GAME.examples() if d.get("expansions") == ["cities"])
    result = GAME.score(copy.deepcopy(doc))
    assert all("cities" in p.categories for p in result.players)
    assert "cities" not in GAME.score(GAME.examples()[0]).players[0].categories


def test_the_screens_small_print():
    assert GAME.entry_screen(3).game == "7w"
    # a Cities card carries its Russian names as aliases: no printed Russian name of its own
    residence = _cards(GAME.entry_screen(3, ("cities",)))["Residence"]
    assert residence["ru"] == "" and "Резиденция" in residence["aliases"]
    free = GAME.score(copy.deepcopy(GAME.examples()[1]))
    assert [p.coins for p in free.players] == [3, 6, 0]


def test_the_random_tables_deal_cards_of_every_kind_and_sometimes_no_guild():
    cat = GAME.parse(three()).catalogue
    no_guild, dealt = 0, 0
    for seed in range(30):
        doc = GAME.random_document(random.Random(seed), 4, expansions=())
        cards = [c for p in doc["players"] for c in p["cards"]]
        no_guild += not any(cat.card(c).is_guild for c in cards)
        dealt += sum(not cat.card(c).is_guild for c in cards)
    assert no_guild and dealt > 30 * 4 * 3


def test_the_boards_of_a_table_seat_by_seat():
    from scoring.core.game import Board
    table = GAME.parse(copy.deepcopy(GAME.examples()[0]))
    assert GAME.boards(table) == (Board("Rhodos", "A"), Board("Olympia", "B"), Board("Babylon", "A"))
