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
    # the game on BoardGameGeek (boardgamegeek.com/boardgame/<id>): (id, its name there, year);
    # the BG Stats exchange (wonders.bgstats) knows a play's game by it
    bgg: tuple[int, str, int] | None = None
    # ratings (wonders.ratings) count this game with another's: that game's id (None: its own family),
    # and on the family's first game the family's name per language
    family: str | None = None
    family_titles: tuple[tuple[str, str], ...] = ()

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` (the English one when the data has none)."""
        return dict(self.titles).get(lang, self.title)

    def family_title_in(self, lang: str) -> str:
        """The name of the family this game heads, in ``lang`` (its own title when it has none)."""
        names = dict(self.family_titles)
        return names.get(lang) or names.get("en") or self.title_in(lang)

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
             bgg=(68448, "7 Wonders", 2010),            # boardgamegeek.com/boardgame/68448
             family_titles=(("en", "7 Wonders (1st and 2nd edition)"), ("ru", "7 Чудес (1-е и 2-е издание)"),
                            ("uk", "7 Чудес (1-ше та 2-ге видання)")),
             # seed 000's title «7 Чудес»; no Ukrainian 1st edition was found: the edition described
             titles=(("ru", "7 Чудес (1-е издание, 2010)"), ("uk", "7 Чудес (1-ше видання, 2010)")))
SECOND = GameInfo("7w2", "7 Wonders (2nd edition, 2020)", "7w2.json", 3, 7, "seed 001_16bdf35f09fc8606.txt",
             aliases=("7 Wonders 2nd edition", "7 Wonders 2020", "7w 2nd", "7 чудес 2-е издание",
                      "7 Чудес (2020)"),
             module="second",
             bgg=(316377, "7 Wonders (Second Edition)", 2020),   # boardgamegeek.com/boardgame/316377
             family="7w",                               # one game with the 1st edition in the ratings
             titles=(("ru", "7 Чудес (2-е издание, 2020)"), ("uk", "7 Чудес (2-ге видання, 2020)")))
DUEL = GameInfo("duel", "7 Wonders Duel", "duel.json", 2, 2, "seed 003_5edfb6b42bb9e791.txt",
             aliases=("7 Wonders Duel", "7 Wonders: Duel", "7wd", "7 чудес: Дуэль", "7 Чудес: Дуэль",
                      "7 Чудес: Дуель", "дуэль", "дуель"),
             module="duel",
             bgg=(173346, "7 Wonders Duel", 2015),      # boardgamegeek.com/boardgame/173346
             # seed 003: «7 чудес: Дуэль»; the Ukrainian spelling as in the aliases
             titles=(("ru", "7 Чудес: Дуэль"), ("uk", "7 Чудес: Дуель")))
ARCHITECTS = GameInfo("architects", "7 Wonders Architects", "architects.json", 2, 7, "seed 002_3cc4546b2a2971d2.txt",
             aliases=("7 Wonders Architects", "7 Wonders: Architects", "7wa", "Architects", "7 Чудес. Архітектори",
                      "7 Чудес: Архітектори", "Архітектори", "7 Чудес: Архитекторы", "7 Чудес. Архитекторы",
                      "архитекторы"),
             module="architects",
             bgg=(346703, "7 Wonders Architects", 2021),   # boardgamegeek.com/boardgame/346703
             # seed 002 (Ukrainian): «7 ЧУДЕС™ АРХІТЕКТОРИ»; the Russian box «7 Чудес: Архитекторы»
             titles=(("ru", "7 Чудес: Архитекторы"), ("uk", "7 Чудес: Архітектори")))

# every game of the family, in the registry's order (scoring.games.GAMES)
BOXES: tuple[GameInfo, ...] = (CLASSIC, SECOND, DUEL, ARCHITECTS)

# games whose data file and document have their own shape and loader (scoring.duel,
# scoring.architects): the 1st-edition loader ``catalogue`` and parser refuse them
OWN_FORMAT: tuple[str, ...] = ("duel", "architects")


# -- the box on the table: which printed edition's names are shown ------------------------------

BOX_FIELD = "box"          # the document's optional field: "en" | "ru" | "uk" (README, "box")


def box_problem(doc: object):
    """A ``"box"`` that is not one of the three languages: the problem at path ``box`` (else None)."""
    from collections.abc import Mapping

    from scoring.core.errors import Problem
    from scoring.core.i18n import LANGUAGES, _
    if not isinstance(doc, Mapping) or BOX_FIELD not in doc or doc[BOX_FIELD] in LANGUAGES:
        return None
    return Problem(BOX_FIELD, _("box must be \"en\", \"ru\" or \"uk\" (the language of the box on the table), "
                                "got {box!r}").format(box=doc[BOX_FIELD]))


def without_box(doc: object) -> object:
    """The document the games' parsers read: without ``"box"`` (it chooses names, not rules)."""
    from collections.abc import Mapping
    if isinstance(doc, Mapping) and BOX_FIELD in doc:
        return {k: v for k, v in doc.items() if k != BOX_FIELD}
    return doc


@lru_cache(maxsize=None)
def editions(data: str | None) -> tuple[str, ...]:
    """The languages a printed edition of a game or expansion exists in: the keys of its data
    file's ``"editions"`` (each with its source there); English alone when the file says none."""
    if not data:
        return ("en",)
    import json
    from importlib import resources
    try:
        raw = json.loads(resources.files("scoring").joinpath("data", data).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ("en",)
    found = raw.get("editions") if isinstance(raw, dict) else None
    return tuple(found) if isinstance(found, dict) and found else ("en",)


def default_box(game: GameInfo | None, interface: str) -> str:
    """The box a table plays with when its document does not say: the interface language where
    that game's edition exists in it, otherwise English (README, "box")."""
    if game is not None and interface in editions(game.data):
        return interface
    return "en"
