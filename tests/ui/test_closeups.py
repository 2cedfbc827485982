"""Card close-ups (issue 39, item 3): none over a modal panel (the Victory panel), the tutorial's
callout or what it points at; none for a plain number card; opened by a short hover or, as the player
chooses in Settings, by right-click only."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Game
from game.ui.closeup import plain_number
from tests.kits.combat_table_kit import bot_until, in_combat_step, table
from tests.kits.ui_kit import click, steps

PAST_THE_DELAY = 40  # frames


def hover(app, pos: tuple[int, int], frames: int = PAST_THE_DELAY) -> None:
    for _ in range(frames):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        steps(app)


def right_click(app, pos: tuple[int, int]) -> None:
    """Opens a close-up at once (as a hover does after its delay: the same places are checked)."""
    click(app, pos, button=3)


def at_play(tmp_path):
    game = bot_until(["fighter"], in_combat_step("play"))
    return table(tmp_path, game)


def test_a_plain_number_card_opens_no_close_up_and_the_monster_card_does(tmp_path):
    app, sc = at_play(tmp_path)
    plain = [(r, ref) for r, ref in sc.spots if plain_number(ref)]
    assert plain, "the hand holds number cards"
    hover(app, plain[0][0].center)
    assert app.closeup.showing is None and app.closeup.drawn is None
    rect, ref = next((r, ref) for r, ref in sc.spots if ref[0] == "monster")
    hover(app, rect.center)
    assert app.closeup.showing == ref and app.closeup.drawn is not None


def test_power_cards_are_not_plain_numbers():
    assert plain_number(("action", "fighter:5a")) and plain_number(("action", "light:3b"))
    assert not plain_number(("action", "fighter:power1")) and not plain_number(("monster", "m-1"))


def test_with_hover_off_in_settings_only_a_right_click_opens_a_close_up(tmp_path):
    app, sc = at_play(tmp_path)
    app.settings.closeup_hover = False
    rect, ref = next((r, ref) for r, ref in sc.spots if ref[0] == "monster")
    hover(app, rect.center)
    assert app.closeup.showing is None, "resting the pointer opens nothing"
    click(app, rect.center, button=3)
    assert app.closeup.showing == ref and app.closeup.drawn is not None


def test_the_hover_setting_is_in_the_settings_window(tmp_path):
    app, _ = at_play(tmp_path)
    app.overlays.toggle_settings()
    steps(app)
    toggle = app.overlays._toggles["closeup_hover"]
    assert "close-ups on hover" in toggle.text
    click(app, toggle.rect.center)
    assert app.settings.closeup_hover is False


def test_no_close_up_covers_the_victory_panel(tmp_path):
    def last_blow(g: Game) -> bool:
        if not in_combat_step("abilities")(g):
            return False
        from game.rules import forecast
        c = g.state.combat
        return len(c.foes) == 1 and all(cmd.kind != "resolve_pair" or forecast(g, cmd.front, cmd.pair).defeats
                                        for cmd in g.legal()) and any(cmd.kind == "resolve_pair" for cmd in g.legal())
    game = bot_until(["fighter"], last_blow)
    app, sc = table(tmp_path, game)
    click(app, sc.pair_rects[0][0].center)
    steps(app, 2)
    assert sc.summary is not None and sc.summary_rect is not None
    panel = sc.summary_rect
    spots = list(sc.spots)
    assert spots, "the table's cards are still drawn under the panel"
    for rect, _ in spots:
        for pos in (rect.center, rect.topleft, rect.bottomright):
            right_click(app, (min(pos[0], rect.right - 1), min(pos[1], rect.bottom - 1)))
            drawn = app.closeup.drawn
            assert drawn is None or not drawn.colliderect(panel), (rect, drawn, panel)


@pytest.mark.parametrize("lesson", ["lantern", "fight-play", "fight-damage", "fight-place"])
def test_no_close_up_covers_the_tutorials_callout_or_its_target(content, tmp_path, lesson):
    from tests.kits.fit_kit import open_app
    from tests.kits.fit_scenes import tutorial_at
    app = open_app(tmp_path, (1280, 720), 1.0)
    tutorial_at(lesson)(app)
    steps(app, 2)
    callout = app.guide.callout
    assert callout is not None
    keep = [callout.box] + ([callout.target] if callout.target is not None else [])
    spots = [(r, ref) for r, ref in app.scene.card_spots() if not plain_number(ref)]
    assert spots
    for rect, _ in spots:
        for pos in (rect.midleft, rect.center, rect.midright):
            right_click(app, (min(pos[0], rect.right - 1), pos[1]))
            drawn = app.closeup.drawn
            assert drawn is None or not any(drawn.colliderect(k) for k in keep), (rect, drawn, keep)
