"""The balance simulator: seeded bot games summarised by hero set, loss cause and card coverage."""

from __future__ import annotations

from game import sim


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
    assert "| fighter,wizard | ruins | 2 |" in text
    assert "| abilities |" in text and "| monsters |" in text


def test_games_run_in_parallel_give_the_same_results_as_in_one_process():
    jobs = [("fighter", "ruins", seed, ()) for seed in (7, 8)]
    one = sorted((r.seed, r.outcome, r.commands) for r in sim.run_games(jobs, 1, show_progress=False))
    two = sorted((r.seed, r.outcome, r.commands) for r in sim.run_games(jobs, 2, show_progress=False))
    assert one == two
