"""scoring/second"""
