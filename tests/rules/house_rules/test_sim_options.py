"""`python -m game.sim --tier ... --house-rule ...`: the simulator plays games under the options."""

from __future__ import annotations

import pytest

from game.headless import sim


def test_the_simulator_plays_a_tier_and_house_rules_and_labels_the_row(capsys):
    assert sim.main(["--games", "1", "--heroes", "fighter", "--tier", "veteran", "--house-rule", "knocked_out",
                     "--jobs", "1", "--quiet"]) == 0
    assert "| fighter | ruins | tier:veteran,house:knocked_out | 1 |" in capsys.readouterr().out


def test_an_unknown_tier_or_house_rule_is_a_command_line_error(capsys):
    for flag, value in (("--tier", "heroic"), ("--house-rule", "free_lunch")):
        with pytest.raises(SystemExit) as exit_:
            sim.main([flag, value])
        assert exit_.value.code == 2 and value in capsys.readouterr().err


def test_game_options_from_a_jobs_option_words():
    assert sim.game_options(["more_keys", "tier:fearless", "house:open_monster_deck"]) == {
        "variants": ["more_keys"], "tier": "fearless", "house_rules": ["open_monster_deck"]}
