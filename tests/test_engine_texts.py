"""Everything the engine says for 7w / 7w2, in the language set through scoring.core.i18n (issue 9).

Known values: the README's first example (scoring.classic.game.Classic.examples) scores
Ira 10 science (1 compass, 1 gear, 1 tablet + a set of three: seed 000, 5 Научные постройки)
and Oleg 2 for Spies Guild (one red card on each side: card: Spies Guild)."""
from __future__ import annotations

import copy
import json

import pytest
from babel.messages.pofile import read_po

from scoring.core import i18n
from scoring.core.errors import BadInput
from scoring.games import score
from scoring.classic.game import GAME as CLASSIC
from scoring.second.game import README_EXAMPLE
from scoring.core.i18n import use_language
from scoring.games import catalogue


def _example():
    return copy.deepcopy(CLASSIC.examples()[0])


def _numbers(result):
    return [(p.name, p.categories, p.total, p.rank, [(d.category, d.source, d.points) for d in p.details])
            for p in result.players], result.winners


def test_a_7w_table_scored_in_ukrainian_reads_ukrainian_with_the_same_numbers():
    english = score(_example())
    with use_language("uk"):
        ukrainian = score(_example())
    assert _numbers(ukrainian) == _numbers(english)
    ira = {d.category: d.text for d in ukrainian.players[0].details if d.source != "Scientists Guild"}
    assert ira["science"] == ("Наука: 1 циркуль, 1 шестерня, 1 табличка: 1² + 1² + 1² = 3, "
                              "плюс 7 × 1 набір із трьох = 7 → 10")
    assert ira["treasury"] == "7 монет ÷ 3 → 2"
    # no Ukrainian 1st edition: a table naming no box plays with the English one (README, "The box's
    # language"); with the Russian box the Ukrainian sentence names the board as that box prints it
    assert ira["wonder"] == "Rhodos A, етап 1 → 3"
    with use_language("uk"):
        russian_box = score(dict(_example(), box="ru"))
    assert {d.category: d.text for d in russian_box.players[0].details}["wonder"] == "Родос A, етап 1 → 3"
    spies = next(d.text for d in ukrainian.players[1].details if d.source == "Spies Guild")
    assert "червоних карт у сусідів — 2 (ліворуч Sofia: 1; праворуч Ira: 1) → 2" in spies
    # and English stays the default, unchanged
    assert next(d.text for d in english.players[1].details if d.source == "Spies Guild") == (
        "Spies Guild: red cards in neighbouring cities — 2 (left Sofia: 1; right Ira: 1) → 2")


def test_a_table_with_russian_card_names_scores_exactly_as_the_english_one():
    cat = catalogue("7w")
    doc = _example()
    russian = copy.deepcopy(doc)
    for p in russian["players"]:
        p["cards"] = [cat.card(c).ru[0] for c in p["cards"]]
        p["wonder"] = cat.wonder(p["wonder"]).ru[0]
    assert "Лесоповал" in russian["players"][0]["cards"] and russian["players"][0]["wonder"] == "Родос"
    assert _numbers(score(russian)) == _numbers(score(doc))
    with use_language("ru"):
        texts = [d.text for d in score(russian).players[1].details]
    assert "«Алтарь» → 2" in texts          # the printed Russian name, in the details


def test_the_tie_break_note_is_translated():
    doc = {"game": "7w", "players": [
        {"name": "A", "wonder": "Rhodos", "side": "A", "cards": ["Altar"], "coins": 3},
        {"name": "B", "wonder": "Gizah", "side": "A", "cards": ["Theater"], "coins": 3},
        {"name": "C", "wonder": "Babylon", "side": "A", "cards": [], "coins": 0}]}
    english = score(doc)
    with use_language("ru"):
        russian = score(doc)
    assert english.winners == russian.winners == ("A", "B")
    # seed 000, Конец игры: tied on points and coins → a shared victory
    assert english.tiebreak == "A and B tie on 3 points and on coins (A 3, B 3): they share the victory"
    assert russian.tiebreak == "у A и B поровну очков (3) и монет (A 3, B 3): победа общая"


def test_an_error_list_in_ukrainian_keeps_its_paths():
    doc = _example()
    doc["players"][0]["cards"][0] = "Lumbr Yard"
    doc["players"][1]["coins"] = -1
    doc["players"][2]["wonder"] = "Atlantis"
    with pytest.raises(BadInput) as english:
        score(copy.deepcopy(doc))
    with use_language("uk"), pytest.raises(BadInput) as ukrainian:
        score(doc)
    paths = [p.path for p in ukrainian.value.problems]
    assert paths == [p.path for p in english.value.problems]
    messages = dict((p.path, p.message) for p in ukrainian.value.problems)
    assert messages["players[0].cards[0]"] == "невідома карта 'Lumbr Yard'; можливо, 'Lumber Yard'?"
    assert messages["players[1].coins"] == "монети — ціле число від 0, отримано -1"
    assert messages["players[2].wonder"].startswith("невідоме чудо світу 'Atlantis'")


def test_7w2_details_in_russian():
    english = score(copy.deepcopy(README_EXAMPLE))
    with use_language("ru"):
        russian = score(copy.deepcopy(README_EXAMPLE))
    assert _numbers(russian) == _numbers(english)
    ira = [d.text for d in russian.players[0].details]
    # card: Decorators Guild — 7 points when every stage of the owner's wonder is built
    assert any(t.endswith("построено 2 из 2 этапов (чудо завершено) → 7") for t in ira)
    assert "10 монет ÷ 3 → 3" in ira


@pytest.mark.parametrize("how", [{"query_string": {"lang": "uk"}}, {"headers": {"Accept-Language": "ru"}}])
def test_the_api_answers_in_the_language_of_the_request(client, how):
    resp = client.post("/api/score", data=json.dumps(_example()), content_type="application/json", **how)
    assert resp.status_code == 200
    body = json.dumps(resp.get_json(), ensure_ascii=False)
    assert ("Наука: 1 циркуль, 1 шестерня" in body) if "query_string" in how else ("Наука: 1 циркуль, 1 шестерёнка" in body)
    assert "coins ÷ 3" not in body
    assert i18n.language() == "en"                 # the request's language does not leak


def test_every_message_of_the_engine_catalogue_is_used():
    """No stale message: each id of engine.po is still extracted from the files babel-engine.cfg
    names (scoring/, referee/, the CLI and the import/export checks)."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
    root = i18n.LOCALE.parents[1]
    keywords = dict(DEFAULT_KEYWORDS, N_=None, NC_=((1, "c"), 2))
    patterns = [line[len("[python: "):-1] for line in (root / "babel-engine.cfg").read_text().splitlines()
                if line.startswith("[python: ")]
    assert "scoring/**.py" in patterns and "referee/**.py" in patterns
    used = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
            root, method_map=[(p, "python") for p in patterns], keywords=keywords):
        used.add(message if isinstance(message, str) else message[0])
    for lang in ("ru", "uk"):
        with (i18n.LOCALE / lang / "LC_MESSAGES" / "engine.po").open("rb") as fh:
            ids = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(fh) if m.id}
        assert ids and ids <= used, sorted(ids - used)[:5]


def test_a_referee_verdict_in_ukrainian_with_its_citation():
    # seed 000, Торговля, example A (README, "Refereeing a dispute"): Ira pays 2 + 2 for University
    from referee.classic import check_document
    from referee.core.citations import describe
    doc = CLASSIC.referee_examples()[0]
    english = check_document(copy.deepcopy(doc))
    with use_language("uk"):
        verdict = check_document(doc)
        shown = [r["rule"] for r in verdict["reasons"]]
    assert (verdict["legal"], verdict["cost"]) == (english["legal"], english["cost"]) == (
        True, {"bank": 0, "left": 2, "right": 2})
    assert [r["citation"] for r in verdict["reasons"]] == [r["citation"] for r in english["reasons"]]
    cost, pay = (r["text"] for r in verdict["reasons"])
    assert cost.endswith("»: вартість — 1 скло, 1 папірус, 2 дерева")
    assert pay == ("Ira виробляє: 1 скло, 1 дерево; купує: 1 дерево у лівого сусіда (Oleg) за 2 монети і 1 папірус "
                   "у правого сусіда (Sofia) за 2 монети; платить 4 (монет на початку ходу: 5)")
    assert shown == ["Правила, Вартість у ресурсах", "Правила, Торгівля"]
    assert [r["rule"] for r in english["reasons"]] == ["Rulebook, Resource cost", "Rulebook, Trading"]
    assert describe("seed 000, Торговля")["title"] == "Trading"      # English outside the context


def test_the_saved_game_page_shows_rows_and_details_in_the_request_language(client, save_game):
    share, _edit = save_game()
    page = client.get(f"/g/{share}?lang=uk").get_data(as_text=True)
    assert "Військо" in page and "Скарбниця" in page          # the score-pad rows
    assert "монет ÷ 3" in page or "монети ÷ 3" in page         # a detail line
    english = client.get(f"/g/{share}?lang=en").get_data(as_text=True)
    assert "Treasury" in english and "Скарбниця" not in english


def test_the_entry_screen_and_the_text_pad_in_russian():
    from scoring.games.pad import format_pad
    screen_en = CLASSIC.entry_screen(3)
    with use_language("ru"):
        screen = CLASSIC.entry_screen(3)
        pad = format_pad(score(_example()))
    assert [g["id"] for g in screen.card_groups] == [g["id"] for g in screen_en.card_groups]
    assert screen.card_groups[0]["label"] == "I эпоха · Сырьё"
    assert [c["label"] for c in screen.counters][:2] == ["Построено этапов чуда", "Монеты"]
    assert screen.tokens[0]["label"] == "Жетоны конфликтов"
    lines = pad.splitlines()
    assert lines[1].startswith("Военные") and lines[1].split()[1:] == ["18", "-3", "-3"]
    assert any(line.startswith("Итого") for line in lines) and "Победитель: Ira" in pad


def test_a_pad_table_in_ukrainian_errors_and_details():
    from scoring.games import get
    game = get("7w")
    doc = {"game": "7w", "entry": "pad", "players": [
        {"name": "Ira", "pad": {"military": 5, "civilian": 12}, "coins": 4},
        {"name": "Oleg", "pad": {"military": 5, "civilian": 12}, "coins": 4},
        {"name": "Sofia", "pad": {"guilds": 3}, "coins": 0}]}
    from scoring.core import padmode
    english = padmode.score(game, padmode.parse(game, doc))
    with use_language("uk"):
        result = padmode.score(game, padmode.parse(game, doc))
        bad = copy.deepcopy(doc)
        bad["players"][2]["pad"] = {"guild": 3}
        with pytest.raises(BadInput) as exc:
            padmode.parse(game, bad)
    assert english.winners == result.winners == ("Ira", "Oleg")
    assert [d.text for d in result.players[0].details] == ["Військо: 5 (введено за рядком бланка)",
                                                           "Цивільні: 12 (введено за рядком бланка)"]
    assert result.tiebreak.startswith("порівну очок (17)")
    (problem,) = exc.value.problems
    assert problem.path == "players[2].pad.guild" and problem.message.endswith("можливо, 'guilds'?")
