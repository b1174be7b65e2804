"""Blueprint 'referee' (placeholder until built)."""
from flask import Blueprint

bp = Blueprint("referee", __name__, url_prefix="/referee" or None)
