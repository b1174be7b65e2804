"""Blueprint 'games' (placeholder until built)."""
from flask import Blueprint

bp = Blueprint("games", __name__, url_prefix="" or None)
