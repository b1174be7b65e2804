"""referee/second"""
