"""Mutation testing's gaps in the shared core (``scoring/core``): what a person sees when a number,
a name or a JSON document from outside is read, word for word, in English and a translation.

Each test reads a public outcome (the problem's path and sentence, a parsed value, a rank) that a
surviving mutant of ``make mutation-replay`` changed; none asserts a private helper.
"""
from __future__ import annotations

import pytest

from scoring.core.i18n import use_language
from scoring.core.numbers import INT_LIMIT, BadNumber, is_int, parse_whole, problem, whole

GOT = {
    "en": "must be a whole number from {low} to {high}, written with the digits 0-9; got {got}",
    "ru": "должно быть целым числом от {low} до {high}, записанным цифрами 0–9; получено {got}",
    "uk": "має бути цілим числом від {low} до {high}, записаним цифрами 0–9; отримано {got}",
}


def _refused(text, *bounds):
    with pytest.raises(BadNumber) as info:
        parse_whole(text, "coins", *bounds)
    return [(p.path, p.message) for p in info.value.problems]


# -- scoring/core/numbers.py ---------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize(("typed", "shown"), [
    ("²", "'²'"),
    ("x" * 20, "'" + "x" * 20 + "'"),            # twenty characters are shown whole
    ("x" * 21, "'" + "x" * 20 + "…'"),           # a longer value is cut after twenty
    (3.5, "'3.5'"),                              # a JSON value that is not text: as Python writes it
    (None, "'None'"),
])
def test_a_bad_number_is_named_word_for_word(lang, typed, shown):
    with use_language(lang):
        assert _refused(typed, 1, 9) == [("coins", GOT[lang].format(low=1, high=9, got=shown))]


def test_the_default_range_is_zero_to_the_json_bound():
    with use_language("en"):
        assert problem("x") == GOT["en"].format(low=0, high=INT_LIMIT, got="'x'")
        assert _refused(str(INT_LIMIT + 1)) == [("coins", GOT["en"].format(low=0, high=INT_LIMIT,
                                                                            got=repr(str(INT_LIMIT + 1))))]
    assert parse_whole("0", "coins") == 0 and parse_whole(str(INT_LIMIT), "coins") == INT_LIMIT
    assert whole("0") == 0 and whole(str(INT_LIMIT)) == INT_LIMIT and whole(str(INT_LIMIT + 1)) is None


def test_a_minus_sign_only_where_negative_values_are_allowed():
    assert whole("-0") is None and whole("-0", 0, 5) is None         # low 0: no sign at all
    assert whole("-0", -1, 5) == 0 and whole("−2", -2, 5) == -2 and whole("-3", -2, 5) is None
    assert whole("1" * 10, 0, 2 * INT_LIMIT) == 1111111111          # ten digits are read
    assert whole("0" * 10 + "1", 0, 5) is None                     # eleven are not


def test_a_default_only_for_a_field_left_empty():
    assert parse_whole("  ", "page", 1, 9, default=3) == 3 and parse_whole(None, "page", 1, 9, default=3) == 3
    assert parse_whole(" 7 ", "page", 1, 9, default=3) == 7
    assert parse_whole("0", "page", 0, 9, default=0) == 0
    with use_language("en"):
        assert _refused("10", 1, 9) == [("coins", GOT["en"].format(low=1, high=9, got="'10'"))]
        assert _refused("", 1, 9) == [("coins", GOT["en"].format(low=1, high=9, got="''"))]


def test_a_json_whole_number_is_an_int_within_the_bound():
    assert is_int(0) and is_int(INT_LIMIT) and is_int(-INT_LIMIT)
    assert not is_int(INT_LIMIT + 1) and not is_int(-INT_LIMIT - 1)
    assert not is_int(True) and not is_int(1.0) and not is_int("1")


# -- scoring/core/errors.py ----------------------------------------------------------------------

MORE = {
    "en": ("… and 1 more problem (shown once these are fixed)",
           "… and 5 more problems (shown once these are fixed)"),
    "ru": ("… и ещё 1 ошибка (появится, когда эти будут исправлены)",
           "… и ещё 5 ошибок (появятся, когда эти будут исправлены)"),
    "uk": ("… і ще 1 помилка (з'явиться, коли ці буде виправлено)",
           "… і ще 5 помилок (з'являться, коли ці буде виправлено)"),
}


def _many(count: int) -> list:
    from scoring.core.errors import Problem
    return [Problem(f"players[{i}].name", "is empty") for i in range(count)]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_long_list_of_problems_names_the_first_hundred_and_counts_the_rest(lang):
    from scoring.core.errors import BadInput
    with use_language(lang):
        exact = BadInput(_many(100))
        one, five = BadInput(_many(101)), BadInput(_many(105))
    assert exact.more == 0 and len(exact.problems) == 100 and exact.to_json() == {
        "errors": [{"path": f"players[{i}].name", "message": "is empty"} for i in range(100)]}
    for error, count, line in ((one, 1, MORE[lang][0]), (five, 5, MORE[lang][1])):
        assert error.more == count
        assert [str(p) for p in error.problems] == [f"players[{i}].name: is empty" for i in range(100)] + [line]
        assert error.to_json() == {"errors": exact.to_json()["errors"], "more_errors": count}
        assert str(error).endswith(f"players[99].name: is empty; {line}")
        assert error.problems[-1].path == ""           # the last line belongs to the whole document


def test_problems_joined_to_a_capped_list_keep_its_count():
    from scoring.core.errors import BadInput, Problems
    found = Problems()
    found.add("game", "is not a game")
    with use_language("en"), pytest.raises(BadInput) as info:
        found.raise_with(BadInput(_many(101)))
    error = info.value
    assert [p.path for p in error.problems[:2]] == ["game", "players[0].name"]
    assert error.more == 2 and error.to_json()["more_errors"] == 2
    assert str(error.problems[-1]) == "… and 2 more problems (shown once these are fixed)"


def test_a_problems_text_is_cut_after_five_hundred_characters():
    from scoring.core.errors import BadInput, Problem
    kept = BadInput([Problem("k" * 500, "m" * 500)]).problems[0]
    cut = BadInput([Problem("k" * 501, "m" * 501)]).problems[0]
    assert (kept.path, kept.message) == ("k" * 500, "m" * 500)
    assert (cut.path, cut.message) == ("k" * 500 + "…", "m" * 500 + "…")


def test_one_problem_a_sentence_and_a_rule():
    from scoring.core.errors import BadInput, Problem, Problems, RuleViolation
    whole_document = BadInput("the body is empty")
    assert str(whole_document) == "the body is empty"
    assert whole_document.to_json() == {"errors": [{"path": "", "message": "the body is empty"}]}
    assert str(BadInput(Problem("coins", "is negative"))) == "coins: is negative"
    assert str(BadInput([Problem("a", "x"), Problem("", "y")])) == "a: x; y"
    assert str(RuleViolation("the card is not in hand", "§3")) == "the card is not in hand (§3)"
    ruled = RuleViolation("the card is not in hand")
    assert str(ruled) == "the card is not in hand" and ruled.rule == ""
    found = Problems()
    assert not found and len(found) == 0
    found.raise_if_any()                                   # nothing found: nothing raised
    found.add("a", "x")
    assert found and len(found) == 1


UNKNOWN = {
    "en": [("players[0].nmae", "unknown field 'nmae'; did you mean 'name'?"),
           ("players[0].zzz", "unknown field 'zzz'; expected one of name, cards"),
           ("x", "unknown field 'x'; expected one of name")],
    "ru": [("players[0].nmae", "неизвестное поле 'nmae'; возможно, имелось в виду 'name'?"),
           ("players[0].zzz", "неизвестное поле 'zzz'; ожидается одно из: name, cards"),
           ("x", "неизвестное поле 'x'; ожидается одно из: name")],
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_unknown_field_is_named_with_its_path_and_the_nearest_field(lang):
    from scoring.core.errors import Problems
    found = Problems()
    with use_language(lang):
        found.unknown_keys({"nmae": "Ira", "name": "Ira", "zzz": 1}, ["name", "cards"], "players[0]")
        found.unknown_keys({"x": 1}, iter(["name"]))
    assert [(p.path, p.message) for p in found.items] == UNKNOWN[lang]


# -- scoring/core/boxes.py -----------------------------------------------------------------------

BOX = {
    "en": 'box must be "en", "ru" or "uk" (the language of the box on the table), got \'de\'',
    "ru": 'box должно быть "en", "ru" или "uk" (язык коробки на столе), а не \'de\'',
    "uk": 'box має бути "en", "ru" або "uk" (мова коробки на столі), а не \'de\'',
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_box_in_no_language_of_the_game_is_named(lang):
    from scoring.core.boxes import box_problem
    with use_language(lang):
        found = box_problem({"game": "7w", "box": "de"})
    assert (found.path, found.message) == ("box", BOX[lang])
    assert box_problem({"game": "7w", "box": "uk"}) is None and box_problem({"game": "7w"}) is None
    assert box_problem(["box"]) is None


def test_the_box_field_is_left_out_of_what_the_rules_read():
    from scoring.core.boxes import without_box
    assert without_box({"game": "7w", "box": "ru", "players": []}) == {"game": "7w", "players": []}
    same = {"game": "7w", "players": []}
    assert without_box(same) is same and without_box(["box"]) == ["box"]


def test_a_table_plays_the_box_of_its_language_where_it_was_printed():
    from scoring.core.boxes import ARCHITECTS, CLASSIC, DUEL, SECOND, default_box, editions
    # the 1st and 2nd editions: English and Russian boxes; Duel and Architects: also Ukrainian
    assert [editions(b.data) for b in (CLASSIC, SECOND, DUEL)] == [("en", "ru"), ("en", "ru"), ("en", "ru", "uk")]
    assert [default_box(b, "uk") for b in (CLASSIC, SECOND, DUEL, ARCHITECTS)] == ["en", "en", "uk", "uk"]
    assert [default_box(b, "ru") for b in (CLASSIC, DUEL)] == ["ru", "ru"]
    assert default_box(None, "ru") == "en" and editions(None) == ("en",) and editions("no such file.json") == ("en",)


def test_a_games_titles_and_names():
    from scoring.core.boxes import CLASSIC, DUEL, SECOND, GameInfo
    assert CLASSIC.title_in("ru") == "7 Чудес (1-е издание, 2010)" and CLASSIC.title_in("de") == CLASSIC.title
    assert CLASSIC.family_title_in("uk") == "7 Чудес (1-ше та 2-ге видання)"
    assert CLASSIC.family_title_in("de") == "7 Wonders (1st and 2nd edition)"     # English when the language has none
    assert DUEL.family_title_in("uk") == "7 Чудес: Дуель"                           # no family name: its own title
    assert SECOND.available and not GameInfo("x", "X", None, 2, 3, "", module="x").available
    assert not GameInfo("x", "X", "x.json", 2, 3, "").available
    assert CLASSIC.named("7 чудес") and CLASSIC.named("7w") and CLASSIC.named("7 Чудес (1-ше видання, 2010)")
    assert not CLASSIC.named("duel") and not CLASSIC.named(7) and not CLASSIC.named(None)


# -- scoring/core/costs.py -----------------------------------------------------------------------

def test_a_cost_in_a_data_file_is_read_or_named_where_it_is_wrong():
    from scoring.core.costs import resources_of
    from scoring.core.errors import CatalogueError
    known = ("wood", "stone", "clay", "ore")
    assert resources_of({"wood": 1, "clay": 2}, "Baths", known) == ("clay", "clay", "wood")
    assert resources_of(None, "Baths", known) == () and resources_of({}, "Baths", known) == ()
    for raw, message in (
            (["wood"], "Baths: cost must be an object, got ['wood']"),
            ({"gold": 1}, "Baths: bad cost entry 'gold': 1"),
            ({"wood": 0}, "Baths: bad cost entry 'wood': 0"),
            ({"wood": "1"}, "Baths: bad cost entry 'wood': '1'")):
        with pytest.raises(CatalogueError) as info:
            resources_of(raw, "Baths", known)
        assert str(info.value) == message


# -- scoring/core/ranking.py ---------------------------------------------------------------------

def test_competition_ranks_share_a_rank_and_skip_the_next():
    from scoring.core.ranking import competition_ranks
    assert competition_ranks({"Ann": (40, 3), "Ben": (40, 3), "Cid": (40, 1), "Dan": (52, 0)}) == {
        "Dan": 1, "Ann": 2, "Ben": 2, "Cid": 4}
    assert competition_ranks({"Ann": (1,)}) == {"Ann": 1} and competition_ranks({}) == {}


# -- scoring/core/result.py ----------------------------------------------------------------------

def test_a_score_sheets_document_two_players_and_the_free_city():
    from scoring import games
    # seed 000, the 2-player variant: the Free City is scored, never ranked
    doc = {"game": "7 чудес", "players": [
        {"name": "Ann", "wonder": "Rhodos", "side": "A", "stages": 1, "cards": ["Baths", "Stockade"], "coins": 3},
        {"name": "Бен", "wonder": "Gizah", "side": "B", "stages": 2, "cards": ["Altar", "Loom"], "coins": 6},
        {"name": "City", "wonder": "Babylon", "side": "A", "cards": ["Apothecary"], "free_city": True}]}
    out = games.score(doc).to_json()
    assert list(out) == ["game", "players", "winners"] and (out["game"], out["winners"]) == ("7w", ["Бен"])
    heads = [{k: v for k, v in p.items() if k != "details"} for p in out["players"]]
    zero = dict.fromkeys(("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds"), 0)
    assert heads == [
        {"name": "Ann", "total": 7, "rank": 2, "categories": {**zero, "treasury": 1, "wonder": 3, "civilian": 3},
         "coins": 3, "choices": {}},
        {"name": "Бен", "total": 12, "rank": 1, "categories": {**zero, "treasury": 2, "wonder": 8, "civilian": 2},
         "coins": 6, "choices": {}},
        {"name": "City", "total": 1, "rank": None, "categories": {**zero, "science": 1}, "coins": 0, "choices": {},
         "free_city": True}]
    assert [list(p)[:5] for p in out["players"]] == [["name", "total", "rank", "categories", "coins"]] * 3
    for player in out["players"]:
        assert sum(d["points"] for d in player["details"]) == player["total"]
        assert all(list(d) == ["category", "source", "points", "text"] for d in player["details"])


def test_a_game_without_coins_writes_none_and_its_own_fields():
    from scoring import games
    # seed 002: Architects counts no coins; the pieces built break a tie
    doc = {"game": "architects", "players": [
        {"name": "Оля", "wonder": "Олімпія", "stages": ["2d", "3d"], "cards": {"blue_cat": 2},
         "progress": ["Політика", "Стратегія"], "victory_tokens": 3, "cat": True},
        {"name": "Петро", "wonder": "Вавилон", "stages": 3, "progress": ["Освіта", "Тактика"]}]}
    out = games.score(doc).to_json()
    assert list(out) == ["game", "players", "winners"] and out["winners"] == ["Оля"]
    first = out["players"][0]
    assert list(first) == ["name", "total", "rank", "categories", "details", "choices", "pieces_built"]
    assert (first["total"], first["rank"], first["pieces_built"]) == (28, 1, 2)
    assert first["details"][0] == {"category": "wonder", "source": "Olympia 2≠", "points": 3,
                                   "text": "Olympia 2≠ piece (level 1) → 3"}


# -- scoring/core/player_names.py ----------------------------------------------------------------

SAME_NAME = {"en": "players[0] is already called {name!r}: names must differ",
             "ru": "players[0] уже зовут {name!r}: имена должны различаться"}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("first", "second"), [
    ("Ira", "ＩＲＡ"),            # full-width and upper case
    ("Ira", "I\u200bra"),         # a zero-width space
    ("Ira", "Ira\u00ad"),         # a soft hyphen
    ("Ira", "Іra"),               # a Cyrillic І
    ("Ira", "Irа"),               # a Cyrillic а
    ("Ira", " Ira "),
    ("Ann Lee", "Ann   Lee"),     # a run of spaces reads as one
])
def test_two_names_a_reader_cannot_tell_apart_are_refused(lang, first, second):
    from scoring import games
    from scoring.core.errors import BadInput
    doc = {"game": "7w", "players": [
        {"name": first, "wonder": "Rhodos", "side": "A", "cards": [], "coins": 0},
        {"name": second, "wonder": "Gizah", "side": "A", "cards": [], "coins": 0},
        {"name": "Oleg", "wonder": "Babylon", "side": "A", "cards": [], "coins": 0}]}
    with use_language(lang), pytest.raises(BadInput) as info:
        games.score(doc)
    assert [(p.path, p.message) for p in info.value.problems] == [
        ("players[1].name", SAME_NAME[lang].format(name=first))]
    doc["players"][1]["name"] = first.replace(" ", "") + "a"          # another name: scored
    assert [p["name"] for p in games.score(doc).to_json()["players"]] == [first, doc["players"][1]["name"], "Oleg"]


def test_a_shared_duel_victory_writes_its_tiebreak():
    from scoring import games
    # seed 003: a tie on points and on civilian points shares the victory
    doc = {"game": "duel", "conflict": 0, "players": [{"name": "Ana", "cards": ["Theater"], "coins": 0},
                                                    {"name": "Bo", "cards": ["Altar", "Lumber Yard"], "coins": 0}]}
    sentence = {"en": "Ana and Bo tie on 3 points and on civilian points (3): they share the victory",
                "ru": "у Ana и Bo поровну очков (3) и гражданских очков (3): они делят победу"}
    for lang in ("en", "ru"):
        with use_language(lang):
            out = games.score(doc).to_json()
        assert list(out) == ["game", "players", "winners", "tiebreak", "victory", "explanation"]
        assert (out["winners"], out["tiebreak"], out["victory"]) == (["Ana", "Bo"], sentence[lang], "civilian")
        assert [(p["name"], p["total"], p["rank"]) for p in out["players"]] == [("Ana", 3, 1), ("Bo", 3, 1)]


# -- scoring/core/safejson.py --------------------------------------------------------------------

BOUNDS = ("the number {} is out of bounds: numbers are at most 1 000 000 000 in size "
          "(whole numbers -1 000 000 000..1 000 000 000)")
SURROGATE = ("text holds a lone UTF-16 surrogate (\\ud800), which is not a character: "
             "send the whole character (both halves of the pair) or UTF-8")


def _json_problems(text):
    from scoring.core.errors import BadInput
    from scoring.core.safejson import loads
    with pytest.raises(BadInput) as info:
        loads(text)
    return [(p.path, p.message) for p in info.value.problems]


@pytest.mark.parametrize(("text", "problems"), [
    ('{"a": 1, "a": 2, "b": {"c": 1, "c": 2, "c": 3}}',
     [("a", "the key 'a' appears more than once in one object"),
      ("b.c", "the key 'c' appears more than once in one object")]),
    ('{"players": [{"name": "I\\u0000ra"}]}', [("players[0].name", "text must not contain the NUL character (\\u0000)")]),
    ('{"players": [{"name": "I\\ud800ra"}]}', [("players[0].name", SURROGATE)]),
    ('{"na\\u0000me": 1}', [("", "a key must not contain the NUL character (\\u0000)")]),
    ('{"coins": 10000000000}', [("coins", BOUNDS.format(10000000000))]),
    ('{"coins": 1000000001}', [("coins", BOUNDS.format(1000000001))]),
    # the bounds themselves are in bounds, also beside a number that is not (read with the number hooks)
    ('{"a": 1000000000, "b": -1000000000, "c": 1e9, "d": -1e9, "coins": 1000000001}',
     [("coins", BOUNDS.format(1000000001))]),
    ('{"coins": -1000000001}', [("coins", BOUNDS.format(-1000000001))]),
    ('{"coins": 1e10}', [("coins", BOUNDS.format("1e10"))]),
    ('{"coins": -1.5e9}', [("coins", BOUNDS.format("-1.5e9"))]),
    ('{"x y": {"1": [0, 12345678901]}}', [('["x y"]["1"][1]', BOUNDS.format(12345678901))]),
    ('{"coins": NaN}', [("", "malformed JSON: NaN is not a JSON number")]),
    ('{"a": [1, 2', [("", "malformed JSON at line 1, column 12: a comma (,) or a closing bracket was expected")]),
    ("[" * 33 + "]" * 33, [("[0]" * 32, "nested more than 32 levels deep; a table document needs a handful")]),
    (b'{"a": "\xff"}', [("", "malformed JSON: the body is not UTF-8 text (byte 7)")]),
])
def test_a_json_body_with_something_wrong_names_each_place(text, problems):
    assert _json_problems(text) == problems


def test_a_json_body_within_the_bounds_is_read_as_sent():
    from scoring.core.safejson import loads
    deepest = "[" * 32 + "]" * 32
    assert loads(deepest) == loads(deepest.encode()) and str(loads(deepest)).count("[") == 32
    assert loads(b'\xef\xbb\xbf{"a": 1}') == {"a": 1} and loads('\ufeff{"a": 1}') == {"a": 1}
    assert loads('{"coins": 1000000000, "debt": -1000000000, "x": 1e9, "y": -1.0e9}') == {
        "coins": 1000000000, "debt": -1000000000, "x": 1e9, "y": -1e9}
    assert loads('{"a": 1, "b": {"a": 2}}') == {"a": 1, "b": {"a": 2}}     # one key per object: no problem
    assert loads('"I\\\\u0000ra"') == "I\\u0000ra"                           # an escaped backslash is no NUL


def test_at_most_twenty_places_are_named():
    numbers = [99999999999] * 25
    assert _json_problems("[" + ",".join(map(str, numbers)) + "]") == [
        (f"[{i}]", BOUNDS.format(99999999999)) for i in range(20)]
