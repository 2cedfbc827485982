"""One version number (pyproject.toml's `version`), the same wherever the game reads it (issue 19)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from game import version as v

REPO = Path(__file__).resolve().parents[2]


def pyproject() -> str:
    return tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]


def test_the_running_version_is_pyprojects_version():
    assert v.__version__ == v.read_version() == pyproject()
    assert v.pyproject_version() == pyproject()


def test_installed_metadata_agrees_with_pyproject():
    """A stale `pip install -e .` would show another number than pyproject.toml: reinstall then."""
    try:
        installed = metadata.version(v.DIST_NAME)
    except metadata.PackageNotFoundError:
        pytest.skip("the game is not pip-installed here")
    assert installed == pyproject(), 'run python3 -m pip install -e . to refresh the installed version'


def no_metadata(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)
    monkeypatch.setattr(v.metadata, "version", missing)


def test_without_package_metadata_the_bundled_version_file_is_read(monkeypatch, tmp_path):
    """A frozen game has no package metadata: tools/build_release.py bundles game/_version.txt."""
    no_metadata(monkeypatch)
    bundled = tmp_path / "_version.txt"
    bundled.write_text("7.8.9\n")
    monkeypatch.setattr(v, "VERSION_FILE", bundled)
    assert v.read_version() == "7.8.9"


def test_without_metadata_or_version_file_pyproject_is_read(monkeypatch, tmp_path):
    no_metadata(monkeypatch)
    monkeypatch.setattr(v, "VERSION_FILE", tmp_path / "missing.txt")
    assert v.read_version() == pyproject()
    monkeypatch.setattr(v, "PYPROJECT", tmp_path / "pyproject.toml")
    assert v.read_version() == v.UNKNOWN


def test_the_build_writes_the_version_file_from_pyproject():
    sys.path.insert(0, str(REPO / "tools"))
    try:
        import build_release
    finally:
        sys.path.pop(0)
    args = build_release.pyinstaller_args(Path("/x/_version.txt"), None)
    assert f"/x/_version.txt{os.pathsep}game" in args  # bundled where game/version.py looks
    assert v.VERSION_FILE.name == "_version.txt" and v.VERSION_FILE.parent.name == "game"


@pytest.mark.parametrize(("newer", "older"), [("0.2.0", "0.1.0"), ("0.10.0", "0.9.9"), ("1.0", "0.99.1"),
                                              ("1.0.1", "1.0"), ("2.0.0rc1", "1.9")])
def test_a_later_release_is_newer_and_not_the_other_way_round(newer, older):
    assert v.is_newer(newer, older) and not v.is_newer(older, newer)


@pytest.mark.parametrize(("a", "b"), [("1.2", "1.2.0"), ("0.1.0", "0.1.0"), ("0.1.0+local", "0.1.0")])
def test_equal_releases_are_not_newer(a, b):
    assert not v.is_newer(a, b) and not v.is_newer(b, a)


def test_an_unreadable_version_is_never_newer():
    assert not v.is_newer("banana", "0.1.0") and not v.is_newer("", "0.1.0")


def test_main_version_flag_prints_the_game_and_its_version():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "main.py", "--version"], cwd=REPO, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"Forgotten Depths {pyproject()}"


def test_the_title_screen_shows_the_version(tmp_path):
    from game.ui.app import App, AppOptions
    app = App(AppOptions(saves_dir=tmp_path))
    app.step(1 / 60)
    assert app.scene.name == "title"
    label = app.scene.version_label
    assert label.text == f"Version {pyproject()}"
    w, h = app.size
    assert label.rect.right <= w and label.rect.bottom <= h  # on screen
