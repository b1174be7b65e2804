"""The texts of scoring/data/babel.json a person reads (tiles' summaries, projects' effects, tokens' explanations),
marked for the engine's catalogue: the data keeps the English text, ``_(text)`` shows it in the
language (``scoring.core.i18n``).  ``tests/test_engine_texts_referee.py`` checks that every text of the
data file is listed here, so a changed text cannot silently lose its translation."""
from __future__ import annotations

from scoring.core.i18n import N_, _

TILE_SUMMARIES: tuple[str, ...] = (
    N_('Tax on red (military) cards: pay the bank coins equal to the age'),
    N_('Red (military) cards ignore their resource cost; coins are still paid'),
    N_('Brown cards producing two resources or a choice of two give nothing; they can still be built'),
    N_('Trade cards (trading posts, Marketplace, Caravansery, Forum) cannot be used; they can still be built and chained from'),
    N_('Building a blue card gives coins equal to the age'),
    N_('Tax on blue cards: pay the bank coins equal to the age'),
    N_("Chains may use either neighbour's buildings: build the linked card for free"),
    N_('Blue cards are paid in coins, one per resource symbol, instead of resources (chains stay free)'),
    N_('Manufactured goods bought from neighbours cost 1 coin less (never below 0)'),
    N_('Manufactured goods bought from neighbours cost 1 coin more'),
    N_('Raw materials bought from neighbours cost 1 coin less (never below 0)'),
    N_('Raw materials bought from neighbours cost 1 coin more'),
    N_('Tax on building through a chain: pay the bank coins equal to the age'),
    N_('Building through a chain gives coins equal to the age'),
    N_('Wonder stages ignore their resource cost; coins are still paid'),
    N_('Tax on wonder stages: pay the bank coins equal to the age'),
    N_('Each player may use 1 wood or 1 stone free once a turn'),
    N_('Each player may use 1 ore or 1 clay free once a turn'),
    N_('Military victory tokens are reduced: 1 → nothing, 3 → 1, 5 → 3'),
    N_('Single-resource brown cards produce any number of their resource (wonder boards are not cards)'),
    N_('Each player may use 1 glass, 1 cloth or 1 papyrus free once a turn'),
    N_('Defeats are doubled: two −1 tokens instead of one'),
    N_('Guilds are paid in coins, one per resource symbol, instead of resources'),
    N_('Building a guild gives 5 coins from the bank'),
)
TOKEN_TEXTS: tuple[str, ...] = (
    N_('a military Victory token from a Great Project; not a battle result'),
    N_("1 shield added to the city's military strength in every later conflict; no points of its own"),
    N_("2 shields added to the city's military strength in every later conflict; no points of its own"),
    N_('3 VP for each group of three different science symbols in the city'),
    N_('1 VP for each guild (purple card) built by the player and by both neighbours'),
    N_("1 VP for each wonder stage built in the player's own city"),
    N_('spent (returned to the reserve) to build a building for free; no points'),
    N_('spent to build a wonder stage without its resources (its coins are still paid); no points'),
    N_('spent to take part in a Great Project whatever the colour of the building; no points'),
    N_("taken in age I by a player who cannot pay a failed project's penalty"),
    N_("taken in age II by a player who cannot pay a failed project's penalty"),
    N_("taken in age III by a player who cannot pay a failed project's penalty"),
    N_("Double Walls penalty: the Wonder board's starting resource is lost for the rest of the game; no points"),
)

PROJECT_EFFECTS: tuple[str, ...] = (
    N_('Participation: 1 coin and 1 clay; reward: Free Wonder Stage token; penalty: discard a red card'),
    N_('Participation: 1 coin; reward: Free Build token; penalty: discard a brown card'),
    N_("Participation: 1 coin; reward: Victory token (1 VP); penalty: the Wonder board's resource is blocked"),
    N_('Participation: 2 coins; reward: Any Project token; penalty: discard a grey card'),
    N_('Participation: 1 coin and 1 stone; reward: 4 coins; penalty: lose all coins'),
    N_('Participation: 1 coin and 1 papyrus; reward: Shield token; penalty: discard a brown card'),
    N_('Participation: 1 coin and 1 cloth; reward: 6 coins; penalty: lose all coins'),
    N_('Participation: 2 coins; reward: Free Build token; penalty: discard a red card'),
    N_('Participation: 2 coins; reward: Wonder token; penalty: discard a grey card'),
    N_('Participation: 2 coins and 1 glass; reward: Victory token (3 VP); penalty: discard a blue card'),
    N_('Participation: 4 coins; reward: Science token; penalty: discard a blue card'),
    N_('Participation: 5 coins and 1 wood; reward: Victory token (5 VP); penalty: lose all coins'),
    N_('Participation: 4 coins and 1 ore; reward: 12 coins; penalty: discard a red card'),
    N_('Participation: 4 coins; reward: Guild token; penalty: discard a green card'),
    N_('Participation: 5 coins; reward: Double Shield token; penalty: discard 2 Victory tokens'),
)


def text(data_text: str) -> str:
    """A text of the data file in the engine's language (English when it has no translation)."""
    return _(data_text) if data_text else data_text
