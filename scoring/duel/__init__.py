"""7 Wonders Duel: catalogue, document and scoring (pure Python; seed 003 is its rulebook)."""
from scoring.duel.catalogue import DuelCatalogue, catalogue
from scoring.duel.document import DuelCity, DuelTable, parse_duel
from scoring.duel.score import CATEGORIES, DuelResult, score, score_table

__all__ = ["CATEGORIES", "DuelCatalogue", "DuelCity", "DuelResult", "DuelTable", "catalogue", "parse_duel",
           "score", "score_table"]
