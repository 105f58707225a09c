"""Matchbox Arcade: four classic puzzles, each backed by an exact solver."""
