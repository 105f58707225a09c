"""Pure puzzle logic: rules, solvers, generators, raters. No pygame, no I/O, no global random."""
