# Two commands do everything on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
ARGS ?=

.PHONY: play test bench clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	# the whole product, strict, following every import
	$(PY) -m mypy --strict game scenes sprites
	# byte-compile once: the suite starts many game processes, and where PYTHONDONTWRITEBYTECODE is set (as in CI)
	# each would otherwise compile every module again (about 10 s of the suite)
	$(PY) -m compileall -q game scenes sprites tests main.py > /dev/null
	# two workers, one a core; `$(PY) -m pytest -m "not oracle"` runs the fast part alone
	$(PY) -m pytest -n 2

bench: $(STAMP)
	# byte-compiled first, as an installed game is after its first run: where PYTHONDONTWRITEBYTECODE is set each
	# timed process would compile every module again, which the Java seeds (compiled by javac first) do not pay
	$(PY) -m compileall -q game main.py bench > /dev/null
	$(PY) -m bench $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache
