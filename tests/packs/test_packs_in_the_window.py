"""Content packs in the window (issue 37): `main.py --packs DIR` (a bad folder: one line, exit 2),
the setup screen listing the installed packs with their rating, a game played with the packs chosen,
and that game loading again with them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.packs import read_pack
from game.packs.rating import PartyRating, Rating, write_rating
from game.rules import PROJECT_ROOT
from game.ui.app import App, AppOptions
from tests.kits.ui_kit import click

EXAMPLES = PROJECT_ROOT / "examples" / "packs"


def refused(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *args: str) -> str:
    """main(argv) in this process: exit status 2 and one line on stderr, before any window opens."""
    import main as game_main
    from game.ui import app

    def opened(*_args: object, **_kwargs: object) -> int:
        raise AssertionError(f"{args!r} opened the window instead of being refused")
    monkeypatch.setattr(app, "run", opened)
    assert game_main.main(list(args)) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in lines[0], lines
    return lines[0]


def test_packs_naming_a_missing_folder_is_refused_in_one_line(capsys, monkeypatch, tmp_path: Path) -> None:
    line = refused(capsys, monkeypatch, "--packs", str(tmp_path / "nowhere"))
    assert "--packs" in line and "does not exist" in line


def test_packs_naming_a_file_or_a_folder_without_packs_is_refused(capsys, monkeypatch, tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("x")
    assert "is a file, not a folder" in refused(capsys, monkeypatch, "--packs", str(tmp_path / "a-file"))
    (tmp_path / "empty").mkdir()
    assert "holds no content pack" in refused(capsys, monkeypatch, "--packs", str(tmp_path / "empty"))


def test_packs_with_a_broken_pack_names_the_pack_and_its_first_problem(capsys, monkeypatch, tmp_path: Path) -> None:
    broken = tmp_path / "packs" / "broken"
    broken.mkdir(parents=True)
    (broken / "pack.toml").write_text('name = "Broken"\nversion = "1.0"\nauthor = "me"\ngame_version = "0.1"\n'
                                      'removes = ["ghost"]\n')
    line = refused(capsys, monkeypatch, "--packs", str(tmp_path / "packs"))
    assert "the pack broken has problems" in line and "ghost" in line and "game.packs check" in line


def rated_copy(tmp_path: Path, name: str) -> Path:
    """An example pack copied into a saves folder's packs/, with a rating written for it."""
    folder = tmp_path / "saves" / "packs" / name
    shutil.copytree(EXAMPLES / name, folder)
    for old in folder.glob("rating.toml"):
        old.unlink()
    pack, _ = read_pack(folder)
    assert pack is not None
    from game.packs import base_hash
    write_rating(pack, Rating(pack_hash=pack.hash, base_hash=base_hash(), game_version="0.1", first_seed=100000,
                              parties=[PartyRating(party="fighter", games=10, won=6, base_won=5, low=0.3, high=0.8)]))
    return folder


@pytest.mark.slow  # a pack's check loads the whole game with it on; the game is then saved and loaded
def test_setup_lists_installed_packs_with_their_rating_and_a_game_plays_and_loads_with_the_one_chosen(
        tmp_path: Path) -> None:
    folder = rated_copy(tmp_path, "gentle-ruins")
    app = App(AppOptions(saves_dir=tmp_path / "saves"))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    setup = app.scene
    assert setup.name == "setup"
    click(app, setup.tab_buttons["packs"].rect.center)
    setup = app.scene
    [(button, chosen_folder)] = setup.pack_buttons.items()
    assert chosen_folder == folder and "Gentle Ruins" in button.text
    shown = " ".join(box.html_text for box in [*setup.root.elements, *setup.options.get_container().elements]
                     if hasattr(box, "html_text"))  # the tab's options scroll in their own container
    assert "wins 60% of games with it, 50% without" in shown, shown
    click(app, button.rect.center)
    assert app.scene.packs == [folder]
    click(app, app.scene.start.rect.center)
    assert app.scene.name == "explore"
    game = app.scene.game
    assert [name for name, *_ in game.content.packs] == ["Gentle Ruins"]
    assert game.content.references["ruins"].key_cost == 2  # the pack's number, not the game's 3
    name = app.scene.session.saved_game.name
    loaded = app.store().load(name)  # loads with the pack installed
    assert [n for n, *_ in loaded.game.content.packs] == ["Gentle Ruins"]


def test_a_pack_with_problems_is_listed_but_cannot_be_chosen(tmp_path: Path) -> None:
    broken = tmp_path / "saves" / "packs" / "broken"
    broken.mkdir(parents=True)
    (broken / "pack.toml").write_text('name = "Broken"\nversion = "1.0"\nauthor = "me"\ngame_version = "0.1"\n'
                                      'removes = ["ghost"]\n')
    app = App(AppOptions(saves_dir=tmp_path / "saves"))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    click(app, app.scene.tab_buttons["packs"].rect.center)
    setup = app.scene
    assert setup.pack_buttons == {}
    shown = [*setup.root.elements, *setup.options.get_container().elements]  # the tab's options scroll
    texts = [getattr(e, "text", "") for e in shown] + [getattr(e, "html_text", "") for e in shown]
    assert any("Broken" in t for t in texts) and any("Cannot be chosen" in t and "ghost" in t for t in texts)
