"""What each game's box prints: id, titles, aliases, player counts, the rulebook and the data file.

Pure data at the bottom of ``scoring``: a game's parser and its ``Game`` read their own record
from here (``CLASSIC``, ``SECOND``, ``DUEL``, ``ARCHITECTS``) and never ask the registry about
themselves.  Looking a game up by any spelling, and finding its implementation, is the one
registry's job: ``scoring.games`` (``find_game``, ``get``, ``resolve``), which imports the games.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from scoring.core.names import NameIndex


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

    def named(self, spelling: object) -> bool:
        """Whether ``spelling`` is one of this game's own names (id, titles, aliases; as the
        registry reads them): how a game's parser checks a document's ``"game"`` is its own."""
        return isinstance(spelling, str) and _own_names(self).get(spelling) is not None


@lru_cache(maxsize=None)
def _own_names(game: GameInfo) -> NameIndex:
    index = NameIndex()
    for spelling in (game.id, game.title, *game.aliases, *(t for _lang, t in game.titles)):
        index.add(spelling, game.id)
    return index


CLASSIC = GameInfo("7w", "7 Wonders (1st edition, 2010)", "7w.json", 3, 7,
             "seed 000_564014be245648ba.txt",
             aliases=("7 Wonders", "7wonders", "7w1", "7 Wonders 1st edition", "7 Wonders 2010",
                      "7 чудес", "7 Чудес Света"),
             variant_two_players=True, expansions=("babel",), module="classic",
             # seed 000's title «7 Чудес»; no Ukrainian 1st edition was found: the edition described
             titles=(("ru", "7 Чудес (1-е издание, 2010)"), ("uk", "7 Чудес (1-ше видання, 2010)")))
SECOND = GameInfo("7w2", "7 Wonders (2nd edition, 2020)", "7w2.json", 3, 7, "seed 001_16bdf35f09fc8606.txt",
             aliases=("7 Wonders 2nd edition", "7 Wonders 2020", "7w 2nd", "7 чудес 2-е издание",
                      "7 Чудес (2020)"),
             module="second",
             titles=(("ru", "7 Чудес (2-е издание, 2020)"), ("uk", "7 Чудес (2-ге видання, 2020)")))
DUEL = GameInfo("duel", "7 Wonders Duel", "duel.json", 2, 2, "seed 003_5edfb6b42bb9e791.txt",
             aliases=("7 Wonders Duel", "7 Wonders: Duel", "7wd", "7 чудес: Дуэль", "7 Чудес: Дуэль",
                      "7 Чудес: Дуель", "дуэль", "дуель"),
             module="duel",
             # seed 003: «7 чудес: Дуэль»; the Ukrainian spelling as in the aliases
             titles=(("ru", "7 Чудес: Дуэль"), ("uk", "7 Чудес: Дуель")))
ARCHITECTS = GameInfo("architects", "7 Wonders Architects", "architects.json", 2, 7, "seed 002_3cc4546b2a2971d2.txt",
             aliases=("7 Wonders Architects", "7 Wonders: Architects", "7wa", "Architects", "7 Чудес. Архітектори",
                      "7 Чудес: Архітектори", "Архітектори", "7 Чудес: Архитекторы", "7 Чудес. Архитекторы",
                      "архитекторы"),
             module="architects",
             # seed 002 (Ukrainian): «7 ЧУДЕС™ АРХІТЕКТОРИ»; the Russian box «7 Чудес: Архитекторы»
             titles=(("ru", "7 Чудес: Архитекторы"), ("uk", "7 Чудес: Архітектори")))

# every game of the family, in the registry's order (scoring.games.GAMES)
BOXES: tuple[GameInfo, ...] = (CLASSIC, SECOND, DUEL, ARCHITECTS)

# games whose data file and document have their own shape and loader (scoring.duel,
# scoring.architects): the 1st-edition loader ``catalogue`` and parser refuse them
OWN_FORMAT: tuple[str, ...] = ("duel", "architects")
