"""7 Wonders Duel: catalogue, document and scoring (pure Python; seed 003 is its rulebook)."""
from .catalogue import DuelCatalogue, catalogue

__all__ = ["DuelCatalogue", "catalogue"]
