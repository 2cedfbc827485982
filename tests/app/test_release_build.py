"""What tools/build_release.py hands PyInstaller (fast checks; the real build is test_release_smoke.py)."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import build_release  # noqa: E402

sys.path.pop(0)


def added_data(args: list[str]) -> dict[str, str]:
    pairs = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    return {dest: src for src, _, dest in (p.rpartition(os.pathsep) for p in pairs)}


def test_the_whole_assets_and_cards_folders_are_bundled_under_their_own_names():
    """Whole folders, so art, sounds or cards added later come along without a change here."""
    data = added_data(build_release.pyinstaller_args(Path("v.txt"), None))
    assert Path(data["assets"]) == REPO / "assets" and Path(data["cards"]) == REPO / "cards"


def test_every_folder_the_game_reads_its_data_from_is_bundled():
    """The game finds its data next to the package (PROJECT_ROOT), which is the bundle's root."""
    from game.rules.content import library as content
    from game.ui import look, overlays
    bundled = {REPO / d for d in build_release.DATA_DIRS}
    for path in (look.UI_ASSETS, look.THEME_PATH, overlays.RULES_REFERENCE, REPO / "assets" / "tiles",
                 REPO / "assets" / "icon" / "forgotten-depths.png"):
        assert any(path.is_relative_to(d) for d in bundled), path
    assert content.PROJECT_ROOT == look.PROJECT_ROOT == REPO


def test_test_tools_and_unused_toolkits_are_left_out_but_nothing_the_game_imports():
    args = build_release.pyinstaller_args(Path("v.txt"), None)
    excluded = {args[i + 1] for i, a in enumerate(args) if a == "--exclude-module"}
    assert {"tkinter", "pytest", "hypothesis", "numpy"} <= excluded
    imported = {"pygame", "pygame_gui", "pytmx", "pydantic", "platformdirs", "game", "game.rules", "game.ui",
                 "game.saves", "game.headless.autoplay", "game.bot.heuristic"}
    assert not excluded & imported


def test_pyinstaller_is_an_optional_release_extra_and_slow_tests_stay_out_of_the_default_run():
    project = tomllib.loads((REPO / "pyproject.toml").read_text())
    deps = project["project"]
    assert any(d.startswith("pyinstaller") for d in deps["optional-dependencies"]["release"])
    assert not any(d.lower().startswith("pyinstaller") for d in deps["dependencies"])
    pytest_conf = project["tool"]["pytest"]["ini_options"]
    assert any(m.startswith("slow:") for m in pytest_conf["markers"])
    assert "not slow" in pytest_conf["addopts"]


def test_build_output_is_not_committed():
    ignored = (REPO / ".gitignore").read_text().split()
    assert "/build/" in ignored and "/dist/" in ignored


def test_every_runtime_dependency_is_bundled_with_its_data_files():
    """A dependency added to pyproject later (a font package, say) brings its files into the build."""
    def norm(name: str) -> str:
        return name.lower().replace("_", "-")

    deps = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    wanted = {norm(d.split(">")[0].split("<")[0].split("=")[0].split("[")[0].strip()) for d in deps}
    packages = build_release.runtime_packages()
    assert {norm(dist) for dist in packages.values()} == wanted
    args = build_release.pyinstaller_args(Path("v.txt"), None)
    collected = {args[i + 1] for i, a in enumerate(args) if a == "--collect-data"}
    assert collected == set(packages) - build_release.HOOKED
    assert set(packages) >= build_release.HOOKED  # the hooked ones are dependencies too


def test_babel_brings_the_locale_data_of_the_games_languages_only(tmp_path: Path):
    """PyInstaller's own Babel hook takes every language's locale data (about 35 MB); ours takes
    "root" (every locale's parent), the game's languages and Babel's global data, and comes first."""
    from game.i18n import LANGUAGES
    args = build_release.pyinstaller_args(Path("v.txt"), None)
    hooks = Path(args[args.index("--additional-hooks-dir") + 1])
    assert "babel" not in {args[i + 1] for i, a in enumerate(args) if a == "--collect-data"}
    namespace: dict[str, object] = {}
    source = (build_release.babel_hook(tmp_path) / "hook-babel.py").read_text()
    assert source == (hooks / "hook-babel.py").read_text()
    exec(compile(source, "hook-babel.py", "exec"), namespace)
    bundled = {Path(src).name for src, _ in namespace["datas"]}  # type: ignore[attr-defined]
    assert bundled == {"global.dat", "root.dat", *(f"{code}.dat" for code in LANGUAGES)}
