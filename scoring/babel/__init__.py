"""The Babel expansion (2014) of 7 Wonders, 1st edition: the Tower of Babel and the Great Projects.

``catalogue`` loads the tiles, projects and tokens of ``scoring/data/babel.json``;
``document`` reads the Babel parts of a table document; ``score`` holds the pure
scoring rules (tower points, project tokens, tiles 19 and 22). Rules cite seed 004
(``../shared/seeds/004_85362e93b63049c5.txt``, the Russian Babel rulebook).
"""
