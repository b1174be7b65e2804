"""referee/core"""
