"""The balance simulator: seeded bot games summarised by hero set, loss cause and card coverage."""

from __future__ import annotations

import pytest

from game.headless import sim


def test_a_simulated_game_reports_its_outcome_cause_and_the_cards_it_revealed():
    r = sim.play_one(("fighter", "ruins", 5, ()))
    assert r.outcome in ("won", "lost", "stuck")
    assert r.commands > 0
    assert r.seen["tiles"]
    assert r.seen["monsters"], "monster ids come from the fight events"
    if r.outcome == "lost" and r.cause != "dead end":
        assert r.cause.startswith("killed by") or r.cause


def test_coverage_is_reported_per_card_kind_including_abilities_and_monsters():
    cat = sim.catalogue_ids(["fighter,wizard"], ["ruins"])
    assert {"tiles", "monsters", "features", "items", "abilities", "legendary locations"} <= set(cat)
    assert any(a.startswith("wizard/") for a in cat["abilities"])
    assert not any(a.startswith("rogue/") for a in cat["abilities"]), "only the classes played"
    results = [sim.play_one(("fighter,wizard", "ruins", seed, ())) for seed in (1, 2)]
    text = sim.summary(results, cat)
    assert "| fighter,wizard | ruins | - | 2 |" in text
    assert "| abilities |" in text and "| monsters |" in text


def test_games_run_in_parallel_give_the_same_results_as_in_one_process():
    jobs = [("fighter", "ruins", seed, ()) for seed in (7, 8)]
    one = sorted((r.seed, r.outcome, r.commands) for r in sim.run_games(jobs, 1, show_progress=False))
    two = sorted((r.seed, r.outcome, r.commands) for r in sim.run_games(jobs, 2, show_progress=False))
    assert one == two


def test_the_95_percent_interval_is_wilsons_and_brackets_the_rate():
    low, high = sim.wilson(54, 100)
    assert round(100 * low, 1) == 44.3 and round(100 * high, 1) == 63.4  # Wilson's score interval
    assert sim.wilson(0, 30)[0] == 0.0 and sim.wilson(30, 30)[1] == 1.0
    narrow = sim.wilson(162, 300)
    assert narrow[1] - narrow[0] < high - low, "more games, a narrower interval"
    assert sim.rate(54, 100) == "54.0% (44.3-63.4)"


def test_each_row_prints_its_win_rate_with_the_interval(capsys):
    sim.main(["--games", "2", "--heroes", "fighter", "--jobs", "1", "--quiet"])
    out = capsys.readouterr().out
    assert "seeds 0-1, 2 games a row" in out
    row = next(line for line in out.splitlines() if line.startswith("| fighter | ruins | - | 2 |"))
    won = int(row.split("|")[5])
    assert sim.rate(won, 2) in row
    assert "Final Entity" in out and "Fabled Blade" in out


def test_holdout_plays_seeds_the_tuning_never_uses(capsys):
    sim.main(["--games", "1", "--heroes", "fighter", "--jobs", "1", "--quiet", "--holdout"])
    out = capsys.readouterr().out
    assert f"hold-out seeds, never used for tuning {sim.HOLDOUT_FIRST}-{sim.HOLDOUT_FIRST}" in out
    assert sim.HOLDOUT_FIRST not in sim.TUNING_SEEDS
    with pytest.raises(SystemExit):
        sim.main(["--games", "1", "--heroes", "fighter", "--jobs", "1", "--quiet", "--holdout", "5"])


def test_compare_plays_one_row_without_variants_and_one_per_variant(capsys):
    sim.main(["--games", "1", "--heroes", "fighter", "--jobs", "1", "--quiet", "--compare",
              "--variant", "chests_locked", "--variant", "more_keys"])
    out = capsys.readouterr().out
    for variants in ("-", "chests_locked", "more_keys"):
        assert f"| fighter | ruins | {variants} | 1 |" in out


def test_a_game_reports_reaching_the_final_entity_and_the_fabled_blades_won():
    won = next(r for r in (sim.play_one(("fighter", "ruins", seed, ())) for seed in range(20))
               if r.outcome == "won")
    assert won.final_entity, "winning means defeating the Final Entity"
    assert set(won.blades) <= sim.FABLED_BLADES
    lines = sim.outcome_lines([won])
    assert "| fighter | ruins | - | 0% / 0% / 0% (0) | 1 | 0.0% (0.0-79.3) |" in lines[2]


def _result(heroes: str, variants: str, outcome: str) -> sim.GameResult:
    return sim.GameResult(heroes, "ruins", 0, outcome, outcome, "ruins", 1, {}, "", variants, False, ())


def test_compared_variants_are_pooled_over_every_hero_set_with_their_change():
    """A variant's effect is read over every hero set together: its games of all sets, and the
    change against the row without options on the same seeds."""
    results = ([_result(h, "", "won") for h in ("fighter", "wizard")] * 2
               + [_result(h, "chests_locked", o) for h, o in (("fighter", "won"), ("wizard", "lost"))] * 2)
    lines = sim.pooled_lines(results)
    assert "| - | 4 | 4 | " + sim.rate(4, 4) + " |  |" in lines
    assert "| chests_locked | 4 | 2 | " + sim.rate(2, 4) + " | -50.0 points |" in lines
    assert sim.pooled_lines([_result("fighter", v, "won") for v in ("", "more_keys")]) == [], "one hero set"


def refused_in_one_line(capsys, argv: list[str]) -> str:
    """A bad flag: exit status 2 and one line on stderr, before any game is played or process started."""
    with pytest.raises(SystemExit) as stop:
        sim.main([*argv, "--quiet"])
    assert stop.value.code == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err and "usage:" not in captured.err
    assert captured.out == ""  # no game was played, no table printed
    return lines[0]


@pytest.mark.parametrize("argv, words", [
    (["--heroes", "bard"], "no hero called 'bard'"),
    (["--heroes", "fighter,fighter,fighter,fighter"], "one to three heroes"),
    (["--heroes", ""], "name one to three heroes"),
    (["--heroes", "fighter,,wizard"], "empty hero name"),
    (["--heroes", "fighter", "--variant", "nope"], "no difficulty variant called 'nope'"),
    (["--heroes", "fighter", "--variant", "nope", "--compare"], "no difficulty variant called 'nope'"),
    (["--campaign", "1", "--heroes", "bard"], "no hero called 'bard'"),
    (["--games", "-1"], "-1 is too few"),
    (["--games", "0"], "0 is too few"),
    (["--jobs", "0"], "0 is too few"),
    (["--jobs", "-3"], "-3 is too few"),
])
def test_bad_simulator_flags_are_refused_in_one_line_before_any_process_starts(capsys, argv, words):
    # --jobs 1 first: were the check left to the games, the bad flag would surface as a traceback
    assert words in refused_in_one_line(capsys, ["--jobs", "1", "--games", "1", *argv])


def test_a_huge_bad_hero_name_is_quoted_cut_short(capsys):
    line = refused_in_one_line(capsys, ["--jobs", "1", "--heroes", "x" * 100_000])
    assert "no hero called" in line and len(line) < 400
