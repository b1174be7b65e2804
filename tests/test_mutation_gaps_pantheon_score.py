"""Pantheon's table and score (``scoring/expansions/pantheon/table.py``) word for word: the score sheets and bad
documents mutation testing asked for (README "Mutation testing"): every Grand Temple, Divinity and Mysticism line
with its row, source and points, the winner and the sentence that says why, in English, Russian and Ukrainian, and
each problem with its path and sentence in English and Russian.

Sources: the Pantheon facts (``../shared/facts/duel-pantheon-agora.md``, A5 and the data file
``scoring/data/pantheon.json``: the Grand Temples 5 / 12 / 21 VP for 1 / 2 / 3 in place of the Guilds; Aphrodite
9 VP; 1 VP a coin left on Astarte; Mysticism 2 VP a Mythology or unused Offering token; Ishtar's scales and
Nisaba's Snake token on an opponent's green card count as science symbols, for scientific supremacy too; the
Minerva pawn never on the Conflict pawn's space) and seed 003 (six different science symbols win at once; a
capital reached ends the game too).
"""
import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.pantheon import EXPANSION

FIVE = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy"]      # plumb, wheel, quill, mortar, sundial


def table(a=None, b=None, **over):
    doc = {"game": "duel", "expansions": ["pantheon"], "conflict": 0, "players": [
        dict({"name": "Ana", "cards": [], "coins": 0}, **(a or {})),
        dict({"name": "Bo", "cards": [], "coins": 0}, **(b or {}))]}
    doc.update(over)
    return doc


DOCS = {
    "three_temples_one_coin_on_astarte": table(
        {"cards": ["Greek Grand Temple", "Roman Grand Temple", "Egyptian Grand Temple"], "progress": ["Mysticism"],
         "pantheon": {"divinities": ["Astarte"], "astarte_coins": 1, "mythology_tokens": ["greek"]}}),
    "no_coin_left_on_astarte": table(b={"pantheon": {"divinities": ["Astarte", "Aphrodite"], "astarte_coins": 0,
                                                     "offering_tokens": [2, 3, 4]}, "progress": ["Mysticism"]}),
    "nisaba_snake_sixth_symbol": table({"cards": FIVE, "pantheon": {"divinities": ["Nisaba"], "snake": "University"}},
                                       {"cards": ["University"]}),
    "ishtar_sixth_symbol": table({"cards": FIVE, "pantheon": {"divinities": ["Ishtar"]}}),
    "five_symbols": table({"cards": FIVE}),
}

BAD = {
    "guild": table({"cards": ["Merchants Guild"]}),
    "snake_without_nisaba": table({"pantheon": {"snake": "Apothecary"}}, {"cards": ["Apothecary"]}),
    "snake_not_green": table({"pantheon": {"divinities": ["Nisaba"], "snake": "Baths"}}, {"cards": ["Baths"]}),
    "snake_not_opponents": table({"cards": ["Apothecary"], "pantheon": {"divinities": ["Nisaba"], "snake": "Apothecary"}}),
    "minerva_on_the_pawn": table({"pantheon": {"divinities": ["Minerva"], "minerva": 2}}, conflict=2),
    "ishtar_supremacy_and_capital": table({"cards": ["Pharmacist", "Workshop", "Apothecary", "Scriptorium", "Academy"],
                                           "pantheon": {"divinities": ["Ishtar"]}}, conflict=9),
}
DOCS = {"temples": EXPANSION.examples()[0], "russian": EXPANSION.examples()[1], **DOCS}


SHEETS = {
    'temples': {
        'en': (['Ana'], 'civilian', 'Ana has the most victory points (Ana 53, Bo 10)', [
            'Ana guilds 12 [Grand Temples]: 2 Grand Temples (Greek Grand Temple, Roman Grand Temple) → 12',
            'Ana divinities 9 [Aphrodite]: Aphrodite → 9',
            'Ana divinities 4 [Astarte]: Astarte: 4 coins left on the card × 1 → 4',
            'Ana progress 6 [Mysticism]: Mysticism: 2 Mythology + 1 Offering tokens × 2 → 6',
            'Bo guilds 5 [Grand Temples]: 1 Grand Temple (Egyptian Grand Temple) → 5',
        ]),
        'ru': (['Ana'], 'civilian', 'у игрока Ana больше всего победных очков (Ana 53, Bo 10)', [
            'Ana guilds 12 [Grand Temples]: 2 Великих храма (Греческий великий храм, Римский великий храм) → 12',
            'Ana divinities 9 [Aphrodite]: Афродита → 9',
            'Ana divinities 4 [Astarte]: Астарта: на карте остались 4 монеты × 1 → 4',
            'Ana progress 6 [Mysticism]: Мистицизм: жетоны Мифологии (2) + жетоны Жертвоприношения (1) × 2 → 6',
            'Bo guilds 5 [Grand Temples]: 1 Великий храм (Египетский великий храм) → 5',
        ]),
        'uk': (['Ana'], 'civilian', 'гравець Ana має найбільше переможних очок (Ana 53, Bo 10)', [
            'Ana guilds 12 [Grand Temples]: 2 Великі храми (Greek Grand Temple, Roman Grand Temple) → 12',
            'Ana divinities 9 [Aphrodite]: Aphrodite → 9',
            'Ana divinities 4 [Astarte]: Astarte: на карті лишилися 4 монети × 1 → 4',
            'Ana progress 6 [Mysticism]: Mysticism: жетони Міфології (2) + жетони Жертвоприношення (1) × 2 → 6',
            'Bo guilds 5 [Grand Temples]: 1 Великий храм (Egyptian Grand Temple) → 5',
        ]),
    },
    'russian': {
        'en': (['Борис'], 'civilian', 'Борис has the most victory points (Аня 15, Борис 20)', [
            'Аня guilds 5 [Grand Temples]: 1 Grand Temple (Egyptian Grand Temple) → 5',
            'Аня divinities 9 [Aphrodite]: Aphrodite → 9',
            'Борис divinities 7 [Astarte]: Astarte: 7 coins left on the card × 1 → 7',
            'Борис progress 4 [Mysticism]: Mysticism: 0 Mythology + 2 Offering tokens × 2 → 4',
        ]),
        'ru': (['Борис'], 'civilian', 'у игрока Борис больше всего победных очков (Аня 15, Борис 20)', [
            'Аня guilds 5 [Grand Temples]: 1 Великий храм (Египетский великий храм) → 5',
            'Аня divinities 9 [Aphrodite]: Афродита → 9',
            'Борис divinities 7 [Astarte]: Астарта: на карте осталось 7 монет × 1 → 7',
            'Борис progress 4 [Mysticism]: Мистицизм: жетоны Мифологии (0) + жетоны Жертвоприношения (2) × 2 → 4',
        ]),
        'uk': (['Борис'], 'civilian', 'гравець Борис має найбільше переможних очок (Аня 15, Борис 20)', [
            'Аня guilds 5 [Grand Temples]: 1 Великий храм (Egyptian Grand Temple) → 5',
            'Аня divinities 9 [Aphrodite]: Aphrodite → 9',
            'Борис divinities 7 [Astarte]: Astarte: на карті лишилося 7 монет × 1 → 7',
            'Борис progress 4 [Mysticism]: Mysticism: жетони Міфології (0) + жетони Жертвоприношення (2) × 2 → 4',
        ]),
    },
    'three_temples_one_coin_on_astarte': {
        'en': (['Ana'], 'civilian', 'Ana has the most victory points (Ana 24, Bo 0)', [
            'Ana guilds 21 [Grand Temples]: 3 Grand Temples (Greek Grand Temple, Roman Grand Temple, Egyptian Grand Temple) → 21',
            'Ana divinities 1 [Astarte]: Astarte: 1 coin left on the card × 1 → 1',
            'Ana progress 2 [Mysticism]: Mysticism: 1 Mythology + 0 Offering tokens × 2 → 2',
        ]),
        'ru': (['Ana'], 'civilian', 'у игрока Ana больше всего победных очков (Ana 24, Bo 0)', [
            'Ana guilds 21 [Grand Temples]: 3 Великих храма (Греческий великий храм, Римский великий храм, Египетский великий храм) → 21',
            'Ana divinities 1 [Astarte]: Астарта: на карте осталась 1 монета × 1 → 1',
            'Ana progress 2 [Mysticism]: Мистицизм: жетоны Мифологии (1) + жетоны Жертвоприношения (0) × 2 → 2',
        ]),
        'uk': (['Ana'], 'civilian', 'гравець Ana має найбільше переможних очок (Ana 24, Bo 0)', [
            'Ana guilds 21 [Grand Temples]: 3 Великі храми (Greek Grand Temple, Roman Grand Temple, Egyptian Grand Temple) → 21',
            'Ana divinities 1 [Astarte]: Astarte: на карті лишилася 1 монета × 1 → 1',
            'Ana progress 2 [Mysticism]: Mysticism: жетони Міфології (1) + жетони Жертвоприношення (0) × 2 → 2',
        ]),
    },
    'no_coin_left_on_astarte': {
        'en': (['Bo'], 'civilian', 'Bo has the most victory points (Ana 0, Bo 15)', [
            'Bo divinities 0 [Astarte]: Astarte: 0 coins left on the card × 1 → 0',
            'Bo divinities 9 [Aphrodite]: Aphrodite → 9',
            'Bo progress 6 [Mysticism]: Mysticism: 0 Mythology + 3 Offering tokens × 2 → 6',
        ]),
        'ru': (['Bo'], 'civilian', 'у игрока Bo больше всего победных очков (Ana 0, Bo 15)', [
            'Bo divinities 0 [Astarte]: Астарта: на карте осталось 0 монет × 1 → 0',
            'Bo divinities 9 [Aphrodite]: Афродита → 9',
            'Bo progress 6 [Mysticism]: Мистицизм: жетоны Мифологии (0) + жетоны Жертвоприношения (3) × 2 → 6',
        ]),
        'uk': (['Bo'], 'civilian', 'гравець Bo має найбільше переможних очок (Ana 0, Bo 15)', [
            'Bo divinities 0 [Astarte]: Astarte: на карті лишилося 0 монет × 1 → 0',
            'Bo divinities 9 [Aphrodite]: Aphrodite → 9',
            'Bo progress 6 [Mysticism]: Mysticism: жетони Міфології (0) + жетони Жертвоприношення (3) × 2 → 6',
        ]),
    },
    'nisaba_snake_sixth_symbol': {
        'en': (['Ana'], 'science', 'Ana holds 6 different science symbols (plumb, wheel, quill, mortar, sundial, globe): scientific supremacy, at once and whatever the points', [
        ]),
        'ru': (['Ana'], 'science', 'у игрока Ana разных научных символов: 6 (отвес, колесо, перо, ступка, солнечные часы, глобус): научное превосходство — сразу и независимо от очков', [
        ]),
        'uk': (['Ana'], 'science', 'гравець Ana має різних наукових символів: 6 (висок, колесо, перо, ступка, сонячний годинник, глобус): наукова перевага — одразу й незалежно від очок', [
        ]),
    },
    'ishtar_sixth_symbol': {
        'en': (['Ana'], 'science', 'Ana holds 6 different science symbols (plumb, wheel, quill, mortar, sundial, scales): scientific supremacy, at once and whatever the points', [
        ]),
        'ru': (['Ana'], 'science', 'у игрока Ana разных научных символов: 6 (отвес, колесо, перо, ступка, солнечные часы, весы): научное превосходство — сразу и независимо от очков', [
        ]),
        'uk': (['Ana'], 'science', 'гравець Ana має різних наукових символів: 6 (висок, колесо, перо, ступка, сонячний годинник, терези): наукова перевага — одразу й незалежно від очок', [
        ]),
    },
    'five_symbols': {
        'en': (['Ana'], 'civilian', 'Ana has the most victory points (Ana 5, Bo 0)', [
        ]),
        'ru': (['Ana'], 'civilian', 'у игрока Ana больше всего победных очков (Ana 5, Bo 0)', [
        ]),
        'uk': (['Ana'], 'civilian', 'гравець Ana має найбільше переможних очок (Ana 5, Bo 0)', [
        ]),
    },
}
PROBLEMS = {
    'guild': {
        'en': [('players[0].cards', "Merchants Guild is a Guild: with Pantheon the Grand Temples take the Guilds' place in age III and no Guild is used")],
        'ru': [('players[0].cards', '«Гильдия торговцев» — гильдия: с «Пантеоном» Великие храмы занимают место гильдий в III эпохе, и гильдии не используются')],
    },
    'snake_without_nisaba': {
        'en': [('players[0].pantheon.snake', "the Snake token needs Nisaba among this player's divinities")],
        'ru': [('players[0].pantheon.snake', 'жетон Змеи возможен, только если Нисаба среди Божеств этого игрока')],
    },
    'snake_not_green': {
        'en': [('players[0].pantheon.snake', "the Snake token lies on one of Bo's green cards; 'Baths' is not one")],
        'ru': [('players[0].pantheon.snake', "жетон Змеи лежит на одной из зелёных карт игрока Bo; 'Baths' — не такая карта")],
    },
    'snake_not_opponents': {
        'en': [('players[0].pantheon.snake', "the Snake token lies on one of Bo's green cards; 'Apothecary' is not one")],
        'ru': [('players[0].pantheon.snake', "жетон Змеи лежит на одной из зелёных карт игрока Bo; 'Apothecary' — не такая карта")],
    },
    'minerva_on_the_pawn': {
        'en': [('players[0].pantheon.minerva', "the Minerva pawn cannot stand on the Conflict pawn's space (2): it is placed elsewhere and the Conflict pawn stops before it")],
        'ru': [('players[0].pantheon.minerva', 'фишка Минервы не может стоять на делении маркера конфликта (2): её ставят на другое деление, и маркер конфликта останавливается перед ней')],
    },
    'ishtar_supremacy_and_capital': {
        'en': [('conflict', 'the pawn is in a capital and Ana holds 6 different science symbols: either supremacy ends the game at once, so both cannot happen')],
        'ru': [('conflict', 'маркер в столице, и у игрока Ana 6 разных научных символов: любое превосходство сразу заканчивает игру, поэтому обоих быть не может')],
    },
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("name", sorted(SHEETS))
def test_every_pantheon_line_and_the_verdict_word_for_word(name, lang):
    with use_language(lang):
        result = games.score(DOCS[name])
    lines = [f"{p.name} {d.category} {d.points} [{d.source}]: {d.text}" for p in result.players for d in p.details
             if d.category in ("divinities", "guilds", "progress")]
    assert (list(result.winners), result.extra.get("victory"), result.extra.get("explanation"), lines) == \
        SHEETS[name][lang]
    assert all("divinities" in p.categories for p in result.players)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", sorted(PROBLEMS))
def test_every_bad_pantheon_table_says_each_problem_at_its_path(name, lang):
    with use_language(lang), pytest.raises(BadInput) as caught:
        games.score(BAD[name])
    assert [(p.path, p.message) for p in caught.value.problems] == PROBLEMS[name][lang]
