# The two commands of the README: `make run` and `make test`.
# Both work on a fresh machine with nothing but Python: they create .venv and
# install what is missing (system libraries through apt-get when needed).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
HOST   ?= 127.0.0.1
PORT   ?= 5000
APT    := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get

.PHONY: run serve test install install-test install-mutation mutation mutation-replay system-deps browser-deps db-deps bench bench-taps bench-clubnight clean messages compile-messages

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e .
	touch $@

# The interface translations: .po files are kept in the repository, .mo files compiled here.
CATALOGUES := wonders/translations
compile-messages: $(VENV)/.installed
	$(BIN)/pybabel -q compile -d $(CATALOGUES)

# Extract the strings of the code and templates and merge them into the three catalogues.
# The engine (scoring/, referee/) has its own catalogue, read from the .po by scoring.core.i18n.
ENGINE_CATALOGUES := scoring/locale
messages: $(VENV)/.installed
	$(BIN)/pybabel -q extract -F babel.cfg -k _l -k lazy_gettext -o $(CATALOGUES)/messages.pot --no-location --sort-output .
	$(BIN)/pybabel -q update -i $(CATALOGUES)/messages.pot -d $(CATALOGUES) --no-fuzzy-matching
	$(BIN)/pybabel -q extract -F babel-engine.cfg -k N_ -k NC_:1c,2 -o $(ENGINE_CATALOGUES)/engine.pot --no-location --sort-output .
	$(BIN)/pybabel -q update -D engine -i $(ENGINE_CATALOGUES)/engine.pot -d $(ENGINE_CATALOGUES) --no-fuzzy-matching

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $@ $(VENV)/.installed

$(VENV)/.installed-mutation: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[test,mutation]'
	touch $@ $(VENV)/.installed $(VENV)/.installed-test

install: $(VENV)/.installed
install-test: $(VENV)/.installed-test
install-mutation: $(VENV)/.installed-mutation

# WeasyPrint needs Pango and a font with Cyrillic glyphs.
system-deps:
	@if ! ldconfig -p 2>/dev/null | grep -q libpangoft2-1.0 || ! fc-list 2>/dev/null | grep -qi dejavu; then \
		echo "installing Pango and DejaVu fonts for PDF output"; \
		$(APT) update -q && $(APT) install -y -q libpango-1.0-0 libpangoft2-1.0-0 fontconfig fonts-dejavu-core; \
	fi

# Browser tests drive Debian's chromium (never a downloaded browser build).
browser-deps:
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "installing Debian's chromium for the browser tests"; \
		$(APT) update -q && $(APT) install -y -q chromium; \
	fi

# The DATABASE_URL=postgresql://... test starts a throw-away PostgreSQL server.
db-deps:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then \
		echo "installing Debian's postgresql for the PostgreSQL test"; \
		$(APT) update -q && $(APT) install -y -q postgresql; \
	fi

# `make run` listens on the network (RUN_HOST 0.0.0.0) so the phones at the table can join;
# `make run RUN_HOST=127.0.0.1` keeps it to this computer
RUN_HOST ?= 0.0.0.0
run: install system-deps compile-messages
	$(BIN)/flask --app app db upgrade
	$(BIN)/flask --app app run --host $(RUN_HOST) --port $(PORT)

# production: gunicorn from the environment (HOST, PORT, WORKERS, THREADS; gunicorn.conf.py)
serve: install system-deps compile-messages
	$(BIN)/flask --app app db upgrade
	HOST=$(HOST) PORT=$(PORT) $(BIN)/gunicorn --config gunicorn.conf.py wsgi:app

test: install-test system-deps browser-deps db-deps compile-messages
	$(BIN)/python -m pytest

# Mutation testing of the rules with mutmut ([tool.mutmut] in pyproject.toml; README "Mutation testing"):
# `make mutation` mutates every function of scoring/ and referee/ (hours); `make mutation
# MODULE=scoring/classic/score.py` only that module's. Not part of `make test`. Survivors: `.venv/bin/mutmut
# results`, one of them: `.venv/bin/mutmut show <name>`. JOBS: mutants run at once (default: every core).
MODULE ?=
JOBS   ?=
mutation: install-mutation compile-messages
	$(BIN)/mutmut run $(if $(JOBS),--max-children $(JOBS)) $(if $(MODULE),'$(subst /,.,$(MODULE:.py=)).*')
	$(BIN)/mutmut export-cicd-stats
	@cat mutants/mutmut-cicd-stats.json; echo

# `make mutation-replay MODULE=referee/classic/turn.py [TESTS="tests/test_a.py ..."] [SHARD=1/2] [AGAIN=1]`: the
# same mutants in one process, each running only the tests that reach its function (tests/mutation_replay.py:
# minutes where mutmut takes hours); results in mutants/replay/, `... --report` prints them again.
TESTS ?=
SHARD ?=
AGAIN ?=
mutation-replay: install-mutation compile-messages
	$(BIN)/python tests/mutation_replay.py $(MODULE) $(if $(TESTS),--tests $(TESTS)) $(if $(SHARD),--shard $(SHARD)) $(if $(AGAIN),--again)

bench: install system-deps compile-messages
	$(BIN)/python benchmarks/payment.py
	$(BIN)/python benchmarks/score_table.py
	$(BIN)/python benchmarks/pdf_sheets.py
	$(BIN)/python benchmarks/import_games.py 1000

# club night: T tables × 7 phones against SQLite, then PostgreSQL with one and two app servers, and the
# minimal app (benchmarks/README.md); TABLES, SECONDS and POLL_EVERY (a screen's poll interval) to change
# the steps; first, on SQLite, a city autosave beside /healthz at 100 clients and the autosaves during a
# 1,000-game import
TABLES ?= 20 40 50
SECONDS ?= 30
POLL_EVERY ?= 1.5
bench-clubnight: install system-deps db-deps compile-messages
	$(BIN)/python benchmarks/clubnight_setup.py --bench load --only healthz trivial autosave --clients 100 --seconds 10
	$(BIN)/python benchmarks/clubnight_setup.py --bench import 1000 --tables 20
	$(BIN)/python benchmarks/clubnight_setup.py --db sqlite --tables $(TABLES) --seconds $(SECONDS) --every-phone-polls --poll-every $(POLL_EVERY)
	$(BIN)/python benchmarks/clubnight_setup.py --db postgresql --tables $(TABLES) --seconds $(SECONDS) --every-phone-polls --poll-every $(POLL_EVERY)
	$(BIN)/python benchmarks/clubnight_setup.py --db postgresql --servers 2 --tables $(TABLES) --seconds $(SECONDS) --every-phone-polls --poll-every $(POLL_EVERY)
	$(BIN)/python benchmarks/clubnight_setup.py --minimal --tables $(TABLES) --seconds $(SECONDS) --every-phone-polls --poll-every $(POLL_EVERY)

# taps and scrolling for a fixed 1st-edition and Duel city on a 360×740 phone (benchmarks/README.md)
bench-taps: install-test browser-deps compile-messages
	$(BIN)/python benchmarks/taps.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis mutants
