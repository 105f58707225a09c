"""Matchbox Arcade entry point: a thin shim over game.cli.main."""
import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
