"""referee/duel"""
