"""The Babel parts of a table document (``scoring.expansions.babel.document``): whole problem lists with their
paths, word for word in English, Russian and Ukrainian, as mutation testing of the module asked for (README
"Mutation testing"; ``test_babel_document.py`` reads most of these problems by a part of their sentence).

Rules: seed 004 (the Russian Babel rulebook): 24 tiles, each once (Тайлы Строительства); 3 tiles a player
(Фаза Подготовки); one Great Project an age, so at most one penalty token of each age (Невозможность уплаты
штрафа); the Free City takes no tiles and never joins a project (Правила для 2 игроков).
"""
from __future__ import annotations

import pytest

from scoring import games
from scoring.core.errors import Problems
from scoring.core.i18n import use_language
from scoring.expansions.babel.document import parse_babel, parse_expansions

LANGS = ("en", "ru", "uk")


def found(doc, lang):
    with use_language(lang):
        problems = Problems()
        parse_babel(doc, problems)
    return [(p.path, p.message) for p in problems.items]


def table(babel, expansions=("babel",), **more):
    return {"expansions": list(expansions), "players": [{"name": "Ira", "babel": babel}, {"name": "Oleg"},
                                                         {"name": "Sofia"}], **more}


def by_lang(en, ru, uk):
    return pytest.mark.parametrize("lang,said", [("en", en), ("ru", ru), ("uk", uk)])


# -- expansions ------------------------------------------------------------------------------------------

@by_lang('expansions must be a list, e.g. ["babel"] or ["babel-tower"]',
         'expansions — список, напр. ["babel"] или ["babel-tower"]',
         'expansions — список, напр. ["babel"] або ["babel-tower"]')
def test_expansions_that_are_no_list(lang, said):
    with use_language(lang):
        problems = Problems()
        assert parse_expansions("babel", problems) == frozenset()
    assert [(p.path, p.message) for p in problems.items] == [("expansions", said)]


@by_lang(["unknown expansion 3; known: babel, babel-tower, babel-projects",
          "unknown expansion 'babl'; did you mean 'babel'?",
          "unknown expansion 'xyzzy'; known: babel, babel-tower, babel-projects"],
         ["неизвестное дополнение 3; известные: babel, babel-tower, babel-projects",
          "неизвестное дополнение 'babl'; может быть, 'babel'?",
          "неизвестное дополнение 'xyzzy'; известные: babel, babel-tower, babel-projects"],
         ["невідоме доповнення 3; відомі: babel, babel-tower, babel-projects",
          "невідоме доповнення 'babl'; можливо, 'babel'?",
          "невідоме доповнення 'xyzzy'; відомі: babel, babel-tower, babel-projects"])
def test_every_unknown_expansion_is_named_with_a_hint_or_the_known_ones(lang, said):
    with use_language(lang):
        problems = Problems()
        assert parse_expansions([3, "babl", "xyzzy", "babel-tower"], problems) == {"babel-tower"}
    assert [(p.path, p.message) for p in problems.items] == list(zip(
        ["expansions[0]", "expansions[1]", "expansions[2]"], said))


# -- tiles ------------------------------------------------------------------------------------------------

@by_lang("a player places 0 to 3 tiles (each holds 3), got 5",
         "игрок размещает от 0 до 3 тайлов (у каждого их 3), получено 5",
         "гравець розміщує від 0 до 3 тайлів (у кожного їх 3), отримано 5")
def test_a_count_of_tiles_above_3_is_its_only_problem(lang, said):
    # without the tower a good count would also need it: a bad count places nothing
    assert found(table({"tiles": 5}, ["babel-projects"]), lang) == [("players[0].babel.tiles", said)]


@by_lang("tiles must list the tile numbers placed, e.g. [4, 12], or give their count",
         "tiles — список номеров размещённых тайлов, напр. [4, 12], или их количество",
         "tiles — список номерів розміщених тайлів, напр. [4, 12], або їхня кількість")
def test_tiles_that_are_neither_a_list_nor_a_count(lang, said):
    assert found(table({"tiles": "two"}, ["babel-projects"]), lang) == [("players[0].babel.tiles", said)]


@by_lang(["tile numbers are 1 to 24, got 30",
          "tile 4 is already listed (players[0].babel.tiles[1]): each tile is placed once",
          "tile numbers are 1 to 24, got 0", "4 tiles: a player holds 3 tiles, so places at most 3"],
         ["номера тайлов — от 1 до 24, получено 30",
          "тайл 4 уже указан (players[0].babel.tiles[1]): каждый тайл размещают один раз",
          "номера тайлов — от 1 до 24, получено 0", "4 тайла: у игрока 3 тайла, поэтому он размещает не больше 3"],
         ["номери тайлів — від 1 до 24, отримано 30",
          "тайл 4 уже вказано (players[0].babel.tiles[1]): кожен тайл розміщують один раз",
          "номери тайлів — від 1 до 24, отримано 0", "4 тайли: у гравця 3 тайли, тож він розміщує щонайбільше 3"])
def test_every_bad_tile_of_a_list_is_named_after_the_first(lang, said):
    assert found(table({"tiles": [30, 4, 4, 0]}), lang) == list(zip(
        ["players[0].babel.tiles[0]", "players[0].babel.tiles[2]", "players[0].babel.tiles[3]",
         "players[0].babel.tiles"], said))


@by_lang('tiles need the tower: add "babel-tower" (or "babel") to "expansions"',
         'тайлы требуют башни: добавьте "babel-tower" (или "babel") в "expansions"',
         'тайли потребують вежі: додайте "babel-tower" (або "babel") до "expansions"')
def test_a_count_of_tiles_needs_the_tower_too(lang, said):
    assert found(table({"tiles": 2}, ["babel-projects"]), lang) == [("players[0].babel.tiles", said)]


def test_a_player_with_tokens_only_placed_no_tile():
    doc = {"game": "7w", "expansions": ["babel"], "players": [
        {"name": name, "wonder": wonder, "side": "A", "stages": 0, "cards": [], "coins": 0}
        for name, wonder in (("Ira", "Rhodos"), ("Oleg", "Gizah"), ("Sofia", "Babylon"))]}
    doc["players"][0]["babel"] = {"tokens": ["victory-3"]}
    ira = games.get("7w").score(doc).players[0]
    # seed 004, Награды: the Victory token of 3 is worth 3 VP; no tile, no tower points
    assert (ira.categories["tower"], ira.categories["military"], ira.total) == (0, 3, 3)


# -- tokens -----------------------------------------------------------------------------------------------

@by_lang('tokens must be a list of Great Project token names, e.g. ["victory-3", "penalty-2"]',
         'tokens — список названий жетонов Великих Проектов, напр. ["victory-3", "penalty-2"]',
         'tokens — список назв жетонів Великих Проєктів, напр. ["victory-3", "penalty-2"]')
def test_tokens_that_are_no_list(lang, said):
    assert found(table({"tokens": "victory-3"}), lang) == [("players[0].babel.tokens", said)]


KNOWN = ("victory-1, victory-3, victory-5, shield, double-shield, science, guild, wonder, free-build, free-stage, "
         "any-project, penalty-1, penalty-2, penalty-3, resource-block")


@by_lang([f"unknown token 'xyzzy'; the tokens are {KNOWN}", "unknown token 'victroy-3'; did you mean 'victory-3'?"],
         [f"неизвестный жетон 'xyzzy'; жетоны: {KNOWN}", "неизвестный жетон 'victroy-3'; может быть, 'victory-3'?"],
         [f"невідомий жетон 'xyzzy'; жетони: {KNOWN}", "невідомий жетон 'victroy-3'; можливо, 'victory-3'?"])
def test_every_unknown_token_is_named(lang, said):
    assert found(table({"tokens": ["xyzzy", "victroy-3"]}), lang) == list(zip(
        ["players[0].babel.tokens[0]", "players[0].babel.tokens[1]"], said))


@by_lang(["2 penalty-2 tokens: one project per age, so at most one penalty token of age II",
          "2 penalty-3 tokens: one project per age, so at most one penalty token of age III",
          "2 resource-block tokens: one project fails at most once"],
         ["2 жетона penalty-2: один проект на эпоху, поэтому не больше одного жетона Штрафа эпохи II",
          "2 жетона penalty-3: один проект на эпоху, поэтому не больше одного жетона Штрафа эпохи III",
          "2 жетона resource-block: один проект может провалиться лишь раз"],
         ["2 жетони penalty-2: один проєкт на епоху, тож щонайбільше один жетон Штрафу епохи II",
          "2 жетони penalty-3: один проєкт на епоху, тож щонайбільше один жетон Штрафу епохи III",
          "2 жетони resource-block: один проєкт може провалитися лише раз"])
def test_each_penalty_of_an_age_and_the_resource_block_at_most_once(lang, said):
    tokens = ["penalty-2", "penalty-2", "penalty-3", "penalty-3", "resource-block", "resource-block"]
    assert found(table({"tokens": tokens}), lang) == [("players[0].babel.tokens", s) for s in said]


# -- the player's part ------------------------------------------------------------------------------------

@by_lang('babel must be an object: {"tiles": [4, 12], "tokens": ["victory-3"]}',
         'babel — это объект: {"tiles": [4, 12], "tokens": ["victory-3"]}',
         'babel — це об\'єкт: {"tiles": [4, 12], "tokens": ["victory-3"]}')
def test_a_babel_part_that_is_no_object(lang, said):
    assert found(table([4]), lang) == [("players[0].babel", said)]


@by_lang("the Free City takes no tower tiles and no Great Project tokens",
         "Свободный город не получает ни тайлов башни, ни жетонов Великих Проектов",
         "Вільне місто не отримує ні тайлів вежі, ні жетонів Великих Проєктів")
def test_the_free_city_holds_no_token(lang, said):
    doc = table({"tokens": ["victory-3"]})
    doc["players"][0]["free_city"] = True
    assert found(doc, lang) == [("players[0].babel", said)]


# -- the table's tower and current project (the referee's fields) ----------------------------------------

def plain(**fields):
    return {"expansions": ["babel"], "players": [{"name": "Ira"}, {"name": "Oleg"}, {"name": "Sofia"}], **fields}


@by_lang("tower must list the visible tiles, oldest first, e.g. [4, 12, 19]",
         "tower — список видимых тайлов, от самого старого, напр. [4, 12, 19]",
         "tower — список видимих тайлів, від найстарішого, напр. [4, 12, 19]")
def test_a_tower_that_is_no_list(lang, said):
    assert found(plain(tower="4, 12"), lang) == [("tower", said)]


@by_lang(["tile numbers are 1 to 24, got 30", "tile 4 is already in the tower (tower[1]): each tile exists once",
          "tile numbers are 1 to 24, got 0", "4 visible tiles: with 3 players the tower shows at most 3"],
         ["номера тайлов — от 1 до 24, получено 30",
          "тайл 4 уже есть в башне (tower[1]): каждый тайл существует в одном экземпляре",
          "номера тайлов — от 1 до 24, получено 0", "4 видимых тайла: при 3 игроках башня показывает не больше 3"],
         ["номери тайлів — від 1 до 24, отримано 30",
          "тайл 4 уже є у вежі (tower[1]): кожен тайл існує в одному примірнику",
          "номери тайлів — від 1 до 24, отримано 0", "4 видимі тайли: за 3 гравців вежа показує щонайбільше 3"])
def test_every_bad_tile_of_the_tower_is_named(lang, said):
    # seed 004, Размещение тайлов: with 2 to 4 players 3 tiles are visible
    assert found(plain(tower=[30, 4, 4, 0]), lang) == list(zip(["tower[0]", "tower[2]", "tower[3]", "tower"], said))


@by_lang('project must be an object: {"card": "River Port", "tokens": {"Ira": 1}}',
         'project — это объект: {"card": "River Port", "tokens": {"Ira": 1}}',
         'project — це об\'єкт: {"card": "River Port", "tokens": {"Ira": 1}}')
def test_a_project_that_is_no_object(lang, said):
    assert found(plain(project=["River Port"]), lang) == [("project", said)]


@by_lang("unknown field 'tokns'; did you mean 'tokens'?",
         "неизвестное поле 'tokns'; возможно, имелось в виду 'tokens'?",
         "невідоме поле 'tokns'; можливо, мали на увазі 'tokens'?")
def test_an_unknown_field_of_the_project_is_named_at_its_path(lang, said):
    assert found(plain(project={"card": "River Port", "tokns": {}}), lang) == [("project.tokns", said)]


PROJECTS = ("Belvedere, Cranes, Double Walls, Factory, Rampart Road, Obelisk, River Port, Sewer Network, Smelter, "
            "War Mirror, Archives, Giant Trebuchet, Grand Bazaar, Menagerie, Triumphal Arches")


@pytest.mark.parametrize("lang,said", [("en", "unknown Great Project 5; the projects are " + PROJECTS),
                                       ("ru", "неизвестный Великий Проект 5; проекты: "),
                                       ("uk", "невідомий Великий Проєкт 5; проєкти: ")])
def test_a_project_card_that_is_no_name_lists_the_projects(lang, said):
    [(path, message)] = found(plain(project={"card": 5}), lang)
    assert path == "project.card"
    if lang == "en":
        assert message == said
    else:       # the projects' names in the language where they were found (data file), in the same order
        assert message.startswith(said) and len(message[len(said):].split(", ")) == 15


def test_a_project_without_tokens_has_no_participant():
    problems = Problems()
    babel = parse_babel(plain(project={"card": "River Port"}), problems)
    assert not problems and babel.project.participations == ()


@by_lang('project tokens map player names to participation tokens, e.g. {"Ira": 1}',
         'tokens проекта сопоставляют именам игроков их жетоны Участия, напр. {"Ira": 1}',
         'tokens проєкту зіставляють іменам гравців їхні жетони Участі, напр. {"Ira": 1}')
def test_project_tokens_that_are_no_object(lang, said):
    assert found(plain(project={"card": "River Port", "tokens": ["Ira"]}), lang) == [("project.tokens", said)]


@by_lang(["no player is called 'Ina'; did you mean 'Ira'?", "no player is called 'Zed'",
          "participation tokens are a whole number 0 to 7 (at most one a turn), got 8"],
         ["нет игрока по имени 'Ina'; может быть, 'Ira'?", "нет игрока по имени 'Zed'",
          "жетонов Участия — целое число от 0 до 7 (не больше одного за ход), получено 8"],
         ["немає гравця на ім'я 'Ina'; можливо, 'Ira'?", "немає гравця на ім'я 'Zed'",
          "жетонів Участі — ціле число від 0 до 7 (щонайбільше один за хід), отримано 8"])
def test_every_participant_is_read_and_0_to_7_tokens_are_held(lang, said):
    # seed 004, Описание Эпохи: at most one participation a turn, 6 turns (7 with Babylon B)
    doc = plain(project={"card": "River Port", "tokens": {"Ina": 1, "Zed": 1, "Ira": 0, "Oleg": 7, "Sofia": 8}})
    assert found(doc, lang) == list(zip(["project.tokens.Ina", "project.tokens.Zed", "project.tokens.Sofia"], said))
    problems = Problems()
    assert parse_babel(doc, problems).project.participations == (("Ira", 0), ("Oleg", 7))


def test_every_bad_participation_count_is_named():
    said = "participation tokens are a whole number 0 to 7 (at most one a turn), got {}"
    assert found(plain(project={"card": "River Port", "tokens": {"Ira": 8, "Oleg": -1}}), "en") == [
        ("project.tokens.Ira", said.format(8)), ("project.tokens.Oleg", said.format(-1))]


@by_lang("the Free City never takes part in a Great Project",
         "Свободный город никогда не участвует в Великом Проекте",
         "Вільне місто ніколи не бере участі у Великому Проєкті")
def test_the_free_city_as_a_participant_leaves_the_next_ones_read(lang, said):
    doc = plain(project={"card": "River Port", "tokens": {"Sofia": 1, "Zed": 1}})
    doc["players"][2]["free_city"] = True
    assert [m for _, m in found(doc, lang)][0] == said
    assert [p for p, _ in found(doc, lang)] == ["project.tokens.Sofia", "project.tokens.Zed"]


@by_lang("the Great Project tokens at the table (resource-block, science, victory-1) cannot all come from one "
         "project per age that succeeded or failed for everyone",
         "жетоны Великих Проектов за столом (resource-block, science, victory-1) не могут все происходить из одного "
         "проекта на эпоху, удавшегося или проваленного для всех",
         "жетони Великих Проєктів за столом (resource-block, science, victory-1) не можуть усі походити з одного "
         "проєкту на епоху, що вдався або провалився для всіх")
def test_the_resource_block_and_a_victory_of_age_1_cannot_both_be_held(lang, said):
    # seed 004: the resource-block token is Double Walls' penalty (age I failed); without the tower the
    # Victory token of 1 is Double Walls' reward (age I succeeded): one project of age I cannot do both
    doc = plain(expansions=["babel-projects"])
    doc["players"][0]["babel"] = {"tokens": ["resource-block"]}
    doc["players"][1]["babel"] = {"tokens": ["victory-1", "science"]}
    assert found(doc, lang) == [("players", said)]
    # with a failed age II (penalty-2) and an age III success (Giant Trebuchet's victory-5) it can
    doc["players"][0]["babel"] = {"tokens": ["resource-block", "penalty-2"]}
    doc["players"][1]["babel"] = {"tokens": ["victory-5"]}
    assert found(doc, lang) == []


@by_lang(['a tower needs "babel-tower" (or "babel") in "expansions"',
          'a Great Project needs "babel-projects" (or "babel") in "expansions"',
          'guild_token_copy needs "babel-projects" (or "babel") in "expansions"'],
         ['башня требует "babel-tower" (или "babel") в "expansions"',
          'Великий Проект требует "babel-projects" (или "babel") в "expansions"',
          'guild_token_copy требует "babel-projects" (или "babel") в "expansions"'],
         ['вежа потребує "babel-tower" (або "babel") в "expansions"',
          'Великий Проєкт потребує "babel-projects" (або "babel") в "expansions"',
          'guild_token_copy потребує "babel-projects" (або "babel") в "expansions"'])
def test_the_table_fields_of_the_part_not_played(lang, said):
    assert found(plain(expansions=["babel-projects"], tower=[4]), lang) == [("tower", said[0])]
    doc = plain(expansions=["babel-tower"], project={"card": "River Port", "tokens": {}}, guild_token_copy="counted")
    assert found(doc, lang) == [("project", said[1]), ("guild_token_copy", said[2])]


@by_lang(["2 visible tiles but only 1 placed by the players", "1 visible tile but only 0 placed by the players"],
         ["2 видимых тайла, но игроки разместили лишь 1", "1 видимый тайл, но игроки разместили лишь 0"],
         ["2 видимі тайли, але гравці розмістили лише 1", "1 видимий тайл, але гравці розмістили лише 0"])
def test_a_tower_showing_more_tiles_than_the_players_placed(lang, said):
    doc = plain(tower=[4, 12])
    doc["players"][0]["babel"] = {"tiles": 1}
    assert found(doc, lang) == [("tower", said[0])]
    doc = plain(tower=[4])
    doc["players"][0]["babel"] = {"tiles": 0}
    assert found(doc, lang) == [("tower", said[1])]


@by_lang('guild_token_copy is "ignored" (the default: the guild token counts the guilds built, and Olympia B\'s copy '
         'builds none) or "counted" (the copy counts as a guild of Olympia\'s city), got \'yes\'',
         'guild_token_copy — это "ignored" (по умолчанию: жетон Гильдии считает построенные гильдии, а копия Олимпии B '
         'ничего не строит) или "counted" (копия считается гильдией города Олимпии), получено \'yes\'',
         'guild_token_copy — це "ignored" (типово: жетон Гільдії рахує збудовані гільдії, а копія Олімпії B нічого не '
         'будує) або "counted" (копія вважається гільдією міста Олімпії), отримано \'yes\'')
def test_a_bad_guild_token_copy_value(lang, said):
    assert found(plain(guild_token_copy="yes"), lang) == [("guild_token_copy", said)]


@pytest.mark.parametrize("players", [None, "Ira, Oleg", [{"name": 5}, {"name": "Oleg"}]])
def test_players_that_are_the_base_parser_s_to_refuse_add_no_babel_problem(players):
    doc = {"expansions": ["babel"]}
    if players is not None:
        doc["players"] = players
    problems = Problems()
    babel = parse_babel(doc, problems)
    assert not problems
    assert len(babel.cities) == (len(players) if isinstance(players, list) else 0)
