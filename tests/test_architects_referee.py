"""Architects referee: battles, forced stage builds with gold standing in, science, end of game
(issue 11, deliverable 4, pure functions; not yet wired into the CLI or the API).

Rules: seed 002 (../shared/seeds/002_3cc4546b2a2971d2.txt) by section; the 2-player table:
P3 (BGA help, in ../shared/facts/architects.md A4) with its five worked examples.
"""
import pytest

from referee.architects.check import check, forced_builds, two_player_tokens
from scoring.architects.catalogue import catalogue
from scoring.architects.document import parse_architects
from scoring.core.errors import BadInput


def seat(name, wonder, stages=0, cards=None, **extra):
    p = {"name": name, "wonder": wonder, "stages": stages, "cards": dict(cards or {})}
    p.update(extra)
    return p


def doc(*players, take=None, who=None, side=None, **extra):
    d = {"game": "architects", "players": list(players)}
    if take:
        action = {"player": who or players[0]["name"], "take": take}
        if side:
            action["from"] = side
        d["action"] = action
    d.update(extra)
    return d


def steps(verdict, kind):
    return [s for s in verdict["steps"] if s["step"] == kind]


@pytest.mark.parametrize("mine,theirs,tokens", [(1, 0, 1), (2, 0, 2), (2, 1, 2), (3, 2, 1), (4, 2, 2),
                                                (2, 2, 0), (0, 3, 0), (5, 3, 1), (6, 3, 2)])
def test_two_player_battle_table(mine, theirs, tokens):
    # P3: 1 vs 0 → 1, 2 vs 0 → 2, 2 vs 1 → 2, 3 vs 2 → 1, 4 vs 2 → 2; seed 002, Гра вдвох: more → 1, double → 2
    assert two_player_tokens(mine, theirs, catalogue()) == tokens


def test_three_player_battle_with_rhodes_and_tactics():
    # seed 002, Розіграш битви: 1 victory token per neighbour with fewer shields; Rhodes and Tactics add shields
    d = doc(seat("Ana", "Giza", cards={"red": 1}, progress=["Tactics"]),           # 1 + 2 (+1 taken) = 4
            seat("Bo", "Rhodes", stages=4, cards={"red": 1}),                        # 1 + 2 Rhodes pieces = 3
            seat("Cy", "Olympia", cards={"red_horn": 1}),                            # 1
            take="red_2horns", conflict={"tokens": 3, "battle_side_up": 1})
    v = check(d)
    assert steps(v, "conflict")[0]["flipped"] == 2
    results = {r["player"]: (r["shields"], r["victory_tokens"]) for r in steps(v, "battle")[0]["results"]}
    assert results == {"Ana": (4, 2), "Bo": (3, 1), "Cy": (1, 0)}
    assert steps(v, "discard")


def test_ties_win_nothing_in_a_battle():
    d = doc(seat("Ana", "Giza", cards={"red": 1}), seat("Bo", "Rhodes", cards={"red": 2}),
            seat("Cy", "Olympia", cards={"red": 2}), take="red_horn", conflict={"battle_side_up": 2})
    results = {r["player"]: r["victory_tokens"] for r in steps(check(d), "battle")[0]["results"]}
    assert results == {"Ana": 0, "Bo": 0, "Cy": 0}


def test_two_player_battle_in_a_check():
    d = doc(seat("Ana", "Giza", cards={"red": 1}), seat("Bo", "Rhodes"), take="red_horn",
            conflict={"tokens": 3, "battle_side_up": 2})
    results = {r["player"]: r["victory_tokens"] for r in steps(check(d), "battle")[0]["results"]}
    assert results == {"Ana": 2, "Bo": 0}          # 2 shields against 0 → 2 tokens (P3)


def test_a_second_horn_is_ignored_when_one_token_lies_at_peace():
    # seed 002, Червоні карти, Примітка
    d = doc(seat("Ana", "Giza"), seat("Bo", "Rhodes"), take="red_2horns", conflict={"battle_side_up": 2})
    conflict = steps(check(d), "conflict")[0]
    assert conflict["flipped"] == 1 and "ignored" in conflict["text"]


def test_no_battle_while_tokens_lie_at_peace():
    d = doc(seat("Ana", "Giza"), seat("Bo", "Rhodes"), take="red_horn")
    v = check(d)
    assert steps(v, "conflict")[0]["flipped"] == 1 and not steps(v, "battle")


def test_gold_stands_in_for_the_missing_resource():
    # seed 002, Жовті карти: coins replace any missing resource
    v = check(doc(seat("Ana", "Giza", cards={"gold": 1}), seat("Bo", "Rhodes"), take="wood"))
    builds = steps(v, "build")
    assert [b["piece"] for b in builds] == ["2≠"] and builds[0]["spent"] == {"wood": 1, "gold": 1}


def test_several_stages_in_one_turn():
    # seed 002, Будівництво етапу, Примітка: every payable stage must be built this turn
    v = check(doc(seat("Ana", "Giza", cards={"wood": 1, "stone": 2, "gold": 1}), seat("Bo", "Rhodes"), take="clay"))
    builds = steps(v, "build")
    assert [b["piece"] for b in builds] == ["2≠", "2="]
    assert builds[0]["spent"] == {"stone": 1, "wood": 1} and builds[1]["spent"] == {"stone": 1, "gold": 1}
    # clay is left over: 3≠ needs 3 different and nothing else is held
    assert len(builds) == 2


def test_nothing_to_build_when_the_cost_cannot_be_met():
    v = check(doc(seat("Ana", "Giza", stages=1, cards={"wood": 1}), seat("Bo", "Rhodes"), take="stone"))
    assert steps(v, "build") == []      # 2= needs two identical: wood + stone is not a pair


def test_economy_makes_one_gold_card_count_double_once_a_turn():
    # seed 002, Економіка; Використання жетонів Прогресу: each token once a turn
    table = parse_architects(doc(seat("Ana", "Giza", progress=["Economy"]), seat("Bo", "Rhodes")))
    builds, left = forced_builds(table.players[0], {"gold": 3})
    assert [b.piece.requirement.symbol for b in builds] == ["2≠", "2="]
    assert builds[0].economy and builds[0].spent == {"gold": 1}
    assert not builds[1].economy and builds[1].spent == {"gold": 2}
    assert left["gold"] == 0


def test_engineering_ignores_same_or_different():
    # seed 002, Інженерія
    v = check(doc(seat("Ana", "Giza", stages=1, cards={"wood": 1}, progress=["Engineering"]), seat("Bo", "Rhodes"),
                  take="stone"))
    builds = steps(v, "build")
    assert [b["piece"] for b in builds] == ["2="] and "Engineering" in builds[0]["text"]


def test_cards_are_spent_so_that_every_payable_stage_is_built():
    # seed 002, Будівництво етапу, Примітка: "Якщо ви маєте ресурси, щоб збудувати декілька етапів протягом одного
    # ходу, ви мусите це зробити": Giza holding stone, stone, wood takes clay: 2≠ with wood and clay, 2= with the
    # two stones (paying 2≠ with stone and wood would leave stone and clay, no pair for 2=)
    v = check(doc(seat("Ana", "Giza", cards={"stone": 2, "wood": 1}), seat("Bo", "Rhodes"), take="clay"))
    builds = steps(v, "build")
    assert [b["piece"] for b in builds] == ["2≠", "2="]
    assert builds[0]["spent"] == {"wood": 1, "clay": 1} and builds[1]["spent"] == {"stone": 2}


@pytest.mark.parametrize("wonder,stages,cards,take,piece", [
    ("Rhodes", 0, {"stone": 1}, "stone", "2="),                               # level 1: [2≠, 2=]
    ("Olympia", ["2≠"], {"wood": 1, "stone": 1}, "clay", "3≠"),              # level 2: [2=, 3≠]
    ("Babylon", 3, {"wood": 1, "stone": 1, "clay": 1}, "papyrus", "4≠"),      # level 4: [3=, 4≠]
    ("Halicarnassus", 2, {"wood": 2}, "wood", "3="),                          # level 3: [3≠, 3=]
    ("Ephesus", 2, {"glass": 2}, "glass", "3="),                              # level 2: [2=, 3≠, 3=]
])
def test_a_payable_piece_sharing_its_level_is_built_by_default(wonder, stages, cards, take, piece):
    # seed 002, Будівництво етапу: "Деякі Чудеса дають можливість обирати, у якій послідовності будувати певні
    # етапи" - pieces side by side on one level (facts A1) come in any order, and a payable one must be built
    # (Сірі карти); the default order is the rulebook's, so "free" gives the same verdict
    table = doc(seat("Ana", wonder, stages=stages, cards=cards), seat("Bo", "Giza"), take=take)
    default, free = check(table), check(dict(table, stage_order="free"))
    assert [b["piece"] for b in steps(default, "build")] == [piece]
    assert default["stage_order"] == "free" and steps(free, "build") == steps(default, "build")


def test_one_piece_levels_keep_the_boards_order():
    # Giza and Alexandria have one piece on each level (facts A1): a stage only when all below it are built
    # (seed 002, Будівництво етапу) - three stones build neither 2= nor 3= before 2≠
    for wonder in ("Giza", "Alexandria"):
        v = check(doc(seat("Ana", wonder, cards={"stone": 2}), seat("Bo", "Rhodes"), take="stone"))
        assert steps(v, "build") == []


def test_a_table_playing_the_printed_order_builds_only_the_next_piece():
    # "fixed" is a table's own variant (the printed order 2≠, 2=, 3≠, 3=, 4≠), chosen explicitly
    v = check(doc(seat("Ana", "Olympia", stages=1, cards={"wood": 1, "stone": 1}), seat("Bo", "Rhodes"),
                  take="clay", stage_order="fixed"))
    assert v["stage_order"] == "fixed" and steps(v, "build") == []


def test_fixed_order_refuses_a_skipped_piece():
    with pytest.raises(BadInput) as exc:
        check(doc(seat("Ana", "Olympia", stages=["2d", "3d"]), seat("Bo", "Rhodes"), take="wood", stage_order="fixed"))
    assert exc.value.problems[0].path == "players[0].stages"
    # the rulebook's order accepts it: 3≠ shares level 2 with 2= (seed 002, Будівництво етапу)
    assert check(doc(seat("Ana", "Olympia", stages=["2d", "3d"]), seat("Bo", "Rhodes"), take="wood"))


def test_completing_the_wonder_ends_the_game():
    # seed 002, Завершення гри
    v = check(doc(seat("Ana", "Giza", stages=4, cards={"wood": 1, "stone": 1, "clay": 1}), seat("Bo", "Rhodes"),
                  take="glass"))
    assert [b["piece"] for b in steps(v, "build")] == ["4≠"] and v["game_ends"] is True


def test_science_two_identical_or_three_different():
    # seed 002, Зелені карти
    v = check(doc(seat("Ana", "Giza", cards={"gear": 1}), seat("Bo", "Rhodes"), take="gear"))
    assert steps(v, "progress")[0]["discard_options"] == [{"gear": 2}]
    v = check(doc(seat("Ana", "Giza", cards={"gear": 1, "tablet": 1}), seat("Bo", "Rhodes"), take="compass"))
    assert steps(v, "progress")[0]["discard_options"] == [{"compass": 1, "gear": 1, "tablet": 1}]
    v = check(doc(seat("Ana", "Giza", cards={"tablet": 1}), seat("Bo", "Rhodes"), take="compass"))
    assert steps(v, "progress") == []


def test_the_cat_moves_and_tokens_give_extra_cards():
    # seed 002, Сині карти; Урбанізм; Архітектура; Ефекти Чудес (Rhodes: +1 shield)
    v = check(doc(seat("Ana", "Giza"), seat("Bo", "Rhodes", cards={"blue_cat": 1}, cat=True), take="blue_cat"))
    assert "from Bo" in steps(v, "cat")[0]["text"]
    v = check(doc(seat("Ana", "Rhodes", stages=1, cards={"wood": 1}, progress=["Urbanism", "Architecture"]),
                  seat("Bo", "Giza"), take="wood"))
    assert [s["token"] for s in steps(v, "extra_card")] == ["Urbanism", "Architecture"]
    assert steps(v, "piece_effect")[0]["effect"] == "shields"


def test_bad_actions():
    with pytest.raises(BadInput) as exc:
        check(doc(seat("Ana", "Giza"), seat("Bo", "Rhodes"), take="red_2horns", who="Ana", side="left",
                  conflict={"tokens": 4, "battle_side_up": 3}, stage_order="any"))
    paths = {p.path for p in exc.value.problems}
    # Giza's deck holds no 2-horn card (facts A3); 2 players play with 3 tokens (seed 002, Підготовка 7)
    assert paths == {"action.take", "conflict.tokens", "conflict.battle_side_up", "stage_order"}
    with pytest.raises(BadInput) as exc:
        check(doc(seat("Ana", "Giza"), seat("Bo", "Rhodes"), take="ston", who="Zed"))
    messages = " ".join(p.message for p in exc.value.problems)
    assert "did you mean 'stone'" in messages and "'Zed' is not a player" in messages


TAKE_A_HORN = {
    "en": ["Ana takes a card (red with 1 horn) and places it in front of them",
           "1 horn: flip 1 conflict token to the battle side", "the game goes on"],
    "ru": ["Ana берёт карту (красная с 1 рогом) и кладёт её перед собой",
           "1 рог: перевернуть 1 жетон конфликта стороной битвы", "игра продолжается"],
    "uk": ["Ana бере карту (червона з 1 рогом) і кладе її перед собою",
           "1 ріг: перевернути 1 жетон Конфлікту стороною битви", "гра триває"],
}


@pytest.mark.parametrize("lang", sorted(TAKE_A_HORN))
def test_the_card_taken_is_named_in_each_language(lang):
    # seed 002, Червоні карти: a horn flips a conflict token; the card's kind is named in the player's
    # language as a short tag in brackets (the data gives the kinds no printed name)
    from scoring.core.i18n import use_language
    with use_language(lang):
        v = check(doc(seat("Ana", "Giza"), seat("Bo", "Rhodes"), take="red_horn"))
    assert [s["step"] for s in v["steps"]] == ["take", "conflict", "end"]
    assert [s["text"] for s in v["steps"]] == TAKE_A_HORN[lang]
    assert steps(v, "take")[0]["card"] == "red_horn"
