"""The Hint's odds (game/ui/hint_view.py: HintOdds): off unless the player switches them on in Settings,
then the top three in words that say what the number means."""

from __future__ import annotations

from game.bot.advisor import advise, place_words
from game.bot.odds import MoveOdds, OddsReport
from game.i18n import set_language
from game.rules import Game, PlaceTile
from game.ui import hint_view
from game.ui.app import App, AppOptions
from game.ui.hint_view import ODDS_HEAD, ODDS_WAIT, HintOdds
from game.ui.overlays import KEYS_AND_LANGUAGE
from game.ui.settings import Settings
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import click, steps


class _Worker:
    """Stands in for the worker process: asked about a position, it has a report ready or not."""

    def __init__(self, report: OddsReport | None) -> None:
        self.report, self.asked = report, 0

    def ask(self, game: Game, **how: object) -> int:
        self.asked += 1
        return self.asked

    def poll(self) -> OddsReport | None:
        return self.report

    def close(self) -> None:
        pass


def _position() -> Game:
    game = first_position(["fighter"], lambda g: len(g.legal()) > 1 and g.legal()[0].kind == "place_tile", range(3))
    assert game is not None
    return game


def test_the_hint_shows_no_odds_unless_they_are_switched_on():
    game = _position()
    hint = advise(game)
    assert hint is not None
    assert HintOdds(enabled=False).lines(game, hint) == ([], None)


def test_the_hint_says_it_is_working_out_the_odds_then_names_the_top_three_once_each_has_a_playout():
    game = _position()
    hint = advise(game)
    assert hint is not None
    odds = HintOdds(enabled=True)
    worker = _Worker(None)
    odds.worker = worker  # type: ignore[assignment]
    assert odds.lines(game, hint) == ([ODDS_WAIT], 0.0)
    assert odds.lines(game, hint)[0] == [ODDS_WAIT] and worker.asked == 1, "asked once per position"
    moves = game.legal()[:4]
    worker.report = OddsReport(1, [MoveOdds(m, 3 - i // 2, 4) for i, m in enumerate(moves)], 16, 400)
    lines, progress = odds.lines(game, hint)
    assert lines[0] == ODDS_HEAD and len(lines) == 4
    assert lines[1].endswith(": about 74 % to win from here (31-95)"), lines[1]
    assert progress == 16 / 400


def test_the_odds_header_and_lines_speak_german_when_the_language_is_german():
    game = _position()
    hint = advise(game)
    assert hint is not None
    odds = HintOdds(enabled=True)
    odds.worker = _Worker(None)  # type: ignore[assignment]
    set_language("de")
    assert odds.lines(game, hint)[0] == ["Die Siegchance jedes Zuges wird berechnet..."]
    moves = game.legal()[:4]
    odds.worker.report = OddsReport(1, [MoveOdds(m, 3 - i // 2, 4) for i, m in enumerate(moves)], 16, 400)
    lines = odds.lines(game, hint)[0]
    assert lines[0].startswith("Deine Chance, das Spiel zu gewinnen")
    assert lines[1].endswith(": etwa 74 % Siegchance von hier aus (31-95)"), lines[1]
    hinted = PlaceTile(tile="ruins-05", x=2, y=1, rotation=1)
    assert place_words(PlaceTile(tile="ruins-05", x=4, y=0, rotation=1), hinted) == \
        "Vom umrandeten Feld zwei Felder nach rechts und ein Feld nach oben legen, gedreht um 90\u00b0"


def test_the_odds_are_off_for_a_new_player_and_a_settings_row_switches_them_on_and_off(tmp_path):
    assert Settings().hint_odds is False
    app = App(AppOptions(saves_dir=tmp_path))
    try:
        assert hint_view.ODDS.enabled is False
        app.overlays._tab = KEYS_AND_LANGUAGE  # the settings section with the Hint's odds
        app.overlays.toggle_settings()
        steps(app)
        toggle = app.overlays._toggles["hint_odds"]
        assert "Chance to win in the Hint" in toggle.text
        click(app, toggle.rect.center)
        assert app.settings.hint_odds is True and hint_view.ODDS.enabled is True
        assert Settings.load(tmp_path / "settings.json").hint_odds is True, "kept for the next session"
        click(app, app.overlays._toggles["hint_odds"].rect.center)
        assert app.settings.hint_odds is False and hint_view.ODDS.enabled is False
        assert hint_view.ODDS.worker is None, "switched off: no worker keeps a core busy"
    finally:
        hint_view.ODDS.set_enabled(False)
