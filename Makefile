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

.PHONY: play test bench dist clean

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
	# two workers, one a core; `$(PY) -m pytest -m "not oracle"` runs the fast part alone
	$(PY) -m pytest -n 2

bench: $(TOOLS)
	# byte-compiled first, as an installed game is after its first run: where PYTHONDONTWRITEBYTECODE is set each
	# timed process would compile every module again, which the Java seeds (compiled by javac first) do not pay
	$(PY) -m compileall -q game scenes sprites main.py bench > /dev/null
	$(PY) -m bench $(ARGS)

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
		--add-data "$(CURDIR)/config.yaml:game/data" --add-data "$(CURDIR)/sprites/fonts:sprites/fonts" main.py
	# the packaging test's three checks, against the executable, from an empty folder
	$(PY) -m tests.shell.test_packaging $(EXE)
	ls -l dist

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache build dist *.egg-info
