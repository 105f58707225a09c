"""`python -m game` does what `python main.py` does."""
import sys

from game.cli import main

sys.exit(main())
