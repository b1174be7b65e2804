"""Blueprint 'sheets' (placeholder until built)."""
from flask import Blueprint

bp = Blueprint("sheets", __name__, url_prefix="/sheets" or None)
