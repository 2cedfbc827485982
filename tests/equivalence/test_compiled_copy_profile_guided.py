"""`tools/compile_core.py --pgo`: the compiled copy built twice, the second time by the counts of bot
games the instrumented first build played (gcc's profile-guided optimisation).

The build itself takes four minutes and runs in CI (`--pgo --check 30`: the same games); here, the
flags of each stage, the refusal of a compiler whose PGO differs, the training games' seeds and what
the copy's stamp and the benchmarks' engine line say of it."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game.compiled import STAMP, profile_guided, write_stamp
from tools import compile_core
from tools.compile_core import PARTIES, TRAINING, TRAINING_GAMES, TRAINING_SEED, pgo_flags, pgo_problem


def test_the_instrumented_stage_writes_its_counts_into_the_profile_folder(tmp_path: Path) -> None:
    compile_args, link_args = pgo_flags("generate", tmp_path)
    assert f"-fprofile-generate={tmp_path}" in compile_args and link_args == [f"-fprofile-generate={tmp_path}"]


def test_the_second_stage_reads_them_and_tolerates_functions_never_trained(tmp_path: Path) -> None:
    compile_args, link_args = pgo_flags("use", tmp_path)
    assert f"-fprofile-use={tmp_path}" in compile_args and "-fprofile-partial-training" in compile_args
    assert link_args == []


def test_an_unknown_stage_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="generate or use"):
        pgo_flags("train", tmp_path)


def test_a_compiler_that_is_not_gcc_is_refused_with_the_reason(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    clang = tmp_path / "cc"
    clang.write_text("#!/bin/sh\necho 'Debian clang version 14.0.6'\n")
    clang.chmod(0o755)
    monkeypatch.setattr("sysconfig.get_config_var", lambda name: f"{clang} -pthread" if name == "CC" else None)
    problem = pgo_problem()
    assert problem is not None and "needs gcc" in problem and "without --pgo" in problem


def test_a_compiler_that_cannot_run_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = tmp_path / "no-such-cc"
    monkeypatch.setattr("sysconfig.get_config_var", lambda name: str(missing) if name == "CC" else None)
    problem = pgo_problem()
    assert problem is not None and str(missing) in problem and "cannot be run" in problem


def test_the_pgo_flag_on_a_non_gcc_compiler_exits_2(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("Cython")
    monkeypatch.setattr(compile_core, "pgo_problem", lambda: "--pgo needs gcc, and the C compiler here is not")
    monkeypatch.setattr(compile_core, "build", lambda *a, **k: pytest.fail("nothing is built"))
    assert compile_core.main(["--pgo"]) == 2
    assert "needs gcc" in capsys.readouterr().err


def test_the_training_games_are_seeded_apart_from_the_checked_and_benchmarked_ones() -> None:
    reference = json.loads((Path(compile_core.ROOT) / "benchmarks" / "same-games.json").read_text())
    checked = {int(seed) for seed in reference}
    training = set(range(TRAINING_SEED, TRAINING_SEED + TRAINING_GAMES))
    assert not training & checked and not training & set(range(200))
    script = TRAINING.format(root="/copy", first=TRAINING_SEED, games=TRAINING_GAMES, parties=PARTIES)
    ast.parse(script)  # the script the instrumented copy runs is Python,
    assert "sys.path.insert(0, '/copy')" in script  # imports the copy first
    assert "running_compiled()" in script  # and refuses to train the source by mistake


def test_the_stamp_says_how_many_games_guided_the_build(tmp_path: Path) -> None:
    source = tmp_path / "source"
    (source / "game").mkdir(parents=True)
    (source / "game" / "rule.py").write_text("RULE = 1\n")
    guided, plain = tmp_path / "guided", tmp_path / "plain"
    guided.mkdir()
    plain.mkdir()
    write_stamp(guided, source, ["game/rule.py"], pgo=45)
    write_stamp(plain, source, ["game/rule.py"])
    assert profile_guided(guided) == 45 and profile_guided(plain) is None
    assert profile_guided(tmp_path / "missing") is None


@pytest.mark.parametrize("edited", ['"many"', "true", "[45]"])
def test_a_hand_edited_pgo_entry_is_read_as_not_guided(tmp_path: Path, edited: str) -> None:
    (tmp_path / STAMP).write_text(f'{{"source": "x", "digest": "y", "modules": [], "pgo": {edited}}}')
    assert profile_guided(tmp_path) is None
