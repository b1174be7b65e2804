"""Shield lists of one city (seed 000, Конец эпохи: shields compared at the end of each age):
what ``scoring.classic.military.shields_problems`` rejects, and why."""
import pytest

from scoring.classic.military import shields_problems

NOT_A_LIST = ("shields must list the shields at the end of ages I and II (and III): whole numbers 0 or more, "
              "got {raw!r}")


def test_good_shields_are_completed_from_the_final_tableau():
    assert shields_problems([0, 1], 2) == ([0, 1, 2], [])
    assert shields_problems([0, 1, 2], 2) == ([0, 1, 2], [])
    # equal shields from one age to the next, or at the end, are fine
    assert shields_problems([1, 1], 1) == ([1, 1, 1], [])
    assert shields_problems([0, 0, 0], 0) == ([0, 0, 0], [])


def test_shields_going_down_from_age_i_to_ii():
    assert shields_problems([1, 0, 1], 1) == ([1, 0, 1], ["shields never go down from one age to the next: [1, 0, 1]"])


def test_shields_going_down_from_age_ii_to_iii():
    assert shields_problems([0, 1, 0], 0) == ([0, 1, 0], ["shields never go down from one age to the next: [0, 1, 0]"])


def test_age_iii_shields_must_match_the_tableau():
    assert shields_problems([0, 1, 2], 3) == (
        [0, 1, 2], ["age III shields are 2 but the city shows 3 (red cards and wonder stages)"])


def test_end_shields_below_age_ii():
    assert shields_problems([0, 1], 0) == (
        [0, 1, 0], ["the city shows 0 shields at the end but had 1 in age II: shields never go down"])


@pytest.mark.parametrize("raw", [[1], [0, 1, 2, 3], [0, -1], [0, True], [0, 1.0], "01", None])
def test_not_a_list_of_two_or_three_counts(raw):
    assert shields_problems(raw, 3) == (None, [NOT_A_LIST.format(raw=raw)])


def test_tokens_listed_age_by_age_left_neighbour_first():
    # seed 000, Конец эпохи: Ira (2 shields every age) beats Oleg on her left (0) and loses to Sofia
    # on her right (5) in ages II and III
    from scoring.classic.military import tokens_from_shields
    ira, oleg, sofia = tokens_from_shields([[2, 2, 2], [0, 0, 0], [0, 5, 5]])
    assert ira == [1, 1, 3, -1, 5, -1]
    assert sofia == [-1, 3, 3, 5, 5]          # she beats Oleg too in ages II and III
