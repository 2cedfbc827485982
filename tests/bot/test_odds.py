"""The odds of each move (game/bot/odds.py): playouts on re-deals of what the table does not know."""

from __future__ import annotations

import functools
import math
import os
import random
import signal
import statistics
import subprocess
import sys
import time

import pytest

from game.bot import heuristic
from game.bot.odds import HORIZON, MoveOdds, Odds, OddsWorker, PublicView, candidates, wilson
from game.bot.odds_calibration import calibrated
from game.bot.odds_value import value
from game.rules import STATE_HIDDEN, Game, PlaceTile, public_event, public_hash, redeal
from tests.kits.bot_positions import first_position, hidden_twin


@functools.cache
def _twins() -> tuple[Game, Game]:
    """Two games that differ only in their hidden orders: the second's log is the first's with every
    hidden order in it reversed."""
    plain = first_position(["fighter"], lambda g: len(g.legal()) > 1, range(3))
    assert plain is not None
    other = hidden_twin(plain)
    return plain, other


def test_two_positions_that_differ_only_in_a_hidden_order_are_the_same_at_the_table():
    plain, stacked = _twins()
    assert plain.state.tile_pile != stacked.state.tile_pile, "the hidden orders differ"
    assert public_hash(plain.state) == public_hash(stacked.state)
    assert [public_event(e) for e in plain.events] == [public_event(e) for e in stacked.events]


def test_a_redeal_is_made_from_the_public_events_alone():
    plain, stacked = _twins()
    one = redeal(Game.replay([public_event(e) for e in plain.events]), seed=3)
    two = redeal(Game.replay([public_event(e) for e in stacked.events]), seed=3)
    assert one.state.model_dump(mode="json") == two.state.model_dump(mode="json")


def test_a_redeal_shuffles_the_hidden_piles_and_draws_its_own_chance_seed():
    game = Game.new(["fighter", "wizard"], seed=5)
    events = [public_event(e) for e in game.events]
    one, two = redeal(Game.replay(events), seed=1), redeal(Game.replay(events), seed=2)
    assert sorted(one.state.tile_pile) == sorted(game.state.tile_pile), "the same tiles, re-dealt"
    assert one.state.tile_pile != two.state.tile_pile
    assert one.state.hero_states[0].draw != two.state.hero_states[0].draw
    # a command's chance is seeded from the state's seed: a playout's must not be the real game's
    assert game.state.seed not in (one.state.seed, two.state.seed) and one.state.seed != two.state.seed
    assert "tile_pile" in STATE_HIDDEN


def test_a_redeal_leaves_the_public_events_it_was_given_as_they_were():
    game = Game.new(["fighter"], seed=8)
    events = [public_event(e) for e in game.events]
    before = [dict(e) for e in events]
    redeal(Game.replay(events), seed=1)
    assert events == before


def test_the_odds_never_read_a_hidden_order():
    plain, stacked = _twins()
    first, second = Odds(plain, seed=4, most=2, max_commands=200), Odds(stacked, seed=4, most=2, max_commands=200)
    for round_ in range(2):  # every playout starts from the same re-deal
        assert first.deal(round_).state.model_dump(mode="json") == second.deal(round_).state.model_dump(mode="json")
    one, two = first.step(2), second.step(2)
    assert [(o.command, o.wins, o.playouts) for o in one] == [(o.command, o.wins, o.playouts) for o in two]


def test_each_rounds_deal_is_the_public_replay_re_dealt_even_after_playouts_from_it():
    # the playouts start from forks of one replay of the public events (Odds.deal): each must be what a
    # replay of its own would deal, however many playouts ran before it
    game, _ = _twins()
    search = Odds(game, seed=7, most=2, max_commands=120)
    public = [public_event(e) for e in game.events]
    for round_ in range(3):
        search.step(2)
        expected = redeal(Game.replay(public), f"7:{round_}")
        assert search.deal(round_).state.model_dump(mode="json") == expected.state.model_dump(mode="json")


def test_the_public_view_followed_over_a_game_is_the_public_replay_at_each_position():
    game = Game.new(["fighter", "wizard"], seed=21)
    view, rng, other = PublicView(), random.Random(2), Game.new(["fighter"], seed=22)
    for step in range(120):
        game.do(heuristic.choose(game, rng))
        if step % 20 == 19:
            expected = Game.replay([public_event(e) for e in game.events])
            assert view.at(game).state.model_dump(mode="json") == expected.state.model_dump(mode="json")
            assert len(view.at(game).events) == len(game.events)
    fresh = view.at(other)  # another game: followed anew
    assert fresh.state.model_dump(mode="json") == Game.replay(
        [public_event(e) for e in other.events]).state.model_dump(mode="json")


def test_odds_from_a_public_view_play_the_same_playouts_as_from_the_log():
    game, _ = _twins()
    view = PublicView()
    with_view = Odds(game, seed=9, most=2, max_commands=120, view=view)
    from_log = Odds(game, seed=9, most=2, max_commands=120)
    assert [(o.command, o.wins) for o in with_view.step(4)] == [(o.command, o.wins) for o in from_log.step(4)]


def test_the_odds_refine_step_by_step_over_the_moves_in_turn():
    game, _ = _twins()
    search = Odds(game, seed=1, most=2, max_commands=200)
    assert len(search.moves) == 2 and search.moves == candidates(game, 2)
    assert all(o.playouts == 0 for o in search.estimates())
    got = search.step(3)
    assert search.playouts == 3 and sorted(o.playouts for o in got) == [1, 2]
    assert all(0.0 <= o.share <= 1.0 for o in got)
    shares = [o.share for o in got]
    assert shares == sorted(shares, reverse=True), "the likelier win first"


def test_a_chance_to_win_comes_with_its_95_percent_interval():
    odds = MoveOdds(PlaceTile(tile="ruins-05", x=0, y=1, rotation=0), wins=62, playouts=100)
    low, high = odds.interval
    assert low < odds.share < high and low >= 0.0 and high <= 1.0
    assert odds.words() == "62 % ± 9", "as a player sees it: calibrated (62 % raw)"
    assert MoveOdds(odds.command, 620, 1000).margin < odds.margin, "more playouts, a narrower interval"
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0), "no playout yet: anything"


@pytest.mark.slow
def test_the_odds_worker_reports_the_position_asked_about_and_stops_when_closed():
    game = first_position(["fighter"], lambda g: len(g.legal()) > 1, range(3))
    assert game is not None
    worker = OddsWorker(seed=1)
    try:
        worker.ask(game, playouts=4, most=2)
        report = None
        for _ in range(600):  # at most a minute on a busy machine
            report = worker.poll()
            if report is not None and report.progress >= 1.0:
                break
            time.sleep(0.1)
        assert report is not None and report.playouts >= 4
        assert {o.command for o in report.odds} <= set(game.legal())
    finally:
        worker.close()
    assert not worker.process.is_alive()


_OWNER = """
import sys, time
from game.bot.odds import OddsWorker
from game.rules import Game
worker = OddsWorker()
worker.ask(Game.new(["fighter"], seed=5), playouts=1000, most=2)
print(worker.process.pid, flush=True)
time.sleep(600)
"""


@pytest.mark.slow
def test_the_odds_worker_never_outlives_its_owner():
    owner = subprocess.Popen([sys.executable, "-c", _OWNER], stdout=subprocess.PIPE, text=True,
                             cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
    try:
        assert owner.stdout is not None
        pid = int(owner.stdout.readline())
        owner.send_signal(signal.SIGKILL)  # the owner dies without closing anything
        owner.wait(30)
        for _ in range(300):
            if not _alive(pid):
                break
            time.sleep(0.1)
        assert not _alive(pid), "the worker ended with its owner"
    finally:
        if owner.poll() is None:
            owner.kill()


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.slow  # whole playouts
def test_a_cut_playouts_score_is_unbiased_the_whole_playouts_outcome_averages_to_it():
    """A playout cut at the horizon is scored by the position's chance to win (game/bot/odds_value.py);
    played on to the end from there, its outcome must average that score: over a small sample of
    positions and re-deals, the paired differences (outcome - score) average zero within their 95 %
    interval."""
    diffs = []
    for seed in range(4):
        game = first_position([["fighter"], ["fighter", "wizard"]][seed % 2],
                              lambda g: sum(e.kind == "command_accepted" for e in g.events) >= 150,
                              range(10 * seed, 10 * seed + 10))  # the first game of ten that lasts
        assert game is not None
        search = Odds(game, seed=seed, most=1)
        for round_ in range(10):
            copy = search.deal(round_)
            copy.do(search.moves[0])
            heuristic.play(copy, seed=round_, max_commands=HORIZON)
            score = value(copy)
            heuristic.play(copy, seed=round_ + 1000)
            diffs.append((1.0 if copy.outcome == "won" else 0.0) - score)
    mean, half = statistics.fmean(diffs), 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
    assert abs(mean) <= half + 0.02, f"outcome - score averages {mean:+.3f} (± {half:.3f})"


def test_cut_playouts_scores_give_an_interval_from_their_spread():
    move = PlaceTile(tile="ruins-05", x=0, y=1, rotation=0)
    # 40 cut playouts scored 0.6 or 0.7 (a mean of 0.65): far narrower than 26 wins in 40
    scores = [0.6, 0.7] * 20
    cut = MoveOdds(move, wins=sum(scores), playouts=40, squares=sum(v * v for v in scores))
    low, high = cut.interval
    assert low < cut.share < high and cut.margin < 0.03
    assert cut.margin < MoveOdds(move, wins=26, playouts=40).margin / 4
    # every playout won or lost: Wilson's, as before
    binary = MoveOdds(move, wins=26, playouts=40, squares=26.0)
    assert binary.interval == wilson(26, 40)
    low, high = cut.chance_interval
    shown = round(100 * calibrated(0.65))
    assert cut.chance_words() == f"about {shown} % to win from here ({math.floor(100 * low)}-{math.ceil(100 * high)})"


def test_cut_playouts_never_read_a_hidden_order_either():
    plain, stacked = _twins()
    one = Odds(plain, seed=4, most=2, horizon=HORIZON).step(4)
    two = Odds(stacked, seed=4, most=2, horizon=HORIZON).step(4)
    assert [(o.command, o.wins, o.playouts, o.squares) for o in one] == \
        [(o.command, o.wins, o.playouts, o.squares) for o in two]
