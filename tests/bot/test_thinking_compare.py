"""The Thinking player's judgement (game/bot/thinking_compare.py): the favourite stays unless beaten clearly."""

from __future__ import annotations

from game.bot.thinking_compare import judge, paired_gain


class _Scripted:
    """A stand-in search: each move's playout scores, round by round."""

    def __init__(self, scores: list[list[float]]) -> None:
        self.scores = scores
        self.moves = list(range(len(scores)))

    def playout(self, move: int, round_: int) -> float:
        return self.scores[move][round_]


def test_a_challenger_that_beats_the_favourite_in_every_round_is_played():
    search = _Scripted([[0.5, 0.6, 0.4, 0.7], [0.6, 0.7, 0.5, 0.8]])
    verdict = judge(search, 4)  # type: ignore[arg-type]
    assert verdict.pick == 1 and abs(verdict.gains[1] - 0.1) < 1e-9


def test_a_noisy_edge_within_the_paired_margin_keeps_the_favourite():
    search = _Scripted([[0.5, 0.5, 0.5, 0.5], [0.9, 0.2, 0.9, 0.2]])
    assert judge(search, 4).pick == 0  # type: ignore[arg-type]


def test_a_gain_below_the_least_worth_playing_keeps_the_favourite():
    search = _Scripted([[0.5, 0.6, 0.4, 0.7], [0.51, 0.61, 0.41, 0.71]])
    assert judge(search, 4, least_gain=0.02).pick == 0  # type: ignore[arg-type]


def test_a_trailing_challenger_is_dropped_after_half_the_rounds():
    search = _Scripted([[0.5] * 8, [0.4] * 8, [0.6] * 8])
    verdict = judge(search, 8)  # type: ignore[arg-type]
    assert verdict.playouts == 8 + 4 + 8, "the trailing move stopped after 4 rounds"
    assert verdict.pick == 2


def test_a_challenger_gaining_less_than_is_worth_playing_is_dropped_after_half_the_rounds():
    search = _Scripted([[0.5] * 8, [0.53] * 4 + [0.9] * 4])
    verdict = judge(search, 8, least_gain=0.05)  # type: ignore[arg-type]
    assert verdict.playouts == 2 * 4 and verdict.pick == 0, "3 points a round after 4 rounds: not worth more"
    assert judge(search, 8, least_gain=0.02).pick == 1, "worth the rest of the rounds, where it pulls ahead"


def test_a_challenger_gaining_too_little_after_the_screening_rounds_is_dropped_there():
    search = _Scripted([[0.5] * 6, [0.5] * 2 + [0.9] * 4, [0.9] * 6])
    verdict = judge(search, 6, least_gain=0.2, screen=2)  # type: ignore[arg-type]
    assert verdict.playouts == 6 + 2 + 6, "the second move dropped after 2 rounds, the third played out"
    assert verdict.pick == 2


def test_the_paired_gain_is_the_mean_round_by_round_difference():
    gain, margin = paired_gain([1.0, 0.0, 1.0], [0.0, 0.0, 0.0])
    assert abs(gain - 2 / 3) < 1e-9 and margin > 0



def test_a_close_challenger_plays_on_past_the_usual_rounds_until_its_edge_is_clear():
    # gains of +0.3 and 0 in turn: after 4 rounds the mean +0.15 is within its 95 % margin, later not
    favourite = [0.5] * 12
    challenger = [0.8, 0.5] * 6
    assert judge(_Scripted([favourite, challenger]), 4).pick == 0  # type: ignore[arg-type]
    verdict = judge(_Scripted([favourite, challenger]), 4, most_rounds=12)  # type: ignore[arg-type]
    assert verdict.pick == 1 and 2 * 4 < verdict.playouts < 2 * 12


def test_no_round_more_is_played_once_the_challenger_is_clearly_ahead():
    # ahead by 0.1 in each of the usual rounds: clear, so the later rounds (it would lose) are not played
    search = _Scripted([[0.5] * 12, [0.6] * 4 + [0.0] * 8])
    verdict = judge(search, 4, most_rounds=12)  # type: ignore[arg-type]
    assert verdict.pick == 1 and verdict.playouts == 2 * 4
