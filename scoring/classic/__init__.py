"""scoring/classic"""
