"""No label cuts a word (issue 39, item 8): a pair's forecast under its kind ("deal 7, dies · take 5
(0 if spared)") is wrapped into its phrases where the pill is narrow, never cut ("take 1 (0 if
spa…"); a choice button or a line of the table too long for its room is cut between words, and its
tooltip keeps it whole."""

from __future__ import annotations

import pygame
import pytest

from game.ui.combat import drawing
from game.ui.combat_preview import pair_forecast, preview_words
from game.ui.look import ellipsized
from game.ui.scenes.explore import ExploreScene
from tests.kits.bot_positions import first_position
from tests.kits.fit_kit import open_app, recorded_text, session_for
from tests.kits.ui_kit import steps

THREE = ["fighter", "wizard", "rogue"]


def _spared_pair(game) -> bool:
    """The Abilities step with a pair whose Return Damage a choice would spare ("(0 if spared)")."""
    c = game.state.combat
    if game.state.phase != "combat" or c is None or c.step != "abilities":
        return False
    forecasts = (pair_forecast(game, fi, si) for fi, front in enumerate(c.fronts) for si in range(len(front.slots)))
    return any(f is not None and f.take_if_chosen is not None for f in forecasts)


@pytest.fixture(scope="module")
def spared_events() -> list:
    game = first_position(THREE, _spared_pair, range(20))
    if game is None:
        pytest.skip("no bot game reached a pair with Return Damage to spare")
    return list(game.events)


def _table(tmp_path, events, size, scale):
    app = open_app(tmp_path, size, scale)
    app.switch(ExploreScene(app, session_for(app, events)))
    steps(app, 2)
    assert app.scene.name == "combat"
    return app


def _whole_words(cut: str, full: str) -> bool:
    """`cut` is `full`, or `full` cut with an ellipsis between two words (not inside one)."""
    if cut == full:
        return True
    head = cut.removesuffix("…")
    return cut.endswith("…") and full.startswith(head) and (len(head) == len(full) or not full[len(head)].isalnum()
                                                          or not head[-1:].isalnum())


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((2560, 1440), 1.5)])
def test_a_pairs_forecast_is_drawn_in_whole_words(tmp_path, spared_events, size, scale) -> None:
    app = _table(tmp_path, spared_events, size, scale)
    game = app.scene.game
    c = game.state.combat
    forecasts = [f for fi, front in enumerate(c.fronts) for si in range(len(front.slots))
                 if (f := pair_forecast(game, fi, si)) is not None]
    with recorded_text() as drawn:
        steps(app)
    lines = [w for _, w in drawn]
    tokens = {t for w in lines for t in w.split()}
    for f in forecasts:
        words = preview_words(f).replace("·", " ").split()
        assert set(words) <= tokens, f"{preview_words(f)!r} not drawn whole: {sorted(tokens)}"
    assert not any("spa…" in w or "take…" in w or w.endswith("(0…") for w in lines)


@pytest.mark.parametrize("size, scale", [((2560, 1440), 1.5), ((1280, 720), 1.5)])
def test_the_tables_choices_and_lines_are_cut_only_between_words(tmp_path, monkeypatch, spared_events, size,
                                                                 scale) -> None:
    app = _table(tmp_path, spared_events, size, scale)
    sc = app.scene
    for button, cmd in sc.action_buttons:
        full = sc._label(cmd)
        assert _whole_words(button.text, full), f"{button.text!r} cuts a word of {full!r}"
        if button.text != full:
            assert full in button.tool_tip_text
    cuts: list[tuple[str, str]] = []

    def spy(words: str, *args, **kwargs) -> str:
        out = real(words, *args, **kwargs)
        cuts.append((out, words))
        return out
    real = drawing.ellipsized
    monkeypatch.setattr(drawing, "ellipsized", spy)
    steps(app)
    assert cuts, "the table's lines pass through the fitting"
    for out, words in cuts:
        if " " in words.strip():  # (a lone word too wide is cut: nothing else would fit)
            assert _whole_words(out, words), f"{out!r} cuts a word of {words!r}"


def test_cutting_between_words_drops_whole_words() -> None:
    pygame.font.init()
    measure = len  # a character a pixel
    assert ellipsized("take 1 (0 if spared)", 12, measure, whole_words=True) == "take 1…"
    assert ellipsized("deal 7, dies · take 5", 14, measure, whole_words=True) == "deal 7, dies…"
    assert ellipsized("Stonebrook", 6, measure, whole_words=True) == "Stone…", "one word too wide is cut"
    assert ellipsized("take 1 (0 if spared)", 12, measure) == "take 1 (0 i…", "(the old cut, kept by default)"
