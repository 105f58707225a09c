"""The floor of game/ that runs pygame: the app loop, start-up, sound. The only place in game/ that imports
scenes/ and sprites/ (tests/shell/test_layers.py checks it)."""
