"""The replay viewer (issue 16): a saved game watched again through its controls. Step on from the
start reaches exactly the saved game, step back from the end returns to every earlier state, the
log says what the game said, the timeline's marks jump, the speeds play on, and `main.py --replay`
opens a save (an autoplayed one too) or says in one line why it cannot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.bot import heuristic as bot
from game.headless.replay import Replay
from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.scenes.replay import SPEEDS, log_lines
from tests.kits.replay_kit import bad_paths, dump, play_saved
from tests.kits.ui_kit import steps

REPO = Path(__file__).resolve().parents[2]
COMMANDS = 80  # a bot game cut short: tiles, elements and fights, quick to step through twice


@pytest.fixture(scope="module")
def played(tmp_path_factory, content):
    return play_saved(tmp_path_factory.mktemp("saves"), content, ["fighter", "wizard"], seed=3, commands=COMMANDS)


def viewer(tmp_path: Path, replay: Replay, size: tuple[int, int] = (1280, 720)) -> App:
    app = App(AppOptions(saves_dir=tmp_path, size=size, replay=replay))
    steps(app)
    assert app.scene.name == "replay"
    return app


def press(app: App, key: str, draw: bool = True) -> None:
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=app.scene.buttons[key]))
    app.step(1 / 60, draw=draw)


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    steps(app)


def key(app: App, k: int, draw: bool = True) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60, draw=draw)


@pytest.mark.slow  # end-to-end: a whole game (README, testing notes)
def test_step_on_from_the_start_reaches_the_saved_game_and_step_back_returns_to_every_state(tmp_path, played,
                                                                                            content):
    app = viewer(tmp_path, Replay.open(played.folder, content))
    scene = app.scene
    assert scene.step == 0 and dump(scene.game) == played.states[0]
    for k in range(1, len(played.states)):
        press(app, "next", draw=False)  # the Step on button
        assert scene.step == k and dump(scene.game) == played.states[k], f"step on to {k}"
    assert dump(scene.game) == dump(played.session.game)  # exactly the final state
    assert not scene.buttons["next"].is_enabled and not scene.buttons["end"].is_enabled
    for k in range(len(played.states) - 2, -1, -1):
        key(app, pygame.K_LEFT, draw=False)  # a step back: the saved events folded again up to k
        assert scene.step == k and dump(scene.game) == played.states[k], f"step back to {k}"
    assert not scene.buttons["back"].is_enabled and not scene.buttons["start"].is_enabled


def shown(scene) -> str:
    """The log box's text: as written, then as appended since."""
    return scene.log_box.html_text + scene.log_box.appended_text


def test_the_log_says_what_the_game_said_up_to_the_move_shown(tmp_path, played, content):
    replay = Replay.open(played.folder, content)
    assert log_lines(replay, replay.steps) == played.session.log  # the very lines the window wrote
    app = viewer(tmp_path, replay)
    scene = app.scene
    fight = next(m for m in replay.marks if m.kind == "fight")
    scene.go(fight.step)
    steps(app)
    assert shown(scene).endswith("<br>".join(log_lines(replay, fight.step)[-3:]))
    assert fight.words in replay.told(fight.step) and scene.caption() == replay.told(fight.step)[0]
    press(app, "next")  # one move on: its lines come at the end of the log
    assert shown(scene).endswith("<br>".join(log_lines(replay, fight.step + 1)[-3:]))
    press(app, "back")
    assert shown(scene).endswith("<br>".join(log_lines(replay, fight.step)[-3:]))


def test_a_fight_is_shown_on_the_combat_table_and_the_map_comes_back_after_it(tmp_path, played, content):
    replay = Replay.open(played.folder, content)
    app = viewer(tmp_path, replay)
    scene = app.scene
    fight = next(m for m in replay.marks if m.kind == "fight")
    scene.go(fight.step)
    steps(app)
    assert scene.fighting and not scene.buttons["fit"].is_enabled
    after = next(k for k in range(fight.step, replay.steps + 1) if replay.game_at(k).state.combat is None)
    scene.go(after)
    steps(app)
    assert not scene.fighting and scene.buttons["fit"].is_enabled


def test_clicking_a_mark_jumps_there_and_the_bar_goes_anywhere(tmp_path, played, content):
    replay = Replay.open(played.folder, content)
    app = viewer(tmp_path, replay)
    scene = app.scene
    for kind in ("fight", "tile", "element"):
        mark = [m for m in replay.marks if m.kind == kind][-1]
        click(app, scene.mark_point(mark))
        assert scene.step == mark.step, kind
        assert scene.hover_words(scene.mark_point(mark)).startswith(f"Move {mark.step}:")
    x0, y, x1 = scene.probe()["track"]
    click(app, ((x0 + x1) // 2, y))
    assert abs(scene.step - replay.steps // 2) <= 1
    key(app, pygame.K_END)
    assert scene.step == replay.steps
    key(app, pygame.K_PAGEUP)  # the mark before the end
    assert scene.step == replay.previous_mark(replay.steps).step


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize("speed", list(SPEEDS))
def test_play_moves_on_at_the_speed_chosen_and_pause_stops(tmp_path, played, content, speed):
    app = viewer(tmp_path, Replay.open(played.folder, content))
    scene = app.scene
    press(app, speed)
    assert scene.speed == speed and scene.buttons[speed].is_selected
    assert not scene.animating()  # paused: the window may rest (App.resting)
    press(app, "play")
    assert scene.playing and scene.buttons["play"].text == "Pause" and scene.animating()
    start = scene.step
    for _ in range(60):  # one second
        app.step(1 / 60)
    moved = scene.step - start
    expected = {"1x": 1, "2x": 2, "4x": 4, "instant": 60}[speed]
    assert expected - 1 <= moved <= expected
    press(app, "play")
    held = scene.step
    steps(app, 30)
    assert not scene.playing and scene.step == held and scene.buttons["play"].text == "Play"


def _main(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.slow  # end-to-end: a whole game (README, testing notes)
def test_an_autoplayed_save_opens_in_the_viewer_from_the_command_line(tmp_path, content, monkeypatch):
    """`main.py --autoplay --seed 5 --saves DIR` leaves a save that `main.py --replay DIR` opens in the
    viewer (the window opened in this process, not run), whose End is the game the bot played."""
    import main
    from game.ui import app as app_module
    saves = tmp_path / "saves"
    out = _main("--autoplay", "--seed", "5", "--saves", str(saves))
    assert out.returncode == 0, out.stderr
    opened: list[AppOptions] = []

    def open_window(options: AppOptions) -> int:
        opened.append(options)
        return 0
    monkeypatch.setattr(app_module, "run", open_window)
    assert main.main(["--replay", str(saves), "--saves", str(tmp_path / "settings")]) == 0
    [options] = opened
    app = viewer(tmp_path, options.replay)
    key(app, pygame.K_END)
    assert dump(app.scene.game) == dump(bot.play(Game.new(heroes=["fighter"], seed=5, content=content), seed=5))


def test_a_bad_replay_path_is_one_line_and_exit_status_2(tmp_path, capsys):
    import main
    for path, words in bad_paths(tmp_path):
        assert main.main(["--replay", str(path)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith(f"forgotten-depths: --replay {path}: ") and words in err
    assert main.main(["--replay", str(tmp_path), "--autoplay"]) == 2
    assert "cannot be used together" in capsys.readouterr().err


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize(("moment", "size", "scale"), [("replay", (2560, 1440), 1.0),
                                                       ("replay-combat", (2560, 1440), 1.0)])
def test_the_viewer_fits_the_window(tmp_path, content, moment, size, scale):
    """At 2560x1440 here; tests/ui/test_ui_fit.py checks both moments at 1280x720 at 100 % and 150 %."""
    from tests.kits.fit_kit import check, open_app
    from tests.kits.fit_scenes import SCENES
    app = open_app(tmp_path, size, scale)
    found = check(app, SCENES[moment])
    assert not found, f"{moment} at {size[0]}x{size[1]}, {round(scale * 100)} %:\n" + "\n".join(found)


def test_close_goes_back_where_the_viewer_was_opened_from(tmp_path, played, content):
    """Close (and Esc) leaves the viewer: to the title for --replay, to Load for a Replays entry."""
    app = viewer(tmp_path, Replay.open(played.folder, content))
    press(app, "close")
    assert app.scene.name == "title"
    from game.ui.scenes.replay import ReplayScene
    app.switch(ReplayScene(app, Replay.open(played.folder, content), back="load"))
    steps(app)
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "load"


def test_a_move_on_in_a_fight_shows_its_damage_as_the_table_does(tmp_path, played, content):
    """One move on through a fight: the table animates the move's events (the damage rises where it
    lands); a jump to the same move shows the table as it stands, nothing rising."""
    replay = Replay.open(played.folder, content)
    hit = next(k for k in range(1, replay.steps + 1) if replay.game_at(k - 1).state.combat is not None
               and replay.game_at(k).state.combat is not None
               and any(e.kind == "damage_dealt" for e in replay.step_events(k)))
    app = viewer(tmp_path, replay)
    app.settings.anim_speed = 1.0
    scene = app.scene
    scene.go(hit - 1)
    steps(app)
    press(app, "next")
    assert scene.step == hit and scene.fighting and scene.table.motion.floaters and scene.animating()
    scene.go(0)
    scene.go(hit)
    steps(app)
    assert not scene.table.motion.floaters


def test_a_map_element_says_what_it_is_on_hover(tmp_path, played, content):
    replay = Replay.open(played.folder, content)
    app = viewer(tmp_path, replay)
    scene = app.scene
    scene.go(next(m.step for m in replay.marks if m.kind == "element"))
    steps(app)
    element = next(iter(scene.game.state.elements.values()))
    spot = element.spot
    pos = scene.camera.cell_rect(spot.x, spot.y, spot.cx, spot.cy).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app)
    assert scene.hovered == element.id and scene.tooltip is not None
    assert "Click to" not in scene.tooltip_html(element.id) and "<b>" in scene.tooltip_html(element.id)
    press(app, "close")
    assert scene.tooltip is None


def test_a_game_saved_before_its_first_move_has_nothing_to_play(tmp_path, content):
    game = Game.new(heroes=["rogue"], seed=1, content=content)
    app = viewer(tmp_path, Replay(game.events, content))
    scene = app.scene
    assert not any(scene.buttons[k].is_enabled for k in ("start", "back", "play", "next", "end"))
    key(app, pygame.K_SPACE)
    assert not scene.playing and scene.step == 0 and scene.caption().startswith("The heroes set out")
