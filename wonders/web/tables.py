"""Web-layer helpers around the table document: no rule lives here.

The web app keeps the whole table as the one JSON document of the README (in a
hidden form field between steps, in the database once saved).  These helpers read
that document defensively (it came from a browser), build the card picker from the
catalogue, deal wonders at random and map ``BadInput`` problems back to form fields.
"""
from __future__ import annotations

import json
import random
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from scoring.classic.catalogue import COLOURS, Catalogue
from scoring.core.errors import Problem
from flask_babel import gettext, lazy_gettext as _l

from scoring.core.i18n import _ as engine_text, display
from scoring.core.numbers import is_int
from scoring.core.safejson import loads as safe_loads
from scoring.games import DEFAULT, catalogue, find_game
from wonders import search_words

MAX_PLAYERS = 8          # more rows than any game allows, so the library explains the limit
MAX_DOCUMENT = 64_000    # characters of the hidden document field

COLOUR_LABEL = {"brown": _l("Raw materials"), "grey": _l("Manufactured goods"), "blue": _l("Civilian"),
                "yellow": _l("Commercial"), "red": _l("Military"), "green": _l("Scientific"), "purple": _l("Guilds")}
AGE_LABEL = {1: _l("Age I"), 2: _l("Age II"), 3: _l("Age III")}
# the resources' words on the referee screens (the document's keys stay English)
RESOURCE_LABEL = {"wood": _l("wood"), "stone": _l("stone"), "clay": _l("clay"), "ore": _l("ore"),
                  "glass": _l("glass"), "cloth": _l("cloth"), "papyrus": _l("papyrus")}


class DamagedDocument(ValueError):
    """The hidden document field is not a table document (tampered with or truncated)."""


def follow_box(doc: Any) -> str:
    """Names on this request's page as printed in the box of this table (its ``"box"``, else the
    default for the reader's language: ``scoring.games.box_of``); the sentences stay in the
    interface language.  Reset at the end of the request (``wonders.i18n``)."""
    from scoring import games
    from scoring.core import i18n
    with i18n.use_box(None):
        box = games.box_of(doc)
    i18n.set_box(box)
    return box


def game_info(doc: dict):
    raw = doc.get("game", DEFAULT)
    info = find_game(raw) if isinstance(raw, str) else None
    return info if info is not None and info.available else find_game(DEFAULT)


def cat_for(doc: dict) -> Catalogue:
    """The catalogue the document's cards are named from (with its expansions' cards)."""
    return game_for(doc).catalogue_for(doc) or catalogue(game_info(doc).id)


def game_for(doc: dict):
    """The game module (``scoring.core.game.Game``) of a document or draft; the 1st edition when unknown."""
    return game_or_default(doc.get("game", DEFAULT))


def pad_only_notes(state: dict) -> list[str]:
    """What each chosen expansion that card-by-card entry cannot score yet says (``Expansion.pad_only``,
    in the page's language), while the table is entered card by card (the setup and city screens)."""
    if state.get("entry") == "pad":
        return []
    names = [n for n in state.get("expansions") or () if isinstance(n, str)]
    return [engine_text(e.pad_only) for e in game_for(state).expansions
            if e.pad_only and any(e.claims(n) is not None for n in names)]


def game_or_default(game_id: str | None):
    """The game of an id or alias (a template's ``game_of``); the default game when none or unknown."""
    from scoring import games
    return (games.get(game_id) if isinstance(game_id, str) else None) or games.get(games.DEFAULT)


def classic(doc: dict) -> bool:
    """Games with the 1st edition's document (7w, 7w2: ``Game.screen == "classic"``) use its tuned
    city screen; every other game the generic one drawn from its ``EntryScreen``."""
    return getattr(game_for(doc), "screen", "generic") == "classic"


def screen_for(doc: dict):
    """The game's entry screen for this table (``scoring.core.game.EntryScreen``)."""
    game = game_for(doc)
    n = max(len(doc.get("players", [])), game.info.min_players)
    exp = [e for e in doc.get("expansions", []) or [] if isinstance(e, str)]
    return game.entry_screen(min(n, game.max_players_with(exp)), exp)


def checkbox_names(game) -> dict:
    """The players screen's expansion checkboxes of a game → the expansion each belongs to: each
    expansion, then each of its parts when it is played in parts (Babel's tower and Great Projects)."""
    out: dict = {}
    for e in game.expansions:
        for name in (e.id, *(e.parts if len(e.parts) > 1 else ())):
            out.setdefault(name, e)
    return out


def boards_offered(doc: dict) -> list[tuple[dict, str, bool]]:
    """Every board the players screen's selects hold: (board, the checkboxes any of which ticked
    brings it — empty for a board of the game itself —, whether the expansions chosen bring it).
    A board an expansion brings (Petra, Roma, the Wonder Pack's) is on the page hidden until its
    expansion is ticked (``static/app.js``): the screen is not drawn again under the user's fingers."""
    game = game_for(doc)
    n = max(len(doc.get("players", [])), game.info.min_players)
    chosen = screen_for(doc).boards
    base = {b["name"] for b in game.entry_screen(min(n, game.info.max_players), []).boards}
    shown = {b["name"] for b in chosen}
    found: dict[str, tuple[dict, list[str]]] = {b["name"]: (b, []) for b in chosen}
    for name in checkbox_names(game):
        for b in game.entry_screen(min(n, game.max_players_with([name])), [name]).boards:
            if b["name"] not in base:
                found.setdefault(b["name"], (b, []))[1].append(name)
    return [(b, " ".join(when), b["name"] in shown) for b, when in found.values()]


def most_seats(doc: dict) -> dict[str, int]:
    """The seats of a table by the expansion checkbox ticked (``""``: none), where one seats more than
    the game (Cities: 8): the players screen offers "Add player" up to the most of those ticked."""
    game = game_for(doc)
    out = {"": game.info.max_players}
    for name in checkbox_names(game):
        if game.max_players_with([name]) > game.info.max_players:
            out[name] = game.max_players_with([name])
    return out


# -- the document, read defensively ---------------------------------------------

def new_document(game: str = DEFAULT) -> dict:
    return {"game": game, "players": []}


def load_document(raw: str | None) -> dict:
    """The hidden field → a dict with a list of player dicts; ``DamagedDocument`` otherwise."""
    if not raw:
        return new_document()
    if len(raw) > MAX_DOCUMENT:
        raise DamagedDocument(gettext("the table data is too large"))
    try:
        doc = safe_loads(raw)   # bounds of scoring.core.safejson (depth, surrogates, numbers, duplicate keys)
    except ValueError:
        raise DamagedDocument(gettext("the table data is not valid JSON")) from None
    return check_shape(doc)


def check_shape(doc: Any) -> dict:
    if not isinstance(doc, dict):
        raise DamagedDocument(gettext("the table data must be a JSON object"))
    players = doc.get("players", [])
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise DamagedDocument(gettext("\"players\" must be a list of objects"))
    if len(players) > MAX_PLAYERS:
        raise DamagedDocument(gettext("at most %(most)s players", most=MAX_PLAYERS))
    doc.setdefault("players", players)
    return doc


def dump_document(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def player_count(doc: dict) -> int:
    return len(doc.get("players", []))


def table_size(doc: dict) -> int:
    """The player count whose cards are in the decks (the 2-player variant plays with 3 decks)."""
    cat = cat_for(doc)
    return max(player_count(doc), cat.min_players)


def names(doc: dict) -> list[str]:
    out = []
    for i, p in enumerate(doc.get("players", [])):
        n = p.get("name")
        out.append(n.strip() if isinstance(n, str) and n.strip() else f"Player {i + 1}")
    return out


def card_list(p: dict) -> list[str]:
    cards = p.get("cards", [])
    return [c for c in cards if isinstance(c, str)] if isinstance(cards, list) else []


def int_or(value: Any, default: int = 0) -> int:
    return value if is_int(value) else default


def stage_count(doc: dict, seat: int) -> int:
    """How many stages this player's wonder side has (4 when unknown, so nothing typed is lost)."""
    p = doc["players"][seat]
    cat = cat_for(doc)
    w = cat.wonder(p.get("wonder")) if isinstance(p.get("wonder"), str) else None
    side = cat.side(p.get("side")) if isinstance(p.get("side"), str) else None   # "a", "day", "ночь"…
    if w is None or side not in w.sides:
        return 4
    return len(w.sides[side].stages)


def neighbour_names(doc: dict, seat: int) -> tuple[str, str]:
    """(left, right): players[i+1] sits to the left of players[i]."""
    ns = names(doc)
    n = len(ns)
    return ns[(seat + 1) % n], ns[(seat - 1) % n]


# -- dealing wonders -------------------------------------------------------------

def deal(rows: list[dict], screen, rng: random.Random | None = None) -> None:
    """Fill the rows whose board or side is left blank ("deal at random"), in place; boards stay
    unique, and only the base game's are dealt (an expansion's board, ``"added"``, is chosen). ``screen`` is the game's ``EntryScreen`` (a game without boards deals nothing)."""
    rng = rng or random.SystemRandom()
    boards = {b["name"]: b for b in screen.boards}
    if not boards:
        return
    taken = {r["wonder"] for r in rows if r.get("wonder")}
    free = [name for name, b in boards.items() if name not in taken and not b.get("added")]   # an expansion's: chosen
    rng.shuffle(free)
    for r in rows:
        if not r.get("wonder") and free:
            r["wonder"] = free.pop()
        if not r.get("side") and screen.sides:   # a side typed wrong stays, so that its error is shown
            board = boards.get(r["wonder"])
            r["side"] = rng.choice(sorted(board["sides"]) if board else list(screen.sides))


# -- the card picker --------------------------------------------------------------

@dataclass
class PickerCard:
    name: str
    colour: str
    ages: tuple[int, ...]
    copies: int
    held_elsewhere: int
    search: str                 # lower-case English, Russian, Ukrainian and alias spellings
    ru: str
    shown: str = ""             # the name as printed in the page's language (English fallback)

    @property
    def all_taken(self) -> bool:
        return self.held_elsewhere >= self.copies


@dataclass
class PickerGroup:
    colour: str
    cards: list[PickerCard]           # in age order
    title: str | None = None          # an expansion's colour: the expansion's name (Game.colour_label)

    @property
    def label(self) -> str:
        return self.title or COLOUR_LABEL[self.colour]


def legal_cards(cat: Catalogue, size: int) -> list[str]:
    """Card names in play with ``size`` decks (guilds always: one is drawn at random)."""
    return [n for n in cat.card_names if cat.copies(n, size) > 0]


def picker(doc: dict, seat: int) -> list[PickerGroup]:
    """Cards offered to ``seat``: in play at this player count, grouped by age and colour,
    each with how many copies other cities already hold."""
    cat = cat_for(doc)
    size = table_size(doc)
    held: dict[str, int] = defaultdict(int)
    for i, p in enumerate(doc.get("players", [])):
        if i == seat:
            continue
        for name in {c.name for c in (cat.card(x) for x in card_list(p)) if c is not None}:
            held[name] += 1
    groups: dict[tuple[int, str], list[PickerCard]] = defaultdict(list)
    for name in legal_cards(cat, size):
        entries = [c for c in cat.card_entries(name) if c.copies(size) > 0]
        first = entries[0]
        ages = tuple(sorted({c.age for c in entries}))
        spellings = (name,) + first.aliases + first.ru + first.uk + search_words.words(name)
        groups[(ages[0], first.colour)].append(PickerCard(
            name, first.colour, ages, cat.copies(name, size) if not first.is_guild else 1,
            held[name], " ".join(s.lower() for s in spellings), first.ru[0] if first.ru else "", display(first)))
    # by colour, then age: the way players stack their city in front of them; an expansion's own
    # colours after the base game's (a leader has no age: 0)
    game = game_for(doc)
    colours = COLOURS + tuple(dict.fromkeys(c for (_, c) in groups if c not in COLOURS))
    return [PickerGroup(colour, [c for age in (0, 1, 2, 3) for c in groups.get((age, colour), [])],
                        None if colour in COLOURS else game.colour_label(colour))   # the engine speaks the request's language
            for colour in colours if any((age, colour) in groups for age in (0, 1, 2, 3))]


def find_card(cat: Catalogue, spelling: str):
    """The card a typed name names: as the catalogue reads it, or by a Ukrainian search word
    (``wonders.search_words``); None when neither knows it."""
    return cat.card(spelling) or search_words.card_by_word(cat, spelling)


def parse_card_text(text: str, cat: Catalogue) -> tuple[list[str], list[str]]:
    """Card names typed by hand (English, Russian or Ukrainian, comma or line separated) → (names, problems)."""
    found, problems = [], []
    for part in re.split(r"[,;\n]+", text or ""):
        part = part.strip()
        if not part:
            continue
        card = find_card(cat, part)
        if card is None:
            hint = cat.suggest_card(part)
            problems.append(gettext("unknown card %(card)s; did you mean %(hint)s?", card=repr(part), hint=repr(hint))
                            if hint else gettext("unknown card %(card)s", card=repr(part)))
        elif card.name not in found:
            found.append(card.name)
    return found, problems


# -- problems → fields --------------------------------------------------------------

_PATH = re.compile(r"^players\[(\d+)\](?:\.(\w+)(?:\[(\d+)\])?)?")


@dataclass
class Placed:
    """BadInput problems sorted by where they belong on the forms."""
    table: list[str]                                  # whole-table problems (no player)
    players: dict[int, dict[str, list[str]]]          # seat → field → messages
    cards: dict[int, dict[str, list[str]]]            # seat → card name → messages

    def __bool__(self) -> bool:
        return bool(self.table or self.players or self.cards)

    def seats(self) -> list[int]:
        return sorted(set(self.players) | set(self.cards))

    def for_seat(self, seat: int) -> dict[str, list[str]]:
        return self.players.get(seat, {})

    def count(self, seat: int) -> int:
        return (sum(len(v) for v in self.players.get(seat, {}).values())
                + sum(len(v) for v in self.cards.get(seat, {}).values()))


SETUP_FIELDS = ("name", "wonder", "side", "free_city")


def place(problems: Iterable[Problem], doc: dict) -> Placed:
    placed = Placed([], {}, {})
    for pr in problems:
        m = _PATH.match(pr.path or "")
        if not m:
            label = f"{pr.path}: " if pr.path and pr.path not in ("players", "game") else ""
            placed.table.append(label + pr.message)
            continue
        seat, field, index = int(m.group(1)), m.group(2) or "", m.group(3)
        if field == "cards" and index is not None:
            cards = doc["players"][seat].get("cards", []) if seat < player_count(doc) else []
            k = int(index)
            name = cards[k] if isinstance(cards, list) and k < len(cards) else None
            if isinstance(name, str):
                placed.cards.setdefault(seat, {}).setdefault(name, []).append(pr.message)
        placed.players.setdefault(seat, {}).setdefault(field or "player", []).append(pr.message)
    return placed
