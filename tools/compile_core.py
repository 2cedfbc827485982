"""Build the optional compiled copy of the rules core and the bot, for balance runs and benchmarks.

    python3 -m pip install -e ".[fast]" && python3 tools/compile_core.py   # build build/compiled/
    python3 tools/compile_core.py --check 60     # ... then check it plays seeds 0-59 as the source does
    python3 tools/compile_core.py --pgo          # profile-guided: built, trained on bot games, built again
    python3 tools/compile_core.py --clean        # remove it

build/compiled/ is a copy of the whole game/ package in which every module of game/rules and the
bot modules is compiled by Cython from the unchanged .py file (Cython reads plain Python; nothing
in the sources is written for it; tools/compiled_types.py declares each plain class of a compiled module
an extension type, read from the class). A module that declares a pydantic model stays Python: pydantic
refuses Cython's function objects as class members. cards/, assets/ and pyproject.toml are linked
in, so the copy finds its content where the source does. Then `python3 -m game.sim --compiled ...`
and `python3 benchmarks/profile_bot.py --compiled` play there. The copy records a digest of the
sources it came from (game/compiled.py) and is refused once a source changes.

`--pgo` (gcc only) builds the copy twice: first instrumented, then, after it has played TRAINING_GAMES
bot games (seeds TRAINING_SEED.., none of the benchmarks' or the check's), optimised by what those
games ran (gcc's -fprofile-use: hot branches laid out straight, hot calls inlined). The C differs; the
Python it compiles and so the games do not (`--check`).

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


# --pgo: the bot games the instrumented copy plays, seeded apart from the benchmarks' and the check's
TRAINING_GAMES = 45
TRAINING_SEED = 1_000
PARTIES = (("fighter",), ("fighter", "wizard"), ("fighter", "wizard", "rogue"))
TRAINING = """
import sys
sys.path.insert(0, {root!r})
from game import bot
from game.compiled import running_compiled
from game.rules import Game
assert running_compiled(), "the training games must play in the instrumented copy"
for seed in range({first}, {first} + {games}):
    bot.play(Game.new(heroes=list({parties}[seed % 3]), seed=seed), seed=seed)
"""


def pgo_flags(stage: str, profile_dir: Path) -> tuple[list[str], list[str]]:
    """gcc's compile and link flags of a profile-guided build's stage: "generate" (instrumented: each
    module writes its counts into profile_dir at exit) or "use" (built by those counts; a function the
    training never ran is optimised as without them)."""
    if stage == "generate":
        flag = f"-fprofile-generate={profile_dir}"
        return [flag, "-fprofile-update=single"], [flag]
    if stage == "use":
        return [f"-fprofile-use={profile_dir}", "-fprofile-partial-training", "-fprofile-correction",
                "-Wno-missing-profile"], []
    raise ValueError(f"no PGO stage {stage!r}: generate or use")


def pgo_problem() -> str | None:
    """Why --pgo cannot build here (its flags are gcc's), or None."""
    import sysconfig

    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    try:
        version = subprocess.run([compiler, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        return f"the C compiler {compiler!r} cannot be run ({exc})"
    if "Free Software Foundation" not in version:  # gcc says so; clang, whose PGO differs, does not
        return f"--pgo needs gcc, and the C compiler here ({compiler}) is not gcc: build without --pgo"
    return None


def train(target: Path, games: int = TRAINING_GAMES) -> None:
    """Play the training games in the (instrumented) copy at `target`, in a process of their own (the
    counts are written when it exits)."""
    script = TRAINING.format(root=str(target), first=TRAINING_SEED, games=games, parties=PARTIES)
    subprocess.run([sys.executable, "-c", script], cwd=target, check=True)


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


def build(target: Path, jobs: int, flags: tuple[list[str], list[str]] = ([], []),
          pgo: int | None = None) -> list[str]:
    """Copy game/ to `target` and compile its hot modules there; `flags`: extra C compile and link
    flags (pgo_flags); `pgo`: the training games the build was optimised by (the stamp says so)."""
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
                extension.extra_compile_args = [*extension.extra_compile_args, "-w", "-g0", *flags[0]]
                extension.extra_link_args = [*extension.extra_link_args, *flags[1]]
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
    write_stamp(target, ROOT, modules, pgo)
    return modules


def build_pgo(target: Path, jobs: int) -> list[str]:
    """build(), instrumented; the training games; build() again by their counts."""
    profile_dir = target.parent / "compiled-profile"
    shutil.rmtree(profile_dir, ignore_errors=True)
    build(target, jobs, pgo_flags("generate", profile_dir))
    print(f"trained on {TRAINING_GAMES} bot games", flush=True)
    train(target)
    return build(target, jobs, pgo_flags("use", profile_dir), pgo=TRAINING_GAMES)


def check(games: int) -> int:
    """Play seeds 0..games-1 in the compiled copy (check_same_games --compiled: COMPILED_ROOT) and compare
    with the source's reference games."""
    script = ROOT / "benchmarks" / "check_same_games.py"
    return subprocess.call([sys.executable, str(script), "--compiled", "--games", str(games), "--check"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/compile_core.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", type=int, metavar="GAMES", help="then check GAMES seeded games are the same")
    parser.add_argument("--clean", action="store_true", help="remove the compiled copy")
    parser.add_argument("--pgo", action="store_true", help="profile-guided: trained on bot games, then built again")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel compilers")
    args = parser.parse_args(argv)
    if args.check is not None and args.check < 1:
        parser.error(f"--check needs a number of games of at least 1, not {args.check}")
    if args.clean:
        for path in (COMPILED_ROOT, COMPILED_ROOT.parent / "compiled-temp", COMPILED_ROOT.parent / "compiled-profile"):
            shutil.rmtree(path, ignore_errors=True)
        print(f"removed {COMPILED_ROOT}")
        return 0
    try:
        import Cython  # noqa: F401
    except ImportError:
        print('compile_core: Cython is not installed: python3 -m pip install -e ".[fast]"', file=sys.stderr)
        return 2
    from Cython.Compiler.Errors import CompileError

    if args.pgo and (problem := pgo_problem()):
        print(f"compile_core: {problem}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        modules = (build_pgo if args.pgo else build)(COMPILED_ROOT, max(1, args.jobs))
    except CompileError as exc:  # Cython printed where; the copy is unusable without its stamp
        print(f"compile_core: Cython could not compile {exc}", file=sys.stderr)
        return 1
    problem = compiled_problem(COMPILED_ROOT)
    if problem:
        print(f"compile_core: {problem}", file=sys.stderr)
        return 1
    how = f", profile-guided by {TRAINING_GAMES} bot games" if args.pgo else ""
    print(f"compiled {len(modules)} modules into {COMPILED_ROOT}{how} in {time.perf_counter() - start:.0f} s")
    return check(args.check) if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
