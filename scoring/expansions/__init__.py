"""The expansions, one subpackage each, found by the registry (``scoring.games``): each declares
``EXPANSION`` (``scoring.core.expansion.Expansion``) with what it adds to its base game."""
