"""Pantheon's referee (``referee/expansions/pantheon/``) word for word: the positions mutation testing asked for
(README "Mutation testing"), each with its whole verdict (legal, cost, gain, both treasuries, the Conflict pawn,
what stays on the Pantheon's side) and every reason with its rule in English, and every reason in Russian and
Ukrainian.

Sources: the Pantheon facts (``../shared/facts/duel-pantheon-agora.md``: A4 the activation's cost, its worked
examples and "no change is given"; A5 the Divinities (Tanit 12 coins, Astarte 7 coins on her card spent like
treasury coins, Aphrodite 9 VP, Mars 2 shields, Minerva's pawn, Zeus and the tokens, A11); A6 the Gate twice its
space; A8 The Sanctuary 2 coins less; A9 Poliorcetics and Engineering; A7 a Mythology token builds its Grand
Temple like a chain; A12 the tokens' positions), Agora's Conspiracies with Pantheon's pieces (B5 items 3, 11 and
14, B6 item 9, part C) and seed 003 (the Conflict pawn, the Military tokens: «Ваш соперник теряет 2 или 5 монет …
Если у соперника недостаточно монет, он теряет все оставшиеся»).  The numbers were worked out by hand: the
Pantheon space nearest Ana (players[0]) costs her 3 and Bo 8, the farthest her 8 and Bo 3.
"""
import pytest

from referee import registry
from referee.expansions.pantheon.screen import read_form, screen, verdict_notes
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

A, B = "Ana", "Bo"


def table(a=None, b=None, **over):
    doc = {"game": "duel", "expansions": ["pantheon"], "conflict": 0, "players": [
        dict({"name": A, "cards": [], "coins": 0}, **(a or {})),
        dict({"name": B, "cards": [], "coins": 0}, **(b or {}))]}
    doc.update(over)
    return doc


def activate(space, divinity=None, offerings=(), age=2, player=A, a=None, b=None, **over):
    raw = {"space": space, "offerings": list(offerings), **({"divinity": divinity} if divinity else {})}
    mine = {"coins": 20} if player == A else {}
    return table(dict(mine, **(a or {})), dict({} if player == A else {"coins": 20}, **(b or {})), age=age,
                 action={"player": player, "activate": raw}, **over)


OFFERINGS = {"pantheon": {"offering_tokens": [2, 3, 4]}}
ASTARTE = {"coins": 2, "pantheon": {"divinities": ["Astarte"], "astarte_coins": 5}}
POSITIONS = {
    "zeus_offerings": activate(6, "Zeus", (4, 3), a=OFFERINGS),
    "zeus_tokens_to_player": activate(6, "Zeus", a=OFFERINGS, pantheon_options={"zeus_tokens": "to_player"}),
    "gate_sanctuary": activate(2, "gate", a={"wonders": ["The Sanctuary"]}),
    "gate_alone": activate(5, "gate", a={"coins": 14}),
    "never_below_zero": activate(6, None, (4, 3), a={"wonders": ["The Sanctuary"],
                                                     "pantheon": {"offering_tokens": [3, 4]}}),
    "exactly_zero": activate(1, None, (3,), a=OFFERINGS),
    "bo_farthest": activate(1, "Aphrodite", (2,), player=B, b=OFFERINGS),
    "too_poor": activate(6, a={"coins": 7}),
    "one_coin_on_astarte": activate(6, a={"coins": 0, "pantheon": {"divinities": ["Astarte"], "astarte_coins": 1}}),
    "age_one": activate(1, age=1),
    "one_offering_a_turn": activate(6, None, (3, 4), a=OFFERINGS,
                                    pantheon_options={"offering_tokens_per_activation": "one"}),
    "tanit": activate(3, "Tanit", a={"coins": 5}),
    "astarte": activate(3, "Astarte", a={"coins": 5}),
    "astarte_pays_player_choice": activate(4, "Aphrodite", a=ASTARTE),
    "astarte_pays_astarte_first": activate(4, "Aphrodite", a=ASTARTE,
                                           pantheon_options={"astarte_coins_spent": "astarte_first"}),
    "mars_token": activate(1, "Mars", b={"coins": 5}, conflict=1),
    "mars_bo_poliorcetics": activate(4, "Mars", player=B, a={"coins": 3}, b={"coins": 9, "progress": ["Poliorcetics"]},
                                     age=3, conflict=-1),
    "mars_capital_poliorcetics": activate(1, "Mars", a={"coins": 10, "progress": ["Poliorcetics"]}, b={"coins": 1},
                                          age=3, conflict=8),
    "mars_minerva": activate(1, "Mars", a={"coins": 10}, b={"coins": 4, "pantheon": {"divinities": ["Minerva"],
                                                                                      "minerva": 3}}, conflict=1),
}


def build(card, age=3, a=None, b=None, player=A, kind="build", **over):
    return table(a, b, age=age, action={"player": player, kind: card}, **over)


ON_ASTARTE = {"divinities": ["Astarte"], "astarte_coins": 6}
BUILDS = {
    "astarte_pays_a_build": build("Fortifications", a={"coins": 3, "pantheon": ON_ASTARTE}),
    "astarte_first_pays_a_build": build("Fortifications", a={"coins": 3, "pantheon": ON_ASTARTE},
                                        pantheon_options={"astarte_coins_spent": "astarte_first"}),
    "one_coin_on_astarte_unspent": build("Scriptorium", age=1, a={"coins": 2, "pantheon": {
        "divinities": ["Astarte"], "astarte_coins": 1}}),
    "astarte_free_card": build("Lumber Yard", age=1, a={"coins": 2, "pantheon": ON_ASTARTE}),
    "mythology_token_freed": build("Lumber Yard", age=1, a={"coins": 5},
                                   layout={"5.1": "Lumber Yard", "4.2": None, "4.4": None}),
    "offering_token_freed": build("Brewery", age=2, a={"coins": 9}, layout={"3.3": "Brewery", "2.2": None}),
    "token_discarded_card": build("Brewery", age=2, a={"coins": 9}, kind="discard",
                                  layout={"3.3": "Brewery", "2.2": None}),
    "zh_reading_no_token": build("Lumber Yard", age=1, a={"coins": 5}, pantheon_options={"token_positions": "zh"},
                                 layout={"5.1": "Lumber Yard", "4.2": None, "4.4": None}),
    "temple_by_mythology_token": build("Egyptian Grand Temple", a={"progress": ["Urbanism"],
                                                                   "pantheon": {"mythology_tokens": ["egyptian"]}}),
    "engineering_temple": build("Greek Grand Temple", a={"coins": 5, "progress": ["Engineering"]}),
    "engineering_horse_breeders": build("Horse Breeders", age=2, a={"coins": 5, "progress": ["Engineering"]}),
    "minerva_stops_a_build": build("Fortifications", a={"coins": 20, "pantheon": {"divinities": ["Minerva"],
                                                                                  "minerva": 3}},
                                   b={"coins": 5}, conflict=1),
    "minerva_stops_bo": build("Fortifications", player=B, a={"pantheon": {"divinities": ["Minerva"], "minerva": -2}},
                              b={"coins": 20}),
    "poliorcetics_build": build("Fortifications", a={"coins": 20, "progress": ["Poliorcetics"]}, b={"coins": 5}),
    "poliorcetics_bo": build("Fortifications", player=B, a={"coins": 1}, b={"coins": 20, "progress": ["Poliorcetics"]},
                             conflict=-2),
}


def plot(name, choice, ana, bo, age=2, **over):
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": age,
           "players": [{"name": A, "cards": [], "coins": 0, "agora": {"influence": [3], "prepared": [name]}},
                       {"name": B, "cards": [], "coins": 0, "agora": {"influence": [4]}}],
           "action": {"player": A, "trigger": name, **({"choice": choice} if choice is not None else {})}}
    for player, extra in zip(doc["players"], (ana, bo)):
        player.update(extra)
    doc.update(over)
    return doc


NISABA = {"divinities": ["Nisaba"], "snake": "Library"}
SENATOR = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": 2,
           "players": [{"name": A, "cards": [], "coins": 1, "agora": {"influence": [3], "senators": 2},
                        "pantheon": {"divinities": ["Astarte"], "astarte_coins": 3}},
                       {"name": B, "cards": [], "coins": 0}],
           "action": {"player": A, "recruit": "Politician (center section)", "senate": [{"place": 3}]}}
COMPOSED = {
    "coercion_takes_the_snakes_card": plot("Coercion", ["Apothecary", "Library"], {"cards": ["Library"]},
                                           {"cards": ["Apothecary"], "pantheon": NISABA}),
    "coercion_leaves_the_snake": plot("Coercion", ["Apothecary", "Scriptorium"], {"cards": ["Library", "Scriptorium"]},
                                      {"cards": ["Apothecary"], "pantheon": NISABA}),
    "turn_of_events_offering": plot("Turn of Events", "Caravansery", {}, {}, layout={
        "1.1": "Brewery", "1.3": "Forum", "2.2": None, "2.4": None, "3.3": "Caravansery", "3.5": "Laboratory"}),
    "turn_of_events_mythology": plot("Turn of Events", ["Stone Pit", "Clay Pool"], {}, {}, age=1, layout={
        "1.7": "Lumber Yard", "2.6": None, "3.5": "Stone Pit", "3.7": "Clay Pool"}),
    "coup_poliorcetics": plot("Coup", None, {"progress": ["Poliorcetics"]},
                              {"coins": 5, "pantheon": {"divinities": ["Astarte"], "astarte_coins": 4}}),
    "coup_minerva": plot("Coup", None, {}, {"pantheon": {"divinities": ["Minerva"], "minerva": 2}}),
    "senator_paid_from_astarte": SENATOR,
}


EXPECTED = {
    'exactly_zero': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 1, 'divinity': None, 'cost': 0, 'astarte_coins': 0, 'offering_tokens': [2, 4]},
         'after': {'coins': {'Ana': 20, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 1 of the Pantheon costs Ana 3 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Offering tokens spent (−3): 0; each is discarded', 'Pantheon rulebook, Offering tokens')],
        ['ячейка 1 Пантеона стоит игроку Ana монет: 3 (цена, напечатанная с его стороны)',
         'Потрачены жетоны Жертвоприношения (−3): 0; каждый сбрасывается'],
        ['клітинка 1 Пантеону коштує гравцеві Ana монет: 3 (ціна, надрукована з його боку)',
         'Витрачено жетони Жертвоприношення (−3): 0; кожен скидається']),
    'zeus_offerings': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 1, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 6, 'divinity': 'Zeus', 'cost': 1, 'astarte_coins': 0, 'offering_tokens': [2]},
         'after': {'coins': {'Ana': 19, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 6 of the Pantheon costs Ana 8 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Offering tokens spent (−4, −3): 1; each is discarded', 'Pantheon rulebook, Offering tokens'),
         ('Zeus: one card of the structure goes to the discard pile; tokens on it are discarded with it',
          'Pantheon rulebook, Divinities: Zeus')],
        ['ячейка 6 Пантеона стоит игроку Ana монет: 8 (цена, напечатанная с его стороны)',
         'Потрачены жетоны Жертвоприношения (−4, −3): 1; каждый сбрасывается',
         'Зевс: одна карта из раскладки уходит в сброс; жетоны на ней сбрасываются вместе с ней'],
        ['клітинка 6 Пантеону коштує гравцеві Ana монет: 8 (ціна, надрукована з його боку)',
         'Витрачено жетони Жертвоприношення (−4, −3): 1; кожен скидається',
         'Zeus: одна карта з розкладки йде до скиду; жетони на ній скидаються разом з нею']),
    'zeus_tokens_to_player': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 6, 'divinity': 'Zeus', 'cost': 8, 'astarte_coins': 0, 'offering_tokens': [2, 3, 4]},
         'after': {'coins': {'Ana': 12, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 6 of the Pantheon costs Ana 8 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Zeus: one card of the structure goes to the discard pile; tokens on it go to the player who activated '
          'Zeus',
          'Pantheon rulebook, Divinities: Zeus')],
        ['ячейка 6 Пантеона стоит игроку Ana монет: 8 (цена, напечатанная с его стороны)',
         'Зевс: одна карта из раскладки уходит в сброс; жетоны на ней достаются игроку, активировавшему Зевса'],
        ['клітинка 6 Пантеону коштує гравцеві Ana монет: 8 (ціна, надрукована з його боку)',
         'Zeus: одна карта з розкладки йде до скиду; жетони на ній дістаються гравцеві, який активував Зевса']),
    'gate_sanctuary': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 6, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 2, 'divinity': 'Gate', 'cost': 6, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 14, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 2 of the Pantheon costs Ana 4 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('the Gate costs 2 times its space: 8 coins', 'Pantheon rulebook, The Gate'),
         ('The Sanctuary: 2 coins less → 6', 'Pantheon rulebook, Wonders: The Sanctuary'),
         ('Gate: the top card of each Mythology deck is revealed; the player activates one of them for free',
          'Pantheon rulebook, Divinities: Gate')],
        ['ячейка 2 Пантеона стоит игроку Ana монет: 4 (цена, напечатанная с его стороны)',
         'Врата стоят в 2 раза больше своей ячейки: монет — 8', 'Святилище: на 2 монеты меньше → 6',
         'Врата: открывается верхняя карта каждой колоды Мифологии; игрок бесплатно активирует одну из них'],
        ['клітинка 2 Пантеону коштує гравцеві Ana монет: 4 (ціна, надрукована з його боку)',
         'Брама коштує в 2 рази більше за свою клітинку: монет — 8', 'Святилище: на 2 монети менше → 6',
         'Gate: відкривається верхня карта кожної колоди Міфології; гравець безкоштовно активує одну з них']),
    'gate_alone': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 14, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 5, 'divinity': 'Gate', 'cost': 14, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 5 of the Pantheon costs Ana 7 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('the Gate costs 2 times its space: 14 coins', 'Pantheon rulebook, The Gate'),
         ('Gate: the top card of each Mythology deck is revealed; the player activates one of them for free',
          'Pantheon rulebook, Divinities: Gate')],
        ['ячейка 5 Пантеона стоит игроку Ana монет: 7 (цена, напечатанная с его стороны)',
         'Врата стоят в 2 раза больше своей ячейки: монет — 14',
         'Врата: открывается верхняя карта каждой колоды Мифологии; игрок бесплатно активирует одну из них'],
        ['клітинка 5 Пантеону коштує гравцеві Ana монет: 7 (ціна, надрукована з його боку)',
         'Брама коштує в 2 рази більше за свою клітинку: монет — 14',
         'Gate: відкривається верхня карта кожної колоди Міфології; гравець безкоштовно активує одну з них']),
    'never_below_zero': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 6, 'divinity': None, 'cost': 0, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 20, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 6 of the Pantheon costs Ana 8 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('The Sanctuary: 2 coins less → 6', 'Pantheon rulebook, Wonders: The Sanctuary'),
         ('Offering tokens spent (−4, −3): -1; each is discarded', 'Pantheon rulebook, Offering tokens'),
         ('an activation never costs less than 0, and no change is given → 0', 'Pantheon rulebook, Offering tokens')],
        ['ячейка 6 Пантеона стоит игроку Ana монет: 8 (цена, напечатанная с его стороны)',
         'Святилище: на 2 монеты меньше → 6', 'Потрачены жетоны Жертвоприношения (−4, −3): -1; каждый сбрасывается',
         'активация не стоит меньше 0, сдачи нет → 0'],
        ['клітинка 6 Пантеону коштує гравцеві Ana монет: 8 (ціна, надрукована з його боку)',
         'Святилище: на 2 монети менше → 6', 'Витрачено жетони Жертвоприношення (−4, −3): -1; кожен скидається',
         'активація не коштує менше за 0, решти немає → 0']),
    'bo_farthest': (
        {'legal': True,
         'player': 'Bo',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 6, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 1, 'divinity': 'Aphrodite', 'cost': 6, 'astarte_coins': 0, 'offering_tokens': [3, 4]},
         'after': {'coins': {'Bo': 14, 'Ana': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 1 of the Pantheon costs Bo 8 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Offering tokens spent (−2): 6; each is discarded', 'Pantheon rulebook, Offering tokens'),
         ('Aphrodite: 9 VP at the end of the game', 'Pantheon rulebook, Divinities: Aphrodite')],
        ['ячейка 1 Пантеона стоит игроку Bo монет: 8 (цена, напечатанная с его стороны)',
         'Потрачены жетоны Жертвоприношения (−2): 6; каждый сбрасывается', 'Афродита: ПО в конце игры — 9'],
        ['клітинка 1 Пантеону коштує гравцеві Bo монет: 8 (ціна, надрукована з його боку)',
         'Витрачено жетони Жертвоприношення (−2): 6; кожен скидається', 'Aphrodite: ПО наприкінці гри — 9']),
    'too_poor': (
        {'legal': False,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': None,
         'options': [],
         'gain': 0,
         'pantheon': {'space': 6, 'divinity': None, 'cost': 8}},
        [('space 6 of the Pantheon costs Ana 8 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Ana has 7 coins (treasury and Astarte) and needs 8', 'Pantheon rulebook, Activating a Divinity')],
        ['ячейка 6 Пантеона стоит игроку Ana монет: 8 (цена, напечатанная с его стороны)',
         'у игрока Ana 7 монет (казна и Астарта), а нужно 8'],
        ['клітинка 6 Пантеону коштує гравцеві Ana монет: 8 (ціна, надрукована з його боку)',
         'у гравця Ana 7 монет (скарбниця й Астарта), а потрібно 8']),
    'one_coin_on_astarte': (
        {'legal': False,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': None,
         'options': [],
         'gain': 0,
         'pantheon': {'space': 6, 'divinity': None, 'cost': 8}},
        [('space 6 of the Pantheon costs Ana 8 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Ana has 1 coin (treasury and Astarte) and needs 8', 'Pantheon rulebook, Activating a Divinity')],
        ['ячейка 6 Пантеона стоит игроку Ana монет: 8 (цена, напечатанная с его стороны)',
         'у игрока Ana 1 монета (казна и Астарта), а нужно 8'],
        ['клітинка 6 Пантеону коштує гравцеві Ana монет: 8 (ціна, надрукована з його боку)',
         'у гравця Ana 1 монета (скарбниця й Астарта), а потрібно 8']),
    'age_one': (
        {'legal': False,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': None,
         'options': [],
         'gain': 0,
         'pantheon': {'space': 1, 'divinity': None, 'cost': None}},
        [("the Pantheon's Divinities can be activated in ages II and III only (in age I they are placed face down)",
          'Pantheon rulebook, Activating a Divinity')],
        ['Божества Пантеона можно активировать только во II и III эпохах (в I эпохе их кладут рубашкой вверх)'],
        ['Божества Пантеону можна активувати лише в II та III епохах (у I епосі їх кладуть сорочкою догори)']),
    'one_offering_a_turn': (
        {'legal': False,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': None,
         'options': [],
         'gain': 0,
         'pantheon': {'space': 6, 'divinity': None, 'cost': None}},
        [('this table plays at most one Offering token per activation (table option)',
          'Pantheon rulebook, Offering tokens')],
        ['за этим столом за одну активацию тратят не больше одного жетона Жертвоприношения (вариант правил стола)'],
        ['за цим столом за одну активацію витрачають не більше одного жетона Жертвоприношення (варіант правил столу)']),
    'tanit': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 5, 'opponent': 0},
         'options': [],
         'gain': 12,
         'pantheon': {'space': 3, 'divinity': 'Tanit', 'cost': 5, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 12, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 3 of the Pantheon costs Ana 5 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Tanit: the player takes 12 coins', 'Pantheon rulebook, Divinities: Tanit')],
        ['ячейка 3 Пантеона стоит игроку Ana монет: 5 (цена, напечатанная с его стороны)',
         'Танит: игрок получает монеты — 12'],
        ['клітинка 3 Пантеону коштує гравцеві Ana монет: 5 (ціна, надрукована з його боку)',
         'Tanit: гравець отримує монети — 12']),
    'astarte': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 5, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 3, 'divinity': 'Astarte', 'cost': 5, 'astarte_coins': 7, 'offering_tokens': []},
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 3 of the Pantheon costs Ana 5 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Astarte: 7 coins from the bank go on the card, outside the treasury; each coin left there at the end is 1 '
          'VP',
          'Pantheon rulebook, Divinities: Astarte')],
        ['ячейка 3 Пантеона стоит игроку Ana монет: 5 (цена, напечатанная с его стороны)',
         'Астарта: монеты из банка (7) кладутся на карту, вне казны; каждая монета, оставшаяся там к концу игры, — 1 '
         'ПО'],
        ['клітинка 3 Пантеону коштує гравцеві Ana монет: 5 (ціна, надрукована з його боку)',
         'Astarte: монети з банку (7) кладуться на карту, поза скарбницею; кожна монета, що лишилася там до кінця '
         'гри, — 1 ПО']),
    'astarte_pays_player_choice': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 6, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 4, 'divinity': 'Aphrodite', 'cost': 6, 'astarte_coins': 1, 'offering_tokens': []},
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 4 of the Pantheon costs Ana 6 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('the coins on Astarte can pay too: the player chooses which coins (shown: the treasury first)',
          'Pantheon rulebook, Divinities'),
         ('Aphrodite: 9 VP at the end of the game', 'Pantheon rulebook, Divinities: Aphrodite')],
        ['ячейка 4 Пантеона стоит игроку Ana монет: 6 (цена, напечатанная с его стороны)',
         'платить можно и монетами с Астарты: игрок сам выбирает, какими (здесь сначала из казны)',
         'Афродита: ПО в конце игры — 9'],
        ['клітинка 4 Пантеону коштує гравцеві Ana монет: 6 (ціна, надрукована з його боку)',
         'платити можна й монетами з Астарти: гравець сам вибирає, якими (тут спершу зі скарбниці)',
         'Aphrodite: ПО наприкінці гри — 9']),
    'astarte_pays_astarte_first': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 6, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 4, 'divinity': 'Aphrodite', 'cost': 6, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 1, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 4 of the Pantheon costs Ana 6 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Aphrodite: 9 VP at the end of the game', 'Pantheon rulebook, Divinities: Aphrodite')],
        ['ячейка 4 Пантеона стоит игроку Ana монет: 6 (цена, напечатанная с его стороны)',
         'Афродита: ПО в конце игры — 9'],
        ['клітинка 4 Пантеону коштує гравцеві Ana монет: 6 (ціна, надрукована з його боку)',
         'Aphrodite: ПО наприкінці гри — 9']),
    'mars_token': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 3, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 1, 'divinity': 'Mars', 'cost': 3, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 17, 'Bo': 3},
                   'conflict': 3,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 1 of the Pantheon costs Ana 3 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Mars: 2 shields', 'Pantheon rulebook, Divinities: Mars'),
         ("the Conflict pawn moves 2 spaces toward Bo's capital: from 1 toward Bo's capital to 3 toward Bo's capital", 'Rulebook, Military'),
         ("the pawn enters the zone 3–5 on Bo's side: its token takes 2 coins from Bo, who loses 2 (as many as they "
          'have) and the token goes back to the box (if the pawn had been in this zone before, the token is already '
          'gone)',
          'Rulebook, Military tokens')],
        ['ячейка 1 Пантеона стоит игроку Ana монет: 3 (цена, напечатанная с его стороны)', 'Марс: щиты — 2',
         'маркер конфликта сдвигается на 2 клетки к столице игрока Bo: 1 к столице игрока Bo → 3 к столице игрока Bo',
         'маркер входит в зону 3–5 на стороне игрока Bo: её военный жетон отнимает у игрока Bo монеты (2), он теряет '
         '2 (сколько у него есть), а жетон убирается в коробку (если маркер уже бывал в этой зоне, жетона там уже '
         'нет)'],
        ['клітинка 1 Пантеону коштує гравцеві Ana монет: 3 (ціна, надрукована з його боку)', 'Mars: щити — 2',
         'маркер конфлікту зсувається на 2 клітинки до столиці гравця Bo: 1 до столиці гравця Bo → 3 до столиці гравця Bo',
         'маркер входить у зону 3–5 на боці гравця Bo: її військовий жетон забирає в гравця Bo монети (2), він '
         'втрачає 2 (скільки має), а жетон повертається в коробку (якщо маркер уже бував у цій зоні, жетона там уже '
         'немає)']),
    'mars_bo_poliorcetics': (
        {'legal': True,
         'player': 'Bo',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 5, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 4, 'divinity': 'Mars', 'cost': 5, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Bo': 4, 'Ana': 0},
                   'conflict': -3,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 4 of the Pantheon costs Bo 5 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Mars: 2 shields', 'Pantheon rulebook, Divinities: Mars'),
         ("the Conflict pawn moves 2 spaces toward Ana's capital: from 1 toward Ana's capital to 3 toward Ana's capital", 'Rulebook, Military'),
         ("the pawn enters the zone 3–5 on Ana's side: its token takes 2 coins from Ana, who loses 2 (as many as "
          'they have) and the token goes back to the box (if the pawn had been in this zone before, the token is '
          'already gone)',
          'Rulebook, Military tokens'),
         ('Poliorcetics: Ana loses 1 coin per space moved → 1', 'Pantheon rulebook, Progress tokens: Poliorcetics')],
        ['ячейка 4 Пантеона стоит игроку Bo монет: 5 (цена, напечатанная с его стороны)', 'Марс: щиты — 2',
         'маркер конфликта сдвигается на 2 клетки к столице игрока Ana: 1 к столице игрока Ana → 3 к столице игрока Ana',
         'маркер входит в зону 3–5 на стороне игрока Ana: её военный жетон отнимает у игрока Ana монеты (2), он '
         'теряет 2 (сколько у него есть), а жетон убирается в коробку (если маркер уже бывал в этой зоне, жетона там '
         'уже нет)',
         'Осадная техника: Ana теряет по 1 монете за каждое деление хода фишки → 1'],
        ['клітинка 4 Пантеону коштує гравцеві Bo монет: 5 (ціна, надрукована з його боку)', 'Mars: щити — 2',
         'маркер конфлікту зсувається на 2 клітинки до столиці гравця Ana: 1 до столиці гравця Ana → 3 до столиці гравця Ana',
         'маркер входить у зону 3–5 на боці гравця Ana: її військовий жетон забирає в гравця Ana монети (2), він '
         'втрачає 2 (скільки має), а жетон повертається в коробку (якщо маркер уже бував у цій зоні, жетона там уже '
         'немає)',
         'Облогова техніка: Ana втрачає по 1 монеті за кожну поділку руху фішки → 1']),
    'mars_capital_poliorcetics': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 3, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 1, 'divinity': 'Mars', 'cost': 3, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 7, 'Bo': 0},
                   'conflict': 9,
                   'progress_token': False,
                   'play_again': False,
                   'victory': 'military'}},
        [('space 1 of the Pantheon costs Ana 3 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Mars: 2 shields', 'Pantheon rulebook, Divinities: Mars'),
         ("the Conflict pawn moves 1 space toward Bo's capital: from 8 toward Bo's capital to 9 toward Bo's capital", 'Rulebook, Military'),
         ('Poliorcetics: Bo loses 1 coin per space moved → 1', 'Pantheon rulebook, Progress tokens: Poliorcetics'),
         ("the pawn reaches Bo's capital: Ana wins at once by military supremacy", 'Rulebook, Military supremacy')],
        ['ячейка 1 Пантеона стоит игроку Ana монет: 3 (цена, напечатанная с его стороны)', 'Марс: щиты — 2',
         'маркер конфликта сдвигается на 1 клетку к столице игрока Bo: 8 к столице игрока Bo → 9 к столице игрока Bo',
         'Осадная техника: Bo теряет по 1 монете за каждое деление хода фишки → 1',
         'маркер достигает столицы игрока Bo: Ana сразу побеждает военным превосходством'],
        ['клітинка 1 Пантеону коштує гравцеві Ana монет: 3 (ціна, надрукована з його боку)', 'Mars: щити — 2',
         'маркер конфлікту зсувається на 1 клітинку до столиці гравця Bo: 8 до столиці гравця Bo → 9 до столиці гравця Bo',
         'Облогова техніка: Bo втрачає по 1 монеті за кожну поділку руху фішки → 1',
         'маркер досягає столиці гравця Bo: Ana одразу перемагає військовою перевагою']),
    'mars_minerva': (
        {'legal': True,
         'player': 'Ana',
         'action': 'activate',
         'card': None,
         'free': None,
         'cost': {'bank': 3, 'opponent': 0},
         'options': [],
         'gain': 0,
         'pantheon': {'space': 1, 'divinity': 'Mars', 'cost': 3, 'astarte_coins': 0, 'offering_tokens': []},
         'after': {'coins': {'Ana': 7, 'Bo': 4},
                   'conflict': 2,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('space 1 of the Pantheon costs Ana 3 coins (the printed cost on their side)',
          'Pantheon rulebook, Activating a Divinity'),
         ('Mars: 2 shields', 'Pantheon rulebook, Divinities: Mars'),
         ("the Conflict pawn moves 1 space toward Bo's capital: from 1 toward Bo's capital to 2 toward Bo's capital", 'Rulebook, Military'),
         ('the Minerva pawn on space 3 stops the Conflict pawn on space 2 instead of 3: the rest of the move is lost '
          'and the Minerva pawn is discarded',
          'Pantheon rulebook, Divinities: Minerva')],
        ['ячейка 1 Пантеона стоит игроку Ana монет: 3 (цена, напечатанная с его стороны)', 'Марс: щиты — 2',
         'маркер конфликта сдвигается на 1 клетку к столице игрока Bo: 1 к столице игрока Bo → 2 к столице игрока Bo',
         'фишка божества «Минерва» на делении 3 останавливает маркер конфликта на делении 2 вместо 3: остаток хода '
         'пропадает, а фишка сбрасывается'],
        ['клітинка 1 Пантеону коштує гравцеві Ana монет: 3 (ціна, надрукована з його боку)', 'Mars: щити — 2',
         'маркер конфлікту зсувається на 1 клітинку до столиці гравця Bo: 1 до столиці гравця Bo → 2 до столиці гравця Bo',
         'фішка божества «Minerva» на поділці 3 зупиняє маркер конфлікту на поділці 2 замість 3: решта ходу '
         'пропадає, а фішка скидається']),
    'astarte_pays_a_build': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Fortifications',
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [{'bank': 8,
                      'opponent': 0,
                      'buys': [{'resource': 'clay', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 2, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 2,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'astarte_coins': 1}},
        [('Fortifications costs 1 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
         ('clay at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Ana buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 8, Bo 0) of the 9 coins held',
          'Rulebook, Trading'),
         ('Fortifications has 2 shields', 'the printed card: Fortifications'),
         ("the Conflict pawn moves 2 spaces toward Bo's capital: from the centre to 2 toward Bo's capital",
          'Rulebook, Military'),
         ('the 6 coins on Astarte count among the coins Ana may spend; left on the card: 1',
          'Pantheon rulebook, Divinities: Astarte')],
        ['«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2',
         'глина по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'Ana покупает: глина ×1 по 2, папирус ×1 по 2, камень ×2 по 2; платит 8 (банку 8, игроку Bo 0) из имеющихся '
         'монет: 9',
         '«Укрепления»: 2 щита',
         'маркер конфликта сдвигается на 2 клетки к столице игрока Bo: центр → 2 к столице игрока Bo',
         '6 монет на Астарте входят в монеты, которые Ana может потратить; остаётся на карте: 1'],
        ['«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2',
         'глина по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'Ana купує: глина ×1 по 2, папірус ×1 по 2, камінь ×2 по 2; сплачує 8 (банку 8, гравцеві Bo 0) з наявних '
         'монет: 9',
         '«Fortifications»: 2 щити',
         'маркер конфлікту зсувається на 2 клітинки до столиці гравця Bo: центр → 2 до столиці гравця Bo',
         '6 монет на Астарті входять до монет, які Ana може витратити; лишається на карті: 1']),
    'astarte_first_pays_a_build': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Fortifications',
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [{'bank': 8,
                      'opponent': 0,
                      'buys': [{'resource': 'clay', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 2, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 1, 'Bo': 0},
                   'conflict': 2,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'astarte_coins': 0}},
        [('Fortifications costs 1 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
         ('clay at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Ana buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 8, Bo 0) of the 9 coins held',
          'Rulebook, Trading'),
         ('Fortifications has 2 shields', 'the printed card: Fortifications'),
         ("the Conflict pawn moves 2 spaces toward Bo's capital: from the centre to 2 toward Bo's capital",
          'Rulebook, Military'),
         ('the 6 coins on Astarte count among the coins Ana may spend; left on the card: 0',
          'Pantheon rulebook, Divinities: Astarte')],
        ['«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2',
         'глина по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'Ana покупает: глина ×1 по 2, папирус ×1 по 2, камень ×2 по 2; платит 8 (банку 8, игроку Bo 0) из имеющихся '
         'монет: 9',
         '«Укрепления»: 2 щита',
         'маркер конфликта сдвигается на 2 клетки к столице игрока Bo: центр → 2 к столице игрока Bo',
         '6 монет на Астарте входят в монеты, которые Ana может потратить; остаётся на карте: 0'],
        ['«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2',
         'глина по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'Ana купує: глина ×1 по 2, папірус ×1 по 2, камінь ×2 по 2; сплачує 8 (банку 8, гравцеві Bo 0) з наявних '
         'монет: 9',
         '«Fortifications»: 2 щити',
         'маркер конфлікту зсувається на 2 клітинки до столиці гравця Bo: центр → 2 до столиці гравця Bo',
         '6 монет на Астарті входять до монет, які Ana може витратити; лишається на карті: 0']),
    'one_coin_on_astarte_unspent': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Scriptorium',
         'free': None,
         'cost': {'bank': 2, 'opponent': 0},
         'options': [{'bank': 2, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'astarte_coins': 1}},
        [('Scriptorium costs 2 coins (to the bank)', 'Rulebook, Coin cost'),
         ('Ana produces every resource needed; pays 2 (bank 2, Bo 0) of the 3 coins held', 'Rulebook, Trading'),
         ('Ana holds 1 different science symbol (6 win at once)', 'Rulebook, Scientific supremacy'),
         ('the 1 coin on Astarte counts among the coins Ana may spend; left on the card: 1',
          'Pantheon rulebook, Divinities: Astarte')],
        ['«Скрипторий»: стоимость — 2 монеты (в банк)',
         'Ana производит все нужные ресурсы; платит 2 (банку 2, игроку Bo 0) из имеющихся монет: 3',
         'разных научных символов у игрока Ana: 1 (при 6 — сразу победа)',
         '1 монета на Астарте входит в монеты, которые Ana может потратить; остаётся на карте: 1'],
        ['«Scriptorium»: вартість — 2 монети (до банку)',
         'Ana виробляє всі потрібні ресурси; сплачує 2 (банку 2, гравцеві Bo 0) з наявних монет: 3',
         'різних наукових символів у гравця Ana: 1 (за 6 — одразу перемога)',
         '1 монета на Астарті входить до монет, які Ana може витратити; лишається на карті: 1']),
    'astarte_free_card': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 2, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'astarte_coins': 6}},
        [('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 8 coins held', 'Rulebook, Trading'),
         ('the 6 coins on Astarte count among the coins Ana may spend; left on the card: 6',
          'Pantheon rulebook, Divinities: Astarte')],
        ['«Лесоповал»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 8',
         '6 монет на Астарте входят в монеты, которые Ana может потратить; остаётся на карте: 6'],
        ['«Lumber Yard»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 8',
         '6 монет на Астарті входять до монет, які Ana може витратити; лишається на карті: 6']),
    'mythology_token_freed': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 5, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'tokens': [{'position': '4.2', 'token': 'mythology'}]}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 5 coins held', 'Rulebook, Trading'),
         ('the card at 4.2 is turned over and carries a Mythology token: Ana takes it, draws the top 2 Divinities of '
          'its mythology and places one face down in the Pantheon',
          'Pantheon rulebook, Setup')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна', '«Лесоповал»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 5',
         'карта на позиции 4.2 переворачивается, на ней жетон Мифологии: Ana забирает его, берёт 2 верхних Божества '
         'этой мифологии и кладёт одно рубашкой вверх в Пантеон'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         '«Lumber Yard»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 5',
         'карта на позиції 4.2 перевертається, на ній жетон Міфології: Ana забирає його, бере 2 верхні Божества цієї '
         'міфології й кладе одне сорочкою догори в Пантеон']),
    'offering_token_freed': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Brewery',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 6,
         'after': {'coins': {'Ana': 15, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'tokens': [{'position': '2.2', 'token': 'offering'}]}},
        [('Brewery (3.3) has no card on it: accessible', 'Rulebook, A turn'),
         ('Brewery costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 9 coins held', 'Rulebook, Trading'),
         ('Ana takes 6 coins from the bank (Brewery)', 'the printed card: Brewery'),
         ('the card at 2.2 is turned over and carries an Offering token: Ana takes it', 'Pantheon rulebook, Setup')],
        ['карта «Пивоварня» (3.3) ничем не накрыта: она доступна', '«Пивоварня»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 9',
         'Ana берёт из банка монеты: 6 (Пивоварня)',
         'карта на позиции 2.2 переворачивается, на ней жетон Жертвоприношения: Ana забирает его'],
        ['карта «Brewery» (3.3) нічим не накрита: вона доступна', '«Brewery»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 9',
         'Ana бере з банку монети: 6 (Brewery)',
         'карта на позиції 2.2 перевертається, на ній жетон Жертвоприношення: Ana забирає його']),
    'token_discarded_card': (
        {'legal': True,
         'player': 'Ana',
         'action': 'discard',
         'card': 'Brewery',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 2,
         'after': {'coins': {'Ana': 11, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'tokens': [{'position': '2.2', 'token': 'offering'}]}},
        [('Brewery (3.3) has no card on it: accessible', 'Rulebook, A turn'),
         ('Ana discards Brewery and takes 2 + 0 yellow cards = 2 coins from the bank: always allowed',
          'Rulebook, Discard a card for coins'),
         ('the card at 2.2 is turned over and carries an Offering token: Ana takes it', 'Pantheon rulebook, Setup')],
        ['карта «Пивоварня» (3.3) ничем не накрыта: она доступна',
         'Ana сбрасывает карту «Пивоварня» и берёт из банка монеты: 2 + 0 за жёлтые карты = 2; так можно всегда',
         'карта на позиции 2.2 переворачивается, на ней жетон Жертвоприношения: Ana забирает его'],
        ['карта «Brewery» (3.3) нічим не накрита: вона доступна',
         'Ana скидає карту «Brewery» і бере з банку монети: 2 + 0 за жовті карти = 2; так можна завжди',
         'карта на позиції 2.2 перевертається, на ній жетон Жертвоприношення: Ana забирає його']),
    'zh_reading_no_token': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 5, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 5 coins held', 'Rulebook, Trading')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна', '«Лесоповал»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 5'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         '«Lumber Yard»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 5']),
    'temple_by_mythology_token': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Egyptian Grand Temple',
         'free': 'Egyptian Mythology token',
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 4,
         'after': {'coins': {'Ana': 4, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('free: Ana holds the Egyptian Mythology token, which builds Egyptian Grand Temple like a chain (the token '
          'is kept)',
          'Pantheon rulebook, Grand Temples'),
         ('Urbanism: Ana takes 4 coins for building through a chain', 'Rulebook, Progress tokens: Urbanism')],
        ['бесплатно: у игрока Ana есть жетон Мифологии «Египет», он позволяет построить карту «Египетский великий '
         'храм» как по цепочке (жетон остаётся у игрока)',
         '«Урбанизм»: Ana берёт монеты за строительство по цепочке: 4'],
        ['безкоштовно: у гравця Ana є жетон Міфології «Egyptian», він дозволяє збудувати карту «Egyptian Grand '
         'Temple» як за ланцюжком (жетон лишається в гравця)',
         '«Урбанізм»: Ana бере монети за будівництво ланцюжком: 4']),
    'engineering_temple': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Greek Grand Temple',
         'free': None,
         'cost': {'bank': 1, 'opponent': 0},
         'options': [{'bank': 1, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 4, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Greek Grand Temple costs 1 glass, 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
         ('Engineering: Ana builds Greek Grand Temple, which has a chain symbol under its cost, for 1 coin instead '
          'of its cost',
          'Pantheon rulebook, Progress tokens: Engineering'),
         ('Ana needs no resource to build it; pays 1 (bank 1, Bo 0) of the 5 coins held', 'Rulebook, Trading')],
        ['«Греческий великий храм»: стоимость — стекло ×1, папирус ×1, камень ×3',
         'Инженерное дело: Ana строит карту «Греческий великий храм» с символом цепочки под стоимостью за 1 монету '
         'вместо её стоимости',
         'Ana: ресурсы для постройки не нужны; платит 1 (банку 1, игроку Bo 0) из имеющихся монет: 5'],
        ['«Greek Grand Temple»: вартість — скло ×1, папірус ×1, камінь ×3',
         'Engineering: Ana будує карту «Greek Grand Temple» із символом ланцюжка під вартістю за 1 монету замість її '
         'вартості',
         'Ana: ресурси для будівництва не потрібні; сплачує 1 (банку 1, гравцеві Bo 0) з наявних монет: 5']),
    'engineering_horse_breeders': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Horse Breeders',
         'free': None,
         'cost': {'bank': 1, 'opponent': 0},
         'options': [{'bank': 1, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 4, 'Bo': 0},
                   'conflict': 1,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Horse Breeders costs 1 clay, 1 wood', 'Rulebook, Resource cost'),
         ('Engineering: Ana builds Horse Breeders, which has a chain symbol under its cost, for 1 coin instead of '
          'its cost',
          'Pantheon rulebook, Progress tokens: Engineering'),
         ('Ana needs no resource to build it; pays 1 (bank 1, Bo 0) of the 5 coins held', 'Rulebook, Trading'),
         ('Horse Breeders has 1 shield', 'the printed card: Horse Breeders'),
         ("the Conflict pawn moves 1 space toward Bo's capital: from the centre to 1 toward Bo's capital",
          'Rulebook, Military')],
        ['«Коневоды»: стоимость — глина ×1, дерево ×1',
         'Инженерное дело: Ana строит карту «Коневоды» с символом цепочки под стоимостью за 1 монету вместо её '
         'стоимости',
         'Ana: ресурсы для постройки не нужны; платит 1 (банку 1, игроку Bo 0) из имеющихся монет: 5',
         '«Коневоды»: 1 щит',
         'маркер конфликта сдвигается на 1 клетку к столице игрока Bo: центр → 1 к столице игрока Bo'],
        ['«Horse Breeders»: вартість — глина ×1, дерево ×1',
         'Engineering: Ana будує карту «Horse Breeders» із символом ланцюжка під вартістю за 1 монету замість її '
         'вартості',
         'Ana: ресурси для будівництва не потрібні; сплачує 1 (банку 1, гравцеві Bo 0) з наявних монет: 5',
         '«Horse Breeders»: 1 щит',
         'маркер конфлікту зсувається на 1 клітинку до столиці гравця Bo: центр → 1 до столиці гравця Bo']),
    'minerva_stops_a_build': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Fortifications',
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [{'bank': 8,
                      'opponent': 0,
                      'buys': [{'resource': 'clay', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 2, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 12, 'Bo': 5},
                   'conflict': 2,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Fortifications costs 1 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
         ('clay at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Ana buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 8, Bo 0) of the 20 coins held',
          'Rulebook, Trading'),
         ('Fortifications has 2 shields', 'the printed card: Fortifications'),
         ("the Conflict pawn moves 1 space toward Bo's capital: from 1 toward Bo's capital to 2 toward Bo's capital",
          'Rulebook, Military'),
         ('the Minerva pawn on space 3 stops the Conflict pawn on space 2 instead of 3: the rest of the move is lost '
          'and the Minerva pawn is discarded',
          'Pantheon rulebook, Divinities: Minerva')],
        ['«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2',
         'глина по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'Ana покупает: глина ×1 по 2, папирус ×1 по 2, камень ×2 по 2; платит 8 (банку 8, игроку Bo 0) из имеющихся '
         'монет: 20',
         '«Укрепления»: 2 щита',
         'маркер конфликта сдвигается на 1 клетку к столице игрока Bo: 1 к столице игрока Bo → 2 к столице игрока Bo',
         'фишка божества «Минерва» на делении 3 останавливает маркер конфликта на делении 2 вместо 3: остаток хода '
         'пропадает, а фишка сбрасывается'],
        ['«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2',
         'глина по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'Ana купує: глина ×1 по 2, папірус ×1 по 2, камінь ×2 по 2; сплачує 8 (банку 8, гравцеві Bo 0) з наявних '
         'монет: 20',
         '«Fortifications»: 2 щити',
         'маркер конфлікту зсувається на 1 клітинку до столиці гравця Bo: 1 до столиці гравця Bo → 2 до столиці '
         'гравця Bo',
         'фішка божества «Minerva» на поділці 3 зупиняє маркер конфлікту на поділці 2 замість 3: решта ходу '
         'пропадає, а фішка скидається']),
    'minerva_stops_bo': (
        {'legal': True,
         'player': 'Bo',
         'action': 'build',
         'card': 'Fortifications',
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [{'bank': 8,
                      'opponent': 0,
                      'buys': [{'resource': 'clay', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 2, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 12},
                   'conflict': -1,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Fortifications costs 1 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
         ('clay at 2 + 0 = 2: Ana produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Ana produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Ana produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Bo buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 8, Ana 0) of the 20 coins held',
          'Rulebook, Trading'),
         ('Fortifications has 2 shields', 'the printed card: Fortifications'),
         ("the Conflict pawn moves 1 space toward Ana's capital: from the centre to 1 toward Ana's capital",
          'Rulebook, Military'),
         ('the Minerva pawn on space -2 stops the Conflict pawn on space -1 instead of -2: the rest of the move is '
          'lost and the Minerva pawn is discarded',
          'Pantheon rulebook, Divinities: Minerva')],
        ['«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2',
         'глина по 2 + 0 = 2: Ana производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Ana производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Ana производит 0 на коричневых и серых картах',
         'Bo покупает: глина ×1 по 2, папирус ×1 по 2, камень ×2 по 2; платит 8 (банку 8, игроку Ana 0) из имеющихся '
         'монет: 20',
         '«Укрепления»: 2 щита',
         'маркер конфликта сдвигается на 1 клетку к столице игрока Ana: центр → 1 к столице игрока Ana',
         'фишка божества «Минерва» на делении -2 останавливает маркер конфликта на делении -1 вместо -2: остаток '
         'хода пропадает, а фишка сбрасывается'],
        ['«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2',
         'глина по 2 + 0 = 2: Ana виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Ana виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Ana виробляє 0 на коричневих і сірих картах',
         'Bo купує: глина ×1 по 2, папірус ×1 по 2, камінь ×2 по 2; сплачує 8 (банку 8, гравцеві Ana 0) з наявних '
         'монет: 20',
         '«Fortifications»: 2 щити',
         'маркер конфлікту зсувається на 1 клітинку до столиці гравця Ana: центр → 1 до столиці гравця Ana',
         'фішка божества «Minerva» на поділці -2 зупиняє маркер конфлікту на поділці -1 замість -2: решта ходу '
         'пропадає, а фішка скидається']),
    'poliorcetics_build': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Fortifications',
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [{'bank': 8,
                      'opponent': 0,
                      'buys': [{'resource': 'clay', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 2, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 12, 'Bo': 3},
                   'conflict': 2,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Fortifications costs 1 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
         ('clay at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Ana buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 8, Bo 0) of the 20 coins held',
          'Rulebook, Trading'),
         ('Fortifications has 2 shields', 'the printed card: Fortifications'),
         ("the Conflict pawn moves 2 spaces toward Bo's capital: from the centre to 2 toward Bo's capital",
          'Rulebook, Military'),
         ('Poliorcetics: Bo loses 1 coin per space moved → 2', 'Pantheon rulebook, Progress tokens: Poliorcetics')],
        ['«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2',
         'глина по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'Ana покупает: глина ×1 по 2, папирус ×1 по 2, камень ×2 по 2; платит 8 (банку 8, игроку Bo 0) из имеющихся '
         'монет: 20',
         '«Укрепления»: 2 щита',
         'маркер конфликта сдвигается на 2 клетки к столице игрока Bo: центр → 2 к столице игрока Bo',
         'Осадная техника: Bo теряет по 1 монете за каждое деление хода фишки → 2'],
        ['«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2',
         'глина по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'Ana купує: глина ×1 по 2, папірус ×1 по 2, камінь ×2 по 2; сплачує 8 (банку 8, гравцеві Bo 0) з наявних '
         'монет: 20',
         '«Fortifications»: 2 щити',
         'маркер конфлікту зсувається на 2 клітинки до столиці гравця Bo: центр → 2 до столиці гравця Bo',
         'Облогова техніка: Bo втрачає по 1 монеті за кожну поділку руху фішки → 2']),
    'poliorcetics_bo': (
        {'legal': True,
         'player': 'Bo',
         'action': 'build',
         'card': 'Fortifications',
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [{'bank': 8,
                      'opponent': 0,
                      'buys': [{'resource': 'clay', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 2, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 12},
                   'conflict': -4,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Fortifications costs 1 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
         ('clay at 2 + 0 = 2: Ana produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Ana produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Ana produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Bo buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 8, Ana 0) of the 20 coins held',
          'Rulebook, Trading'),
         ('Fortifications has 2 shields', 'the printed card: Fortifications'),
         ("the Conflict pawn moves 2 spaces toward Ana's capital: from 2 toward Ana's capital to 4 toward Ana's "
          'capital',
          'Rulebook, Military'),
         ("the pawn enters the zone 3–5 on Ana's side: its token takes 2 coins from Ana, who loses 1 (as many as "
          'they have) and the token goes back to the box (if the pawn had been in this zone before, the token is '
          'already gone)',
          'Rulebook, Military tokens'),
         ('Poliorcetics: Ana loses 1 coin per space moved → 0', 'Pantheon rulebook, Progress tokens: Poliorcetics')],
        ['«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2',
         'глина по 2 + 0 = 2: Ana производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Ana производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Ana производит 0 на коричневых и серых картах',
         'Bo покупает: глина ×1 по 2, папирус ×1 по 2, камень ×2 по 2; платит 8 (банку 8, игроку Ana 0) из имеющихся '
         'монет: 20',
         '«Укрепления»: 2 щита',
         'маркер конфликта сдвигается на 2 клетки к столице игрока Ana: 2 к столице игрока Ana → 4 к столице игрока '
         'Ana',
         'маркер входит в зону 3–5 на стороне игрока Ana: её военный жетон отнимает у игрока Ana монеты (2), он '
         'теряет 1 (сколько у него есть), а жетон убирается в коробку (если маркер уже бывал в этой зоне, жетона там '
         'уже нет)',
         'Осадная техника: Ana теряет по 1 монете за каждое деление хода фишки → 0'],
        ['«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2',
         'глина по 2 + 0 = 2: Ana виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Ana виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Ana виробляє 0 на коричневих і сірих картах',
         'Bo купує: глина ×1 по 2, папірус ×1 по 2, камінь ×2 по 2; сплачує 8 (банку 8, гравцеві Ana 0) з наявних '
         'монет: 20',
         '«Fortifications»: 2 щити',
         'маркер конфлікту зсувається на 2 клітинки до столиці гравця Ana: 2 до столиці гравця Ana → 4 до столиці '
         'гравця Ana',
         'маркер входить у зону 3–5 на боці гравця Ana: її військовий жетон забирає в гравця Ana монети (2), він '
         'втрачає 1 (скільки має), а жетон повертається в коробку (якщо маркер уже бував у цій зоні, жетона там уже '
         'немає)',
         'Облогова техніка: Ana втрачає по 1 монеті за кожну поділку руху фішки → 0']),
    'coercion_takes_the_snakes_card': (
        {'legal': True,
         'player': 'Ana',
         'action': 'trigger',
         'card': 'Coercion',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'choice': ['Apothecary', 'Library'],
                      'text': "Ana takes Bo's Apothecary and gives Bo their Library; points and symbols move with "
                              'the cards'}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', 'Bo', None, None],
                   'players': {'Ana': {'cards': ['Apothecary'], 'wonders': [], 'progress': []},
                               'Bo': {'cards': ['Library'], 'wonders': [], 'progress': []}},
                   'decrees': {},
                   'pantheon': {'snake': {'Bo': None}}}},
        [('Ana reveals the prepared Coercion at the start of the turn and applies it for free, then takes the turn',
          'Agora rulebook, Conspiracies'),
         ("Ana takes Bo's Apothecary and gives Bo their Library; points and symbols move with the cards",
          'Agora rulebook, Conspiracies: Coercion'),
         ("Library leaves Ana's city, and the Snake token on it is discarded: Nisaba no longer gives Bo its symbol",
          'Pantheon rulebook, Divinities: Nisaba')],
        ['Ana в начале хода раскрывает подготовленный заговор «Принуждение», бесплатно применяет его и затем ходит',
         'Ana забирает карту «Аптека» у игрока Bo и отдаёт взамен свою карту «Библиотека»; очки и символы переходят '
         'вместе с картами',
         '«Библиотека» уходит из города игрока Ana, и жетон Змеи на ней сбрасывается: Нисаба больше не даёт игроку '
         'Bo её символ'],
        ['Ana на початку ходу розкриває підготовлену змову «Coercion», безкоштовно застосовує її й потім ходить',
         'Ana забирає карту «Apothecary» у гравця Bo і віддає натомість свою карту «Library»; очки й символи '
         'переходять разом із картами',
         '«Library» іде з міста гравця Ana, і жетон Змії на ній скидається: Nisaba більше не дає гравцеві Bo її '
         'символ']),
    'coercion_leaves_the_snake': (
        {'legal': True,
         'player': 'Ana',
         'action': 'trigger',
         'card': 'Coercion',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'choice': ['Apothecary', 'Library'],
                      'text': "Ana takes Bo's Apothecary and gives Bo their Library; points and symbols move with "
                              'the cards'},
                     {'choice': ['Apothecary', 'Scriptorium'],
                      'text': "Ana takes Bo's Apothecary and gives Bo their Scriptorium; points and symbols move "
                              'with the cards'}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', 'Bo', None, None],
                   'players': {'Ana': {'cards': ['Library', 'Apothecary'], 'wonders': [], 'progress': []},
                               'Bo': {'cards': ['Scriptorium'], 'wonders': [], 'progress': []}},
                   'decrees': {}}},
        [('Ana reveals the prepared Coercion at the start of the turn and applies it for free, then takes the turn',
          'Agora rulebook, Conspiracies'),
         ("Ana takes Bo's Apothecary and gives Bo their Scriptorium; points and symbols move with the cards",
          'Agora rulebook, Conspiracies: Coercion'),
         ('Bo now has a new pair of identical science symbols: Bo takes a Progress token from the board',
          'Rulebook, Science and progress')],
        ['Ana в начале хода раскрывает подготовленный заговор «Принуждение», бесплатно применяет его и затем ходит',
         'Ana забирает карту «Аптека» у игрока Bo и отдаёт взамен свою карту «Скрипторий»; очки и символы переходят '
         'вместе с картами',
         'у игрока Bo новая пара одинаковых научных символов: Bo берёт жетон прогресса с поля'],
        ['Ana на початку ходу розкриває підготовлену змову «Coercion», безкоштовно застосовує її й потім ходить',
         'Ana забирає карту «Apothecary» у гравця Bo і віддає натомість свою карту «Scriptorium»; очки й символи '
         'переходять разом із картами',
         'у гравця Bo нова пара однакових наукових символів: Bo бере жетон прогресу з поля']),
    'turn_of_events_offering': (
        {'legal': True,
         'player': 'Ana',
         'action': 'trigger',
         'card': 'Turn of Events',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'choice': 'Caravansery',
                      'text': 'Ana puts Caravansery from the structure in the discard pile; the cards it frees are '
                              'turned over at once and any token on them goes to Ana'},
                     {'choice': 'Laboratory',
                      'text': 'Ana puts Laboratory from the structure in the discard pile; the cards it frees are '
                              'turned over at once and any token on them goes to Ana'}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', 'Bo', None, None],
                   'players': {'Ana': {'cards': [], 'wonders': [], 'progress': []},
                               'Bo': {'cards': [], 'wonders': [], 'progress': []}},
                   'discard': ['Caravansery'],
                   'decrees': {},
                   'pantheon': {'tokens': [{'position': '2.2', 'token': 'offering'}]}}},
        [('Ana reveals the prepared Turn of Events at the start of the turn and applies it for free, then takes the '
          'turn',
          'Agora rulebook, Conspiracies'),
         ('Ana puts Caravansery from the structure in the discard pile; the cards it frees are turned over at once '
          'and any token on them goes to Ana',
          'Agora rulebook, Conspiracies: Turn of Events'),
         ('the card at 2.2 is turned over and carries an Offering token: Ana takes it', 'Pantheon rulebook, Setup')],
        ['Ana в начале хода раскрывает подготовленный заговор «Поворот событий», бесплатно применяет его и затем '
         'ходит',
         'Ana сбрасывает карту «Караван-сарай» из структуры; освободившиеся карты сразу открываются, а жетоны на них '
         'достаются игроку Ana',
         'карта на позиции 2.2 переворачивается, на ней жетон Жертвоприношения: Ana забирает его'],
        ['Ana на початку ходу розкриває підготовлену змову «Turn of Events», безкоштовно застосовує її й потім '
         'ходить',
         'Ana скидає карту «Caravansery» зі структури; карти, що звільнилися, одразу відкриваються, а жетони на них '
         'дістаються гравцеві Ana',
         'карта на позиції 2.2 перевертається, на ній жетон Жертвоприношення: Ana забирає його']),
    'turn_of_events_mythology': (
        {'legal': True,
         'player': 'Ana',
         'action': 'trigger',
         'card': 'Turn of Events',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'choice': 'Stone Pit',
                      'text': 'Ana puts Stone Pit from the structure in the discard pile; the cards it frees are '
                              'turned over at once and any token on them goes to Ana'},
                     {'choice': 'Clay Pool',
                      'text': 'Ana puts Clay Pool from the structure in the discard pile; the cards it frees are '
                              'turned over at once and any token on them goes to Ana'}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', 'Bo', None, None],
                   'players': {'Ana': {'cards': [], 'wonders': [], 'progress': []},
                               'Bo': {'cards': [], 'wonders': [], 'progress': []}},
                   'discard': ['Stone Pit', 'Clay Pool'],
                   'decrees': {},
                   'pantheon': {'tokens': [{'position': '2.6', 'token': 'mythology'}]}}},
        [('Ana reveals the prepared Turn of Events at the start of the turn and applies it for free, then takes the '
          'turn',
          'Agora rulebook, Conspiracies'),
         ('Ana puts Stone Pit from the structure in the discard pile; the cards it frees are turned over at once and '
          'any token on them goes to Ana',
          'Agora rulebook, Conspiracies: Turn of Events'),
         ('Ana puts Clay Pool from the structure in the discard pile; the cards it frees are turned over at once and '
          'any token on them goes to Ana',
          'Agora rulebook, Conspiracies: Turn of Events'),
         ('the card at 2.6 is turned over and carries a Mythology token: Ana takes it, draws the top 2 Divinities of '
          'its mythology and places one face down in the Pantheon',
          'Pantheon rulebook, Setup')],
        ['Ana в начале хода раскрывает подготовленный заговор «Поворот событий», бесплатно применяет его и затем '
         'ходит',
         'Ana сбрасывает карту «Каменный карьер» из структуры; освободившиеся карты сразу открываются, а жетоны на '
         'них достаются игроку Ana',
         'Ana сбрасывает карту «Глиняный карьер» из структуры; освободившиеся карты сразу открываются, а жетоны на '
         'них достаются игроку Ana',
         'карта на позиции 2.6 переворачивается, на ней жетон Мифологии: Ana забирает его, берёт 2 верхних Божества '
         'этой мифологии и кладёт одно рубашкой вверх в Пантеон'],
        ['Ana на початку ходу розкриває підготовлену змову «Turn of Events», безкоштовно застосовує її й потім '
         'ходить',
         'Ana скидає карту «Stone Pit» зі структури; карти, що звільнилися, одразу відкриваються, а жетони на них '
         'дістаються гравцеві Ana',
         'Ana скидає карту «Clay Pool» зі структури; карти, що звільнилися, одразу відкриваються, а жетони на них '
         'дістаються гравцеві Ana',
         'карта на позиції 2.6 перевертається, на ній жетон Міфології: Ana забирає його, бере 2 верхні Божества цієї '
         'міфології й кладе одне сорочкою догори в Пантеон']),
    'coup_poliorcetics': (
        {'legal': True,
         'player': 'Ana',
         'action': 'trigger',
         'card': 'Coup',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 3},
                   'conflict': 2,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', 'Bo', None, None]}},
        [('Ana reveals the prepared Coup at the start of the turn and applies it for free, then takes the turn',
          'Agora rulebook, Conspiracies'),
         ("Coup: 2 shields, the Conflict pawn moves from the centre to 2 toward Bo's capital", 'Rulebook, Military'),
         ('Poliorcetics: Bo loses 1 coin per space moved → 2', 'Pantheon rulebook, Progress tokens: Poliorcetics')],
        ['Ana в начале хода раскрывает подготовленный заговор «Переворот», бесплатно применяет его и затем ходит',
         'Переворот: 2 щита, маркер конфликта сдвигается: центр → 2 к столице игрока Bo',
         'Осадная техника: Bo теряет по 1 монете за каждое деление хода фишки → 2'],
        ['Ana на початку ходу розкриває підготовлену змову «Coup», безкоштовно застосовує її й потім ходить',
         'Coup: 2 щити, маркер конфлікту зсувається: центр → 2 до столиці гравця Bo',
         'Облогова техніка: Bo втрачає по 1 монеті за кожну поділку руху фішки → 2']),
    'coup_minerva': (
        {'legal': True,
         'player': 'Ana',
         'action': 'trigger',
         'card': 'Coup',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 1,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', 'Bo', None, None]}},
        [('Ana reveals the prepared Coup at the start of the turn and applies it for free, then takes the turn',
          'Agora rulebook, Conspiracies'),
         ("Coup: 2 shields, the Conflict pawn moves from the centre to 1 toward Bo's capital", 'Rulebook, Military'),
         ('the Minerva pawn on space 2 stops the Conflict pawn on space 1 instead of 2: the rest of the move is lost '
          'and the Minerva pawn is discarded',
          'Pantheon rulebook, Divinities: Minerva')],
        ['Ana в начале хода раскрывает подготовленный заговор «Переворот», бесплатно применяет его и затем ходит',
         'Переворот: 2 щита, маркер конфликта сдвигается: центр → 1 к столице игрока Bo',
         'фишка божества «Минерва» на делении 2 останавливает маркер конфликта на делении 1 вместо 2: остаток хода '
         'пропадает, а фишка сбрасывается'],
        ['Ana на початку ходу розкриває підготовлену змову «Coup», безкоштовно застосовує її й потім ходить',
         'Coup: 2 щити, маркер конфлікту зсувається: центр → 1 до столиці гравця Bo',
         'фішка божества «Minerva» на поділці 2 зупиняє маркер конфлікту на поділці 1 замість 2: решта ходу '
         'пропадає, а фішка скидається']),
    'senator_paid_from_astarte': (
        {'legal': True,
         'player': 'Ana',
         'action': 'recruit',
         'card': 'Politician (center section)',
         'free': None,
         'cost': {'bank': 2, 'opponent': 0},
         'options': [],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', None, None, None]},
         'pantheon': {'astarte_coins': 2}},
        [('a Senator costs as many coins as the Senators already in the city: Ana has 2 → 2 coins',
          'Agora rulebook, Senators'),
         ("blue cards in Ana's city: 0 → 1 Senate action: place a cube in Chambers 3, 4, or move one of their cubes "
          'to an adjacent Chamber',
          'Agora rulebook, Senators'),
         ('Ana places a cube in Chamber 3', 'Agora rulebook, The Senate'),
         ('the 3 coins on Astarte count among the coins Ana may spend; left on the card: 2',
          'Pantheon rulebook, Divinities: Astarte')],
        ['сенатор стоит столько монет, сколько сенаторов уже в городе: у Ana их 2 → 2 монеты',
         'синих карт в городе Ana: 0 → 1 действие в Сенате: поставить кубик в Палату 3, 4 или передвинуть свой кубик '
         'в соседнюю Палату',
         'Ana ставит кубик в Палату 3',
         '3 монеты на Астарте входят в монеты, которые Ana может потратить; остаётся на карте: 2'],
        ['сенатор коштує стільки монет, скільки сенаторів уже в місті: у Ana їх 2 → 2 монети',
         'синіх карт у місті Ana: 0 → 1 дія в Сенаті: поставити кубик у Палату 3, 4 або пересунути свій кубик у '
         'сусідню Палату',
         'Ana ставить кубик у Палату 3',
         '3 монети на Астарті входять до монет, які Ana може витратити; лишається на карті: 2']),
}

POSITIONS = {**POSITIONS, **BUILDS, **COMPOSED}


def outcome(verdict: dict) -> dict:
    return {k: v for k, v in verdict.items() if k != "reasons"}


@pytest.mark.parametrize("name", EXPECTED)
def test_the_verdict_word_for_word(name):
    position = POSITIONS[name]
    expected, english, russian, ukrainian = EXPECTED[name]
    verdict = registry.referee(position)
    assert outcome(verdict) == expected
    assert [(r["text"], r["rule"]) for r in verdict["reasons"]] == english
    for lang, words in (("ru", russian), ("uk", ukrainian)):
        with use_language(lang):
            assert [r["text"] for r in registry.referee(position)["reasons"]] == words, lang


# -- a malformed activation: every problem at its path, in English and Russian ------------------------------

def _malformed(action: dict, age=2) -> dict:
    return table({"coins": 20, "pantheon": {"offering_tokens": [3]}}, {"pantheon": {"divinities": ["Mars"]}},
                 age=age, action=action)


BAD = {
    "space_taken_divinity_tokens": (
        _malformed({"player": A, "activate": {"space": 9, "divinity": "Mars", "offerings": [4, 3, 3]}}),
        [("action.activate.space", "the Pantheon space is a whole number 1 to 6, counted from players[0]'s side, "
                                   "got 9"),
         ("action.activate.divinity", "Mars is already in Bo's city: it left the Pantheon when activated"),
         ("action.activate.offerings[0]", "Ana holds no unused Offering token 4 (held: 3)"),
         ("action.activate.offerings[2]", "Ana holds no unused Offering token 3 (held: none)")],
        ["ячейка Пантеона — целое число от 1 до 6, считая со стороны players[0], получено 9",
         "Марс уже в городе игрока Bo: Божество покинуло Пантеон при активации",
         "у игрока Ana нет неиспользованного жетона Жертвоприношения 4 (есть: 3)",
         "у игрока Ana нет неиспользованного жетона Жертвоприношения 3 (есть: нет)"]),
    "player_field_divinity_offerings": (
        _malformed({"player": "Eve", "activate": {"space": 2, "divinity": "Zeuss", "offerings": 4, "x": 1}}),
        [("action.player", "no player is called 'Eve'; the players are Ana, Bo"),
         ("action.activate.x", "unknown field 'x'; expected one of space, divinity, offerings"),
         ("action.activate.divinity", "unknown Divinity 'Zeuss'; did you mean 'Zeus'?"),
         ("action.activate.offerings", "offerings lists the Offering tokens spent, e.g. [4, 3]")],
        ["нет игрока по имени 'Eve'; игроки: Ana, Bo",
         "неизвестное поле 'x'; ожидается одно из: space, divinity, offerings",
         "неизвестное Божество 'Zeuss'; может быть, 'Zeus'?",
         "offerings — список потраченных жетонов Жертвоприношения, например [4, 3]"]),
    "two_tokens_held_not_that_one": (
        table({"coins": 20, "pantheon": {"offering_tokens": [2, 4]}}, age=2,
              action={"player": A, "activate": {"space": 3, "offerings": [3]}}),
        [("action.activate.offerings[0]", "Ana holds no unused Offering token 3 (held: 2, 4)")],
        ["у игрока Ana нет неиспользованного жетона Жертвоприношения 3 (есть: 2, 4)"]),
    "the_table_itself_malformed": (
        table({"coins": "x"}, age=2, action={"player": A, "activate": {"space": 3, "divinity": "Zeus"}}),
        [("players[0].coins", "coins must be a whole number 0 or more, got 'x'")],
        ["монеты — целое число от 0, получено 'x'"]),
    "no_such_player": (
        _malformed({"player": "Eve", "activate": {"space": 2, "offerings": [3]}}),
        [("action.player", "no player is called 'Eve'; the players are Ana, Bo")],
        ["нет игрока по имени 'Eve'; игроки: Ana, Bo"]),
    "nothing_like_a_divinity": (
        _malformed({"player": A, "activate": {"space": 3, "divinity": "Xyzzyq"}}),
        [("action.activate.divinity", "unknown Divinity 'Xyzzyq'; did you mean 'Gate'?")],
        ["неизвестное Божество 'Xyzzyq'; может быть, 'Gate'?"]),
    "her_own_divinity_by_its_russian_name": (
        table({"coins": 20, "pantheon": {"divinities": ["Mars"]}}, age=2,
              action={"player": A, "activate": {"space": 3, "divinity": "Марс"}}),
        [("action.activate.divinity", "Mars is already in Ana's city: it left the Pantheon when activated")],
        ["Марс уже в городе игрока Ana: Божество покинуло Пантеон при активации"]),
    "not_an_object": (
        _malformed({"player": A, "activate": "Zeus"}),
        [("action.activate", 'activate must be an object: {"space": 6, "divinity": "Zeus", "offerings": [3]}')],
        ['activate должен быть объектом: {"space": 6, "divinity": "Zeus", "offerings": [3]}']),
    "no_age_space_zero": (
        _malformed({"player": A, "activate": {"space": 0, "divinity": "Gate", "offerings": [3]}}, age=None),
        [("age", 'the current age is required: "age": 1, 2 or 3'),
         ("action.activate.space", "the Pantheon space is a whole number 1 to 6, counted from players[0]'s side, "
                                   "got 0")],
        ['нужна текущая эпоха: "age": 1, 2 или 3',
         "ячейка Пантеона — целое число от 1 до 6, считая со стороны players[0], получено 0"]),
    "age_true_space_text": (
        _malformed({"player": A, "activate": {"space": "6", "divinity": ""}}, age=True),
        [("age", 'the current age is required: "age": 1, 2 or 3'),
         ("action.activate.space", "the Pantheon space is a whole number 1 to 6, counted from players[0]'s side, "
                                   "got '6'")],
        ['нужна текущая эпоха: "age": 1, 2 или 3',
         "ячейка Пантеона — целое число от 1 до 6, считая со стороны players[0], получено '6'"]),
}


@pytest.mark.parametrize("name", BAD)
def test_a_malformed_activation_names_every_problem(name):
    position, english, russian = BAD[name]
    with pytest.raises(BadInput) as caught:
        registry.referee(position)
    assert [(p.path, p.message) for p in caught.value.problems] == english
    with use_language("ru"), pytest.raises(BadInput) as caught:
        registry.referee(position)
    assert [p.message for p in caught.value.problems] == russian


# -- the referee screen's section: its fields, what it reads and the notes beside a verdict -------------------

DIVINITIES = ["Enki", "Ishtar", "Nisaba", "Astarte", "Baal", "Tanit", "Aphrodite", "Hades", "Zeus", "Anubis", "Isis",
              "Ra", "Mars", "Minerva", "Neptune"]
DIVINITIES_RU = ["Энки", "Иштар", "Нисаба", "Астарта", "Баал", "Танит", "Афродита", "Аид", "Зевс", "Анубис", "Исида",
                 "Ра", "Марс", "Минерва", "Нептун"]


def _section(first: str, space: str, divinity: str, names: list, gate: str, words: dict, ticked=(), activate=False):
    return ({"id": "pantheon", "title": words["title"], "fields": (
        {"kind": "checkbox", "name": "pantheon-activate", "label": words["activate"], "checked": activate},
        {"kind": "select", "name": "pantheon-space", "label": words["space"].format(first),
         "choices": [(str(n), str(n)) for n in range(1, 7)], "value": space},
        {"kind": "select", "name": "pantheon-divinity", "label": words["card"],
         "choices": [("", "—")] + [(n.lower(), shown) for n, shown in zip(DIVINITIES, names)] + [("gate", gate)],
         "value": divinity},
        *({"kind": "checkbox", "name": f"pantheon-offering-{v}", "label": words["offering"].format(v),
           "checked": v in ticked} for v in (2, 3, 4)))},)


EN = {"title": "Pantheon", "activate": "Activate a Divinity instead (its cost and effect)",
      "space": "Pantheon space, counted from {}'s side", "card": "The card on that space",
      "offering": "Spend the Offering token −{}"}
RU = {"title": "Пантеон", "activate": "Вместо этого активировать Божество (стоимость и эффект)",
      "space": "Ячейка Пантеона, считая со стороны игрока {}", "card": "Карта на этой ячейке",
      "offering": "Потратить жетон Жертвоприношения −{}"}


def test_the_screen_section_asks_the_space_the_card_and_the_offering_tokens():
    doc = {"game": "duel", "expansions": ["pantheon"], "players": [{"name": A}, {"name": B}]}
    form = {"pantheon-activate": ["1"], "pantheon-space": ["4"], "pantheon-divinity": ["zeus"],
            "pantheon-offering-3": ["1"]}
    assert screen(doc, form) == _section(A, "4", "zeus", DIVINITIES, "Gate", EN, ticked=(3,), activate=True)
    with use_language("ru"):
        assert screen(doc, {}) == _section(A, "1", "", DIVINITIES_RU, "Врата", RU)
    assert screen({"players": []}, {}) == _section("the first player", "1", "", DIVINITIES, "Gate", EN)


def test_the_form_read_replaces_the_action_by_the_activation():
    doc = {"game": "duel", "expansions": ["pantheon"], "players": [{"name": A}, {"name": B}]}
    action = {"player": A, "build": "Baths", "wonder": "The Sphinx", "card": "Baths", "discard": "Baths"}
    form = {"pantheon-activate": ["1"], "pantheon-space": ["4"], "pantheon-divinity": ["zeus"],
            "pantheon-offering-2": [""], "pantheon-offering-3": ["1"], "pantheon-offering-4": ["1"]}
    assert read_form(doc, form, action) is doc
    assert action == {"player": A, "activate": {"space": 4, "offerings": [3, 4], "divinity": "zeus"}}
    action = {"player": A, "build": "Baths"}
    read_form(doc, {"pantheon-activate": ["1"], "pantheon-space": ["four"]}, action)
    assert action == {"player": A, "activate": {"space": "four", "offerings": []}}     # blamed on its path
    action = {"player": A, "build": "Baths"}
    read_form(doc, {"pantheon-space": ["4"], "pantheon-divinity": ["zeus"]}, action)      # the box not ticked
    assert action == {"player": A, "build": "Baths"}


def test_the_notes_beside_a_verdict():
    activation = registry.referee(POSITIONS["astarte_pays_player_choice"])
    assert verdict_notes(activation) == ({"id": "pantheon-cost", "text": "Activation cost: 6 coins to the bank."},
                                         {"id": "pantheon-astarte", "text": "Coins on Astarte after it: 1."})
    with use_language("ru"):
        ru = verdict_notes(registry.referee(POSITIONS["astarte_pays_player_choice"]))
    assert [n["text"] for n in ru] == ["Стоимость активации: монет в банк — 6.", "Монет на Астарте после этого: 1."]
    assert verdict_notes(registry.referee(POSITIONS["astarte_pays_astarte_first"])) == (
        {"id": "pantheon-cost", "text": "Activation cost: 6 coins to the bank."},)
    assert verdict_notes(registry.referee(POSITIONS["astarte_pays_a_build"])) == (
        {"id": "pantheon-astarte", "text": "Coins on Astarte after it: 1."},)
    assert verdict_notes(registry.referee(POSITIONS["too_poor"])) == ()
    assert verdict_notes(registry.referee(POSITIONS["zh_reading_no_token"])) == ()


# -- Astarte's coins belong to the player acting, in a well-formed document only ---------------------------------

def test_the_coins_on_the_opponents_astarte_stay_out_of_the_turn():
    """Bo builds Fortifications (8 coins of resources) beside Ana's 6 coins on Astarte: Bo pays from his treasury, and
    the verdict says nothing of Astarte."""
    doc = build("Fortifications", player=B, a={"coins": 3, "pantheon": ON_ASTARTE}, b={"coins": 20})
    verdict = registry.referee(doc)
    assert (verdict["legal"], verdict["cost"], verdict["after"]["coins"]) == (True, {"bank": 8, "opponent": 0},
                                                                             {A: 3, B: 12})
    assert "pantheon" not in verdict
    assert [r["text"] for r in verdict["reasons"]] == [
        "Fortifications costs 1 clay, 1 papyrus, 2 stone",
        "clay at 2 + 0 = 2: Ana produces 0 on brown and grey cards",
        "papyrus at 2 + 0 = 2: Ana produces 0 on brown and grey cards",
        "stone at 2 + 0 = 2: Ana produces 0 on brown and grey cards",
        "Bo buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 8, Ana 0) of the 20 coins held",
        "Fortifications has 2 shields",
        "the Conflict pawn moves 2 spaces toward Ana's capital: from the centre to 2 toward Ana's capital"]


@pytest.mark.parametrize("change, path, message", [
    ({"action": "Fortifications"}, "action",
     '"action" is required: {"player": name, and "build": card, "wonder": wonder or "discard": true}'),
    ({"players": 5}, "players", '"players" must be a list of the 2 players (7 Wonders Duel is for 2 players)'),
])
def test_a_malformed_turn_beside_coins_on_astarte_is_bad_input(change, path, message):
    doc = dict(build("Fortifications", a={"coins": 3, "pantheon": ON_ASTARTE}), **change)
    with pytest.raises(BadInput) as caught:
        registry.referee(doc)
    assert [(p.path, p.message) for p in caught.value.problems] == [(path, message)]


def test_a_player_that_is_not_an_object_is_bad_input_beside_coins_on_astarte():
    doc = build("Fortifications", a={"coins": 3, "pantheon": ON_ASTARTE})
    doc["players"].insert(0, "Eve")
    with pytest.raises(BadInput) as caught:
        registry.referee(doc)
    assert [(p.path, p.message) for p in caught.value.problems] == [
        ("players", '"players" must be a list of the 2 players (7 Wonders Duel is for 2 players)')]


# -- what each other Divinity does, said when it is activated (the referee does not play it out) --------------

EFFECTS = {
    "Enki": ("Enki: the player takes one of the 2 progress tokens on the card; the other goes back to the box",
             "Энки: игрок берёт один из 2 жетонов прогресса с карты; другой возвращается в коробку",
             "Enki: гравець бере один із 2 жетонів прогресу з карти; інший повертається до коробки"),
    "Ishtar": ("Ishtar: worth the scales, Law's science symbol (a pair with Law earns a progress token)",
               "Иштар: даёт весы, научный символ Закона (пара с Законом приносит жетон прогресса)",
               "Ishtar: дає терези, науковий символ Закону (пара із Законом приносить жетон прогресу)"),
    "Nisaba": ("Nisaba: the Snake token goes on one of the opponent's green cards; its symbol counts for the player too",
               "Нисаба: жетон Змеи кладётся на одну из зелёных карт соперника; её символ засчитывается и игроку",
               "Nisaba: жетон Змії кладеться на одну із зелених карт суперника; її символ зараховується й гравцеві"),
    "Baal": ("Baal: the player takes a brown or grey card the opponent built",
             "Баал: игрок забирает коричневую или серую карту, построенную соперником",
             "Baal: гравець забирає коричневу або сіру карту, збудовану суперником"),
    "Hades": ("Hades: the player builds a card of the discard pile for free",
              "Аид: игрок бесплатно строит карту из сброса",
              "Hades: гравець безкоштовно будує карту зі скиду"),
    "Anubis": ("Anubis: the card under a built Wonder is discarded; the Wonder loses its VP and production until built "
               "again",
               "Анубис: карта под построенным чудом уходит в сброс; чудо теряет ПО и производство, пока его не построят "
               "снова",
               "Anubis: карта під збудованим дивом іде до скиду; диво втрачає ПО й виробництво, доки його не збудують "
               "знову"),
    "Isis": ("Isis: the player builds one of their Wonders for free with a card of the discard pile",
             "Исида: игрок бесплатно строит одно из своих чудес картой из сброса",
             "Isis: гравець безкоштовно будує одне зі своїх див картою зі скиду"),
    "Ra": ("Ra: the player takes one of the opponent's unbuilt Wonders",
           "Ра: игрок забирает одно из непостроенных чудес соперника",
           "Ra: гравець забирає одне з незбудованих див суперника"),
    "Minerva": ("Minerva: the Minerva pawn goes on a space of the military track; the Conflict pawn stops before it "
                "once",
                "Минерва: фишка Минервы ставится на деление военного трека; маркер конфликта один раз останавливается "
                "перед ней",
                "Minerva: фішка Мінерви ставиться на поділку військового треку; маркер конфлікту один раз зупиняється "
                "перед нею"),
    "Neptune": ("Neptune: one Military token is discarded without effect, then another is applied",
                "Нептун: один военный жетон сбрасывается без эффекта, затем другой применяется",
                "Neptune: один військовий жетон скидається без ефекту, потім інший застосовується"),
}


@pytest.mark.parametrize("divinity", EFFECTS)
def test_each_divinity_activated_says_its_effect(divinity):
    """Space 1 costs Ana 3 of her 20 coins in age III; these Divinities change no coin, pawn or token the verdict
    reports, so the position after is the treasury alone."""
    position = activate(1, divinity, age=3)
    verdict = registry.referee(position)
    assert outcome(verdict) == {
        "legal": True, "player": A, "action": "activate", "card": None, "free": None,
        "cost": {"bank": 3, "opponent": 0}, "options": [], "gain": 0,
        "pantheon": {"space": 1, "divinity": divinity, "cost": 3, "astarte_coins": 0, "offering_tokens": []},
        "after": {"coins": {A: 17, B: 0}, "conflict": 0, "progress_token": False, "play_again": False,
                  "victory": None}}
    assert [(r["text"], r["rule"]) for r in verdict["reasons"]] == [
        ("space 1 of the Pantheon costs Ana 3 coins (the printed cost on their side)",
         "Pantheon rulebook, Activating a Divinity"),
        (EFFECTS[divinity][0], f"Pantheon rulebook, Divinities: {divinity}")]
    for lang, words in zip(("ru", "uk"), EFFECTS[divinity][1:]):
        with use_language(lang):
            assert registry.referee(position)["reasons"][-1]["text"] == words, lang


# -- the tokens on face-down cards: the card tucked under a Wonder frees them too, a card still covered does not,
# the names read in Russian; a Snake on a card the Snake's owner takes back ----------------------------------------

def agora_build(card, layout, age=2, **over):
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": age, "layout": layout,
           "players": [{"name": A, "cards": [], "coins": 20}, {"name": B, "cards": [], "coins": 0}],
           "action": {"player": A, "build": card}}
    doc.update(over)
    return doc


# Agora's age II structure (facts B2: 7U · 6D · 5U · 4D · 3U): Board Game Arena's Offering token on 2.12, under 3.11
# alone (facts A12); the other reading ("zh") gives no positions on Agora's structure, and a table that entered its
# own ("entered") none anywhere: no token is said
AGORA_AGE_II = {"1.13": "Brewery", "2.12": None, "3.11": "Caravansery", "3.9": "Laboratory", "2.10": None}


TOKENS = {
    "entered_on_duels_structure": build("Lumber Yard", age=1, a={"coins": 5},
                                        layout={"5.1": "Lumber Yard", "4.2": None, "4.4": None},
                                        pantheon_options={"token_positions": "entered"}),
    "bga_on_agoras_structure": agora_build("Caravansery", AGORA_AGE_II),
    "zh_on_agoras_structure": agora_build("Caravansery", AGORA_AGE_II, pantheon_options={"token_positions": "zh"}),
    "entered_on_agoras_structure": agora_build("Caravansery", AGORA_AGE_II,
                                               pantheon_options={"token_positions": "entered"}),
    "astarte_pays_and_a_token_is_freed": build("Scriptorium", age=1, a={"coins": 1, "pantheon": ON_ASTARTE},
                                               layout={"5.1": "Scriptorium", "4.2": None, "4.4": None}),
    "turned_over_before_keeps_no_token": build("Lumber Yard", age=1, a={"coins": 5},
                                               layout={"5.1": "Lumber Yard", "4.2": "Clay Pool", "4.4": None}),
    "discard_naming_the_card": table({"coins": 5}, age=1, layout={"5.1": "Lumber Yard", "4.2": None, "4.4": None},
                                     action={"player": A, "discard": True, "card": "Lumber Yard"}),
    "wonder_tucks_the_card_that_frees_a_token": table({"coins": 20}, age=1,
                                                      layout={"5.1": "Lumber Yard", "4.2": None, "4.4": None},
                                                      action={"player": A, "wonder": "The Pyramids",
                                                              "card": "Lumber Yard"}),
    "still_covered_by_another_card": build("Lumber Yard", age=1, a={"coins": 5},
                                           layout={"5.1": "Lumber Yard", "5.3": "Stone Pit", "4.2": None}),
    "russian_names_free_a_token": table({"coins": 5}, age=1, layout={"5.1": "Лесоповал", "4.2": None, "4.4": None},
                                        action={"player": A, "build": "Лесоповал"}),
    "coercion_takes_back_the_card_under_her_own_snake": plot(
        "Coercion", ["Library", "Apothecary"], {"cards": ["Apothecary"], "pantheon": NISABA},
        {"cards": ["Library"]}),
}

# the Caravansery on Agora's structure: the same whole verdict under the "zh" and the "entered" readings of the
# token positions
CARAVANSERY_ON_AGORA = (
    {'legal': True,
     'player': 'Ana',
     'action': 'build',
     'card': 'Caravansery',
     'free': None,
     'cost': {'bank': 6, 'opponent': 0},
     'options': [{'bank': 6,
                  'opponent': 0,
                  'buys': [{'resource': 'glass', 'count': 1, 'price': 2},
                           {'resource': 'papyrus', 'count': 1, 'price': 2}],
                  'choices': [],
                  'removed': []}],
     'gain': 0,
     'after': {'coins': {'Ana': 14, 'Bo': 0},
               'conflict': 0,
               'progress_token': False,
               'play_again': False,
               'victory': None}},
    [('Caravansery (3.11) has no card on it: accessible', 'Rulebook, A turn'),
     ('Caravansery costs 2 coins (to the bank) and 1 glass, 1 papyrus', 'Rulebook, Coin cost'),
     ('glass at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
     ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
     ('Ana buys 1 glass at 2, 1 papyrus at 2; pays 6 (bank 6, Bo 0) of the 20 coins held', 'Rulebook, Trading')],
    ['карта «Караван-сарай» (3.11) ничем не накрыта: она доступна',
     '«Караван-сарай»: стоимость — 2 монеты (в банк) и стекло ×1, папирус ×1',
     'стекло по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
     'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
     'Ana покупает: стекло ×1 по 2, папирус ×1 по 2; платит 6 (банку 6, игроку Bo 0) из имеющихся монет: 20'],
    ['карта «Caravansery» (3.11) нічим не накрита: вона доступна',
     '«Caravansery»: вартість — 2 монети (до банку) і скло ×1, папірус ×1',
     'скло по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
     'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
     'Ana купує: скло ×1 по 2, папірус ×1 по 2; сплачує 6 (банку 6, гравцеві Bo 0) з наявних монет: 20'])

EXPECTED_TOKENS = {
    'entered_on_duels_structure': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 5, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 5 coins held', 'Rulebook, Trading')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна', '«Лесоповал»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 5'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         '«Lumber Yard»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 5']),
    'bga_on_agoras_structure': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Caravansery',
         'free': None,
         'cost': {'bank': 6, 'opponent': 0},
         'options': [{'bank': 6,
                      'opponent': 0,
                      'buys': [{'resource': 'glass', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 14, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'tokens': [{'position': '2.12', 'token': 'offering'}]}},
        [('Caravansery (3.11) has no card on it: accessible', 'Rulebook, A turn'),
         ('Caravansery costs 2 coins (to the bank) and 1 glass, 1 papyrus', 'Rulebook, Coin cost'),
         ('glass at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Ana buys 1 glass at 2, 1 papyrus at 2; pays 6 (bank 6, Bo 0) of the 20 coins held', 'Rulebook, Trading'),
         ('the card at 2.12 is turned over and carries an Offering token: Ana takes it', 'Pantheon rulebook, Setup')],
        ['карта «Караван-сарай» (3.11) ничем не накрыта: она доступна',
         '«Караван-сарай»: стоимость — 2 монеты (в банк) и стекло ×1, папирус ×1',
         'стекло по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'Ana покупает: стекло ×1 по 2, папирус ×1 по 2; платит 6 (банку 6, игроку Bo 0) из имеющихся монет: 20',
         'карта на позиции 2.12 переворачивается, на ней жетон Жертвоприношения: Ana забирает его'],
        ['карта «Caravansery» (3.11) нічим не накрита: вона доступна',
         '«Caravansery»: вартість — 2 монети (до банку) і скло ×1, папірус ×1',
         'скло по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'Ana купує: скло ×1 по 2, папірус ×1 по 2; сплачує 6 (банку 6, гравцеві Bo 0) з наявних монет: 20',
         'карта на позиції 2.12 перевертається, на ній жетон Жертвоприношення: Ana забирає його']),
    'zh_on_agoras_structure': CARAVANSERY_ON_AGORA,
    'entered_on_agoras_structure': CARAVANSERY_ON_AGORA,
    'astarte_pays_and_a_token_is_freed': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Scriptorium',
         'free': None,
         'cost': {'bank': 2, 'opponent': 0},
         'options': [{'bank': 2, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'astarte_coins': 5, 'tokens': [{'position': '4.2', 'token': 'mythology'}]}},
        [('Scriptorium (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Scriptorium costs 2 coins (to the bank)', 'Rulebook, Coin cost'),
         ('Ana produces every resource needed; pays 2 (bank 2, Bo 0) of the 7 coins held', 'Rulebook, Trading'),
         ('Ana holds 1 different science symbol (6 win at once)', 'Rulebook, Scientific supremacy'),
         ('the 6 coins on Astarte count among the coins Ana may spend; left on the card: 5',
          'Pantheon rulebook, Divinities: Astarte'),
         ('the card at 4.2 is turned over and carries a Mythology token: Ana takes it, draws the top 2 Divinities of '
          'its mythology and places one face down in the Pantheon',
          'Pantheon rulebook, Setup')],
        ['карта «Скрипторий» (5.1) ничем не накрыта: она доступна', '«Скрипторий»: стоимость — 2 монеты (в банк)',
         'Ana производит все нужные ресурсы; платит 2 (банку 2, игроку Bo 0) из имеющихся монет: 7',
         'разных научных символов у игрока Ana: 1 (при 6 — сразу победа)',
         '6 монет на Астарте входят в монеты, которые Ana может потратить; остаётся на карте: 5',
         'карта на позиции 4.2 переворачивается, на ней жетон Мифологии: Ana забирает его, берёт 2 верхних Божества '
         'этой мифологии и кладёт одно рубашкой вверх в Пантеон'],
        ['карта «Scriptorium» (5.1) нічим не накрита: вона доступна', '«Scriptorium»: вартість — 2 монети (до банку)',
         'Ana виробляє всі потрібні ресурси; сплачує 2 (банку 2, гравцеві Bo 0) з наявних монет: 7',
         'різних наукових символів у гравця Ana: 1 (за 6 — одразу перемога)',
         '6 монет на Астарті входять до монет, які Ana може витратити; лишається на карті: 5',
         'карта на позиції 4.2 перевертається, на ній жетон Міфології: Ana забирає його, бере 2 верхні Божества цієї '
         'міфології й кладе одне сорочкою догори в Пантеон']),
    'turned_over_before_keeps_no_token': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 5, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 5 coins held', 'Rulebook, Trading')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна', '«Лесоповал»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 5'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         '«Lumber Yard»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 5']),
    'discard_naming_the_card': (
        {'legal': True,
         'player': 'Ana',
         'action': 'discard',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 2,
         'after': {'coins': {'Ana': 7, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'tokens': [{'position': '4.2', 'token': 'mythology'}]}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Ana discards Lumber Yard and takes 2 + 0 yellow cards = 2 coins from the bank: always allowed',
          'Rulebook, Discard a card for coins'),
         ('the card at 4.2 is turned over and carries a Mythology token: Ana takes it, draws the top 2 Divinities of '
          'its mythology and places one face down in the Pantheon',
          'Pantheon rulebook, Setup')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна',
         'Ana сбрасывает карту «Лесоповал» и берёт из банка монеты: 2 + 0 за жёлтые карты = 2; так можно всегда',
         'карта на позиции 4.2 переворачивается, на ней жетон Мифологии: Ana забирает его, берёт 2 верхних Божества '
         'этой мифологии и кладёт одно рубашкой вверх в Пантеон'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         'Ana скидає карту «Lumber Yard» і бере з банку монети: 2 + 0 за жовті карти = 2; так можна завжди',
         'карта на позиції 4.2 перевертається, на ній жетон Міфології: Ana забирає його, бере 2 верхні Божества цієї '
         'міфології й кладе одне сорочкою догори в Пантеон']),
    'wonder_tucks_the_card_that_frees_a_token': (
        {'legal': True,
         'player': 'Ana',
         'action': 'wonder',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 8, 'opponent': 0},
         'options': [{'bank': 8,
                      'opponent': 0,
                      'buys': [{'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 3, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'wonder': 'The Pyramids',
         'after': {'coins': {'Ana': 12, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'tokens': [{'position': '4.2', 'token': 'mythology'}]}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ("Ana pays the cost of The Pyramids itself, not the card's, and tucks Lumber Yard under it",
          'Rulebook, Build a wonder'),
         ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
         ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Ana buys 1 papyrus at 2, 3 stone at 2; pays 8 (bank 8, Bo 0) of the 20 coins held', 'Rulebook, Trading'),
         ('the card at 4.2 is turned over and carries a Mythology token: Ana takes it, draws the top 2 Divinities of '
          'its mythology and places one face down in the Pantheon',
          'Pantheon rulebook, Setup')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна',
         'Ana платит стоимость самого чуда «Пирамиды», а не карты, и подкладывает под него карту «Лесоповал»',
         '«Пирамиды»: стоимость — папирус ×1, камень ×3',
         'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'Ana покупает: папирус ×1 по 2, камень ×3 по 2; платит 8 (банку 8, игроку Bo 0) из имеющихся монет: 20',
         'карта на позиции 4.2 переворачивается, на ней жетон Мифологии: Ana забирает его, берёт 2 верхних Божества '
         'этой мифологии и кладёт одно рубашкой вверх в Пантеон'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         'Ana сплачує вартість самого чуда «The Pyramids», а не карти, і підкладає під нього карту «Lumber Yard»',
         '«The Pyramids»: вартість — папірус ×1, камінь ×3',
         'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'Ana купує: папірус ×1 по 2, камінь ×3 по 2; сплачує 8 (банку 8, гравцеві Bo 0) з наявних монет: 20',
         'карта на позиції 4.2 перевертається, на ній жетон Міфології: Ana забирає його, бере 2 верхні Божества цієї '
         'міфології й кладе одне сорочкою догори в Пантеон']),
    'still_covered_by_another_card': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 5, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 5 coins held', 'Rulebook, Trading')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна', '«Лесоповал»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 5'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         '«Lumber Yard»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 5']),
    'russian_names_free_a_token': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Lumber Yard',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'bank': 0, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 5, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'tokens': [{'position': '4.2', 'token': 'mythology'}]}},
        [('Lumber Yard (5.1) has no card on it: accessible', 'Rulebook, A turn'),
         ('Lumber Yard costs nothing: it is built free', 'Rulebook, Free construction (chains)'),
         ('Ana produces every resource needed; pays 0 (bank 0, Bo 0) of the 5 coins held', 'Rulebook, Trading'),
         ('the card at 4.2 is turned over and carries a Mythology token: Ana takes it, draws the top 2 Divinities of '
          'its mythology and places one face down in the Pantheon',
          'Pantheon rulebook, Setup')],
        ['карта «Лесоповал» (5.1) ничем не накрыта: она доступна', '«Лесоповал»: стоимости нет, строится бесплатно',
         'Ana производит все нужные ресурсы; платит 0 (банку 0, игроку Bo 0) из имеющихся монет: 5',
         'карта на позиции 4.2 переворачивается, на ней жетон Мифологии: Ana забирает его, берёт 2 верхних Божества '
         'этой мифологии и кладёт одно рубашкой вверх в Пантеон'],
        ['карта «Lumber Yard» (5.1) нічим не накрита: вона доступна',
         '«Lumber Yard»: вартості немає, будується безкоштовно',
         'Ana виробляє всі потрібні ресурси; сплачує 0 (банку 0, гравцеві Bo 0) з наявних монет: 5',
         'карта на позиції 4.2 перевертається, на ній жетон Міфології: Ana забирає його, бере 2 верхні Божества цієї '
         'міфології й кладе одне сорочкою догори в Пантеон']),
    'coercion_takes_back_the_card_under_her_own_snake': (
        {'legal': True,
         'player': 'Ana',
         'action': 'trigger',
         'card': 'Coercion',
         'free': None,
         'cost': {'bank': 0, 'opponent': 0},
         'options': [{'choice': ['Library', 'Apothecary'],
                      'text': "Ana takes Bo's Library and gives Bo their Apothecary; points and symbols move with "
                              'the cards'}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None,
                   'senate': [None, None, 'Ana', 'Bo', None, None],
                   'players': {'Ana': {'cards': ['Library'], 'wonders': [], 'progress': []},
                               'Bo': {'cards': ['Apothecary'], 'wonders': [], 'progress': []}},
                   'decrees': {},
                   'pantheon': {'snake': {'Ana': None}}}},
        [('Ana reveals the prepared Coercion at the start of the turn and applies it for free, then takes the turn',
          'Agora rulebook, Conspiracies'),
         ("Ana takes Bo's Library and gives Bo their Apothecary; points and symbols move with the cards",
          'Agora rulebook, Conspiracies: Coercion'),
         ("Library leaves Bo's city, and the Snake token on it is discarded: Nisaba no longer gives Ana its symbol",
          'Pantheon rulebook, Divinities: Nisaba')],
        ['Ana в начале хода раскрывает подготовленный заговор «Принуждение», бесплатно применяет его и затем ходит',
         'Ana забирает карту «Библиотека» у игрока Bo и отдаёт взамен свою карту «Аптека»; очки и символы переходят '
         'вместе с картами',
         '«Библиотека» уходит из города игрока Bo, и жетон Змеи на ней сбрасывается: Нисаба больше не даёт игроку '
         'Ana её символ'],
        ['Ana на початку ходу розкриває підготовлену змову «Coercion», безкоштовно застосовує її й потім ходить',
         'Ana забирає карту «Library» у гравця Bo і віддає натомість свою карту «Apothecary»; очки й символи '
         'переходять разом із картами',
         '«Library» іде з міста гравця Bo, і жетон Змії на ній скидається: Nisaba більше не дає гравцеві Ana її '
         'символ']),
}


@pytest.mark.parametrize("name", EXPECTED_TOKENS)
def test_the_tokens_a_turn_frees_word_for_word(name):
    expected, english, russian, ukrainian = EXPECTED_TOKENS[name]
    verdict = registry.referee(TOKENS[name])
    assert outcome(verdict) == expected
    assert [(r["text"], r["rule"]) for r in verdict["reasons"]] == english
    for lang, words in (("ru", russian), ("uk", ukrainian)):
        with use_language(lang):
            assert [r["text"] for r in registry.referee(TOKENS[name])["reasons"]] == words, lang


def test_engineering_leaves_a_card_without_a_chain_symbol_under_its_cost_at_its_price():
    """Baths (1 stone) carries a chain symbol but has none under its cost: Engineering does not make it 1 coin."""
    verdict = registry.referee(build("Baths", age=1, a={"coins": 5, "progress": ["Engineering"]}))
    assert (verdict["legal"], verdict["cost"], verdict["after"]["coins"]) == (True, {"bank": 2, "opponent": 0},
                                                                             {A: 3, B: 0})
    assert [(r["text"], r["rule"]) for r in verdict["reasons"]] == [
        ("Baths costs 1 stone", "Rulebook, Resource cost"),
        ("stone at 2 + 0 = 2: Bo produces 0 on brown and grey cards", "Rulebook, Trading"),
        ("Ana buys 1 stone at 2; pays 2 (bank 2, Bo 0) of the 5 coins held", "Rulebook, Trading")]


# -- Astarte's coins when the treasury is not given (0 coins) or she holds none ---------------------------------

def _no_treasury_key(doc):
    del doc["players"][0]["coins"]
    return doc


ASTARTE_ONLY = {
    "astarte_pays_the_opponents_economy": build("Fortifications", a={"coins": 3, "pantheon": ON_ASTARTE},
                                                b={"progress": ["Economy"]}),
    "no_treasury_given_astarte_pays": _no_treasury_key(build("Scriptorium", age=1, a={"pantheon": ON_ASTARTE})),
    "astarte_empty_says_nothing": build("Scriptorium", age=1, a={"coins": 3, "pantheon": {
        "divinities": ["Astarte"], "astarte_coins": 0}}),
}

EXPECTED_ASTARTE = {
    'astarte_pays_the_opponents_economy': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Fortifications',
         'free': None,
         'cost': {'bank': 0, 'opponent': 8},
         'options': [{'bank': 0,
                      'opponent': 8,
                      'buys': [{'resource': 'clay', 'count': 1, 'price': 2},
                               {'resource': 'papyrus', 'count': 1, 'price': 2},
                               {'resource': 'stone', 'count': 2, 'price': 2}],
                      'choices': [],
                      'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 8},
                   'conflict': 2,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'astarte_coins': 1}},
        [('Fortifications costs 1 clay, 1 papyrus, 2 stone', 'Rulebook, Resource cost'),
         ('clay at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('papyrus at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Bo produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ("the 8 trading coins go to Bo, who holds Economy; the card's coin cost still goes to the bank",
          'Rulebook, Progress tokens: Economy'),
         ('Ana buys 1 clay at 2, 1 papyrus at 2, 2 stone at 2; pays 8 (bank 0, Bo 8) of the 9 coins held',
          'Rulebook, Trading'),
         ('Fortifications has 2 shields', 'the printed card: Fortifications'),
         ("the Conflict pawn moves 2 spaces toward Bo's capital: from the centre to 2 toward Bo's capital",
          'Rulebook, Military'),
         ('the 6 coins on Astarte count among the coins Ana may spend; left on the card: 1',
          'Pantheon rulebook, Divinities: Astarte')],
        ['«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2',
         'глина по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'папирус по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'камень по 2 + 0 = 2: Bo производит 0 на коричневых и серых картах',
         'монеты за торговлю (8) получает Bo, у которого есть «Экономика»; стоимость карты в монетах по-прежнему '
         'идёт в банк',
         'Ana покупает: глина ×1 по 2, папирус ×1 по 2, камень ×2 по 2; платит 8 (банку 0, игроку Bo 8) из имеющихся '
         'монет: 9',
         '«Укрепления»: 2 щита',
         'маркер конфликта сдвигается на 2 клетки к столице игрока Bo: центр → 2 к столице игрока Bo',
         '6 монет на Астарте входят в монеты, которые Ana может потратить; остаётся на карте: 1'],
        ['«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2',
         'глина по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'папірус по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'камінь по 2 + 0 = 2: Bo виробляє 0 на коричневих і сірих картах',
         'монети за торгівлю (8) отримує Bo, у якого є «Економіка»; вартість карти в монетах так само йде до банку',
         'Ana купує: глина ×1 по 2, папірус ×1 по 2, камінь ×2 по 2; сплачує 8 (банку 0, гравцеві Bo 8) з наявних '
         'монет: 9',
         '«Fortifications»: 2 щити',
         'маркер конфлікту зсувається на 2 клітинки до столиці гравця Bo: центр → 2 до столиці гравця Bo',
         '6 монет на Астарті входять до монет, які Ana може витратити; лишається на карті: 1']),
    'no_treasury_given_astarte_pays': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Scriptorium',
         'free': None,
         'cost': {'bank': 2, 'opponent': 0},
         'options': [{'bank': 2, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 0, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None},
         'pantheon': {'astarte_coins': 4}},
        [('Scriptorium costs 2 coins (to the bank)', 'Rulebook, Coin cost'),
         ('Ana produces every resource needed; pays 2 (bank 2, Bo 0) of the 6 coins held', 'Rulebook, Trading'),
         ('Ana holds 1 different science symbol (6 win at once)', 'Rulebook, Scientific supremacy'),
         ('the 6 coins on Astarte count among the coins Ana may spend; left on the card: 4',
          'Pantheon rulebook, Divinities: Astarte')],
        ['«Скрипторий»: стоимость — 2 монеты (в банк)',
         'Ana производит все нужные ресурсы; платит 2 (банку 2, игроку Bo 0) из имеющихся монет: 6',
         'разных научных символов у игрока Ana: 1 (при 6 — сразу победа)',
         '6 монет на Астарте входят в монеты, которые Ana может потратить; остаётся на карте: 4'],
        ['«Scriptorium»: вартість — 2 монети (до банку)',
         'Ana виробляє всі потрібні ресурси; сплачує 2 (банку 2, гравцеві Bo 0) з наявних монет: 6',
         'різних наукових символів у гравця Ana: 1 (за 6 — одразу перемога)',
         '6 монет на Астарті входять до монет, які Ana може витратити; лишається на карті: 4']),
    'astarte_empty_says_nothing': (
        {'legal': True,
         'player': 'Ana',
         'action': 'build',
         'card': 'Scriptorium',
         'free': None,
         'cost': {'bank': 2, 'opponent': 0},
         'options': [{'bank': 2, 'opponent': 0, 'buys': [], 'choices': [], 'removed': []}],
         'gain': 0,
         'after': {'coins': {'Ana': 1, 'Bo': 0},
                   'conflict': 0,
                   'progress_token': False,
                   'play_again': False,
                   'victory': None}},
        [('Scriptorium costs 2 coins (to the bank)', 'Rulebook, Coin cost'),
         ('Ana produces every resource needed; pays 2 (bank 2, Bo 0) of the 3 coins held', 'Rulebook, Trading'),
         ('Ana holds 1 different science symbol (6 win at once)', 'Rulebook, Scientific supremacy')],
        ['«Скрипторий»: стоимость — 2 монеты (в банк)',
         'Ana производит все нужные ресурсы; платит 2 (банку 2, игроку Bo 0) из имеющихся монет: 3',
         'разных научных символов у игрока Ana: 1 (при 6 — сразу победа)'],
        ['«Scriptorium»: вартість — 2 монети (до банку)',
         'Ana виробляє всі потрібні ресурси; сплачує 2 (банку 2, гравцеві Bo 0) з наявних монет: 3',
         'різних наукових символів у гравця Ana: 1 (за 6 — одразу перемога)']),
}


@pytest.mark.parametrize("name", EXPECTED_ASTARTE)
def test_astartes_coins_word_for_word(name):
    expected, english, russian, ukrainian = EXPECTED_ASTARTE[name]
    verdict = registry.referee(ASTARTE_ONLY[name])
    assert outcome(verdict) == expected
    assert [(r["text"], r["rule"]) for r in verdict["reasons"]] == english
    for lang, words in (("ru", russian), ("uk", ukrainian)):
        with use_language(lang):
            assert [r["text"] for r in registry.referee(ASTARTE_ONLY[name])["reasons"]] == words, lang


def test_a_treasury_that_is_not_a_number_is_bad_input_beside_coins_on_astarte():
    doc = build("Scriptorium", age=1, a={"coins": "3", "pantheon": ON_ASTARTE})
    with pytest.raises(BadInput) as caught:
        registry.referee(doc)
    assert [(p.path, p.message) for p in caught.value.problems] == [
        ("players[0].coins", "coins must be a whole number 0 or more, got '3'")]


def test_the_astarte_sentence_cites_the_divinity_by_its_printed_name():
    """The machine citation beside the readable rule: the book, the section and the Divinity as printed."""
    verdict = registry.referee(BUILDS["astarte_pays_a_build"])
    assert verdict["reasons"][-1]["citation"] == [{"book": "pantheon", "section": "divinities", "detail": "Astarte"}]


def test_the_screen_section_before_the_first_player_is_named_or_with_no_list_of_players():
    for doc in ({"players": [{"cards": []}, {"name": B}]}, {"players": 5}, {"players": "Ana"}):
        assert screen(doc, {}) == _section("the first player", "1", "", DIVINITIES, "Gate", EN)


@pytest.mark.parametrize("space, read", [("1", 1), ("99", 99), ("100", "100"), ("0", "0")])
def test_the_space_read_from_the_form_is_a_number_1_to_99_else_kept_as_typed(space, read):
    action = {"player": A, "build": "Baths"}
    read_form({}, {"pantheon-activate": ["1"], "pantheon-space": [space]}, action)
    assert action == {"player": A, "activate": {"space": read, "offerings": []}}
