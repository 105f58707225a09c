# Two commands do everything on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip install --quiet --disable-pip-version-check
# stamps: requirements.txt (what the game needs) installed; requirements-dev.txt (test and build tools) too
RUNTIME := $(VENV)/.installed-runtime
TOOLS := $(VENV)/.installed-tools
EXE := dist/matchbox-arcade
ARGS ?=

.PHONY: play test bench screenshots dist clean catalog font

$(PY):
	$(PYTHON) -m venv $(VENV)

$(RUNTIME): requirements.txt | $(PY)
	$(PIP) -r requirements.txt
	touch $(RUNTIME)

$(TOOLS): requirements.txt requirements-dev.txt | $(PY)
	$(PIP) -r requirements.txt -r requirements-dev.txt
	touch $(TOOLS) $(RUNTIME)

play: $(RUNTIME)
	@$(PY) main.py $(ARGS)

test: $(TOOLS)
	# the whole product, strict, following every import
	$(PY) -m mypy --strict game scenes sprites
	# byte-compile once: the suite starts many game processes, and where PYTHONDONTWRITEBYTECODE is set (as in CI)
	# each would otherwise compile every module again (about 10 s of the suite)
	$(PY) -m compileall -q game scenes sprites tests main.py > /dev/null
	# two workers, one a core; `$(PY) -m pytest -m "not oracle"` runs the fast part alone. worksteal: a worker
	# left idle takes tests queued for the other, so one long test does not finish last alone. Bytecode written
	# even where PYTHONDONTWRITEBYTECODE is set: pytest keeps each test module with its asserts rewritten beside it
	# (__pycache__/*-pytest-*.pyc), else each worker rewrites all of them every run (about 8 s CPU a worker)
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -n 2 --dist worksteal

# ARGS: benchmark names (python -m bench NAME ...), and --java-baselines DIR for the rows measured against the
# reference Java programs in DIR (see bench/java_peers.py); without it those rows say "no baseline".
bench: $(TOOLS)
	# byte-compiled first, as an installed game is after its first run: where PYTHONDONTWRITEBYTECODE is set each
	# timed process would compile every module again, which the Java baselines (compiled by javac first) do not pay
	$(PY) -m compileall -q game scenes sprites main.py bench > /dev/null
	$(PY) -m bench $(ARGS)

# The README's pictures (docs/screenshots/): one level of each game, drawn headless at 640x360 by the game's own
# --screenshot, with a fresh data folder so no save or setting of the player's shows.
SHOTS := matchstick:ms-001 sudoku:su-easy-01 stones:stones-11 twentyfour:24-first-steps
screenshots: $(RUNTIME)
	@data=$$(mktemp -d) && for shot in $(SHOTS); do \
		SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy MATCHBOX_WINDOW=640x360 $(PY) main.py --mute --frames 120 \
			--data-dir $$data --scene $${shot%%:*} --level $${shot#*:} --screenshot docs/screenshots/$${shot%%:*}.png \
			|| exit 1; \
	done; rm -rf $$data
	ls -l docs/screenshots

# The wheel and sdist, then one self-contained executable for this machine, checked like the installed wheel.
# The executable carries the data where the wheel does (game/data/, sprites/fonts/: see game/resources.py);
# every module of the three product packages goes in, as the menu imports each game's scenes by name.
dist: $(TOOLS)
	rm -rf dist build
	$(PY) -m build --quiet --no-isolation --outdir dist .
	rm -rf build *.egg-info
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) -m PyInstaller --noconfirm --log-level WARN --onefile --name matchbox-arcade \
		--distpath dist --workpath build/pyinstaller --specpath build/pyinstaller \
		--collect-submodules game --collect-submodules scenes --collect-submodules sprites \
		--add-data "$(CURDIR)/levels/*.yaml:game/data/levels" --add-data "$(CURDIR)/levels/*.csv:game/data/levels" \
		--add-data "$(CURDIR)/config.yaml:game/data" --add-data "$(CURDIR)/sprites/fonts:sprites/fonts" \
		--add-data "$(CURDIR)/game/locale:game/locale" main.py
	# the packaging test's three checks, against the executable, from an empty folder
	$(PY) -m tests.shell.test_packaging $(EXE)
	ls -l dist

# The message catalogs: every marked string extracted (Babel) into game/locale/matchbox.pot and merged into each
# language's .po (new messages arrive untranslated); prints how many each catalog translates.
catalog: $(TOOLS)
	$(PY) -m tools.catalog

# The Chinese font, cut from Noto Sans CJK SC (Debian: fonts-noto-cjk) to the characters of the catalogs and of
# the game's own texts; run after translating (tests/i18n/test_font.py fails when a character is missing).
font: $(TOOLS)
	$(PY) -m tools.cut_font

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache build dist *.egg-info
