"""The city screen's sections of Babel and Cities (``scoring.expansions.babel.entry``,
``scoring.expansions.cities.entry``), as ``GET /api/games/7w/entry?expansions=…`` answers them
(``Game.entry_screen(...).to_json()["tokens"]``) and the city screen draws them
(``wonders.web.city_sections``): each section whole, word for word in English, Russian and Ukrainian — the
tests mutation testing of the two modules asked for (README "Mutation testing"; the web tests read only a
few of these words).

Cities rulebook: Debt tokens (-1 and -5), Diplomacy (a player sits out an age's conflict), the team
variant (teams of 2, at most 8 players: 4 teams). Seed 004 (Babel): Вавилонская Башня (24 construction
tiles, at most 3 placed by a player), Награды / Невозможность уплаты штрафа (the Great Projects' tokens);
Правила для 2 игроков: the Free City takes no tile and joins no project.
"""
import pytest

from scoring import games
from scoring.core.i18n import use_language

GAME = games.get("7w")
MILITARY = {"en": "Conflict tokens", "ru": "Жетоны конфликтов", "uk": "Жетони конфліктів"}


def _sections(expansions, lang):
    with use_language(lang):
        return GAME.entry_screen(3, tuple(expansions)).to_json()["tokens"]


CITIES = {
    "en": [{"id": "cities.debt", "field": "debt", "label": "Debt (the VP of the Debt tokens, added up)",
            "hint": "-1 and -5 tokens: enter their total without the sign; it is taken from the treasury row.",
            "kind": "number", "values": [], "max": 99, "input": "cities-debt"},
           {"id": "cities.diplomacy", "field": "diplomacy", "label": "Conflicts sat out with a Diplomacy token",
            "hint": "Tick the ages at whose end this player was absent: its two neighbours fought each other.",
            "kind": "choose", "values": [1, 2, 3], "names": {"1": "Age I", "2": "Age II", "3": "Age III"}, "max": 3,
            "unique": True, "input": "cities-diplomacy"},
           {"id": "cities.team", "field": "team", "label": "Team (team variant; 0: no teams)",
            "hint": "Partners sit side by side; a team's score is the sum of its two partners' scores. How partners "
                    "fight (the doubled fight, diplomacy in teams) was not found in the rules: enter the conflict "
                    "tokens as played (the referee's conflicts follow the rules without teams).",
            "kind": "number", "values": [], "max": 4, "input": "cities-team"}],
    "ru": [{"id": "cities.debt", "field": "debt", "label": "Долги (сумма очков на жетонах долга)",
            "hint": "Жетоны −1 и −5: введите их сумму без знака минус; она вычитается из строки сокровищницы.",
            "kind": "number", "values": [], "max": 99, "input": "cities-debt"},
           {"id": "cities.diplomacy", "field": "diplomacy", "label": "Конфликты, пропущенные с жетоном дипломатии",
            "hint": "Отметьте эпохи, в конце которых игрок не участвовал в конфликте: его соседи сражались друг "
                    "с другом.",
            "kind": "choose", "values": [1, 2, 3], "names": {"1": "I эпоха", "2": "II эпоха", "3": "III эпоха"},
            "max": 3, "unique": True, "input": "cities-diplomacy"},
           {"id": "cities.team", "field": "team", "label": "Команда (командный вариант; 0 — без команд)",
            "hint": "Партнёры сидят рядом; счёт команды — сумма очков двух партнёров. Как сражаются партнёры "
                    "(двойной бой, дипломатия в командах), в правилах найти не удалось: введите жетоны конфликтов "
                    "так, как сыграли (конфликты у судьи — по правилам без команд).",
            "kind": "number", "values": [], "max": 4, "input": "cities-team"}],
    "uk": [{"id": "cities.debt", "field": "debt", "label": "Борги (сума очок на жетонах боргу)",
            "hint": "Жетони −1 і −5: введіть їхню суму без знака мінус; вона віднімається від рядка скарбниці.",
            "kind": "number", "values": [], "max": 99, "input": "cities-debt"},
           {"id": "cities.diplomacy", "field": "diplomacy", "label": "Конфлікти, пропущені з жетоном дипломатії",
            "hint": "Позначте епохи, наприкінці яких гравець не брав участі в конфлікті: його сусіди билися між "
                    "собою.",
            "kind": "choose", "values": [1, 2, 3], "names": {"1": "I епоха", "2": "II епоха", "3": "III епоха"},
            "max": 3, "unique": True, "input": "cities-diplomacy"},
           {"id": "cities.team", "field": "team", "label": "Команда (командний варіант; 0 — без команд)",
            "hint": "Партнери сидять поруч; рахунок команди — сума очок двох партнерів. Як воюють партнери "
                    "(подвійний бій, дипломатія в командах), у правилах знайти не вдалося: введіть жетони конфліктів "
                    "так, як зіграли (конфлікти в судді — за правилами без команд).",
            "kind": "number", "values": [], "max": 4, "input": "cities-team"}]}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_cities_sections_of_a_city_screen(lang):
    assert _sections(["cities"], lang) == [{"id": "military", "label": MILITARY[lang], "values": [-1, 1, 3, 5]},
                                           *CITIES[lang]]


# the words of each box and of tile 5, and three tokens: the Science token (Archives' reward), the Free Build
# token (two projects give it) and a penalty (no project gives it)
TILES = {
    "en": {"label": "Tower of Babel tiles placed", "hint": "Tick the tiles this player placed (at most 3).",
           "legend": "Babel", "free_city": "The Free City takes no tower tiles and never joins a Great Project.",
           "tile 5": ("Tile 5", "Building a blue card gives coins equal to the age", "5 Tile 5 Тайл 5 Tile 5")},
    "ru": {"label": "Выложенные тайлы Вавилонской башни", "hint": "Отметьте тайлы, которые выложил этот игрок (не больше 3).",
           "legend": "Вавилон",
           "free_city": "Свободный город не получает тайлов Строительства и не участвует в Великих Проектах.",
           "tile 5": ("Тайл 5", "Постройка синей карты приносит столько монет, каков номер эпохи",
                      "5 Tile 5 Тайл 5 Тайл 5")},
    "uk": {"label": "Викладені тайли Вавилонської вежі", "hint": "Позначте тайли, які виклав цей гравець (не більше 3).",
           "legend": "Вавилон",
           "free_city": "Вільне місто не отримує тайлів Будівництва й не бере участі у Великих Проєктах.",
           "tile 5": ("Тайл 5", "Будівництво синьої карти приносить стільки монет, який номер епохи",
                      "5 Tile 5 Тайл 5 Тайл 5")}}
TOKENS = {
    "en": {"label": "Great Project tokens", "glossary_title": "Great Projects",
           "science": ("Science token", "from Archives: 3 VP for each group of three different science symbols in the city"),
           "free-build": ("Free Build token", "from Cranes, Sewer Network: spent (returned to the reserve) to build a "
                                              "building for free; no points"),
           "penalty-2": ("Penalty token (−2 VP)", "taken in age II by a player who cannot pay a failed project's penalty"),
           "Belvedere": {"name": "Belvedere (I, blue)", "search": "Belvedere",
                         "text": "Participation: 1 coin and 1 clay; reward: Free Wonder Stage token; penalty: discard a "
                                 "red card"}},
    "ru": {"label": "Жетоны Великих Проектов", "glossary_title": "Великие Проекты",
           "science": ("жетон Науки", "награда за проект «Библиотека»: 3 ПО за каждую группу из трёх разных научных символов "
                                      "в городе"),
           "free-build": ("жетон бесплатной постройки", "награда за проекты Cranes, Sewer Network: тратится (возвращается в "
                                                        "запас), чтобы бесплатно построить здание; очков не даёт"),
           "penalty-2": ("жетон Штрафа (−2 ПО)", "его берёт во II эпохе игрок, который не может заплатить штраф "
                                                 "проваленного проекта"),
           "Belvedere": {"name": "Belvedere (I, синего цвета)", "search": "Belvedere",
                         "text": "Участие: 1 монета и 1 глина; награда: жетон бесплатного этапа Чуда; штраф: сбросить "
                                 "красную карту"}},
    "uk": {"label": "Жетони Великих Проєктів", "glossary_title": "Великі Проєкти",
           "science": ("жетон Науки", "нагорода за Archives: 3 ПБ за кожну групу з трьох різних наукових символів у "
                                      "місті"),
           "free-build": ("жетон безкоштовної споруди", "нагорода за Cranes, Sewer Network: витрачається (повертається "
                                                        "в запас), щоб безкоштовно збудувати будівлю; очок не дає"),
           "penalty-2": ("жетон Штрафу (−2 ПБ)", "його бере в II епосі гравець, який не може сплатити штраф "
                                                 "проваленого проєкту"),
           "Belvedere": {"name": "Belvedere (I, синього кольору)", "search": "Belvedere",
                         "text": "Участь: 1 монета й 1 глина; нагорода: жетон безкоштовного етапу Чуда; штраф: скинути "
                                 "червону карту"}}}
# a token is found by its names in every language and by the projects giving it, in every spelling
SEARCH = {"science": "Science token жетон Науки жетон Науки Archives Библиотека",
          "free-build": "Free Build token жетон бесплатной постройки жетон безкоштовної споруди Cranes Sewer Network",
          "penalty-2": "Penalty token (−2 VP) жетон Штрафа (−2 ПО) жетон Штрафу (−2 ПБ)"}
TOKEN_IDS = ["victory-1", "victory-3", "victory-5", "shield", "double-shield", "science", "guild", "wonder",
             "free-build", "free-stage", "any-project", "penalty-1", "penalty-2", "penalty-3", "resource-block"]
PER_VALUE = ("names", "details", "search")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_babel_tiles_section_of_a_city_screen(lang):
    military, tiles = _sections(["babel-tower"], lang)
    assert military == {"id": "military", "label": MILITARY[lang], "values": [-1, 1, 3, 5]}
    said = TILES[lang]
    assert {k: v for k, v in tiles.items() if k not in PER_VALUE} == {
        "id": "babel.tiles", "field": "babel.tiles", "label": said["label"], "values": list(range(1, 25)), "max": 3,
        "unique": True, "kind": "choose", "input": "babel-tiles", "hint": said["hint"], "legend": said["legend"],
        "free_city": said["free_city"]}
    assert all(list(tiles[k]) == [str(n) for n in range(1, 25)] for k in PER_VALUE)
    assert tuple(tiles[k]["5"] for k in PER_VALUE) == said["tile 5"]
    assert tiles["names"]["24"] == said["tile 5"][0].replace("5", "24")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_babel_tokens_section_of_a_city_screen(lang):
    military, tokens = _sections(["babel-projects"], lang)
    assert military["id"] == "military"
    said, box = TOKENS[lang], TILES[lang]
    assert {k: v for k, v in tokens.items() if k not in (*PER_VALUE, "glossary")} == {
        "id": "babel.tokens", "field": "babel.tokens", "label": said["label"], "values": TOKEN_IDS,
        "glossary_title": said["glossary_title"], "kind": "count", "input": "babel-token", "max": 9,
        "legend": box["legend"], "free_city": box["free_city"]}
    assert all(list(tokens[k]) == TOKEN_IDS for k in PER_VALUE)
    for token in ("science", "free-build", "penalty-2"):
        assert (tokens["names"][token], tokens["details"][token], tokens["search"][token]) == (*said[token], SEARCH[token])
    assert len(tokens["glossary"]) == 15 and tokens["glossary"][0] == said["Belvedere"]


def test_both_parts_of_babel_give_both_sections_in_the_tower_s_order():
    assert [s["id"] for s in _sections(["babel"], "en")] == ["military", "babel.tiles", "babel.tokens"]
    assert [s["id"] for s in _sections(["cities", "babel-tower"], "en")] == [
        "military", "cities.debt", "cities.diplomacy", "cities.team", "babel.tiles"]
