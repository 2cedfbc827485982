"""`main.py --autoplay --saves DIR` saves the bot's game in DIR as an ordinary campaign (issue 16): the
load path re-decides it into the very game the bot played, and the title screen's Load and Continue
open it like any game played in the window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from game.bot import heuristic as bot  # noqa: E402
from game.headless import autoplay  # noqa: E402
from game.rules import Game  # noqa: E402
from game.rules import dump as dump_message  # noqa: E402
from game.saves import SaveStore  # noqa: E402

REPO = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)


def bot_game(heroes: list[str], seed: int) -> Game:
    return bot.play(Game.new(heroes=heroes, seed=seed), seed=seed)


def dump(game: Game) -> tuple[list[dict], dict]:
    return [dump_message(e) for e in game.events], game.state.model_dump(mode="json")


@pytest.mark.slow  # end-to-end: a whole game (README, testing notes)
def test_autoplay_with_saves_leaves_one_campaign_that_loads_as_the_autoplayed_game(tmp_path):
    out = run_main("--autoplay", "--seed", "5", "--saves", str(tmp_path))
    assert out.returncode == 0, out.stderr
    store = SaveStore(tmp_path)
    [summary] = store.list()
    assert summary.problem is None and summary.heroes == ["fighter"]
    played = bot_game(["fighter"], 5)
    assert summary.status == played.outcome and summary.events == len(played.events)
    assert len(summary.ecologies) == sum(e.kind == "ecology_set_up" for e in played.events)
    continued = store.open(summary.name).game  # what Continue does: the logs re-decided by the rules
    assert dump(continued) == dump(played)
    assert f"“{summary.name}”" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.slow  # end-to-end: a whole game (README, testing notes)
def test_the_printed_account_is_the_same_with_or_without_saves(tmp_path):
    plain = run_main("--autoplay", "--seed", "5", "--heroes", "fighter,wizard")
    saved = run_main("--autoplay", "--seed", "5", "--heroes", "fighter,wizard", "--saves", str(tmp_path))
    assert plain.returncode == saved.returncode == 0, saved.stderr
    assert plain.stdout == saved.stdout == autoplay.account(bot_game(["fighter", "wizard"], 5)) + "\n"
    assert plain.stderr == "" and "Saved as the saved game" in saved.stderr


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_autoplay_without_saves_writes_no_campaign(tmp_path):
    env_root = tmp_path / "default-saves"
    env = {**os.environ, "FORGOTTEN_DEPTHS_SAVES": str(env_root)}
    out = subprocess.run([sys.executable, "main.py", "--autoplay", "--seed", "2"], cwd=REPO, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert not env_root.exists() or not any(env_root.iterdir())


def test_a_cut_short_autoplay_is_saved_up_to_its_last_move(tmp_path):
    """The campaign is recorded after every command, as the window autosaves: stopping the bot after
    40 commands (the game runs longer) leaves a save of exactly those 40, which continues as an unfinished game."""
    game = Game.new(heroes=["fighter", "rogue"], seed=11)
    store = SaveStore(tmp_path, content=game.content)
    autoplay.play_saved(game, store.create(game), seed=11, max_commands=40)
    assert sum(e.kind == "command_accepted" for e in game.events) == 40 and game.outcome is None
    [summary] = store.list()
    assert summary.status == "in progress"
    assert dump(store.open(summary.name).game) == dump(game)


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_an_autoplayed_save_is_listed_by_load_watched_from_load_and_opened_by_continue(tmp_path):
    """Title -> Load lists the autoplayed campaign under Replays and its button watches it (the replay
    viewer, at the end: the autoplayed game); title -> Continue opens it (a finished game: its
    game-over screen) with the autoplayed game's events."""
    from game.ui.app import App, AppOptions
    from game.ui.scenes.load import LoadScene
    game = Game.new(heroes=["fighter"], seed=5)
    autoplay.play_saved(game, SaveStore(tmp_path, content=game.content).create(game), seed=5)
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    app.switch(LoadScene(app))
    app.step()
    [name] = app.scene.probe()["campaigns"]
    assert app.scene.chosen.name == name and app.scene.open_b.is_enabled and app.scene.open_b.text == "Watch"
    app.scene.open()  # Load's Watch button
    assert app.scene.name == "replay"
    app.scene.go(app.scene.replay.steps)
    assert dump(app.scene.game) == dump(game)
    from game.ui.scenes.title import TitleScene
    app.switch(TitleScene(app))
    app.step()
    app.scene.continue_latest()  # the title's Continue
    assert app.scene.name == "game_over"
    assert dump(app.scene.session.game) == dump(game)


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_load_lists_finished_games_under_replays_after_games_in_progress(tmp_path):
    """The Load list: campaigns still in progress first, then a "Replays" heading and the finished
    (won or lost) games; choosing the heading changes nothing, choosing a replay shows its details."""
    import pygame
    import pygame_gui

    from game.ui.app import App, AppOptions
    from game.ui.scenes.load import REPLAYS, LoadScene, campaign_line
    finished = Game.new(heroes=["fighter"], seed=5)
    store = SaveStore(tmp_path, content=finished.content)
    autoplay.play_saved(finished, store.create(finished, "bot game"), seed=5)
    playing = Game.new(heroes=["wizard"], seed=6)
    autoplay.play_saved(playing, store.create(playing, "still playing"), seed=6, max_commands=20)
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    app.switch(LoadScene(app))
    app.step()
    scene = app.scene
    shown = [item["text"] for item in scene.list.item_list]
    assert shown == ["still playing  (in progress)", REPLAYS, f"bot game  ({finished.outcome})"]
    assert scene.chosen.name == "still playing"
    for text, chosen in ((REPLAYS, "still playing"), (shown[2], "bot game")):
        pygame.event.post(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=scene.list,
                                             text=text))
        app.step()
        assert scene.chosen.name == chosen
    assert campaign_line(scene.chosen) == shown[2] and scene.open_b.is_enabled
