"""``wonders``: score or referee a table document from a file or stdin.

Exit status: 0 success, 2 bad input (the errors are printed as JSON, each with its path).
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from scoring.document import loads
from scoring.errors import BadInput


def _read(path: str) -> object:
    if path == "-":
        return loads(sys.stdin.buffer.read())
    try:
        with open(path, "rb") as fh:
            return loads(fh.read())
    except OSError as exc:
        raise BadInput(f"cannot read {path!r}: {exc.strerror or exc}") from None


def _print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def cmd_score(args: argparse.Namespace) -> int:
    from scoring.games import score
    from scoring.pad import format_pad
    result = score(_read(args.file))
    if args.format == "table":
        sys.stdout.write(format_pad(result))
    else:
        _print_json(result.to_json())
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from scoring.games import referee
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
    print("imported " + ", ".join(f"{n} {name}" for name, n in counts.items()), file=sys.stderr)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wonders", description="Score and referee games of the 7 Wonders family.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("score", help="score a finished game")
    p.add_argument("file", help="table document (JSON), or - for standard input")
    p.add_argument("--format", choices=("json", "table"), default="json", help="json (default) or a readable score pad")
    p.set_defaults(func=cmd_score)
    p = sub.add_parser("check", help="is this build, wonder stage or trade legal, and how to pay; "
                                      "Architects: what taking a card sets off")
    p.add_argument("file", help="table document with \"action\" (and \"age\" for 7 Wonders) (JSON), "
                                "or - for standard input")
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("games", help="the games this version knows: id, title, aliases, players, score-pad rows")
    p.set_defaults(func=cmd_games)
    p = sub.add_parser("export", help="the whole database (DATABASE_URL) as one JSON backup file")
    p.add_argument("file", nargs="?", default="-", help="where to write it (default: standard output)")
    p.set_defaults(func=cmd_export)
    p = sub.add_parser("import", help="a backup made by `wonders export` into an empty database")
    p.add_argument("file", help="backup file (JSON), or - for standard input")
    p.set_defaults(func=cmd_import)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except BadInput as exc:
        _print_json(exc.to_json())
        for p in exc.problems:
            print(f"wonders: {p}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (`wonders score game.json | head`): stop quietly
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
