"""The Cities expansion's declaration and document (``scoring.expansions.cities``, ``...cities.document``):
whole problem lists, scores and the facts printed under the score sheet that mutation testing of the two
modules asked for (README "Mutation testing"), word for word in English and Russian (and Ukrainian where a
sentence is new here).

Cities rulebook: Debt tokens (-1 and -5 VP, under the sheet), Diplomacy (a player with a token sits out the
next conflict, its neighbours fighting each other; Aspasia gives one from age I: data file
scoring/data/cities.json, rules ``cities_leaders``), the team variant (teams of 2 partners side by side, at
most 8 players: rules ``team_variant``; the score booklet «will allow you to add team scores»).
"""
import pytest

from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_cities import GAME, player, table

NO_TEAM = {"en": "{} has no team: in the team variant every player is in a team of 2",
           "ru": "у игрока {} нет команды: в командном варианте каждый играет в команде из двух",
           "uk": "у гравця {} немає команди: у командному варіанті кожен грає в команді з двох"}


def _problems(doc, lang):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def _facts(doc, lang):
    with use_language(lang):
        return GAME.sheet_facts(GAME.score(doc))


# -- the document ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", '"players" must be a list of players in clockwise seating order'),
    ("ru", '"players" должен быть списком игроков в порядке посадки по часовой стрелке')])
def test_a_cities_table_whose_players_are_not_a_list_is_refused_at_players(lang, said):
    doc = {"game": "7w", "expansions": ["cities"], "players": "Ira, Oleg, Sofia"}
    assert _problems(doc, lang) == [("players", said)]


@pytest.mark.parametrize("lang,said", [
    ("en", ["debt must be a whole number 0 or more: the VP the player's Debt tokens cost (-1 and -5 tokens added "
            "up, without the sign), got -1",
            "team is the number of the player's team in the team variant, 1 to 4, got 9",
            "each player must be an object with name, wonder, side, stages, cards, coins"]),
    ("ru", ["долг — целое число от 0: сколько очков отнимают жетоны долга игрока (сумма жетонов −1 и −5 без "
            "знака), получено -1",
            "team — номер команды игрока в командном варианте, от 1 до 4, а указано 9",
            "каждый игрок — объект с name, wonder, side, stages, cards, coins"])])
def test_a_player_that_is_not_an_object_leaves_the_others_read(lang, said):
    # the first player is a bare name: every later player's Cities fields are still read at their paths
    doc = table("Ira", player("Oleg", "Gizah", [], debt=-1), player("Sofia", "Babylon", [], team=9),
                player("Anna", "Rhodos", []))
    assert _problems(doc, lang) == [("players[1].debt", said[0]), ("players[2].team", said[1]), ("players[0]", said[2])]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_player_without_a_team_at_a_team_table_is_named(lang):
    doc = table(player("Ira", "Rhodos", [], team=1), player("Oleg", "Gizah", [], team=1),
                player("Sofia", "Babylon", []), player("Anna", "Ephesos", []))
    assert _problems(doc, lang) == [("players[2].team", NO_TEAM[lang].format("Sofia")),
                                    ("players[3].team", NO_TEAM[lang].format("Anna"))]


@pytest.mark.parametrize("lang,said", [("en", "tile numbers are 1 to 24, got 30"),
                                       ("ru", "номера тайлов — от 1 до 24, получено 30")])
def test_babel_inside_cities_still_reads_the_table_s_tower(lang, said):
    # Cities is the outermost parser (order 5): the parsers inside see the rest of the document, Babel's
    # "tower" among it (seed 004, Тайлы Строительства: tiles 1 to 24)
    doc = dict(table(player("Ira", "Rhodos", []), player("Oleg", "Gizah", []), player("Sofia", "Babylon", []),
                     expansions=("cities", "babel")), tower=[4, 30])
    assert _problems(doc, lang) == [("tower[1]", said)]


def test_aspasia_gives_a_diplomacy_token_for_the_conflict_of_age_1():
    # Cities rulebook, Diplomacy; Aspasia, a leader recruited at the start of age I, gives a token at once.
    # Age I: Ira sits out, her neighbours Oleg (1 shield) and Anna fight; Oleg beats Anna and Sofia each age,
    # Ira loses to him in ages II and III and ties Anna (no shields)
    doc = table(player("Ira", "Rhodos", ["Aspasia"], diplomacy=[1], shields=[0, 0, 0]),
                player("Oleg", "Gizah", ["Barracks"], shields=[1, 1, 1]),
                player("Sofia", "Babylon", [], shields=[0, 0, 0]), player("Anna", "Ephesos", [], shields=[0, 0, 0]),
                expansions=("cities", "leaders"))
    with use_language("ru"):
        result = GAME.score(doc)
    got = {p.name: (p.total, [(d.points, d.text) for d in p.details if d.category in ("military", "leaders")])
           for p in result.players}
    assert got == {"Ira": (0, [(-2, "Жетоны конфликтов -1, -1 → -2"), (2, "«Aspasia»: 2 ПО")]),
                   "Oleg": (18, [(18, "Жетоны конфликтов +1, +1, +3, +3, +5, +5 → 18")]),
                   "Sofia": (-3, [(-3, "Жетоны конфликтов -1, -1, -1 → -3")]),
                   "Anna": (-1, [(-1, "Жетоны конфликтов -1 → -1")])}


# -- the team variant and the facts under the sheet ----------------------------------------------

EIGHT = [("Ira", "Rhodos"), ("Oleg", "Gizah"), ("Sofia", "Babylon"), ("Anna", "Ephesos"),
         ("Boris", "Olympia"), ("Vera", "Halikarnassos"), ("Gleb", "Alexandria"), ("Dina", "Petra")]


def test_eight_players_make_four_teams():
    # 8 players, the most (Cities rulebook, Contents), sit as four teams of 2: team 4 is a team
    doc = table(*(player(name, wonder, [], coins=3 * k, team=k // 2 + 1) for k, (name, wonder) in enumerate(EIGHT)))
    result = GAME.score(doc)
    assert result.extra["teams"] == {"Ira": 1, "Oleg": 1, "Sofia": 2, "Anna": 2, "Boris": 3, "Vera": 3,
                                     "Gleb": 4, "Dina": 4}
    assert [p.total for p in result.players] == [0, 1, 2, 3, 4, 5, 6, 7]      # coins / 3 each
    assert _facts(doc, "en") == (("Team total", ("team 1: 1", "team 1: 1", "team 2: 5", "team 2: 5", "team 3: 9",
                                                 "team 3: 9", "team 4: 13", "team 4: 13")),)


@pytest.mark.parametrize("lang,said", [
    ("en", (("Debt tokens", ("-5", "0", "0", "-1")), ("Team total", ("team 1: -2", "team 1: -2", "team 2: 3", "team 2: 3")))),
    ("ru", (("Жетоны долга", ("-5", "0", "0", "-1")),
            ("Итог команды", ("команда 1: -2", "команда 1: -2", "команда 2: 3", "команда 2: 3"))))])
def test_a_team_table_with_debts_prints_both_the_debts_and_the_team_totals(lang, said):
    # Ira's coins 6 → 2 VP, debt 5; Oleg 3 → 1; Sofia 9 → 3; Anna 3 → 1, debt 1 (Cities rulebook, Debt tokens)
    doc = table(player("Ira", "Rhodos", [], coins=6, debt=5, team=1), player("Oleg", "Gizah", [], coins=3, team=1),
                player("Sofia", "Babylon", [], coins=9, team=2), player("Anna", "Ephesos", [], coins=3, debt=1, team=2))
    assert _facts(doc, lang) == said


def test_a_table_without_debts_or_teams_prints_nothing_under_the_sheet():
    doc = table(player("Ira", "Rhodos", ["Lair"], coins=6), player("Oleg", "Gizah", [], debt=0),
                player("Sofia", "Babylon", []))
    assert _facts(doc, "en") == ()
