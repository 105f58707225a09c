"""Expression trees, exact evaluation, minimal-bracket text, and the canonical key that decides
when two solutions are "the same" (see docs/twentyfour.md).

A tree is a number (a leaf) or a tuple (op, left, right) with op one of '+', '-', '*', '/'.

Canonical key: sums are flattened into a multiset of added and a multiset of subtracted terms, products
into a multiset of multiplied and a multiset of divided factors (commutativity and associativity, with
a-(b-c) = a-b+c and a/(b/c) = a*c/b). Two more folds make the count match 4nums.com's: dividing by a
1 card is the same as multiplying by it, wherever it is done (x*1 = x/1), and a difference used as a factor is turned the
positive way round, so (1-4)*(5-13) = (4-1)*(13-5) and a-(1-4)*2 = a+(4-1)*2.
A key is (sign, node, idle); a node is (value, kind, A, B) with kind 'n' (leaf), '+' (A added, B
subtracted) or '*' (A multiplied, B divided); children are sorted tuples of nodes.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TypeAlias, Union

from game.logic.twentyfour.numbers import Num, div, fmt, norm

Tree: TypeAlias = Union[int, Fraction, "tuple[str, Tree, Tree]"]  # a number, or (op, left, right)
# A canonical key's node: (value, kind, A, B); see the module docstring. A key: (sign, node, idle).
Node: TypeAlias = "tuple[Num, str, tuple[Node, ...], tuple[Node, ...]]"
Key: TypeAlias = tuple[int, Node, tuple[int, int]]
OPS = "+-*/"
# The walks below recurse on a tree's depth: a tree read from a typed answer is bounded first (see answer.py), so
# no text can exhaust the stack. A right answer uses at most six numbers; the bounds leave room for wrong ones.
MAX_ANSWER_DEPTH = 32   # brackets nested inside one another
MAX_ANSWER_TERMS = 64   # numbers in one answer
SYMBOL = {"+": "+", "-": "-", "*": "×", "/": "/"}


def apply_op(op: str, a: Num, b: Num) -> Num:
    """a op b exactly; ZeroDivisionError for x/0."""
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if b == 0:
        raise ZeroDivisionError("division by zero")
    return div(a, b)


def evaluate(tree: Tree) -> Num:
    if isinstance(tree, tuple):
        op, left, right = tree
        return norm(apply_op(op, evaluate(left), evaluate(right)))
    return tree


def leaves(tree: Tree) -> list[Num]:
    if isinstance(tree, tuple):
        return leaves(tree[1]) + leaves(tree[2])
    return [tree]


def merge_steps(tree: Tree) -> list[tuple[str, Tree, Tree]]:
    """The merges that build `tree`, innermost first (post-order): (op, left, right) per inner node."""
    if not isinstance(tree, tuple):
        return []
    return merge_steps(tree[1]) + merge_steps(tree[2]) + [tree]


def step_values(tree: Tree) -> list[Num]:
    """The value of each merge in `merge_steps` order, in one pass (evaluating each step anew is quadratic)."""
    out: list[Num] = []
    _walk_steps(tree, out)
    return out


def _walk_steps(t: Tree, out: list[Num]) -> Num:
    """`step_values`' walk (a module function: a recursive closure is a reference cycle that only the cyclic
    garbage collector frees, and a batch rates thousands of solutions)."""
    if not isinstance(t, tuple):
        return t
    op, left, right = t
    a = _walk_steps(left, out)
    b = _walk_steps(right, out)
    value: Num
    if type(a) is int and type(b) is int and op != "/":  # the common case, without the calls
        value = a + b if op == "+" else a - b if op == "-" else a * b
    else:
        value = norm(apply_op(op, a, b))
    out.append(value)
    return value


# --- text -------------------------------------------------------------------------------------------
# A "piece" is (text, kind): kind '+' for a sum or difference at the top, '*' for a product or quotient,
# 'n' for an atom. Brackets go exactly where standard precedence would otherwise change the value.

def leaf_piece(x: Num) -> tuple[str, str]:
    x = norm(x)
    text = fmt(x)
    return (f"({text})" if type(x) is not int or x < 0 else text), "n"


def join_piece(op: str, a: tuple[str, str], b: tuple[str, str]) -> tuple[str, str]:
    ta, ka = a
    tb, kb = b
    if op == "+":
        return f"{ta}+{tb}", "+"
    if op == "-":
        return f"{ta}-({tb})" if kb == "+" else f"{ta}-{tb}", "+"
    if ka == "+":
        ta = f"({ta})"
    if kb == "+" or (op == "/" and kb == "*"):
        tb = f"({tb})"
    return f"{ta}{SYMBOL[op]}{tb}", "*"


def to_text(tree: Tree) -> str:
    return _piece(tree)[0]


def _piece(t: Tree) -> tuple[str, str]:
    if isinstance(t, tuple):
        return join_piece(t[0], _piece(t[1]), _piece(t[2]))
    return leaf_piece(t)


# --- canonical key ----------------------------------------------------------------------------------
# A key is (sign, node, idle): idle = (ones, zeros) counts the 1 cards used only to multiply or divide
# and the 0 cards only added or subtracted; they are lifted out of the tree, so it does not matter
# where such a card was applied (12×(13-11)×1 = 12×(13-1×11) = (13-11)×12/1).

_NO_IDLE = (0, 0)


def leaf_key(x: Num) -> Key:
    return (1, (norm(x), "n", (), ()), _NO_IDLE)


def _terms(key: Key, negate: bool) -> tuple[tuple[Node, ...], tuple[Node, ...]]:
    sign, node, _ = key
    if node[1] == "+":
        return (node[3], node[2]) if negate else (node[2], node[3])
    if negate:
        sign = -sign
    return ((node,), ()) if sign > 0 else ((), (node,))


def _factors(key: Key) -> tuple[int, tuple[Node, ...], tuple[Node, ...]]:
    sign, node, _ = key
    kind = node[1]
    if kind == "*":
        return sign, node[2], node[3]
    if kind == "+":
        value, _, pos, neg = node
        if value < 0:  # a difference as a factor: the positive way round, its sign moved out
            return -sign, ((-value, "+", neg, pos),), ()
        if value == 0 and neg < pos:  # a zero difference: one way round, and -0 is 0, so no sign to move
            return sign, ((value, "+", neg, pos),), ()
    return sign, (node,), ()


def _lift(nodes: list[Node], idle_value: int) -> tuple[list[Node], int]:
    kept = [n for n in nodes if not (n[1] == "n" and n[0] == idle_value)]
    return kept, len(nodes) - len(kept)


def _single(sign: int, node: Node) -> tuple[int, Node]:
    """A sum or product left with one member is that member (a flipped difference turned back)."""
    if node[1] == "+" and sign < 0:
        return 1, (-node[0], "+", node[3], node[2])
    return sign, node


def join_key(op: str, ka: Key, kb: Key, value: Num) -> Key:
    """Key of (a op b) from the keys of a and b; `value` is the exact value of a op b."""
    ones, zeros = ka[2][0] + kb[2][0], ka[2][1] + kb[2][1]
    if op in "+-":
        pa, na = _terms(ka, False)
        pb, nb = _terms(kb, op == "-")
        pos, lifted_p = _lift(list(pa + pb), 0)
        neg, lifted_n = _lift(list(na + nb), 0)
        idle = (ones, zeros + lifted_p + lifted_n)
        if not pos and not neg:  # 0+0, 0-0: one of the zeros is the term itself
            return (1, (0, "n", (), ()), (ones, idle[1] - 1))
        if len(pos) + len(neg) == 1:
            sign, node = (1, pos[0]) if pos else (-1, neg[0])
            sign, node = _single(sign, node) if node[1] != "*" else (sign, node)
            return (sign, node, idle)
        return (1, (value, "+", tuple(sorted(pos)), tuple(sorted(neg))), idle)
    sa, nua, dea = _factors(ka)
    sb, nub, deb = _factors(kb)
    if op == "/":
        nub, deb = deb, nub
    num, lifted_n = _lift(list(nua + nub), 1)
    den, lifted_d = _lift(list(dea + deb), 1)
    sign = sa * sb
    idle = (ones + lifted_n + lifted_d, zeros)
    if not num and not den:  # 1×1, 1/1: one of the ones is the factor itself
        return (sign, (1, "n", (), ()), (idle[0] - 1, zeros))
    if len(num) == 1 and not den:
        sign, node = _single(sign, num[0])
        return (sign, node, idle)
    return (sign, (value * sign, "*", tuple(sorted(num)), tuple(sorted(den))), idle)


def tree_key(tree: Tree) -> Key:
    """The canonical key of a whole tree (the enumeration builds keys incrementally instead)."""
    if not isinstance(tree, tuple):
        return leaf_key(tree)
    op, left, right = tree
    return join_key(op, tree_key(left), tree_key(right), evaluate(tree))
