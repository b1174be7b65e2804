"""The Cities fields of a table document (``scoring.expansions.cities.document``): whole problem lists, each
problem's path and sentence word for word in English, Russian and Ukrainian, and the conflicts a table with
Diplomacy tokens scores: the tests mutation testing of the module asked for (README "Mutation testing").

Cities rulebook, Diplomacy: a player with a Diplomacy token sits out the next conflict, its two neighbours
fighting each other; the tokens come from Residence (age I), Consulate (age II), Embassy (age III), the
Diplomacy stages of Byzantium (A: the 2nd; B: both) and Aspasia (data file scoring/data/cities.json).
"""
import pytest

from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_cities import GAME, player, table


def _problems(doc, lang):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def _four(ira=None, oleg=None, **doc):
    return dict(table(player("Ira", "Rhodos", ["Lair"], **(ira or {})), player("Oleg", "Gizah", ["Hideout"], **(oleg or {})),
                      player("Sofia", "Babylon", []), player("Anna", "Ephesos", [])), **doc)


DEBT = {"en": "debt must be a whole number 0 or more: the VP the player's Debt tokens cost (-1 and -5 tokens added up, "
              "without the sign), got {}",
        "ru": "долг — целое число от 0: сколько очков отнимают жетоны долга игрока (сумма жетонов −1 и −5 без знака), "
              "получено {}",
        "uk": "борг — ціле число від 0: скільки очок забирають жетони боргу гравця (сума жетонів −1 і −5 без знака), "
              "отримано {}"}
DIPLOMACY = {"en": "diplomacy must list the ages (1, 2, 3) at whose conflict the player was absent with a Diplomacy "
                   "token, each once, e.g. [2]; got {}",
             "ru": "diplomacy — список эпох (1, 2, 3), в конфликте которых игрок не участвовал благодаря жетону "
                   "дипломатии, каждая по разу, например [2]; получено {}",
             "uk": "diplomacy — список епох (1, 2, 3), у конфлікті яких гравець не брав участі завдяки жетону "
                   "дипломатії, кожна по разу, наприклад [2]; отримано {}"}
TEAM = {"en": "team is the number of the player's team in the team variant, 1 to 4, got {}",
        "ru": "team — номер команды игрока в командном варианте, от 1 до 4, а указано {}",
        "uk": "team — номер команди гравця в командному варіанті, від 1 до 4, а вказано {}"}
FIELDS = {  # Ira's value, Oleg's value (each refused at its own path)
    "debt": (DEBT, -2, "3"),
    "debt not whole": (DEBT, 2.5, True),
    "diplomacy": (DIPLOMACY, [4], [1, 1]),
    "diplomacy not a list of ages": (DIPLOMACY, "2", [2.0]),
    "team": (TEAM, 0, "1"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("case", list(FIELDS))
def test_a_cities_field_that_is_not_what_it_says_is_refused_at_its_path(case, lang):
    texts, ira, oleg = FIELDS[case]
    field = case.split()[0]
    assert _problems(_four({field: ira}, {field: oleg}), lang) == [
        (f"players[0].{field}", texts[lang].format(repr(ira))), (f"players[1].{field}", texts[lang].format(repr(oleg)))]


OPTIONS = {"en": [("secret_society_self", "secret_society_self is \"counted\" (the default, the app's reading) or "
                                          "\"ignored\", got 'yes'"),
                  ("masks_same_card", "masks_same_card is \"no\" (the default, the app's reading) or \"yes\", got 'maybe'")],
           "ru": [("secret_society_self", "secret_society_self — это \"counted\" (по умолчанию: так правило читает "
                                          "приложение) или \"ignored\", получено 'yes'"),
                  ("masks_same_card", "masks_same_card — это \"no\" (по умолчанию: так правило читает приложение) или "
                                      "\"yes\", получено 'maybe'")],
           "uk": [("secret_society_self", "secret_society_self — це \"counted\" (типово: так правило читає застосунок) "
                                          "або \"ignored\", отримано 'yes'"),
                  ("masks_same_card", "masks_same_card — це \"no\" (типово: так правило читає застосунок) або \"yes\", "
                                      "отримано 'maybe'")]}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_table_option_with_a_value_not_listed_is_refused_naming_both(lang):
    assert _problems(_four(secret_society_self="yes", masks_same_card="maybe"), lang) == OPTIONS[lang]


SAT_OUT = {"en": "{} sat out the conflict of age {} but has too few Diplomacy tokens by then: each comes from a card "
                 "(Consulate, Embassy, Residence), a stage of Byzantium or Aspasia, one per conflict",
           "ru": "{} пропускает конфликт эпохи {}, но к тому времени у него слишком мало жетонов дипломатии: жетон даёт "
                 "карта (Consulate, Embassy, Residence), этап планшета «Byzantium» или лидер «Aspasia», по одному на "
                 "конфликт",
           "uk": "{} пропускає конфлікт епохи {}, але на той час має замало жетонів дипломатії: жетон дає карта "
                 "(Consulate, Embassy, Residence), етап планшета «Byzantium» або лідер «Aspasia», по одному на конфлікт"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_an_age_sat_out_needs_a_diplomacy_token_taken_by_then_one_per_conflict(lang):
    # Ira's Consulate is an age II card; Byzantium A's 1st stage gives no token (its 2nd does); Sofia's one
    # Residence covers one conflict, not two
    doc = table(player("Ira", "Rhodos", ["Consulate"], diplomacy=[1]),
                player("Oleg", "Byzantium", [], stages=1, diplomacy=[1]),
                player("Sofia", "Babylon", ["Residence"], diplomacy=[1, 2]),
                player("Anna", "Ephesos", ["Barracks"]))
    assert _problems(doc, lang) == [("players[0].diplomacy", SAT_OUT[lang].format("Ira", "I")),
                                    ("players[1].diplomacy", SAT_OUT[lang].format("Oleg", "I")),
                                    ("players[2].diplomacy", SAT_OUT[lang].format("Sofia", "II"))]


def test_each_absent_player_s_neighbours_fight_each_other_age_by_age():
    # Ira's Consulate (age II) covers the conflict of age II; Byzantium A's 2nd stage age I; Sofia's Residence
    # age III. Shields: Anna 1 each age, the others none. Age I (Oleg absent): Ira-Sofia tie, Anna beats both;
    # age II (Ira absent): Oleg-Anna and Sofia-Anna, Oleg-Sofia tie; age III (Sofia absent): Oleg-Anna, Ira-Anna.
    doc = table(player("Ira", "Rhodos", ["Consulate"], diplomacy=[2], shields=[0, 0, 0]),
                player("Oleg", "Byzantium", [], stages=2, diplomacy=[1], shields=[0, 0, 0]),
                player("Sofia", "Babylon", ["Residence"], diplomacy=[3], shields=[0, 0, 0]),
                player("Anna", "Ephesos", ["Barracks"], shields=[1, 1, 1]))
    got = {p.name: [d.text for d in p.details if d.category == "military"] for p in GAME.score(doc).players}
    assert got == {"Ira": ["Conflict tokens -1, -1 → -2"], "Oleg": ["Conflict tokens -1, -1 → -2"],
                   "Sofia": ["Conflict tokens -1, -1 → -2"], "Anna": ["Conflict tokens +1, +1, +3, +3, +5, +5 → 18"]}


def test_a_debt_of_0_and_no_age_sat_out_are_what_leaving_the_fields_out_says():
    # debt is "a whole number 0 or more" (Cities rulebook, Debt tokens: a player may hold none)
    given = _four({"debt": 0, "diplomacy": []}, {"debt": 0, "diplomacy": [], "team": None})
    result, plain = GAME.score(given), GAME.score(_four())
    assert [(p.name, p.total, [d.text for d in p.details]) for p in result.players] == [
        (p.name, p.total, [d.text for d in p.details]) for p in plain.players]
    assert [p.categories["treasury"] for p in result.players] == [0, 0, 0, 0]
    assert not any(d.source == "debt" for p in result.players for d in p.details)
