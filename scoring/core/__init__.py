"""scoring/core"""
