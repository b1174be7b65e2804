"""Pure scoring library for the 7 Wonders family: no Flask, no database, no PDF."""
from scoring.classic.catalogue import Card, Catalogue, Wonder, WonderSide
from scoring.classic.document import City, Table, parse_table
from scoring.classic.score import CATEGORIES, Result, score, score_table
from scoring.core.errors import BadInput, CatalogueError, Problem, RuleViolation, WondersError
from scoring.games import GAMES, catalogue, find_game

__all__ = ["BadInput", "CATEGORIES", "Card", "Catalogue", "CatalogueError", "City", "GAMES", "Problem",
           "Result", "RuleViolation", "Table", "Wonder", "WonderSide", "WondersError", "catalogue",
           "find_game", "parse_table", "score", "score_table"]
