"""referee/architects"""
