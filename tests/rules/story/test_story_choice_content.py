"""cards/story_choices.toml is checked at load: a broken file is refused with a sentence naming the
file, the choice and what is wrong (never a pydantic traceback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules import ECOLOGIES, ContentError, load_content
from game.rules.content.story_choice_cards import STORY_CHOICES_FILE, load_story_choices

REAL = (Path(__file__).resolve().parents[3] / STORY_CHOICES_FILE).read_text(encoding="utf-8")


def load_text(tmp_path: Path, words: str) -> dict:
    (tmp_path / "cards").mkdir(exist_ok=True)
    (tmp_path / STORY_CHOICES_FILE).write_text(words, encoding="utf-8")
    return load_story_choices(tmp_path, ECOLOGIES)


def test_every_moment_has_a_choice_of_two_options_with_a_stated_cost_or_reward() -> None:
    choices = load_content().story_choices
    places = {c.at for c in choices.values()}
    assert places == {*(f"legendary:{e}" for e in ECOLOGIES), "guardian:ruins", "guardian:caverns", "final"}
    for c in choices.values():
        assert len(c.options) == 2
        assert all(not (o.cost.nothing and o.reward.nothing) for o in c.options), c.id


@pytest.mark.parametrize(("change", "message"), [
    (("  reward = { health = 3 }\n", "  reward = { health = 3 }\n  [[choice.options]]\n  label = \"A third way\"\n"),
     "exactly two options, not 3"),
    (("cost = { keys = 1 }\n  reward = { health = 3 }", "cost = { gold = 1 }\n  reward = { health = 3 }"),
     "choice 'weeping-statue': options.0.cost.gold: Extra inputs are not permitted"),
    (('at = "legendary:ruins"\ntitle = "The Weeping', 'at = "legendary:moon"\ntitle = "The Weeping'),
     "no such moment 'legendary:moon'"),
    (('at = "final"', 'at = "legendary:ruins"'), "at 'final': missing"),
    (('cost = { xp = 3 }\n  reward = { health = 3 }', 'cost = { xp = 3 }\n  reward = { item = true }'),
     "an Item or a test is only for a Legendary Location"),
    (('cost = { keys = 1 }\n  reward = { health = 3 }', 'cost = { spells = true }\n  reward = { health = 3 }'),
     "a cost is paid in health, xp or keys"),
    (('cost = { xp = 2 }\n  reward = { health = 2 }', 'cost = { xp = 2 }\n  reward = { test = true }'),
     "an Item or a test is only for a Legendary Location"),
    (('id = "cut-straps"', 'id = "weeping-statue"'), "id: used twice"),
    (("[[choice]]\nid = \"weeping-statue\"", "[[choice]]\nid = \"weeping-statue\"\nmood = \"grim\""),
     "choice 'weeping-statue': mood"),
])
def test_a_broken_choice_file_is_refused_naming_what_is_wrong(tmp_path: Path, change: tuple[str, str],
                                                               message: str) -> None:
    old, new = change
    assert old in REAL
    with pytest.raises(ContentError, match="cards/story_choices.toml") as err:
        load_text(tmp_path, REAL.replace(old, new, 1))
    assert message in str(err.value)


def test_a_file_that_is_not_toml_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="not valid TOML"):
        load_text(tmp_path, "[[choice]\n")
