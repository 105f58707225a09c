"""Every menu card's progress text stays inside its pill, whatever the counts and the best score, and the pill
stays clear of the blurb above it."""
from __future__ import annotations


from game import games
from scenes.menu import MenuScene
from sprites import theme


def badge_lines_inside(card):
    rect = card.rect
    badge, lines = card.badge_layout(rect)
    blurb = theme.wrap(card.info.blurb, rect.width - 30, theme.SMALL)
    blurb_bottom = rect.top + 208 + 20 * (len(blurb) - 1) + theme.font(theme.SMALL).get_height()
    assert badge.top >= blurb_bottom and rect.contains(badge), card.info.key
    for line, size, where in lines:
        # measured independently of the layout: the drawn text's own size at the size it is drawn at
        width, height = theme.text(line, size).get_size()
        assert where.size == (width, height)
        assert badge.inflate(-2 * card.BADGE_PAD, 0).contains(where), (card.info.key, line, where, badge)
        assert size >= 16, line  # shrunk, not shrunk away


def test_every_card_badge_fits_with_a_best_score_and_full_counts(ctx):
    ctx.store.add_score("twentyfour", "beat_the_clock", "Ann", 1234)
    menu = MenuScene(ctx)
    twentyfour = menu.widgets.get("twentyfour")
    assert "best 1234 hands" in twentyfour.detail and "famous hands" in twentyfour.detail
    for info in games.MENU_GAMES:
        badge_lines_inside(menu.widgets.get(info.key))
    # every word of the progress text is drawn
    drawn = " ".join(line for line, _, _ in twentyfour.badge_layout(twentyfour.rect)[1])
    assert drawn.split() == [w for w in str(twentyfour.detail).split() if w != "·"]


def test_a_short_badge_stays_one_line_at_the_usual_size(ctx):
    menu = MenuScene(ctx)
    card = menu.widgets.get("sudoku")
    _, lines = card.badge_layout(card.rect)
    assert [(line, size) for line, size, _ in lines] == [(card.detail, theme.SMALL)]
