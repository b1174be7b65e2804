"""7 Wonders Architects: what the rules require when a player takes a card.

The document is the table at the start of the turn (``scoring.architects`` document) plus

    "action": {"player": "Ana", "take": "stone", "from": "left"},     # "from" optional
    "conflict": {"tokens": 3, "battle_side_up": 2},                   # optional, default: all at peace
    "stage_order": "free"                                             # default; or "fixed"

The verdict lists, in order, what then happens, each with its citation (seed 002 section):
the card placed, the cat, the progress token that must be taken and the green cards
discarded, every stage that must be built and the cards spent (gold standing in for
missing resources, Economy, Engineering), the extra cards progress tokens and pieces
give, the conflict tokens flipped and the battle with its victory tokens, and whether
the game ends at the end of the turn.

Rules (seed 002 = ../shared/seeds/002_3cc4546b2a2971d2.txt):

* a stage whose cost you can pay must be built this turn, as many as the cards pay for
  (Сірі карти; Будівництво етапу, Примітка); gold stands in for any missing resource
  (Жовті карти); Economy makes one gold card give 2 coins, Engineering ignores
  same/different, each once a turn (Використання жетонів Прогресу: "раз на хід");
* the stage order: a stage only when all stages below it are built; pieces that share a
  level come in any order ("Деякі Чудеса дають можливість обирати, у якій послідовності
  будувати певні етапи", Будівництво етапу).  ``"free"`` (the default) is that rule: the
  board fixes the order only between levels (Giza and Alexandria, one piece a level, fully);
  ``"fixed"`` is a table's own variant that builds in the printed order 2≠, 2=, 3≠, 3=, 4≠;
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
from itertools import combinations
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scoring.architects.catalogue import RESOURCES, SCIENCE, ArchitectsCatalogue, Piece, catalogue
from scoring.architects.document import ArchitectsPlayer, ArchitectsTable, parse_architects
from scoring.architects.score import kind_word, piece_effect_text, piece_label
from scoring.core.errors import Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.numbers import is_int

from referee.core.citations import present

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
            parts.append(_("{n} {kind}").format(n=counts[kind.id], kind=kind_word(kind)))
    for piece in player.built:
        if piece.effect and piece.effect.kind == "shields":
            total += piece.effect.shields
            parts.append(f"{piece_label(player.wonder, piece)} +{piece.effect.shields}")
    for token in player.progress:
        if token.effect.shields:
            total += token.effect.shields
            parts.append(f"{display(token)} +{token.effect.shields}")
    return total, (", ".join(parts) if parts else _("no shields"))


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


def _shield_word(n: int) -> str:
    """The word after a count of shields: "1 shield", "4 shields" («4 щита», «0 щитов»)."""
    return ngettext("shield", "shields", n)


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
            text = ngettext("{player}: {mine} {shield} ({how}) against {opponent}'s {theirs} → {won} victory token",
                            "{player}: {mine} {shield} ({how}) against {opponent}'s {theirs} → {won} victory tokens",
                            won).format(player=p.name, mine=mine, shield=_shield_word(mine), how=how,
                                        opponent=other.name, theirs=theirs, won=won)
        else:
            # one victory token per neighbour with fewer shields (seed 002, Розіграш битви)
            beaten = [nb.name for nb in (table.left(p.seat), table.right(p.seat)) if counted[nb.seat][0] < mine]
            won = len(beaten) * cat.battle_per_neighbour
            left, right = table.left(p.seat), table.right(p.seat)
            text = ngettext(
                "{player}: {mine} {shield} ({how}) against {left} (left) {left_shields} and {right} (right) "
                "{right_shields} → {won} victory token",
                "{player}: {mine} {shield} ({how}) against {left} (left) {left_shields} and {right} (right) "
                "{right_shields} → {won} victory tokens", won).format(
                player=p.name, mine=mine, shield=_shield_word(mine), how=how, left=left.name,
                left_shields=counted[left.seat][0], right=right.name, right_shields=counted[right.seat][0], won=won)
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


@dataclass(frozen=True)
class _Purse:
    cards: Counter
    economy: bool                     # Economy still usable this turn
    engineering: bool

    def coins_available(self) -> int:
        gold = self.cards["gold"]
        return gold + (1 if self.economy and gold else 0)

    def key(self) -> tuple:
        """What the stages still payable depend on: requirements name no resource, so only how many
        cards of each kind, in any order of kinds."""
        return (tuple(sorted(self.cards[r] for r in RESOURCES)), self.cards["gold"], self.economy, self.engineering)


@dataclass(frozen=True)
class _Payment:
    spent: Mapping[str, int]          # card kinds discarded
    coins: int                        # missing resources the gold cards stand in for
    economy: bool
    engineering: bool

    def after(self, purse: _Purse) -> _Purse:
        cards = Counter(purse.cards)
        cards.subtract(self.spent)
        return _Purse(cards, purse.economy and not self.economy, purse.engineering and not self.engineering)


def _multisets(kinds: Sequence[str], cards: Mapping[str, int], size: int) -> list[dict[str, int]]:
    """Every way to take ``size`` cards of ``kinds`` (most plentiful kinds first)."""
    if size == 0:
        return [{}]
    if not kinds:
        return []
    first, rest = kinds[0], kinds[1:]
    out = []
    for n in range(min(cards[first], size), -1, -1):
        out += [({first: n} if n else {}) | tail for tail in _multisets(rest, cards, size - n)]
    return out


def _grey_options(piece: Piece, purse: _Purse) -> list[tuple[dict[str, int], bool]]:
    """The grey cards that can go into ``piece``, preferred first; gold makes up the rest (seed 002, Жовті карти:
    "Ви мусите використати ці монети для заміни будь-якого ресурсу, якого не вистачає")."""
    req = piece.requirement
    held = sorted((r for r in RESOURCES if purse.cards[r] > 0), key=lambda r: (-purse.cards[r], RESOURCES.index(r)))
    if req.same:
        options = [({r: min(purse.cards[r], req.count)}, False) for r in held] or [({}, False)]
    else:
        options = [(dict.fromkeys(c, 1), False) for c in combinations(held, min(len(held), req.count))]
    if purse.engineering:
        # Engineering: any resources, ignoring same/different (seed 002, Інженерія), once a turn
        size = min(req.count, sum(purse.cards[r] for r in held))
        plain = [use for use, _engineering in options]
        options += [(use, True) for use in _multisets(held, purse.cards, size) if use not in plain]
    return options


def _payments(piece: Piece, purse: _Purse) -> list[_Payment]:
    """Every way to pay for ``piece`` now, preferred first: grey cards first, gold for the resources missing
    (seed 002, Жовті карти), Economy's gold card when it saves a card, Engineering last."""
    out = []
    for use, engineering in _grey_options(piece, purse):
        missing = piece.requirement.count - sum(use.values())
        if missing > purse.coins_available():
            continue
        gold_cards, economy = missing, False
        if missing >= 2 and purse.economy:
            gold_cards, economy = missing - 1, True
        spent = {k: v for k, v in use.items() if v}
        if gold_cards:
            spent["gold"] = gold_cards
        out.append(_Payment(spent, missing, economy, engineering))
    return out


def _open_pieces(built: frozenset[str], pieces: Sequence[Piece], order: str) -> list[Piece]:
    """The pieces that may be built next (seed 002, Будівництво етапу: "Етап можна будувати тільки тоді, коли
    всі етапи нижче нього вже збудовані. Деякі Чудеса дають можливість обирати, у якій послідовності будувати
    певні етапи"): every unbuilt piece whose lower levels are complete, so pieces sharing a level (Rhodes,
    Halicarnassus, Olympia, Ephesus, Babylon) come in any order and one-piece levels (Giza, Alexandria) in the
    board's order.  A table that plays ``"fixed"`` takes only the next piece of the printed order."""
    unbuilt = [p for p in pieces if p.requirement.id not in built]
    if order == "fixed":
        return unbuilt[:1]
    return [p for p in unbuilt if all(b.requirement.id in built for b in pieces if b.level < p.level)]


class _Planner:
    """The most stages one turn's cards can build, and the moves that reach it (memoised search that stops
    as soon as every piece left is built)."""

    def __init__(self, pieces: Sequence[Piece], order: str):
        self.pieces, self.order = pieces, order
        self.memo: dict[tuple, int] = {}

    def moves(self, built: frozenset[str], purse: _Purse) -> list[tuple[Piece, _Payment]]:
        return [(piece, pay) for piece in _open_pieces(built, self.pieces, self.order)
                for pay in _payments(piece, purse)]

    def most(self, built: frozenset[str], purse: _Purse) -> int:
        key = (built, purse.key())
        if key not in self.memo:
            best, left, seen = 0, len(self.pieces) - len(built), set()
            for piece, pay in self.moves(built, purse):
                after = pay.after(purse)
                if (piece.requirement.id, after.key()) in seen:
                    continue
                seen.add((piece.requirement.id, after.key()))
                best = max(best, 1 + self.most(built | {piece.requirement.id}, after))
                if best == left:
                    break
            self.memo[key] = best
        return self.memo[key]

    def reaches(self, built: frozenset[str], purse: _Purse, piece: Piece, pay: _Payment, target: int) -> bool:
        return 1 + self.most(built | {piece.requirement.id}, pay.after(purse)) == target

    def next_build(self, built: frozenset[str], purse: _Purse) -> tuple[Piece, _Payment, list[Piece]] | None:
        """The preferred move after which the most stages still get built, and the other pieces of its level
        that could come first instead; ``None`` when nothing can be built."""
        target = self.most(built, purse)
        if not target:
            return None
        piece, pay = next(m for m in self.moves(built, purse) if self.reaches(built, purse, *m, target))
        others = [p for p in _open_pieces(built, self.pieces, self.order) if p is not piece and p.level == piece.level
                  and any(self.reaches(built, purse, p, q, target) for q in _payments(p, purse))]
        return piece, pay, others


def _build_text(player: ArchitectsPlayer, piece: Piece, pay: _Payment, others: list[Piece]) -> str:
    parts = [_("{n} {kind}").format(n=n, kind=kind_word(k)) for k, n in pay.spent.items()]
    texts = [_("build {piece} (VP {vp}): discard {cards}").format(
        piece=piece_label(player.wonder, piece), vp=piece.vp, cards=", ".join(parts))]
    if pay.coins:
        texts.append(ngettext("gold gives {n} coin for the missing resource",
                              "gold gives {n} coins for the missing resources", pay.coins).format(n=pay.coins))
    if pay.economy:
        texts.append(_("{token}: one gold card gives 2 coins (once a turn)").format(token=_token("Economy")))
    if pay.engineering:
        texts.append(_("{token}: same/different ignored (once a turn)").format(token=_token("Engineering")))
    if others:
        texts.append(_("the player may build {pieces} first instead (same level)").format(
            pieces=", ".join(piece_label(player.wonder, p) for p in others)))
    return "; ".join(texts)


def forced_builds(player: ArchitectsPlayer, cards: Mapping[str, int], order: str = "free") -> tuple[list[Build], Counter]:
    """Every stage that must be built now, in order, and the cards left afterwards.

    seed 002, Сірі карти ("Якщо ви маєте ресурси, необхідні для будівництва етапу вашого Чуда, ви мусите
    збудувати його у свій хід"); Будівництво етапу, Примітка ("Якщо ви маєте ресурси, щоб збудувати декілька
    етапів протягом одного ходу, ви мусите це зробити"): the cards are spent so that as many stages as they can
    pay for are built (Giza holding stone, stone, wood who takes clay pays 2≠ with wood and clay, then 2= with
    the two stones).  Among ways that build as many, the first piece in the printed order and the cards of
    ``_payments``'s preference are taken; another payable piece of the same level is reported in the text.
    """
    planner = _Planner(player.wonder.pieces, order)
    purse = _Purse(Counter(cards), player.has("Economy"), player.has("Engineering"))
    built = frozenset(p.requirement.id for p in player.built)
    out: list[Build] = []
    while move := planner.next_build(built, purse):
        piece, pay, others = move
        out.append(Build(piece, pay.spent, pay.coins, pay.economy, pay.engineering,
                         _build_text(player, piece, pay, others)))
        built, purse = built | {piece.requirement.id}, pay.after(purse)
    return out, purse.cards


# -- science -------------------------------------------------------------------------------------

def _token(name: str) -> str:
    """A progress token named in English, in the current language."""
    token = catalogue().token(name)
    return display(token) if token is not None else name


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


def parse_check(doc: Any) -> Check:  # noqa: C901 — the document, the action and the tokens read together, every problem at once
    """The document, the action and the conflict tokens; ``BadInput`` with every problem."""
    table = parse_architects(doc, extra_keys=("action", "conflict", "stage_order"))
    cat = table.catalogue
    problems = Problems()
    order = doc.get("stage_order", "free")
    if order not in STAGE_ORDERS:
        problems.add("stage_order", _("stage_order is \"fixed\" or \"free\", got {got!r}").format(got=order))
        order = "free"
    if order == "fixed":
        for p in table.players:
            ids = [x.requirement.id for x in p.built]
            if ids != [x.requirement.id for x in p.wonder.pieces[:len(ids)]]:
                problems.add(f"players[{p.seat}].stages", _(
                    "with \"stage_order\": \"fixed\" the pieces are built in the order 2≠, 2=, 3≠, 3=, 4≠; set "
                    "\"stage_order\": \"free\" if this table lets pieces of one level come in any order"))
    raw = doc.get("action")
    take = None
    if not isinstance(raw, Mapping):
        problems.add("action", _("action must be an object such as {{\"player\": \"Ana\", \"take\": \"stone\"}}")
                     .format())
    else:
        for key in raw:
            if key not in ACTION_KEYS:
                problems.add(f"action.{key}", _("unknown field {key!r}; expected one of {keys}").format(
                    key=key, keys=", ".join(ACTION_KEYS)))
        player = table.player(raw["player"]) if isinstance(raw.get("player"), str) else None
        if raw.get("player") is None:
            problems.add("action.player", _("the acting player's name is required"))
        elif player is None:
            problems.add("action.player", _("{name!r} is not a player at this table: {players}").format(
                name=raw.get("player"), players=", ".join(p.name for p in table.players)))
        kind = cat.kind(raw.get("take"))
        if kind is None:
            hint = cat.suggest_kind(raw.get("take")) if isinstance(raw.get("take"), str) else None
            problems.add("action.take", _("unknown card kind {kind!r}{hint}; kinds: {kinds}").format(
                kind=raw.get("take"), hint=_("; did you mean {hint!r}?").format(hint=hint) if hint else "",
                kinds=", ".join(k.id for k in cat.kinds)))
        side = raw.get("from")
        if side is not None and side not in DECK_SIDES:
            problems.add("action.from", _("from is \"left\", \"right\" or \"central\", got {got!r}").format(got=side))
            side = None
        if player is not None and kind is not None:
            if side in ("left", "right"):
                # your own deck lies between you and your left neighbour (seed 002, Підготовка 3)
                owner = player if side == "left" else table.right(player.seat)
                if owner.wonder.deck.get(kind.id, 0) == 0:
                    problems.add("action.take", (
                        _("{wonder}'s deck (the left deck of {player}) holds no card ({kind})")
                        if side == "left" else
                        _("{wonder}'s deck (the right deck of {player}) holds no card ({kind})"))
                        .format(wonder=display(owner.wonder), player=player.name, kind=kind_word(kind)))
            take = Take(player.seat, kind.id, side)
    default = cat.conflict_tokens(table.size)
    raw_c = doc.get("conflict", {})
    conflict = Conflict(default, 0)
    if not isinstance(raw_c, Mapping):
        problems.add("conflict", _("conflict must be an object such as {{\"tokens\": 3, \"battle_side_up\": 2}}")
                     .format())
    else:
        for key in raw_c:
            if key not in CONFLICT_KEYS:
                problems.add(f"conflict.{key}", _("unknown field {key!r}; expected one of {keys}").format(
                    key=key, keys=", ".join(CONFLICT_KEYS)))
        tokens = raw_c.get("tokens", default)
        up = raw_c.get("battle_side_up", 0)
        if tokens != default:
            problems.add("conflict.tokens", _("{players} players play with {n} conflict tokens, got {got!r}").format(
                players=table.size, n=default, got=tokens))
            tokens = default
        if not is_int(up) or not 0 <= up < tokens:
            problems.add("conflict.battle_side_up", _(
                "0 to {most} tokens can show the battle side at the start of a turn: when the last flips, the battle "
                "is fought and all turn back, got {got!r}").format(most=tokens - 1, got=up))
            up = 0
        conflict = Conflict(tokens, up)
    problems.raise_if_any()
    return Check(table, take, conflict, order)


def _either(options: list[str]) -> str:
    """"A or B", "A, B or C"."""
    if len(options) >= 2:
        return _("{first} or {second}").format(first=", ".join(options[:-1]), second=options[-1])
    return "".join(options)


def check(doc: Any) -> dict:
    """The verdict: every consequence of the card taken, in order, each citing its rule."""
    return present(_check(doc), "architects")


def _check(doc: Any) -> dict:
    c = parse_check(doc)
    table, take = c.table, c.take
    cat = table.catalogue
    player = table.players[take.seat]
    kind = cat.kind(take.kind)
    cards = Counter(player.cards)
    cards[kind.id] += 1
    steps: list[dict] = []
    took = {"left": _("{player} takes a card ({kind}) from the left deck and places it in front of them"),
            "right": _("{player} takes a card ({kind}) from the right deck and places it in front of them"),
            "central": _("{player} takes a card ({kind}) from the central deck and places it in front of them"),
            None: _("{player} takes a card ({kind}) and places it in front of them")}[take.side]
    steps.append(step("take", took.format(player=player.name, kind=kind_word(kind)),
                      "architects, Підготовка (У ваш хід оберіть карту з 3 доступних)", card=kind.id))
    extra = [t.name for t in player.progress if kind.id in t.effect.extra_card_on_take]
    for name in extra:
        steps.append(step("extra_card", _("{token}: {player} takes 1 more card of the 3 available").format(
            token=_token(name), player=player.name),
                          f"architects, {name}", token=name))
    if kind.cat:
        holder = next((p for p in table.players if p.cat), None)
        text = (_("{player} takes the cat from the centre of the table") if holder is None else
                _("{player} takes the cat (already in front of them)") if holder is player else
                _("{player} takes the cat from {holder}"))
        steps.append(step("cat", text.format(player=player.name, holder=holder.name if holder else None),
                          "architects, Сині карти"))
    # science: a progress token, the green cards used discarded (seed 002, Зелені карти)
    options = science_options(cards)
    if kind.colour == "green" and options:
        texts = [" + ".join(_("{n} {kind}").format(n=n, kind=kind_word(cat.kind(s) or s)) for s, n in o.items())
                 for o in options]
        steps.append(step("progress", _("{player} must take a progress token (one of the 3 face-up or the top of the "
                                        "stack) and discard the green cards used: {options}").format(
            player=player.name, options=_either(texts)),
                          "architects, Зелені карти", discard_options=options))
        for s, n in options[0].items():
            cards[s] -= n
    # stages (seed 002, Сірі карти; Будівництво етапу)
    builds, left = forced_builds(player, cards, c.order)
    for b in builds:
        steps.append(step("build", b.text, "architects, Будівництво етапу; Жовті карти", piece=b.piece.requirement.symbol,
                          spent=dict(b.spent)))
        if player.has("Architecture"):
            steps.append(step("extra_card", _("{token}: {player} takes 1 more card of the 3 available").format(
                token=_token("Architecture"), player=player.name),
                              "architects, Архітектура", token="Architecture"))
        e = b.piece.effect
        if e is not None:
            steps.append(step("piece_effect", f"{piece_label(player.wonder, b.piece)}: {piece_effect_text(e)[1]}",
                              f"architects, Ефекти Чудес: {player.wonder.name}", effect=e.kind))
    cards = left
    built = len(player.built) + len(builds)
    # horns and battle (seed 002, Червоні карти; Розіграш битви)
    if kind.horns:
        peace = c.conflict.tokens - c.conflict.battle_side_up
        flipped = min(kind.horns, peace)
        horns = ngettext("{n} horn", "{n} horns", kind.horns).format(n=kind.horns)
        if flipped < kind.horns:
            text = ngettext("{horns}: flip {n} conflict token to the battle side (only one lay at peace: the other "
                            "horn is ignored)",
                            "{horns}: flip {n} conflict tokens to the battle side (only one lay at peace: the other "
                            "horn is ignored)", flipped).format(horns=horns, n=flipped)
        else:
            text = ngettext("{horns}: flip {n} conflict token to the battle side",
                            "{horns}: flip {n} conflict tokens to the battle side", flipped).format(horns=horns, n=flipped)
        steps.append(step("conflict", text, "architects, Червоні карти", flipped=flipped))
        if flipped == peace:
            lines = battle(table, {player.seat: cards})
            steps.append(step("battle", _("the last conflict token is flipped: a battle at the end of this turn for "
                                          "all players"), "architects, Червоні карти; Розіграш битви",
                              results=[{"player": b.name, "shields": b.shields, "victory_tokens": b.tokens,
                                        "text": b.text} for b in lines]))
            steps.append(step("discard", _("every player discards their red cards with horns; red cards without "
                                           "horns stay; all conflict tokens turn back to peace"), "architects, Розіграш битви"))
    ends = built == len(player.wonder.pieces)
    steps.append(step("end", (_("{wonder} is complete: the game ends at the end of this turn").format(
        wonder=display(player.wonder)) if ends else _("the game goes on")), "architects, Завершення гри", game_ends=ends))
    return {"game": "architects", "player": player.name, "stage_order": c.order, "steps": steps, "game_ends": ends}


