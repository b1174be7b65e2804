"""The Leaders referee's conflicts (``referee.expansions.leaders.military``), more positions: Nero's coins
(2 per Victory token won from his Age of recruitment on; the printed card, data file), Semiramis' shields
(each Defeat token her city holds adds 1 shield) and Tomyris recruited in Age I or III found from the
tokens; whole answers word for word in English and Russian (Leaders rulebook, Leader cards)."""
import pytest

from scoring.core.i18n import use_language

from test_leaders_referee import military

NERO = {"en": ("Leaders rulebook, Leader cards; the printed card: Nero", "Nero"),
        "ru": ("Правила «Лидеров», Карты лидеров; напечатано на карте: «Nero»", "«Nero»")}
CITE = lambda name: [{"book": "leaders", "section": "leader-cards"},  # noqa: E731
                     {"book": "leaders", "section": "card", "detail": name}]


@pytest.mark.parametrize("lang, text", [("en", "Nero: 1 Victory token won from Age III on: +2"),
                                        ("ru", "«Nero»: 1 жетон победы, полученный начиная с эпохи III: +2")])
def test_nero_recruited_in_age_three_takes_two_coins_for_the_one_token_won_then(lang, text):
    # Nero after another card: Ann beats Cid in every Age and Bob (2 shields) in Age III only
    with use_language(lang):
        v = military({"cards": ["Barracks", "Nero"], "shields": [1, 1, 1], "recruited": {"Nero": 3}},
                     {"cards": ["Stockade", "Guard Tower"], "shields": [0, 0, 2]}, {"cards": [], "shields": [0, 0, 0]})
    assert v["income"] == [{"player": "Ann", "coins": 2, "source": "Nero", "rule": NERO[lang][0], "text": text,
                            "citation": CITE("Nero")}]
    assert v["reasons"] == [] and v["recruited"] == {}


@pytest.mark.parametrize("lang, text", [
    ("en", "Nero: 4 Victory tokens won from Age II on: +8"),
    ("ru", "«Nero»: 4 жетона победы, полученных начиная с эпохи II: +8")])
def test_nero_recruited_in_age_two_takes_eight_coins(lang, text):
    with use_language(lang):
        v = military({"cards": ["Barracks", "Nero"], "shields": [1, 1, 1], "recruited": {"Nero": 2}},
                     {"cards": ["Lumber Yard", "Loom"], "shields": [0, 0, 0]},
                     {"cards": ["Clay Pool", "Press"], "shields": [0, 0, 0]})
    assert v["income"] == [{"player": "Ann", "coins": 8, "source": "Nero", "rule": NERO[lang][0], "text": text,
                            "citation": CITE("Nero")}]


@pytest.mark.parametrize("lang, text", [
    ("en", 'Nero: Ann takes coins for each Victory token won after the recruitment; give "recruited" to count them'),
    ("ru", "«Nero»: Ann берёт монеты за каждый жетон победы, полученный после найма; укажите \"recruited\", "
           "чтобы их посчитать")])
def test_nero_without_his_age_of_recruitment_asks_for_it(lang, text):
    with use_language(lang):
        v = military({"cards": ["Barracks", "Nero"], "shields": [1, 1, 1]},
                     {"cards": ["Lumber Yard", "Loom"], "shields": [0, 0, 0]},
                     {"cards": ["Clay Pool", "Press"], "shields": [0, 0, 0]})
    assert v["income"] == [] and v["reasons"] == [{"text": text, "rule": NERO[lang][0], "citation": CITE("Nero")}]


SEMIRAMIS = {
    "en": ("Leaders rulebook, Leader cards; the printed card: Semiramis",
           "Semiramis (Ann, recruited in Age I): from the conflicts of Age I on, each Defeat token Ann holds adds 1 shield",
           "Semiramis: Ann holds 2 Defeat tokens, counted as shields: {n} in this conflict"),
    "ru": ("Правила «Лидеров», Карты лидеров; напечатано на карте: «Semiramis»",
           "«Semiramis» (Ann, найм в эпохе I): начиная с конфликтов эпохи I, каждый жетон поражения у Ann добавляет 1 щит",
           "«Semiramis»: у Ann 2 жетона поражения, они идут в счёт щитов: сила Ann в этом конфликте — {n}")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_semiramis_counts_the_two_defeats_of_age_one_as_shields(lang):
    # Age I: Ann (0) loses to Bob (1) and Cid (1); Ages II and III: 2 more shields, she wins both fights
    rule, note, line = SEMIRAMIS[lang]
    with use_language(lang):
        v = military({"cards": ["Barracks", "Semiramis"], "shields": [0, 0, 1], "recruited": {"Semiramis": 1}},
                     {"cards": ["Lumber Yard", "Loom", "Stockade"], "shields": [1, 1, 1]},
                     {"cards": ["Clay Pool", "Press", "Guard Tower"], "shields": [1, 1, 1]})
    assert v["legal"] is True and v["reasons"] == [{"text": note, "rule": rule, "citation": CITE("Semiramis")}]
    assert [a["shields"]["Ann"] for a in v["ages"]] == [0, 2, 3]
    assert [a["reasons"] for a in v["ages"]] == [[]] + [
        [{"text": line.format(n=n), "rule": rule, "citation": CITE("Semiramis")}] for n in (2, 3)]
    assert v["tokens"]["Ann"] == {"left": [-1, 3, 5], "right": [-1, 3, 5], "total": 14}
    assert v["recruited"] == {"Ann": {"Semiramis": 1}}


BOB = {"cards": ["Lumber Yard", "Loom", "Stockade"], "shields": [1, 1, 1]}
CID = {"cards": ["Clay Pool", "Press"], "shields": [0, 0, 0]}


@pytest.mark.parametrize("age, ann, bob", [
    (1, {"left": [], "right": []}, {"left": [1, 3, 5], "right": [1, -1, 3, -1, 5, -1]}),
    (3, {"left": [-1, -1], "right": []}, {"left": [1, 3, 5], "right": [1, 3, 5, -1]})])
def test_tomyris_recruited_in_the_first_or_the_last_age_is_found_from_the_tokens(age, ann, bob):
    # Ann (0 shields) loses to Bob (1) in every Age; her Defeat tokens go to Bob from Tomyris' Age on
    v = military({"cards": ["Tomyris"], "shields": [0, 0, 0], "military": ann}, dict(BOB, military=bob),
                 dict(CID, military={"left": [], "right": [-1, -1, -1]}))
    roman = {1: "I", 3: "III"}[age]
    assert v["legal"] is True and v["recruited"] == {"Ann": {"Tomyris": age}}
    assert [r["text"] for r in v["reasons"]] == [
        f"Tomyris (Ann, recruited in Age {roman}): from the conflicts of Age {roman} on, a Defeat token Ann would take "
        "goes to the neighbour who won"]


def test_semiramis_alone_does_not_hide_that_the_tables_tokens_are_impossible():
    # Semiramis changes shields, not the tokens a fight gives: the table's count of won and lost battles is
    # still checked (Rulebook, End of an age); Ann claims a 7th Victory token
    v = military({"cards": ["Barracks", "Semiramis"], "shields": [0, 0, 1], "recruited": {"Semiramis": 1},
                  "military": [-1, -1, 3, 3, 5, 5, 5]},
                 {"cards": ["Lumber Yard", "Loom", "Stockade"], "shields": [1, 1, 1], "military": [1, -1, -1]},
                 {"cards": ["Clay Pool", "Press", "Guard Tower"], "shields": [1, 1, 1], "military": [1, -1, -1]})
    assert v["legal"] is False and [r["text"] for r in v["reasons"]] == [
        "the table's tokens are impossible: victory tokens on the table: 7, defeat tokens: 6; every battle won is a "
        "battle lost by a neighbour", SEMIRAMIS["en"][1]]
    assert [p["player"] for p in v["problems"]] == ["Ann"]
