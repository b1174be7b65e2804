"""Pantheon's document (``scoring/expansions/pantheon/document.py``) word for word: the bad documents mutation
testing asked for (README "Mutation testing"), each with its whole problem list (every path and sentence) in English
and Russian, and the documents just inside each bound accepted.

Sources: the Pantheon facts (``../shared/facts/duel-pantheon-agora.md``: A5 the 15 Divinities, one of each, Astarte's
7 coins on her card, Minerva's pawn on the military track, capitals included; the Offering tokens 2, 3 and 4, one of
each; the Mythology tokens, 2 per mythology, 5 placed in age I) and seed 003 (the military track, 9 spaces to a
capital); the data file ``scoring/data/pantheon.json`` (``options``).
"""
import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.pantheon import EXPANSION

GOOD = EXPANSION.examples()[0]      # Ana: Aphrodite, Astarte (4 coins on her), greek + roman, Offering 3; Bo: Tanit, Mars


def pantheon(seat, raw=None, **fields):
    doc = copy.deepcopy(GOOD)
    doc["players"][seat]["pantheon"] = raw if raw is not None else dict(doc["players"][seat]["pantheon"], **fields)
    return doc


CASES = {
    "options_not_object": dict(GOOD, pantheon_options=["zeus_tokens"]),
    "option_unknown": dict(GOOD, pantheon_options={"zeus": "discarded"}),
    "option_value_bad": dict(GOOD, pantheon_options={"zeus_tokens": "kept"}),
    "pantheon_not_object": pantheon(0, [1]),
    "unknown_field": pantheon(0, divinity=["Aphrodite"]),
    "divinities_not_list": pantheon(0, divinities="Aphrodite"),
    "divinity_misspelt": pantheon(0, divinities=["Aphrodyte", "Astarte"]),
    "divinity_unknown": pantheon(0, divinities=["Odin", "Astarte"]),
    "divinity_gate": pantheon(0, divinities=["gate", "Astarte"]),
    "divinity_twice": pantheon(0, divinities=["Aphrodite", "Astarte", "Aphrodite"]),
    "divinity_both_cities": pantheon(1, divinities=["Tanit", "Aphrodite"]),
    "mythology_unknown": pantheon(0, mythology_tokens=["norse"]),
    "mythologies_not_list": pantheon(0, mythology_tokens="greek"),
    "offering_5": pantheon(1, offering_tokens=[5]),
    "offering_text": pantheon(1, offering_tokens=["2"]),
    "offering_twice": pantheon(1, offering_tokens=[2, 2]),
    "offering_both_cities": pantheon(1, offering_tokens=[3]),
    "astarte_8": pantheon(0, astarte_coins=8),
    "astarte_minus": pantheon(0, astarte_coins=-1),
    "astarte_without_her": pantheon(1, astarte_coins=2),
    "snake_not_text": pantheon(0, snake=3),
    "minerva_10": pantheon(0, minerva=10),
    "minerva_text": pantheon(0, minerva="2"),
    "minerva_without_her": pantheon(0, minerva=9),
    "three_greek": pantheon(1, mythology_tokens=["greek", "greek"]),
    "six_tokens": pantheon(1, mythology_tokens=["egyptian", "phoenician", "mesopotamian", "egyptian"]),
}


def problems(doc: dict, lang: str) -> list[tuple[str, str]]:
    with use_language(lang), pytest.raises(BadInput) as caught:
        games.score(doc)
    return [(p.path, p.message) for p in caught.value.problems]


EXPECTED = {
    'options_not_object': {
        'en': [
            ('pantheon_options', 'pantheon_options maps an option to its value, e.g. {"zeus_tokens": "discarded"}'),
        ],
        'ru': [
            ('pantheon_options', 'pantheon_options сопоставляет варианту правила его значение, например {"zeus_tokens": "discarded"}'),
        ],
    },
    'option_unknown': {
        'en': [
            ('pantheon_options.zeus', "unknown option 'zeus'; the options are zeus_tokens, token_positions, offering_tokens_per_activation, astarte_coins_spent"),
        ],
        'ru': [
            ('pantheon_options.zeus', "неизвестный вариант правил 'zeus'; варианты: zeus_tokens, token_positions, offering_tokens_per_activation, astarte_coins_spent"),
        ],
    },
    'option_value_bad': {
        'en': [
            ('pantheon_options.zeus_tokens', "zeus_tokens is one of discarded, to_player, got 'kept'"),
        ],
        'ru': [
            ('pantheon_options.zeus_tokens', "zeus_tokens — одно из значений discarded, to_player, получено 'kept'"),
        ],
    },
    'pantheon_not_object': {
        'en': [
            ('players[0].pantheon', 'pantheon must be an object with divinities, astarte_coins, mythology_tokens and offering_tokens'),
        ],
        'ru': [
            ('players[0].pantheon', 'pantheon должен быть объектом с полями divinities, astarte_coins, mythology_tokens и offering_tokens'),
        ],
    },
    'unknown_field': {
        'en': [
            ('players[0].pantheon.divinity', "unknown field 'divinity'; did you mean 'divinities'?"),
        ],
        'ru': [
            ('players[0].pantheon.divinity', "неизвестное поле 'divinity'; возможно, имелось в виду 'divinities'?"),
        ],
    },
    'divinities_not_list': {
        'en': [
            ('players[0].pantheon.divinities', 'divinities must be a list, e.g. ["Aphrodite", "Tanit"]'),
            ('players[0].pantheon.astarte_coins', "coins on Astarte need Astarte among this player's divinities"),
        ],
        'ru': [
            ('players[0].pantheon.divinities', 'divinities должно быть списком, например ["Aphrodite", "Tanit"]'),
            ('players[0].pantheon.astarte_coins', 'монеты на карте «Астарта» возможны, только если «Астарта» среди Божеств этого игрока'),
        ],
    },
    'divinity_misspelt': {
        'en': [
            ('players[0].pantheon.divinities[0]', "unknown Divinity 'Aphrodyte'; did you mean 'Aphrodite'?"),
        ],
        'ru': [
            ('players[0].pantheon.divinities[0]', "неизвестное Божество 'Aphrodyte'; может быть, 'Aphrodite'?"),
        ],
    },
    'divinity_unknown': {
        'en': [
            ('players[0].pantheon.divinities[0]', "unknown Divinity 'Odin'; the Divinities are Enki, Ishtar, Nisaba, Astarte, Baal, Tanit, Aphrodite, Hades, Zeus, Anubis, Isis, Ra, Mars, Minerva, Neptune"),
        ],
        'ru': [
            ('players[0].pantheon.divinities[0]', "неизвестное Божество 'Odin'; Божества: Энки, Иштар, Нисаба, Астарта, Баал, Танит, Афродита, Аид, Зевс, Анубис, Исида, Ра, Марс, Минерва, Нептун"),
        ],
    },
    'divinity_gate': {
        'en': [
            ('players[0].pantheon.divinities[0]', "unknown Divinity 'gate'; the Divinities are Enki, Ishtar, Nisaba, Astarte, Baal, Tanit, Aphrodite, Hades, Zeus, Anubis, Isis, Ra, Mars, Minerva, Neptune"),
        ],
        'ru': [
            ('players[0].pantheon.divinities[0]', "неизвестное Божество 'gate'; Божества: Энки, Иштар, Нисаба, Астарта, Баал, Танит, Афродита, Аид, Зевс, Анубис, Исида, Ра, Марс, Минерва, Нептун"),
        ],
    },
    'divinity_twice': {
        'en': [
            ('players[0].pantheon.divinities[2]', 'Aphrodite is already listed: each Divinity exists once'),
        ],
        'ru': [
            ('players[0].pantheon.divinities[2]', 'Божество «Афродита» уже указано: каждое Божество есть в одном экземпляре'),
        ],
    },
    'divinity_both_cities': {
        'en': [
            ('players[1].pantheon.divinities[1]', "Aphrodite is also in players[0]'s city: there is one in the box"),
        ],
        'ru': [
            ('players[1].pantheon.divinities[1]', 'Афродита — также в городе players[0]: в коробке только один экземпляр'),
        ],
    },
    'mythology_unknown': {
        'en': [
            ('players[0].pantheon.mythology_tokens[0]', "unknown mythology 'norse'; the mythologies are mesopotamian, phoenician, greek, egyptian, roman"),
        ],
        'ru': [
            ('players[0].pantheon.mythology_tokens[0]', "неизвестная мифология 'norse'; мифологии: mesopotamian, phoenician, greek, egyptian, roman"),
        ],
    },
    'mythologies_not_list': {
        'en': [
            ('players[0].pantheon.mythology_tokens', 'mythology_tokens must be a list, e.g. ["greek", "roman"]'),
        ],
        'ru': [
            ('players[0].pantheon.mythology_tokens', 'mythology_tokens должно быть списком, например ["greek", "roman"]'),
        ],
    },
    'offering_5': {
        'en': [
            ('players[1].pantheon.offering_tokens[0]', 'an Offering token is one of 2, 3, 4 (the coins it takes off), got 5'),
        ],
        'ru': [
            ('players[1].pantheon.offering_tokens[0]', 'жетон Жертвоприношения — одно из значений 2, 3, 4 (сколько монет он снимает), получено 5'),
        ],
    },
    'offering_text': {
        'en': [
            ('players[1].pantheon.offering_tokens[0]', "an Offering token is one of 2, 3, 4 (the coins it takes off), got '2'"),
        ],
        'ru': [
            ('players[1].pantheon.offering_tokens[0]', "жетон Жертвоприношения — одно из значений 2, 3, 4 (сколько монет он снимает), получено '2'"),
        ],
    },
    'offering_twice': {
        'en': [
            ('players[1].pantheon.offering_tokens[1]', 'the Offering token 2 is already listed: there is one of each'),
        ],
        'ru': [
            ('players[1].pantheon.offering_tokens[1]', 'жетон Жертвоприношения 2 уже указан: каждый есть в одном экземпляре'),
        ],
    },
    'offering_both_cities': {
        'en': [
            ('players[1].pantheon.offering_tokens[0]', "Offering token 3 is also in players[0]'s city: there is one in the box"),
        ],
        'ru': [
            ('players[1].pantheon.offering_tokens[0]', 'Жетон Жертвоприношения 3 — также в городе players[0]: в коробке только один экземпляр'),
        ],
    },
    'astarte_8': {
        'en': [
            ('players[0].pantheon.astarte_coins', 'coins on Astarte are a whole number 0 to 7, got 8'),
        ],
        'ru': [
            ('players[0].pantheon.astarte_coins', 'монеты на карте «Астарта» — целое число от 0 до 7, получено 8'),
        ],
    },
    'astarte_minus': {
        'en': [
            ('players[0].pantheon.astarte_coins', 'coins on Astarte are a whole number 0 to 7, got -1'),
        ],
        'ru': [
            ('players[0].pantheon.astarte_coins', 'монеты на карте «Астарта» — целое число от 0 до 7, получено -1'),
        ],
    },
    'astarte_without_her': {
        'en': [
            ('players[1].pantheon.astarte_coins', "coins on Astarte need Astarte among this player's divinities"),
        ],
        'ru': [
            ('players[1].pantheon.astarte_coins', 'монеты на карте «Астарта» возможны, только если «Астарта» среди Божеств этого игрока'),
        ],
    },
    'snake_not_text': {
        'en': [
            ('players[0].pantheon.snake', "snake names the opponent's green card under the Snake token"),
        ],
        'ru': [
            ('players[0].pantheon.snake', 'snake — зелёная карта соперника, на которой лежит жетон Змеи'),
        ],
    },
    'minerva_10': {
        'en': [
            ('players[0].pantheon.minerva', "the Minerva pawn's space is a whole number from -9 to 9, counted like the Conflict pawn's (positive: toward the second player's capital), got 10"),
        ],
        'ru': [
            ('players[0].pantheon.minerva', 'деление фишки Минервы — целое число от -9 до 9, считается как для маркера конфликта (плюс — в сторону столицы второго игрока), получено 10'),
        ],
    },
    'minerva_text': {
        'en': [
            ('players[0].pantheon.minerva', "the Minerva pawn's space is a whole number from -9 to 9, counted like the Conflict pawn's (positive: toward the second player's capital), got '2'"),
        ],
        'ru': [
            ('players[0].pantheon.minerva', "деление фишки Минервы — целое число от -9 до 9, считается как для маркера конфликта (плюс — в сторону столицы второго игрока), получено '2'"),
        ],
    },
    'minerva_without_her': {
        'en': [
            ('players[0].pantheon.minerva', "the Minerva pawn is placed by the player who activated Minerva: Minerva is not among this player's divinities"),
        ],
        'ru': [
            ('players[0].pantheon.minerva', 'фишку Минервы ставит игрок, активировавший божество «Минерва»: у этого игрока его нет среди божеств'),
        ],
    },
    'three_greek': {
        'en': [
            ('players', '3 Mythology tokens of the Greek mythology: there are 2'),
        ],
        'ru': [
            ('players', 'жетонов Мифологии «Греция»: 3, а всего их 2'),
        ],
    },
    'six_tokens': {
        'en': [
            ('players', '6 Mythology tokens in the cities: only 5 are placed in age I'),
        ],
        'ru': [
            ('players', 'жетонов Мифологии в городах: 6, а в I эпохе выкладывают только 5'),
        ],
    },
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_every_bad_pantheon_document_says_each_problem_at_its_path(name, lang):
    assert problems(CASES[name], lang) == EXPECTED[name][lang]


def test_the_documents_just_inside_each_bound_are_accepted():
    inside = {
        # 7 coins on Astarte, none; Minerva's pawn on either capital; two Greek tokens and five in all
        "astarte_7": pantheon(0, astarte_coins=7),
        "astarte_0": pantheon(0, astarte_coins=0),
        "minerva_9": pantheon(1, divinities=["Tanit", "Minerva"], minerva=9),
        "minerva_-9": pantheon(1, divinities=["Tanit", "Minerva"], minerva=-9),
        "five_tokens": pantheon(1, mythology_tokens=["egyptian", "phoenician", "mesopotamian"]),
        "offering_4": pantheon(1, offering_tokens=[2, 4]),
    }
    for name, doc in inside.items():
        assert [p.name for p in games.score(doc).players] == ["Ana", "Bo"], name
