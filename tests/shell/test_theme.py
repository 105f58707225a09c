"""The theme's text helpers: wrapping measures in the weight the text is drawn in."""
from __future__ import annotations

from tests.helpers import make_context


def test_wrap_measures_in_the_weight_it_will_be_drawn(tmp_path):
    from sprites import theme

    make_context(tmp_path)
    message = "Wide words measured in bold must still fit their box when drawn in bold"
    for bold in (False, True):
        width = 300
        for line in theme.wrap(message, width, theme.BODY, bold):
            assert theme.font(theme.BODY, bold).size(line)[0] <= width, (bold, line)
