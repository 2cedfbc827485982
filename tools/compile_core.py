"""Build the optional compiled copy of the rules core and the bot, for balance runs and benchmarks.

    python3 -m pip install -e ".[fast]" && python3 tools/compile_core.py   # build build/compiled/
    python3 tools/compile_core.py --check 60     # ... then check it plays seeds 0-59 as the source does
    python3 tools/compile_core.py --clean        # remove it

build/compiled/ is a copy of the whole game/ package in which every module of game/rules and the
bot modules is compiled by Cython from the unchanged .py file (Cython reads plain Python; nothing
in the sources is written for it; tools/compiled_types.py declares each plain class of a compiled module
an extension type, read from the class). A module that declares a pydantic model stays Python: pydantic
refuses Cython's function objects as class members. cards/, assets/ and pyproject.toml are linked
in, so the copy finds its content where the source does. Then `python3 -m game.sim --compiled ...`
and `python3 benchmarks/profile_bot.py --compiled` play there. The copy records a digest of the
sources it came from (game/compiled.py) and is refused once a source changes.

Equivalence: `--check N` fingerprints the event logs of N seeded bot games in the compiled copy and
compares them with benchmarks/same-games.json (the source's games); CI runs it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.compiled import COMPILED_ROOT, compiled_problem, write_stamp  # noqa: E402
from tools.compiled_types import write_declarations  # noqa: E402

LINKED = ("cards", "assets", "saves", "pyproject.toml")
PYDANTIC_MODEL = re.compile(r"^class \w+\((BaseModel|RootModel)", re.MULTILINE)
DIRECTIVES = {
    "language_level": 3,
    "binding": True,  # functions keep their signatures and pickle by name (game.sim's worker processes)
    "annotation_typing": False,  # annotations are for readers and mypy; values are checked as in Python
}


def compiled_modules(game_dir: Path) -> list[Path]:
    """The modules to compile: game/rules and the bot modules, less __init__ files and pydantic models."""
    candidates = sorted((game_dir / "rules").rglob("*.py")) + sorted(game_dir.glob("bot*.py"))
    return [
        path for path in candidates
        if path.name != "__init__.py" and not PYDANTIC_MODEL.search(path.read_text(encoding="utf-8"))
    ]


def copy_tree(target: Path) -> None:
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    shutil.copytree(ROOT / "game", target / "game", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c"))


def link_content(target: Path) -> None:
    """cards/, assets/ and pyproject.toml where the copy's game/ looks for them (after the build:
    setuptools would read that pyproject.toml as the build's own)."""
    for name in LINKED:
        if (ROOT / name).exists():
            try:
                (target / name).symlink_to(ROOT / name, target_is_directory=(ROOT / name).is_dir())
            except OSError:  # no symlinks here (Windows without the right): copy instead
                copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy2
                copy(ROOT / name, target / name)


def build(target: Path, jobs: int) -> list[str]:
    from Cython.Build import cythonize  # the [fast] extra
    from setuptools import setup

    copy_tree(target)
    modules = [path.relative_to(target).as_posix() for path in compiled_modules(target / "game")]
    write_declarations([target / module for module in modules])  # plain classes as extension types
    here = Path.cwd()
    os.chdir(target)
    try:
        extensions = cythonize(modules, compiler_directives=DIRECTIVES, nthreads=jobs, quiet=True)
        if os.name != "nt":
            # Cython's C makes gcc warn about its own idioms by the hundred (errors still show); no
            # debug information (a third of the build time). Not through CFLAGS: newer setuptools
            # let CFLAGS replace Python's own flags, -O3 included (a build at -O0 runs slower than Python)
            for extension in extensions:
                extension.extra_compile_args = [*extension.extra_compile_args, "-w", "-g0"]
        setup(
            name="forgotten-depths-compiled", ext_modules=extensions,
            script_args=["-q", "build_ext", "--inplace", "--parallel", str(jobs),
                         "--build-temp", str(target.parent / "compiled-temp")],
        )
    finally:
        os.chdir(here)
    for c_file in (target / "game").rglob("*.c"):
        c_file.unlink()
    link_content(target)
    write_stamp(target, ROOT, modules)
    return modules


def check(games: int) -> int:
    """Play seeds 0..games-1 in the compiled copy (check_same_games --compiled: COMPILED_ROOT) and compare
    with the source's reference games."""
    script = ROOT / "benchmarks" / "check_same_games.py"
    return subprocess.call([sys.executable, str(script), "--compiled", "--games", str(games), "--check"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/compile_core.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", type=int, metavar="GAMES", help="then check GAMES seeded games are the same")
    parser.add_argument("--clean", action="store_true", help="remove the compiled copy")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel compilers")
    args = parser.parse_args(argv)
    if args.check is not None and args.check < 1:
        parser.error(f"--check needs a number of games of at least 1, not {args.check}")
    if args.clean:
        for path in (COMPILED_ROOT, COMPILED_ROOT.parent / "compiled-temp"):
            shutil.rmtree(path, ignore_errors=True)
        print(f"removed {COMPILED_ROOT}")
        return 0
    try:
        import Cython  # noqa: F401
    except ImportError:
        print('compile_core: Cython is not installed: python3 -m pip install -e ".[fast]"', file=sys.stderr)
        return 2
    from Cython.Compiler.Errors import CompileError

    start = time.perf_counter()
    try:
        modules = build(COMPILED_ROOT, max(1, args.jobs))
    except CompileError as exc:  # Cython printed where; the copy is unusable without its stamp
        print(f"compile_core: Cython could not compile {exc}", file=sys.stderr)
        return 1
    problem = compiled_problem(COMPILED_ROOT)
    if problem:
        print(f"compile_core: {problem}", file=sys.stderr)
        return 1
    print(f"compiled {len(modules)} modules into {COMPILED_ROOT} in {time.perf_counter() - start:.0f} s")
    return check(args.check) if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
