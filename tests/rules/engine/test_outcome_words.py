"""Why a game ended is told in the player's language (game.rules.outcome_words), while the state and
the save keep the event's English sentence."""

from __future__ import annotations

from game.bot import heuristic as bot
from game.i18n import set_language
from game.rules import Game, outcome_words, scenario


def _first_lost_game() -> Game:
    # a lone Fighter on 1 Health loses at the first blow of the first fight
    for seed in range(1, 40):
        game = Game.new(heroes=["fighter"], seed=seed)
        scenario.set_health(game, 0, 1)
        bot.play(game, seed=seed)
        if game.outcome == "lost":
            return game
    raise AssertionError("no lone Fighter's bot game in 40 seeds was lost")


def test_a_lost_games_reason_is_told_in_german_and_kept_in_english():
    game = _first_lost_game()
    english = game.state.outcome_reason or ""
    assert outcome_words(game) == english
    try:
        set_language("de")
        german = outcome_words(game)
    finally:
        set_language("en")
    assert german and german != english
    assert "getötet" in german or "fiel im Kampf" in german or "Sackgasse" in german
    assert game.state.outcome_reason == english, "the state keeps the event's own words"


def test_a_game_still_going_has_no_outcome_words():
    assert outcome_words(Game.new(heroes=["fighter"], seed=1)) == ""
