"""Blueprint 'stats' (placeholder until built)."""
from flask import Blueprint

bp = Blueprint("stats", __name__, url_prefix="/stats" or None)
