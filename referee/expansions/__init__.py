"""The referees of the expansions, one subpackage each, found by ``referee.registry``: each declares
``REFEREE`` (``referee.core.expansion.RefereeExpansion``) with the id of its scoring expansion."""
