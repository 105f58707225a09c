"""Independent oracles for the 24 solver, written without the module's code: a naive recursive search over
every pair of numbers (the classic method, but exact), Python's own parser for evaluating a printed solution,
and a brute-force enumeration of every expression tree folded by the distinct-solution convention."""
from __future__ import annotations

import ast
from fractions import Fraction
from itertools import permutations

def naive_values(nums: tuple, whole: bool = False) -> set:
    """Every value reachable by repeatedly combining two numbers (the classic method, but exact)."""
    if len(nums) == 1:
        return {Fraction(nums[0])}
    out = set()
    for i, j in permutations(range(len(nums)), 2):
        rest = [nums[k] for k in range(len(nums)) if k not in (i, j)]
        a, b = Fraction(nums[i]), Fraction(nums[j])
        results = [a + b, a - b, a * b] + ([a / b] if b else [])
        for r in results:
            if whole and r.denominator != 1:
                continue
            out |= naive_values(tuple(rest + [r]), whole)
    return out


def py_eval(text: str) -> tuple[Fraction, list[Fraction]]:
    """Evaluate a printed solution with Python's parser and Fractions; also return the numbers it uses."""
    tree = ast.parse(text.replace("×", "*"), mode="eval").body
    used: list[Fraction] = []

    def ev(node):
        if isinstance(node, ast.Constant):
            used.append(Fraction(node.value))
            return Fraction(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
            used.append(-Fraction(node.operand.value))
            return -Fraction(node.operand.value)
        assert isinstance(node, ast.BinOp), ast.dump(node)
        a, b = ev(node.left), ev(node.right)
        return {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b}.get(type(node.op)) if not isinstance(node.op, ast.Div) else a / b

    return ev(tree), used


# --- the distinct-solution convention --------------------------------------------------------------------

def all_trees(nums: tuple):
    """Every expression tree over the numbers (every order, bracketing and operator)."""
    if len(nums) == 1:
        yield nums[0]
        return
    n = len(nums)
    for mask in range(1, 2 ** n - 1):
        left = tuple(nums[i] for i in range(n) if mask >> i & 1)
        right = tuple(nums[i] for i in range(n) if not mask >> i & 1)
        for a in all_trees(left):
            for b in all_trees(right):
                for op in "+-*/":
                    yield (op, a, b)


def value(t):
    if not isinstance(t, tuple):
        return Fraction(t)
    a, b = value(t[1]), value(t[2])
    if t[0] == "/" and b == 0:
        raise ZeroDivisionError
    return {"+": a + b, "-": a - b, "*": a * b}[t[0]] if t[0] != "/" else a / b


def canon(t) -> tuple:
    """docs/twentyfour.md's convention, re-implemented on nested tuples ordered by repr: (sign, form, idle)."""
    form, sign, idle = _canon(t)
    return (sign, form, idle)


def _sorted(items) -> tuple:
    return tuple(sorted(items, key=repr))


def _canon(t):
    """-> (normal form of |t|, sign, sorted idle cards). Sums and products are flattened and sorted;
    differences inside products are turned positive (the sign moves out); ×1, ÷1, +0, -0 are set aside."""
    if not isinstance(t, tuple):
        return str(Fraction(t)), 1, ()
    if t[0] in "+-":
        terms = _sum_terms(t, 1)
        idle = [x for tm in terms for x in tm[2]]
        live = [(s, f) for s, f, _ in terms if f != "0"]
        zeros = len(terms) - len(live)
        if not live:
            return "0", 1, tuple(sorted(idle + ["0"] * (zeros - 1)))
        idle = tuple(sorted(idle + ["0"] * zeros))
        if len(live) == 1:
            s, f = live[0]
            return f, s, idle
        return ("S", _sorted(f for s, f in live if s > 0), _sorted(f for s, f in live if s < 0)), 1, idle
    facs = _prod_factors(t, True)
    sign = 1
    for fs, _, _, _ in facs:
        sign *= fs
    idle = [x for fc in facs for x in fc[3]]
    live = [(up, f) for _, up, f, _ in facs if f != "1"]
    ones = len(facs) - len(live)
    if not live:
        return "1", sign, tuple(sorted(idle + ["1"] * (ones - 1)))
    idle = tuple(sorted(idle + ["1"] * ones))
    if len(live) == 1 and live[0][0]:  # x×1: just x (a difference turned back if its sign was moved out)
        form = live[0][1]
        if sign < 0 and isinstance(form, tuple) and form[0] == "S":
            form, sign = ("S", form[2], form[1]), 1
        return form, sign, idle
    return ("P", _sorted(f for up, f in live if up), _sorted(f for up, f in live if not up)), sign, idle


def _sum_terms(t, s):
    if isinstance(t, tuple) and t[0] in "+-":
        return _sum_terms(t[1], s) + _sum_terms(t[2], s if t[0] == "+" else -s)
    form, sign, idle = _canon(t)
    if isinstance(form, tuple) and form[0] == "S":  # e.g. (13-1)×1: a sum once its idle 1 is set aside
        terms = [(s * sign, f, ()) for f in form[1]] + [(-s * sign, f, ()) for f in form[2]]
        terms[0] = terms[0][:2] + (idle,)
        return terms
    return [(s * sign, form, idle)]


def _prod_factors(t, up):
    if isinstance(t, tuple) and t[0] in "*/":
        return _prod_factors(t[1], up) + _prod_factors(t[2], up if t[0] == "*" else not up)
    form, sign, idle = _canon(t)
    if isinstance(form, tuple) and form[0] == "P":  # e.g. 2×3+0: a product once its idle 0 is set aside
        facs = [(1, up, f, ()) for f in form[1]] + [(1, not up, f, ()) for f in form[2]]
        facs[0] = (sign,) + facs[0][1:3] + (idle,)
        return facs
    if isinstance(form, tuple) and form[0] == "S":  # a difference as a factor: the positive way round
        v = value(t) * sign
        flipped = ("S", form[2], form[1])
        if v < 0:
            form, sign = flipped, -sign
        elif v == 0 and repr(flipped) < repr(form):  # -0 is 0: no sign to move out
            form = flipped
    return [(sign, up, form, idle)]


def brute_force_classes(nums: tuple, target) -> set:
    out = set()
    for t in all_trees(nums):
        try:
            if value(t) == target:
                out.add(canon(t))
        except ZeroDivisionError:
            pass
    return out
