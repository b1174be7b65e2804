"""Every game and edition the app knows, with its aliases, data file and module.

New games (2nd edition, Duel, Architects) and expansions (Babel) register here;
the document's ``"game"`` field is looked up through this table.  A game is
available once its ``module`` (under ``scoring/games/``, exposing ``GAME``, an
instance of ``scoring.game.Game``) is named here: see ``scoring.games``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .catalogue import Catalogue, load_catalogue_file
from .names import NameIndex


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    data: str | None               # data file in scoring/data, None until the game is built
    min_players: int
    max_players: int
    seed: str                      # the rulebook this game was built from
    aliases: tuple[str, ...] = ()
    variant_two_players: bool = False
    expansions: tuple[str, ...] = ()
    module: str | None = None      # scoring.games.<module>: the game's implementation, None until built
    titles: tuple[tuple[str, str], ...] = ()   # (language, the title as the box in that language prints it)

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` (the English one when the data has none)."""
        return dict(self.titles).get(lang, self.title)

    @property
    def available(self) -> bool:
        return self.module is not None and self.data is not None


GAMES: tuple[GameInfo, ...] = (
    GameInfo("7w", "7 Wonders (1st edition, 2010)", "7w.json", 3, 7,
             "seed 000_564014be245648ba.txt",
             aliases=("7 Wonders", "7wonders", "7w1", "7 Wonders 1st edition", "7 Wonders 2010",
                      "7 чудес", "7 Чудес Света"),
             variant_two_players=True, expansions=("babel",), module="classic",
             # seed 000's title «7 Чудес»; no Ukrainian 1st edition was found: the edition described
             titles=(("ru", "7 Чудес (1-е издание, 2010)"), ("uk", "7 Чудес (1-ше видання, 2010)"))),
    GameInfo("7w2", "7 Wonders (2nd edition, 2020)", "7w2.json", 3, 7, "seed 001_16bdf35f09fc8606.txt",
             aliases=("7 Wonders 2nd edition", "7 Wonders 2020", "7w 2nd", "7 чудес 2-е издание",
                      "7 Чудес (2020)"),
             module="second",
             titles=(("ru", "7 Чудес (2-е издание, 2020)"), ("uk", "7 Чудес (2-ге видання, 2020)"))),
    GameInfo("duel", "7 Wonders Duel", "duel.json", 2, 2, "seed 003_5edfb6b42bb9e791.txt",
             aliases=("7 Wonders Duel", "7 Wonders: Duel", "7wd", "7 чудес: Дуэль", "7 Чудес: Дуэль",
                      "7 Чудес: Дуель", "дуэль", "дуель"),
             module="duel",
             # seed 003: «7 чудес: Дуэль»; the Ukrainian spelling as in the aliases
             titles=(("ru", "7 Чудес: Дуэль"), ("uk", "7 Чудес: Дуель"))),
    GameInfo("architects", "7 Wonders Architects", "architects.json", 2, 7, "seed 002_3cc4546b2a2971d2.txt",
             aliases=("7 Wonders Architects", "7 Wonders: Architects", "7wa", "Architects", "7 Чудес. Архітектори",
                      "7 Чудес: Архітектори", "Архітектори", "7 Чудес: Архитекторы", "7 Чудес. Архитекторы",
                      "архитекторы"),
             module="architects",
             # seed 002 (Ukrainian): «7 ЧУДЕС™ АРХІТЕКТОРИ»; the Russian box «7 Чудес: Архитекторы»
             titles=(("ru", "7 Чудес: Архитекторы"), ("uk", "7 Чудес: Архітектори"))),
)

# games whose data file and document have their own shape and loader (scoring.duel,
# scoring.architects): the 1st-edition loader ``catalogue`` and parser refuse them
OWN_FORMAT: tuple[str, ...] = ("duel", "architects")

_INDEX = NameIndex()
for _g in GAMES:
    _INDEX.add(_g.id, _g.id, display=True)
    for _a in (_g.title, *_g.aliases, *(t for _lang, t in _g.titles)):
        _INDEX.add(_a, _g.id)


def find_game(spelling: str) -> GameInfo | None:
    key = _INDEX.get(spelling)
    return next((g for g in GAMES if g.id == key), None) if key else None


def suggest_game(spelling: str) -> str | None:
    return _INDEX.suggest(spelling, cutoff=0.5)


@lru_cache(maxsize=None)
def available_ids() -> tuple[str, ...]:
    return tuple(g.id for g in GAMES if g.available)


@lru_cache(maxsize=None)
def catalogue(game_id: str = "7w") -> Catalogue:
    game = find_game(game_id)
    if game is None or game.data is None or game.id in OWN_FORMAT:
        raise KeyError(game_id)
    return load_catalogue_file(game.data, game.min_players, game.max_players)
