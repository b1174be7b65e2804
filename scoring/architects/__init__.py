"""7 Wonders Architects: catalogue, table document and final scoring (pure Python; seed 002 is its rulebook)."""
from scoring.architects.catalogue import ArchitectsCatalogue, catalogue
from scoring.architects.document import ArchitectsPlayer, ArchitectsTable, parse_architects
from scoring.architects.score import CATEGORIES, CATEGORY_LABELS, ArchitectsResult, score, score_table

__all__ = ["CATEGORIES", "CATEGORY_LABELS", "ArchitectsCatalogue", "ArchitectsPlayer", "ArchitectsResult",
           "ArchitectsTable", "catalogue", "parse_architects", "score", "score_table"]
