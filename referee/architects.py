"""7 Wonders Architects: what the rules require when a player takes a card.

The document is the table at the start of the turn (``scoring.architects`` document) plus

    "action": {"player": "Ana", "take": "stone", "from": "left"},     # "from" optional
    "conflict": {"tokens": 3, "battle_side_up": 2},                   # optional, default: all at peace
    "stage_order": "fixed"                                            # or "free"

The verdict lists, in order, what then happens, each with its citation (seed 002 section):
the card placed, the cat, the progress token that must be taken and the green cards
discarded, every stage that must be built and the cards spent (gold standing in for
missing resources, Economy, Engineering), the extra cards progress tokens and pieces
give, the conflict tokens flipped and the battle with its victory tokens, and whether
the game ends at the end of the turn.

Rules (seed 002 = ../shared/seeds/002_3cc4546b2a2971d2.txt):

* a stage whose cost you can pay must be built this turn, several if payable
  (Сірі карти; Будівництво етапу, Примітка); gold stands in for any missing resource
  (Жовті карти); Economy makes one gold card give 2 coins, Engineering ignores
  same/different, each once a turn (Використання жетонів Прогресу: "раз на хід");
* the stage order: a stage only when all stages below it are built; on a shared level
  the order is open (Будівництво етапу).  ``"fixed"`` (default, issue 11) builds in the
  printed order 2≠, 2=, 3≠, 3=, 4≠; ``"free"`` lets pieces of one level come in any order;
* 2 identical or 3 different science symbols: take a progress token, discard the green
  cards used (Зелені карти);
* horns flip conflict tokens; flipping the last one starts a battle at the end of the
  turn; horned red cards are then discarded and the tokens turned back (Червоні карти;
  Розіграш битви); 2 players: Гра вдвох and P3's table (facts architects.md A4);
* the game ends at the end of the turn a wonder is completed (Завершення гри).

Only ``scoring.architects`` data is used; no Flask, no database.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from scoring.architects.catalogue import RESOURCES, SCIENCE, ArchitectsCatalogue, Piece, catalogue
from scoring.architects.document import ArchitectsPlayer, ArchitectsTable, parse_architects
from scoring.errors import BadInput, Problems

STAGE_ORDERS: tuple[str, ...] = ("fixed", "free")
DECK_SIDES: tuple[str, ...] = ("left", "right", "central")
ACTION_KEYS: tuple[str, ...] = ("player", "take", "from")
CONFLICT_KEYS: tuple[str, ...] = ("tokens", "battle_side_up")


def step(kind: str, text: str, rule: str, **data: Any) -> dict:
    out = {"step": kind, "text": text, "rule": rule}
    out.update(data)
    return out


# -- military ------------------------------------------------------------------------------------

def shields(player: ArchitectsPlayer, cards: Mapping[str, int] | None = None) -> tuple[int, str]:
    """Shields on red cards, plus Rhodes's pieces and Tactics (seed 002, Розіграш битви, Примітка)."""
    counts = cards if cards is not None else player.cards
    parts = []
    total = 0
    for kind in catalogue().kinds:
        if kind.shields and counts.get(kind.id, 0):
            n = counts[kind.id] * kind.shields
            total += n
            parts.append(f"{counts[kind.id]} {kind.id}")
    for piece in player.built:
        if piece.effect and piece.effect.kind == "shields":
            total += piece.effect.shields
            parts.append(f"{piece.label} +{piece.effect.shields}")
    for token in player.progress:
        if token.effect.shields:
            total += token.effect.shields
            parts.append(f"{token.name} +{token.effect.shields}")
    return total, (", ".join(parts) if parts else "no shields")


def two_player_tokens(mine: int, theirs: int, cat: ArchitectsCatalogue) -> int:
    """Victory tokens for ``mine`` shields against ``theirs`` (seed 002, Гра вдвох; P3 in facts A4).

    More shields → 1; at least twice as many → 2; against 0, 2 or more shields count as double.
    P3's examples: 1 vs 0 → 1, 2 vs 0 → 2, 2 vs 1 → 2, 3 vs 2 → 1, 4 vs 2 → 2.
    """
    rules = cat.two_players
    if mine <= theirs:
        return 0
    if theirs == 0:
        return rules.double if mine >= rules.against_zero_at_least else rules.more
    return rules.double if mine >= 2 * theirs else rules.more


@dataclass(frozen=True)
class BattleLine:
    name: str
    shields: int
    tokens: int
    text: str


def battle(table: ArchitectsTable, cards: Mapping[int, Mapping[str, int]] | None = None) -> list[BattleLine]:
    """Every player's victory tokens from one battle; ``cards`` overrides a seat's cards (after the take)."""
    cat = table.catalogue
    counted = [shields(p, (cards or {}).get(p.seat)) for p in table.players]
    out = []
    for p in table.players:
        mine, how = counted[p.seat]
        if table.size == 2:
            other = table.players[1 - p.seat]
            theirs = counted[other.seat][0]
            won = two_player_tokens(mine, theirs, cat)
            text = (f"{p.name}: {mine} shields ({how}) against {other.name}'s {theirs} → "
                    f"{won} victory token{'s' if won != 1 else ''} (seed 002, Гра вдвох)")
        else:
            # one victory token per neighbour with fewer shields (seed 002, Розіграш битви)
            beaten = [nb.name for nb in (table.left(p.seat), table.right(p.seat)) if counted[nb.seat][0] < mine]
            won = len(beaten) * cat.battle_per_neighbour
            left, right = table.left(p.seat), table.right(p.seat)
            text = (f"{p.name}: {mine} shields ({how}) against {left.name} (left) {counted[left.seat][0]} and "
                    f"{right.name} (right) {counted[right.seat][0]} → {won} victory token{'s' if won != 1 else ''}"
                    f" (seed 002, Розіграш битви)")
        out.append(BattleLine(p.name, mine, won, text))
    return out


# -- building ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Build:
    piece: Piece
    spent: Mapping[str, int]          # card kinds discarded
    coins: int                        # coins the gold cards gave
    economy: bool                     # Economy's gold card was one of them
    engineering: bool                 # built ignoring same/different
    text: str


@dataclass
class _Purse:
    cards: Counter
    economy: bool                     # Economy still usable this turn
    engineering: bool

    def coins_available(self) -> int:
        gold = self.cards["gold"]
        return gold + (1 if self.economy and gold else 0)


def _pay(piece: Piece, purse: _Purse) -> tuple[dict[str, int], int, bool, bool] | None:
    """Cards spent for ``piece``: grey cards first, gold for the resources missing (seed 002, Жовті карти)."""
    req = piece.requirement
    greys = [(purse.cards[r], -i, r) for i, r in enumerate(RESOURCES) if purse.cards[r]]
    greys.sort(reverse=True)
    options: list[tuple[dict[str, int], bool]] = []
    if req.same:
        best = greys[0][2] if greys else None
        use = {best: min(purse.cards[best], req.count)} if best else {}
        options.append((use, False))
    else:
        use = {r: 1 for _, _, r in greys[:req.count]}
        options.append((use, False))
    if purse.engineering:
        # Engineering: any resources, ignoring same/different (seed 002, Інженерія)
        left = req.count
        use = {}
        for n, _, r in greys:
            k = min(n, left)
            if k:
                use[r] = k
                left -= k
        options.append((use, True))
    for use, engineering in options:
        missing = req.count - sum(use.values())
        if missing > purse.coins_available():
            continue
        gold_cards, economy = missing, False
        if missing >= 2 and purse.economy:
            gold_cards, economy = missing - 1, True
        spent = {k: v for k, v in use.items() if v}
        if gold_cards:
            spent["gold"] = gold_cards
        return spent, missing, economy, engineering
    return None


def _open_pieces(player_built: Sequence[Piece], pieces: Sequence[Piece], order: str) -> list[Piece]:
    built = {p.requirement.id for p in player_built}
    unbuilt = [p for p in pieces if p.requirement.id not in built]
    if order == "fixed":
        return unbuilt[:1]
    return [p for p in unbuilt if all(b.requirement.id in built for b in pieces if b.level < p.level)]


def forced_builds(player: ArchitectsPlayer, cards: Mapping[str, int], order: str = "fixed") -> tuple[list[Build], Counter]:
    """Every stage that must be built now, in order, and the cards left afterwards.

    seed 002, Сірі карти ("ви мусите збудувати його у свій хід"); Будівництво етапу, Примітка
    ("Якщо ви маєте ресурси, щоб збудувати декілька етапів протягом одного ходу, ви мусите це зробити").
    With ``order="free"`` the first payable piece in the printed order among those open is built;
    the player may pick another open piece of the same level (reported in its text).
    """
    purse = _Purse(Counter(cards), player.has("Economy"), player.has("Engineering"))
    built = list(player.built)
    out: list[Build] = []
    while True:
        open_pieces = _open_pieces(built, player.wonder.pieces, order)
        choice = None
        for piece in open_pieces:
            paid = _pay(piece, purse)
            if paid:
                choice = (piece, paid)
                break
        if choice is None:
            return out, purse.cards
        piece, (spent, coins, economy, engineering) = choice
        purse.cards.subtract(spent)
        purse.economy = purse.economy and not economy
        purse.engineering = purse.engineering and not engineering
        built.append(piece)
        parts = [f"{n} {k}" for k, n in spent.items()]
        text = f"build {piece.label} (VP {piece.vp}): discard {', '.join(parts)}"
        if coins:
            text += (f"; gold gives {coins} coin{'s' if coins > 1 else ''} for the missing "
                     f"resource{'s' if coins > 1 else ''}")
        if economy:
            text += "; Economy: one gold card gives 2 coins (once a turn)"
        if engineering:
            text += "; Engineering: same/different ignored (once a turn)"
        others = [p.label for p in open_pieces if p is not piece and p.level == piece.level and _pay(p, purse)]
        if others:
            text += f"; the player may build {', '.join(others)} first instead (same level)"
        out.append(Build(piece, spent, coins, economy, engineering, text))


# -- science -------------------------------------------------------------------------------------

def science_options(cards: Mapping[str, int]) -> list[dict[str, int]]:
    """Green cards that make a set: 2 identical or 3 different symbols (seed 002, Зелені карти)."""
    options = [{s: 2} for s in SCIENCE if cards.get(s, 0) >= 2]
    if all(cards.get(s, 0) >= 1 for s in SCIENCE):
        options.append({s: 1 for s in SCIENCE})
    return options


# -- the check -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Take:
    seat: int
    kind: str
    side: str | None


@dataclass(frozen=True)
class Conflict:
    tokens: int
    battle_side_up: int


@dataclass(frozen=True)
class Check:
    table: ArchitectsTable
    take: Take
    conflict: Conflict
    order: str


def parse_check(doc: Any) -> Check:
    """The document, the action and the conflict tokens; ``BadInput`` with every problem."""
    table = parse_architects(doc, extra_keys=("action", "conflict", "stage_order"))
    cat = table.catalogue
    problems = Problems()
    order = doc.get("stage_order", "fixed")
    if order not in STAGE_ORDERS:
        problems.add("stage_order", f"stage_order is \"fixed\" or \"free\", got {order!r}")
        order = "fixed"
    if order == "fixed":
        for p in table.players:
            ids = [x.requirement.id for x in p.built]
            if ids != [x.requirement.id for x in p.wonder.pieces[:len(ids)]]:
                problems.add(f"players[{p.seat}].stages", f"with \"stage_order\": \"fixed\" the pieces are built in "
                             "the order 2≠, 2=, 3≠, 3=, 4≠; set \"stage_order\": \"free\" if this table lets pieces "
                             "of one level come in any order (seed 002, Будівництво етапу)")
    raw = doc.get("action")
    take = None
    if not isinstance(raw, Mapping):
        problems.add("action", "action must be an object such as {\"player\": \"Ana\", \"take\": \"stone\"}")
    else:
        for key in raw:
            if key not in ACTION_KEYS:
                problems.add(f"action.{key}", f"unknown field {key!r}; expected one of {', '.join(ACTION_KEYS)}")
        player = table.player(raw["player"]) if isinstance(raw.get("player"), str) else None
        if player is None:
            problems.add("action.player", f"{raw.get('player')!r} is not a player at this table: "
                         + ", ".join(p.name for p in table.players))
        kind = cat.kind(raw.get("take"))
        if kind is None:
            hint = cat.suggest_kind(raw.get("take")) if isinstance(raw.get("take"), str) else None
            problems.add("action.take", f"unknown card kind {raw.get('take')!r}"
                         + (f"; did you mean {hint!r}?" if hint else "")
                         + "; kinds: " + ", ".join(k.id for k in cat.kinds))
        side = raw.get("from")
        if side is not None and side not in DECK_SIDES:
            problems.add("action.from", f"from is \"left\", \"right\" or \"central\", got {side!r}")
            side = None
        if player is not None and kind is not None:
            if side in ("left", "right"):
                # your own deck lies between you and your left neighbour (seed 002, Підготовка 3)
                owner = player if side == "left" else table.right(player.seat)
                if owner.wonder.deck.get(kind.id, 0) == 0:
                    problems.add("action.take", f"{owner.wonder.name}'s deck (the {side} deck of {player.name}) "
                                 f"holds no {kind.id} card (facts architects.md A3)")
            take = Take(player.seat, kind.id, side)
    default = cat.conflict_tokens(table.size)
    raw_c = doc.get("conflict", {})
    conflict = Conflict(default, 0)
    if not isinstance(raw_c, Mapping):
        problems.add("conflict", "conflict must be an object such as {\"tokens\": 3, \"battle_side_up\": 2}")
    else:
        for key in raw_c:
            if key not in CONFLICT_KEYS:
                problems.add(f"conflict.{key}", f"unknown field {key!r}; expected one of {', '.join(CONFLICT_KEYS)}")
        tokens = raw_c.get("tokens", default)
        up = raw_c.get("battle_side_up", 0)
        if tokens != default:
            problems.add("conflict.tokens", f"{table.size} players play with {default} conflict tokens "
                         f"(seed 002, Підготовка 7), got {tokens!r}")
            tokens = default
        if not isinstance(up, int) or isinstance(up, bool) or not 0 <= up < tokens:
            problems.add("conflict.battle_side_up", f"0 to {tokens - 1} tokens can show the battle side at the start "
                         "of a turn: when the last flips, the battle is fought and all turn back (seed 002, "
                         f"Розіграш битви), got {up!r}")
            up = 0
        conflict = Conflict(tokens, up)
    problems.raise_if_any()
    return Check(table, take, conflict, order)


def check(doc: Any) -> dict:
    """The verdict: every consequence of the card taken, in order, each with its rule."""
    c = parse_check(doc)
    table, take = c.table, c.take
    cat = table.catalogue
    player = table.players[take.seat]
    kind = cat.kind(take.kind)
    cards = Counter(player.cards)
    cards[kind.id] += 1
    steps: list[dict] = []
    where = f" from the {take.side} deck" if take.side else ""
    steps.append(step("take", f"{player.name} takes a {kind.id} card{where} and places it in front of them",
                      "seed 002, Підготовка (У ваш хід оберіть карту з 3 доступних)", card=kind.id))
    extra = [t.name for t in player.progress if kind.id in t.effect.extra_card_on_take]
    for name in extra:
        steps.append(step("extra_card", f"{name}: {player.name} takes 1 more card of the 3 available",
                          f"seed 002, {name}", token=name))
    if kind.cat:
        holder = next((p for p in table.players if p.cat), None)
        frm = "from the centre of the table" if holder is None else (
            "(already in front of them)" if holder is player else f"from {holder.name}")
        steps.append(step("cat", f"{player.name} takes the cat {frm}", "seed 002, Сині карти"))
    # science: a progress token, the green cards used discarded (seed 002, Зелені карти)
    options = science_options(cards)
    if kind.colour == "green" and options:
        texts = [" + ".join(f"{n} {s}" for s, n in o.items()) for o in options]
        steps.append(step("progress", f"{player.name} must take a progress token (one of the 3 face-up or the top "
                          f"of the stack) and discard the green cards used: {' or '.join(texts)}",
                          "seed 002, Зелені карти", discard_options=options))
        for s, n in options[0].items():
            cards[s] -= n
    # stages (seed 002, Сірі карти; Будівництво етапу)
    builds, left = forced_builds(player, cards, c.order)
    for b in builds:
        steps.append(step("build", b.text, "seed 002, Будівництво етапу; Жовті карти", piece=b.piece.requirement.symbol,
                          spent=dict(b.spent)))
        if player.has("Architecture"):
            steps.append(step("extra_card", f"Architecture: {player.name} takes 1 more card of the 3 available",
                              "seed 002, Архітектура", token="Architecture"))
        e = b.piece.effect
        if e is not None:
            steps.append(step("piece_effect", f"{b.piece.label}: {player.wonder.effect_text}",
                              f"seed 002, Ефекти Чудес: {player.wonder.name}", effect=e.kind))
    cards = left
    built = len(player.built) + len(builds)
    # horns and battle (seed 002, Червоні карти; Розіграш битви)
    if kind.horns:
        peace = c.conflict.tokens - c.conflict.battle_side_up
        flipped = min(kind.horns, peace)
        text = f"{kind.horns} horn{'s' if kind.horns > 1 else ''}: flip {flipped} conflict token" + (
            "s" if flipped > 1 else "") + " to the battle side"
        if flipped < kind.horns:
            text += " (only one lay at peace: the other horn is ignored)"
        steps.append(step("conflict", text, "seed 002, Червоні карти", flipped=flipped))
        if flipped == peace:
            lines = battle(table, {player.seat: cards})
            steps.append(step("battle", "the last conflict token is flipped: a battle at the end of this turn for "
                              "all players", "seed 002, Червоні карти; Розіграш битви",
                              results=[{"player": b.name, "shields": b.shields, "victory_tokens": b.tokens,
                                        "text": b.text} for b in lines]))
            steps.append(step("discard", "every player discards their red cards with horns; red cards without horns "
                              "stay; all conflict tokens turn back to peace", "seed 002, Розіграш битви"))
    ends = built == len(player.wonder.pieces)
    steps.append(step("end", (f"{player.wonder.name} is complete: the game ends at the end of this turn"
                              if ends else "the game goes on"), "seed 002, Завершення гри", game_ends=ends))
    return {"game": "architects", "player": player.name, "stage_order": c.order, "steps": steps, "game_ends": ends}


def check_or_errors(doc: Any) -> dict:
    try:
        return check(doc)
    except BadInput as exc:
        return exc.to_json()
