"""The leader phase (``referee.expansions.leaders.action``): whole verdicts, word for word in English and
Russian, of single leader actions (recruit, discard for 3 coins, a stage with a leader, a leader built as an
Age card) and of whole leader phases (payments, coins, waiting players, Solomon's build from the discard
pile), and the problems of bad leader actions: the tests mutation testing of the module asked for (README
"Mutation testing").  Costs and effects are the data file's (scoring/data/leaders.json: Croesus 1 coin and
6 coins when recruited, Solomon 3, Cleopatra 4, Pericles 6, Nero 1; starting coins 6; discard for 3 coins;
the Leaders rulebook, Recruitment)."""
import pytest

from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def p(name, wonder, cards=(), coins=6, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def table(age, ann, bob=None, cid=None, more=()):
    return {"game": "7w", "expansions": ["leaders"], "age": age,
            "players": [ann, bob or p("Bob", "Gizah", ["Timber Yard", "Loom"]),
                        cid or p("Cid", "Babylon", ["Clay Pool", "Press"])] + list(more)}


def one(age, ann, action, **kw):
    return dict(table(age, ann, **kw), action=dict(action, player=action.get("player", "Ann")))


def phase(age, players, actions, **extra):
    return {"game": "7w", "expansions": ["leaders"], "age": age, "players": players, "actions": actions, **extra}


def split(obj, texts):
    """``obj`` with every sentence and rule replaced by "…", the sentences and rules appended to ``texts``."""
    if isinstance(obj, dict):
        return {k: ("…" if k in ("text", "rule") and isinstance(v, str) and not texts.append(v) else split(v, texts))
                for k, v in obj.items()}
    if isinstance(obj, list):
        return [split(x, texts) for x in obj]
    return obj


def judged(doc, lang):
    with use_language(lang):
        return referee(doc)


def problems(doc, lang):
    with use_language(lang), pytest.raises(BadInput) as bad:
        referee(doc)
    return [(x.path, x.message) for x in bad.value.problems]


DOCS = {
  "croesus_berenice": one(2, p("Ann", "Rhodos", ["Lumber Yard", "Berenice"], 4), {"recruit": "Croesus"}),
  "solomon_start": one(1, p("Ann", "Rhodos", [], 5), {"recruit": "Solomon"}),
  "nero_card": one(1, p("Ann", "Rhodos", ["Lumber Yard"], 5), {"recruit": "Nero"}),
  "short1": one(2, p("Ann", "Rhodos", ["Lumber Yard"], 3), {"recruit": "Cleopatra"}),
  "short2": one(2, p("Ann", "Rhodos", ["Lumber Yard"], 2), {"recruit": "Cleopatra"}),
  "buy": one(2, p("Ann", "Rhodos", ["Lumber Yard"], 6), {"recruit": "Cleopatra", "buy": [{"from": "left", "resource": "stone", "count": 1}]}),
  "own": one(2, p("Ann", "Rhodos", ["Lumber Yard", "Cleopatra"], 6), {"recruit": "Cleopatra"}),
  "other": one(2, p("Ann", "Rhodos", ["Lumber Yard"], 6), {"recruit": "Cleopatra"}, bob=p("Bob", "Gizah", ["Loom", "Cleopatra"])),
  "discard": one(2, p("Ann", "Rhodos", ["Lumber Yard"], 2), {"discard": "Cleopatra"}),
  "build_leader": one(2, p("Ann", "Rhodos", ["Lumber Yard"], 6), {"build": "Cleopatra"}),
  "stage": one(2, p("Ann", "Rhodos", ["Lumber Yard", "Sawmill"], 6), {"stage": True, "card": "Cleopatra"}),
}
BAD_DOCS = {
  "unknown_player": one(2, p("Ann", "Rhodos"), {"player": "Nobody", "recruit": "Cleopatra"}),
  "not_leader": one(2, p("Ann", "Rhodos"), {"recruit": "Loom"}),
  "unknown_key": one(2, p("Ann", "Rhodos"), {"recruit": "Cleopatra", "free": True}),
  "bad_buy": one(2, p("Ann", "Rhodos"), {"recruit": "Cleopatra", "buy": "stone"}),
  "discard_nobody": one(2, p("Ann", "Rhodos"), {"player": "Nobody", "discard": "Cleopatra"}),
  "unknown_leader": one(2, p("Ann", "Rhodos"), {"recruit": "Zorro"}),
  "bad_age": dict(one(2, p("Ann", "Rhodos"), {"recruit": "Cleopatra"}), age="second"),
  "bad_wonder": one(2, p("Ann", "Atlantis"), {"recruit": "Cleopatra"}),
}
PHASE_DOCS = {
  "solomon_age1": phase(1, [p("Ann", "Rhodos", [], 5), p("Bob", "Gizah", [], 5), p("Cid", "Babylon"), p("Dan", "Olympia")],
      [{"player": "Ann", "recruit": "Solomon"}, {"player": "Bob", "build": "Loom", "from_discard": True},
       {"player": "Ann", "build": "Lumber Yard", "from_discard": True}, {"player": "Cid", "recruit": "Cleopatra"}],
      discard=["Lumber Yard", "Loom"]),
  "stage_buy_age2": phase(2, [p("Ann", "Rhodos", ["Lumber Yard", "Hatshepsut"], 5), p("Bob", "Gizah", ["Timber Yard", "Loom"], 3),
                              p("Cid", "Babylon", ["Press"], 4)],
      [{"player": "Bob", "recruit": "Pericles"}, {"player": "Ann", "stage": True, "card": "Cleopatra", "buy": [{"from": "left", "resource": "wood", "count": 1}]},
       {"player": "Cid", "stage": True, "card": "Nero"}]),
  "leader_from_discard": phase(2, [p("Ann", "Rhodos"), p("Bob", "Gizah"), p("Cid", "Babylon")],
      [{"player": "Ann", "build": "Cleopatra", "from_discard": True}, {"player": "Bob", "discard": "Caesar"}],
      discard=["Altar"]),
}
BAD_PHASE_DOCS = {
  "many": phase(2, [p("Ann", "Rhodos"), p("Bob", "Gizah"), p("Cid", "Babylon")],
      [{"player": "Ann", "recruit": "Loom"}, {"player": "Ann", "recruit": "Nero"}, {"player": "Bob", "build": "Altar"},
       "Caesar", {"player": "Ann", "recruit": "Croesus"}, {"player": "Nobody", "recruit": "Cleopatra"},
       {"player": "Nobody", "build": "Altar", "from_discard": True}]),
  "bad_discard": phase(2, [p("Ann", "Rhodos"), p("Bob", "Gizah"), p("Cid", "Babylon")],
      [{"player": "Ann", "recruit": "Solomon"}], discard="Temple"),
}

EN_CROESUS_BERENICE = {'legal': True,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Croesus',
     'reasons': [{'text': 'Croesus costs 1 coin: a leader is paid in coins only, never with resources',
                  'rule': 'Leaders rulebook, Leader cards',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                 {'text': 'Ann recruits Croesus for 1 coin of the 4 held at the start of the turn',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]},
                 {'text': 'Croesus: Ann takes 6 coins from the bank when recruiting',
                  'rule': 'Leaders rulebook, Leader cards; the printed card: Croesus',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                               {'book': 'leaders', 'section': 'card', 'detail': 'Croesus'}]}],
     'free': None,
     'cost': {'bank': 1, 'left': 0, 'right': 0},
     'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
     'income': [{'player': 'Ann',
                 'coins': 1,
                 'source': 'Berenice',
                 'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): +1 coin',
                 'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice',
                 'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                              {'book': 'leaders', 'section': 'card', 'detail': 'Berenice'}]}],
     'coins_after': 10}
RU_CROESUS_BERENICE = ['«Croesus» стоит 1 монету: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'Ann нанимает лидера «Croesus» за 1 монету (монет в начале хода: 4)',
     'Правила «Лидеров», Найм лидеров',
     '«Croesus»: при найме Ann берёт 6 монет из банка',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Croesus»',
     'Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»']

EN_SOLOMON_START = {'legal': True,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Solomon',
     'reasons': [{'text': 'Ann holds 5 coins at the leader phase of Age I, before any card: with Leaders every city '
                          'starts with 6 coins',
                  'rule': 'Leaders rulebook, Setup',
                  'citation': [{'book': 'leaders', 'section': 'setup'}]},
                 {'text': 'Solomon costs 3 coins: a leader is paid in coins only, never with resources',
                  'rule': 'Leaders rulebook, Leader cards',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                 {'text': 'Ann recruits Solomon for 3 coins of the 5 held at the start of the turn',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]},
                 {'text': 'Solomon: Ann may build one Age card from the discard pile free, at the end of this turn '
                          '(never a leader)',
                  'rule': 'Leaders rulebook, Leader cards; the printed card: Solomon',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                               {'book': 'leaders', 'section': 'card', 'detail': 'Solomon'}]}],
     'free': None,
     'cost': {'bank': 3, 'left': 0, 'right': 0},
     'options': [{'bank': 3, 'left': 0, 'right': 0, 'buys': []}],
     'income': [],
     'coins_after': 2}
RU_SOLOMON_START = ['в фазе лидеров I эпохи, до первой карты, у Ann указано 5: с «Лидерами» каждый город начинает игру с 6 монетами',
     'Правила «Лидеров», Подготовка к игре',
     '«Solomon» стоит 3 монеты: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'Ann нанимает лидера «Solomon» за 3 монеты (монет в начале хода: 5)',
     'Правила «Лидеров», Найм лидеров',
     '«Solomon»: Ann может в конце этого хода бесплатно построить одну карту эпохи из сброса (но не лидера)',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»']

EN_NERO_CARD = {'legal': True,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Nero',
     'reasons': [{'text': 'Nero costs 1 coin: a leader is paid in coins only, never with resources',
                  'rule': 'Leaders rulebook, Leader cards',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                 {'text': 'Ann recruits Nero for 1 coin of the 5 held at the start of the turn',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
     'free': None,
     'cost': {'bank': 1, 'left': 0, 'right': 0},
     'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
     'income': [],
     'coins_after': 4}
RU_NERO_CARD = ['«Nero» стоит 1 монету: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'Ann нанимает лидера «Nero» за 1 монету (монет в начале хода: 5)',
     'Правила «Лидеров», Найм лидеров']

EN_SHORT1 = {'legal': False,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Cleopatra',
     'reasons': [{'text': 'Cleopatra costs 4 coins: a leader is paid in coins only, never with resources',
                  'rule': 'Leaders rulebook, Leader cards',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                 {'text': 'Ann holds 3 coins, 1 coin short of the 4 that recruiting Cleopatra costs',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
     'free': None,
     'cost': None,
     'options': [],
     'shortfall': 1,
     'income': []}
RU_SHORT1 = ['«Cleopatra» стоит 4 монеты: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'найм лидера «Cleopatra» стоит 4, а у Ann только 3: не хватает 1 монеты',
     'Правила «Лидеров», Найм лидеров']

EN_SHORT2 = {'legal': False,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Cleopatra',
     'reasons': [{'text': 'Cleopatra costs 4 coins: a leader is paid in coins only, never with resources',
                  'rule': 'Leaders rulebook, Leader cards',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                 {'text': 'Ann holds 2 coins, 2 coins short of the 4 that recruiting Cleopatra costs',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
     'free': None,
     'cost': None,
     'options': [],
     'shortfall': 2,
     'income': []}
RU_SHORT2 = ['«Cleopatra» стоит 4 монеты: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'найм лидера «Cleopatra» стоит 4, а у Ann только 2: не хватает 2 монет',
     'Правила «Лидеров», Найм лидеров']

EN_BUY = {'legal': False,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Cleopatra',
     'reasons': [{'text': 'Cleopatra costs 4 coins: a leader is paid in coins only, never with resources',
                  'rule': 'Leaders rulebook, Leader cards',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                 {'text': 'a leader is paid in coins only: there is nothing to buy',
                  'rule': 'Leaders rulebook, Leader cards',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'}]}],
     'free': None,
     'cost': None,
     'options': [],
     'income': []}
RU_BUY = ['«Cleopatra» стоит 4 монеты: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'лидер оплачивается только монетами: покупать нечего',
     'Правила «Лидеров», Карты лидеров']

EN_OWN = {'legal': False,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Cleopatra',
     'reasons': [{'text': "Ann already recruited Cleopatra: it is in Ann's city, not in its leader hand",
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
     'free': None,
     'cost': None,
     'options': [],
     'income': []}
RU_OWN = ['у Ann уже нанят лидер «Cleopatra»: он в городе, а не в руке лидеров', 'Правила «Лидеров», Найм лидеров']

EN_OTHER = {'legal': False,
     'player': 'Ann',
     'action': 'recruit',
     'card': 'Cleopatra',
     'reasons': [{'text': "Cleopatra is already recruited by Bob: each leader exists once, so it is in no one's hand",
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
     'free': None,
     'cost': None,
     'options': [],
     'income': []}
RU_OTHER = ['лидер «Cleopatra» уже нанят у Bob: каждый лидер существует в одном экземпляре, поэтому его нет ни у кого в '
     'руке',
     'Правила «Лидеров», Найм лидеров']

EN_DISCARD = {'legal': True,
     'player': 'Ann',
     'action': 'discard',
     'card': 'Cleopatra',
     'reasons': [{'text': 'Ann discards Cleopatra in the leader phase and takes 3 coins from the bank',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
     'free': None,
     'cost': {'bank': 0, 'left': 0, 'right': 0},
     'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
     'gain': 3,
     'income': [],
     'coins_after': 5}
RU_DISCARD = ['Ann сбрасывает лидера «Cleopatra» в фазе лидеров и берёт 3 монеты из банка', 'Правила «Лидеров», Найм лидеров']

EN_BUILD_LEADER = {'legal': False,
     'player': 'Ann',
     'action': 'build',
     'card': 'Cleopatra',
     'reasons': [{'text': 'Cleopatra is a leader: it is not built with the Age cards but recruited in the leader '
                          'phase at the beginning of an Age ("recruit")',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
     'free': None,
     'cost': None,
     'options': [],
     'income': []}
RU_BUILD_LEADER = ['«Cleopatra» — лидер: его не строят как карты эпохи, а нанимают в фазе лидеров в начале эпохи ("recruit")',
     'Правила «Лидеров», Найм лидеров']

EN_STAGE = {'legal': True,
     'player': 'Ann',
     'action': 'stage',
     'card': 'Cleopatra',
     'reasons': [{'text': 'Ann tucks Cleopatra face down under the stage: the leader is not recruited and its effect '
                          'never applies',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]},
                 {'text': "stage 1 of Rhodos A is next (stages are built in order) and costs 2 wood: the board's "
                          "cost, not the card's",
                  'rule': 'Rulebook, Build a stage of a wonder',
                  'citation': [{'book': '7w', 'section': 'build-a-stage-of-a-wonder'}]},
                 {'text': 'Ann produces 2 wood; pays 0 of the 6 coins held at the start of the turn',
                  'rule': 'Rulebook, Resources and production',
                  'citation': [{'book': '7w', 'section': 'resources-and-production'}]}],
     'free': None,
     'cost': {'bank': 0, 'left': 0, 'right': 0},
     'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
     'stage': 1,
     'income': [],
     'coins_after': 6}
RU_STAGE = ['Ann кладёт лидера «Cleopatra» рубашкой вверх под этаж Чуда Света: лидер не нанят, и его эффект не действует',
     'Правила «Лидеров», Найм лидеров',
     'следующий этап 1 чуда Родос A (этапы строятся по порядку) стоит 2 дерева: цена с планшета, а не с карты',
     'Правила, Строительство этапа чуда',
     'Ann производит: 2 дерева; платит 0 (монет в начале хода: 6)',
     'Правила, Ресурсы и производство']

EN_SOLOMON_AGE1 = {'legal': False,
     'age': 1,
     'verdicts': [EN_SOLOMON_START,      # Ann's recruitment: the same verdict alone
                  {'legal': False,
                   'player': 'Bob',
                   'action': 'build',
                   'card': 'Loom',
                   'reasons': [{'text': 'Bob holds 5 coins at the leader phase of Age I, before any card: with '
                                        'Leaders every city starts with 6 coins',
                                'rule': 'Leaders rulebook, Setup',
                                'citation': [{'book': 'leaders', 'section': 'setup'}]},
                               {'text': 'Bob builds from the discard pile in the leader phase only when it recruits '
                                        'Solomon this turn',
                                'rule': 'Leaders rulebook, Leader cards; the printed card: Solomon',
                                'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                                             {'book': 'leaders', 'section': 'card', 'detail': 'Solomon'}]}],
                   'free': None,
                   'cost': None,
                   'options': [],
                   'income': []},
                  {'legal': True,
                   'player': 'Ann',
                   'action': 'build',
                   'card': 'Lumber Yard',
                   'reasons': [{'text': 'Ann holds 5 coins at the leader phase of Age I, before any card: with '
                                        'Leaders every city starts with 6 coins',
                                'rule': 'Leaders rulebook, Setup',
                                'citation': [{'book': 'leaders', 'section': 'setup'}]},
                               {'text': 'Solomon: Ann builds Lumber Yard from the discard pile for free, once, when '
                                        'recruiting him',
                                'rule': 'Leaders rulebook, Leader cards; the printed card: Solomon',
                                'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                                             {'book': 'leaders', 'section': 'card', 'detail': 'Solomon'}]}],
                   'free': 'Solomon',
                   'cost': {'bank': 0, 'left': 0, 'right': 0},
                   'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                   'income': [],
                   'coins_after': 5},
                  {'legal': True,
                   'player': 'Cid',
                   'action': 'recruit',
                   'card': 'Cleopatra',
                   'reasons': [{'text': 'Cleopatra costs 4 coins: a leader is paid in coins only, never with '
                                        'resources',
                                'rule': 'Leaders rulebook, Leader cards',
                                'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                               {'text': 'Cid recruits Cleopatra for 4 coins of the 6 held at the start of the turn',
                                'rule': 'Leaders rulebook, Recruitment',
                                'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
                   'free': None,
                   'cost': {'bank': 4, 'left': 0, 'right': 0},
                   'options': [{'bank': 4, 'left': 0, 'right': 0, 'buys': []}],
                   'income': [],
                   'coins_after': 2}],
     'payments': [],
     'income': [],
     'coins': {'Ann': {'start': 5, 'end': 2},
               'Bob': {'start': 5, 'end': 5},
               'Cid': {'start': 6, 'end': 2},
               'Dan': {'start': 6, 'end': 6}},
     'reasons': [{'text': "Bob's build from the discard pile is not legal: no coins move for it",
                  'rule': 'Leaders rulebook, Leader cards; the printed card: Solomon',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                               {'book': 'leaders', 'section': 'card', 'detail': 'Solomon'}]}],
     'waiting': ['Dan']}
RU_SOLOMON_AGE1 = ['в фазе лидеров I эпохи, до первой карты, у Ann указано 5: с «Лидерами» каждый город начинает игру с 6 монетами',
     'Правила «Лидеров», Подготовка к игре',
     '«Solomon» стоит 3 монеты: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'Ann нанимает лидера «Solomon» за 3 монеты (монет в начале хода: 5)',
     'Правила «Лидеров», Найм лидеров',
     '«Solomon»: Ann может в конце этого хода бесплатно построить одну карту эпохи из сброса (но не лидера)',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»',
     'в фазе лидеров I эпохи, до первой карты, у Bob указано 5: с «Лидерами» каждый город начинает игру с 6 монетами',
     'Правила «Лидеров», Подготовка к игре',
     'Bob строит из сброса в фазе лидеров, только если нанимает Соломона в этом ходу',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»',
     'в фазе лидеров I эпохи, до первой карты, у Ann указано 5: с «Лидерами» каждый город начинает игру с 6 монетами',
     'Правила «Лидеров», Подготовка к игре',
     '«Solomon»: Ann бесплатно строит карту «Лесоповал» из сброса — один раз, при найме',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»',
     '«Cleopatra» стоит 4 монеты: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'Cid нанимает лидера «Cleopatra» за 4 монеты (монет в начале хода: 6)',
     'Правила «Лидеров», Найм лидеров',
     'постройка игрока Bob из сброса незаконна: монеты за неё не движутся',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»']

EN_STAGE_BUY_AGE2 = {'legal': False,
     'age': 2,
     'verdicts': [{'legal': False,
                   'player': 'Bob',
                   'action': 'recruit',
                   'card': 'Pericles',
                   'reasons': [{'text': 'Pericles costs 6 coins: a leader is paid in coins only, never with '
                                        'resources',
                                'rule': 'Leaders rulebook, Leader cards',
                                'citation': [{'book': 'leaders', 'section': 'leader-cards'}]},
                               {'text': 'Bob holds 3 coins, 3 coins short of the 6 that recruiting Pericles costs',
                                'rule': 'Leaders rulebook, Recruitment',
                                'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
                   'free': None,
                   'cost': None,
                   'options': [],
                   'shortfall': 3,
                   'income': []},
                  {'legal': True,
                   'player': 'Ann',
                   'action': 'stage',
                   'card': 'Cleopatra',
                   'reasons': [{'text': 'Ann tucks Cleopatra face down under the stage: the leader is not recruited '
                                        'and its effect never applies',
                                'rule': 'Leaders rulebook, Recruitment',
                                'citation': [{'book': 'leaders', 'section': 'recruitment'}]},
                               {'text': 'stage 1 of Rhodos A is next (stages are built in order) and costs 2 wood: '
                                        "the board's cost, not the card's",
                                'rule': 'Rulebook, Build a stage of a wonder',
                                'citation': [{'book': '7w', 'section': 'build-a-stage-of-a-wonder'}]},
                               {'text': 'the deal is legal: Ann buys 1 wood from the left neighbour (Bob) for 2 '
                                        'coins; pays 2 of the 5 coins held at the start of the turn',
                                'rule': 'Rulebook, Trading',
                                'citation': [{'book': '7w', 'section': 'trading'}]}],
                   'free': None,
                   'cost': {'bank': 0, 'left': 2, 'right': 0},
                   'options': [{'bank': 0,
                                'left': 2,
                                'right': 0,
                                'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2}]}],
                   'deal': {'bank': 0,
                            'left': 2,
                            'right': 0,
                            'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2}]},
                   'stage': 1,
                   'income': [{'player': 'Ann',
                               'coins': 1,
                               'source': 'Hatshepsut',
                               'text': 'Hatshepsut: Ann bought from 1 neighbour this turn, 1 coin each (once per '
                                       'neighbour a turn): +1',
                               'rule': 'Leaders rulebook, Leader cards; the printed card: Hatshepsut',
                               'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                                            {'book': 'leaders', 'section': 'card', 'detail': 'Hatshepsut'}]}],
                   'coins_after': 4},
                  {'legal': False,
                   'player': 'Cid',
                   'action': 'stage',
                   'card': 'Nero',
                   'reasons': [{'text': 'Cid tucks Nero face down under the stage: the leader is not recruited and '
                                        'its effect never applies',
                                'rule': 'Leaders rulebook, Recruitment',
                                'citation': [{'book': 'leaders', 'section': 'recruitment'}]},
                               {'text': 'stage 1 of Babylon A is next (stages are built in order) and costs 2 clay: '
                                        "the board's cost, not the card's",
                                'rule': 'Rulebook, Build a stage of a wonder',
                                'citation': [{'book': '7w', 'section': 'build-a-stage-of-a-wonder'}]},
                               {'text': 'stage 1 cannot be paid: 2 clay needed: Cid makes 1, Ann (left) sells 0, Bob '
                                        '(right) sells 0',
                                'rule': 'Rulebook, Trading',
                                'citation': [{'book': '7w', 'section': 'trading'}]}],
                   'free': None,
                   'cost': None,
                   'options': [],
                   'stage': 1,
                   'income': []}],
     'payments': [{'from': 'Ann', 'to': 'Bob', 'coins': 2, 'for': '1 wood'}],
     'income': [{'player': 'Ann',
                 'coins': 1,
                 'source': 'Hatshepsut',
                 'text': 'Hatshepsut: Ann bought from 1 neighbour this turn, 1 coin each (once per neighbour a '
                         'turn): +1',
                 'rule': 'Leaders rulebook, Leader cards; the printed card: Hatshepsut',
                 'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                              {'book': 'leaders', 'section': 'card', 'detail': 'Hatshepsut'}]}],
     'coins': {'Ann': {'start': 5, 'end': 4}, 'Bob': {'start': 3, 'end': 5}, 'Cid': {'start': 4, 'end': 4}},
     'reasons': [{'text': "Bob's recruitment is not legal: no coins move for it; Bob must play the leader otherwise "
                          '(discarding it is always allowed)',
                  'rule': 'Leaders rulebook, Recruitment',
                  'citation': [{'book': 'leaders', 'section': 'recruitment'}]},
                 {'text': "Cid's stage is not legal: no coins move for it; Cid must take another action (discarding "
                          'is always allowed)',
                  'rule': 'Rulebook, Discard a card',
                  'citation': [{'book': '7w', 'section': 'discard-a-card'}]}],
     'waiting': []}
RU_STAGE_BUY_AGE2 = ['«Pericles» стоит 6 монет: лидер оплачивается только монетами, никогда ресурсами',
     'Правила «Лидеров», Карты лидеров',
     'найм лидера «Pericles» стоит 6, а у Bob только 3: не хватает 3 монет',
     'Правила «Лидеров», Найм лидеров',
     'Ann кладёт лидера «Cleopatra» рубашкой вверх под этаж Чуда Света: лидер не нанят, и его эффект не действует',
     'Правила «Лидеров», Найм лидеров',
     'следующий этап 1 чуда Родос A (этапы строятся по порядку) стоит 2 дерева: цена с планшета, а не с карты',
     'Правила, Строительство этапа чуда',
     'сделка законна: Ann покупает: 1 дерево у левого соседа (Bob) за 2 монеты; платит 2 (монет в начале хода: 5)',
     'Правила, Торговля',
     'Хатшепсут: в этом ходу Ann покупает у 1 соседа, по 1 монете за каждого (раз за ход с соседа): +1',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Хатшепсут»',
     'Cid кладёт лидера «Nero» рубашкой вверх под этаж Чуда Света: лидер не нанят, и его эффект не действует',
     'Правила «Лидеров», Найм лидеров',
     'следующий этап 1 чуда Вавилон A (этапы строятся по порядку) стоит 2 глины: цена с планшета, а не с карты',
     'Правила, Строительство этапа чуда',
     'этап 1: оплатить нельзя — требуется 2 глины: Cid производит 1, Ann (слева) продаёт 0, Bob (справа) продаёт 0',
     'Правила, Торговля',
     'Хатшепсут: в этом ходу Ann покупает у 1 соседа, по 1 монете за каждого (раз за ход с соседа): +1',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Хатшепсут»',
     'найм лидера игроком Bob незаконен: монеты за него не движутся; Bob должен сыграть лидера иначе (сбросить его '
     'можно всегда)',
     'Правила «Лидеров», Найм лидеров',
     'этап игрока Cid незаконен: монеты за него не движутся; Cid должен выбрать другое действие (сбросить карту '
     'можно всегда)',
     'Правила, Сброс карты']

EN_LEADER_FROM_DISCARD = {'legal': False,
     'age': 2,
     'verdicts': [EN_BUILD_LEADER,       # Ann's build of a leader: the same verdict alone
                  {'legal': True,
                   'player': 'Bob',
                   'action': 'discard',
                   'card': 'Caesar',
                   'reasons': [{'text': 'Bob discards Caesar in the leader phase and takes 3 coins from the bank',
                                'rule': 'Leaders rulebook, Recruitment',
                                'citation': [{'book': 'leaders', 'section': 'recruitment'}]}],
                   'free': None,
                   'cost': {'bank': 0, 'left': 0, 'right': 0},
                   'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                   'gain': 3,
                   'income': [],
                   'coins_after': 9}],
     'payments': [],
     'income': [],
     'coins': {'Ann': {'start': 6, 'end': 6}, 'Bob': {'start': 6, 'end': 9}, 'Cid': {'start': 6, 'end': 6}},
     'reasons': [{'text': "Ann's build from the discard pile is not legal: no coins move for it",
                  'rule': 'Leaders rulebook, Leader cards; the printed card: Solomon',
                  'citation': [{'book': 'leaders', 'section': 'leader-cards'},
                               {'book': 'leaders', 'section': 'card', 'detail': 'Solomon'}]}],
     'waiting': ['Cid']}
RU_LEADER_FROM_DISCARD = ['«Cleopatra» — лидер: его не строят как карты эпохи, а нанимают в фазе лидеров в начале эпохи ("recruit")',
     'Правила «Лидеров», Найм лидеров',
     'Bob сбрасывает лидера «Caesar» в фазе лидеров и берёт 3 монеты из банка',
     'Правила «Лидеров», Найм лидеров',
     'постройка игрока Ann из сброса незаконна: монеты за неё не движутся',
     'Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»']

BAD_UNKNOWN_PLAYER = {'en': [('action.player', "unknown player 'Nobody'; the players are Ann, Bob, Cid")],
     'ru': [('action.player', "неизвестный игрок 'Nobody'; игроки: Ann, Bob, Cid")]}

BAD_NOT_LEADER = {'en': [('action.recruit', 'Loom is not a leader: "recruit" names a leader (a white card)')],
     'ru': [('action.recruit', '«Loom» — не лидер: в "recruit" указывают лидера (белую карту)')]}

BAD_UNKNOWN_KEY = {'en': [('action.free', "unknown field 'free'; expected one of player, recruit, buy")],
     'ru': [('action.free', "неизвестное поле 'free'; ожидается одно из: player, recruit, buy")]}

BAD_BAD_BUY = {'en': [('action.buy', 'buy must be a list such as [{"from": "left", "resource": "clay", "count": 1}]')],
     'ru': [('action.buy', 'buy — это список вроде [{"from": "left", "resource": "clay", "count": 1}]')]}

BAD_DISCARD_NOBODY = {'en': [('action.player', "unknown player 'Nobody'; the players are Ann, Bob, Cid")],
     'ru': [('action.player', "неизвестный игрок 'Nobody'; игроки: Ann, Bob, Cid")]}

BAD_UNKNOWN_LEADER = {'en': [('action.recruit', "unknown card 'Zorro'; did you mean 'Varro'?")],
     'ru': [('action.recruit', "неизвестная карта 'Zorro'; может быть, 'Varro'?")]}

BAD_BAD_AGE = {'en': [('age', "age must be 1, 2 or 3, got 'second'")], 'ru': [('age', "эпоха — 1, 2 или 3, получено 'second'")]}

BAD_BAD_WONDER = {'en': [('players[0].wonder',
             "unknown wonder 'Atlantis'; the wonders are Rhodos, Alexandria, Ephesos, Babylon, Olympia, "
             'Halikarnassos, Gizah, Roma')],
     'ru': [('players[0].wonder',
             "неизвестное чудо света 'Atlantis'; чудеса: Родос, Александрия, Эфес, Вавилон, Олимпия, Галикарнас, "
             'Гиза, Рим')]}

BAD_MANY = {'en': [('actions[0].recruit', 'Loom is not a leader: "recruit" names a leader (a white card)'),
            ('actions[2]',
             'in the leader phase every player plays a leader: "recruit", a leader discarded or a stage built with a '
             'leader'),
            ('actions[3]',
             'in the leader phase every player plays a leader: "recruit", a leader discarded or a stage built with a '
             'leader'),
            ('actions[4].player', 'Ann already plays a leader this turn: one a player'),
            ('actions[5].player', "unknown player 'Nobody'; the players are Ann, Bob, Cid"),
            ('actions[6].player', "unknown player 'Nobody'; the players are Ann, Bob, Cid")],
     'ru': [('actions[0].recruit', '«Loom» — не лидер: в "recruit" указывают лидера (белую карту)'),
            ('actions[2]',
             'в фазе лидеров каждый игрок разыгрывает лидера: "recruit" (найм), сброс лидера или этаж Чуда Света, '
             'построенный с лидером'),
            ('actions[3]',
             'в фазе лидеров каждый игрок разыгрывает лидера: "recruit" (найм), сброс лидера или этаж Чуда Света, '
             'построенный с лидером'),
            ('actions[4].player', 'Ann уже разыгрывает лидера в этом ходу: по одному на игрока'),
            ('actions[5].player', "неизвестный игрок 'Nobody'; игроки: Ann, Bob, Cid"),
            ('actions[6].player', "неизвестный игрок 'Nobody'; игроки: Ann, Bob, Cid")]}

BAD_BAD_DISCARD = {'en': [('discard', 'discard must be the list of card names in the discard pile')],
     'ru': [('discard', 'discard — список названий карт в сбросе')]}


CASES = {name: (doc, globals()[f"EN_{name.upper()}"], globals()[f"RU_{name.upper()}"])
         for name, doc in list(DOCS.items()) + list(PHASE_DOCS.items())}
BAD_CASES = {name: (doc, globals()[f"BAD_{name.upper()}"]) for name, doc in list(BAD_DOCS.items()) + list(BAD_PHASE_DOCS.items())}


@pytest.mark.parametrize("name", list(CASES))
def test_a_leader_action_or_phase_word_for_word_in_english(name):
    doc, en, _ru = CASES[name]
    assert judged(doc, "en") == en


@pytest.mark.parametrize("name", list(CASES))
def test_a_leader_action_or_phase_word_for_word_in_russian(name):
    doc, en, ru = CASES[name]
    texts = []
    assert split(judged(doc, "ru"), texts) == split(en, [])
    assert texts == ru


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", list(BAD_CASES))
def test_a_bad_leader_action_names_each_problem(name, lang):
    doc, want = BAD_CASES[name]
    assert problems(doc, lang) == want[lang]
