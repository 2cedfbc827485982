"""Story mode in the save: a story-mode game's campaign loads (its setup re-decided with story mode
on) to the same game, the choice waiting or made."""

from __future__ import annotations

from pathlib import Path

from game.rules import current_choice
from game.saves import SaveStore
from tests.kits.story_kit import at_choice, option_commands


def test_a_story_choice_is_saved_waiting_and_made(tmp_path: Path) -> None:
    game = at_choice("legendary:ruins")
    store = SaveStore(tmp_path)
    campaign = store.create(game, "story")
    waiting = store.load(campaign.name)
    assert not waiting.notes, waiting.notes
    assert waiting.game.state.story_mode and current_choice(waiting.game).id == "weeping-statue"
    game.do(option_commands(game, 1)[0])
    campaign.record(game)
    loaded = store.load(campaign.name).game
    assert loaded.events == game.events and loaded.state.model_dump() == game.state.model_dump()
    assert [e.option for e in loaded.events if e.kind == "story_option_chosen"][-1] == 1


def test_restarting_an_ecology_from_its_hero_record_keeps_story_mode(tmp_path: Path) -> None:
    game = at_choice("guardian:caverns")
    store = SaveStore(tmp_path)
    campaign = store.create(game, "story")
    for index, ecology in ((1, "ruins"), (2, "caverns")):
        restarted = store.load(store.restart(campaign.name, index).name).game
        assert restarted.state.ecology == ecology and restarted.state.story_mode, index
