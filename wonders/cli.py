"""``wonders``: score or referee a table document from a file or stdin.

Exit status: 0 success, 2 bad input (the errors are printed as JSON, each with its path).

Language: ``--lang en|ru|uk`` (before or after the command), else the environment's
locale (``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``, as POSIX orders them), else English.
It is set with ``scoring.core.i18n`` for the whole run, so the engine's texts (details, verdicts,
errors) and the CLI's own messages speak it.  The CLI's messages live in the ENGINE's catalogue
(``scoring/locale/*/LC_MESSAGES/engine.po``, extracted from this file by ``babel-engine.cfg``):
it is read straight from the .po, so a fresh clone's CLI speaks Russian and Ukrainian without a
compile step and without Flask.  Machine-readable output (JSON keys, ids) stays English.

Box: ``--box en|ru|uk`` names cards, wonders and tokens as that box prints them (the document's
``"box"`` says the same and wins over the flag); without either, the language above where the
game was printed in it, else English (README, "box").  The sentences stay in ``--lang``.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from scoring.core import i18n
from scoring.classic.document import loads
from scoring.core.errors import BadInput
from scoring.core.i18n import _

LANGS = tuple(i18n.LANGUAGES)


def environment_language(environ: "os._Environ[str] | dict[str, str] | None" = None) -> str:
    """The language of the locale: the first of LC_ALL, LC_MESSAGES, LANG that is set
    (``ru_RU.UTF-8`` → ``ru``; ``C``, ``de_DE``… → English)."""
    environ = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(var):
            return i18n.normalise(environ[var])
    return i18n.DEFAULT


def _asked_language(argv: Sequence[str], option: str = "--lang") -> str | None:
    """``--lang X`` / ``--lang=X`` anywhere in the arguments (read before the parser is built, so
    that its help speaks the language too); None when absent or not one of the three.
    ``option``: another option with a language (``--box``)."""
    for k, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith(option + "=") else (
            argv[k + 1] if arg == option and k + 1 < len(argv) else None)
        if value in LANGS:
            return value
    return None


def _read(path: str) -> object:
    if path == "-":
        return loads(sys.stdin.buffer.read())
    try:
        with open(path, "rb") as fh:
            return loads(fh.read())
    except OSError as exc:
        raise BadInput(_("cannot read {path}: {reason}").format(path=repr(path), reason=exc.strerror or exc)) from None


def _print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def cmd_score(args: argparse.Namespace) -> int:
    from scoring.games import score
    from scoring.games.pad import format_pad
    result = score(_read(args.file))
    if args.format == "table":
        sys.stdout.write(format_pad(result))
    else:
        _print_json(result.to_json())
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from referee.registry import referee
    _print_json(referee(_read(args.file)))
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    from scoring.games import registry_json
    _print_json(registry_json())
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """The whole database as JSON (``wonders.backup``)."""
    from app import create_app
    from wonders.backup import dumps
    from wonders.extensions import db
    with create_app().app_context():
        text = dumps(db.session)
    if args.file == "-":
        sys.stdout.write(text)
    else:
        with open(args.file, "w", encoding="utf-8") as fh:
            fh.write(text)
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    """A backup made by ``wonders export`` into an empty database."""
    from app import create_app
    from wonders.backup import restore
    from wonders.extensions import db
    data = _read(args.file)
    with create_app().app_context():
        counts = restore(db.session, data)
    # the counts name the database's tables (machine names, not translated)
    print(_("imported {counts}").format(counts=", ".join(f"{n} {name}" for name, n in counts.items())),
          file=sys.stderr)
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The parser; its help is in the current language (``scoring.core.i18n``)."""
    lang_help = _("language of the texts: en, ru or uk (default: from the locale, LC_ALL / LC_MESSAGES / LANG)")
    parser = argparse.ArgumentParser(prog="wonders", description=_("Score and referee games of the 7 Wonders family."))
    box_help = _("language of the box on the table: en, ru or uk; cards, wonders and tokens are named as it "
                 "prints them (default: the document's \"box\", else the language of the texts where the game was "
                 "printed in it, else en)")
    parser.add_argument("--lang", choices=LANGS, default=None, help=lang_help)
    parser.add_argument("--box", choices=LANGS, default=None, help=box_help)
    # every command takes --lang and --box too (after the command); SUPPRESS keeps one given before it
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=LANGS, default=argparse.SUPPRESS, help=lang_help)
    common.add_argument("--box", choices=LANGS, default=argparse.SUPPRESS, help=box_help)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("score", parents=[common], help=_("score a finished game"))
    p.add_argument("file", help=_("table document (JSON), or - for standard input"))
    p.add_argument("--format", choices=("json", "table"), default="json",
                   help=_("json (default) or a readable score pad"))
    p.set_defaults(func=cmd_score)
    p = sub.add_parser("check", parents=[common], help=_("is this build, wonder stage or trade legal, and how to pay, "
                                                         "or what taking a card sets off"))
    p.add_argument("file", help=_("table document with \"action\" (and \"age\" for 7 Wonders) (JSON), "
                                  "or - for standard input"))
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("games", parents=[common],
                       help=_("the games this version knows: id, title, aliases, players, score-pad rows"))
    p.set_defaults(func=cmd_games)
    p = sub.add_parser("export", parents=[common], help=_("the whole database (DATABASE_URL) as one JSON backup file"))
    p.add_argument("file", nargs="?", default="-", help=_("where to write it (default: standard output)"))
    p.set_defaults(func=cmd_export)
    p = sub.add_parser("import", parents=[common], help=_("a backup made by `wonders export` into an empty database"))
    p.add_argument("file", help=_("backup file (JSON), or - for standard input"))
    p.set_defaults(func=cmd_import)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    with i18n.use_language(_asked_language(argv) or environment_language()), \
            i18n.use_box(_asked_language(argv, "--box")):
        return _run(argv)


def _run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except BadInput as exc:
        _print_json(exc.to_json())
        for p in exc.problems:
            print(f"wonders: {p}", file=sys.stderr)     # the problem is already in the language
        return 2
    except BrokenPipeError:
        # the reader went away (`wonders score game.json | head`): stop quietly
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
