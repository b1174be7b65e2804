"""Pure rules referee for the 7 Wonders family: is a build, a wonder stage or a trade legal,
every way to pay, and what the rules now force.  No Flask, no database, no PDF.

Layout (ARCHITECTURE.md): ``core`` (payment search, production, citations), one subpackage per
game (``classic``, ``second``, ``duel``, ``architects``) and per expansion (``expansions.babel``);
``registry`` says which referee judges a document.  The shell reaches a referee only through
``referee.registry.referee(doc)``.
"""
