"""The rules window shows the readings the rulebook leaves open (issue 39, item 11): the Final Entity
falling in the damage step a hero dies loses the game, recorded with its passage in
docs/rules-decisions.md and said under "The Final Entity" in the window (assets/ui/rules-reference.md)."""

from __future__ import annotations

from pathlib import Path

from game.ui.overlays import rulebook_sections

REPO = Path(__file__).resolve().parents[2]


def test_the_reading_is_recorded_with_its_passage_and_shown_in_the_rules_window():
    decisions = (REPO / "docs" / "rules-decisions.md").read_text(encoding="utf-8")
    assert "## The Final Entity falls in the step a hero dies: the game is lost" in decisions
    assert "One of the\n> Heroes is Killed." in decisions
    [final_entity] = [body for title, body in rulebook_sections() if title == "The Final Entity"]
    assert "same damage step" in final_entity and "the game is lost" in final_entity
    assert "One of the Heroes is Killed" in final_entity
