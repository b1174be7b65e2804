"""The Leaders referee's conflicts (``referee.expansions.leaders.military``): the Age each leader was recruited
in (``recruited``) read from the document, its whole problems word for word in English, Russian and Ukrainian:
the tests mutation testing of the module asked for (README "Mutation testing")."""
import pytest

from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_leaders_referee import military

BOB = {"cards": ["Lumber Yard", "Loom", "Stockade"], "shields": [1, 1, 1]}
CID = {"cards": ["Clay Pool", "Press"], "shields": [0, 0, 0]}
CASES = {
    "not an object": (["Tomyris"], "players[0].recruited", {
        "en": 'recruited is {"leader": age}: the Age each leader was recruited in',
        "ru": 'recruited — это {"лидер": эпоха}: эпоха, в которой нанят каждый лидер',
        "uk": 'recruited — це {"лідер": епоха}: епоха, у якій найнято кожного лідера'}),
    "not her leader": ({"Cleopatra": 2}, "players[0].recruited.Cleopatra", {
        "en": "'Cleopatra' is not a leader of this city", "ru": "'Cleopatra' — не лидер этого города",
        "uk": "'Cleopatra' — не лідер цього міста"}),
    "Age 4": ({"Tomyris": 4}, "players[0].recruited.Tomyris", {
        "en": "the Age a leader was recruited in is 1, 2 or 3, got 4", "ru": "эпоха найма лидера — 1, 2 или 3, получено 4",
        "uk": "епоха наймання лідера — 1, 2 або 3, отримано 4"}),
    "Age as text": ({"Tomyris": "2"}, "players[0].recruited.Tomyris", {
        "en": "the Age a leader was recruited in is 1, 2 or 3, got '2'",
        "ru": "эпоха найма лидера — 1, 2 или 3, получено '2'", "uk": "епоха наймання лідера — 1, 2 або 3, отримано '2'"}),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("case", list(CASES))
def test_the_age_each_leader_was_recruited_in_is_read_with_a_clear_problem(case, lang):
    recruited, path, message = CASES[case]
    ann = {"cards": ["Tomyris"], "shields": [0, 0, 0], "recruited": recruited}
    with use_language(lang), pytest.raises(BadInput) as exc:
        military(ann, dict(BOB), dict(CID))
    assert [(p.path, p.message) for p in exc.value.problems] == [(path, message[lang])]
