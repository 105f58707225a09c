"""`python -m game` does what `python main.py` does."""
from game.cli import run

run()
