"""Benchmarks, run by `make bench` (python -m bench [NAME ...]); never part of the test suite."""
