"""Build the standalone game for this machine with PyInstaller: dist/ForgottenDepths/ (one folder).

    python3 -m pip install --require-hashes -r requirements/dev.txt && python3 tools/build_release.py

The folder holds the game's own Python, every library it uses, the whole assets/ tree (tiles, UI
theme, rules reference, icon, and whatever art and sounds are added there), the card files, and
pygame_gui's fonts; start it with dist/ForgottenDepths/ForgottenDepths (.exe on Windows). Saves and
settings stay in the player's user data folder, as when run from a checkout. A build makes the
folder for the system it runs on: build on Windows for Windows, on macOS for macOS.

It builds only from the lock: every package the game runs on (requirements/play.txt) and
PyInstaller itself must be installed at the locked version (requirements/dev.txt), so what a release
bundles does not depend on the day it is built (`--unlocked` builds anyway, for trying a release).

Prints how long the build took and how big the folder is, and fails if it is over the size budget.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # game.version, read from this checkout

from game.version import pyproject_version  # noqa: E402
from tools.check_lock import differences, installed, read_lock  # noqa: E402

APP_NAME = "ForgottenDepths"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "release"
SIZE_BUDGET_MB = 150
# folders of content the game reads at run time, copied whole so files added later come along
DATA_DIRS = ("assets", "cards")
# never used by the game: kept out of the bundle (size, and start-up time)
EXCLUDES = (
    "tkinter", "_tkinter", "turtle", "idlelib", "pydoc_data", "lib2to3", "ensurepip", "venv",
    "pytest", "_pytest", "hypothesis", "xdist", "pytest_xvfb", "ruff",
    "numpy", "PIL", "yaml", "setuptools", "pkg_resources", "pip", "IPython",
    "pygame.tests", "pygame.examples", "pygame.docs", "pygame_gui.tests", "game.sim", "game.headless.sim",
)


# runtime dependencies whose own PyInstaller hooks already bundle what they need (pygame_gui's: its
# fonts and theme; pygame's: its default font and icon, not its examples and tests); Babel's is ours
# (babel_hook): PyInstaller's own takes the locale data of every language, about 35 MB
HOOKED = {"pygame", "pygame_gui", "babel"}
# PyInstaller hook for Babel that takes the locale data of the game's languages only (and "root",
# every locale's parent): Babel reads a language's plural forms from it when a catalogue is compiled
BABEL_HOOK = """from PyInstaller.utils.hooks import collect_data_files

datas = collect_data_files("babel", includes={includes!r})
hiddenimports = ["babel.dates", "babel.localedata", "babel.plural", "babel.numbers"]
"""


def babel_hook(folder: Path) -> Path:
    """Write the Babel hook (hook-babel.py) into `folder` for the game's languages; return `folder`."""
    from game.i18n import LANGUAGES

    includes = ["global.dat", *(f"locale-data/{code}.dat" for code in ("root", *LANGUAGES))]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "hook-babel.py").write_text(BABEL_HOOK.format(includes=includes), encoding="utf-8")
    return folder


def runtime_packages() -> dict[str, str]:
    """{import name: distribution name} of pyproject's runtime dependencies (so that a font package
    added there comes along with its files)."""
    import re
    import tomllib
    from importlib import metadata

    def norm(name: str) -> str:
        return name.lower().replace("_", "-")

    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    wanted = {norm(re.split(r"[\s<>=!~;\[]", d, maxsplit=1)[0]) for d in deps}
    found: dict[str, str] = {}
    for package, dists in metadata.packages_distributions().items():
        for dist in dists:
            if norm(dist) in wanted and package.isidentifier():
                found[package] = dist
    return dict(sorted(found.items()))


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def pyinstaller_args(version_file: Path, icon: Path | None) -> list[str]:
    sep = os.pathsep  # PyInstaller's SOURCE:DEST separator (";" on Windows before 6.0, ":" accepted since)
    args = [
        str(ROOT / "main.py"), "--name", APP_NAME, "--onedir", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(DIST), "--workpath", str(WORK / "work"), "--specpath", str(WORK),
        "--collect-submodules", "game",  # scenes are imported inside functions: take them all
        "--add-data", f"{version_file}{sep}game",
        "--additional-hooks-dir", str(babel_hook(WORK / "hooks")),  # ours before PyInstaller's own
    ]
    for name in DATA_DIRS:
        args += ["--add-data", f"{ROOT / name}{sep}{name}"]
    for package, dist in runtime_packages().items():
        if package not in HOOKED:  # data files (fonts, tables) that a dependency reads from its own folder
            args += ["--collect-data", package, "--copy-metadata", dist]
    for module in EXCLUDES:
        args += ["--exclude-module", module]
    if platform.system() == "Linux":
        args.append("--strip")  # debug symbols out of libpython and the libraries: ~20 MB less
    if icon is not None:
        args += ["--icon", str(icon)]
    return args


def icon_for_this_system() -> Path | None:
    """The executable's icon: .ico on Windows, the PNG on macOS (PyInstaller converts it with Pillow,
    if installed); Linux executables carry no icon (the window sets its own)."""
    system = platform.system()
    if system == "Windows":
        return ROOT / "assets" / "icon" / "forgotten-depths.ico"
    if system == "Darwin":
        try:
            import PIL  # noqa: F401
        except ImportError:
            return None
        return ROOT / "assets" / "icon" / "forgotten-depths.png"
    return None


def unlocked_packages() -> list[str]:
    """What differs from the lock among the game's packages and the build's own (empty if nothing)."""
    requirements = ROOT / "requirements"
    pins = read_lock(requirements / "play.txt")
    builders = {"pyinstaller", "pyinstaller-hooks-contrib"}
    pins |= {name: version for name, version in read_lock(requirements / "dev.txt").items() if name in builders}
    return differences(pins, installed(), exact=False)


def build() -> Path:
    """Run PyInstaller; return the built folder."""
    try:
        import PyInstaller.__main__
    except ImportError:
        sys.exit("build_release: PyInstaller is not installed: python3 -m pip install --require-hashes "
                 "-r requirements/dev.txt")
    version = pyproject_version(ROOT / "pyproject.toml")
    if version is None:
        sys.exit("build_release: pyproject.toml has no project.version")
    WORK.mkdir(parents=True, exist_ok=True)
    version_file = WORK / "_version.txt"
    version_file.write_text(version + "\n", encoding="utf-8")
    PyInstaller.__main__.run(pyinstaller_args(version_file, icon_for_this_system()))
    out = DIST / APP_NAME
    # a start-up note beside the executable, for players who unpack the folder
    (out / "README.txt").write_text(
        f"Forgotten Depths {version}\n\nStart {APP_NAME}{'.exe' if os.name == 'nt' else ''} in this folder.\n"
        f"`{APP_NAME} --help` lists the options; `{APP_NAME} --autoplay --seed 3` plays a game headless.\n"
        "Saves and settings are kept in your user data folder.\n", encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone game folder with PyInstaller.")
    parser.add_argument("--keep-work", action="store_true", help="keep build/release (PyInstaller's work folder)")
    parser.add_argument("--unlocked", action="store_true",
                        help="build even if the installed packages differ from requirements/ (not for a release)")
    args = parser.parse_args(argv)
    problems = unlocked_packages()
    if problems and not args.unlocked:
        for line in problems:
            print(f"build_release: {line}", file=sys.stderr)
        print("build_release: a release is built from the lock: python3 -m pip install --require-hashes "
              "-r requirements/dev.txt (or --unlocked to try a build anyway)", file=sys.stderr)
        return 2
    started = time.perf_counter()
    out = build()
    seconds = time.perf_counter() - started
    if not args.keep_work:
        shutil.rmtree(WORK / "work", ignore_errors=True)
    size_mb = folder_size(out) / 1_000_000
    exe = out / (APP_NAME + (".exe" if os.name == "nt" else ""))
    print(f"built {exe.relative_to(ROOT)} in {seconds:.0f} s; the folder is {size_mb:.1f} MB "
          f"(budget {SIZE_BUDGET_MB} MB)")
    if size_mb > SIZE_BUDGET_MB:
        print(f"build_release: the game folder is over the {SIZE_BUDGET_MB} MB budget", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
