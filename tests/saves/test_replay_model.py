"""The replay model (game/headless/replay.py, issue 16): a save's events split into command steps, every
position the fold of the saved events up to it, the timeline's marks, and a clear sentence for a
path that holds no game to watch."""

from __future__ import annotations

import pytest

from game.bot import heuristic
from game.headless.replay import MARKED, Replay, ReplayError
from game.rules import Game
from game.rules import dump as dump_message
from game.saves import SaveStore
from tests.kits.replay_kit import bad_paths

COMMANDS = 160  # a bot game cut short: tiles, elements, fights and a level-up, quick to fold 160 times


def dump(game: Game) -> tuple[list[dict], dict]:
    return [dump_message(e) for e in game.events], game.state.model_dump(mode="json")


@pytest.fixture(scope="module")
def saved(tmp_path_factory, content):
    """A bot game autosaved as a campaign, with the state after each of its commands as it was played."""
    root = tmp_path_factory.mktemp("saves")
    game = Game.new(heroes=["fighter", "wizard"], seed=3, content=content)
    campaign = SaveStore(root, content=content).create(game)
    states = [dump(game)]

    def record(g: Game) -> None:
        campaign.record(g)
        states.append(dump(g))
    heuristic.play(game, seed=3, max_commands=COMMANDS, after=record)
    return root, campaign.folder, game, states


def test_a_campaign_folder_opens_as_the_steps_of_its_commands(saved, content):
    _, folder, game, states = saved
    replay = Replay.open(folder, content)
    assert replay.name == folder.name and replay.steps == COMMANDS == len(states) - 1
    assert replay.events == game.events
    assert all(replay.step_events(k)[0].kind == "command_accepted" for k in range(1, replay.steps + 1))
    assert sum(len(replay.step_events(k)) for k in range(replay.steps + 1)) == len(game.events)


def test_every_position_is_the_state_the_game_had_after_that_many_commands(saved, content):
    """Forward from the setup and back from the end: each position equals the live game's state
    after that command (so step back from the end returns to every earlier state)."""
    _, folder, _, states = saved
    replay = Replay.open(folder, content)
    for k in range(replay.steps + 1):
        assert dump(replay.game_at(k)) == states[k], f"step {k}"
    for k in range(replay.steps, -1, -1):
        assert dump(replay.game_at(k)) == states[k], f"back to step {k}"


def test_a_saves_folder_opens_its_newest_campaign(saved, content):
    root, folder, game, _ = saved
    replay = Replay.open(root, content)
    assert replay.name == folder.name and dump(replay.game_at(replay.steps)) == dump(game)


def test_a_games_own_campaign_json_opens_its_folder(saved, content):
    _, folder, game, _ = saved
    replay = Replay.open(folder / "campaign.json", content)
    assert replay.name == folder.name and replay.events == game.events


def test_a_campaign_folder_sent_to_a_friend_is_all_they_need(saved, tmp_path, content):
    """The folder alone, copied elsewhere under another name, replays the same game."""
    import shutil
    _, folder, game, _ = saved
    copy = tmp_path / "from a friend" / "our game"
    shutil.copytree(folder, copy)
    replay = Replay.open(copy, content)
    assert replay.name == "our game" and dump(replay.game_at(replay.steps)) == dump(game)


def test_moves_taken_back_are_not_in_the_replay(tmp_path, content):
    """A game saved with undos replays as it stands: the moves taken back are gone from the save."""
    from tests.kits import saves_kit
    game = saves_kit.game_for(4)
    campaign = SaveStore(tmp_path, content=game.content).create(game)
    for _ in saves_kit.play(game, 4, limit=80):
        campaign.record(game)
    replay = Replay.open(campaign.folder, content)
    assert replay.steps == sum(e.kind == "command_accepted" for e in game.events)
    assert dump(replay.game_at(replay.steps)) == dump(game)


def test_the_timeline_marks_each_tile_element_fight_level_up_and_ecology_at_its_step(saved, content):
    _, folder, game, _ = saved
    replay = Replay.open(folder, content)
    marks = replay.marks
    for kind, mark_kind in MARKED.items():
        assert sum(m.kind == mark_kind for m in marks) == sum(e.kind == kind for e in game.events)
    assert {m.kind for m in marks} >= {"ecology", "tile", "element", "fight"}
    for m in marks:  # each at the step whose events hold it, with that event's log sentence
        assert any(MARKED.get(e.kind) == m.kind for e in replay.step_events(m.step))
        assert m.words and m.words in replay.told(m.step)
    assert [m.step for m in marks] == sorted(m.step for m in marks)
    first_fight = next(m for m in marks if m.kind == "fight")
    assert replay.next_mark(0, ["fight"]) == first_fight
    assert replay.previous_mark(first_fight.step + 1, ["fight"]) == first_fight
    assert replay.next_mark(replay.steps) is None


def test_the_log_tells_each_step_once_in_order(saved, content):
    _, folder, _, _ = saved
    replay = Replay.open(folder, content)
    assert replay.told(0)[0].startswith("A new adventure begins")
    whole = replay.log_until(replay.steps)
    assert whole == [line for k in range(replay.steps + 1) for line in replay.told(k)]
    assert len(replay.log_until(10)) < len(whole)


def test_a_path_with_no_game_to_watch_is_one_sentence(tmp_path, content):
    for path, words in bad_paths(tmp_path):
        with pytest.raises(ReplayError) as err:
            Replay.open(path, content)
        assert words in str(err.value) and "\n" not in str(err.value) and "Traceback" not in str(err.value)
