"""The Hint's odds (game/ui/hint_view.py: HintOdds): off unless asked for, then the top three in words."""

from __future__ import annotations

from game.bot.advisor import advise
from game.bot.odds import MoveOdds, OddsReport
from game.rules import Game
from game.ui.hint_view import ODDS_HEAD, ODDS_WAIT, HintOdds
from tests.kits.bot_positions import first_position


class _Worker:
    """Stands in for the worker process: asked about a position, it has a report ready or not."""

    def __init__(self, report: OddsReport | None) -> None:
        self.report, self.asked = report, 0

    def ask(self, game: Game) -> int:
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
    assert lines[0] == ODDS_HEAD and len(lines) == 4 and lines[1].endswith(": 75 % \u00b1 33")
    assert progress == 16 / 400
