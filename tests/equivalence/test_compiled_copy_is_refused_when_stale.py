"""The compiled copy (tools/compile_core.py) is used only when built from today's sources.

Whether it plays the same games is checked by `tools/compile_core.py --check` (a CI step: the build
takes two minutes); here, that a stale or missing copy is refused with a reason, never used.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.compiled import STAMP, compiled_problem, source_digest, write_stamp

ROOT = Path(__file__).resolve().parents[2]


def _project(tmp_path: Path) -> Path:
    source = tmp_path / "source"
    (source / "game" / "rules").mkdir(parents=True)
    (source / "game" / "rules" / "engine.py").write_text("RULE = 1\n")
    return source


def test_a_missing_copy_is_refused_with_how_to_build_it(tmp_path: Path) -> None:
    problem = compiled_problem(tmp_path / "compiled")
    assert problem is not None and "no compiled copy" in problem and "tools/compile_core.py" in problem


def test_a_copy_of_the_current_sources_is_accepted(tmp_path: Path) -> None:
    source, compiled = _project(tmp_path), tmp_path / "compiled"
    compiled.mkdir()
    write_stamp(compiled, source, ["game/rules/engine.py"])
    assert compiled_problem(compiled) is None


def test_editing_a_source_makes_the_copy_stale(tmp_path: Path) -> None:
    source, compiled = _project(tmp_path), tmp_path / "compiled"
    compiled.mkdir()
    write_stamp(compiled, source, ["game/rules/engine.py"])
    (source / "game" / "rules" / "engine.py").write_text("RULE = 2\n")
    problem = compiled_problem(compiled)
    assert problem is not None and "older sources" in problem


def test_adding_a_source_changes_the_digest(tmp_path: Path) -> None:
    source = _project(tmp_path)
    before = source_digest(source)
    (source / "game" / "new_rule.py").write_text("")
    assert source_digest(source) != before


def test_a_hand_edited_stamp_is_refused(tmp_path: Path) -> None:
    compiled = tmp_path / "compiled"
    compiled.mkdir()
    (compiled / STAMP).write_text("{not json")
    problem = compiled_problem(compiled)
    assert problem is not None and "cannot be read" in problem
    (compiled / STAMP).write_text(json.dumps(["a", "list"]))
    assert "older sources" in (compiled_problem(compiled) or "")


def test_the_benchmarks_refuse_a_stale_copy_with_status_2() -> None:
    # the benchmarks look only at this checkout's build/compiled: refused there when it is missing or
    # stale (as in a fresh clone), used when it is current
    done = subprocess.run(
        [sys.executable, "-c", "import sys; sys.argv = ['x', '--compiled']; "
         "from benchmarks.common import choose_engine; choose_engine(sys.argv); print('used')"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    current = compiled_problem(ROOT / "build" / "compiled") is None
    if current:
        assert done.returncode == 0 and "used" in done.stdout
    else:
        assert done.returncode == 2 and "--compiled:" in done.stderr and "tools/compile_core.py" in done.stderr
