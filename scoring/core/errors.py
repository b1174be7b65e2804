"""One small error hierarchy for the whole project.

``WondersError`` subclasses ``ValueError`` (as python-chess does) so callers that
only know "bad value" still catch it.  ``BadInput`` carries *every* problem found
in a document, each with the path of the offending value
(``players[1].cards[3]``), so a user fixes everything in one round.
``RuleViolation`` is a well-formed request that the rules forbid.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NoReturn


@dataclass(frozen=True)
class Problem:
    path: str
    message: str

    def to_json(self) -> dict:
        return {"path": self.path, "message": self.message}

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class WondersError(ValueError):
    """Base class of every error this project raises on purpose."""


class CatalogueError(WondersError):
    """A data file (cards, wonders) is inconsistent: a bug in the data, not user input."""


MAX_PROBLEMS = 100          # one answer lists at most this many problems, then how many more there are
MAX_TEXT = 500              # characters of one path or message (a 5 000-digit key is not echoed whole)


@dataclass(frozen=True)
class MoreProblems(Problem):
    """The last line of a long list: how many problems were left out (``MAX_PROBLEMS``)."""
    count: int = 0


def _short(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT] + "…"


def _capped(problems: Iterable[Problem]) -> tuple[tuple[Problem, ...], int]:
    """The first ``MAX_PROBLEMS`` problems (texts shortened) and how many more there were."""
    kept: list[Problem] = []
    more = 0
    for p in problems:
        if isinstance(p, MoreProblems):          # a list capped before, joined to another one
            more += p.count
        elif len(kept) < MAX_PROBLEMS:
            short = Problem(_short(p.path), _short(p.message))
            kept.append(p if short == p else short)
        else:
            more += 1
    return tuple(kept), more


class BadInput(WondersError):
    """The document is malformed or describes an impossible table.

    ``problems`` lists at most ``MAX_PROBLEMS`` of them, then (when there were more) a
    ``MoreProblems`` line saying how many were left out; ``more`` is that count and the JSON
    answer carries it as ``"more_errors"`` beside the first ``MAX_PROBLEMS`` errors."""

    def __init__(self, problems: Iterable[Problem] | Problem | str):
        if isinstance(problems, str):
            problems = [Problem("", problems)]
        elif isinstance(problems, Problem):
            problems = [problems]
        kept, self.more = _capped(problems)
        if self.more:
            from scoring.core.i18n import ngettext
            text = ngettext("… and {count} more problem (shown once these are fixed)",
                            "… and {count} more problems (shown once these are fixed)", self.more).format(count=self.more)
            kept += (MoreProblems("", text, self.more),)
        self.problems: tuple[Problem, ...] = kept
        super().__init__("; ".join(str(p) for p in self.problems))

    def to_json(self) -> dict:
        errors = [p.to_json() for p in self.problems if not isinstance(p, MoreProblems)]
        return {"errors": errors, "more_errors": self.more} if self.more else {"errors": errors}


class RuleViolation(WondersError):
    """A well-formed action that the rules do not allow."""

    def __init__(self, message: str, rule: str = ""):
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)


class Problems:
    """Collects problems while validating; raise once at the end."""

    def __init__(self) -> None:
        self.items: list[Problem] = []

    def add(self, path: str, message: str) -> None:
        self.items.append(Problem(path, message))

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def raise_if_any(self) -> None:
        if self.items:
            raise BadInput(self.items)

    def raise_with(self, exc: "BadInput") -> NoReturn:
        """Raise the problems collected so far together with ``exc``'s (a part of the document
        parsed by another parser: one answer lists every problem)."""
        self.items.extend(exc.problems)
        self.raise_if_any()
        raise exc

    def unknown_keys(self, obj, allowed, path: str = "") -> None:
        """A problem for every key of ``obj`` not in ``allowed``, with a "did you mean" (every
        game's document reads its fields this way)."""
        import difflib
        allowed = tuple(allowed)
        for key in obj:
            if key not in allowed:
                close = difflib.get_close_matches(str(key), allowed, n=1)
                from scoring.core.i18n import _
                text = (_("unknown field {key!r}; did you mean {hint!r}?").format(key=key, hint=close[0]) if close
                        else _("unknown field {key!r}; expected one of {keys}").format(key=key, keys=", ".join(allowed)))
                self.add(f"{path}{'.' if path else ''}{key}", text)
