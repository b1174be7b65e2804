"""Table options: the readings of an open rule a table chooses (``Expansion.table_options``).

An open point of the rules that changes a score or a verdict (the rulebooks do not settle it) is a
table-level field of the document whose value is one reading; absent, the APP'S READING (the
default) applies.  An expansion declares each as data, read from its data file, so the allowed
values and the default live in one place: its parser validates the field against the declaration,
and the shell offers it on the setup screen and names it on the score sheet when it differs from the
default, neither naming the expansion.

A data file declares its options in one of two shapes, both read by ``read_options``:

- a ``"table_options"`` object, the document field → its entry (``"note"`` is a comment):
  ``{"values": [...], "default": ..., "open_point": <developer note>, <value>: <developer note>, …,
  "label": {en, ru, uk}, "readings": {<value>: {"label": {en, ru, uk}, "sentence": {en, ru, uk}}},
  "cite": {en, ru, uk}, "scores": true, "parts": [<part>, …]}``;
- an ``"options"`` list (Agora, Pantheon): ``{"id", "label": {en, ru, uk}, "values": [{"id", "label":
  {en, ru, uk}, "sentence": {en, ru, uk}, …}], "default", "cite": {en, ru, uk}, "scores": false}``, the
  document field being ``prefix + id`` (Pantheon's sit in one object: ``"pantheon_options.zeus_tokens"``).

``label``: the option's name ("Secret Society"); each reading's ``label``: a few words ("not
counted"), its ``sentence``: what the reading means, shown beside the choice; ``cite``: the rulebook or
facts the players can look up (no developer note); ``scores``: whether the choice changes a score (the
score sheet names it when it is not the default; false: only the referee reads it); ``parts``: the
parts of the expansion a table must play for the option to apply (none: any).  A text missing in a
language falls back to English, and a missing label to the field (tests/test_table_options.py asks
for all three).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scoring.core.i18n import LANGUAGES, language

Texts = Mapping[str, str]          # language → text


def _in(texts: Texts | None, fallback: str = "") -> str:
    """A text in the reader's language (English when it has none)."""
    if not isinstance(texts, Mapping):
        return fallback
    return texts.get(language()) or texts.get("en") or fallback


@dataclass(frozen=True)
class Reading:
    """One value of a table option: its few words and its sentence, in en/ru/uk."""
    value: str
    label: Texts = field(default_factory=dict)
    sentence: Texts = field(default_factory=dict)

    def short(self) -> str:
        return _in(self.label, self.value)

    def text(self) -> str:
        return _in(self.sentence, self.short())


@dataclass(frozen=True)
class TableOption:
    """One table option (see the module docstring)."""
    key: str                                  # the document field; "group.name" inside an object
    readings: tuple[Reading, ...]
    default: str
    label: Texts = field(default_factory=dict)
    cite: Texts = field(default_factory=dict)
    scores: bool = True
    parts: frozenset[str] = frozenset()

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(r.value for r in self.readings)

    def accepts(self, value: Any) -> bool:
        return isinstance(value, str) and value in self.values

    def reading(self, value: Any) -> Reading | None:
        return next((r for r in self.readings if r.value == value), None)

    def title(self) -> str:
        return _in(self.label, self.key)

    def citation(self) -> str:
        return _in(self.cite)

    def complete(self) -> list[str]:
        """What the declaration lacks for the screens (empty when complete): each text in every language."""
        missing = [f"label.{x}" for x in LANGUAGES if not (self.label or {}).get(x)]
        missing += [f"cite.{x}" for x in LANGUAGES if not (self.cite or {}).get(x)]
        for r in self.readings:
            missing += [f"{r.value}.{part}.{x}" for part in ("label", "sentence") for x in LANGUAGES
                        if not (getattr(r, part) or {}).get(x)]
        if self.default not in self.values:
            missing.append("default")
        return missing


def read_options(block: Any, prefix: str = "") -> tuple[TableOption, ...]:
    """A data file's ``table_options`` object or ``options`` list → the declarations."""
    if isinstance(block, Mapping):
        return tuple(_from_entry(prefix + key, entry) for key, entry in block.items()
                     if isinstance(entry, Mapping) and "values" in entry)
    if isinstance(block, Sequence) and not isinstance(block, str):
        return tuple(_from_listed(prefix, entry) for entry in block if isinstance(entry, Mapping))
    return ()


def _from_entry(key: str, entry: Mapping) -> TableOption:
    readings = entry.get("readings") or {}
    return TableOption(key, tuple(Reading(v, (readings.get(v) or {}).get("label") or {},
                                          (readings.get(v) or {}).get("sentence") or {}) for v in entry["values"]),
                       entry.get("default", entry["values"][0]), entry.get("label") or {}, entry.get("cite") or {},
                       bool(entry.get("scores", True)), frozenset(entry.get("parts") or ()))


def _from_listed(prefix: str, entry: Mapping) -> TableOption:
    readings = tuple(Reading(v["id"], v.get("label") or {}, v.get("sentence") or {}) for v in entry["values"])
    return TableOption(prefix + entry["id"], readings, entry.get("default", readings[0].value),
                       entry.get("label") or {}, entry.get("cite") or {}, bool(entry.get("scores", False)),
                       frozenset(entry.get("parts") or ()))


# -- a document's options ----------------------------------------------------------------------

def value_in(doc: Any, key: str) -> Any:
    """The value a document gives the option at ``key`` (None when it gives none)."""
    group, _dot, name = key.rpartition(".")
    holder = doc.get(group) if group and isinstance(doc, Mapping) else doc
    return holder.get(name) if isinstance(holder, Mapping) else None


def set_value(doc: dict, key: str, value: Any) -> None:
    """Write (``value`` None: remove) the option at ``key``; an object left empty is removed."""
    group, _dot, name = key.rpartition(".")
    if not group:
        if value is None:
            doc.pop(name, None)
        else:
            doc[name] = value
        return
    holder = doc.get(group)
    holder = dict(holder) if isinstance(holder, Mapping) else {}
    if value is None:
        holder.pop(name, None)
    else:
        holder[name] = value
    if holder:
        doc[group] = holder
    else:
        doc.pop(group, None)


def applies(option: TableOption, parts: frozenset[str]) -> bool:
    """Does the option apply to a table playing these parts of its expansion?"""
    return not option.parts or bool(option.parts & parts)


def differing(doc: Any, options: Sequence[TableOption]) -> list[tuple[TableOption, Reading]]:
    """The options that change a score whose value in the document is another accepted reading than
    the default, in the order given."""
    out = []
    for o in options:
        value = value_in(doc, o.key)
        if o.scores and o.accepts(value) and value != o.default:
            out.append((o, o.reading(value)))
    return out
