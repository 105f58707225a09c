"""Drawable pieces and the small widget set."""
