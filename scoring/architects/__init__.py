"""7 Wonders Architects: catalogue, table document and final scoring (seed 002)."""
