"""Matchbox Arcade entry point: a thin shim over game.cli."""
from game.cli import run

if __name__ == "__main__":
    run()
